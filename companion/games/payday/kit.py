"""The Pay Day print-and-play kit, in English or German (`--lang de`).

Every number comes from the validated data dict, and the Pay Day steps from the same rules
text `companion rules payday` shows, so the ledger and the sheets cannot drift apart. The names
the table shows too (days, weekdays, cards, kinds of letter) come from the game's catalog
(`words`); the kit's own sentences from cards/payday/kit-words.toml. Values no
source gives (most prices and letters) carry the :house: mark; the board says once that the
order of the days is a house default.
"""

import re

from companion.core import i18n
from companion.core.datafile import load_toml
from companion.games.payday import kit_board, words
from companion.games.payday.words import card_name
from companion.paths import CARDS
from companion.printing.kit_parts import Palette, mark, notes, score_sheet
from companion.printing.model import Card, CardSet, Document, Kit, Need, Section

LANGUAGES = ("en", "de")
NBSP = "\u00a0"
PALETTE = {"deal": ("#f7e4ef", "#8e2c6b"), "bill": ("#fdf1e2", "#b5651d"),
           "collection": ("#e6f4e4", "#2f7d32"), "lottery": ("#fff6d6", "#a67c00"),
           "swellfare": ("#e3eefa", "#2a5d9f"), "insurance": ("#ece6f7", "#5b3f99"),
           "postcard": ("#f0f0f0", "#555555"), "advert": ("#f0f0f0", "#555555"),
           "mail": ("#f0f0f0", "#3d6b8e")}
SYMBOLS = {"deal": "tag", "bill": "receipt", "collection": "coins", "lottery": "star",
           "swellfare": "heart", "insurance": "shield", "postcard": "postcard",
           "advert": "megaphone", "mail": "envelope"}


def needs(data: dict) -> tuple[Need, ...]:
    """Beside the kit, as the 1975 rules name them: one die and a pawn for each player; a
    pencil for the score sheet."""
    return Need("dice", 1), Need("pawns"), Need("pencil")


def components(data: dict, options) -> Kit:
    """The board, Deal and Mail cards with backs, money, the Savings and Loan pad with
    the interest table, the Pay Day reference sheet and a score sheet."""
    w = load_toml(CARDS / "payday" / "kit-words.toml")[options.lang]
    w["lang"] = options.lang
    w["$"] = lambda value: amount(value, options.lang)
    with i18n.speaking(options.lang):
        parts = (kit_board.board(data, w, options.card), deals(data, w), mail(data, w),
                 money(data, w), pad(data, w), reference(data, w),
                 scores(data, w, options.paper_size[1]))
    return Kit(w["title"], parts, kit_board.icons() | Palette(PALETTE, "", SYMBOLS).icons(),
               kit_board.ACCENT)


def amount(value: int, lang: str = "en") -> str:
    """`1,000 $` in English, `1.000 $` in German; never broken across lines."""
    grouped = f"{value:,}"
    return f"{grouped.replace(',', '.') if lang == 'de' else grouped}{NBSP}$"


def deals(data: dict, w: dict) -> CardSet:
    palette = Palette(PALETTE, w["title"], SYMBOLS)
    cards = []
    for d in data["deals"]:
        # a table: each price's label and its amount (icons.expand), bold on the right
        body = "\n".join(f"{w[key]}\t{w['$'](d[key])}{mark(d, key)}"
                          for key in ("cost", "commission", "sale"))
        front = palette.front("deal", title=card_name(d), body=body,
                              footer=f"{w['deal']} · {w['deal_footer']}")
        cards.append(Card(d["id"], front, palette.back("deal", w["deal"])))
    return CardSet("deals", w["deals"], tuple(cards))


