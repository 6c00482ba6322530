"""A tournament as append-only documents for CouchDB replication, and back.

    >>> from euchre.sheet import Tournament
    >>> from euchre.sheet.sync_docs import documents, read_documents
    >>> t = Tournament.new("fri", "Friday night", players=["Ann", "Bob", "Cy", "Di"], at="2024-05-03T19:00:00Z")
    >>> t = t.start_round(tables=[(0, 1, 2, 3)], at="2024-05-03T19:01:00Z")
    >>> docs = documents(t, source="org")
    >>> sorted({doc["kind"] for doc in docs})
    ['player', 'seating', 'settings', 'status', 'tournament']
    >>> phone = t.record_hand(1, 1, makers=0, tricks=3, at="2024-05-03T19:05:00Z")     # the table's phone
    >>> hand = documents(phone, source="tbl", known=docs, scope=(1, 1))
    >>> [doc["_id"][:9] for doc in hand], hand[0]["version"]
    (['hand:1:1:'], {'rev': 1, 'at': '2024-05-03T19:05:00Z', 'makers': 0, 'tricks': 3})
    >>> reading = read_documents(docs + hand, organiser="org")
    >>> reading.organiser == t, reading.tables["tbl"].table(1, 1).points
    (True, (1, 0))

Every document is one fact that never changes: the tournament's identity, a version of its name
and settings, a player's change, a round's seating, a round closed or reopened, one version of a
hand, one version of a table's round totals. Its id is its kind, its place and the SHA-256 of its
whole content (:func:`document_id`), so two different documents never share an id: replication
can add documents but never overwrite one, and the server's validation function
(``tools/couch_validate.js``) refuses any change to a stored document. What is current is decided
by the sheet's own merge, never by the database.

Each document says which credential wrote it (``source``, which the server checks against the
writer's user name; an organiser may add ``/device``, and adds :data:`TAKEN_IN` to a result its
device took in from a phone or a file rather than made). :func:`read_documents` rebuilds one copy
of the tournament per writer: the organiser's, and each table's as that table's phone holds it
(the organiser's tournament with that table's hands and totals as the phone wrote them), the
same copies the QR hand-over merges. So a hand two devices entered without seeing each other's
result is a conflict for :func:`euchre.sheet.merge.merge_tournaments`, exactly as by QR, file
or another tab. :func:`merge_documents` does that merging.

The kinds and their fields (besides ``_id``, ``kind``, ``tournament`` (the tournament's id),
``v`` (:data:`DOC_SCHEMA`) and ``source``)::

    tournament  "tournament"                 organiser (the organiser's user name); no source
    settings    settings:<sha>               at, name, settings {bye_rule, tie_breaks, rounds}
    player      player:<sha>                 player {id, name, active, updated}
    seating     seating:<round>:<sha>        round, at, tables [{number, seats}], byes, schedule
    status      status:<round>:<sha>         round, at, closed
    hand        hand:<round>:<table>:<hand>:<sha>   round, table, hand, version (as the sheet's file holds it)
    totals      totals:<round>:<table>:<sha>        round, table, version (as the sheet's file holds it)

Players, hands and totals carry their own times; a version of the settings, a seating and a
status take the tournament's last change as ``at`` and are written only when they differ from
the latest one already known.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any, Callable, Iterable, Mapping, NamedTuple

from ..errors import InvalidStateError, TournamentError
from ..round import HANDS_PER_ROUND
from .format import FORMAT, SCHEMA, from_document, to_document
from .merge import MergeReport, merge_tournaments
from .tournament import Tournament
from .checks import is_int, show
from .limits import (
    MAX_ID_LENGTH,
    MAX_NAME_LENGTH,
    MAX_PLAYER_ID,
    MAX_PLAYERS,
    MAX_REVISION,
    MAX_ROUNDS,
    MAX_TABLE_NUMBER,
    MAX_TIME_LENGTH,
    MAX_VERSIONS,
)

__all__ = [
    "DOC_SCHEMA",
    "KINDS",
    "MAX_DOC_CHARS",
    "MAX_DEPTH",
    "MAX_SOURCE_LENGTH",
    "TAKEN_IN",
    "canonical",
    "document_id",
    "document_problem",
    "documents",
    "SetAside",
    "Reading",
    "read_documents",
    "merge_documents",
]

DOC_SCHEMA = 1
"""The documents' schema (``"v"``); the validation function and readers refuse any other."""
KINDS = ("tournament", "settings", "player", "seating", "status", "hand", "totals")
MAX_DOC_CHARS = 64_000
"""Longest document accepted, as canonical JSON (a 100-table round's seating is about 3 000)."""
MAX_DEPTH = 4
"""Deepest nesting of objects and lists inside a document (a seating's tables' seats)."""
MAX_SOURCE_LENGTH = 200

