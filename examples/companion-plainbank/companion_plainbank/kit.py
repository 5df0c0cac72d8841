"""The money kit: the notes the data file lists, a loan record if the bank lends, and a
score sheet. Every number and the game's name come from the data file."""

from companion.core.money import fmt
from companion.printing.kit_parts import notes, score_sheet
from companion.printing.model import Document, Kit, Section
from companion_plainbank.game import interest
from companion_plainbank.i18n import _
from companion_plainbank.views import limit_words

RECORD_ROWS, RECORD_ROW_MM = 10, 9.0   # the loan record's rows: room to write by hand


def components(data: dict, options) -> Kit:
    name = data["game"]["name"]
    money = data["money"]
    parts = [notes(zip(money["notes"], money["note_counts"]), fmt, name, _("the bank's money"))]
    if data["loans"]["enabled"]:
        parts.append(loan_record(data))
    rows = [_("Cash"), _("Owed to the bank")] if data["score"]["subtract_loans"] else [_("Cash")]
    parts.append(score_sheet(data["game"]["max_players"], rows, page_height=options.paper_size[1]))
    return Kit(name, tuple(parts))


def loan_record(data: dict) -> Document:
    """A sheet for the bank's loans on paper, and the interest on each sum up to the limit."""
    loans, smallest = data["loans"], data["money"]["notes"][0]
    most = loans["limit"] or data["money"]["start"]   # without a limit, up to the start
    step = max(smallest, most // 20 // smallest * smallest)
    table = [(_("owed"), _("interest"))] + [
        (fmt(k * step), fmt(interest(k * step, loans["interest_percent"], smallest)))
        for k in range(1, 21)]
    record = [(_("player"), _("taken"), _("repaid"), _("owed"), _("interest paid"))] + [
        ("",) * 5] * RECORD_ROWS
    rule = _("A player may owe the bank {limit}; interest is {percent}% of what is owed, "
             "rounded up to a note of {smallest}.").format(
        limit=limit_words(loans["limit"]), percent=loans["interest_percent"],
        smallest=fmt(smallest))
    return Document("loans", _("Bank loans"), (
        Section(_("Loans"), paragraphs=(rule,), table=tuple(record), row_mm=RECORD_ROW_MM),
        Section(_("Interest"), table=tuple(table))))
