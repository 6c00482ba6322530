"""The score sheet's stored form: versioned JSON, its schema, migrations and the checked reader.

    >>> from euchre.sheet import Tournament
    >>> from euchre.sheet.format import dump_tournament, load_tournament
    >>> t = Tournament.new("club-1", "Club night", players=["Ann", "Bob", "Cy", "Di"], at="2024-05-03T19:00:00Z")
    >>> t = t.start_round(tables=[(0, 1, 2, 3)], at="2024-05-03T19:01:00Z")
    >>> t = t.record_hand(1, 1, makers=0, tricks=3, at="2024-05-03T19:04:00Z")
    >>> text = dump_tournament(t)
    >>> text.startswith('{"format":"euchre-tournament","schema":3,')
    True
    >>> load_tournament(text) == t
    True

One tournament per JSON document::

    {"format": "euchre-tournament", "schema": 3, "id": ..., "name": ..., "created": ..., "updated": ...,
     "settings": {"bye_rule": "zero" | "average", "tie_breaks": [...], "rounds": null | int},
     "players": [{"id": 0, "name": "Ann", "active": true, "updated": ...}, ...],
     "rounds": [{"number": 1, "closed": false, "byes": [ids], "schedule": null | [count, round, rotation],
                 "tables": [{"number": 1, "seats": [a, b, c, d],
                             "hands": [{"number": 1, "versions": [
                                 {"rev": 1, "at": ..., "makers": 0, "tricks": 3, "alone": id, "renege": pair}
                             ]}],
                             "totals": [{"rev": 1, "at": ..., "ab": 11, "cd": 5}]}]}]}

A version leaves out the fields it does not use; one with neither ``makers`` nor
``renege`` is a cleared hand. The last version is the hand's current result.
``"totals"`` are the table's round totals as entered (each pair's round score, what a paper
card holds), oldest first; the last is in force, and one without ``ab`` and ``cd`` is cleared.
Each must be a score eight hands can produce. Hands recorded at the table must fit them when
entered, but a merged copy can hold hands that do not: that is kept as it is, for the organiser
to see (``TournamentTable.fits_totals``).

Schema 1 (the first draft's shape) had one result per hand and no change history:
its hands were ``{"number", "at", "makers", "tricks", "alone", "renege"}``, players
had no ``"updated"``, rounds no ``"schedule"`` and settings no ``"rounds"``. Schema 2 had
no round totals (its tables had no ``"totals"``). :data:`MIGRATIONS` upgrades older
schemas to schema 3 on reading; each step takes a document
of schema ``n`` to ``n + 1`` and they run in numeric order. Data from a newer schema
is refused. Reading checks everything (types, ranges, ids and the references
between them, hand counts, tricks, names, size) and raises
:class:`~euchre.errors.InvalidStateError` saying what is wrong.
"""

from __future__ import annotations

import json
from typing import Any, Callable

from ..errors import InvalidStateError
from ..round import HANDS_PER_ROUND
from ..storage import read_json
from .tournament import Tournament
from .values import (
    MAX_PLAYER_ID,
    MAX_PLAYERS,
    MAX_REVISION,
    MAX_ROUNDS,
    MAX_TABLE_NUMBER,
    MAX_VERSIONS,
    HandEntry,
    HandVersion,
    TotalsVersion,
    TournamentPlayer,
    TournamentRound,
    TournamentSettings,
    TournamentTable,
    id_problem,
    int_problem,
    is_int,
    name_problem,
    show,
    time_problem,
    totals_problem,
    version_problem,
)

__all__ = [
    "FORMAT",
    "SCHEMA",
    "MIGRATIONS",
    "MAX_DOCUMENT_CHARS",
    "MAX_DEPTH",
    "to_document",
    "from_document",
    "dump_tournament",
    "load_tournament",
    "migrate",
]

FORMAT = "euchre-tournament"
SCHEMA = 3
"""The schema this version writes; it reads this one and older ones."""
MAX_DOCUMENT_CHARS = 4_000_000
"""Longest JSON text read (a 64-player, 10-round tournament is about 150 000)."""
MAX_DEPTH = 16
"""Deepest nesting of lists and objects read (a tournament nests 9 deep)."""


