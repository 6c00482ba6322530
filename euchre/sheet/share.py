"""One table's round carried between devices as a short code, with no network between them.

The organiser's device gives a table its seating and its key (an invitation); the table's phone
keeps that table's hands and gives them back, sealed with that key (its results). Both are a
:class:`TableSheet` written as a code of URL-safe characters, for the end of a link
(``#sheet/join/<code>``, ``#sheet/results/<code>``) or a QR code:

    >>> from euchre.sheet import Tournament
    >>> from euchre.sheet.share import TableSheet, decode, encode, merge_results
    >>> t = Tournament.new("club-1", "Club night", players=["Ann", "Bob", "Cy", "Di"], at="2024-05-03T19:00:00Z",
    ...                    secret="5e" * 32)                          # keys.new_secret() makes a random one
    >>> t = t.start_round(tables=[(0, 1, 2, 3)], at="2024-05-03T19:01:00Z")
    >>> invite = TableSheet.of(t, 1, 1)
    >>> decode(encode(invite, "join")) == invite                     # the invitation carries the table's key
    True
    >>> phone = invite.tournament(at="2024-05-03T19:02:00Z")          # the table's own copy
    >>> phone = phone.record_hand(1, 1, makers=0, tricks=3, at="2024-05-03T19:04:00Z")
    >>> results = decode(encode(TableSheet.of(phone, 1, 1), "results"))   # sealed, without the key
    >>> results.table_key, len(results.seal)
    ('', 14)
    >>> merged, report = merge_results(t, results, at="2024-05-03T19:30:00Z")
    >>> report.added_hands, merged.table(1, 1).points
    (((1, 1, 1),), (1, 0))
    >>> merge_results(merged, results, at="2024-05-03T19:31:00Z")[0] is merged   # a second scan
    True

Merging goes through :func:`euchre.sheet.merge.merge_tournaments`: hands are matched by number,
the same results merged twice change nothing, and a hand both devices recorded differently
keeps the organiser's result in force while the table's waits for a person to decide
(:func:`decide`), never overwritten, whichever was entered later; a phone's change to a result
the organiser entered waits the same way. A code is untrusted input: :func:`decode` checks its
size before unpacking it and every field after, and says what is wrong in plain words;
:func:`merge_results` takes in only a code sealed with the table's key (:mod:`euchre.sheet.keys`),
or one without a seal when the organiser says so.
"""

from __future__ import annotations

import base64
import binascii
import dataclasses
import enum
import hmac
import json
import zlib
from typing import Any, Iterable, NamedTuple

from ..errors import InvalidStateError, TournamentError
from ..round import HANDS_PER_ROUND
from ..storage import read_json
from .history import MAX_WAITING, marks_problem, tidy
from .keys import SEAL_CHARS, key_problem, seal, seal_matches
from .merge import MergeReport, ResultChange, merge_tournaments, result_changes
from .tournament import Tournament
from .checks import id_problem, int_problem, is_int, show, time_problem, version_problem
from .limits import MAX_PLAYER_ID, MAX_REVISION, MAX_ROUNDS, MAX_TABLE_NUMBER, MAX_VERSIONS
from .names import label_problem, name_problem
from .reasons import Refusal, ResultsSealBroken, ResultsUnsealed, SeatsChanged
from .values import HandEntry, HandVersion, TournamentPlayer, TournamentRound, TournamentSettings, TournamentTable

__all__ = ["SCHEMA", "READS", "KINDS", "MAX_CODE_CHARS", "MAX_PACKED_BYTES", "CodeError", "Seal", "TableSheet",
           "TableNews", "table_news", "encode", "decode", "dump", "load", "to_list", "from_list", "sealed_text",
           "check_seal", "merge_results",
           "preview_results", "decide", "code_from_link"]

SCHEMA = 3
"""The version of the code's contents this page writes (2: versions say where they were entered and
hands carry results waiting for a decision; 3: a last part holds an invitation's key, the round's
status and the confirmation setting, or a results code's seal, and versions say what they were)."""
READS = (1, 2, 3)
"""The versions of a code this page reads; another is refused in words."""
MAX_CODE_CHARS = 6000
"""Longest code read (a table's eight hands with a few corrections each take about 500)."""
MAX_PACKED_BYTES = 40_000
"""Most bytes a code may unpack to (checked while unpacking)."""


