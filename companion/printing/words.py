"""The pipeline's own printed words (sheet labels, footers, rulers, the print list) in a kit's
language, from templates/print-words.toml."""

from functools import lru_cache

from companion.core.datafile import load_toml
from companion.core.errors import DataFileError
from companion.paths import TEMPLATES

WORDS_FILE = TEMPLATES / "print-words.toml"


def languages() -> tuple[str, ...]:
    return tuple(load_toml(WORDS_FILE))


@lru_cache(maxsize=None)
def words(lang: str) -> dict:
    """The words of one language; every language must have English's keys."""
    table = load_toml(WORDS_FILE)
    for other, found in table.items():
        if set(found) != set(table["en"]):
            raise DataFileError(f"{WORDS_FILE}: [{other}] differs from [en] in "
                                f"{', '.join(sorted(set(found) ^ set(table['en'])))}")
    if lang not in table:
        raise DataFileError(f"{WORDS_FILE}: no [{lang}] words")
    return table[lang]


def cards(n: int, lang: str) -> str:
    """`n` cards, with the plural form the language asks for."""
    forms = words(lang)["cards"]
    if n == 1:
        form = 0
    elif len(forms) == 2:
        form = 1
    else:   # Polish: 2-4, 22-24, ... "karty", else "kart"
        form = 1 if n % 10 in (2, 3, 4) and n % 100 not in (12, 13, 14) else 2
    return forms[form].format(n=n)


def how(options) -> str:
    """The paper and options a kit was printed with, for its print list."""
    w = words(options.lang)
    return w["how"].format(paper=options.paper, backs=w["backs_how"][options.backs],
                           bleed=f"{options.bleed:g}")