# --- writing -------------------------------------------------------------------------------

def _version(version: HandVersion) -> dict[str, Any]:
    data: dict[str, Any] = {"rev": version.revision, "at": version.at}
    for key, value in (("makers", version.makers), ("tricks", version.tricks),
                       ("alone", version.alone), ("renege", version.renege)):
        if value is not None:
            data[key] = value
    return data


def _totals(version: TotalsVersion) -> dict[str, Any]:
    data: dict[str, Any] = {"rev": version.revision, "at": version.at}
    if version.ab is not None:
        data["ab"], data["cd"] = version.ab, version.cd
    return data


def to_document(tournament: Tournament) -> dict[str, Any]:
    """The tournament as a JSON-ready dict."""
    if not isinstance(tournament, Tournament):
        raise TypeError(f"only a Tournament can be saved here, not {type(tournament).__name__}")
    settings = tournament.settings
    return {
        "format": FORMAT,
        "schema": SCHEMA,
        "id": tournament.id,
        "name": tournament.name,
        "created": tournament.created,
        "updated": tournament.updated,
        "settings": {"bye_rule": settings.bye_rule, "tie_breaks": list(settings.tie_breaks),
                     "rounds": settings.rounds},
        "players": [{"id": p.id, "name": p.name, "active": p.active, "updated": p.updated}
                    for p in tournament.players],
        "rounds": [{
            "number": rnd.number,
            "closed": rnd.closed,
            "byes": list(rnd.byes),
            "schedule": list(rnd.schedule) if rnd.schedule is not None else None,
            "tables": [{
                "number": table.number,
                "seats": list(table.seats),
                "hands": [{"number": entry.number, "versions": [_version(v) for v in entry.versions]}
                          for entry in table.hands],
                "totals": [_totals(v) for v in table.totals],
            } for table in rnd.tables],
        } for rnd in tournament.rounds],
    }


def dump_tournament(tournament: Tournament) -> str:
    """Compact JSON text for one tournament."""
    return json.dumps(to_document(tournament), separators=(",", ":"), ensure_ascii=False)


# --- migrations ------------------------------------------------------------------------------

def _schema_1_to_2(document: dict[str, Any]) -> dict[str, Any]:
    """Schema 1 -> 2: each hand's single result becomes version 1 of its history."""
    document = dict(document)
    settings = document.get("settings")
    if isinstance(settings, dict):
        document["settings"] = {"rounds": None, **settings}
    players = document.get("players")
    if isinstance(players, list):
        document["players"] = [{"updated": document.get("updated"), **p} if isinstance(p, dict) else p
                               for p in players]
    rounds = document.get("rounds")
    if isinstance(rounds, list):
        new_rounds = []
        for rnd in rounds:
            if isinstance(rnd, dict):
                rnd = {"schedule": None, **rnd}
                tables = rnd.get("tables")
                if isinstance(tables, list):
                    rnd["tables"] = [_table_1_to_2(t) for t in tables]
            new_rounds.append(rnd)
        document["rounds"] = new_rounds
    return document


def _table_1_to_2(table: object) -> object:
    if not isinstance(table, dict) or not isinstance(table.get("hands"), list):
        return table
    hands = []
    for hand in table["hands"]:
        if isinstance(hand, dict):
            version = {key: value for key, value in hand.items() if key != "number" and value is not None}
            hand = {"number": hand.get("number"), "versions": [{"rev": 1, **version}]}
        hands.append(hand)
    return {**table, "hands": hands}


def _schema_2_to_3(document: dict[str, Any]) -> dict[str, Any]:
    """Schema 2 -> 3: tables gain their round totals (none: every schema-2 round was entered by hand)."""
    document = dict(document)
    rounds = document.get("rounds")
    if isinstance(rounds, list):
        new_rounds = []
        for rnd in rounds:
            if isinstance(rnd, dict) and isinstance(rnd.get("tables"), list):
                rnd = {**rnd, "tables": [{**t, "totals": []} if isinstance(t, dict) and "totals" not in t else t
                                         for t in rnd["tables"]]}
            new_rounds.append(rnd)
        document["rounds"] = new_rounds
    return document


MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {1: _schema_1_to_2, 2: _schema_2_to_3}
"""Schema ``n`` -> ``n + 1`` upgrades, keyed by ``n``."""


def _schema_of(document: dict[str, Any]) -> int:
    schema = document.get("schema")
    if not is_int(schema) or schema < 1:
        raise InvalidStateError(f"the tournament data has no valid schema version (found {show(schema)})")
    return schema


def migrate(document: dict[str, Any], *, migrations: dict[int, Callable[..., dict[str, Any]]] | None = None,
            target: int = SCHEMA) -> dict[str, Any]:
    """The document upgraded to schema ``target``, one numbered migration at a time."""
    migrations = MIGRATIONS if migrations is None else migrations
    schema = _schema_of(document)
    if schema > target:
        raise InvalidStateError(
            f"this tournament was saved by a newer version (schema {schema}); this version reads schema "
            f"{target} and older. Keep the file and open it with the newer version.")
    while schema < target:
        step = migrations.get(schema)
        if step is None:
            raise InvalidStateError(f"tournament data of schema {schema} cannot be read: no upgrade from it")
        try:
            document = step(document)
        except InvalidStateError:
            raise
        except (KeyError, TypeError, ValueError, AttributeError, IndexError) as error:
            raise InvalidStateError(f"tournament data of schema {schema} could not be upgraded: {error}") from None
        if not isinstance(document, dict):
            raise InvalidStateError(f"the upgrade from schema {schema} gave no document")
        schema += 1
        document = {**document, "schema": schema}
    return document


# --- reading ---------------------------------------------------------------------------------

def _fail(problem: str | None, where: str = "") -> None:
    if problem is not None:
        raise InvalidStateError(f"{where}: {problem}" if where else problem)


def _object(value: object, where: str, required: tuple[str, ...], optional: tuple[str, ...] = ()) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise InvalidStateError(f"{where} must be a JSON object, not {show(value)}")
    unknown = [key for key in value if key not in required and key not in optional]
    if unknown:
        raise InvalidStateError(f"{where} has unknown field(s) {', '.join(show(k) for k in unknown[:5])}")
    missing = [key for key in required if key not in value]
    if missing:
        raise InvalidStateError(f"{where} lacks {', '.join(missing)}")
    return value


def _list(value: object, where: str, most: int) -> list[Any]:
    if not isinstance(value, list):
        raise InvalidStateError(f"{where} must be a list, not {show(value)}")
    if len(value) > most:
        raise InvalidStateError(f"{where} has {len(value)} entries; at most {most} are allowed")
    return value


def _read_settings(value: object) -> TournamentSettings:
    data = _object(value, "the settings", ("bye_rule", "tie_breaks", "rounds"))
    tie_breaks = data["tie_breaks"]
    if not isinstance(tie_breaks, list):
        raise InvalidStateError(f"the settings: tie-breaks must be a list, not {show(tie_breaks)}")
    _fail(TournamentSettings.problem(data["bye_rule"], tie_breaks, data["rounds"]), "the settings")
    return TournamentSettings(data["bye_rule"], tuple(tie_breaks), data["rounds"])


def _read_player(value: object, where: str) -> TournamentPlayer:
    data = _object(value, where, ("id", "name", "active", "updated"))
    _fail(int_problem(data["id"], "the id", 0, MAX_PLAYER_ID), where)
    _fail(name_problem(data["name"], "the name"), where)
    if not isinstance(data["active"], bool):
        raise InvalidStateError(f"{where}: active must be true or false, not {show(data['active'])}")
    _fail(time_problem(data["updated"], "updated"), where)
    return TournamentPlayer(data["id"], data["name"], data["active"], data["updated"])


