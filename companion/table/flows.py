"""Where each player's money came from and went: the game's transfers sorted by kind."""

import re

from companion.table.i18n import N_, _

# (kind, words in a transfer's reason that mark it), the first that matches wins: interest on a
# loan is interest, the tax on a purchase a tax. Every game's reasons are its own words, so
# the words are those the five games write; what matches none is `other`.
KINDS = (
    ("interest", r"interest"),
    ("taxes", r"\btax|duty|fine\b"),
    ("rents", r"\brent|\bfare\b"),
    ("wages", r"\bwage|salary|\bStart\b|Pay ?Day"),
    ("harvests", r"harvest"),
    ("loans", r"\bloan|mortgag|shark|repays"),
    ("purchases", r"\bbuys\b|\bbuilds?\b|auction|\bbought\b|raises"),
    ("sales", r"\bsells?\b|\bsold\b|commission"),
    ("bills", r"\bbills?\b"),
    ("savings", r"savings"),
)
OTHER = "other"
ORDER = (*(kind for kind, _words in KINDS), OTHER)
_PATTERNS = [(kind, re.compile(words, re.IGNORECASE)) for kind, words in KINDS]
# each kind as the report names it (the kinds themselves are the JSON's keys)
WORDS = {"interest": N_("interest"), "taxes": N_("taxes"), "rents": N_("rents"),
         "wages": N_("wages"), "harvests": N_("harvests"), "loans": N_("loans"),
         "purchases": N_("purchases"), "sales": N_("sales"), "bills": N_("bills"),
         "savings": N_("savings"), OTHER: N_("other")}


def word(kind: str, own: dict[str, str] | None = None) -> str:
    """A kind as the report's language names it: German 'Mieten' for 'rents'; a game's own
    kind by `own` (kind -> its word, already said)."""
    return (own or {}).get(kind) or _(WORDS[kind])


def named(sums: dict[str, int], own: dict[str, str] | None = None) -> dict[str, int]:
    """Sums by kind, keyed by the kinds' names in the report's language."""
    return {word(kind, own): n for kind, n in sums.items()}


def kind_of(reason: str) -> str:
    """The kind of a transfer by its reason, written in English: 'rents' for 'rent for
    Rome (12): unbuilt'."""
    return next((kind for kind, pattern in _PATTERNS if pattern.search(reason)), OTHER)


def game_kinds(game):
    """(the kind of a reason by the game's `transfer_kind`, else by the five games' words;
    every kind in order, the game's own `transfer_kinds` before `other`)."""
    own = tuple(game.transfer_kinds)

    def kind(reason: str) -> str:
        told = game.transfer_kind(reason)
        return told if told in ORDER or told in own else kind_of(reason)

    return kind, (*ORDER[:-1], *own, OTHER)


def money_flows(players: list[str], transfers, kind=kind_of,
                order: tuple[str, ...] = ORDER) -> dict[str, dict[str, dict[str, int]]]:
    """Player -> {"in": {kind: sum}, "out": {kind: sum}} over (payer, payee, amount, reason)
    transfers (money put into one's savings goes out as `savings`), each reason's kind
    told by `kind`; kinds in `order`, those with nothing left out."""
    flows = {p: {"in": {}, "out": {}} for p in players}
    for payer, payee, amount, reason in transfers:
        found = kind(reason)
        for account, side in ((payer, "out"), (payee, "in")):
            if account in flows:
                sums = flows[account][side]
                sums[found] = sums.get(found, 0) + amount
    for sides in flows.values():
        for side, sums in sides.items():
            sides[side] = {k: sums[k] for k in order if k in sums}
    return flows