class CodeError(InvalidStateError):
    """A code (or link) that cannot be read, with the reason in words for the person holding it;
    :attr:`detail` says what exactly was wrong (for a log, or a test), when that is more than the
    person needs."""

    def __init__(self, message: str, detail: str = "") -> None:
        super().__init__(message)
        self.detail = detail or message


class Seal(enum.Enum):
    """What a table's results code shows of where it comes from (:func:`check_seal`)."""

    GOOD = "good"
    """Sealed with the table's key (or carrying the key itself): made by the table's phone."""
    NONE = "none"
    """No seal: made by a phone invited before results codes were sealed (or the seal was cut off)."""
    BROKEN = "broken"
    """A seal that does not fit: the code was changed after the phone made it, or it was made for
    another tournament that has the same id."""
    UNCHECKED = "unchecked"
    """Sealed, but this copy has no secret to check it with."""


class TableSheet(NamedTuple):
    """One table of one round: who sits where, and every version of every hand entered there."""

    tournament_id: str
    tournament_name: str
    round: int
    table: int
    seats: tuple[tuple[int, str], tuple[int, str], tuple[int, str], tuple[int, str]]
    """(player id, name) in seat order a, b, c, d: a & b against c & d."""
    hands: tuple[HandEntry, ...] = ()
    table_key: str = ""
    """The table's key for this round (:func:`euchre.sheet.keys.table_key`): an invitation carries
    it to the phone, which keeps it and seals its results codes with it; "" when there is none (an
    invitation made before results codes were sealed). A results code never carries it."""
    seal: str = ""
    """A results code's seal, as read (:func:`check_seal` checks it); "" in any other sheet."""
    closed: bool = False
    """The organiser has closed the round: the phone records nothing more and sends nothing."""
    confirm: bool = False
    """An opponent confirms each hand on the phone before it is sent (the tournament's setting)."""

    @classmethod
    def of(cls, t: Tournament, round_number: int, table_number: int) -> TableSheet:
        """The table as it stands in ``t``, with its key (the organiser's copy derives it from the
        tournament's secret, a phone's keeps its invitation's) and whether its round is closed."""
        table = t.table(round_number, table_number)
        seats = tuple((pid, t.name_of(pid)) for pid in table.seats)
        return cls(t.id, t.name, round_number, table_number, seats, table.hands,  # type: ignore[arg-type]
                   t.key_for(round_number, table_number), "", t.round(round_number).closed, t.settings.confirm)

    @property
    def seat_ids(self) -> tuple[int, int, int, int]:
        return tuple(pid for pid, _ in self.seats)  # type: ignore[return-value]

    @property
    def recorded(self) -> int:
        return sum(1 for entry in self.hands if entry.is_recorded)

    def tournament(self, *, at: str) -> Tournament:
        """A tournament holding only this table (earlier rounds are empty), for a table's own device.

        Its commands (record, correct, undo) work as on the organiser's copy (none once the round is
        closed), and :meth:`TableSheet.of` takes the table back out of it, key included.
        """
        players = tuple(sorted(TournamentPlayer(pid, name) for pid, name in self.seats))
        table = TournamentTable(self.table, self.seat_ids, self.hands)
        rounds = tuple(TournamentRound(n, ()) for n in range(1, self.round)) + (
            TournamentRound(self.round, (table,), (), self.closed),)
        return Tournament(self.tournament_id, self.tournament_name, at, at, players, rounds,
                          TournamentSettings(confirm=self.confirm), "", self.table_key)

    def with_hands_of(self, other: TableSheet, *, at: str) -> tuple[TableSheet, MergeReport]:
        """This sheet's names, seats and round status with the hands of both, for the device that
        holds ``other`` (an invitation again, or the organiser's copy arriving by live sync, on a
        phone that has hands of its own): ``other``'s results stay in force and a hand this sheet
        recorded differently waits there, as merging does. The key is this sheet's, or ``other``'s
        when this one has none (the organiser's live sync documents carry no key)."""
        if other.key != self.key:
            raise TournamentError("these are different tables")
        if other.seat_ids != self.seat_ids:
            raise TournamentError("the seats differ")
        merged, report = merge_tournaments(other.tournament(at=at), self.tournament(at=at), at=at, into_closed=True)
        return self._replace(hands=merged.table(self.round, self.table).hands,
                             table_key=self.table_key or other.table_key, seal=""), report

    @property
    def key(self) -> tuple[str, int, int]:
        """Which table this is: (tournament id, round, table)."""
        return (self.tournament_id, self.round, self.table)


