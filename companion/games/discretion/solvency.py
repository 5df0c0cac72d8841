"""Can a debtor still pay? What the rulebook lets them raise before bankruptcy (ruling 10)."""

from dataclasses import asdict, dataclass

from companion.core.money import fmt
from companion.games.discretion import finance
from companion.games.discretion.state import DiscretionState


@dataclass(frozen=True)
class Means:
    """What a player can raise now: loans they may take, buildings to pull down, land whose
    forfeit strikes Land Tax from the debt, and the most all of it can bring in."""

    bank_loans: int
    shark_loans: int
    demolitions: list[str]     # a cell of each building they may pull down
    forfeits: list[int]        # undeveloped plots, right after a Land Tax card
    most: int                  # cash plus the most these can raise or strike off


def means(state: DiscretionState, player: str) -> Means:
    rules = state.rules
    own = sorted(state.buildings_of(player), key=lambda b: b.fixed)   # unfixed refund more
    refunds = [rules["demolition_refund"] if b.fixed else rules["building_price"] for b in own]
    purpose = finance.bank_loans_for_purpose(state, player)
    may_borrow = purpose is not None or (player == state.active and state.phase != "over")
    bank_left = rules["bank_loans_total"] - finance.bank_loans_out(state)
    held = state.bank_loans[player]

    def bank(demolished: int) -> int:
        """Bank Loans gained (or, below zero, forced repayments) after `demolished` go."""
        limit = (len(own) - demolished) // rules["buildings_per_loan"]
        room = min(limit - held, bank_left, purpose if purpose is not None else limit)
        if limit < held:
            return (limit - held) * rules["bank_loan_forced_repay"]
        return room * rules["bank_loan"] if may_borrow else 0

    best = max(sum(refunds[:d]) + bank(d) for d in range(len(own) + 1))
    sharks = max(0, min(rules["shark_loans_max_held"] - state.shark_loans[player],
                        rules["shark_loans_total"] - finance.shark_loans_out(state)))
    forfeits = _forfeits(state, player)
    relief = sum((state.window or {}).get("rate", 0) * state.plot(p)["acres"] for p in forfeits)
    return Means(max(0, bank(0) // rules["bank_loan"]), sharks,
                 [b.cells[0] for b in own], forfeits,
                 state.ledger.balance(player) + best + sharks * rules["shark_loan"] + relief)


def _forfeits(state: DiscretionState, player: str) -> list[int]:
    if (state.window or {}).get("kind") != "land-tax":
        return []
    return [p for p in state.plots_of(player) if state.undeveloped(p)]


def how(player: str, m: dict) -> list[str]:
    """The commands that raise money for a debt, from `means` as a dict (the status view's)."""
    ways = []
    if m["forfeits"]:
        ways.append(f"`companion forfeit {player} PLOT` (plots {', '.join(map(str, m['forfeits']))})")
    if m["bank_loans"]:
        ways.append(f"`companion loan take {player} N` (up to {m['bank_loans']} Bank Loan(s))")
    if m["shark_loans"]:
        ways.append(f"`companion shark take {player}` (up to {m['shark_loans']} Loan Shark "
                    f"loans)")
    if m["demolitions"]:
        cells = ", ".join(m["demolitions"][:6]) + (", ..." if len(m["demolitions"]) > 6 else "")
        ways.append(f"`companion demolish CELL` ({cells})")
    return ways


def refuse_reason(state: DiscretionState, player: str) -> str | None:
    """Why `player` may not be declared bankrupt now, or None if they may."""
    first = state.debts[0].debtor
    if first != player:
        return (f"{first}'s debt is settled first (clockwise from the drawer): {first} pays "
                f"or goes bankrupt before {player}")
    m = means(state, player)
    if m.most >= state.debt_of(player):
        return (f"{player} can still pay the {fmt(state.debt_of(player))} owed: "
                + ", ".join(how(player, asdict(m)))
                + "; bankruptcy is only for a debt none of these can pay")
    return None
