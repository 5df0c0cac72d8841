"""Pay Day's journal summaries say each action in words through Pay Day's catalog, not as the
command was typed (issue 22): a German or Polish log reads its own language, and in the
pseudo language every summary comes back marked."""

import re

import pytest

from companion.games.payday import views
from tests.payday_helpers import new_game

TYPED = re.compile(r"^#\d+ +(next|buy|pass|(commission|poker)\b.*|\S+ (loan|savings) "
                   r"(take|repay|deposit|withdraw) [\d.]+)$", re.MULTILINE)


def play(cli, lang: str) -> str:
    """Ann buys a deal on borrowed money, Bob passes one, Ann plays a Poker Game; the log."""
    cli.ok("new", "payday", "--players", "Ann,Bob", "--months", "2", "--seed", "1",
           "--lang", lang)
    for args in (["move", "Ann", "2"], ["draw"], ["loan", "take", "Ann", "700"], ["buy"],
                 ["commission", "--throws", "Ann=4,Bob=2"], ["next"], ["move", "Bob", "2"],
                 ["draw"], ["pass"], ["next"], ["move", "Ann", "4"],
                 ["poker", "--throws", "Ann=3,Bob=5"], ["next"]):
        cli.ok(*args)
    return "\n".join(line for line in cli.ok("log").splitlines() if line.startswith("#"))


@pytest.mark.parametrize("lang, said", [
    ("de", ["#3    Ann nimmt einen Kredit über 700 $ auf", "#4    Ann nimmt das Angebot an",
            "#5    Provision: Ann=4, Bob=2", "#6    Zug beendet",
            "#9    Bob lehnt das Angebot ab", "#12   Pokerspiel: Ann=3, Bob=5"]),
    ("pl", ["#3    Ann bierze kredyt na 700 $", "#4    Ann przyjmuje ofertę",
            "#5    prowizja: Ann=4, Bob=2", "#6    koniec tury",
            "#9    Bob rezygnuje z oferty", "#12   partia pokera: Ann=3, Bob=5"]),
])
def test_a_german_or_polish_log_shows_no_typed_command(cli, lang, said):
    log = play(cli, lang)
    assert TYPED.findall(log) == []
    assert not re.search(r"\b(buy|next|pass|loan take|commission|Poker Game)\b", log)
    assert [line for line in said if line not in log.splitlines()] == []


def test_every_summary_is_marked_in_the_pseudo_language(cli, monkeypatch):
    monkeypatch.setenv("COMPANION_LANG", "pseudo")
    lines = play(cli, "en").splitlines()
    assert len(lines) == 13
    assert [line for line in lines if not re.fullmatch(r"#\d+ +⟦[^⟦⟧]*⟧", line)] == []


@pytest.mark.parametrize("action, said", [
    ({"type": "loan", "op": "repay", "player": "Ann", "amount": 200},
     "Ann repays 200 $ of the loan"),
    ({"type": "savings", "op": "deposit", "player": "Ann", "amount": 300},
     "Ann deposits 300 $ in savings"),
    ({"type": "savings", "op": "withdraw", "player": "Bob", "amount": 1000},
     "Bob withdraws 1,000 $ from savings"),
    ({"type": "commission", "throws": None, "rethrows": [], "winner": "Bob"},
     "commission to Bob"),
    ({"type": "poker", "throws": {"Ann": 6, "Bob": 6}, "rethrows": [], "winner": "Ann"},
     "Poker Game: Ann=6, Bob=6, to Ann"),
    ({"type": "pass", "card": "Dr. Goodbody"}, "Ann does not buy Dr. Goodbody"),
])
def test_each_kind_of_action_in_english_words(action, said):
    assert views.describe(new_game(["Ann", "Bob"]), action) == said