_FIELDS: dict[str, tuple[str, ...]] = {
    "tournament": ("organiser",),
    "settings": ("source", "at", "name", "settings"),
    "player": ("source", "player"),
    "seating": ("source", "round", "at", "tables", "byes", "schedule"),
    "status": ("source", "round", "at", "closed"),
    "hand": ("source", "round", "table", "hand", "version"),
    "totals": ("source", "round", "table", "version"),
}
_PLACE: dict[str, tuple[str, ...]] = {
    "tournament": (), "settings": (), "player": (), "seating": ("round",), "status": ("round",),
    "hand": ("round", "table", "hand"), "totals": ("round", "table"),
}
_ORGANISER_KINDS = ("settings", "player", "seating", "status")
"""Kinds only the organiser writes; tables write hands and totals."""


# --- ids --------------------------------------------------------------------------------------

def canonical(body: Mapping[str, Any]) -> str:
    """The document's content as the text its id hashes: JSON with sorted keys, no spaces, not
    ASCII-escaped, without the fields CouchDB keeps (``_id``, ``_rev``...). The validation
    function builds the same text with ``JSON.stringify``."""
    return json.dumps({k: v for k, v in body.items() if not k.startswith("_")},
                      sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def document_id(body: Mapping[str, Any]) -> str:
    """``kind:place...:sha`` (the first 32 hex digits of the SHA-256 of :func:`canonical`); the
    tournament's identity is ``"tournament"``."""
    kind = body["kind"]
    if kind == "tournament":
        return "tournament"
    digest = hashlib.sha256(canonical(body).encode("utf-8")).hexdigest()[:32]
    return ":".join([kind, *(str(body[key]) for key in _PLACE[kind]), digest])


def _doc(kind: str, tournament_id: str, **fields: Any) -> dict[str, Any]:
    body = {"kind": kind, "tournament": tournament_id, "v": DOC_SCHEMA, **fields}
    return {"_id": document_id(body), **body}


# --- checking one document --------------------------------------------------------------------

def _depth(value: object) -> int:
    deepest, stack = 0, [(value, 0)]
    while stack:
        item, level = stack.pop()
        if isinstance(item, dict):
            item = list(item.values())
        if isinstance(item, list):
            deepest = max(deepest, level + 1)
            if deepest > MAX_DEPTH + 1:
                return deepest
            stack.extend((child, level + 1) for child in item)
    return deepest


def _int(value: object, low: int, high: int) -> bool:
    return is_int(value) and low <= value <= high  # type: ignore[operator]


def _text(value: object, most: int) -> bool:
    return isinstance(value, str) and 0 < len(value) <= most and not any(
        ord(c) < 32 or 127 <= ord(c) < 160 or c in "\u2028\u2029" for c in value)


def _version_problem(kind: str, version: object) -> str | None:
    """The version's shape; what it means at its table is the sheet's file reader's to judge."""
    allowed = ("rev", "at", "makers", "tricks", "alone", "renege") if kind == "hand" else ("rev", "at", "ab", "cd")
    if not isinstance(version, dict):
        return f"its version must be an object, not {show(version)}"
    unknown = [key for key in version if key not in allowed]
    if unknown:
        return f"its version has unknown field(s) {', '.join(show(k) for k in unknown[:3])}"
    if not _int(version.get("rev"), 1, MAX_REVISION):
        return f"its version's rev must be a whole number from 1 to {MAX_REVISION}"
    if not _text(version.get("at"), MAX_TIME_LENGTH):
        return "its version's at must be a date and time"
    limits = {"makers": 1, "tricks": 5, "alone": MAX_PLAYER_ID, "renege": 1, "ab": 999, "cd": 999}
    for key, value in version.items():
        if key in limits and not _int(value, 0, limits[key]):
            return f"its version's {key} must be a whole number from 0 to {limits[key]}, not {show(value)}"
    return None


def document_problem(doc: object) -> str | None:
    """What is wrong with one document's shape, in words, or None. The server's validation
    function checks the same things (and who may write what)."""
    if not isinstance(doc, dict):
        return f"a document must be an object, not {show(doc)}"
    if _depth(doc) > MAX_DEPTH + 1:
        return f"it is nested more than {MAX_DEPTH} levels deep"
    try:
        size = len(canonical(doc))
    except (TypeError, ValueError):
        return "it is not plain JSON"
    if size > MAX_DOC_CHARS:
        return f"it is {size} characters long; at most {MAX_DOC_CHARS} are allowed"
    kind = doc.get("kind")
    if kind not in _FIELDS:
        return f"its kind must be one of {', '.join(KINDS)}, not {show(kind)}"
    expected = {"kind", "tournament", "v", *_FIELDS[kind]}
    unknown = [key for key in doc if not key.startswith("_") and key not in expected]
    if unknown:
        return f"a {kind} document has unknown field(s) {', '.join(show(k) for k in unknown[:3])}"
    missing = [key for key in sorted(expected) if key not in doc]
    if missing:
        return f"a {kind} document lacks {', '.join(missing)}"
    if doc["v"] != DOC_SCHEMA or not is_int(doc["v"]):
        return f"its schema v is {show(doc['v'])}; this sheet reads {DOC_SCHEMA}"
    if not _text(doc["tournament"], MAX_ID_LENGTH):
        return "its tournament must be the tournament's id"
    if "source" in doc and not _text(doc["source"], MAX_SOURCE_LENGTH):
        return "its source must be the writer's user name"
    if kind == "tournament" and not _text(doc["organiser"], MAX_SOURCE_LENGTH):
        return "its organiser must be a user name"
    if "at" in doc and not _text(doc["at"], MAX_TIME_LENGTH):
        return "its at must be a date and time"
    for key, high in (("round", MAX_ROUNDS), ("table", MAX_TABLE_NUMBER), ("hand", HANDS_PER_ROUND)):
        if key in doc and not _int(doc[key], 1, high):
            return f"its {key} must be a whole number from 1 to {high}, not {show(doc[key])}"
    if kind == "settings":
        if not _text(doc["name"], MAX_NAME_LENGTH):
            return f"its name must be text of 1 to {MAX_NAME_LENGTH} characters without control characters"
        if not isinstance(doc["settings"], dict):
            return "its settings must be an object"
    elif kind == "player":
        player = doc["player"]
        if not isinstance(player, dict) or sorted(player) != ["active", "id", "name", "updated"]:
            return "its player must be an object of id, name, active and updated"
        if not _int(player["id"], 0, MAX_PLAYER_ID) or not _text(player["name"], MAX_NAME_LENGTH) \
                or not isinstance(player["active"], bool) or not _text(player["updated"], MAX_TIME_LENGTH):
            return "its player's id, name, active or updated is not what a player holds"
    elif kind == "seating":
        tables, byes, schedule = doc["tables"], doc["byes"], doc["schedule"]
        if not isinstance(tables, list) or not 1 <= len(tables) <= MAX_PLAYERS // 4:
            return f"its tables must be a list of 1 to {MAX_PLAYERS // 4} tables"
        for table in tables:
            if not isinstance(table, dict) or sorted(table) != ["number", "seats"] \
                    or not _int(table["number"], 1, MAX_TABLE_NUMBER) or not isinstance(table["seats"], list) \
                    or len(table["seats"]) != 4 or not all(_int(p, 0, MAX_PLAYER_ID) for p in table["seats"]):
                return "each of its tables must be {number, seats: four player ids}"
        if not isinstance(byes, list) or len(byes) > MAX_PLAYERS or not all(_int(p, 0, MAX_PLAYER_ID) for p in byes):
            return "its byes must be a list of player ids"
        if schedule is not None and (not isinstance(schedule, list) or len(schedule) != 3
                                     or not all(_int(n, 0, 10 * MAX_ROUNDS + MAX_PLAYERS) for n in schedule)):
            return "its schedule must be null or three whole numbers"
    elif kind == "status":
        if not isinstance(doc["closed"], bool):
            return "its closed must be true or false"
    elif kind in ("hand", "totals"):
        problem = _version_problem(kind, doc["version"])
        if problem:
            return problem
    if doc.get("_id") != document_id(doc):
        return f"its id {show(doc.get('_id'))} is not the one its content gives ({document_id(doc)})"
    return None


# --- the documents a tournament implies ---------------------------------------------------------

def _latest(docs: Iterable[Mapping[str, Any]], kind: str, **place: Any) -> Mapping[str, Any] | None:
    found = [d for d in docs if d.get("kind") == kind and all(d.get(k) == v for k, v in place.items())]
    return max(found, key=lambda d: (d["at"], d["_id"])) if found else None


def _same(doc: Mapping[str, Any] | None, fields: Mapping[str, Any]) -> bool:
    return doc is not None and all(doc.get(k) == v for k, v in fields.items())


def documents(t: Tournament, *, source: str, known: Iterable[Mapping[str, Any]] = (),
              scope: tuple[int, int] | None = None) -> list[dict[str, Any]]:
    """The documents ``t`` implies that ``known`` lacks, written by ``source``.

    With ``scope=(round, table)`` (a table's phone), only that table's hands and totals; without
    it (the organiser), everything: the identity, settings, players, seatings, statuses, hands
    and totals. A settings, seating or status document is new only when it differs from the
    latest one known; it takes ``t.updated`` as its time.
    """
    if not isinstance(t, Tournament):
        raise TournamentError(f"documents come from a Tournament, not {show(t)}")
    known = [doc for doc in known if isinstance(doc, Mapping)]
    have = {doc.get("_id") for doc in known}
    data = to_document(t)
    out: list[dict[str, Any]] = []

    def add(doc: dict[str, Any]) -> None:
        if doc["_id"] not in have:
            have.add(doc["_id"])
            out.append(doc)

    def add_changed(kind: str, place: dict[str, Any], fields: dict[str, Any]) -> None:
        if not _same(_latest(known + out, kind, **place), fields):
            add(_doc(kind, t.id, source=source, at=t.updated, **place, **fields))

    if scope is None:
        if "tournament" not in have:
            add({"_id": "tournament", "kind": "tournament", "tournament": t.id, "v": DOC_SCHEMA,
                 "organiser": source})
        add_changed("settings", {}, {"name": data["name"], "settings": data["settings"]})
        for player in data["players"]:
            add(_doc("player", t.id, source=source, player=player))
    for rnd in data["rounds"]:
        number = rnd["number"]
        if scope is None:
            add_changed("seating", {"round": number}, {
                "tables": [{"number": table["number"], "seats": table["seats"]} for table in rnd["tables"]],
                "byes": rnd["byes"], "schedule": rnd["schedule"]})
            add_changed("status", {"round": number}, {"closed": rnd["closed"]})
        for table in rnd["tables"]:
            if scope is not None and scope != (number, table["number"]):
                continue
            for hand in table["hands"]:   # results waiting for a decision are other writers' documents
                for version in hand["versions"]:
                    add(_doc("hand", t.id, source=_writer(source, version, scope), round=number,
                             table=table["number"], hand=hand["number"], version=_plain(version)))
            for version in table["totals"]:
                add(_doc("totals", t.id, source=_writer(source, version, scope), round=number, table=table["number"],
                         version=_plain(version)))
    return out


TAKEN_IN = "/taken-in"
"""Added to the organiser's ``source`` on a version the organiser's device took in from another copy
(a phone's, a file's) rather than made: a device rebuilding the organiser's copy from the documents
(a standings screen) then knows which results the organiser entered, which a phone's change never
replaces unasked, as the organiser's device knows it (the server lets a writer add ``/...``)."""


def _writer(source: str, version: Mapping[str, Any], scope: tuple[int, int] | None) -> str:
    return source + TAKEN_IN if scope is None and version.get("came_as") else source


def _plain(version: Mapping[str, Any]) -> dict[str, Any]:
    """A version as the documents carry it: this document schema (and the server's validation) has
    no device name, no decision mark and no word for what the change was yet, so a decision travels
    as the result it chose and a version read back from the documents does not say what it was. How
    and when a version came to this copy is this copy's alone."""
    return {key: value for key, value in version.items() if key not in ("by", "decided", "event", "seen", "came_as")}


# --- reading documents back ---------------------------------------------------------------------

class SetAside(NamedTuple):
    """A document left out of the copies, and why (kept in the database all the same)."""

    id: str
    reason: str


class Reading(NamedTuple):
    """The copies a set of documents holds."""

    tournament_id: str | None
    """From the identity document (None before it arrives)."""
    organiser: Tournament | None
    """The organiser's copy, or None until its settings and players have arrived."""
    tables: dict[str, Tournament]
    """Each table writer's copy: the organiser's tournament with that writer's hands and totals
    at its table."""
    set_aside: tuple[SetAside, ...]
    """Documents that are damaged, from another tournament, from someone not allowed to write
    them, or waiting for the seating they belong to."""


def _is_organiser(source: object, organiser: str) -> bool:
    return isinstance(source, str) and (source == organiser or source.startswith(organiser + "/"))


def _version_key(kind: str, version: Mapping[str, Any]) -> tuple[Any, ...]:
    """A writer's versions in its own order: its revision, then the time, then the result."""
    fields = ("makers", "tricks", "alone", "renege") if kind == "hand" else ("ab", "cd")
    return (version["rev"], version["at"], tuple(-1 if version.get(key) is None else version[key] for key in fields))


def _fill_table(table: dict[str, Any], docs: list[Mapping[str, Any]], aside: list[SetAside]) -> None:
    """Put the hands' and totals' versions from ``docs`` into the file-shaped ``table``, in the
    sheet's order, at most :data:`MAX_VERSIONS` each (the latest)."""
    hands: dict[int, list[Mapping[str, Any]]] = {}
    totals: list[Mapping[str, Any]] = []
    for doc in docs:
        (hands.setdefault(doc["hand"], []) if doc["kind"] == "hand" else totals).append(doc)
    groups = [("hand", number, group) for number, group in sorted(hands.items())] + [("totals", 0, totals)]
    for kind, number, group in groups:
        unique = {canonical(doc["version"]): doc for doc in group}
        taken = {canonical(doc["version"]) for doc in group if doc["source"].endswith(TAKEN_IN)}
        ordered = sorted(unique.values(), key=lambda d: _version_key(kind, d["version"]))
        for doc in ordered[:-MAX_VERSIONS]:
            aside.append(SetAside(doc["_id"], f"more than {MAX_VERSIONS} versions of one {kind}: the oldest are "
                                              f"left out"))
        versions = [dict(doc["version"], **({"came_as": "result"} if canonical(doc["version"]) in taken else {}))
                    for doc in ordered[-MAX_VERSIONS:]]
        if kind == "hand" and versions:
            table["hands"].append({"number": number, "versions": versions})
        elif kind == "totals":
            table["totals"] = versions


def _readable(base: dict[str, Any], rnd: dict[str, Any], table: dict[str, Any],
              docs: list[Mapping[str, Any]]) -> str | None:
    """Why the sheet's file reader refuses ``table`` with the versions in ``docs``, or None."""
    trial = dict(table, hands=[], totals=[])
    _fill_table(trial, docs, [])
    seated = set(table["seats"])
    probe = dict(base, players=[p for p in base["players"] if p["id"] in seated],
                 rounds=[dict(rnd, number=1, closed=False, byes=[], tables=[trial])])
    try:
        from_document(probe)
    except InvalidStateError as error:
        return str(error).replace("round 1, ", "", 1)
    return None


def _checked_table(base: dict[str, Any], rnd: dict[str, Any], table: dict[str, Any],
                   docs: list[Mapping[str, Any]], aside: list[SetAside]) -> dict[str, Any]:
    """``table`` filled from ``docs``; a version the sheet's file reader refuses at this table is set aside."""
    if docs and _readable(base, rnd, table, docs) is not None:
        good = []
        for doc in docs:
            problem = _readable(base, rnd, table, [doc])
            if problem:
                aside.append(SetAside(doc["_id"], problem))
            else:
                good.append(doc)
        docs = good
    filled = dict(table, hands=[], totals=[])
    _fill_table(filled, docs, aside)
    return filled


def read_documents(docs: Iterable[object], *, organiser: str | None = None) -> Reading:
    """The copies of the tournament that ``docs`` (every document of its database) hold.

    The organiser's user name comes from the identity document, or ``organiser`` until it has
    arrived. A document that is damaged, belongs to another tournament, was written by someone
    who may not write it, or waits for its round's seating, is set aside with the reason.
    """
    aside: list[SetAside] = []
    good: list[Mapping[str, Any]] = []
    for doc in docs:
        if isinstance(doc, dict) and str(doc.get("_id", "")).startswith("_design/"):
            continue  # the server's validation function, not a fact of the tournament
        problem = document_problem(doc)
        if problem:
            ident = doc.get("_id") if isinstance(doc, dict) else None
            aside.append(SetAside(ident if isinstance(ident, str) else "?", problem))
        else:
            good.append(doc)  # type: ignore[arg-type]
    identity = next((d for d in good if d["kind"] == "tournament"), None)
    tournament_id = identity["tournament"] if identity else None
    organiser = identity["organiser"] if identity else organiser
    if tournament_id is None:
        ids = {d["tournament"] for d in good}
        tournament_id = ids.pop() if len(ids) == 1 else None
    mine = []
    for doc in good:
        if doc["tournament"] != tournament_id:
            aside.append(SetAside(doc["_id"], f"it belongs to another tournament ({doc['tournament']!r})"))
        elif doc["kind"] in _ORGANISER_KINDS and (organiser is None or not _is_organiser(doc["source"], organiser)):
            aside.append(SetAside(doc["_id"], f"only the organiser writes {doc['kind']} documents, not "
                                              f"{doc['source']!r}"))
        elif doc["kind"] != "tournament":
            mine.append(doc)
    settings = _latest(mine, "settings")
    if tournament_id is None or settings is None or organiser is None:
        aside.extend(SetAside(d["_id"], "it waits for the tournament's settings") for d in mine
                     if d["kind"] in ("hand", "totals", "seating", "status", "player"))
        return Reading(tournament_id, None, {}, tuple(aside))

    players: dict[int, Mapping[str, Any]] = {}
    for doc in sorted((d for d in mine if d["kind"] == "player"), key=lambda d: (d["player"]["updated"], d["_id"])):
        players[doc["player"]["id"]] = doc["player"]
    times = [d["at"] for d in mine if "at" in d] + [p["updated"] for p in players.values()]
    base = {"format": FORMAT, "schema": SCHEMA, "id": tournament_id, "name": settings["name"], "created": min(times), "updated": max(times),
            "settings": settings["settings"], "players": [dict(p) for _, p in sorted(players.items())],
            "rounds": []}
    rounds = []
    for number in range(1, MAX_ROUNDS + 1):
        seating = _latest(mine, "seating", round=number)
        if seating is None:
            break
        status = _latest(mine, "status", round=number)
        rounds.append({"number": number, "closed": bool(status and status["closed"]), "byes": seating["byes"],
                       "schedule": seating["schedule"],
                       "tables": [{"number": t["number"], "seats": t["seats"], "hands": [], "totals": []}
                                  for t in seating["tables"]]})
    seated = {(r["number"], t["number"]) for r in rounds for t in r["tables"]}
    results: dict[tuple[str, int, int], list[Mapping[str, Any]]] = {}
    for doc in mine:
        if doc["kind"] not in ("hand", "totals"):
            continue
        if (doc["round"], doc["table"]) not in seated:
            aside.append(SetAside(doc["_id"], f"it waits for round {doc['round']}'s seating (table {doc['table']})"))
            continue
        writer = organiser if _is_organiser(doc["source"], organiser) else doc["source"]
        results.setdefault((writer, doc["round"], doc["table"]), []).append(doc)

    organiser_tables = {(rnd["number"], table["number"]): _checked_table(
        base, rnd, table, results.get((organiser, rnd["number"], table["number"]), []), aside)
        for rnd in rounds for table in rnd["tables"]}

    def copy(writer: str) -> Tournament:
        return from_document(dict(base, rounds=[dict(rnd, tables=[
            organiser_tables[rnd["number"], table["number"]] if (writer, rnd["number"], table["number"]) not in results
            else _checked_table(base, rnd, table, results[writer, rnd["number"], table["number"]], aside)
            for table in rnd["tables"]]) for rnd in rounds]))

    try:
        organiser_copy = copy(organiser)
    except InvalidStateError as error:
        aside.extend(SetAside(d["_id"], f"the organiser's documents do not make a tournament: {error}")
                     for d in mine if d["kind"] in ("seating", "settings", "player"))
        return Reading(tournament_id, None, {}, tuple(aside))
    tables = {writer: copy(writer) for writer in sorted({w for w, _, _ in results if w != organiser})}
    return Reading(tournament_id, organiser_copy, tables, tuple(dict.fromkeys(aside)))


def merge_documents(ours: Tournament | None, docs: Iterable[object], *, at: str,
                    organiser: str | None = None, source: Callable[[str], str] | None = None,
                    ) -> tuple[Tournament | None, list[MergeReport], Reading]:
    """``ours`` (or the organiser's copy, on a device that has none) with every copy the
    documents hold merged in by the sheet's merge: a hand recorded differently in two copies,
    neither having seen the other's, keeps ``ours`` and the other result waits for a decision, as
    does a table's change to a result made on this device (``merge_tournaments``'s ``guard``).
    ``source(writer)`` names where a writer's versions were entered (``merge_tournaments``'s
    ``source``), the organiser's copy's included."""
    reading = read_documents(docs, organiser=organiser)
    reports: list[MergeReport] = []
    current = ours
    organiser_name = organiser if organiser is not None else ""
    copies = ([(organiser_name, reading.organiser)] if reading.organiser is not None else []) + \
        [(writer, reading.tables[writer]) for writer in sorted(reading.tables)]
    for writer, theirs in copies:
        if current is None:
            current = theirs
            continue
        current, report = merge_tournaments(current, theirs, at=at, source=source(writer) if source else "",
                                            guard=writer != organiser_name)
        reports.append(report)
    return current, reports, reading

