"""Load and validate an On Guard data file into a plain (JSON-ready) dict."""

from pathlib import Path

from companion.core.datafile import BGG, SOURCES, Checker, load_toml
from companion.games.on_guard.i18n import _

ACTIVITIES = ("develop", "build", "export", "trade", "produce", "settle", "prospect")
KINDS = ("production", "minor", "major")
EFFECTS = ("small-market", "large-market", "manor-house", "masons-lodge", "small-warehouse",
           "large-warehouse", "healer-shrine", "chandlery", "workshop", "dwarven-chapel", "inn",
           "wagon-train", "guild-hall", "manse", "keep", "guard-house", "town-hall")
RULE_KEYS = ("town_spaces", "site_spaces", "trading_house_size", "build_privilege",
             "trade_privilege", "export_privilege", "produce_privilege", "settle_privilege",
             "prospect_reward", "season_bonus", "gold_per_load", "wagon_train_size",
             "keep_after_export", "influence_cost", "influence_roll", "influence_dice",
             "influence_tries", "investment", "join_bonus")
MARKS = {"puerto_rico": list, "ruling": list, "house": list}
OWN_TEXTS = ("name", "plural", "text", "privilege")   # a record's words another language gives
CHIP = "chip"             # besides: a good's word on its chip, where its name is too wide
LANGS = {"de": dict, "pl": dict}         # a record's own texts in German and Polish (optional)


def load(path: Path) -> dict:
    raw = load_toml(path)
    c = Checker(path, (*SOURCES, "puerto-rico"))
    c.fields(raw, "file", {k: dict for k in ("game", "rules", "setup", "workshop", "manse",
                                             "scoring", "kit")}
             | {k: list for k in ("by_players", "sites", "goods", "buildings", "activities")})
    c.raise_if_any()
    c.fields(raw["game"], "game", {"title": str, "min_players": int, "max_players": int,
                                   "largest_amount": int, "source": str}, MARKS | BGG)
    c.fields(raw["rules"], "rules", {k: int for k in RULE_KEYS}
             | {"end_at": str, "months": list, "one_of_each": bool, "source": str}, MARKS)
    c.check(bool(raw["rules"].get("months")), _("rules.months: name at least one month"))
    c.check(raw["rules"].get("influence_dice", 1) >= 1, _("rules.influence_dice: at least one"))
    c.check(raw["rules"].get("end_at") in ("month", "season"),
            _("rules.end_at: must be 'month' or 'season'"))
    goods = _records(c, raw["goods"], "goods", {"count": int, "price": int})
    sites = _records(c, raw["sites"], "sites", {"count": int, "good": str}, {"plural": str})
    for sid, site in sites.items():
        c.check(site["good"] in {"", *goods},
                _("sites.{site}.good: unknown good").format(site=sid))
    c.check(sum(1 for s in sites.values() if not s.get("good")) == 1,
            _("sites: exactly one kind (the quarry) makes no good"))
    buildings = _records(c, raw["buildings"], "buildings",
                         {"kind": str, "cost": int, "settlers": int, "gold_bars": int,
                          "quarries": int, "copies": int, "text": str},
                         {"good": str, "plural": str})
    for bid, b in buildings.items():
        c.check(b.get("kind") in KINDS, _("buildings.{building}.kind: one of {kinds}").format(
            building=bid, kinds=", ".join(KINDS)))
        if b.get("kind") == "production":
            c.check(b.get("good") in goods, _("buildings.{building}.good: a production "
                                              "building names the good it makes").format(
                                                  building=bid))
        else:
            c.check(bid in EFFECTS, _("buildings.{building}: companion knows no effect for it "
                                      "(known: {effects})").format(
                                          building=bid, effects=", ".join(EFFECTS)))
    activities = _records(c, raw["activities"], "activities", {"privilege": str, "text": str})
    c.check(tuple(activities) == ACTIVITIES, _("activities: expected {activities}").format(
        activities=", ".join(ACTIVITIES)))
    c.fields(raw["setup"], "setup", {"starting_sites": list, "source": str}, MARKS)
    c.check(all(s in sites for s in raw["setup"].get("starting_sites", [])),
            _("setup.starting_sites: unknown site kind"))
    rows = raw["by_players"]
    for i, row in enumerate(rows):
        c.fields(row, f"by_players[{i}]", {k: int for k in (
            "players", "faradinars", "settlers", "wagon", "gold_bars", "revealed",
            "prospecting")} | {"caravans": list, "source": str}, MARKS)
    c.check(len({len(r.get("caravans", [])) for r in rows}) == 1,
            _("by_players: the same number of caravans for every number of Aldermen (they "
              "grow when an Alderman joins)"))
    game = raw["game"]
    c.check(len(raw["setup"].get("starting_sites", [])) >= game.get("max_players", 0),
            _("setup.starting_sites: one for each seat up to max_players"))
    c.check(sorted(r.get("players") for r in rows)
            == list(range(game.get("min_players", 0), game.get("max_players", -1) + 1)),
            _("by_players: one row for each number of Aldermen"))
    c.fields(raw["workshop"], "workshop", {"bonus": list, "source": str}, MARKS)
    c.fields(raw["manse"], "manse", {"bonus": list, "source": str}, MARKS)
    c.check(len(raw["workshop"].get("bonus", [])) == len(goods) + 1,
            _("workshop.bonus: one value for 0 to all kinds of goods"))
    c.check(len(raw["manse"].get("bonus", [])) == raw["rules"].get("site_spaces", 0) + 1,
            _("manse.bonus: one value for 0 to site_spaces occupied sites"))
    c.fields(raw["scoring"], "scoring", {"guild_small": int, "guild_large": int,
                                         "keep_settlers": int, "guard_gold_bars": int,
                                         "tie_break": str, "source": str}, MARKS)
    c.fields(raw["kit"], "kit", {"gold_bar_chips": list, "faradinar_chips": list,
                                 "source": str}, MARKS)
    c.raise_if_any()
    return {**raw, "goods": goods, "sites": sites, "buildings": buildings,
            "activities": activities, "by_players": {str(r["players"]): r for r in rows}}


def _records(c: Checker, rows: list, where: str, required: dict, optional: dict | None = None):
    """A list of [[records]] with unique ids, as id -> record (in file order)."""
    out: dict[str, dict] = {}
    for i, row in enumerate(rows):
        if c.fields(row, f"{where}[{i}]", {"id": str, "name": str, "source": str} | required,
                    (optional or {}) | MARKS | LANGS):
            c.check(row["id"] not in out, _("{where}[{i}].id: duplicate id {id!r}").format(
                where=where, i=i, id=row["id"]))
            for key, value in row.items():
                c.check(not isinstance(value, int) or value >= 0,
                        _("{where}[{i}].{key}: must not be negative").format(
                            where=where, i=i, key=key))
            for lang in LANGS:
                c.fields(row.get(lang, {}), f"{where}[{i}].{lang}", {},
                         {k: str for k in (*OWN_TEXTS, CHIP)})
            out[row["id"]] = row
    return out