class TableNews(NamedTuple):
    """What changed on a table's phone when the organiser's copy came in (live sync, or an
    invitation opened again): only what the phone shows, never history alone."""

    added: tuple[int, ...] = ()
    """Hands the organiser recorded that the phone had not."""
    changed: tuple[int, ...] = ()
    """Hands whose result in force is the organiser's change now."""
    waiting: tuple[int, ...] = ()
    """Hands where the organiser's result waits beside the phone's (recorded differently)."""
    renamed: bool = False
    """A player's or the tournament's name changed."""
    closed: bool | None = None
    """True: the organiser closed the round; False: reopened it; None: as it was."""
    confirm: bool | None = None
    """The confirmation setting switched on (True) or off (False); None: as it was."""

    def __bool__(self) -> bool:
        return bool(self.added or self.changed or self.waiting or self.renamed or self.closed is not None
                    or self.confirm is not None)


def table_news(before: TableSheet, after: TableSheet) -> TableNews:
    """What a phone shows differently in ``after`` than in ``before`` (the same table); falsy when
    nothing it shows changed.

        >>> from euchre.sheet import Tournament
        >>> t = Tournament.new("x", "x", at="2024-05-03T19:00:00Z", players=["Ann", "Bob", "Cy", "Di"])
        >>> t = t.start_round(tables=[(0, 1, 2, 3)], at="2024-05-03T19:01:00Z")
        >>> before = TableSheet.of(t, 1, 1)
        >>> table_news(before, TableSheet.of(t.close_round(1, at="2024-05-03T19:50:00Z", incomplete_ok=True), 1, 1))
        TableNews(added=(), changed=(), waiting=(), renamed=False, closed=True, confirm=None)
    """
    old = {entry.number: entry for entry in before.hands}
    added, changed, waiting = [], [], []
    for entry in after.hands:
        was = old.get(entry.number)
        if was is None or not was.is_recorded:
            if entry.is_recorded:
                added.append(entry.number)
        elif was.current.content != entry.current.content:
            changed.append(entry.number)
        if {v.content for v in entry.waiting} - ({v.content for v in was.waiting} if was else set()):
            waiting.append(entry.number)
    return TableNews(tuple(added), tuple(changed), tuple(waiting),
                     (before.tournament_name, before.seats) != (after.tournament_name, after.seats),
                     None if before.closed == after.closed else after.closed,
                     None if before.confirm == after.confirm else after.confirm)


# --- the code ------------------------------------------------------------------------------

KINDS = ("copy", "join", "results")
"""The forms of a sheet as a list: ``"copy"``, the phone's own stored copy (everything); ``"join"``,
an invitation (the key, the round's status and the confirmation setting; versions without how they
came to the organiser's copy); ``"results"``, a results code (no key, no status: sealed instead)."""


def _version_list(v: HandVersion, kind: str) -> list[Any]:
    row: list[Any] = [v.revision, v.at, v.makers, v.tricks, v.alone, v.renege, v.by, v.decided, v.event]
    if kind == "copy":
        row += [v.seen, v.came_as]
    while row[-1] is None or row[-1] is False or row[-1] == "":
        row.pop()
    return row


def _as_list(sheet: TableSheet, kind: str) -> list[Any]:
    seats: list[Any] = []
    for pid, name in sheet.seats:
        seats += [pid, name]
    hands = []
    for entry in sheet.hands:
        hand: list[Any] = [entry.number, [_version_list(v, kind) for v in entry.versions]]
        if entry.waiting:
            hand.append([_version_list(v, kind) for v in entry.waiting])
        hands.append(hand)
    extra: dict[str, Any] = {}
    if kind != "results":
        if sheet.table_key:
            extra["key"] = sheet.table_key
        if sheet.closed:
            extra["closed"] = True
        if sheet.confirm:
            extra["confirm"] = True
    return [SCHEMA, sheet.tournament_id, sheet.tournament_name, sheet.round, sheet.table, seats, hands, extra]


