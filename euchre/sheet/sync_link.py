"""A device's link to a tournament's CouchDB database: who it is there, what it publishes, and how
what arrives is taken in.

    >>> from euchre.sheet import Tournament
    >>> from euchre.sheet.sync_link import organiser_link, publish, read_code, take_in
    >>> t = Tournament.new("fri", "Friday night", players=["Ann", "Bob", "Cy", "Di"], at="2024-05-03T19:00:00Z")
    >>> t = t.start_round(tables=[(0, 1, 2, 3)], at="2024-05-03T19:01:00Z")
    >>> org = organiser_link("fri", "http://192.168.1.20:5984/", "correct horse battery")
    >>> org.user, org.database_url
    ('euchre-fri--organiser', 'http://192.168.1.20:5984/euchre-fri')
    >>> table = org.for_table(1, 1)
    >>> read_code(table.code()) == table
    True
    >>> phone = t.record_hand(1, 1, makers=0, tricks=3, at="2024-05-03T19:05:00Z")
    >>> server = publish(t, org, []) + publish(phone, table, [])      # both devices' documents
    >>> merged, taken = take_in(t, server, org, at="2024-05-03T19:06:00Z")
    >>> merged.table(1, 1).points, taken.problem
    ((1, 0), None)

A :class:`Link` is what a device keeps besides the tournament (never inside it, so never in a
file, a CSV, a printed page or a results code): the server's address, the database, the user and
password, and the role: ``organiser`` (everything, both ways), ``table`` (one table of one round,
from the organiser's invitation: it sends that table's hands), ``screen`` (reads, for a standings
screen on another device). An organiser names the server and password once; the table's and the
screen's links are derived from it (:mod:`euchre.sheet.sync_access`) and carried by a code in the
invitation's link (:meth:`Link.code`, :func:`read_code`).

:func:`publish` is what a device adds to its database after a save (the append-only documents of
:mod:`euchre.sheet.sync_docs` its database lacks); :func:`take_in` merges every document of the
database into the device's tournament with the sheet's own merge, so two results entered without
seeing each other wait for the organiser's decision. Pure Python, tested in CPython.
"""

from __future__ import annotations

import base64
import binascii
import json
import re
from typing import Any, Callable, Iterable, Mapping, NamedTuple
from urllib.parse import quote, urlsplit

from ..errors import InvalidStateError, TournamentError
from ..storage import read_json
from .checks import id_problem, is_int, show
from .limits import MAX_ROUNDS, MAX_TABLE_NUMBER
from .merge import MergeReport
from .sync_access import MIN_PASSWORD_LENGTH, Access, database_name
from .share import TableSheet, table_news
from .sync_docs import documents, merge_documents, read_documents
from .tournament import Tournament

__all__ = ["FORMAT", "SCHEMA", "ROLES", "Link", "LinkError", "Taken", "server_problem", "organiser_link",
           "dumps", "loads", "read_code", "publish", "take_in", "take_in_table", "round_closed", "other_tournament",
           "MAX_CODE_CHARS"]

FORMAT = "euchre-sync-link"
SCHEMA = 1
"""The stored link's schema; another is refused in words."""
ROLES = ("organiser", "table", "screen")
MAX_URL_LENGTH = 300
MAX_CODE_CHARS = 1200


class LinkError(InvalidStateError):
    """A server address, stored link or link code that cannot be used, with the reason in words."""


