"""One table's round carried between devices as a short code, with no network between them.

The organiser's device gives a table its seating (an invitation); the table's phone keeps that
table's hands and gives them back (its results). Both are a :class:`TableSheet` written as a
code of URL-safe characters, for the end of a link (``#sheet/join/<code>``, ``#sheet/results/<code>``)
or a QR code:

    >>> from euchre.sheet import Tournament
    >>> from euchre.sheet.share import TableSheet, decode, encode, merge_results
    >>> t = Tournament.new("club-1", "Club night", players=["Ann", "Bob", "Cy", "Di"], at="2024-05-03T19:00:00Z")
    >>> t = t.start_round(tables=[(0, 1, 2, 3)], at="2024-05-03T19:01:00Z")
    >>> invite = TableSheet.of(t, 1, 1)
    >>> decode(encode(invite)) == invite
    True
    >>> phone = invite.tournament(at="2024-05-03T19:02:00Z")          # the table's own copy
    >>> phone = phone.record_hand(1, 1, makers=0, tricks=3, at="2024-05-03T19:04:00Z")
    >>> results = decode(encode(TableSheet.of(phone, 1, 1)))
    >>> merged, report = merge_results(t, results, at="2024-05-03T19:30:00Z")
    >>> report.added_hands, merged.table(1, 1).points
    (((1, 1, 1),), (1, 0))
    >>> merge_results(merged, results, at="2024-05-03T19:31:00Z")[0] is merged   # a second scan
    True

Merging goes through :func:`euchre.sheet.merge.merge_tournaments`: hands are matched by number,
the same results merged twice change nothing, and a hand both devices recorded differently
keeps the organiser's result in force while the table's waits for a person to decide
(:func:`decide`), never overwritten, whichever was entered later. A code is untrusted input: :func:`decode` checks its size
before unpacking it and every field after, and says what is wrong in plain words.
"""

from __future__ import annotations

import base64
import binascii
import json
import zlib
from typing import Any, Iterable, NamedTuple

from ..errors import InvalidStateError, TournamentError
from ..round import HANDS_PER_ROUND
from ..storage import read_json
from .history import MAX_WAITING, tidy
from .merge import MergeReport, merge_tournaments
from .tournament import Tournament
from .checks import id_problem, int_problem, is_int, show, time_problem, version_problem
from .limits import MAX_PLAYER_ID, MAX_REVISION, MAX_ROUNDS, MAX_TABLE_NUMBER, MAX_VERSIONS
from .names import label_problem, name_problem
from .reasons import Refusal, SeatsChanged
from .values import HandEntry, HandVersion, TournamentPlayer, TournamentRound, TournamentTable

__all__ = ["SCHEMA", "READS", "MAX_CODE_CHARS", "MAX_PACKED_BYTES", "CodeError", "TableSheet", "encode", "decode", "dump",
           "load", "to_list", "from_list", "merge_results", "decide", "code_from_link"]

SCHEMA = 2
"""The version of the code's contents this page writes (2: versions say where they were entered and
hands carry results waiting for a decision)."""
READS = (1, 2)
"""The versions of a code this page reads; another is refused in words."""
MAX_CODE_CHARS = 6000
"""Longest code read (a table's eight hands with a few corrections each take about 500)."""
MAX_PACKED_BYTES = 40_000
"""Most bytes a code may unpack to (checked while unpacking)."""


class CodeError(InvalidStateError):
    """A code (or link) that cannot be read, with the reason in words for the person holding it."""