def _read_version(value: object, where: str, seats: tuple[int, ...]) -> HandVersion:
    data = _object(value, where, ("rev", "at"), ("makers", "tricks", "alone", "renege"))
    _fail(int_problem(data["rev"], "rev", 1, MAX_REVISION), where)
    _fail(time_problem(data["at"], "at"), where)
    content = [data.get(key) for key in ("makers", "tricks", "alone", "renege")]
    _fail(version_problem(seats, *content), where)
    return HandVersion(data["rev"], data["at"], *content)


def _read_hand(value: object, where: str, seats: tuple[int, ...]) -> HandEntry:
    data = _object(value, where, ("number", "versions"))
    versions_data = _list(data["versions"], f"{where}: versions", MAX_VERSIONS)
    if not versions_data:
        raise InvalidStateError(f"{where} has no versions")
    versions = tuple(_read_version(v, f"{where}, version {i}", seats) for i, v in enumerate(versions_data, 1))
    for earlier, later in zip(versions, versions[1:]):
        if later.revision < earlier.revision:
            raise InvalidStateError(f"{where}: versions are out of order (revision {later.revision} "
                                    f"after {earlier.revision})")
    return HandEntry(data["number"], versions)


def _read_totals(value: object, where: str) -> tuple[TotalsVersion, ...]:
    versions = []
    for index, raw in enumerate(_list(value, f"{where}: totals", MAX_VERSIONS), 1):
        place = f"{where}, round totals version {index}"
        data = _object(raw, place, ("rev", "at"), ("ab", "cd"))
        _fail(int_problem(data["rev"], "rev", 1, MAX_REVISION), place)
        _fail(time_problem(data["at"], "at"), place)
        if ("ab" in data) != ("cd" in data):
            raise InvalidStateError(f"{place} gives one pair's score without the other's")
        ab, cd = data.get("ab"), data.get("cd")
        if ab is not None:
            problem = totals_problem((ab, cd))
            if problem:
                raise InvalidStateError(f"{place}: {problem[0].lower()}{problem[1:]}")
        version = TotalsVersion(data["rev"], data["at"], ab, cd)
        if versions and version.revision < versions[-1].revision:
            raise InvalidStateError(f"{where}: round totals versions are out of order (revision "
                                    f"{version.revision} after {versions[-1].revision})")
        versions.append(version)
    return tuple(versions)


def _read_table(value: object, where: str, players: dict[int, TournamentPlayer]) -> TournamentTable:
    data = _object(value, where, ("number", "seats", "hands", "totals"))
    seats = _list(data["seats"], f"{where}: seats", 4)
    if len(seats) != 4:
        raise InvalidStateError(f"{where} must seat four players, not {len(seats)}")
    for pid in seats:
        if not is_int(pid) or pid not in players:
            raise InvalidStateError(f"{where} seats {show(pid)}, who is not a player of this tournament")
    if len(set(seats)) != 4:
        raise InvalidStateError(f"{where} seats the same player twice")
    seat_tuple = tuple(seats)
    hands = []
    numbers: set[int] = set()
    for position, raw in enumerate(_list(data["hands"], f"{where}: hands", HANDS_PER_ROUND), 1):
        number = raw.get("number") if isinstance(raw, dict) else None
        _fail(int_problem(number, "the hand number", 1, HANDS_PER_ROUND), f"{where}, hand entry {position}")
        if number in numbers:
            raise InvalidStateError(f"{where} has hand {number} twice")
        numbers.add(number)
        hands.append(_read_hand(raw, f"{where}, hand {number}", seat_tuple))
    hands.sort()
    totals = _read_totals(data["totals"], where)
    return TournamentTable(data["number"], seat_tuple, tuple(hands), totals)  # type: ignore[arg-type]


