"""On Guard's words in the table's language: the goods, the months, the activities and counts
of pieces (the places pieces lie in are named in state.py). The data file's ids stay what is
stored and typed; goods and activities are accepted by their names in
any language companion speaks too (`Kohle`, `budowa`). The game's own texts (the names and
texts of sites, goods, buildings and activities) are the data file's, in a language through
the `de`/`pl` table beside a record (`localized`); the kit's sentences are kit-words.toml's."""

import functools

from companion.core import i18n
from companion.core.datafile import load_toml
from companion.core.money import in_parts
from companion.games.on_guard.i18n import N_, _, ngettext
from companion.paths import CARDS

GOODS = {"coal": N_("coal"), "iron": N_("iron"), "wool": N_("wool"), "timber": N_("timber"),
         "pottery": N_("pottery")}
ACTIVITIES = {"develop": N_("develop"), "build": N_("build"), "export": N_("export"),
              "trade": N_("trade"), "produce": N_("produce"), "settle": N_("settle"),
              "prospect": N_("prospect")}
MONTHS = frozenset({N_("March"), N_("April"), N_("May"), N_("June"), N_("July"),
                    N_("August"), N_("September"), N_("October")})   # the data file's


RECORDS = ("sites", "goods", "buildings", "activities")   # the data's parts with own texts


def localized(data: dict, lang: str) -> dict:
    """`data` with each record's own texts in `lang` where its `lang` table gives them (a
    field it leaves out stays the data file's English)."""
    return {**data, **{part: {k: {**r, **r.get(lang, {})} for k, r in data[part].items()}
                       for part in RECORDS}}


def kit_words(lang: str) -> dict:
    """The kit's own sentences in `lang` (cards/on-guard/kit-words.toml)."""
    return load_toml(CARDS / "on-guard" / "kit-words.toml")[lang]


def good(gid: str | None) -> str:
    """A good's name: the data file's id of a good companion knows no name for."""
    return _(GOODS[gid]) if gid in GOODS else gid or ""


def goods(gids) -> str:
    return ", ".join(good(g) for g in gids)


def activity(aid: str | None) -> str:
    return _(ACTIVITIES[aid]) if aid in ACTIVITIES else aid or ""


def activities(aids) -> str:
    return ", ".join(activity(a) for a in aids)


def month(name: str) -> str:
    """A month of the data file's `rules.months`, in the table's language if companion
    knows it."""
    return _(name) if name in MONTHS else name


def load(n: int, gid: str) -> str:
    """`n` loads of a good: 3 coal."""
    return _("{n} {good}").format(n=n, good=good(gid))


def settlers(n: int) -> str:
    return ngettext("{n} settler", "{n} settlers", n).format(n=n)


def gold_bars(n: int) -> str:
    return ngettext("{n} Gold Bar", "{n} Gold Bars", n).format(n=n)


def aldermen(n: int) -> str:
    return ngettext("{n} Alderman", "{n} Aldermen", n).format(n=n)


def first(n: int) -> str:
    """A part of an amount that is the First's privilege: 1 First."""
    return _("{n} First").format(n=n)


def quarries(n: int) -> str:
    return ngettext("{n} quarry", "{n} quarries", n).format(n=n)


def loads(n: int) -> str:
    return ngettext("{n} load", "{n} loads", n).format(n=n)


def part(n: int, source: str) -> str:
    """A part of an amount that a building gives: 1 Inn, 2 Large Market."""
    return _("{n} {source}").format(n=n, source=source)


def explained(reason: str, terms: list) -> str:
    """`reason` with its amount's parts when there is more than one part, for anyone to check
    it: '7 - 1 First - 1 quarry (builds the Workshop)' (core money.in_parts)."""
    if len(terms) < 2:
        return reason
    return _("{parts} ({reason})").format(parts=in_parts(terms), reason=reason)


def either(items) -> str:
    """One of `items` in words: 1 or 2 or 3."""
    return functools.reduce(lambda one, other: _("{one} or {other}").format(one=one, other=other),
                            items)


def aliases(names: dict[str, str]) -> dict[str, str]:
    """Each name of `names` (id -> marked English name) in every language companion speaks,
    casefolded, with the id it stands for: what a table may type for it."""
    out = {}
    for lang in i18n.LANGUAGES:
        with i18n.speaking(lang):
            out |= {_(name).casefold(): key for key, name in names.items()}
    return out