class TableSheet(NamedTuple):
    """One table of one round: who sits where, and every version of every hand entered there."""

    tournament_id: str
    tournament_name: str
    round: int
    table: int
    seats: tuple[tuple[int, str], tuple[int, str], tuple[int, str], tuple[int, str]]
    """(player id, name) in seat order a, b, c, d: a & b against c & d."""
    hands: tuple[HandEntry, ...] = ()

    @classmethod
    def of(cls, t: Tournament, round_number: int, table_number: int) -> TableSheet:
        """The table as it stands in ``t``."""
        table = t.table(round_number, table_number)
        seats = tuple((pid, t.name_of(pid)) for pid in table.seats)
        return cls(t.id, t.name, round_number, table_number, seats, table.hands)  # type: ignore[arg-type]

    @property
    def seat_ids(self) -> tuple[int, int, int, int]:
        return tuple(pid for pid, _ in self.seats)  # type: ignore[return-value]

    @property
    def recorded(self) -> int:
        return sum(1 for entry in self.hands if entry.is_recorded)

    def tournament(self, *, at: str) -> Tournament:
        """A tournament holding only this table (earlier rounds are empty), for a table's own device.

        Its commands (record, correct, undo) work as on the organiser's copy, and
        :meth:`TableSheet.of` takes the table back out of it.
        """
        players = tuple(sorted(TournamentPlayer(pid, name) for pid, name in self.seats))
        table = TournamentTable(self.table, self.seat_ids, self.hands)
        rounds = tuple(TournamentRound(n, ()) for n in range(1, self.round)) + (TournamentRound(self.round, (table,)),)
        return Tournament(self.tournament_id, self.tournament_name, at, at, players, rounds)

    def with_hands_of(self, other: TableSheet, *, at: str) -> tuple[TableSheet, MergeReport]:
        """This sheet's names and seats with the hands of both, for the device that holds ``other``
        (an invitation again, on a phone that has hands of its own): ``other``'s results stay in
        force and a hand this sheet recorded differently waits there, as merging does."""
        if other.key != self.key:
            raise TournamentError("these are different tables")
        if other.seat_ids != self.seat_ids:
            raise TournamentError("the seats differ")
        merged, report = merge_tournaments(other.tournament(at=at), self.tournament(at=at), at=at)
        return self._replace(hands=merged.table(self.round, self.table).hands), report

    @property
    def key(self) -> tuple[str, int, int]:
        return (self.tournament_id, self.round, self.table)


# --- the code ------------------------------------------------------------------------------

def _version_list(v: HandVersion) -> list[Any]:
    row: list[Any] = [v.revision, v.at, v.makers, v.tricks, v.alone, v.renege, v.by, v.decided]
    while row[-1] is None or row[-1] is False or row[-1] == "":
        row.pop()
    return row


def to_list(sheet: TableSheet) -> list[Any]:
    """The sheet as a compact JSON-ready list: ``[2, id, name, round, table, [id, name, ...],
    [[hand, [version, ...], [waiting, ...]], ...]]``, a version as ``[rev, at, makers, tricks, alone,
    renege, by, decided]`` without its empty end (a hand without waiting results has no third item)."""
    seats: list[Any] = []
    for pid, name in sheet.seats:
        seats += [pid, name]
    hands = []
    for entry in sheet.hands:
        hand: list[Any] = [entry.number, [_version_list(v) for v in entry.versions]]
        if entry.waiting:
            hand.append([_version_list(v) for v in entry.waiting])
        hands.append(hand)
    return [SCHEMA, sheet.tournament_id, sheet.tournament_name, sheet.round, sheet.table, seats, hands]


def dump(sheet: TableSheet) -> str:
    """Compact JSON text (how a table's device stores its copy)."""
    return json.dumps(to_list(sheet), separators=(",", ":"), ensure_ascii=False)


def encode(sheet: TableSheet) -> str:
    """The sheet as a code: its compact JSON, deflated, in URL-safe base64 without padding."""
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    packed = packer.compress(dump(sheet).encode()) + packer.flush()
    return base64.urlsafe_b64encode(packed).decode().rstrip("=")


def _fail(problem: str | None, where: str = "") -> None:
    if problem is not None:
        raise CodeError(f"{where}: {problem}" if where else problem)


def _read_version(raw: object, where: str, seats: tuple[int, ...], lowest: int) -> HandVersion:
    if not isinstance(raw, list) or not 2 <= len(raw) <= 8:
        raise CodeError(f"{where} is not a hand's result")
    rev, at, *rest = raw
    _fail(int_problem(rev, "the revision", lowest, MAX_REVISION), where)
    _fail(time_problem(at, "the time"), where)
    makers, tricks, alone, renege = (rest[:4] + [None] * 4)[:4]
    by, decided = (rest[4:] + ["", False][len(rest[4:]):])[:2]
    _fail(version_problem(seats, makers, tricks, alone, renege), where)
    _fail(label_problem(by, "the device's name"), where)
    if decided is not True and decided is not False:
        raise CodeError(f"{where} is not a hand's result")
    return HandVersion(rev, at, makers, tricks, alone, renege, by, decided)


