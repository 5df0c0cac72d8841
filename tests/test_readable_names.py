"""Names a table can read (issue 30, item 7): no invisible or control characters, and no two
names that read alike once Unicode's compatibility forms and case are set aside."""

import pytest

from tests.test_cli import assert_refused

UNREADABLE = [
    ("A\u200bnn", "U+200B"),    # zero-width space: a second 'Ann'
    ("Bo\u0007b", "U+0007"),    # bell
    ("Cy\u202e", "U+202E"),     # right-to-left override
    ("Dee\u2028Eve", "U+2028"),  # line separator
    ("Fay\u00adx", "U+00AD"),   # soft hyphen (a format character)
    ("Gus\nHal", "U+000A"),     # a line break inside the name
]
ALIKE = [
    ("Ann,\uff21\uff4e\uff4e", "'Ａｎｎ' reads as 'Ann'"),       # full-width letters
    ("Stra\u00dfe,STRASSE", "'STRASSE' reads as 'Straße'"),    # case folding
    ("Ann,AN\u0301N", None),   # a different letter (N with an acute) is another name
    ("\ufb01n,fin", "'fin' reads as 'ﬁn'"),                   # the ligature ﬁ is 'fi'
]


@pytest.mark.parametrize("name, code", UNREADABLE)
def test_new_refuses_an_unreadable_name(cli, name, code):
    assert_refused(cli, ["new", "discretion", "--players", f"Zed,{name}"],
                   f"cannot be a player's name: it holds an invisible or control character "
                   f"({code})")
    assert not cli.game.exists()


@pytest.mark.parametrize("players, said", ALIKE)
def test_new_refuses_names_that_read_alike(cli, players, said):
    if said is None:
        cli.ok("new", "discretion", "--players", players)
        assert [p["name"] for p in cli.json("status")["players"]] == players.split(",")
        return
    assert_refused(cli, ["new", "discretion", "--players", players],
                   f"player names must differ: {said}")
    assert not cli.game.exists()


@pytest.mark.parametrize("name, message", [
    ("D\u200bee", "'D\\u200bee' cannot be an Alderman's name: it holds an invisible or "
                  "control character (U+200B)"),
    ("Dee\u202e", "(U+202E)"),
    ("\uff22\uff4f\uff42", "Bob is an Alderman already"),   # full-width Bob
    ("BOB", "Bob is an Alderman already"),
])
def test_join_refuses_an_unreadable_or_alike_name(cli, name, message):
    cli.ok("new", "on-guard", "--players", "Ann,Bob,Cy", "--seed", "3")
    assert_refused(cli, ["join", name], message)
    assert [p["name"] for p in cli.json("status")["players"]] == ["Ann", "Bob", "Cy"]


def test_join_takes_a_readable_new_name(cli):
    cli.ok("new", "on-guard", "--players", "Ann,Bob,Cy", "--seed", "3")
    cli.ok("join", "Zoë")
    assert "Zoë" in [p["name"] for p in cli.json("status")["players"]]
