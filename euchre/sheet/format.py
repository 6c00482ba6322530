"""The score sheet's stored form: versioned JSON, its schema, migrations and the checked reader.

    >>> from euchre.sheet import Tournament
    >>> from euchre.sheet.format import dump_tournament, load_tournament
    >>> t = Tournament.new("club-1", "Club night", players=["Ann", "Bob", "Cy", "Di"], at="2024-05-03T19:00:00Z")
    >>> t = t.start_round(tables=[(0, 1, 2, 3)], at="2024-05-03T19:01:00Z")
    >>> t = t.record_hand(1, 1, makers=0, tricks=3, at="2024-05-03T19:04:00Z")
    >>> load_tournament(dump_tournament(t)) == t
    True
    >>> dump_tournament(t).startswith('{"format":"euchre-tournament","schema":5,')
    True

One tournament per JSON document::

    {"format": "euchre-tournament", "schema": 5, "id": ..., "name": ..., "created": ..., "updated": ...,
     "secret": "<64 hexadecimal digits>",
     "settings": {"bye_rule": "zero" | "average", "tie_breaks": [...], "rounds": null | int, "confirm": true},
     "players": [{"id": 0, "name": "Ann", "active": true, "updated": ...}, ...],
     "rounds": [{"number": 1, "closed": false, "byes": [ids], "schedule": null | [count, round, rotation],
                 "tables": [{"number": 1, "seats": [a, b, c, d],
                             "hands": [{"number": 1, "versions": [
                                 {"rev": 1, "at": ..., "makers": 0, "tricks": 3, "alone": id, "renege": pair,
                                  "by": "Table 1's phone", "decided": true, "event": "corrected",
                                  "seen": ..., "came_as": "result"}
                             ], "waiting": [{"rev": 0, ...}]}],
                             "totals": [{"rev": 1, "at": ..., "ab": 11, "cd": 5}],
                             "totals_waiting": [{"rev": 0, ...}]}]}]}

A version leaves out the fields it does not use; one with neither ``makers`` nor
``renege`` is a cleared hand. The last version is the hand's current result. ``by`` says
where a version was entered (a device's name, as the page gives it) and ``decided`` marks a
person's choice between results two copies recorded differently; ``event`` says what the change
was where it was made (:data:`~euchre.sheet.values.EVENTS`), ``seen`` when this copy took it in
from another and ``came_as`` how (:data:`~euchre.sheet.history.ARRIVALS`), so the history reads in
the order this copy saw its versions. ``"waiting"`` (left out when
empty) holds the results from other copies that wait for such a decision (see
:mod:`euchre.sheet.history`). ``"totals"`` are the table's round totals as entered (each pair's
round score, what a paper card holds), oldest first; the last is in force, and one without ``ab``
and ``cd`` is cleared; ``"totals_waiting"`` as ``"waiting"``. Each must be a score eight hands can
produce. Hands recorded at the table must fit them when entered, but a merged copy can hold hands
that do not: that is kept as it is, for the organiser to see (``TournamentTable.fits_totals``).

``"secret"`` (left out when none was made yet) is the organiser's secret, from which each table's
key for its results codes comes (:mod:`euchre.sheet.keys`): the tournament file is the organiser's
record, and the secret is written nowhere else. ``"confirm"`` in the settings (left out when
false): an opponent confirms each hand on the table's phone before it is sent.

Revisions are each copy's own: reading numbers a history 1, 2, 3, ... again (and the waiting
results 0), whatever numbers the file gave (whole numbers up to :data:`MAX_REVISION`, in order),
so a crafted file cannot leave a history that a later change would take past what is read.

Schema 1 (the first draft's shape) had one result per hand and no change history:
its hands were ``{"number", "at", "makers", "tricks", "alone", "renege"}``, players
had no ``"updated"``, rounds no ``"schedule"`` and settings no ``"rounds"``. Schema 2 had
no round totals (its tables had no ``"totals"``). Schema 3 had no ``"by"``, ``"decided"``,
``"waiting"`` or ``"totals_waiting"``. Schema 4 had no ``"secret"``, no ``"confirm"`` setting and
no ``"event"``, ``"seen"`` or ``"came_as"`` in versions: a schema-4 file reads as a tournament
without a secret (:func:`euchre.sheet.keys.secured` makes one before its first invitation, and the
page stores it) whose versions do not say what they were. :data:`MIGRATIONS` upgrades older
schemas to schema 5 on reading; each step takes a document
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
from .history import MAX_WAITING, Line, marks_problem, tidy
from .tournament import Tournament
from .checks import id_problem, int_problem, is_int, show, time_problem, version_problem
from .keys import secret_problem
from .limits import MAX_PLAYER_ID, MAX_PLAYERS, MAX_REVISION, MAX_ROUNDS, MAX_TABLE_NUMBER, MAX_VERSIONS
from .names import label_problem, name_problem
from .totals import totals_problem
from .values import (
    HandEntry,
    HandVersion,
    TotalsVersion,
    TournamentPlayer,
    TournamentRound,
    TournamentSettings,
    TournamentTable,
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
SCHEMA = 5
"""The schema this version writes; it reads this one and older ones."""
MAX_DOCUMENT_CHARS = 4_000_000
"""Longest JSON text read (a 64-player, 10-round tournament is about 150 000)."""
MAX_DEPTH = 16
"""Deepest nesting of lists and objects read (a tournament nests 9 deep)."""


# --- writing -------------------------------------------------------------------------------

def _version(version: HandVersion | TotalsVersion) -> dict[str, Any]:
    data: dict[str, Any] = {"rev": version.revision, "at": version.at}
    fields = (("makers", "tricks", "alone", "renege") if isinstance(version, HandVersion) else ("ab", "cd"))
    for key in fields:
        if getattr(version, key) is not None:
            data[key] = getattr(version, key)
    if version.by:
        data["by"] = version.by
    if version.decided:
        data["decided"] = True
    for key in ("event", "seen", "came_as"):
        if getattr(version, key):
            data[key] = getattr(version, key)
    return data


def _hand(entry: HandEntry) -> dict[str, Any]:
    data: dict[str, Any] = {"number": entry.number, "versions": [_version(v) for v in entry.versions]}
    if entry.waiting:
        data["waiting"] = [_version(v) for v in entry.waiting]
    return data


def _table(table: TournamentTable) -> dict[str, Any]:
    data: dict[str, Any] = {"number": table.number, "seats": list(table.seats),
                            "hands": [_hand(entry) for entry in table.hands],
                            "totals": [_version(v) for v in table.totals]}
    if table.totals_waiting:
        data["totals_waiting"] = [_version(v) for v in table.totals_waiting]
    return data


def to_document(tournament: Tournament) -> dict[str, Any]:
    """The tournament as a JSON-ready dict."""
    if not isinstance(tournament, Tournament):
        raise TypeError(f"only a Tournament can be saved here, not {type(tournament).__name__}")
    settings = tournament.settings
    written: dict[str, Any] = {"bye_rule": settings.bye_rule, "tie_breaks": list(settings.tie_breaks),
                               "rounds": settings.rounds}
    if settings.confirm:
        written["confirm"] = True
    return {
        "format": FORMAT,
        "schema": SCHEMA,
        "id": tournament.id,
        "name": tournament.name,
        "created": tournament.created,
        "updated": tournament.updated,
        **({"secret": tournament.secret} if tournament.secret else {}),
        "settings": written,
        "players": [{"id": p.id, "name": p.name, "active": p.active, "updated": p.updated}
                    for p in tournament.players],
        "rounds": [{
            "number": rnd.number,
            "closed": rnd.closed,
            "byes": list(rnd.byes),
            "schedule": list(rnd.schedule) if rnd.schedule is not None else None,
            "tables": [_table(table) for table in rnd.tables],
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


def _schema_3_to_4(document: dict[str, Any]) -> dict[str, Any]:
    """Schema 3 -> 4: versions may say where they were entered (``by``) and mark a decision
    (``decided``), hands and round totals may hold results waiting for a decision (``waiting``,
    ``totals_waiting``). A schema-3 file has none of these, so its shape is already schema 4's;
    its revisions are numbered again on reading, as every file's are."""
    return dict(document)