class Link(NamedTuple):
    tournament_id: str
    server: str
    """The server's address, ending with ``/``."""
    role: str
    user: str
    password: str
    round: int | None = None
    table: int | None = None

    @property
    def database(self) -> str:
        return database_name(self.tournament_id)

    @property
    def database_url(self) -> str:
        return self.server + quote(self.database, safe="")

    @property
    def key(self) -> str:
        """Where a device keeps this link: the tournament's id, and a table's round and number."""
        return self.tournament_id if self.role != "table" else f"{self.tournament_id}/{self.round}/{self.table}"

    def _access(self) -> Access:
        if self.role != "organiser":
            raise LinkError("only the organiser's link gives other devices theirs")
        return Access(self.tournament_id, self.password)

    def for_table(self, round_number: int, table_number: int) -> Link:
        """The link a table's invitation carries: that table's credential for that round."""
        credential = self._access().table(round_number, table_number)
        return Link(self.tournament_id, self.server, "table", credential.name, credential.password,
                    round_number, table_number)

    def for_screen(self) -> Link:
        """The read-only link of a standings screen on another device."""
        credential = self._access().screen
        return Link(self.tournament_id, self.server, "screen", credential.name, credential.password)

    def to_dict(self) -> dict[str, Any]:
        data = {"tournament": self.tournament_id, "server": self.server, "role": self.role, "user": self.user,
                "password": self.password}
        if self.role == "table":
            data.update(round=self.round, table=self.table)
        return data

    def code(self) -> str:
        """The link as URL-safe characters, for the end of an invitation's address."""
        text = json.dumps(self.to_dict(), separators=(",", ":"), ensure_ascii=False)
        return base64.urlsafe_b64encode(text.encode("utf-8")).decode("ascii").rstrip("=")


def server_problem(address: object) -> str | None:
    """Why ``address`` is not a server's address, in words, or None.

        >>> server_problem("https://couch.club.org"), server_problem("couch.club.org")
        (None, 'the server’s address must start with http:// or https://')
    """
    if not isinstance(address, str) or not address.strip():
        return "the server’s address is empty"
    address = address.strip()
    if len(address) > MAX_URL_LENGTH:
        return f"the server’s address is longer than {MAX_URL_LENGTH} characters"
    try:
        parts = urlsplit(address)
        parts.port  # noqa: B018 - raises on a port that is not a number
    except ValueError:
        return "the server’s address is not a web address"
    if parts.scheme not in ("http", "https"):
        return "the server’s address must start with http:// or https://"
    if not parts.hostname or any(c.isspace() for c in address):
        return "the server’s address names no computer"
    if parts.username or parts.password or parts.query or parts.fragment:
        return "give the server’s address without a name, password, ? or #: the password has its own field"
    return None


def _server(address: str) -> str:
    address = address.strip()
    return address if address.endswith("/") else address + "/"


def organiser_link(tournament_id: str, server: str, password: str) -> Link:
    """The organiser's link, from the server's address and the organiser's password (as the setup
    script made it); refused in words when either cannot be right."""
    problem = server_problem(server)
    if problem:
        raise LinkError(problem)
    if not isinstance(password, str) or len(password) < MIN_PASSWORD_LENGTH:
        raise LinkError(f"the organiser’s password is at least {MIN_PASSWORD_LENGTH} characters long "
                        "(tools/couch_setup.py printed it)")
    access = Access(tournament_id, password)
    return Link(tournament_id, _server(server), "organiser", access.organiser.name, password)


def _link_problem(data: object) -> str | None:
    if not isinstance(data, dict):
        return "it is not a link"
    role = data.get("role")
    if role not in ROLES:
        return f"its role must be one of {', '.join(ROLES)}, not {show(role)}"
    wanted = {"tournament", "server", "role", "user", "password"} | ({"round", "table"} if role == "table" else set())
    if set(data) - {"format", "schema"} != wanted:
        return "its fields are not a link's"
    problem = id_problem(data["tournament"], "its tournament") if isinstance(data["tournament"], str) else \
        "its tournament must be an id"
    if problem:
        return problem
    problem = server_problem(data["server"])
    if problem:
        return problem
    for key in ("user", "password"):
        if not isinstance(data[key], str) or not 0 < len(data[key]) <= 300:
            return f"its {key} must be text"
    if role == "table":
        for key, high in (("round", MAX_ROUNDS), ("table", MAX_TABLE_NUMBER)):
            if not is_int(data[key]) or not 1 <= data[key] <= high:
                return f"its {key} must be a whole number from 1 to {high}"
    if not data["user"].startswith(database_name(data["tournament"]) + "--"):
        return "its user is not one of this tournament's"
    return None


