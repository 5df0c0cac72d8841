"""A game's story told from its journal: net worth after every action, and notable moments;
and the live page's full history, a page at a time."""

from datetime import datetime

PAGE = 50   # entries on a page of the live page's history


def page(session, number: int) -> tuple[list[dict], int, int]:
    """(page `number` of the journal, newest first: PAGE entries told again in the current
    language, undos and redos and what they took back included; that page's number, within
    the pages there are; how many pages). Bounded on a long game: the journal read as an
    outline once, then only the page's entries, told from the nearest checkpoint."""
    from companion.core.timeline import walked

    journal = session.journal
    with journal.reading():   # of one moment
        last = journal.verify()[0]
        pages = max(1, -(-last // PAGE))
        number = min(max(number, 1), pages)
        high = last - PAGE * (number - 1)
        low = max(0, high - PAGE)
        window = walked(journal, low)
        entries = journal.entries(after=low, through=high)
        told = session.retell(entries, window)
    rows = [{"seq": e.seq, "kind": e.kind, "summary": told.summaries.get(e.seq, e.summary),
             "effects": told.effects.get(e.seq, e.effects),
             "undone": e.seq in told.timeline.undone} for e in reversed(entries)]
    return rows, number, pages


def history(session) -> dict:
    """Replay the journal once, noting each player's net worth (the number the game is won
    on) after every action in effect, the largest payment, loans taken (how many, or the sum
    borrowed where a game's loans are sums; a loan passing to another holder is not a new
    one) and bankruptcies."""
    game, entries = session.game, session.journal.entries()
    by_seq = {e.seq: e for e in entries}
    start, _, _ = session.replay([])
    seqs, worth = [0], {p: [v] for p, v in game.points(start).items()}
    moments = {"largest_payment": None, "loans_taken": [], "bankruptcies": []}
    held = {p: dict(k) for p, k in game.loans(start).items()}
    unit = "amount" if game.loans_in_money else "count"   # of a loan taken

    def after(seq: int, state) -> None:
        told = None   # the action's summary in the report's language, if a moment names it

        def summary() -> str:
            nonlocal told
            told = told or session.told(state, dict(by_seq[seq].body))
            return told

        seqs.append(seq)
        for player, value in game.points(state).items():   # one who joined had 0 before
            worth.setdefault(player, [0] * (len(seqs) - 1)).append(value)
        for payer, payee, amount, reason in state.transfers:
            best = moments["largest_payment"]
            if payer in state.players and (best is None or amount > best["amount"]):
                moments["largest_payment"] = {"seq": seq, "summary": summary(),
                                              "payer": payer, "payee": payee,
                                              "amount": amount, "reason": reason}
        now = game.loans(state)
        for kind in dict.fromkeys(k for kinds in now.values() for k in kinds):
            # only new loans: one passing to another holder (a mortgaged field sold) is not
            new = sum(k.get(kind, 0) for k in now.values()) - sum(
                k.get(kind, 0) for k in held.values())
            for player, kinds in now.items():
                taken = min(new, kinds.get(kind, 0) - held.get(player, {}).get(kind, 0))
                if taken > 0:
                    moments["loans_taken"].append({"seq": seq, "player": player, "kind": kind,
                                                   unit: taken, "summary": summary()})
                    new -= taken
        held.clear()
        held.update((p, dict(k)) for p, k in now.items())
        known = {b["player"] for b in moments["bankruptcies"]}
        moments["bankruptcies"] += [{"seq": seq, "player": p, "summary": summary()}
                                    for p in state.eliminated if p not in known]

    state, timeline, _ = session.replay(entries, after)
    moments["undos"] = sum(e.kind == "undo" for e in entries)
    moments["redos"] = sum(e.kind == "redo" for e in entries)
    return {"state": state, "net_worth": {"seqs": seqs, "players": worth}, "moments": moments,
            "length": _length(entries, len(timeline.active))}


def _length(entries: list, actions: int) -> dict:
    """How long the game ran: actions in effect, journal entries, first and last entry."""
    first, last = (entries[0].at, entries[-1].at) if entries else (None, None)
    minutes = 0
    if entries:
        span = datetime.fromisoformat(last) - datetime.fromisoformat(first)
        minutes = int(span.total_seconds()) // 60
    return {"actions": actions, "entries": len(entries), "started": first, "ended": last,
            "minutes": minutes}