def to_list(sheet: TableSheet) -> list[Any]:
    """The sheet as a compact JSON-ready list, as a phone keeps it: ``[3, id, name, round, table,
    [id, name, ...], [[hand, [version, ...], [waiting, ...]], ...], {"key": ..., "closed": true,
    "confirm": true}]``, a version as ``[rev, at, makers, tricks, alone, renege, by, decided, event,
    seen, came_as]`` without its empty end (a hand without waiting results has no third item; the
    last object holds only what is set)."""
    return _as_list(sheet, "copy")


def _text(data: list[Any]) -> str:
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False, sort_keys=True)


def dump(sheet: TableSheet) -> str:
    """Compact JSON text (how a table's device stores its copy, key included)."""
    return _text(to_list(sheet))


def sealed_text(sheet: TableSheet) -> str:
    """The exact text a results code's seal covers: the sheet as the code carries it, without the seal."""
    return _text(_as_list(sheet, "results"))


def encode(sheet: TableSheet, kind: str = "results") -> str:
    """The sheet as a code: its compact JSON, deflated, in URL-safe base64 without padding.

    ``kind="join"``: an invitation (``#sheet/join/<code>``), carrying the table's key. ``"results"``
    (``#sheet/results/<code>``): the phone's results, sealed with the key it keeps and without it.
    """
    if kind == "join":
        data = _as_list(sheet, "join")
    elif kind == "results":
        plain = from_list(_as_list(sheet, "results"))   # as the organiser will read it
        data = _as_list(plain, "results")
        if sheet.table_key:
            data[-1] = {"seal": seal(sheet.table_key, _text(data))}
    else:
        raise ValueError(f"a code is an invitation ('join') or results ('results'), not {kind!r}")
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    packed = packer.compress(_text(data).encode()) + packer.flush()
    return base64.urlsafe_b64encode(packed).decode().rstrip("=")


def _fail(problem: str | None, where: str = "") -> None:
    if problem is not None:
        raise CodeError(f"{where}: {problem}" if where else problem)


def _read_version(raw: object, where: str, seats: tuple[int, ...], lowest: int, schema: int) -> HandVersion:
    most = 8 if schema < 3 else 11
    if not isinstance(raw, list) or not 2 <= len(raw) <= most:
        raise CodeError(f"{where} is not a hand's result")
    rev, at, *rest = raw
    _fail(int_problem(rev, "the revision", lowest, MAX_REVISION), where)
    _fail(time_problem(at, "the time"), where)
    makers, tricks, alone, renege = (rest[:4] + [None] * 4)[:4]
    by, decided, event, seen, came_as = (rest[4:] + ["", False, "", "", ""][len(rest[4:]):])[:5]
    _fail(version_problem(seats, makers, tricks, alone, renege), where)
    _fail(label_problem(by, "the device's name"), where)
    if decided is not True and decided is not False:
        raise CodeError(f"{where} is not a hand's result")
    _fail(marks_problem(event, seen, came_as), where)
    return HandVersion(rev, at, makers, tricks, alone, renege, by, decided, event, seen, came_as)


def _read_versions(raw: object, where: str, seats: tuple[int, ...], lowest: int, most: int,
                   schema: int) -> tuple[HandVersion, ...]:
    if not isinstance(raw, list):
        raise CodeError(f"{where} has no result")
    if len(raw) > most:
        raise CodeError(f"{where} has {len(raw)} versions; at most {most} are kept")
    versions = tuple(_read_version(v, f"{where}, version {i}", seats, lowest, schema) for i, v in enumerate(raw, 1))
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
        versions, waiting = _read_versions(raw[1:], where, seats, 1, MAX_VERSIONS, schema), ()
    else:             # [number, [version, ...], [waiting, ...]]
        if len(raw) > 3:
            raise CodeError(f"{where} is not a hand's results")
        versions = _read_versions(raw[1], where, seats, 1, MAX_VERSIONS, schema)
        waiting = _read_versions(raw[2], f"{where} (waiting)", seats, 0, MAX_WAITING, schema) if len(raw) == 3 else ()
    if not versions:
        raise CodeError("a hand in the code has no result")
    return HandEntry(number, *tidy(versions, waiting))


