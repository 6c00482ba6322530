"""The stored forms of a roster and a season: versioned JSON, checked as untrusted input.

    >>> from euchre.sheet.roster import Roster
    >>> from euchre.sheet.season import Night, NightResult, Season
    >>> from euchre.sheet.season_format import dump_roster, dump_season, load_roster, load_season
    >>> roster = Roster().add("Ann", at="2024-05-03T19:00:00Z")
    >>> load_roster(dump_roster(roster)) == roster
    True
    >>> night = Night("n1", "Friday", "2024-05-03T19:00:00Z", (NightResult("Ann", 9, 9, 3, 0),))
    >>> season = Season("Spring").with_night(night).with_alias("Annie", "Ann")
    >>> text = dump_season(season)
    >>> text.startswith('{"format":"euchre-season","schema":1,')
    True
    >>> load_season(text) == season
    True
    >>> load_season('{"format": "euchre-season", "schema": 1, "name": "x", "nights": [], "aliases": [["a"]]}')
    Traceback (most recent call last):
    ...
    euchre.errors.InvalidStateError: the season file: alias 1 must be [a name, the name it is]

A roster (the players a device knows) is kept on the device::

    {"format": "euchre-roster", "schema": 1, "players": [{"id": 0, "name": "Ann", "updated": ...}, ...]}

A season moves between devices as a file::

    {"format": "euchre-season", "schema": 1, "name": "Spring",
     "nights": [{"tournament": id, "name": "Friday", "date": ...,
                 "results": [{"name": "Ann", "total": 9, "points": 9, "rounds": 3, "byes": 0}, ...]}, ...],
     "aliases": [["Annie", "Ann"], ...]}

Reading checks everything before anything is used: the size and nesting before parsing
(:func:`euchre.storage.read_json`), then every field's type and range, the names by the sheet's
rules, the counts against their bounds; a file that fails says what is wrong, in words, and
changes nothing. A file of a newer schema is refused with a sentence saying so.
"""

from __future__ import annotations

import json
from typing import Any

from ..errors import EuchreError, InvalidStateError
from ..storage import read_json
from .checks import int_problem, is_int, show
from .limits import MAX_PLAYERS, MAX_ROUNDS
from .roster import MAX_ROSTER, Roster, RosterPlayer
from .season import MAX_ALIASES, MAX_NIGHTS, Night, NightResult, Season

__all__ = ["ROSTER_FORMAT", "ROSTER_SCHEMA", "SEASON_FORMAT", "SEASON_SCHEMA", "MAX_SEASON_CHARS",
           "dump_roster", "load_roster", "dump_season", "load_season"]

ROSTER_FORMAT = "euchre-roster"
ROSTER_SCHEMA = 1
SEASON_FORMAT = "euchre-season"
SEASON_SCHEMA = 1
MAX_SEASON_CHARS = 8_000_000
"""Longest season file read (200 nights of 400 players is about 7 MB)."""
MAX_ROSTER_CHARS = 400_000
MAX_DEPTH = 6
MAX_TOTAL = 10 * 32 * MAX_ROUNDS
"""More than any night can give one player (32 points a round at most, bye credit included)."""


def _compact(data: dict[str, Any]) -> str:
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


def dump_roster(roster: Roster) -> str:
    """The roster as this device keeps it (``"format": "euchre-roster"``, schema 1)."""
    return _compact({"format": ROSTER_FORMAT, "schema": ROSTER_SCHEMA,
                     "players": [{"id": p.id, "name": p.name, "updated": p.updated} for p in roster.players]})


def dump_season(season: Season) -> str:
    """The season as a file for another device (``"format": "euchre-season"``, schema 1)."""
    return _compact({"format": SEASON_FORMAT, "schema": SEASON_SCHEMA, "name": season.name,
                     "nights": [{"tournament": n.tournament_id, "name": n.name, "date": n.date,
                                 "results": [{"name": r.name, "total": r.total, "points": r.points,
                                              "rounds": r.rounds, "byes": r.byes} for r in n.results]}
                                for n in season.nights],
                     "aliases": [list(alias) for alias in season.aliases]})


