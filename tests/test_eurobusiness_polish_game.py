"""A Polish Eurobusiness game (`new --lang pl`), from `new` to the last player standing,
through the CLI only: what the banker says reads Polish, with no English word of a checked
list outside the commands (which stay English)."""

import re
from collections import Counter

from tests.test_eurobusiness_whole_game import SEED, argv
from tests.test_properties_eurobusiness import play

# English words a Polish table must not read (none is also a Polish word: "hotel", "bank",
# "start" and "parking" are, and "to", "a", "i" are Polish words too).
ENGLISH = set("""the and is of for with from pays rent cash throw throws next house houses hotels
jail mortgage mortgaged owes debt buys sells draws card cards chance winner wealth player field
turn double dice bid wins declines lands stops leaves bankrupt auction auctioned unbuilt lifts
holds country railway railways moves sits settled starting bonus tax deeds quick none out
property tied leading price owner tokens buildings debts""".split())
# The core's own line, until the core's catalog translates it
CORE = ("New Eurobusiness game in",)


def english_words(text: str) -> Counter:
    """The checked English words in what was printed, commands, options and paths aside."""
    found = Counter()
    for line in text.splitlines():
        if line.strip().startswith(CORE):
            continue
        bare = re.sub(r"\S*/\S*", "", re.sub(r"--[\w-]+", "", re.sub(r"`[^`]*`", "", line)))
        found.update(w.lower() for w in re.findall(r"[A-Za-z]+", bare) if w.lower() in ENGLISH)
    return found


def test_the_checked_list_finds_english():
    assert english_words("Ann pays Bob 20 $ rent (`move Ann 5`)") == Counter(pays=1, rent=1)
    assert not english_words("Ann -> Bob 20 $: czynsz za pole Rzym (10) (`buy Ann 10`)")


def test_a_polish_game_reads_polish(cli):
    live, accepted = play(SEED, 3, 1500, quick=True)
    kinds = Counter(a["type"] for a in accepted)
    for kind in ("buy", "auction", "build", "sell-building", "mortgage", "unmortgage", "draw",
                 "jail", "trade", "bankrupt"):
        assert kinds[kind], f"the bot game has no {kind}"
    said = [cli.ok("new", "eurobusiness", "--players", "Ann,Bob,Cy", "--seed", str(SEED),
                   "--lang", "pl")]
    for i, action in enumerate(accepted):
        said.append(cli.ok(*argv(action)))
        if i % 40 == 0:
            said += [cli.ok("status"), cli.ok("waiting"), cli.ok("board")]
    said += [cli.ok(command) for command in ("status", "board", "log", "score", "waiting")]
    text = "\n".join(said)
    assert english_words(text) == Counter()
    for polish in ("czynsz za pole", "domy", "domów", "idzie do więzienia", "zastaw pola",
                   "wykup pola", "ciągnie kartę", "bankrutuje", "gotówka na start",
                   "gotówka", "Wiedeń (40)", f"Zwycięzca: {live.winner}"):
        assert polish in text, polish
    refused = cli("move", live.winner, "13")
    assert refused.code != 0 and "suma oczek dwóch kostek to od 2 do 12, nie 13" in refused.err


def test_fields_are_found_by_either_name_and_named_in_the_game_language(cli):
    cli.ok("new", "eurobusiness", "--players", "Ann,Bob,Cy", "--seed", "4", "--lang", "pl")
    cli.ok("move", "Ann", "9")
    assert "kupno pola Rzym (10)" in cli.ok("buy", "Ann", "Rome")
    unknown = cli("mortgage", "Ann", "Wiedn")
    assert unknown.code != 0 and "nieznana nieruchomość 'Wiedn'" in unknown.err
    assert "Rzym (10)" in cli.ok("mortgage", "Ann", "rzym")
    english = cli.ok("status", "--lang", "en")
    assert "Rome (mortgaged)" in english and "Next: Bob to move" in english
