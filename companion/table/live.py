"""The live page: what every player at the table should see, taken from an open game file."""

from markupsafe import Markup

from companion.core import i18n, links
from companion.core.money import styled
from companion.games import requests
from companion.table.colours import ink_on, owner_tags, player_colours
from companion.table.i18n import CATALOG, N_, Nn_, _, ngettext

LOG_LINES = 10
PARTS = ("head", "scores", "board", "next", "log")   # the page's sections, updated in place
OWN = ("me", "moves")   # a player's own sections, on their own view only


def snapshot(session, worded=None, allowed=None) -> dict:
    """The page's content as plain data (JSON-ready): scoreboard, board, the last moves in
    effect (the story as the undos corrected it), who acts now and what the table waits for.
    `worded(request)` words a request from its command (the server's Desk: kept from while it
    waited once answered); else a request is "a move" (never its command line, nor the row's
    stored words).
    `allowed(player, move)` is the move as the rules allow it now, or None (the Desk
    rehearses it); without it every move the game offers is listed."""
    from companion.core.timeline import walked

    game = session.game
    with session.journal.reading():   # of one moment
        timeline = walked(session.journal, 0)[1]
        active, last = tuple(timeline.active), session.journal.verify()[0]
        shown, said = set(active[-LOG_LINES:]), {}

        def tell(entry, state, effects) -> None:   # the last moves in the page's language
            if entry.seq in shown:
                said[entry.seq] = entry._replace(
                    summary=session.told(state, dict(entry.body)), effects=effects)

        state = session.played(active, tell, since=max(0, len(active) - LOG_LINES))
    status, worth, over = game.status(state), game.points(state), game.finished(state)
    colours, tags, loans = player_colours(state.players), owner_tags(state.players), game.loans(state)
    sums = game.money_style if game.loans_in_money else None
    steps = game.waiting(state)
    now = steps[0] if steps else None
    acting = now.player if now and not over else None
    asked = links.listed(session.journal.conn, 200)   # the last ones: older ones lapsed
    waiting = links.listed(session.journal.conn, only_waiting=True)
    high = requests.bids(game, state, waiting)
    players = [{"name": p, "tag": tags[p], "colour": colours[p], "ink": ink_on(colours[p]),
                "cash": state.ledger.balance(p), "net_worth": worth[p],
                "loans": _loans(loans.get(p, {}), sums),
                "debts": [{"to": d.creditor, "amount": d.amount, "reason": d.reason}
                          for d in game.dues(state, p)],
                "out": p in state.eliminated,
                "active": p == acting, "doing": now.doing if p == acting else ""}
               for p in state.players]
    players.sort(key=lambda r: (r["out"], -r["net_worth"]))
    kept = set(active)
    mine = {p: _mine(session, state, steps, p, acting, worded, asked, kept,
                     _offered(game, state, p, allowed)) for p in state.players}
    story = [said[seq] for seq in active[-LOG_LINES:][::-1]]
    return {
        "seq": last,
        "title": session.title,
        "score_name": game.score_word(state.data),
        "money_style": game.money_style,
        "score_style": game.money_style if game.score_in_money else "{}",
        "problem": None,
        "headline": game.headline(state),
        "players": players,
        "standing": _standing(game.winners(state), over),
        "board": game.board_svg(state),
        "panel": _panel(game.panel(state)),
        "next": now.says if now else "",
        "acting": acting,
        "waiting": [s.says for s in steps[1:]],
        "bids": [{"lot": lot, "player": r.player, "amount": amount, "id": r.id, "at": r.at}
                 for lot, (r, amount) in high.items()],
        "since": None if over else _since(session),
        "asked": [{"id": r.id, "player": r.player, "says": words_of(worded, r)}
                  for r in waiting[:WAITING_SHOWN]],
        "asked_more": max(0, len(waiting) - WAITING_SHOWN),
        "log": [{"seq": e.seq, "summary": e.summary, "effects": table_words(e.effects)}
                for e in story],
        "entries": ngettext("{n} entry", "{n} entries", last).format(n=last),
        "corrections": last - len(active),
        "mine": mine,
    }


def table_words(lines: list[str]) -> list[str]:
    """The lines the players read: a line naming a command (in backquotes) is the banker's."""
    return [line for line in lines if "`" not in line]


REQUESTS_SHOWN = 5   # a player's own last requests, on their phone
WAITING_SHOWN = 6    # the oldest waiting requests, on every page
UNDONE = "undone"    # an accepted request whose entry was undone since, as the page says it
# What a move's choice asks for (its name in Move.argv), as a phone's reader hears it.
CHOICES = {"to": N_("to whom"), "activity": N_("activity"), "card": N_("card"),
           "city": N_("city"), "deal": N_("deal"), "field": N_("field"), "lot": N_("lot"),
           "type": N_("building"), "cell": N_("acre"), "site": N_("site"),
           "building": N_("building"), "good": N_("good"), "buyer": N_("buyer"),
           "store1": N_("kind stored"), "store2": N_("second kind stored"),
           "store3": N_("third kind stored")}