def _read_versions(raw: object, where: str, seats: tuple[int, ...], lowest: int, most: int) -> tuple[HandVersion, ...]:
    if not isinstance(raw, list):
        raise CodeError(f"{where} has no result")
    if len(raw) > most:
        raise CodeError(f"{where} has {len(raw)} versions; at most {most} are kept")
    versions = tuple(_read_version(v, f"{where}, version {i}", seats, lowest) for i, v in enumerate(raw, 1))
    for earlier, later in zip(versions, versions[1:]):
        if later.revision < earlier.revision:
            raise CodeError(f"{where}: its versions are out of order")
    return versions


def _read_hand(raw: object, seats: tuple[int, ...], schema: int) -> HandEntry:
    if not isinstance(raw, list) or len(raw) < 2:
        raise CodeError("a hand in the code has no result")
    number = raw[0]
    _fail(int_problem(number, "the hand number", 1, HANDS_PER_ROUND))
    where = f"hand {number}"
    if schema == 1:   # [number, version, version, ...]
        versions, waiting = _read_versions(raw[1:], where, seats, 1, MAX_VERSIONS), ()
    else:             # [number, [version, ...], [waiting, ...]]
        if len(raw) > 3:
            raise CodeError(f"{where} is not a hand's results")
        versions = _read_versions(raw[1], where, seats, 1, MAX_VERSIONS)
        waiting = _read_versions(raw[2], f"{where} (waiting)", seats, 0, MAX_WAITING) if len(raw) == 3 else ()
    if not versions:
        raise CodeError("a hand in the code has no result")
    return HandEntry(number, *tidy(versions, waiting))


def from_list(data: object) -> TableSheet:
    """A sheet from :func:`to_list` output (or a code of the first version, 1), checking everything.
    Revisions are numbered again on this device, as a tournament file's are."""
    if not isinstance(data, list) or not data:
        raise CodeError("it holds no table")
    if data[0] not in READS or not is_int(data[0]):
        raise CodeError(f"it was made by another version of this page (code version {show(data[0])}; "
                        f"this page reads versions {', '.join(map(str, READS))}): open the page on both devices "
                        "from the same address, then make the code again")
    if len(data) != 7:
        raise CodeError("it is incomplete")
    _, tid, name, round_number, table_number, seat_data, hand_data = data
    _fail(id_problem(tid, "the tournament id"))
    _fail(name_problem(name, "the tournament name"))
    _fail(int_problem(round_number, "the round", 1, MAX_ROUNDS))
    _fail(int_problem(table_number, "the table", 1, MAX_TABLE_NUMBER))
    if not isinstance(seat_data, list) or len(seat_data) != 8:
        raise CodeError("it does not seat four players")
    seats = []
    for pid, player in zip(seat_data[::2], seat_data[1::2]):
        _fail(int_problem(pid, "a player id", 0, MAX_PLAYER_ID))
        _fail(name_problem(player, "a player's name"))
        seats.append((pid, player))
    ids = tuple(pid for pid, _ in seats)
    if len(set(ids)) != 4:
        raise CodeError("it seats the same player twice")
    if not isinstance(hand_data, list) or len(hand_data) > HANDS_PER_ROUND:
        raise CodeError(f"it does not hold a table's hands (at most {HANDS_PER_ROUND})")
    hands = sorted(_read_hand(raw, ids, data[0]) for raw in hand_data)
    if len({entry.number for entry in hands}) != len(hands):
        raise CodeError("it has a hand twice")
    return TableSheet(tid, name, round_number, table_number, tuple(seats), tuple(hands))  # type: ignore[arg-type]


def load(text: str) -> TableSheet:
    """A sheet from :func:`dump` text."""
    try:
        return from_list(read_json(text, "the table's copy", max_chars=MAX_PACKED_BYTES, max_depth=6))
    except CodeError:
        raise
    except InvalidStateError as error:
        raise CodeError(str(error)) from None


def decode(code: object) -> TableSheet:
    """The sheet in a code from :func:`encode`; :class:`CodeError` in plain words when it cannot be read."""
    if not isinstance(code, str) or not code.strip():
        raise CodeError("the code is empty")
    code = code.strip()
    if len(code) > MAX_CODE_CHARS:
        raise CodeError(f"the code is {len(code)} characters long; a table's code is at most {MAX_CODE_CHARS}")
    try:
        packed = base64.urlsafe_b64decode(code + "=" * (-len(code) % 4))
        unpacker = zlib.decompressobj(-15)
        raw = unpacker.decompress(packed, MAX_PACKED_BYTES)
        whole = unpacker.eof and not unpacker.unconsumed_tail
        text = raw.decode() if whole else ""
    except (binascii.Error, ValueError, zlib.error, UnicodeDecodeError):
        raise CodeError("the code is damaged (it may have been cut short): scan it or copy it again") from None
    if not whole:
        raise CodeError("the code is damaged or too long: make it again")
    try:
        return load(text)
    except CodeError as error:
        raise CodeError(f"the code cannot be used: {error}") from None


