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


def word(kind: str) -> str:
    """A kind as the report's language names it: German 'Mieten' for 'rents'."""
    return _(WORDS[kind])


def named(sums: dict[str, int]) -> dict[str, int]:
    """Sums by kind, keyed by the kinds' names in the report's language."""
    return {word(kind): n for kind, n in sums.items()}


def kind_of(reason: str) -> str:
    """The kind of a transfer by its reason, written in English: 'rents' for 'rent for
    Rome (12): unbuilt'."""
    return next((kind for kind, pattern in _PATTERNS if pattern.search(reason)), OTHER)


def money_flows(players: list[str], transfers) -> dict[str, dict[str, dict[str, int]]]:
    """Player -> {"in": {kind: sum}, "out": {kind: sum}} over (payer, payee, amount, reason)
    transfers (money put into one's savings goes out as `savings`); kinds in ORDER, those
    with nothing left out."""
    flows = {p: {"in": {}, "out": {}} for p in players}
    for payer, payee, amount, reason in transfers:
        kind = kind_of(reason)
        for account, side in ((payer, "out"), (payee, "in")):
            if account in flows:
                sums = flows[account][side]
                sums[kind] = sums.get(kind, 0) + amount
    for sides in flows.values():
        for side, sums in sides.items():
            sides[side] = {k: sums[k] for k in ORDER if k in sums}
    return flows