def mail(data: dict, w: dict) -> CardSet:
    palette = Palette(PALETTE, w["title"], SYMBOLS)
    back = palette.back("mail", w["mail"])
    cards = []
    for c in data["mail"]:
        # the amount large in the card's middle and what to do with it under it (a card
        # without one: its words large in the middle), read at a glance, not two-thirds empty
        text = _mail_text(c, w)
        big, body = ((w["$"](c["amount"]) + mark(c, "amount"), text) if c.get("amount")
                     else (text, ""))
        front = palette.front(c["kind"], title=card_name(c), big=big, body=body,
                              footer=_footer(c, w))
        cards += [Card(c["id"], front, back)] * c["qty"]
    return CardSet("mail", w["mail_cards"], tuple(cards))


def _footer(card: dict, w: dict) -> str:
    kind = f"{w['mail']} · {words.kind(card)}"
    return f"{kind} · {words.bill_class(card['class'])}" if card["kind"] == "bill" else kind


def _mail_text(card: dict, w: dict) -> str:
    money = w["$"](card["amount"])
    if card["kind"] == "insurance":
        return w["insurance_text"].format(amount=money, cls=words.bill_class(card["class"]))
    key = {"bill": "bill_text", "collection": "collection_text", "lottery": "lottery_text",
           "swellfare": "swellfare_text"}.get(card["kind"], "nothing_text")
    return w[key].format(amount=money)


def money(data: dict, w: dict) -> CardSet:
    m = data["money"]
    return notes(zip(m["notes"], m["note_counts"]), w["$"], w["title"], w["money_footer"],
                 w["lang"])


def pad(data: dict, w: dict) -> Document:
    """One row per Pay Day of the longest game the data plays, and interest by 100 $ step."""
    m = data["money"]
    rows = [tuple(w["pad_columns"])] + [(str(n + 1),) + ("",) * 8
                                        for n in range(max(12, data["game"]["months"]))]
    steps = [tuple(w["interest_columns"])] + [
        (w["$"](k * m["step"]), w["$"](k * m["step"] * m["savings_interest_percent"] // 100),
         w["$"](k * m["step"] * m["loan_interest_percent"] // 100)) for k in range(1, 21)]
    return Document("pad", w["pad"], (
        Section(w["pad"], paragraphs=(w["pad_intro"],), table=tuple(rows)),
        Section(w["interest"], table=tuple(steps))))


def reference(data: dict, w: dict) -> Document:
    """Pay Day's seven steps, the days and the special Mail cards: those sections of the rules
    text, as Markdown, in the table's words (companion's commands left out)."""
    lang = w["lang"]
    text = (CARDS / "payday" / ("rules.md" if lang == "en" else f"rules.{lang}.md")).read_text(
        encoding="utf-8")
    parts = {heading: table_words(body) for heading, body in sections(text).items()}
    days = next(h for h in parts if h in ("Days", "Tage"))
    mail = next(h for h in parts if h in ("Mail", "Post"))
    return Document("reference", w["reference"], (
        Section(w["steps_heading"], markdown=parts[words.day_name("payday")]),
        Section(w["days_heading"], markdown=parts[days]),
        Section(w["mail_heading"], markdown=parts[mail])), legend=w["house_note"])


# a `companion ...` command in brackets, and a sentence that names one
_BRACKETED = re.compile(r"[ \n]*\([^()]*`companion [^()]*\)")
_SENTENCE = re.compile(r"(?:^|(?<=[.:] ))(?=\S)[^.]*`companion [^`]*`[^.]*\.[ \n]*", re.MULTILINE)


def table_words(markdown: str) -> str:
    """A rules section as a table plays it on paper: without the commands companion takes."""
    return _SENTENCE.sub("", _BRACKETED.sub("", markdown)).strip()


def sections(text: str) -> dict[str, str]:
    """A Markdown text's `## ` sections: heading -> body (up to the next heading)."""
    parts = re.split(r"^## +(.+?) *$", text, flags=re.MULTILINE)
    return {heading: body.strip("\n") for heading, body in zip(parts[1::2], parts[2::2])}


def scores(data: dict, w: dict, page_height: float) -> Document:
    """The total `companion score` reports, a row a part (`score_rows` keys are its keys)."""
    return score_sheet(data["game"]["max_players"], w["score_rows"].values(), w["score_legend"],
                       words=w["score_words"], page_height=page_height)
