"""The money kit: the notes the data file lists, a loan record if the bank lends, and a
score sheet. Every number comes from the data file."""

from companion.core.money import fmt
from companion.printing.kit_parts import notes, score_sheet
from companion.printing.model import Document, Kit, Section
from companion_plainbank.game import interest


def components(data: dict, options) -> Kit:
    name = data["game"]["name"]
    money = data["money"]
    parts = [notes(zip(money["notes"], money["note_counts"]), fmt, name, "the bank's money")]
    if data["loans"]["enabled"]:
        parts.append(loan_record(data))
    rows = ["Cash", "Owed to the bank"] if data["score"]["subtract_loans"] else ["Cash"]
    parts.append(score_sheet(data["game"]["max_players"], rows, page_height=options.paper_size[1]))
    return Kit(name, tuple(parts))


def loan_record(data: dict) -> Document:
    """A sheet for the bank's loans on paper, and the interest on each sum up to the limit."""
    loans, smallest = data["loans"], data["money"]["notes"][0]
    step = max(smallest, (loans["limit"] or 100 * smallest) // 20 // smallest * smallest)
    table = [("owed", "interest")] + [
        (fmt(k * step), fmt(interest(k * step, loans["interest_percent"], smallest)))
        for k in range(1, 21)]
    record = [("player", "taken", "repaid", "owed", "interest paid")] + [("",) * 5] * 12
    return Document("loans", "Bank loans", (
        Section("Loans", paragraphs=(f"A player may owe the bank at most "
                                     f"{fmt(loans['limit']) if loans['limit'] else 'any sum'}; "
                                     f"interest is {loans['interest_percent']}% of what is owed, "
                                     f"rounded up to a note of {fmt(smallest)}.",),
                table=tuple(record)),
        Section("Interest", table=tuple(table))))
