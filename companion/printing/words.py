"""The pipeline's own printed words (sheet labels, footers, rulers, the print list), in a
kit's language through the printing catalog (docs/languages.md)."""

from functools import lru_cache

from companion.core import i18n
from companion.printing.i18n import N_, _, ngettext

# English, the source; the lines of a paragraph (LINES) are one message, split after it is
# translated, so a translation may break its lines elsewhere.
ENGLISH = {
    "money": N_("Money"),
    "sheet": N_("sheet {n} of {m}"),
    "fronts": N_("fronts"),
    "backs": N_("backs"),
    "one_sided": N_("one-sided"),
    "fold": N_("fold on the dashed line"),
    "tile": N_("row {row}, column {col} of {rows} x {cols}; trim the dashed edges, lay "
               "the crosses on each other"),
    "ruler": N_("50 mm at 100%"),
    "footer": N_("page {page} of {pages} · print at 100% (actual size)"),
    "list_title": N_("{title}: print list ({how})"),
    "how": N_("{paper} paper, backs {backs}, bleed {bleed} mm"),
    "how_saver": N_("{paper} paper, backs {backs}, bleed {bleed} mm, ink saver"),
    "ink_saved": N_("Ink saver: a sheet of {part} takes {share} % of the ink of the same "
                    "sheet in full colour (measured from the rendered pages)."),
    "everything": N_("Everything is in {file} ({pages} pages, {sheets} sheets of paper "
                     "or card);"),
    "one_by_one": N_("or print the files one by one:"),
    "columns": (N_("pages"), N_("file"), N_("sheets"), N_("stock"), N_("how")),
    "stock": {
        "card": N_("card stock"),
        "paper": N_("paper"),
        "board": N_("paper or thin card"),
    },
    "sides": {
        "single": N_("single-sided"),
        "fold": N_("single-sided, fold each sheet on its dashed line"),
        "separate": N_("single-sided, fronts then backs"),
        "duplex-long": N_("duplex, flip on the long edge"),
        "duplex-short": N_("duplex, flip on the short edge"),
        "booklet": N_("duplex, flip on the short edge; stack the sheets in order, fold, "
                      "staple on the fold"),
    },
    "backs_how": {
        "fold": N_("folded"),
        "separate": N_("on separate sheets"),
        "duplex-long": N_("duplex (long edge)"),
        "duplex-short": N_("duplex (short edge)"),
    },
    "advice": N_("Print at 100% (actual size) and check a 50 mm ruler on the first sheet."),
    "duplex_advice": N_("Duplex sheets: print both sides, flipping as the list says; if "
                        "backs land off their\nfronts, measure the offset with `companion "
                        "print calibration`."),
    "calibration_title": N_("Back offset calibration"),
    "calibration_front": N_("Back offset calibration (front)."),
    "calibration_text": N_("Print this two-page sheet at 100% (actual size): "
                           "{backs}.\nHold the printed sheet against a light. Where each "
                           "line of this side crosses a scale on the back, read the "
                           "number: the X scale gives X, the Y scale gives Y.\nPrint your "
                           "cards with --back-offset X,Y. Print this sheet again with "
                           "that option to check: every line should then cross the "
                           "scales at 0."),
    "tts_intro": N_("Tabletop Simulator: Objects > Components > Custom > Deck; for each deck:"),
    "tts_deck": N_("{title}: a deck of {cards}"),
    "tts_image": N_("  {what} image {name}: width {cols}, height {rows}, number {n}"),
    "tts_what": {
        "face": N_("face"),
        "back": N_("back"),
    },
    "tts_one_back": N_("  back image {name} (the same back for every card)"),
    "tts_unique": N_("  the backs differ: tick 'Unique backs' and give the back sheets"),
    "tts_board": N_("{title}: board image {name} (Objects > Components > Custom > Board)"),
    "tts_table": N_("Or the whole table at once: copy {name} into Tabletop Simulator's "
                    "Saves/Saved Objects folder and take it from Objects > Saved Objects. It "
                    "reads the images where they are now (file:/// addresses): moved, export "
                    "again."),
    "shop_title": N_("{title}: print-shop files, a page a face at its trim size plus {bleed} "
                     "mm bleed (TrimBox and BleedBox set)"),
    "shop_how": N_("A piece's front page, then its back; order each piece as many copies as "
                   "it says."),
    "shop_columns": (N_("file"), N_("pages"), N_("piece"), N_("copies")),
    "shop_total": N_("{file} ({title}): {faces} different, {copies} in all"),
    "rules": N_("Rules"),
    "rules_booklet": N_("Rules booklet"),
    "rules_legend": N_("{ruling} our rulings, where the rulebook can be read more than one way; "
                       "{house} house defaults, values the rulebook does not give."),
    "cover": N_("What to print, and what else the table needs"),
    "cover_print": N_("Print"),
    "cover_total": N_("Sheets in all: {sheets}. Each file prints at 100% (actual size)."),
    "cover_columns": (N_("file"), N_("part"), N_("sheets"), N_("stock"), N_("how"),
                      N_("copies")),
    "stock_weight": N_("{stock}, {weight} g/m²"),
    "cover_table": N_("What else the table needs"),
    "cover_legend": N_(":house: the stocks' weights are house defaults: any card of about "
                       "200-300 g/m² and any printer paper will do."),
    "need_players": N_("{low} to {high} players"),
    "need_pawns": N_("a pawn for each player ({low} to {high}): the standees in the kit, or "
                     "any tokens"),
    "need_pencil": N_("a pencil for the score sheet"),
    "standees": N_("Standees"),
    "standee": N_("Player {n}"),
    "tuck_box": N_("Tuck box: {deck}"),
    "box_base": N_("Box for the kit: base"),
    "box_lid": N_("Box for the kit: lid"),
    "glue": N_("glue"),
    "inside": N_("inside {w} x {h} x {d} mm, card {caliper} mm a sheet"),
    "ganged": N_("Sets of a few pieces, and the last few of bigger sets, share ganged sheets, "
                 "each under a label naming it:"),
    "rest": N_("{held} (the others in {file})"),
    "holds": N_("  {file}, {sheet}: {parts}"),
}
LINES = ['advice', 'calibration_text', 'duplex_advice']


def languages() -> tuple[str, ...]:
    return tuple(i18n.LANGUAGES)


@lru_cache(maxsize=None)
def words(lang: str) -> dict:
    """Every word of ENGLISH in `lang`."""
    with i18n.speaking(lang):
        return {key: _translated(key, value) for key, value in ENGLISH.items()}


def _translated(key: str, value):
    if isinstance(value, dict):
        return {k: _(v) for k, v in value.items()}
    if isinstance(value, tuple):
        return [_(v) for v in value]
    return _(value).split("\n") if key in LINES else _(value)


def cards(n: int, lang: str) -> str:
    """`n` cards, with the plural form the language asks for."""
    with i18n.speaking(lang):
        return ngettext("{n} card", "{n} cards", n).format(n=n)


def copies(n: int, lang: str) -> str:
    """How a component printed `n` times (a board each player) says so in the print list."""
    with i18n.speaking(lang):
        return ngettext("{n} copy, one a player", "{n} copies, one a player", n).format(n=n)


def how(options) -> str:
    """The paper and options a kit was printed with, for its print list."""
    w = words(options.lang)
    return w["how_saver" if options.ink == "saver" else "how"].format(
        paper=options.paper, backs=w["backs_how"][options.backs], bleed=f"{options.bleed:g}")