def _schema_4_to_5(document: dict[str, Any]) -> dict[str, Any]:
    """Schema 4 -> 5: a tournament may hold its secret (``"secret"``), its settings whether an
    opponent confirms each hand (``"confirm"``), and versions what they were (``"event"``) and how
    and when they came to this copy (``"came_as"``, ``"seen"``). A schema-4 file has none of these:
    it has no secret yet (one is made before its first invitation, never while reading, so reading
    the same file twice gives the same tournament), nobody confirms, and its versions do not say."""
    return dict(document)


MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {
    1: _schema_1_to_2, 2: _schema_2_to_3, 3: _schema_3_to_4, 4: _schema_4_to_5}
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
    data = _object(value, "the settings", ("bye_rule", "tie_breaks", "rounds"), ("confirm",))
    tie_breaks = data["tie_breaks"]
    if not isinstance(tie_breaks, list):
        raise InvalidStateError(f"the settings: tie-breaks must be a list, not {show(tie_breaks)}")
    _fail(TournamentSettings.problem(data["bye_rule"], tie_breaks, data["rounds"]), "the settings")
    confirm = data.get("confirm", False)
    if confirm is not True and confirm is not False:
        raise InvalidStateError(f"the settings: confirm must be true or false, not {show(confirm)}")
    return TournamentSettings(data["bye_rule"], tuple(tie_breaks), data["rounds"], confirm)


def _read_player(value: object, where: str) -> TournamentPlayer:
    data = _object(value, where, ("id", "name", "active", "updated"))
    _fail(int_problem(data["id"], "the id", 0, MAX_PLAYER_ID), where)
    _fail(name_problem(data["name"], "the name"), where)
    if not isinstance(data["active"], bool):
        raise InvalidStateError(f"{where}: active must be true or false, not {show(data['active'])}")
    _fail(time_problem(data["updated"], "updated"), where)
    return TournamentPlayer(data["id"], data["name"], data["active"], data["updated"])