def _since(session) -> float | None:
    """When the table last wrote to the journal (seconds since the epoch): what it has
    waited on since is whoever acts now."""
    from datetime import datetime

    row = session.journal.conn.execute("SELECT at FROM entries ORDER BY seq DESC LIMIT 1"
                                       ).fetchone()
    return datetime.fromisoformat(row[0]).timestamp() if row else None


def _offered(game, state, player: str, allowed) -> list:
    """The moves `player` may ask for now, each as `allowed` says the rules allow it."""
    moves = game.requestable(state, player)
    return [m for m in (allowed(player, m) for m in moves) if m] if allowed else moves


def _mine(session, state, steps, player: str, acting: str | None, worded, every: list,
          kept: set, moves: list) -> dict:
    """What `player`'s own view shows beside the table's: what they hold, what they are to
    do now (their turn: the first step is theirs) or owe now (a bill held for later is not
    owed), the sales offered them to agree to, the moves they may ask for now and their
    last requests (of `every` request; one accepted whose entry is not `kept` was undone),
    the `moves` offered them.
    A step of theirs after another's is not theirs yet: it asks nothing of them now."""
    game = session.game
    asked = [r for r in every if r.player == player]
    return {
        "offers": _offers(session, state, player, worded, every),
        "holdings": game.holdings(state, player),
        "turn": steps[0].says if acting == player else "",
        "owes": [{"to": d.creditor, "amount": d.amount} for d in state.debts_of(player)][:1],
        "moves": [{"key": "\x1f".join(m.argv), "label": m.label,
                   "line": " ".join(m.argv),
                   "choices": [[n, _(CHOICES[n]) if n in CHOICES else n,
                                [[o, m.words(o)] for o in c]] for n, c in m.choices],
                   "amount": "{amount}" in m.argv, "count": "{count}" in m.argv,
                   "dice": m.dice, "lot": m.lot}
                  for m in moves],
        "requests": [{"id": r.id, "says": words_of(worded, r),
                      "state": UNDONE if r.state == links.ACCEPTED and r.seq not in kept
                      else r.state, "seq": r.seq, "why": r.why}
                     for r in asked[-REQUESTS_SHOWN:][::-1]],
    }


def _offers(session, state, player: str, worded, every: list) -> list[dict]:
    """The waiting sales `player` is the other party of: each one's words, and whether they
    agreed to it already."""
    agreed = links.agreements(session.journal.conn)
    found = []
    for r in every:
        move = r.state == links.WAITING and requests.move_of(session.game, state, r.player,
                                                             r.argv)
        if move and requests.party(move, r.argv) == player:
            found.append({"id": r.id, "from": r.player, "agreed": agreed.get(r.id) == player,
                          "says": words_of(worded, r)})
    return found


def words_of(worded, request) -> str:
    """A request's words as `worded` says them (the server's Desk); else the name of a move
    alone, never its command line (the banker's, not the table's)."""
    return (worded(request) if worded else None) or _("a move")


def _panel(panel) -> dict | None:
    """The game's panel (`Game.panel`) as plain data: its title and columns, its rows, and
    which columns hold money and which numbers (set right, as figures are)."""
    if panel is None:
        return None
    numbers = [n for n in range(len(panel.columns))
               if panel.rows and all(type(row[n]) is int for row in panel.rows)]
    return {"title": panel.title, "columns": list(panel.columns),
            "rows": [list(row) for row in panel.rows],
            "money": [panel.columns.index(c) for c in panel.money], "numbers": numbers}


def _loans(held: dict[str, int], sums: str | None) -> str:
    return ", ".join(loan_words(kind, n, sums) for kind, n in held.items() if n)


# The kinds of loans the games hold (Game.loans, by their English ids), as the page counts
# them; where loans are sums, the sum's words. A kind not here is shown by its id.
LOANS = {"Bank Loan": Nn_("{n} Bank Loan", "{n} Bank Loans"),
         "Loan Shark loan": Nn_("{n} Loan Shark loan", "{n} Loan Shark loans"),
         "mortgage": Nn_("{n} mortgage", "{n} mortgages"),
         "mortgage note": Nn_("{n} mortgage note", "{n} mortgage notes"),
         "player loan": Nn_("{n} player loan", "{n} player loans")}
SUMS = {"loan": N_("{amount} loan")}


def loan_words(kind: str, n: int, sums: str | None) -> str:
    """`2 Bank Loans`, or where loans are sums written in the money style `sums`,
    `1,200 $ loan`."""
    if sums and kind in SUMS:
        return _(SUMS[kind]).format(amount=styled(n, sums))
    if not sums and kind in LOANS:
        return ngettext(*LOANS[kind], n).format(n=n)
    return _("{kind}: {n}").format(kind=kind, n=styled(n, sums) if sums else n)


