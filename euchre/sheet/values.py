"""The score sheet's value types: a hand's versions up to a round of tables.

    >>> from euchre.sheet.values import HandVersion, TournamentTable
    >>> table = TournamentTable(1, (0, 1, 2, 3))
    >>> [table.dealer(hand) for hand in range(1, 5)]                   # clockwise a, c, b, d
    [0, 2, 1, 3]
    >>> HandVersion(1, "2024-05-03T19:05:00Z", makers=1, tricks=5, alone=3).points
    (0, 4)

Everything here is immutable and knows nothing of a whole tournament: a hand's versions
(:class:`HandVersion`, :class:`HandEntry`), a table's round totals (:class:`TotalsVersion`),
conflicts waiting for a decision, history lines, players, settings, tables and rounds. Points
come from :mod:`euchre.scoring`, the same code the game uses.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import Any, NamedTuple

from ..round import HANDS_PER_ROUND
from ..scoring import hand_points, renege_points
from .checks import int_problem, refuse, show
from .history import EVENTS, Line
from .limits import MAX_ROUNDS
from .reasons import TotalsProblem
from .totals import totals_problem

__all__ = ["EVENTS", "HandVersion", "HandEntry", "TotalsVersion", "MergeConflict", "TotalsConflict",
           "waiting_conflicts", "HistoryLine", "history_lines", "TournamentPlayer", "TournamentSettings",
           "TournamentTable", "TournamentRound", "BYE_RULES", "TIE_BREAKS", "DEFAULT_TIE_BREAKS"]

BYE_RULES = ("zero", "average")
"""What a bye scores: ``"zero"``, 0 for the round; ``"average"``, the player's average round score
over the rounds they played (rounds complete at their table, or closed)."""

TIE_BREAKS = ("rounds_won", "lone_hands", "best_round")
"""The tie-breaks a tournament may order: rounds won (their side outscored the other side at the
table), lone hands made, best round score."""

DEFAULT_TIE_BREAKS = ("rounds_won", "lone_hands", "best_round")
"""The order offered when the organiser switches tie-breaks on: rounds won, lone hands made, best round.

Tie-breaks are off by default (:attr:`TournamentSettings.tie_breaks` is empty): equal totals share a rank.
"""


# --- the value types -------------------------------------------------------------------------

class HandVersion(NamedTuple):
    """One version of a hand's result; a hand with no makers and no renege is cleared."""

    revision: int
    """Its place in this copy's history: 1 for the oldest version, then 2, 3, ... (0 for a result
    from another copy waiting for a decision). Each copy numbers its own."""
    at: str
    """When this version was entered (ISO 8601, from the caller's clock: shown, never compared)."""
    makers: int | None = None
    """0 when a & b made trump, 1 when c & d did."""
    tricks: int | None = None
    """Tricks the makers took, 0 to 5 (None for a renege)."""
    alone: int | None = None
    """Id of the player who went alone, or None."""
    renege: int | None = None
    """The pair (0 or 1) that reneged; the hand scores as a renege."""
    by: str = ""
    """Where it was entered: the device's name as the caller gives it ("" when not said)."""
    decided: bool = False
    """A person's decision between results two copies recorded differently."""
    event: str = ""
    """What the change was where it was made: one of :data:`EVENTS` ("" when not said: a version
    from an older file or code, or one that came over live sync)."""
    seen: str = ""
    """When this copy took it in from another copy (this copy's clock; "" for a version made here)."""
    came_as: str = ""
    """How it came to this copy: "" (made here) or one of :data:`~euchre.sheet.history.ARRIVALS`."""

    @property
    def kind(self) -> str:
        """``"hand"``, ``"renege"`` or ``"cleared"``."""
        if self.renege is not None:
            return "renege"
        return "cleared" if self.makers is None else "hand"

    @property
    def content(self) -> tuple[int | None, int | None, int | None, int | None]:
        """(makers, tricks, alone, renege): the result without revision and time."""
        return (self.makers, self.tricks, self.alone, self.renege)

    @property
    def points(self) -> tuple[int, int]:
        """Points of (a & b, c & d), from the engine's scoring."""
        if self.renege is not None:
            offended_alone = self.alone is not None and self.makers != self.renege
            return renege_points(self.renege, offended_alone)
        if self.makers is None:
            return (0, 0)
        return hand_points(self.makers, self.tricks, self.alone is not None)

    @property
    def lone_made(self) -> bool:
        """A lone maker took 3 or more tricks."""
        return self.renege is None and self.alone is not None and self.tricks is not None and self.tricks >= 3



