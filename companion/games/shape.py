"""The one shape of the score and status documents (docs/json.md): the keys every game
shares, first, built from the game's own views (`Game.score`, `Game.status`, unchanged
for a game package), then the game's own keys."""

ROW_KEYS = ("name", "total", "eliminated")          # first in every score row
STATUS_ROW_KEYS = ("name", "cash", "eliminated")    # first in every status row


def score(game, state) -> dict:
    """`score --json`: the common keys, then the game's own. Each row's `total` is the
    number the winner is decided by (the view's `score_key` field, under one name), and
    `tied` lists the players level for the lead when there is no winner."""
    view = game.score(state)
    rows = [_row(r, {"total": r[game.score_key]}, {game.score_key}, state)
            for r in view["players"]]
    winner = view.get("winner")
    standing = [r for r in rows if not r["eliminated"]] or rows
    best = max((r["total"] for r in standing), default=0)
    leaders = [r["name"] for r in standing if r["total"] == best]
    tied = view.get("tied", [] if winner or len(leaders) < 2 else leaders)
    common = {"game": game.id, "final": game.finished(state), "winner": winner,
              "tied": list(tied), "players": rows}
    return common | {k: v for k, v in view.items() if k not in common and k != "over"}


def status(game, state) -> dict:
    """`status --json`: the game, whether it is over, who must act now, and for every
    player in seating order their name, cash and whether they are out, then the game's own
    keys (its row of the player where its view gives one)."""
    view = game.status(state)
    own = {r["name"]: r for r in view.get("players", []) if isinstance(r, dict) and "name" in r}
    rows = [_row(own.get(p, {"name": p}), {"cash": state.ledger.balance(p)}, set(), state,
                 STATUS_ROW_KEYS) for p in state.players]
    common = {"game": game.id, "final": game.finished(state), "active": game.acting(state),
              "players": rows}
    return common | {k: v for k, v in view.items() if k not in common}


def _row(row: dict, first: dict, dropped: set, state, keys=ROW_KEYS) -> dict:
    """A player's row with the common keys first (in `keys`' order), then the game's own."""
    common = {"name": row["name"], **first, "eliminated": row["name"] in state.eliminated}
    return {k: common[k] for k in keys} | {
        k: v for k, v in row.items() if k not in common and k not in dropped}
