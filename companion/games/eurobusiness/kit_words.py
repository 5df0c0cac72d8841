"""The kit's words in one language: field and card texts from the data, the rest from
cards/eurobusiness/kit-words.toml, and amounts written the way that language writes them."""

from companion.core.datafile import load_toml
from companion.core.errors import DataFileError
from companion.paths import CARDS

WORDS_FILE = CARDS / "eurobusiness" / "kit-words.toml"
NBSP, NARROW = "\u00a0", "\u202f"


class Words:
    def __init__(self, data: dict, lang: str):
        table = load_toml(WORDS_FILE)
        base = set(table.get("en", {}))
        for other, words in table.items():
            if set(words) != base:
                missing = sorted(base ^ set(words))
                raise DataFileError(f"{WORDS_FILE}: [{other}] differs from [en] in "
                                    f"{', '.join(missing)}")
        self.data, self.lang, self.words = data, lang, table[lang]

    def __getitem__(self, key: str):
        return self.words[key]

    def money(self, amount: int) -> str:
        """`3,000 $` in English, `3 000 $` in Polish (a narrow space groups the thousands);
        no line breaks inside an amount."""
        grouped = f"{amount:,}"
        return f"{grouped.replace(',', NARROW) if self.lang == 'pl' else grouped}{NBSP}$"

    def doubled(self) -> str:
        """The deed's line on a whole country, as the data's `doubled_rent` reads the rule."""
        return self.words["whole_country"][self.data["rules"]["doubled_rent"]]

    def name(self, record: dict) -> str:
        """A field's, country's, deck's or card's text in this language."""
        return record[self.lang]

    def field(self, number: int) -> dict:
        return self.data["fields"][number - 1]

    def country(self, cid: str) -> dict:
        return next(c for c in self.data["countries"] if c["id"] == cid)