class HandEntry(NamedTuple):
    """A hand at a table: its current result (the last version), every earlier version, and the
    results other copies recorded differently that wait for a decision."""

    number: int
    """1 to 8."""
    versions: tuple[HandVersion, ...]
    """Oldest first; the last is the current result."""
    waiting: tuple[HandVersion, ...] = ()
    """Results from other copies that differ from the current one, entered without having seen it,
    oldest first: the hand waits for a person's decision (:meth:`Tournament.decide_hand`)."""

    @property
    def current(self) -> HandVersion:
        return self.versions[-1]

    @property
    def revision(self) -> int:
        return self.versions[-1].revision

    @property
    def is_recorded(self) -> bool:
        """False when the hand was undone or cleared."""
        return self.versions[-1].kind != "cleared"

    @property
    def history(self) -> tuple[HandVersion, ...]:
        """The earlier versions, oldest first."""
        return self.versions[:-1]

    @property
    def points(self) -> tuple[int, int]:
        return self.versions[-1].points

    @property
    def line(self) -> Line:
        """The versions and waiting results as a :class:`~euchre.sheet.history.Line`."""
        return Line(self.versions, self.waiting)


class TotalsVersion(NamedTuple):
    """One version of a table's round totals (each pair's score for the round, as a paper card
    holds it); a version with no scores is cleared."""

    revision: int
    """As :attr:`HandVersion.revision`."""
    at: str
    ab: int | None = None
    """a & b's round score."""
    cd: int | None = None
    """c & d's round score."""
    by: str = ""
    """Where it was entered (as :attr:`HandVersion.by`)."""
    decided: bool = False
    """A person's decision between round totals two copies entered differently."""
    event: str = ""
    """As :attr:`HandVersion.event`."""
    seen: str = ""
    """As :attr:`HandVersion.seen`."""
    came_as: str = ""
    """As :attr:`HandVersion.came_as`."""

    @property
    def points(self) -> tuple[int, int] | None:
        """(a & b, c & d), or None when cleared."""
        return None if self.ab is None else (self.ab, self.cd)  # type: ignore[return-value]

    @property
    def content(self) -> tuple[int | None, int | None]:
        """(ab, cd): the totals without revision, time and place."""
        return (self.ab, self.cd)


class MergeConflict(NamedTuple):
    """A hand two copies recorded differently, neither having seen the other's result: the
    result in force here and the other copy's, which waits for a decision."""

    key: tuple[int, int, int]
    """(round, table, hand)."""
    mine: HandVersion
    """The result in force on this copy (when and where it was entered: ``at``, ``by``)."""
    theirs: HandVersion
    """The other copy's result, waiting."""


class TotalsConflict(NamedTuple):
    """A table's round totals two copies entered differently, as :class:`MergeConflict`."""

    key: tuple[int, int]
    """(round, table)."""
    mine: TotalsVersion
    theirs: TotalsVersion


def waiting_conflicts(key: tuple[int, ...], line: Line, make: Any) -> list[Any]:
    """One conflict per different result waiting in ``line`` (the latest of each), oldest first."""
    latest = {version.content: version for version in line.waiting}
    return [make(key, line.current, version) for version in latest.values()]