def code_from_link(text: object, kind: str) -> str:
    """The code in a link (or a bare ``#sheet/<kind>/<code>``), checking it is of ``kind`` ("join" or "results")."""
    if not isinstance(text, str) or not text.strip():
        raise CodeError("nothing was given: paste the whole link")
    text = text.strip()
    if len(text) > MAX_CODE_CHARS + 2000:
        raise CodeError("that text is too long to be a table's link")
    for name in ("join", "results"):
        marker = f"#sheet/{name}/"
        at = text.find(marker)
        if at >= 0:
            if name != kind:
                raise CodeError("that is a table's invitation, not its results: use the code its phone shows "
                                "under “Show results to the organiser”" if kind == "results" else
                                "that is a table's results, for the organiser's device: scan the code the "
                                "organiser shows under “Invite a device”")
            return text[at + len(marker):]
    raise CodeError("that is not a table's link from this score sheet")


# --- merging a table's results ---------------------------------------------------------------

def _theirs(t: Tournament, sheet: TableSheet) -> Tournament:
    """``t`` as the table's device sees it: the same, but that table's hands are the device's."""
    if sheet.tournament_id != t.id:
        raise TournamentError(f"these results are from another tournament (“{sheet.tournament_name}”)")
    if not 1 <= sheet.round <= len(t.rounds):
        raise TournamentError(f"these results are for round {sheet.round}, which is not seated here")
    rnd = t.round(sheet.round)
    table = rnd.table(sheet.table)
    if table is None:
        raise TournamentError(f"round {sheet.round} has no table {sheet.table} here")
    if table.seats != sheet.seat_ids:
        raise Refusal(f"the seats at table {sheet.table} of round {sheet.round} were changed after the table's device "
                      f"was invited: nothing was merged. Invite the device again, or enter its hands here",
                      SeatsChanged(sheet.round, sheet.table, sheet.seat_ids))
    tables = tuple(TournamentTable(x.number, x.seats, sheet.hands) if x.number == sheet.table else x
                   for x in rnd.tables)
    rounds = t.rounds[:sheet.round - 1] + (TournamentRound(rnd.number, tables, rnd.byes, rnd.closed, rnd.schedule),) \
        + t.rounds[sheet.round:]
    return Tournament(t.id, t.name, t.created, t.updated, t.players, rounds, t.settings)


def merge_results(t: Tournament, sheet: TableSheet, *, at: str, take: Iterable[tuple[int, int, int]] = (),
                  into_closed: bool = False, source: str = "") -> tuple[Tournament, MergeReport]:
    """``t`` with the table's hands merged in, and what changed.

    A hand recorded here that the table recorded differently keeps this copy's result, and the
    table's waits for a decision (the report's ``conflicts``, on every scan until decided), unless
    its (round, table, hand) is in ``take``. A closed round takes nothing in unless ``into_closed``
    (see :func:`~euchre.sheet.merge.merge_tournaments`); ``source`` names the table's device for
    versions that do not say where they were entered.
    """
    return merge_tournaments(t, _theirs(t, sheet), at=at, take=take, into_closed=into_closed, source=source)


def decide(t: Tournament, sheet: TableSheet, hand: int, *, take_theirs: bool, at: str,
           by: str = "") -> tuple[Tournament, MergeReport]:
    """Settle a conflict at ``hand`` of the sheet's table: the table's result (``take_theirs``) or
    the one in force here becomes current as a decision, and both stay in the hand's history, so
    the same results scanned again change nothing."""
    key = (sheet.round, sheet.table, hand)
    merged, report = merge_results(t, sheet, at=at)
    entry = merged.hand(*key)
    theirs = next((c.theirs for c in report.conflicts if c.key == key), None)
    if entry is not None and theirs is not None:
        merged = merged.decide_hand(*key, theirs if take_theirs else entry.current, at=at, by=by)
    return merged, report
