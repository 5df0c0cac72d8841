"""The live page: what every player at the table should see, taken from an open game file."""

from markupsafe import Markup

from companion.core.money import styled
from companion.core.words import plural
from companion.table.colours import ink_on, owner_tags, player_colours

LOG_LINES = 10
PARTS = ("head", "scores", "board", "next", "log")   # the page's sections, updated in place


def snapshot(session) -> dict:
    """The page's content as plain data (JSON-ready): scoreboard, board, the last moves in
    effect (the story as the undos corrected it), who acts now and what the table waits for."""
    game = session.game
    entries = session.journal.entries()
    state, timeline, effects = session.replay(entries)
    status, worth, over = game.status(state), game.points(state), game.finished(state)
    colours, tags, loans = player_colours(state.players), owner_tags(state.players), game.loans(state)
    sums = game.money_style if game.loans_in_money else None
    steps = game.waiting(state)
    now = steps[0] if steps else None
    acting = now.player if now and not over else None
    players = [{"name": p, "tag": tags[p], "colour": colours[p], "ink": ink_on(colours[p]),
                "cash": state.ledger.balance(p), "net_worth": worth[p],
                "loans": _loans(loans.get(p, {}), sums),
                "debts": [{"to": d.creditor, "amount": d.amount, "reason": d.reason}
                          for d in game.dues(state, p)],
                "out": p in state.eliminated,
                "active": p == acting, "doing": now.doing if p == acting else ""}
               for p in state.players]
    players.sort(key=lambda r: (r["out"], -r["net_worth"]))
    by_seq = {e.seq: e for e in entries}
    story = [by_seq[seq] for seq in sorted(timeline.active)][-LOG_LINES:][::-1]
    return {
        "seq": entries[-1].seq if entries else 0,
        "title": game.title,
        "score_name": game.score_name,
        "money_style": game.money_style,
        "score_style": game.money_style if game.score_in_money else "{}",
        "problem": None,
        "headline": game.headline(state),
        "players": players,
        "standing": _standing(game.winners(state), over),
        "board": game.board_svg(state),
        "next": now.says if now else "",
        "acting": acting,
        "waiting": [s.says for s in steps[1:]],
        "log": [{"seq": e.seq, "summary": e.summary,
                 "effects": [x for x in effects.get(e.seq, e.effects) if "`" not in x]}
                for e in story],   # a line naming a command is the banker's, not the table's
        "entries": plural(len(entries), "entry"),
        "corrections": len(entries) - len(timeline.active),
    }


def history(session) -> list[dict]:
    """Every journal entry, newest first, undos and redos and what they took back included:
    the full history one tap from the live page."""
    entries = session.journal.entries()
    _, timeline, effects = session.replay(entries)
    return [{"seq": e.seq, "kind": e.kind, "summary": e.summary,
             "effects": effects.get(e.seq, e.effects), "undone": e.seq in timeline.undone}
            for e in entries][::-1]


def _loans(held: dict[str, int], sums: str | None) -> str:
    return ", ".join(loan_words(kind, n, sums) for kind, n in held.items() if n)


def loan_words(kind: str, n: int, sums: str | None) -> str:
    """`2 Bank Loans`, or where loans are sums written in the money style `sums`,
    `1,200 $ loan`."""
    return f"{styled(n, sums)} {kind}" if sums else plural(n, kind)


def _standing(winners: list[str], final: bool) -> str:
    if len(winners) > 1:
        return f"Tied: {', '.join(winners)}"
    return f"{'Winner' if final else 'Leading'}: {winners[0]}" if winners else ""


def _template(name: str):
    from companion.printing.render import environment

    env = environment()
    env.filters.setdefault("money", styled)
    env.filters.setdefault("code", code)
    return env.get_template(f"table/{name}.html.j2")


def parts(data: dict) -> dict[str, str]:
    """Each section's HTML, for the page to swap in when the game changes."""
    module = _template("live-parts").module
    return {name: str(getattr(module, name)(data, _svg(data))) for name in PARTS}


def page(data: dict, join: str = "") -> str:
    """The whole page, showing `data` until the first update arrives; with `join`, the
    address phones join by, as a QR code."""
    qr = ""
    if join:
        from companion.table.join import svg

        qr = trusted(svg(join))
    return _template("live").render(d=data, svg=_svg(data), parts=PARTS, join=join, qr=qr)


def history_page(data: dict, rows: list[dict]) -> str:
    """Every journal entry (`history`), newest first, with the undone ones struck through."""
    return _template("history").render(d=data, rows=rows)


def code(text: str) -> Markup:
    """Text with its `commands` set as code."""
    parts = str(Markup.escape(text)).split("`")
    return Markup("".join(f"<code>{p}</code>" if i % 2 else p for i, p in enumerate(parts)))


def _svg(data: dict) -> Markup:
    return trusted(data["board"] or "")


def trusted(svg: str) -> Markup:
    """SVG from companion's own drawing template, whose texts are already escaped."""
    return Markup(svg)