class HistoryLine(NamedTuple):
    """One line of a hand's (or a table's round totals') history on this copy: what happened, where,
    when this copy saw it, and the result in force before it.

    Lines come in the order this copy saw them: a version made here when it was made, one from
    another copy when it was taken in (:attr:`seen`), so a phone's earlier entry taken in after the
    organiser's own reads as what it was, a result that came in later.
    """

    revision: int
    at: str
    """When it was made, where it was made (that device's clock)."""
    changed: tuple[str, ...]
    """Which of makers, tricks, alone, renege differ from the result in force before it (those given,
    for the first; ``("totals",)`` for round totals that differ)."""
    before: HandVersion | TotalsVersion | None
    """The version in force on this copy before this line (None for the first)."""
    after: HandVersion | TotalsVersion
    """The version itself (its ``by`` says where it was made)."""
    event: str = "entered"
    """What happened where it was made: one of :data:`EVENTS` (a version that does not say is read as
    "entered" when it is the first result, "cleared" when it clears, "decided" when it is a decision,
    else "corrected")."""
    seen: str = ""
    """When this copy took it in from another copy ("" when it was made on this copy)."""
    effect: str = "result"
    """What it did on this copy: ``"result"`` (in force from then on), ``"same"`` (it holds the result
    already in force: nothing changed), ``"history"`` (another copy's earlier version, never in force
    here), ``"waiting"`` (waits for a decision now), ``"waited"`` (waited; a decision settled it)."""
    chose: HandVersion | TotalsVersion | None = None
    """For a decision: the earliest version holding the result chosen (its ``by`` says whose it was)."""

    @property
    def merged(self) -> bool:
        """It came from another copy (a phone's code, a file, live sync, another tab)."""
        return bool(self.seen) or self.after.came_as != ""


def _moment(text: str) -> datetime | None:
    try:
        moment = datetime.fromisoformat(text.replace("Z", "+00:00"))
    except (ValueError, AttributeError):
        return None
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=timezone.utc)


def _seen_order(items: list[tuple[Any, bool]]) -> list[tuple[Any, bool]]:
    """The line's versions (then its waiting results) in the order this copy saw them: a version
    made here when it was made, one taken in from another copy when it was taken in. Both times
    are this copy's own clock; if one cannot be read, the line's own order stands."""
    moments = [_moment(version.seen or version.at) for version, _ in items]
    if any(moment is None for moment in moments):
        return items
    order = sorted(range(len(items)), key=lambda i: (moments[i], i))
    return [items[i] for i in order]


def _cleared(version: Any) -> bool:
    return all(value is None for value in version.content)


def history_lines(line: Line, fields: tuple[str, ...] | None) -> tuple[HistoryLine, ...]:
    """A result's history on this copy, one :class:`HistoryLine` per version and per result waiting,
    in the order this copy saw them, each with the result in force before it. ``fields`` names the
    parts of a hand's result (None for round totals)."""
    items = _seen_order([(v, False) for v in line.versions] + [(v, True) for v in line.waiting])
    lines: list[HistoryLine] = []
    force: Any = None
    seen_so_far: list[Any] = []
    for version, waits in items:
        content = version.content
        same = force is not None and force.content == content
        if version.decided:
            effect = "same" if same else "result"
        elif waits:
            effect = "waiting"
        elif version.came_as == "waiting":
            effect = "same" if same else "waited"
        elif version.came_as == "history":
            effect = "same" if same else "history"
        else:
            effect = "same" if same else "result"
        if force is None:
            changed = ("totals",) if fields is None else tuple(f for f, v in zip(fields, content) if v is not None)
        elif fields is None:
            changed = () if same else ("totals",)
        else:
            changed = tuple(f for f, old, new in zip(fields, force.content, content) if old != new)
        event = version.event or ("decided" if version.decided else "cleared" if _cleared(version)
                                  else "entered" if force is None or effect in ("waiting", "waited")
                                  else "corrected")
        chose = None
        if version.decided:
            chose = next((v for v in seen_so_far if v.content == content and not v.decided), None)
        lines.append(HistoryLine(version.revision, version.at, changed, force, version, event, version.seen,
                                 effect, chose))
        seen_so_far.append(version)
        if not waits and (version.came_as in ("", "result") or version.decided):
            force = version
    return tuple(lines)


class TournamentPlayer(NamedTuple):
    """A player: a stable id, a plain-text name, and whether they are still playing."""

    id: int
    name: str
    active: bool = True
    """False once removed (left the tournament); past scores stay."""
    updated: str = ""
    """When the name or status last changed (used when merging copies)."""