def _read_extra(raw: object) -> dict[str, Any]:
    if not isinstance(raw, dict) or not set(raw) <= {"key", "seal", "closed", "confirm"}:
        raise CodeError("its last part is not what a table's code holds")
    _fail(key_problem(raw.get("key", "")))
    _fail(key_problem(raw.get("seal", ""), SEAL_CHARS, "the seal"))
    for name in ("closed", "confirm"):
        if raw.get(name, False) is not True and raw.get(name, False) is not False:
            raise CodeError("its last part is not what a table's code holds")
    return raw


def from_list(data: object) -> TableSheet:
    """A sheet from :func:`to_list` output (or a code of an earlier version, 1 or 2), checking
    everything. Revisions are numbered again on this device, as a tournament file's are."""
    if not isinstance(data, list) or not data:
        raise CodeError("it holds no table")
    if data[0] not in READS or not is_int(data[0]):
        raise CodeError(f"{OTHER_VERSION} (code version {show(data[0])}; "
                        f"this page reads versions {', '.join(map(str, READS))}): open the page on both devices "
                        "from the same address, then make the code again")
    schema = data[0]
    if len(data) != (7 if schema < 3 else 8):
        raise CodeError("it is incomplete")
    _, tid, name, round_number, table_number, seat_data, hand_data, *rest = data
    extra = _read_extra(rest[0]) if rest else {}
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
    hands = [_read_hand(raw, ids, schema) for raw in hand_data]
    if len({entry.number for entry in hands}) != len(hands):
        raise CodeError("it has a hand twice")
    hands.sort(key=lambda entry: entry.number)
    return TableSheet(tid, name, round_number, table_number, tuple(seats), tuple(hands),  # type: ignore[arg-type]
                      extra.get("key", ""), extra.get("seal", ""), extra.get("closed", False),
                      extra.get("confirm", False))


def load(text: str) -> TableSheet:
    """A sheet from :func:`dump` text."""
    try:
        return from_list(read_json(text, "the table's copy", max_chars=MAX_PACKED_BYTES, max_depth=6))
    except CodeError:
        raise
    except InvalidStateError as error:
        raise CodeError(str(error)) from None


def decode(code: object) -> TableSheet:
    """The sheet in a code from :func:`encode`; :class:`CodeError` in plain words when it cannot be
    read. Whether a results code's seal fits is for the organiser's copy to say (:func:`check_seal`)."""
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
    except (binascii.Error, ValueError, zlib.error, UnicodeDecodeError) as error:
        raise CodeError(DAMAGED, f"it does not unpack: {error}") from None
    if not whole:
        raise CodeError("the code is damaged or too long: make it again")
    # What the parser or the checks found says nothing to the person holding the code: a code this
    # page made reads back, so one that does not was damaged or changed on the way (the detail stays
    # on the error). Only a code of another version of the page is told apart: that is for them to fix.
    try:
        data = read_json(text, "the code", max_chars=MAX_PACKED_BYTES, max_depth=6)
    except InvalidStateError as error:
        raise CodeError(DAMAGED, str(error)) from None
    try:
        return from_list(data)
    except CodeError as error:
        if str(error).startswith(OTHER_VERSION):
            raise CodeError(f"the code cannot be used: {error}") from None
        raise CodeError(DAMAGED, str(error)) from None


DAMAGED = "the code is damaged (it may have been cut short or changed): scan it or copy it again"
OTHER_VERSION = "it was made by another version of this page"


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

def check_seal(t: Tournament, sheet: TableSheet) -> Seal:
    """Where a table's results come from, as far as ``t`` (the organiser's copy) can tell: the
    table's key is derived again from the tournament's secret and the code's seal checked against
    its exact content (:func:`sealed_text`). A sheet that carries the key itself (one taken out of a
    phone's copy on the same device) is as good as sealed when the key is right."""
    expected = t.key_for(sheet.round, sheet.table) if t.secret else ""
    if not expected:
        return Seal.UNCHECKED if sheet.seal or sheet.table_key else Seal.NONE
    if sheet.table_key:
        return Seal.GOOD if hmac.compare_digest(sheet.table_key, expected) else Seal.BROKEN
    if not sheet.seal:
        return Seal.NONE
    return Seal.GOOD if seal_matches(expected, sealed_text(sheet._replace(seal="", table_key="")), sheet.seal) \
        else Seal.BROKEN