class _Reader:
    """Checks one file's fields, saying where a problem is."""

    def __init__(self, what: str) -> None:
        self.what = what

    def fail(self, problem: str) -> InvalidStateError:
        return InvalidStateError(f"{self.what}: {problem}")

    def object(self, value: object, where: str, keys: tuple[str, ...]) -> dict[str, Any]:
        if not isinstance(value, dict):
            raise self.fail(f"{where} must be an object, not {show(value)}")
        if set(value) != set(keys):
            unknown = sorted(set(value) - set(keys))
            missing = sorted(set(keys) - set(value))
            raise self.fail(f"{where} " + (f"has unknown field(s) {', '.join(map(show, unknown[:3]))}" if unknown
                                           else f"lacks {', '.join(missing)}"))
        return value

    def list(self, value: object, where: str, most: int) -> list[Any]:
        if not isinstance(value, list):
            raise self.fail(f"{where} must be a list, not {show(value)}")
        if len(value) > most:
            raise self.fail(f"{where} has {len(value)} entries; at most {most} are read")
        return value

    def number(self, value: object, where: str, low: int, high: int, whole: bool = True) -> int | float:
        if whole or is_int(value):
            problem = int_problem(value, where, low, high)
            if problem:
                raise self.fail(problem)
            return value  # type: ignore[return-value]
        if not isinstance(value, float) or not low <= value <= high or value != value:
            raise self.fail(f"{where} must be a number from {low} to {high}, not {show(value)}")
        return value

    def head(self, text: object, format_name: str, schema: int, keys: tuple[str, ...], most: int) -> dict[str, Any]:
        if not isinstance(text, (str, bytes, bytearray)):
            raise self.fail(f"it must be text, not {show(text)}")
        data = read_json(text, self.what, max_chars=most, max_depth=MAX_DEPTH)
        if not isinstance(data, dict) or data.get("format") != format_name:
            raise InvalidStateError(f'{self.what} is not one (no "format": "{format_name}")')
        found = data.get("schema")
        if not is_int(found) or found < 1:
            raise self.fail(f"it has no valid schema version (found {show(found)})")
        if found > schema:
            raise InvalidStateError(f"{self.what} was saved by a newer version (schema {found}); this version reads "
                                    f"schema {schema}. Keep the file and open it with the newer version.")
        return self.object(data, "it", ("format", "schema") + keys)


def load_roster(text: str | bytes) -> Roster:
    """The roster in ``text``; :class:`~euchre.errors.InvalidStateError` in words if it cannot be read."""
    read = _Reader("the stored roster")
    data = read.head(text, ROSTER_FORMAT, ROSTER_SCHEMA, ("players",), MAX_ROSTER_CHARS)
    players = []
    for position, raw in enumerate(read.list(data["players"], "its players", MAX_ROSTER), 1):
        item = read.object(raw, f"player {position}", ("id", "name", "updated"))
        players.append(RosterPlayer(item["id"], item["name"], item["updated"]))
    problem = Roster.problem(tuple(players))
    if problem:
        raise read.fail(problem)
    return Roster(tuple(players))


def load_season(text: str | bytes) -> Season:
    """The season in a file; :class:`~euchre.errors.InvalidStateError` in words if it cannot be read
    (nothing of a bad file is used)."""
    read = _Reader("the season file")
    data = read.head(text, SEASON_FORMAT, SEASON_SCHEMA, ("name", "nights", "aliases"), MAX_SEASON_CHARS)
    try:
        season = Season(data["name"])
    except EuchreError as error:
        raise read.fail(str(error)) from None
    seen_ids: set[object] = set()
    for position, raw in enumerate(read.list(data["nights"], "its nights", MAX_NIGHTS), 1):
        where = f"night {position}"
        item = read.object(raw, where, ("tournament", "name", "date", "results"))
        results = []
        for number, entry in enumerate(read.list(item["results"], f"{where}'s results", MAX_PLAYERS), 1):
            row = read.object(entry, f"{where}, result {number}", ("name", "total", "points", "rounds", "byes"))
            place = f"{where}, result {number}:"
            results.append(NightResult(
                row["name"],
                read.number(row["total"], f"{place} the total", 0, MAX_TOTAL, whole=False),
                read.number(row["points"], f"{place} the points", 0, MAX_TOTAL),  # type: ignore[arg-type]
                read.number(row["rounds"], f"{place} the rounds", 0, MAX_ROUNDS),  # type: ignore[arg-type]
                read.number(row["byes"], f"{place} the byes", 0, MAX_ROUNDS)))  # type: ignore[arg-type]
        night = Night(item["tournament"], item["name"], item["date"], tuple(results))
        problem = Night.problem(night)
        if problem:
            raise read.fail(f"{where}: {problem}")
        if night.tournament_id in seen_ids:
            raise read.fail(f"{where} is a tournament listed twice")
        seen_ids.add(night.tournament_id)
        season = season.with_night(night)
    for position, raw in enumerate(read.list(data["aliases"], "its aliases", MAX_ALIASES), 1):
        if not isinstance(raw, list) or len(raw) != 2:
            raise read.fail(f"alias {position} must be [a name, the name it is]")
        try:
            season = season.with_alias(raw[0], raw[1])
        except EuchreError as error:
            raise read.fail(f"alias {position}: {error}") from None
    return season