@dataclass(frozen=True, slots=True)
class TournamentSettings:
    """How the standings count byes and break ties, and how many rounds are planned."""

    bye_rule: str = "zero"
    """``"zero"`` or ``"average"``: see :data:`BYE_RULES`."""
    tie_breaks: tuple[str, ...] = ()
    """After total points, in this order; names from :data:`TIE_BREAKS`. Empty (the default):
    no tie-breaks, players with equal totals share a rank."""
    rounds: int | None = None
    """Rounds planned (passed to the seating schedule), or None for the schedule's default."""
    confirm: bool = False
    """An opponent confirms each hand on the table's phone before it is sent (off by default). The
    table's invitation carries it, so the phone knows to ask."""

    def __post_init__(self) -> None:
        if isinstance(self.tie_breaks, list):
            object.__setattr__(self, "tie_breaks", tuple(self.tie_breaks))
        refuse(self.problem(self.bye_rule, self.tie_breaks, self.rounds))
        if self.confirm is not True and self.confirm is not False:
            refuse(f"confirm must be true or false, not {show(self.confirm)}")

    @staticmethod
    def problem(bye_rule: object, tie_breaks: object, rounds: object) -> str | None:
        if not isinstance(bye_rule, str) or bye_rule not in BYE_RULES:
            return f"bye rule must be one of {', '.join(map(repr, BYE_RULES))}, not {show(bye_rule)}"
        if not isinstance(tie_breaks, (tuple, list)):
            return f"tie-breaks must be a list of names, not {show(tie_breaks)}"
        for name in tie_breaks:
            if not isinstance(name, str) or name not in TIE_BREAKS:
                return f"unknown tie-break {show(name)}; known: {', '.join(TIE_BREAKS)}"
        if len(set(tie_breaks)) != len(tie_breaks):
            return "a tie-break is listed twice"
        if rounds is not None:
            return int_problem(rounds, "planned rounds", 1, MAX_ROUNDS)
        return None

    @property
    def breaks_ties(self) -> bool:
        """True when the organiser has switched tie-breaks on."""
        return bool(self.tie_breaks)