def _read_round(value: object, position: int, players: dict[int, TournamentPlayer]) -> TournamentRound:
    where = f"round {position}"
    data = _object(value, where, ("number", "closed", "byes", "schedule", "tables"))
    if data["number"] != position or not is_int(data["number"]):
        raise InvalidStateError(f"{where} is numbered {show(data['number'])}: rounds are numbered 1, 2, 3... in order")
    if not isinstance(data["closed"], bool):
        raise InvalidStateError(f"{where}: closed must be true or false, not {show(data['closed'])}")
    schedule = data["schedule"]
    if schedule is not None:
        schedule = _list(schedule, f"{where}: schedule", 3)
        if len(schedule) != 3:
            raise InvalidStateError(f"{where}: schedule must be [player count, schedule round, rotation]")
        _fail(int_problem(schedule[0], "the schedule's player count", 4, MAX_PLAYERS), where)
        _fail(int_problem(schedule[1], "the schedule round", 0, 10 * MAX_ROUNDS), where)
        _fail(int_problem(schedule[2], "the schedule rotation", 0, schedule[0] - 1), where)
        schedule = tuple(schedule)
    seen: dict[int, str] = {}
    tables = []
    table_data = _list(data["tables"], f"{where}: tables", MAX_PLAYERS // 4)
    if not table_data:
        raise InvalidStateError(f"{where} has no tables")
    last = 0
    for index, raw in enumerate(table_data, 1):
        number = raw.get("number") if isinstance(raw, dict) else None
        _fail(int_problem(number, "the table number", 1, MAX_TABLE_NUMBER), f"{where}, table entry {index}")
        if number <= last:
            raise InvalidStateError(f"{where}: table {number} is listed after table {last}; "
                                    f"tables are listed once each, in order")
        last = number
        table = _read_table(raw, f"{where}, table {number}", players)
        for pid in table.seats:
            if pid in seen:
                raise InvalidStateError(f"{where}: player #{pid} sits at table {number} and at {seen[pid]}")
            seen[pid] = f"table {number}"
        tables.append(table)
    for pid in _list(data["byes"], f"{where}: byes", MAX_PLAYERS):
        if not is_int(pid) or pid not in players:
            raise InvalidStateError(f"{where}: a bye for {show(pid)}, who is not a player of this tournament")
        if pid in seen:
            raise InvalidStateError(f"{where}: player #{pid} sits out but is also listed at {seen[pid]}")
        seen[pid] = "another bye"
    return TournamentRound(position, tuple(tables), tuple(data["byes"]), data["closed"], schedule)


def from_document(document: object) -> Tournament:
    """The tournament a :func:`to_document` dict (of any readable schema) describes, checked throughout."""
    if not isinstance(document, dict) or document.get("format") != FORMAT:
        raise InvalidStateError(f'this is not a euchre tournament (no "format": "{FORMAT}")')
    document = migrate(document)
    data = _object(document, "the tournament",
                   ("format", "schema", "id", "name", "created", "updated", "settings", "players", "rounds"))
    _fail(id_problem(data["id"], "the tournament id"))
    _fail(name_problem(data["name"], "the tournament name"))
    _fail(time_problem(data["created"], "created"))
    _fail(time_problem(data["updated"], "updated"))
    settings = _read_settings(data["settings"])
    players: dict[int, TournamentPlayer] = {}
    for position, raw in enumerate(_list(data["players"], "players", MAX_PLAYERS), 1):
        player = _read_player(raw, f"player entry {position}")
        if player.id in players:
            raise InvalidStateError(f"player id {player.id} is used twice")
        players[player.id] = player
    rounds = tuple(_read_round(raw, position, players)
                   for position, raw in enumerate(_list(data["rounds"], "rounds", MAX_ROUNDS), 1))
    return Tournament(data["id"], data["name"], data["created"], data["updated"],
                      tuple(sorted(players.values())), rounds, settings)


def load_tournament(text: str | bytes) -> Tournament:
    """The tournament in JSON ``text``; :class:`InvalidStateError` saying what is wrong if it cannot be read.

    Size and nesting are checked before the text is parsed (see :func:`euchre.storage.read_json`).
    """
    if not isinstance(text, (str, bytes, bytearray)):
        raise InvalidStateError(f"tournament data must be JSON text, not {show(text)}")
    document = read_json(text, "the tournament file", max_chars=MAX_DOCUMENT_CHARS, max_depth=MAX_DEPTH)
    return from_document(document)