def _from_dict(data: dict[str, Any]) -> Link:
    return Link(data["tournament"], _server(data["server"]), data["role"], data["user"], data["password"],
                data.get("round"), data.get("table"))


def dumps(link: Link) -> str:
    """The link as this device stores it (``"format": "euchre-sync-link"``, schema 1)."""
    return json.dumps({"format": FORMAT, "schema": SCHEMA, **link.to_dict()}, ensure_ascii=False)


def loads(text: str) -> Link:
    """A stored link; :class:`LinkError` says why one cannot be read."""
    try:
        data = read_json(text, "the stored server link")
    except (ValueError, TournamentError) as error:
        raise LinkError(str(error)) from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise LinkError("the stored server link is not one")
    if data.get("schema") != SCHEMA:
        raise LinkError(f"the stored server link has schema {show(data.get('schema'))}; this page reads {SCHEMA}")
    problem = _link_problem(data)
    if problem:
        raise LinkError(f"the stored server link is damaged: {problem}")
    return _from_dict(data)


def read_code(code: str) -> Link:
    """The link an invitation's code carries; :class:`LinkError` says why one cannot be read."""
    if not isinstance(code, str) or not 0 < len(code) <= MAX_CODE_CHARS:
        raise LinkError("the server part of the link is missing or too long")
    try:
        text = base64.urlsafe_b64decode(code + "=" * (-len(code) % 4)).decode("utf-8")
        data = read_json(text, "the server part of the link")
    except (ValueError, binascii.Error, UnicodeDecodeError, TournamentError):
        raise LinkError("the server part of the link is damaged") from None
    problem = _link_problem(data)
    if problem:
        raise LinkError(f"the server part of the link is damaged: {problem}")
    return _from_dict(data)


# --- what a device publishes, and what it takes in -----------------------------------------------

def publish(t: Tournament, link: Link, known: Iterable[Mapping[str, Any]]) -> list[dict[str, Any]]:
    """The documents ``t`` implies that ``known`` (every document this device's database holds)
    lacks: everything but the tournament's identity (the setup script writes it) for the
    organiser, the table's hands and totals for a table, nothing for a screen. A table's phone
    sends nothing once its round is closed (it learns so from the organiser's documents,
    :func:`take_in_table`): the organiser's copy of a closed round is final."""
    if link.role == "screen" or t.id != link.tournament_id:
        return []
    known = list(known)
    if link.role == "table":
        if round_closed(t, link.round):
            return []
        return documents(t, source=link.user, known=known, scope=(link.round, link.table))
    have_identity = any(doc.get("_id") == "tournament" for doc in known)
    extra = [] if have_identity else [{"_id": "tournament"}]
    return documents(t, source=link.user, known=known + extra)


def other_tournament(found: object) -> str:
    """What a device says when its server's database holds another tournament than its own."""
    return f"the server’s database holds another tournament ({show(found)})"


class Taken(NamedTuple):
    reports: tuple[MergeReport, ...]
    """What each copy the documents hold brought (the organiser's, each table's)."""
    problem: str | None
    """Why nothing was taken in (the database holds another tournament), or None."""
    set_aside: int
    """How many documents could not be read (damaged, or waiting for what they belong to)."""


def table_of(user: str) -> tuple[int, int] | None:
    """The (round, table) a table's user name is for, or None for another user.

        >>> table_of("euchre-fri--r2-t13"), table_of("euchre-fri--organiser")
        ((2, 13), None)
    """
    found = re.search(r"--r([0-9]{1,4})-t([0-9]{1,4})$", user)
    return (int(found.group(1)), int(found.group(2))) if found else None