@dataclass(frozen=True, slots=True)
class TournamentTable:
    """One table of a round: seats (a, b, c, d), a & b against c & d, and its hands or round totals.

    A table's round is entered hand by hand, or as each pair's round score (``totals``, what a
    paper card holds), or both: hands filled in after the totals must fit them (checked as each
    one is entered), so once all eight are in they add up to the totals exactly. The round score
    (:attr:`points`) is the eight hands' once all are in, else the totals when entered, else the
    hands recorded so far.
    """

    number: int
    seats: tuple[int, int, int, int]
    hands: tuple[HandEntry, ...] = ()
    """Every hand ever entered here (recorded or cleared), by number."""
    totals: tuple[TotalsVersion, ...] = ()
    """Every version of the round totals ever entered here, oldest first (the last is current)."""
    totals_waiting: tuple[TotalsVersion, ...] = ()
    """Round totals other copies entered differently, waiting for a decision (as :attr:`HandEntry.waiting`)."""
    points: tuple[int, int] = field(init=False, compare=False, repr=False)
    """The round score of (a & b, c & d): see the class's description."""
    hand_points: tuple[int, int] = field(init=False, compare=False, repr=False)
    """Points of (a & b, c & d) over the recorded hands."""
    lone_made: tuple[int, ...] = field(init=False, compare=False, repr=False)
    """Ids of lone makers, once per lone hand made."""
    recorded: int = field(init=False, compare=False, repr=False)
    """How many of the 8 hands are recorded."""

    def __post_init__(self) -> None:
        ab = cd = recorded = 0
        lone = []
        for entry in self.hands:
            version = entry.versions[-1]
            if version.makers is None and version.renege is None:
                continue
            recorded += 1
            first, second = version.points
            ab += first
            cd += second
            if version.lone_made:
                lone.append(version.alone)
        totals = self.totals[-1].points if self.totals else None
        points = (ab, cd) if totals is None or recorded == HANDS_PER_ROUND else totals
        object.__setattr__(self, "points", points)
        object.__setattr__(self, "hand_points", (ab, cd))
        object.__setattr__(self, "lone_made", tuple(lone))
        object.__setattr__(self, "recorded", recorded)

    @property
    def totals_line(self) -> Line:
        return Line(self.totals, self.totals_waiting)

    @property
    def waiting(self) -> bool:
        """A result entered here waits for a decision: a hand's, or the round totals'."""
        return bool(self.totals_waiting) or any(entry.waiting for entry in self.hands)

    @property
    def round_totals(self) -> tuple[int, int] | None:
        """The round totals in force (a & b, c & d), or None when none are entered."""
        return self.totals[-1].points if self.totals else None

    @property
    def by_totals(self) -> bool:
        """The round score comes from the round totals (not all eight hands are in)."""
        return self.round_totals is not None and self.recorded < HANDS_PER_ROUND

    @property
    def fits_totals(self) -> bool:
        """The hands recorded here fit the round totals (True when there are none). Entry keeps
        them fitting; only a merged or imported copy can bring a table where they do not."""
        totals = self.round_totals
        return totals is None or self.fit_problem is None

    @property
    def fit_problem(self) -> TotalsProblem | None:
        """Why the hands recorded here do not fit the round totals (None when they do, or when there are none)."""
        totals = self.round_totals
        return None if totals is None else totals_problem(totals, self.hand_points, self.recorded)

    @property
    def entered(self) -> bool:
        """Anything was ever entered here: a hand or round totals (even if cleared since)."""
        return bool(self.hands or self.totals)

    @property
    def pairs(self) -> tuple[tuple[int, int], tuple[int, int]]:
        a, b, c, d = self.seats
        return (a, b), (c, d)

    @property
    def clockwise(self) -> tuple[int, int, int, int]:
        """The players in clockwise order: a, c, b, d (partners sit opposite)."""
        a, b, c, d = self.seats
        return (a, c, b, d)

    def dealer(self, hand_number: int) -> int:
        """The id of the player dealing hand ``hand_number`` (1 to 8)."""
        refuse(int_problem(hand_number, "the hand number", 1, HANDS_PER_ROUND))
        return self.clockwise[(hand_number - 1) % 4]

    def side_of(self, player_id: int) -> int:
        """0 for a & b, 1 for c & d."""
        return self.seats.index(player_id) >> 1

    def hand(self, hand_number: int) -> HandEntry | None:
        for entry in self.hands:
            if entry.number == hand_number:
                return entry
        return None

    @property
    def is_complete(self) -> bool:
        """The table's round is finished: all eight hands recorded, or its round totals entered."""
        return self.recorded == HANDS_PER_ROUND or self.round_totals is not None

    @property
    def next_hand_number(self) -> int | None:
        """The first hand not recorded yet, or None when all 8 are."""
        done = {entry.number for entry in self.hands if entry.is_recorded}
        for number in range(1, HANDS_PER_ROUND + 1):
            if number not in done:
                return number
        return None


@dataclass(frozen=True, slots=True)
class TournamentRound:
    """A round: its tables and the players sitting out."""

    number: int
    tables: tuple[TournamentTable, ...]
    byes: tuple[int, ...] = ()
    closed: bool = False
    schedule: tuple[int, int, int] | None = None
    """Where automatic seating came from: (player count, schedule round, rotation); None if given by hand."""

    @property
    def seated(self) -> tuple[int, ...]:
        return tuple(pid for table in self.tables for pid in table.seats)

    @property
    def players(self) -> frozenset[int]:
        """Everyone in the round: seated or sitting out."""
        return frozenset(self.seated) | frozenset(self.byes)

    def table(self, table_number: int) -> TournamentTable | None:
        for table in self.tables:
            if table.number == table_number:
                return table
        return None

    @property
    def incomplete_tables(self) -> tuple[TournamentTable, ...]:
        return tuple(table for table in self.tables if not table.is_complete)