def _standing(winners: list[str], final: bool) -> str:
    if not winners:
        return ""
    return standing_message(winners, final).format(players=", ".join(winners))


def standing_message(winners: list[str], final: bool) -> str:
    """Who won or leads, or who are tied, with the `{players}` still to fill in."""
    if len(winners) > 1:
        return _("Tied: {players}")
    return _("Winner: {players}") if final else _("Leading: {players}")


def _template(name: str):
    from companion.printing.render import environment

    env = environment(CATALOG)
    env.filters.setdefault("money", styled)
    env.filters.setdefault("code", code)
    return env.get_template(f"table/{name}.html.j2")


def parts(data: dict) -> dict[str, str]:
    """Each section's HTML, for the page to swap in when the game changes."""
    module = _template("live-parts").module
    return {name: str(getattr(module, name)(data, _svg(data))) for name in PARTS}


def own_parts(data: dict, player: str) -> dict[str, str]:
    """`player`'s own sections (their holdings, turn and requests; the moves they may ask
    for), for their own view."""
    module = _template("live-parts").module
    row = next(r for r in data["players"] if r["name"] == player)
    return {name: str(getattr(module, name)(data, row, data["mine"][player])) for name in OWN}


def page(data: dict, join: str = "", player: str | None = None, base: str = "") -> str:
    """The whole page, showing `data` until the first update arrives; with `join`, the
    address phones join by, as a QR code; with `player`, that player's own view (at `base`,
    their link) above the table's."""
    qr = ""
    if join and player is None:
        from companion.table.join import svg

        qr = trusted(svg(join))
    me = {k: Markup(v) for k, v in own_parts(data, player).items()} if player else {}
    return _template("live").render(d=data, svg=_svg(data), parts=PARTS, join=join, qr=qr,
                                    player=player, me=me,
                                    words=script_words(player, base, data), **_languages())


def script_words(player: str | None, base: str, data: dict) -> dict:
    """Every word and address the page's script uses, filled in here (one place), in the
    page's language."""
    trusted_players = data.get("trusted")
    return {
        "events": f"{base}/events" if player else "/events",
        "base": base,
        "live": _("live") if not player else _("{player}'s view · live").format(
            player=player),
        "not_live": _("not live, reconnecting…"),
        "renewed": _("This link was renewed: this page no longer follows the game. Ask the "
                     "banker for your new link."),
        "renewed_short": _("link renewed"),
        "connecting": _("connecting…"),
        "read_only": _("read-only") if not player else "",
        "checking": _("Checking with the rules…"),
        "send": _("Ask the banker") if not trusted_players else _("Do it"),
        "sent": _("Sent: waiting for the banker.") if not trusted_players else _("Done."),
        "again": _("Sent already."),
        "cannot": _("Not possible:"),
        "slow": _("Too many requests at once: wait a moment."),
        "lost": _("The server did not answer: try again."),
        "would": _("This would:"),
        "agreed": _("You agreed: the banker carries it out."),
        "flagged": _("Flagged: the banker sees it."),
        "waited_on": _("Waiting on {player} for {time}"),
        "waited_table": _("Waiting on the table for {time}"),
        "sold_in": _("sold in {n} s unless someone bids more"),
    }


def links_page(data: dict, rows: list[tuple[str, str]]) -> str:
    """The banker's page of every player's link, each as a QR code to scan."""
    from companion.table.join import svg

    return _template("links").render(d=data, rows=[(p, url, trusted(svg(url)))
                                                   for p, url in rows], **_languages())


def history_page(data: dict, rows: list[dict], number: int = 1, pages: int = 1,
                 base: str = "") -> str:
    """A page of the journal's entries (table/history.py's `page`), newest first, with the
    undone ones struck through, and links to the newer and older pages; it loads again
    when the game moves on. With `base` (a player's link) it is theirs: it leads back to
    their own view and follows the game through their link."""
    return _template("history").render(d=data, rows=rows, number=number, pages=pages,
                                       back=base or "/", events=f"{base}/events",
                                       **_languages())


def _languages() -> dict:
    """The page's language and the languages a phone may switch to."""
    return {"lang": i18n.current(), "choices": list(i18n.LANGUAGES.items())}


def code(text: str) -> Markup:
    """Text with its `commands` set as code."""
    parts = str(Markup.escape(text)).split("`")
    return Markup("".join(f"<code>{p}</code>" if i % 2 else p for i, p in enumerate(parts)))


def _svg(data: dict) -> Markup:
    return trusted(data["board"] or "")


def trusted(svg: str) -> Markup:
    """SVG from companion's own drawing template, whose texts are already escaped."""
    return Markup(svg)