_MARKS = ("by", "decided", "event", "seen", "came_as")


def _read_marks(data: dict[str, Any], where: str, lowest: int) -> tuple[str, bool, str, str, str]:
    """The revision's range, the time, where it was entered, whether it was a decision, what the
    change was, and when and how it came to this copy."""
    _fail(int_problem(data["rev"], "rev", lowest, MAX_REVISION), where)
    _fail(time_problem(data["at"], "at"), where)
    by, decided = data.get("by", ""), data.get("decided", False)
    _fail(label_problem(by, "by"), where)
    if decided is not True and decided is not False:
        raise InvalidStateError(f"{where}: decided must be true or false, not {show(decided)}")
    event, seen, came_as = data.get("event", ""), data.get("seen", ""), data.get("came_as", "")
    _fail(marks_problem(event, seen, came_as), where)
    return by, decided, event, seen, came_as


def _read_version(value: object, where: str, seats: tuple[int, ...], lowest: int) -> HandVersion:
    data = _object(value, where, ("rev", "at"), ("makers", "tricks", "alone", "renege") + _MARKS)
    marks = _read_marks(data, where, lowest)
    content = [data.get(key) for key in ("makers", "tricks", "alone", "renege")]
    _fail(version_problem(seats, *content), where)
    return HandVersion(data["rev"], data["at"], *content, *marks)


def _read_totals_version(value: object, where: str, lowest: int) -> TotalsVersion:
    data = _object(value, where, ("rev", "at"), ("ab", "cd") + _MARKS)
    marks = _read_marks(data, where, lowest)
    if ("ab" in data) != ("cd" in data):
        raise InvalidStateError(f"{where} gives one pair's score without the other's")
    ab, cd = data.get("ab"), data.get("cd")
    if ab is not None:
        problem = totals_problem((ab, cd))
        if problem:
            limit = "" if problem.limit is None else f", the limit {problem.limit}"
            raise InvalidStateError(f"{where}: {show(ab)} and {show(cd)} cannot be a table's round totals "
                                    f"({problem.trouble.value}{limit})")
    return TotalsVersion(data["rev"], data["at"], ab, cd, *marks)


def _read_line(data: dict[str, Any], where: str, keys: tuple[str, str], what: str, read: Callable[..., Any],
               required: bool) -> Line:
    """A history and its waiting results, checked, numbered again on this copy (1, 2, 3, ...; 0 for
    the waiting ones) so that a later change here always stays within the revisions a file may hold."""
    versions_data = _list(data[keys[0]], f"{where}: {keys[0]}", MAX_VERSIONS)
    if required and not versions_data:
        raise InvalidStateError(f"{where} has no versions")
    versions = tuple(read(v, f"{where}, {what} {i}", 1) for i, v in enumerate(versions_data, 1))
    for earlier, later in zip(versions, versions[1:]):
        if later.revision < earlier.revision:
            raise InvalidStateError(f"{where}: {what}s are out of order (revision {later.revision} "
                                    f"after {earlier.revision})")
    waiting_data = _list(data.get(keys[1], []), f"{where}: {keys[1]}", MAX_WAITING)
    if waiting_data and not versions:
        raise InvalidStateError(f"{where}: results wait for a decision but none is in force")
    waiting = tuple(read(v, f"{where}, waiting {what} {i}", 0) for i, v in enumerate(waiting_data, 1))
    return tidy(versions, waiting) if versions else Line(())


def _read_hand(value: object, where: str, seats: tuple[int, ...]) -> HandEntry:
    data = _object(value, where, ("number", "versions"), ("waiting",))
    line = _read_line(data, where, ("versions", "waiting"), "version",
                      lambda raw, place, lowest: _read_version(raw, place, seats, lowest), True)
    return HandEntry(data["number"], *line)


def _read_table(value: object, where: str, players: dict[int, TournamentPlayer]) -> TournamentTable:
    data = _object(value, where, ("number", "seats", "hands", "totals"), ("totals_waiting",))
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
    totals = _read_line(data, where, ("totals", "totals_waiting"), "round totals version", _read_totals_version, False)
    return TournamentTable(data["number"], seat_tuple, tuple(hands), *totals)  # type: ignore[arg-type]


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
                   ("format", "schema", "id", "name", "created", "updated", "settings", "players", "rounds"),
                   ("secret",))
    _fail(id_problem(data["id"], "the tournament id"))
    secret = data.get("secret", "")
    _fail(secret_problem(secret))
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
                      tuple(sorted(players.values())), rounds, settings, secret)


def load_tournament(text: str | bytes) -> Tournament:
    """The tournament in JSON ``text``; :class:`InvalidStateError` saying what is wrong if it cannot be read.

    Size and nesting are checked before the text is parsed (see :func:`euchre.storage.read_json`).
    """
    if not isinstance(text, (str, bytes, bytearray)):
        raise InvalidStateError(f"tournament data must be JSON text, not {show(text)}")
    document = read_json(text, "the tournament file", max_chars=MAX_DOCUMENT_CHARS, max_depth=MAX_DEPTH)
    return from_document(document)
