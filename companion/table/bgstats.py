"""The play in BG Stats' push-play form: the JSON and the link that opens it in the app.

No official description exists; the fields are those that independent producers agree on.
The app wants `bggId` as a number (a string crashes it) and every player's `winner` and
`startPlayer` present, and a link of at most about 8,000 characters. `playDate` is the
time in UTC, 'YYYY-MM-DD HH:MM:SS', as public producers write it (the Rulebook Rebels
Discord bot, sean-owens/rulebook-rebels-discord-bot src/utils/bgStats.ts: "BG Stats requires
playDate as UTC"; a score app's getTimestampUtc does the same); the app shows it in the
phone's own zone.
"""

import hashlib
import json
from datetime import datetime, timezone
from urllib.parse import quote

from companion.core import i18n
from companion.table.i18n import _

LINK = "https://app.bgstatsapp.com/createPlay.html?data="
LONGEST_LINK = 8000


def play(session, report: dict, location: str | None = None) -> dict:
    """The play from the game's report (`table.report.gather`): who won, by how much, each
    player's place; `location` where the table says it played."""
    game, meta = session.game, session.meta
    length = report["length"]
    winners = set(report["winners"])
    first = length["started"] or datetime.now(timezone.utc).isoformat(timespec="seconds")
    played = datetime.fromisoformat(first).astimezone(timezone.utc)
    identity = json.dumps([meta["game"], meta["seed"], meta["players"], length["started"]])
    with i18n.speaking(i18n.SOURCE):   # the name BG Stats knows it by: the table's own game's
        name = game.table_title(meta["data"])
    entry = {"name": name, "sourceGameId": game.id, "highestWins": True, "noPoints": False}
    bgg_id = meta["data"]["game"].get("bgg_id", game.bgg_id)   # the file's, else the game's
    if bgg_id is not None:
        entry["bggId"] = int(bgg_id)
    comment = _("Scores: each player's {score}, kept by companion.").format(
        score=report["score_name"])
    if not report["final"]:
        comment += " " + _("Recorded before the end ({headline}).").format(
            headline=report["headline"] or _("game in progress"))
    points = report["points"]
    data = {
        "sourceName": "companion",
        "sourcePlayId": hashlib.sha256(identity.encode()).hexdigest()[:16],
        "playDate": played.strftime("%Y-%m-%d %H:%M:%S"),
        "durationMin": length["minutes"],
        "comments": comment,
        "game": entry,
        # the name is the player's id here: BG Stats remembers whom it matched it to
        "players": [{"name": p, "sourcePlayerId": p, "score": points[p],
                     "winner": p in winners, "startPlayer": p == report["start_player"],
                     "rank": rank(p, points, winners)} for p in report["players"]],
    }
    if location:
        data["location"] = location
    return data


def rank(player: str, points: dict[str, int], winners: set[str]) -> int:
    """1 for the winners, else one more than the players ahead (ties share a place)."""
    if player in winners:
        return 1
    return 1 + sum(points[p] > points[player] or p in winners for p in points)


def link(data: dict) -> str:
    return LINK + quote(json.dumps(data, separators=(",", ":"), ensure_ascii=False), safe="")
