"""The play in BG Stats' push-play form: the JSON and the link that opens it in the app.

No official description exists; the fields are those that independent producers agree on.
The app wants `bggId` as a number (a string crashes it) and every player's `winner` and
`startPlayer` present, and a link of at most about 8,000 characters.
"""

import hashlib
import json
from datetime import datetime, timezone
from urllib.parse import quote

LINK = "https://app.bgstatsapp.com/createPlay.html?data="
LONGEST_LINK = 8000


def play(session, report: dict) -> dict:
    """The play from the game's report (`table.report.gather`): who won, by how much."""
    game, meta = session.game, session.meta
    length = report["length"]
    winners = set(report["winners"])
    first = length["started"] or datetime.now(timezone.utc).isoformat(timespec="seconds")
    played = datetime.fromisoformat(first).astimezone(timezone.utc)
    identity = json.dumps([meta["game"], meta["seed"], meta["players"], length["started"]])
    entry = {"name": game.title, "sourceGameId": game.id, "highestWins": True,
             "noPoints": False}
    if game.bgg_id is not None:
        entry["bggId"] = int(game.bgg_id)
    comment = f"Scores: each player's {report['score_name']}, kept by companion."
    if not report["final"]:
        comment += f" Recorded before the end ({report['headline'] or 'game in progress'})."
    return {
        "sourceName": "companion",
        "sourcePlayId": hashlib.sha256(identity.encode()).hexdigest()[:16],
        "playDate": played.strftime("%Y-%m-%d %H:%M:%S"),
        "durationMin": length["minutes"],
        "comments": comment,
        "game": entry,
        "players": [{"name": p, "score": report["points"][p], "winner": p in winners,
                     "startPlayer": p == report["start_player"]} for p in report["players"]],
    }


def link(data: dict) -> str:
    return LINK + quote(json.dumps(data, separators=(",", ":"), ensure_ascii=False), safe="")