def _theirs(t: Tournament, sheet: TableSheet, unsealed_ok: bool) -> Tournament:
    """``t`` as the table's device sees it: the same, but that table's hands are the device's."""
    seal_found = check_seal(t, sheet)   # first: an id changed on the way breaks the seal, as any change does
    if seal_found is Seal.BROKEN:
        raise Refusal(f"the results code of table {sheet.table} (round {sheet.round}) does not carry that table's "
                      f"seal: it was changed after the phone made it, or it is from another tournament; nothing "
                      f"was merged", ResultsSealBroken(sheet.round, sheet.table))
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
    if seal_found is not Seal.GOOD and not unsealed_ok:
        raise Refusal(f"the results code of table {sheet.table} (round {sheet.round}) has no seal this device can "
                      f"check: take it in only if the organiser says so (unsealed_ok)",
                      ResultsUnsealed(sheet.round, sheet.table, seal_found is Seal.UNCHECKED))
    tables = tuple(dataclasses.replace(x, hands=sheet.hands, totals=(), totals_waiting=())
                   if x.number == sheet.table else x for x in rnd.tables)
    rounds = t.rounds[:sheet.round - 1] + (dataclasses.replace(rnd, tables=tables),) + t.rounds[sheet.round:]
    return dataclasses.replace(t, rounds=rounds)


def merge_results(t: Tournament, sheet: TableSheet, *, at: str, take: Iterable[tuple[int, int, int]] = (),
                  into_closed: bool = False, source: str = "", unsealed_ok: bool = False,
                  ) -> tuple[Tournament, MergeReport]:
    """``t`` with the table's hands merged in, and what changed.

    The code must carry the table's seal (:func:`check_seal`): a seal that does not fit is refused
    (a :class:`~euchre.sheet.reasons.Refusal` whose reason is a
    :class:`~euchre.sheet.reasons.ResultsSealBroken`), and so is a code without one (or one this copy
    cannot check: :class:`~euchre.sheet.reasons.ResultsUnsealed`) unless ``unsealed_ok``, the
    organiser's answer to the question that names what it would change (:func:`preview_results`).

    A hand recorded here that the table recorded differently keeps this copy's result, and the
    table's waits for a decision (the report's ``conflicts``, on every scan until decided), unless
    its (round, table, hand) is in ``take``; so does the table's change to a result made here, even
    one it had seen (the phone never replaces the organiser's own entry unasked). A closed round
    takes nothing in unless ``into_closed`` (see :func:`~euchre.sheet.merge.merge_tournaments`);
    ``source`` names the table's device for versions that do not say where they were entered.
    """
    return merge_tournaments(t, _theirs(t, sheet, unsealed_ok), at=at, take=take, into_closed=into_closed,
                             source=source, guard=True)


def preview_results(t: Tournament, sheet: TableSheet, *, at: str, source: str = "") -> tuple[ResultChange, ...]:
    """What taking the table's results in would change here, closed round or not and sealed or not
    (a seal that does not fit is refused as :func:`merge_results` refuses it): each hand added,
    changed, waiting for a decision or gaining history, for the question asked before a closed
    round or an unsealed code takes them in. Empty when they change nothing."""
    merged, _ = merge_results(t, sheet, at=at, into_closed=True, source=source, unsealed_ok=True)
    return result_changes(t, merged, (sheet.round,)) if merged is not t else ()


def decide(t: Tournament, sheet: TableSheet, hand: int, *, take_theirs: bool, at: str,
           by: str = "", unsealed_ok: bool = False) -> tuple[Tournament, MergeReport]:
    """Settle a conflict at ``hand`` of the sheet's table: the table's result (``take_theirs``) or
    the one in force here becomes current as a decision, and both stay in the hand's history, so
    the same results scanned again change nothing."""
    key = (sheet.round, sheet.table, hand)
    merged, report = merge_results(t, sheet, at=at, unsealed_ok=unsealed_ok)
    entry = merged.hand(*key)
    theirs = next((c.theirs for c in report.conflicts if c.key == key), None)
    if entry is not None and theirs is not None:
        merged = merged.decide_hand(*key, theirs if take_theirs else entry.current, at=at, by=by)
    return merged, report