def take_in(ours: Tournament | None, docs: Iterable[object], link: Link, *, at: str,
            label: Callable[[int], str] | None = None, organiser_label: str = "",
            fresh: Iterable[Mapping[str, Any]] | None = None) -> tuple[Tournament | None, Taken]:
    """``ours`` with every copy the database's documents hold merged in (:func:`merge_documents`).

    An organiser's device keeps its own tournament as the base. A table's phone keeps a table, not
    a tournament: :func:`take_in_table` is its part. A standings screen follows the organiser: its
    tournament is rebuilt from the documents each time, the organiser's copy first, so what waits
    for a decision on the organiser's device waits on the screen too. A database that holds another
    tournament is refused.
    ``label(table)`` names where a table's versions were entered, ``organiser_label`` the
    organiser's, as a QR code's results are named.

    ``fresh`` (an organiser's device): the documents that arrived since the last time; a table whose
    documents are all older was merged then, and merging it again changes nothing, so only the
    tables with something fresh are read again (unless the organiser's own documents changed).
    """
    docs = [doc for doc in docs if isinstance(doc, dict)]
    if fresh is not None and link.role == "organiser":
        fresh = [doc for doc in fresh if isinstance(doc, dict)]
        writers = {doc.get("source") for doc in fresh}
        if all(isinstance(w, str) and table_of(w) is not None for w in writers):
            docs = [doc for doc in docs if not isinstance(doc.get("source"), str)
                    or table_of(doc["source"]) is None or doc["source"] in writers]
    identity = next((doc for doc in docs if doc.get("_id") == "tournament"), None)
    if identity is not None and identity.get("tournament") != link.tournament_id:
        return ours, Taken((), other_tournament(identity.get("tournament")), 0)
    if link.role == "table" or not docs:
        return ours, Taken((), None, 0)
    base = ours if link.role == "organiser" else None
    def source(writer: str) -> str:
        place = table_of(writer)
        return label(place[1]) if place is not None and label is not None else organiser_label

    organiser = database_name(link.tournament_id) + "--organiser"
    merged, reports, reading = merge_documents(base, docs, at=at, organiser=organiser, source=source)
    if reading.tournament_id is not None and reading.tournament_id != link.tournament_id:
        return ours, Taken((), other_tournament(reading.tournament_id), 0)
    if merged is None:
        return ours, Taken(tuple(reports), None, len(reading.set_aside))
    if link.role == "screen" and ours is not None and merged == ours:
        merged = ours
    return merged, Taken(tuple(reports), None, len(reading.set_aside))


def round_closed(t: Tournament, round_number: int | None) -> bool:
    """Round ``round_number`` of ``t`` is closed (False when ``t`` has no such round)."""
    return round_number is not None and 1 <= round_number <= len(t.rounds) and t.round(round_number).closed


def take_in_table(have: TableSheet, docs: Iterable[object], link: Link, *, at: str) -> TableSheet:
    """A table's phone: its table with what the organiser's device holds for it merged in (a
    correction made there, a name changed, the round closed or reopened), as opening the table's
    invitation again would merge it: a version that follows the phone's replaces it, and one
    entered without seeing the phone's waits beside it. ``have`` itself when nothing the phone
    shows changes (:func:`~euchre.sheet.share.table_news`: history alone is no news), or when the
    organiser's copy is not there yet, seats this table differently, or is another tournament's;
    the key the phone was invited with stays."""
    if link.role != "table" or have.key != (link.tournament_id, link.round, link.table):
        return have
    docs = [doc for doc in docs if isinstance(doc, dict)]
    identity = next((doc for doc in docs if doc.get("_id") == "tournament"), None)
    if identity is not None and identity.get("tournament") != link.tournament_id:
        return have
    theirs = [doc for doc in docs if not isinstance(doc.get("source"), str) or table_of(doc["source"]) is None]
    organiser = read_documents(theirs, organiser=database_name(link.tournament_id) + "--organiser").organiser
    if organiser is None or organiser.id != link.tournament_id:
        return have
    try:
        incoming = TableSheet.of(organiser, link.round, link.table)
    except TournamentError:
        return have  # the organiser's copy has not this round's seating yet
    if incoming.seat_ids != have.seat_ids:
        return have  # seats changed since this phone's invitation: a new invitation says so
    merged = incoming.with_hands_of(have, at=at)[0]
    return merged if table_news(have, merged) else have
