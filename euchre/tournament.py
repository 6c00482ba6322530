"""The tournament score sheet: players, rounds, tables and the hands recorded at them.

    >>> from euchre.tournament import DEFAULT_TIE_BREAKS, Tournament
    >>> t = Tournament.new("fri-0503", "Friday night", at="2024-05-03T19:00:00Z")
    >>> t = t.add_players(["Ann", "Bob", "Cy", "Di"], at="2024-05-03T19:01:00Z")
    >>> t = t.start_round(tables=[((0, 1), (2, 3))], at="2024-05-03T19:02:00Z")
    >>> [t.dealer(1, 1, hand) for hand in range(1, 9)]        # clockwise a, c, b, d
    [0, 2, 1, 3, 0, 2, 1, 3]
    >>> t = t.record_hand(1, 1, makers=0, tricks=5, at="2024-05-03T19:05:00Z")           # Ann & Bob march
    >>> t = t.record_hand(1, 1, makers=1, tricks=4, alone=3, at="2024-05-03T19:08:00Z")  # Di alone, 4 tricks
    >>> [(row.place, row.name, row.total) for row in t.standings()]        # equal totals share a place
    [('1=', 'Ann', 2), ('1=', 'Bob', 2), ('3=', 'Cy', 1), ('3=', 'Di', 1)]
    >>> tb = t.with_settings(tie_breaks=DEFAULT_TIE_BREAKS, at="2024-05-03T19:08:30Z")
    >>> [(row.place, row.name) for row in tb.standings()][2:], tb.standings().decided[0].tie_break
    ([('3', 'Di'), ('4', 'Cy')], 'lone_hands')
    >>> t = t.correct_hand(1, 1, 2, makers=1, tricks=5, alone=3, at="2024-05-03T19:09:00Z")
    >>> t.table(1, 1).points, t.hand(1, 1, 2).revision
    ((2, 4), 2)

A :class:`Tournament` is immutable: every change returns a new tournament and
takes the time of the change as ``at`` (an ISO 8601 text from the caller; the
model never reads the clock and uses no randomness). Points come from
:mod:`euchre.scoring`, the same code the game uses.

Seats at a table are ``(a, b, c, d)``: a & b are partners (pair 0) against
c & d (pair 1); clockwise the order is a, c, b, d, and hand ``n`` (1 to 8) is
dealt by that order's ``(n - 1) % 4``-th player, so each player deals twice.

Late arrivals and leavers: a player added after play started joins the next
round; a removed player is marked inactive, keeps every past score and is not
seated again. When the active players change, the next automatic round is
seated from a schedule regenerated for the new count (``euchre.seating``), its
round and player mapping chosen to repeat the fewest earlier partners, then the
fewest repeated byes and opponents. Rounds before a player arrived or after they
left are neither played nor byes for them: they score nothing there under any rule.
A player who leaves mid-round keeps their seat in that round; to seat a substitute,
use :meth:`Tournament.set_table` (recorded hands stay with the seats).

Round totals: a table's round can instead be entered as each pair's round score, what a
paper progressive card holds (:meth:`Tournament.enter_totals`). They must be a score eight
hands can produce (:data:`ROUND_RESULTS`: each hand gives one pair 1, 2 or 4 points, a renege 2
or 4), and they finish the table's round. Hands may be filled in afterwards; each must fit the
totals (the remaining hands must still be able to make up the rest), so once all eight are in
they add up to the totals exactly. Wrong totals are changed (or cleared) first, and every
earlier version stays in the table's history. Standings count a round entered as totals
exactly as the same round entered hand by hand, except that lone hands are known only from
hands entered.

Standings count every recorded hand, finished round or not. Players with equal
totals share a rank ("3=") and are listed by name, as the tournament's rule 9 counts
them: the tally of round scores decides. Tie-breaks are the organiser's option,
off unless :attr:`TournamentSettings.tie_breaks` names some (in order; the usual
order is :data:`DEFAULT_TIE_BREAKS`: rounds won, lone hands made, best round; a
player who has not played has no best round and ranks below a best round of 0).
Nobody is in the top three until a hand is recorded.
"""

from __future__ import annotations

import dataclasses
import re
import unicodedata
from dataclasses import dataclass, field
from datetime import datetime
from fractions import Fraction
from typing import TYPE_CHECKING, Any, Iterable, Iterator, NamedTuple, Sequence

from .errors import TournamentError
from .round import HANDS_PER_ROUND
from .scoring import hand_points, renege_points

if TYPE_CHECKING:
    from .sheet_format import MergeReport

__all__ = [
    "Tournament",
    "TournamentSettings",
    "TournamentPlayer",
    "TournamentRound",
    "TournamentTable",
    "HandEntry",
    "HandVersion",
    "TotalsVersion",
    "HistoryLine",
    "Standing",
    "Standings",
    "TieBreak",
    "ScoreCardRow",
    "BYE_RULES",
    "TIE_BREAKS",
    "DEFAULT_TIE_BREAKS",
    "MAX_NAME_LENGTH",
    "MAX_PLAYERS",
    "MAX_ROUNDS",
    "MAX_VERSIONS",
    "HAND_RESULTS",
    "REACHABLE",
    "ROUND_RESULTS",
    "totals_problem",
]

MAX_NAME_LENGTH = 100
"""Longest player or tournament name, in characters."""
MAX_PLAYERS = 400
"""Most players one tournament holds (ids run from 0 to ``MAX_PLAYER_ID``)."""
MAX_PLAYER_ID = 9999
MAX_ROUNDS = 60
MAX_TABLE_NUMBER = 999
MAX_VERSIONS = 50
"""Most versions (the current one and its history) one hand keeps."""
MAX_REVISION = 1000
MAX_ID_LENGTH = 64
MAX_TIME_LENGTH = 40

BYE_RULES: dict[str, str] = {
    "zero": "A player sitting out a round scores 0 for it.",
    "average": ("A player sitting out a round is credited with their average round score over the rounds "
                "they played (rounds complete at their table, or closed)."),
}
"""What a bye scores, by setting value, with the words the standings print."""

TIE_BREAKS: dict[str, str] = {
    "rounds_won": "rounds won (their side outscored the other side at the table)",
    "lone_hands": "lone hands made",
    "best_round": "best round score",
}
"""The tie-breaks a tournament may order, with the words the standings print."""

DEFAULT_TIE_BREAKS = ("rounds_won", "lone_hands", "best_round")
"""The order offered when the organiser switches tie-breaks on: rounds won, lone hands made, best round.

Tie-breaks are off by default (:attr:`TournamentSettings.tie_breaks` is empty): equal totals share a rank.
"""

PAIRS = ("a & b", "c & d")


# --- checks shared with the stored format: each returns what is wrong, or None ------------

_ID_PATTERN = re.compile(r"[A-Za-z0-9][A-Za-z0-9._:-]*\Z")
_ALLOWED_FORMAT = {"\u200c", "\u200d"}  # zero-width (non-)joiners: parts of emoji and of some scripts


def show(value: object) -> str:
    """A short, safe rendering of any value for an error message."""
    if value is None or isinstance(value, bool):
        return repr(value)
    if isinstance(value, int):
        return repr(value) if value.bit_length() <= 64 else "a huge number"
    if isinstance(value, float):
        return repr(value)
    if isinstance(value, str):
        return repr(value) if len(value) <= 40 else repr(value[:37]) + "..."
    return f"a {type(value).__name__}"


def is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def int_problem(value: object, what: str, low: int, high: int) -> str | None:
    if not is_int(value) or not low <= value <= high:
        return f"{what} must be a whole number from {low} to {high}, not {show(value)}"
    return None


def name_problem(value: object, what: str) -> str | None:
    """Names are plain text: never empty, at most 100 characters, no control characters.

    Anything else is allowed, ``<`` and ``&`` included: every screen shows names as text.
    """
    if not isinstance(value, str):
        return f"{what} must be text, not {show(value)}"
    if not value.strip():
        return f"{what} is empty"
    if value != value.strip():
        return f"{what} {show(value)} starts or ends with spaces"
    if len(value) > MAX_NAME_LENGTH:
        return f"{what} is {len(value)} characters long; at most {MAX_NAME_LENGTH} are allowed"
    for char in value:
        category = unicodedata.category(char)
        if category in ("Cc", "Cs", "Zl", "Zp") or (category == "Cf" and char not in _ALLOWED_FORMAT):
            return f"{what} {show(value)} contains the control character U+{ord(char):04X}"
    return None


def id_problem(value: object, what: str) -> str | None:
    if not isinstance(value, str) or not 1 <= len(value) <= MAX_ID_LENGTH or not _ID_PATTERN.match(value):
        return (f"{what} must be 1 to {MAX_ID_LENGTH} letters, digits, '.', '_', ':' or '-' "
                f"(starting with a letter or digit), not {show(value)}")
    return None


def time_problem(value: object, what: str) -> str | None:
    if isinstance(value, str) and 1 <= len(value) <= MAX_TIME_LENGTH:
        try:
            datetime.fromisoformat(value)
            return None
        except ValueError:
            pass
    return f"{what} must be an ISO 8601 date and time such as '2024-05-03T19:00:00Z', not {show(value)}"


def version_problem(seats: Sequence[int], makers: object, tricks: object, alone: object,
                    renege: object, names: Any = None) -> str | None:
    """What is wrong with one hand's result at a table seated ``seats``, or None."""
    who = names or (lambda pid: f"player #{pid}")
    if renege is not None:
        if renege not in (0, 1) or not is_int(renege):
            return f"the reneging pair must be 0 ({PAIRS[0]}) or 1 ({PAIRS[1]}), not {show(renege)}"
        if tricks is not None:
            return f"a renege ends the hand: give no tricks (not {show(tricks)})"
        if makers is not None and (makers not in (0, 1) or not is_int(makers)):
            return f"makers must be 0 ({PAIRS[0]}) or 1 ({PAIRS[1]}), not {show(makers)}"
    elif makers is None:
        if tricks is not None or alone is not None:
            return "say which pair made trump (makers 0 or 1)"
        return None  # a cleared hand
    else:
        if makers not in (0, 1) or not is_int(makers):
            return f"makers must be 0 ({PAIRS[0]}) or 1 ({PAIRS[1]}), not {show(makers)}"
        if not is_int(tricks) or not 0 <= tricks <= 5:
            return f"the makers take 0 to 5 tricks (a hand has 5), not {show(tricks)}"
    if alone is not None:
        if makers is None:
            return "say which pair made trump when someone went alone"
        if not is_int(alone):
            return f"the lone player must be a player id, not {show(alone)}"
        if alone not in seats:
            return f"{who(alone)} went alone but is not at this table"
        if alone not in seats[2 * makers:2 * makers + 2]:
            return (f"{who(alone)} cannot go alone for the makers ({PAIRS[makers]}): "
                    f"they sit in {PAIRS[1 - makers]}")
    return None


# --- round totals: what eight hands can produce -------------------------------------------

def _one_hand_results() -> frozenset[tuple[int, int]]:
    """Every (a & b, c & d) one recorded hand scores, from the engine's scoring: a played hand
    gives one side 1, 2 or 4 points (made, march or euchre, lone march), a renege gives the side
    that did not renege 2, or 4 when it was playing alone. No recorded hand scores (0, 0)."""
    played = {hand_points(makers, tricks, alone) for makers in (0, 1) for tricks in range(6)
              for alone in (False, True)}
    reneges = {renege_points(offenders, alone) for offenders in (0, 1) for alone in (False, True)}
    return frozenset(played | reneges)


HAND_RESULTS: frozenset[tuple[int, int]] = _one_hand_results()
"""What one recorded hand can score: ``(1, 0), (2, 0), (4, 0), (0, 1), (0, 2), (0, 4)``."""


def _reachable() -> tuple[frozenset[tuple[int, int]], ...]:
    """``[k]``: every (a & b, c & d) that exactly ``k`` recorded hands can add up to, k = 0..8."""
    levels = [frozenset({(0, 0)})]
    for _ in range(HANDS_PER_ROUND):
        levels.append(frozenset((a + x, b + y) for a, b in levels[-1] for x, y in HAND_RESULTS))
    return tuple(levels)


REACHABLE: tuple[frozenset[tuple[int, int]], ...] = _reachable()
"""``REACHABLE[k]``: the (a & b, c & d) scores that exactly ``k`` hands can produce (a small dynamic
programme over :data:`HAND_RESULTS`, worked out once)."""

ROUND_RESULTS: frozenset[tuple[int, int]] = REACHABLE[HANDS_PER_ROUND]
"""Every round score a table's eight hands can produce: the round totals that can be entered."""

MOST_PER_HAND = max(max(result) for result in HAND_RESULTS)
LEAST_PER_HAND = min(max(result) for result in HAND_RESULTS)


def totals_problem(totals: object, pairs: Sequence[str] = PAIRS, hands: tuple[int, int] = (0, 0),
                   recorded: int = 0) -> str | None:
    """Why ``totals`` (a & b's round score, c & d's) cannot be a table's round, in plain words, or None.

    ``pairs`` names the two pairs; ``hands`` is what the ``recorded`` hands already entered there
    add up to: the other hands must be able to make up the rest.

        >>> totals_problem((33, 0), ("Ann & Bob", "Cy & Di"))
        "Ann & Bob 33 and Cy & Di 0 can't come from eight hands: at most 32 points go to one side."
        >>> totals_problem((11, 5)) is None, totals_problem((11, 5), hands=(12, 0), recorded=4) is None
        (True, False)
    """
    if not isinstance(totals, (tuple, list)) or len(totals) != 2:
        return f"Round totals are two numbers, one for each pair, not {show(totals)}."
    first, second = pairs
    for name, value in zip(pairs, totals):
        if not is_int(value) or value < 0:
            return f"{name}'s round score must be a whole number, 0 or more, not {show(value)}."
    a, b = totals
    rounds = HANDS_PER_ROUND
    head = f"{first} {a} and {second} {b} can't come from {_count_word(rounds)} hands"
    if (a, b) not in ROUND_RESULTS:
        most = MOST_PER_HAND * rounds
        if max(a, b) > most:
            return f"{head}: at most {most} points go to one side."
        if a + b > most:
            return f"{head}: each hand gives at most {MOST_PER_HAND} points, so together at most {most}."
        if a + b < LEAST_PER_HAND * rounds:
            return (f"{head}: each hand gives one pair at least {LEAST_PER_HAND} point, so together they "
                    f"have at least {LEAST_PER_HAND * rounds}.")
        return (f"{head}: each hand gives one pair 1, 2 or 4 points (a renege 2 or 4), and no "
                f"{_count_word(rounds)} hands add up to that.")
    if recorded:
        ha, hb = hands
        if recorded >= rounds:
            if (ha, hb) != (a, b):
                return (f"The {_count_word(rounds)} hands recorded here give {first} {ha} and {second} {hb}, "
                        f"not {a} and {b}.")
            return None
        if (a - ha, b - hb) not in REACHABLE[rounds - recorded]:
            done = "hand recorded here gives" if recorded == 1 else "hands recorded here give"
            rest = rounds - recorded
            return (f"The {_count_word(recorded)} {done} {first} {ha} and {second} {hb}; the other "
                    f"{_count_word(rest)} hand{'s' if rest != 1 else ''} can't bring that to {a} and {b}.")
    return None


def _lower_first(text: str) -> str:
    return text[:1].lower() + text[1:]


def _count_word(count: int) -> str:
    words = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight")
    return words[count] if 0 <= count < len(words) else str(count)


def _raise(problem: str | None) -> None:
    if problem is not None:
        raise TournamentError(problem)


# --- the value types -------------------------------------------------------------------------

class HandVersion(NamedTuple):
    """One version of a hand's result; a hand with no makers and no renege is cleared."""

    revision: int
    """1 for the first recording; each change adds one."""
    at: str
    """When this version was entered (ISO 8601, from the caller)."""
    makers: int | None = None
    """0 when a & b made trump, 1 when c & d did."""
    tricks: int | None = None
    """Tricks the makers took, 0 to 5 (None for a renege)."""
    alone: int | None = None
    """Id of the player who went alone, or None."""
    renege: int | None = None
    """The pair (0 or 1) that reneged; the hand scores as a renege."""

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

    def sort_key(self) -> tuple[Any, ...]:
        """Order of versions: revision, then time, then content (so merging is symmetric)."""
        return (self.revision, self.at, tuple(-1 if v is None else v for v in self.content))


class HandEntry(NamedTuple):
    """A hand at a table: its current result (the last version) and every earlier version."""

    number: int
    """1 to 8."""
    versions: tuple[HandVersion, ...]
    """Oldest first; the last is the current result."""

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


class TotalsVersion(NamedTuple):
    """One version of a table's round totals (each pair's score for the round, as a paper card
    holds it); a version with no scores is cleared."""

    revision: int
    at: str
    ab: int | None = None
    """a & b's round score."""
    cd: int | None = None
    """c & d's round score."""

    @property
    def points(self) -> tuple[int, int] | None:
        """(a & b, c & d), or None when cleared."""
        return None if self.ab is None else (self.ab, self.cd)  # type: ignore[return-value]

    def sort_key(self) -> tuple[Any, ...]:
        return (self.revision, self.at, -1 if self.ab is None else self.ab, -1 if self.cd is None else self.cd)


class HistoryLine(NamedTuple):
    """One change to a hand, in words."""

    revision: int
    at: str
    changed: tuple[str, ...]
    """Which of makers, tricks, alone, renege changed (all given for the first version)."""
    text: str


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

    def __post_init__(self) -> None:
        if isinstance(self.tie_breaks, list):
            object.__setattr__(self, "tie_breaks", tuple(self.tie_breaks))
        _raise(self.problem(self.bye_rule, self.tie_breaks, self.rounds))

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
    def bye_rule_text(self) -> str:
        return BYE_RULES[self.bye_rule]

    @property
    def breaks_ties(self) -> bool:
        """True when the organiser has switched tie-breaks on."""
        return bool(self.tie_breaks)

    @property
    def tie_break_text(self) -> str:
        if not self.tie_breaks:
            return "Ranked by total points; players with equal totals share a place (no tie-breaks)."
        order = ["total points"] + [TIE_BREAKS[name] for name in self.tie_breaks]
        return "Ranked by " + ", then ".join(order) + "; players still tied share a rank."


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
        return totals is None or totals_problem(totals, PAIRS, self.hand_points, self.recorded) is None

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
        _raise(int_problem(hand_number, "the hand number", 1, HANDS_PER_ROUND))
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


class Standing(NamedTuple):
    """One player's line in the standings (fields by name: ``row.rank``, ``row.tied``, ``row.place``)."""

    rank: int
    """1 is first; tied players share a rank (1, 2, 2, 4)."""
    player: int
    name: str
    active: bool
    total: int | float
    """Points scored at tables plus any bye credit (a float only for a fractional average credit)."""
    points: int
    """Points scored at tables."""
    bye_credit: int | float
    rounds_played: int
    byes: int
    rounds_won: int
    lone_hands: int
    best_round: int | None
    top_three: bool
    """Rank 1, 2 or 3, once a hand has been recorded in the tournament."""
    tied: bool
    """Shares the rank with another player."""

    @property
    def place(self) -> str:
        """The rank as the standings print it: ``"3"``, or ``"3="`` when shared."""
        return f"{self.rank}=" if self.tied else str(self.rank)


class TieBreak(NamedTuple):
    """Two players with equal totals put in order by a tie-break."""

    above: int
    """Id of the player ranked higher."""
    below: int
    tie_break: str
    """The first tie-break that differed (a name from :data:`TIE_BREAKS`)."""

    @property
    def text(self) -> str:
        return TIE_BREAKS[self.tie_break]


@dataclass(frozen=True)
class Standings:
    """Every player by rank, and the rules that ranked them (iterate for the rows)."""

    rows: tuple[Standing, ...]
    bye_rule: str
    tie_breaks: tuple[str, ...]
    decided: tuple[TieBreak, ...] = ()
    """Where a tie-break put players with equal totals in order (empty when tie-breaks are off)."""

    def __iter__(self) -> Iterator[Standing]:
        return iter(self.rows)

    def __len__(self) -> int:
        return len(self.rows)

    def __getitem__(self, index: int) -> Standing:
        return self.rows[index]

    @property
    def bye_rule_text(self) -> str:
        return BYE_RULES[self.bye_rule]

    @property
    def tie_break_text(self) -> str:
        return TournamentSettings(self.bye_rule, self.tie_breaks).tie_break_text

    @property
    def top_three(self) -> tuple[Standing, ...]:
        """Everyone ranked 1, 2 or 3 (more than three when places are shared); empty before any hand."""
        return tuple(row for row in self.rows if row.top_three)


class ScoreCardRow(NamedTuple):
    """One round on a player's score card."""

    round: int
    table: int | None
    """None when the player sat out."""
    partner: int | None
    opponents: tuple[int, ...]
    points: int | float
    """The round score (or the bye credit)."""
    opponents_points: int | None
    loners: int
    """Lone hands the player made this round."""
    hands: int
    """Hands recorded at the table."""
    bye: bool


_KEEP: Any = object()


@dataclass(slots=True)
class _Tally:
    """One player's counts while the standings are worked out."""

    points: int = 0
    played: int = 0
    """Rounds seated at a table."""
    hands: int = 0
    """Hands recorded at the player's tables (one more for each table with round totals)."""
    won: int = 0
    lone: int = 0
    best: int | None = None
    byes: int = 0
    counted_points: int = 0
    """Points in rounds that count for the average bye credit (complete at the table, or closed)."""
    counted_rounds: int = 0

    def metric(self, tie_break: str) -> int:
        if tie_break == "rounds_won":
            return self.won
        if tie_break == "lone_hands":
            return self.lone
        return -1 if self.best is None else self.best


def _exact(value: Fraction) -> int | float:
    return value.numerator if value.denominator == 1 else round(float(value), 2)


def _parse_seats(spec: object, what: str) -> tuple[int, int, int, int]:
    flat: tuple[object, ...] | None = None
    if isinstance(spec, (list, tuple)):
        if len(spec) == 4:
            flat = tuple(spec)
        elif len(spec) == 2 and all(isinstance(p, (list, tuple)) and len(p) == 2 for p in spec):
            flat = (spec[0][0], spec[0][1], spec[1][0], spec[1][1])
    if flat is None:
        raise TournamentError(f"{what} must list four players, (a, b, c, d) or ((a, b), (c, d)), not {show(spec)}")
    for pid in flat:
        if not is_int(pid):
            raise TournamentError(f"{what}: players are given by id, not {show(pid)}")
    if len(set(flat)) != 4:
        raise TournamentError(f"{what} needs four different players, not {list(flat)}")
    return flat  # type: ignore[return-value]


# --- the tournament --------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Tournament:
    """A tournament's score sheet. Start one with :meth:`Tournament.new`."""

    id: str
    name: str
    created: str
    updated: str
    players: tuple[TournamentPlayer, ...] = ()
    """By id."""
    rounds: tuple[TournamentRound, ...] = ()
    """Round 1 first."""
    settings: TournamentSettings = TournamentSettings()
    _index: dict[int, TournamentPlayer] = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_index", {p.id: p for p in self.players})

    # --- creating and naming ----------------------------------------------------------

    @classmethod
    def new(cls, id: str, name: str, *, at: str, players: Iterable[str] = (),
            settings: TournamentSettings | None = None) -> Tournament:
        """A tournament with no rounds yet; ``id`` is the caller's (letters, digits, ``.``, ``_``, ``:``, ``-``)."""
        _raise(id_problem(id, "the tournament id"))
        _raise(time_problem(at, "the time"))
        name = name.strip() if isinstance(name, str) else name
        _raise(name_problem(name, "the tournament name"))
        if settings is not None and not isinstance(settings, TournamentSettings):
            raise TournamentError(f"settings must be TournamentSettings, not {show(settings)}")
        tournament = cls(id, name, at, at, (), (), settings or TournamentSettings())
        return tournament.add_players(players, at=at) if players else tournament

    def rename(self, name: str, *, at: str) -> Tournament:
        _raise(time_problem(at, "the time"))
        name = name.strip() if isinstance(name, str) else name
        _raise(name_problem(name, "the tournament name"))
        return dataclasses.replace(self, name=name, updated=at)

    def copy_as(self, id: str, name: str, *, at: str) -> Tournament:
        """The same sheet under another id and name (to keep both copies of an import)."""
        _raise(id_problem(id, "the tournament id"))
        return dataclasses.replace(self, id=id).rename(name, at=at)

    def with_settings(self, *, at: str, bye_rule: str = _KEEP, tie_breaks: Sequence[str] = _KEEP,
                      rounds: int | None = _KEEP) -> Tournament:
        """Change the bye rule, the tie-break order or the planned rounds."""
        _raise(time_problem(at, "the time"))
        old = self.settings
        settings = TournamentSettings(
            old.bye_rule if bye_rule is _KEEP else bye_rule,
            old.tie_breaks if tie_breaks is _KEEP else tie_breaks,  # type: ignore[arg-type]
            old.rounds if rounds is _KEEP else rounds)
        return dataclasses.replace(self, settings=settings, updated=at)

    # --- players ----------------------------------------------------------------------

    def player(self, player_id: int) -> TournamentPlayer:
        """The player with this id; :class:`TournamentError` if there is none."""
        try:
            return self._index[player_id]
        except (KeyError, TypeError):
            raise TournamentError(f"there is no player #{show(player_id)} in this tournament") from None

    def who(self, player_id: int) -> str:
        """``"Ann (#0)"``: a player's name and id, for messages."""
        player = self._index.get(player_id) if is_int(player_id) else None
        return f"{player.name} (#{player.id})" if player else f"player #{show(player_id)}"

    @property
    def active_players(self) -> tuple[int, ...]:
        """Ids of the players still playing, in id order."""
        return tuple(p.id for p in self.players if p.active)

    @property
    def next_player_id(self) -> int:
        """The id :meth:`add_player` gives the next player."""
        return self.players[-1].id + 1 if self.players else 0

    def _name_taken(self, name: str, other_than: int | None = None) -> None:
        folded = name.casefold()
        for p in self.players:
            if p.id != other_than and p.name.casefold() == folded:
                raise TournamentError(f"there is already a player called {p.name!r} (#{p.id}); "
                                      f"add an initial to tell them apart")

    def add_player(self, name: str, *, at: str, id: int | None = None) -> Tournament:
        """Add a player (also after play has started: they join the next round)."""
        _raise(time_problem(at, "the time"))
        name = name.strip() if isinstance(name, str) else name
        _raise(name_problem(name, "the player's name"))
        self._name_taken(name)
        if len(self.players) >= MAX_PLAYERS:
            raise TournamentError(f"a tournament holds at most {MAX_PLAYERS} players")
        pid = self.next_player_id if id is None else id
        _raise(int_problem(pid, "a player id", 0, MAX_PLAYER_ID))
        if pid in self._index:
            raise TournamentError(f"player id {pid} is already {self.who(pid)}")
        players = tuple(sorted(self.players + (TournamentPlayer(pid, name, True, at),)))
        return dataclasses.replace(self, players=players, updated=at)

    def add_players(self, names: Iterable[str], *, at: str) -> Tournament:
        tournament = self
        for name in names:
            tournament = tournament.add_player(name, at=at)
        return tournament

    def _with_player(self, player: TournamentPlayer, at: str) -> Tournament:
        players = tuple(player if p.id == player.id else p for p in self.players)
        return dataclasses.replace(self, players=players, updated=at)

    def rename_player(self, player_id: int, name: str, *, at: str) -> Tournament:
        _raise(time_problem(at, "the time"))
        player = self.player(player_id)
        name = name.strip() if isinstance(name, str) else name
        _raise(name_problem(name, "the player's name"))
        self._name_taken(name, other_than=player.id)
        return self._with_player(player._replace(name=name, updated=at), at)

    def remove_player(self, player_id: int, *, at: str) -> Tournament:
        """Mark a player inactive: not seated again; their scores stay in the standings."""
        _raise(time_problem(at, "the time"))
        player = self.player(player_id)
        return self if not player.active else self._with_player(player._replace(active=False, updated=at), at)

    def restore_player(self, player_id: int, *, at: str) -> Tournament:
        """Make a removed player active again (seated from the next round)."""
        _raise(time_problem(at, "the time"))
        player = self.player(player_id)
        return self if player.active else self._with_player(player._replace(active=True, updated=at), at)

    # --- rounds and tables ------------------------------------------------------------

    def round(self, round_number: int) -> TournamentRound:
        """Round ``round_number`` (1 for the first)."""
        if not is_int(round_number) or not 1 <= round_number <= len(self.rounds):
            have = f"rounds 1 to {len(self.rounds)}" if self.rounds else "no rounds yet"
            raise TournamentError(f"there is no round {show(round_number)}: the tournament has {have}")
        return self.rounds[round_number - 1]

    def table(self, round_number: int, table_number: int) -> TournamentTable:
        rnd = self.round(round_number)
        table = rnd.table(table_number) if is_int(table_number) else None
        if table is None:
            numbers = ", ".join(str(t.number) for t in rnd.tables)
            raise TournamentError(f"round {round_number} has no table {show(table_number)} (tables: {numbers})")
        return table

    def hand(self, round_number: int, table_number: int, hand_number: int) -> HandEntry | None:
        """The hand as entered (None if never entered); check ``is_recorded`` for undone hands."""
        table = self.table(round_number, table_number)
        _raise(int_problem(hand_number, "the hand number", 1, HANDS_PER_ROUND))
        return table.hand(hand_number)

    def dealer(self, round_number: int, table_number: int, hand_number: int) -> int:
        """Id of the player dealing hand ``hand_number`` (1 to 8): a, c, b, d, a, c, b, d."""
        return self.table(round_number, table_number).dealer(hand_number)

    @property
    def current_round(self) -> TournamentRound | None:
        return self.rounds[-1] if self.rounds else None

    def _open_round(self, round_number: int) -> TournamentRound:
        rnd = self.round(round_number)
        if rnd.closed:
            raise TournamentError(f"round {round_number} is closed; reopen it to change it")
        return rnd

    def _with_round(self, rnd: TournamentRound, at: str) -> Tournament:
        rounds = self.rounds[:rnd.number - 1] + (rnd,) + self.rounds[rnd.number:]
        return dataclasses.replace(self, rounds=rounds, updated=at)

    def _check_new_tables(self, tables: Sequence[tuple[int, int, int, int]]) -> None:
        seen: dict[int, int] = {}
        for index, seats in enumerate(tables, 1):
            for pid in seats:
                player = self.player(pid)
                if not player.active:
                    raise TournamentError(f"{self.who(pid)} has left the tournament; restore them to seat them")
                if pid in seen:
                    raise TournamentError(
                        f"{self.who(pid)} is seated twice in the round (tables {seen[pid]} and {index})")
                seen[pid] = index

    def start_round(self, *, at: str, tables: Sequence[Any] | None = None) -> Tournament:
        """Start the next round: seated by ``euchre.seating`` for the active players, or at ``tables``.

        ``tables`` lists each table's seats as ``(a, b, c, d)`` or ``((a, b), (c, d))``
        (player ids); active players not seated sit out.
        """
        _raise(time_problem(at, "the time"))
        if len(self.rounds) >= MAX_ROUNDS:
            raise TournamentError(f"a tournament has at most {MAX_ROUNDS} rounds")
        active = self.active_players
        schedule = None
        if tables is None:
            seat_list, schedule = self._scheduled_seating(active)
        else:
            if not isinstance(tables, (list, tuple)):
                raise TournamentError(f"tables must be a list of seatings, not {show(tables)}")
            seat_list = [_parse_seats(spec, f"table {n}") for n, spec in enumerate(tables, 1)]
            self._check_new_tables(seat_list)
        if not seat_list:
            raise TournamentError("a round needs at least one table of four players")
        seated = {pid for seats in seat_list for pid in seats}
        rnd = TournamentRound(
            len(self.rounds) + 1,
            tuple(TournamentTable(n, seats) for n, seats in enumerate(seat_list, 1)),
            tuple(pid for pid in active if pid not in seated),
            False,
            schedule)
        return dataclasses.replace(self, rounds=self.rounds + (rnd,), updated=at)

    def _scheduled_seating(self, active: tuple[int, ...]
                           ) -> tuple[list[tuple[int, int, int, int]], tuple[int, int, int]]:
        count = len(active)
        if count < 4:
            raise TournamentError(f"{count} active player{'s' if count != 1 else ''}: a table needs four")
        try:
            from .schedules import seating
        except ImportError:
            raise TournamentError("automatic seating is not available in this version: give the tables") from None
        rounds = _schedule(seating, count, self.settings.rounds)

        partners: dict[tuple[int, int], int] = {}
        opponents: dict[tuple[int, int], int] = {}
        byes: dict[int, int] = {}
        for rnd in self.rounds:
            for table in rnd.tables:
                a, b, c, d = table.seats
                for pair in ((a, b), (c, d)):
                    key = (min(pair), max(pair))
                    partners[key] = partners.get(key, 0) + 1
                for x in (a, b):
                    for y in (c, d):
                        key = (min(x, y), max(x, y))
                        opponents[key] = opponents.get(key, 0) + 1
            for pid in rnd.byes:
                byes[pid] = byes.get(pid, 0) + 1

        preferred: list[tuple[int, int]] = []
        last = self.rounds[-1] if self.rounds else None
        if last is None:
            preferred.append((0, 0))
        elif last.schedule is not None and last.schedule[0] == count and last.players == frozenset(active):
            if last.schedule[1] + 1 < len(rounds):
                preferred.append((last.schedule[1] + 1, last.schedule[2]))

        def cost(index: int, rotation: int, rank: int) -> tuple[int, int, int, int]:
            tables, sitting_out = rounds[index]
            ids = [active[(i + rotation) % count] for i in range(count)]
            repeated = repeated_opp = 0
            for a, b, c, d in tables:
                a, b, c, d = ids[a], ids[b], ids[c], ids[d]
                repeated += partners.get((min(a, b), max(a, b)), 0) + partners.get((min(c, d), max(c, d)), 0)
                for x in (a, b):
                    for y in (c, d):
                        repeated_opp += opponents.get((min(x, y), max(x, y)), 0)
            repeated_byes = sum(byes.get(ids[i], 0) for i in sitting_out)
            return (repeated, repeated_byes, rank, repeated_opp)

        best = None
        candidates = preferred + [(i, k) for i in range(len(rounds)) for k in range(count)]
        for index, rotation in candidates:
            value = cost(index, rotation, 0 if (index, rotation) in preferred else 1)
            if best is None or value < best[0]:
                best = (value, index, rotation)
                if value == (0, 0, 0, 0):
                    break
        assert best is not None
        _, index, rotation = best
        ids = [active[(i + rotation) % count] for i in range(count)]
        seat_list = [(ids[a], ids[b], ids[c], ids[d]) for a, b, c, d in rounds[index][0]]
        return seat_list, (count, index, rotation)

    def set_table(self, round_number: int, table_number: int, seats: Any, *, at: str) -> Tournament:
        """Seat a table by hand: replace table ``table_number``'s seats, or add it as a new table.

        Hands already recorded stay with the table's positions (a, b, c, d). Players moved
        off the table sit out; players seated here leave the byes.
        """
        _raise(time_problem(at, "the time"))
        rnd = self._open_round(round_number)
        _raise(int_problem(table_number, "the table number", 1, MAX_TABLE_NUMBER))
        seats = _parse_seats(seats, f"table {table_number}")
        old = rnd.table(table_number)
        old_seats = old.seats if old else ()
        for pid in seats:
            player = self.player(pid)
            if not player.active and pid not in old_seats:
                raise TournamentError(f"{self.who(pid)} has left the tournament; restore them to seat them")
            for other in rnd.tables:
                if other.number != table_number and pid in other.seats:
                    raise TournamentError(f"{self.who(pid)} already sits at table {other.number} of round "
                                          f"{round_number}; move them from there first")
        if old is None:
            table = TournamentTable(table_number, seats)
            tables = tuple(sorted(rnd.tables + (table,), key=lambda t: t.number))
        else:
            for entry in old.hands:
                for version in entry.versions[-1:]:
                    problem = version_problem(seats, version.makers, version.tricks, version.alone,
                                              version.renege, self.who)
                    if problem:
                        raise TournamentError(f"hand {entry.number} at table {table_number} does not fit the new "
                                              f"seats: {problem}; correct that hand first")
            table = TournamentTable(table_number, seats, old.hands, old.totals)
            tables = tuple(table if t.number == table_number else t for t in rnd.tables)
        displaced = [pid for pid in old_seats if pid not in seats and self._index[pid].active]
        byes = tuple(sorted(pid for pid in set(rnd.byes) | set(displaced) if pid not in seats))
        return self._with_round(dataclasses.replace(rnd, tables=tables, byes=byes), at)

    def remove_table(self, round_number: int, table_number: int, *, at: str) -> Tournament:
        """Remove a table where nothing was recorded; its active players sit out."""
        _raise(time_problem(at, "the time"))
        rnd = self._open_round(round_number)
        table = self.table(round_number, table_number)
        if table.entered:
            what = "hands" if table.hands else "round totals"
            raise TournamentError(f"table {table_number} of round {round_number} has {what} entered; "
                                  f"seat it differently instead of removing it")
        if len(rnd.tables) == 1:
            raise TournamentError(f"table {table_number} is round {round_number}'s only table")
        tables = tuple(t for t in rnd.tables if t.number != table_number)
        moved = [pid for pid in table.seats if self._index[pid].active]
        byes = tuple(sorted(rnd.byes + tuple(moved)))
        return self._with_round(dataclasses.replace(rnd, tables=tables, byes=byes), at)

    def drop_round(self, round_number: int, *, at: str) -> Tournament:
        """Take back the last round when it was started by mistake (nothing entered yet)."""
        _raise(time_problem(at, "the time"))
        rnd = self.round(round_number)
        if round_number != len(self.rounds):
            raise TournamentError(f"only the last round (round {len(self.rounds)}) can be dropped")
        if any(table.entered for table in rnd.tables):
            what = "hands" if any(table.hands for table in rnd.tables) else "round totals"
            raise TournamentError(f"round {round_number} has {what} entered; it cannot be dropped")
        return dataclasses.replace(self, rounds=self.rounds[:-1], updated=at)

    def close_round(self, round_number: int, *, at: str, incomplete_ok: bool = False) -> Tournament:
        """Lock a round against changes; refused while a table lacks hands unless ``incomplete_ok``."""
        _raise(time_problem(at, "the time"))
        rnd = self.round(round_number)
        if rnd.closed:
            return self
        missing = rnd.incomplete_tables
        if missing and not incomplete_ok:
            tables = ", ".join(f"table {t.number} has {t.recorded} of {HANDS_PER_ROUND}" for t in missing)
            raise TournamentError(f"round {round_number} is not finished: {tables} hands "
                                  f"(close it anyway with incomplete_ok=True)")
        return self._with_round(dataclasses.replace(rnd, closed=True), at)

    def reopen_round(self, round_number: int, *, at: str) -> Tournament:
        _raise(time_problem(at, "the time"))
        rnd = self.round(round_number)
        return self if not rnd.closed else self._with_round(dataclasses.replace(rnd, closed=False), at)

    # --- hands -------------------------------------------------------------------------

    def _entry_point(self, round_number: int, table_number: int, hand_number: int | None,
                     at: str) -> tuple[TournamentRound, TournamentTable, int, HandEntry | None]:
        _raise(time_problem(at, "the time"))
        rnd = self._open_round(round_number)
        table = self.table(round_number, table_number)
        where = f"table {table_number} of round {round_number}"
        if hand_number is None:
            hand_number = table.next_hand_number
            if hand_number is None:
                raise TournamentError(f"{where} already has all {HANDS_PER_ROUND} hands: a round is "
                                      f"{HANDS_PER_ROUND} hands")
        elif not is_int(hand_number) or not 1 <= hand_number <= HANDS_PER_ROUND:
            raise TournamentError(f"there is no hand {show(hand_number)}: a round is {HANDS_PER_ROUND} hands, "
                                  f"numbered 1 to {HANDS_PER_ROUND}")
        return rnd, table, hand_number, table.hand(hand_number)

    def _put_version(self, rnd: TournamentRound, table: TournamentTable, hand_number: int,
                     entry: HandEntry | None, content: tuple[Any, Any, Any, Any], at: str) -> Tournament:
        makers, tricks, alone, renege = content
        problem = version_problem(table.seats, makers, tricks, alone, renege, self.who)
        if problem:
            raise TournamentError(f"hand {hand_number} at table {table.number} of round {rnd.number}: {problem}")
        if entry is None:
            entry = HandEntry(hand_number, (HandVersion(1, at, makers, tricks, alone, renege),))
        else:
            if entry.current.content == content:
                return self
            if len(entry.versions) >= MAX_VERSIONS:
                raise TournamentError(f"hand {hand_number} at table {table.number} of round {rnd.number} has "
                                      f"been changed {len(entry.versions)} times; no more changes are kept")
            revision = max(v.revision for v in entry.versions) + 1
            entry = HandEntry(hand_number, entry.versions + (HandVersion(revision, at, makers, tricks, alone, renege),))
        hands = tuple(sorted([h for h in table.hands if h.number != hand_number] + [entry]))
        new_table = TournamentTable(table.number, table.seats, hands, table.totals)
        if table.fits_totals and not new_table.fits_totals:
            raise TournamentError(f"hand {hand_number} at table {table.number} of round {rnd.number} does not fit "
                                  f"the round totals: {_lower_first(self.totals_fit_text(new_table))} Change the round totals first "
                                  f"if they are wrong.")
        tables = tuple(new_table if t.number == table.number else t for t in rnd.tables)
        return self._with_round(dataclasses.replace(rnd, tables=tables), at)

    def record_hand(self, round_number: int, table_number: int, *, makers: int, tricks: int,
                    alone: int | None = None, hand: int | None = None, at: str) -> Tournament:
        """Record a played hand: ``makers`` 0 (a & b) or 1 (c & d), their ``tricks`` (0-5),
        and the id of the player who went ``alone`` (one of the makers), if any.

        ``hand`` defaults to the table's first hand not yet recorded.
        """
        rnd, table, number, entry = self._entry_point(round_number, table_number, hand, at)
        if entry is not None and entry.is_recorded:
            raise TournamentError(f"hand {number} at table {table_number} of round {round_number} is already "
                                  f"recorded; correct it instead")
        if makers is None:
            raise TournamentError("say which pair made trump (makers 0 or 1)")
        return self._put_version(rnd, table, number, entry, (makers, tricks, alone, None), at)

    def record_renege(self, round_number: int, table_number: int, *, offenders: int, makers: int | None = None,
                      alone: int | None = None, hand: int | None = None, at: str) -> Tournament:
        """Record a renege as the hand's result: ``offenders`` (0 or 1) score 0, the other pair 2,
        or 4 when the offended side was playing alone (give ``makers`` and ``alone``)."""
        rnd, table, number, entry = self._entry_point(round_number, table_number, hand, at)
        if entry is not None and entry.is_recorded:
            raise TournamentError(f"hand {number} at table {table_number} of round {round_number} is already "
                                  f"recorded; correct it instead")
        if offenders is None:
            raise TournamentError("say which pair reneged (offenders 0 or 1)")
        return self._put_version(rnd, table, number, entry, (makers, None, alone, offenders), at)

    def correct_hand(self, round_number: int, table_number: int, hand_number: int, *, at: str,
                     makers: int | None = None, tricks: int | None = None, alone: int | None = None,
                     renege: int | None = None) -> Tournament:
        """Replace a recorded hand's result; the old result stays in its history.

        Give the whole new result: ``makers`` and ``tricks`` (and ``alone``), or ``renege``
        (the offending pair, with ``makers``/``alone`` when the offended side was alone).
        """
        rnd, table, number, entry = self._entry_point(round_number, table_number, hand_number, at)
        if entry is None or not entry.is_recorded:
            raise TournamentError(f"hand {number} at table {table_number} of round {round_number} is not "
                                  f"recorded; record it instead")
        if makers is None and renege is None:
            raise TournamentError("a correction needs makers (and tricks) or a renege; to remove the hand, clear it")
        return self._put_version(rnd, table, number, entry, (makers, tricks, alone, renege), at)

    def undo_hand(self, round_number: int, table_number: int, hand_number: int, *, at: str) -> Tournament:
        """Undo the hand's last change: back to its previous result, or cleared if it had none."""
        rnd, table, number, entry = self._entry_point(round_number, table_number, hand_number, at)
        if entry is None:
            raise TournamentError(f"hand {number} at table {table_number} of round {round_number} was never "
                                  f"recorded; there is nothing to undo")
        current = entry.current.content
        target: tuple[Any, ...] = (None, None, None, None)
        for version in reversed(entry.history):
            if version.content != current:
                target = version.content
                break
        if target == current:
            raise TournamentError(f"hand {number} at table {table_number} of round {round_number} "
                                  f"has nothing to undo")
        return self._put_version(rnd, table, number, entry, target, at)

    def clear_hand(self, round_number: int, table_number: int, hand_number: int, *, at: str) -> Tournament:
        """Take a recorded hand off the sheet (kept in its history; it can be recorded again)."""
        rnd, table, number, entry = self._entry_point(round_number, table_number, hand_number, at)
        if entry is None or not entry.is_recorded:
            raise TournamentError(f"hand {number} at table {table_number} of round {round_number} is not recorded")
        return self._put_version(rnd, table, number, entry, (None, None, None, None), at)

    # --- round totals -----------------------------------------------------------------

    def pair_names(self, table: TournamentTable) -> tuple[str, str]:
        """``("Ann & Bob", "Cy & Di")``: the table's two pairs by name."""
        return tuple(" & ".join(self.name_of(pid) for pid in pair) for pair in table.pairs)  # type: ignore[return-value]

    def totals_fit_text(self, table: TournamentTable) -> str:
        """Why the table's hands do not fit its round totals, in words ("" when they do)."""
        return totals_problem(table.round_totals, self.pair_names(table), table.hand_points, table.recorded) or ""

    def totals_problem(self, round_number: int, table_number: int, ab: object, cd: object) -> str | None:
        """Why (ab, cd) cannot be entered as the table's round totals, in plain words with the pairs'
        names, or None. They must be a score eight hands can produce (:data:`ROUND_RESULTS`) and fit
        the hands already recorded there.

            >>> t = Tournament.new("x", "x", at="2024-05-03T19:00:00Z", players=["Ann", "Bob", "Cy", "Di"])
            >>> t = t.start_round(tables=[(0, 1, 2, 3)], at="2024-05-03T19:01:00Z")
            >>> t.totals_problem(1, 1, 31, 0)
            "Ann & Bob 31 and Cy & Di 0 can't come from eight hands: each hand gives one pair 1, 2 or 4 points (a renege 2 or 4), and no eight hands add up to that."
        """
        table = self.table(round_number, table_number)
        return totals_problem((ab, cd), self.pair_names(table), table.hand_points, table.recorded)

    def enter_totals(self, round_number: int, table_number: int, ab: int, cd: int, *, at: str) -> Tournament:
        """Enter (or change) the table's round totals: a & b's round score ``ab``, c & d's ``cd``.

        The round then counts as finished with that score. Hands may still be recorded there;
        each must fit the totals. Earlier totals stay in the table's history.
        """
        _raise(time_problem(at, "the time"))
        rnd = self._open_round(round_number)
        table = self.table(round_number, table_number)
        _raise(self.totals_problem(round_number, table_number, ab, cd))
        if table.round_totals == (ab, cd):
            return self
        return self._put_totals(rnd, table, ab, cd, at)

    def clear_totals(self, round_number: int, table_number: int, *, at: str) -> Tournament:
        """Take the table's round totals off the sheet (kept in its history): the hands recorded
        there count again."""
        _raise(time_problem(at, "the time"))
        rnd = self._open_round(round_number)
        table = self.table(round_number, table_number)
        if table.round_totals is None:
            raise TournamentError(f"table {table_number} of round {round_number} has no round totals to clear")
        return self._put_totals(rnd, table, None, None, at)

    def _put_totals(self, rnd: TournamentRound, table: TournamentTable, ab: int | None, cd: int | None,
                    at: str) -> Tournament:
        if len(table.totals) >= MAX_VERSIONS:
            raise TournamentError(f"the round totals at table {table.number} of round {rnd.number} have been "
                                  f"changed {len(table.totals)} times; no more changes are kept")
        revision = max((v.revision for v in table.totals), default=0) + 1
        totals = table.totals + (TotalsVersion(revision, at, ab, cd),)
        new_table = TournamentTable(table.number, table.seats, table.hands, totals)
        tables = tuple(new_table if t.number == table.number else t for t in rnd.tables)
        return self._with_round(dataclasses.replace(rnd, tables=tables), at)

    def totals_history(self, round_number: int, table_number: int) -> tuple[HistoryLine, ...]:
        """Every version of the table's round totals in words, oldest first."""
        table = self.table(round_number, table_number)
        first, second = self.pair_names(table)

        def words(version: TotalsVersion) -> str:
            return "no round totals" if version.ab is None else f"{first} {version.ab}, {second} {version.cd}"
        lines = []
        previous: TotalsVersion | None = None
        for version in table.totals:
            text = ("entered: " + words(version)) if previous is None else f"{words(previous)} -> {words(version)}"
            lines.append(HistoryLine(version.revision, version.at, ("totals",), text))
            previous = version
        return tuple(lines)

    def hand_problem(self, round_number: int, table_number: int, *, makers: int | None = None,
                     tricks: int | None = None, alone: int | None = None, renege: int | None = None,
                     hand: int | None = None) -> str | None:
        """Why this result cannot be entered at the table, in plain words with the players' names, or None.

        The same checks as :meth:`record_hand` and :meth:`record_renege` make, worded for the person
        entering it (the errors those raise name ids and seats for whoever reads a file):

            >>> t = Tournament.new("x", "x", at="2024-05-03T19:00:00Z", players=["Ann", "Bob", "Cy", "Di"])
            >>> t = t.start_round(tables=[(0, 1, 2, 3)], at="2024-05-03T19:01:00Z")
            >>> t.hand_problem(1, 1, makers=1, tricks=3, alone=0)
            "Ann can't go alone for Cy & Di: Ann sits with Bob."
        """
        table = self.table(round_number, table_number)

        def pair(side: int) -> str:
            return " & ".join(self.name_of(pid) for pid in table.pairs[side])

        if renege is not None:
            if renege not in (0, 1) or not is_int(renege):
                return f"Choose the pair that reneged: {pair(0)} or {pair(1)}."
        elif makers is None:
            return f"Choose which pair made trump: {pair(0)} or {pair(1)}."
        elif tricks is None:
            return f"Choose how many tricks {pair(makers)} took (0 to 5)."
        if alone is not None:
            name = self.name_of(alone)
            if alone not in table.seats:
                return f"{name} is not at this table."
            side = table.side_of(alone)
            partner = next(pid for pid in table.pairs[side] if pid != alone)
            if makers is None:
                return f"{name} went alone: choose which pair made trump ({pair(side)}, if it was {name}'s)."
            if side != makers:
                return f"{name} can't go alone for {pair(makers)}: {name} sits with {self.name_of(partner)}."
        problem = version_problem(table.seats, makers, tricks, alone, renege, self.name_of)
        if problem is not None:
            return problem[0].upper() + problem[1:] + "."
        number = table.next_hand_number if hand is None else hand
        if table.round_totals is not None and number is not None and table.fits_totals:
            version = HandVersion(1, "", makers, tricks, alone, renege)
            entry = HandEntry(number, (version,))
            hands = tuple(sorted([h for h in table.hands if h.number != number] + [entry]))
            after = TournamentTable(table.number, table.seats, hands, table.totals)
            if not after.fits_totals:
                first, second = self.pair_names(table)
                a, b = table.round_totals
                return (f"Hand {number} doesn't fit the round totals ({first} {a}, {second} {b}): with it, "
                        f"{_lower_first(self.totals_fit_text(after))} If the totals are wrong, "
                        f"change them first.")
        return None

    def describe(self, version: HandVersion, seats: Sequence[int]) -> str:
        """A hand's result in words, with the players' names."""
        def pair(side: int) -> str:
            return " & ".join(self.name_of(pid) for pid in seats[2 * side:2 * side + 2])
        if version.kind == "cleared":
            return "not recorded"
        alone = f", {self.name_of(version.alone)} alone" if version.alone is not None else ""
        if version.kind == "renege":
            made = f" ({pair(version.makers)} made trump{alone})" if version.makers is not None else ""
            return f"renege by {pair(version.renege)}{made}"
        return f"{pair(version.makers)} made trump{alone}, {version.tricks} trick{'s' if version.tricks != 1 else ''}"

    def name_of(self, player_id: int | None) -> str:
        """A player's name (``"#7"`` for an unknown id)."""
        player = self._index.get(player_id)  # type: ignore[arg-type]
        return player.name if player else f"#{player_id}"

    def hand_history(self, round_number: int, table_number: int, hand_number: int) -> tuple[HistoryLine, ...]:
        """Every version of a hand in words, oldest first, saying what changed each time."""
        table = self.table(round_number, table_number)
        entry = self.hand(round_number, table_number, hand_number)
        if entry is None:
            return ()
        lines = []
        previous: HandVersion | None = None
        fields = ("makers", "tricks", "alone", "renege")
        for version in entry.versions:
            if previous is None:
                changed = tuple(f for f, v in zip(fields, version.content) if v is not None)
                text = "recorded: " + self.describe(version, table.seats)
            else:
                changed = tuple(f for f, old, new in zip(fields, previous.content, version.content) if old != new)
                text = f"{self.describe(previous, table.seats)} -> {self.describe(version, table.seats)}"
            lines.append(HistoryLine(version.revision, version.at, changed, text))
            previous = version
        return tuple(lines)

    # --- scores -------------------------------------------------------------------------

    def _tally(self) -> dict[int, _Tally]:
        tally = {p.id: _Tally() for p in self.players}
        for rnd in self.rounds:
            for table in rnd.tables:
                scores = table.points
                counts = table.is_complete or rnd.closed
                for position, pid in enumerate(table.seats):
                    side = position >> 1
                    mine, theirs = scores[side], scores[1 - side]
                    row = tally[pid]
                    row.points += mine
                    row.played += 1
                    row.hands += table.recorded + (table.round_totals is not None)
                    if mine > theirs:
                        row.won += 1
                    if row.best is None or mine > row.best:
                        row.best = mine
                    if counts:
                        row.counted_points += mine
                        row.counted_rounds += 1
                for pid in table.lone_made:
                    tally[pid].lone += 1
            for pid in rnd.byes:
                tally[pid].byes += 1
        return tally

    def _bye_credit(self, row: _Tally) -> Fraction:
        if self.settings.bye_rule == "average" and row.counted_rounds:
            return Fraction(row.counted_points, row.counted_rounds)
        return Fraction(0)

    def standings(self) -> Standings:
        """Every player (inactive ones too) by total; equal totals share a rank unless the settings
        name tie-breaks, which then order them."""
        tally = self._tally()
        any_hand = any(row.hands for row in tally.values())
        breaks = self.settings.tie_breaks
        keyed = []
        for player in self.players:
            row = tally[player.id]
            credit = self._bye_credit(row) * row.byes
            total = row.points + credit
            key = (total,) + tuple(row.metric(name) for name in breaks)
            keyed.append((key, player, row, credit, total))
        keyed.sort(key=lambda item: (tuple(-k for k in item[0]), item[1].name.casefold(), item[1].id))
        rows = []
        decided = []
        rank = 0
        for position, (key, player, row, credit, total) in enumerate(keyed):
            above = keyed[position - 1] if position else None
            if above is None or key != above[0]:
                rank = position + 1
                if above is not None and above[0][0] == total:
                    first = next(i for i in range(1, len(key)) if key[i] != above[0][i])
                    decided.append(TieBreak(above[1].id, player.id, breaks[first - 1]))
            tied = ((above is not None and above[0] == key)
                    or (position + 1 < len(keyed) and keyed[position + 1][0] == key))
            rows.append(Standing(rank, player.id, player.name, player.active, _exact(total), row.points,
                                 _exact(credit), row.played, row.byes, row.won, row.lone, row.best,
                                 any_hand and rank <= 3, tied))
        return Standings(tuple(rows), self.settings.bye_rule, breaks, tuple(decided))

    def score_card(self, player_id: int) -> tuple[ScoreCardRow, ...]:
        """A player's rounds, for printing: table, partner, opponents, points, loners."""
        player = self.player(player_id)
        credit = _exact(self._bye_credit(self._tally()[player.id]))  # per bye
        rows = []
        for rnd in self.rounds:
            if player.id in rnd.byes:
                rows.append(ScoreCardRow(rnd.number, None, None, (), credit, None, 0, 0, True))
                continue
            for table in rnd.tables:
                if player.id in table.seats:
                    side = table.side_of(player.id)
                    mine, other = table.pairs[side], table.pairs[1 - side]
                    partner = mine[1] if mine[0] == player.id else mine[0]
                    loners = sum(1 for pid in table.lone_made if pid == player.id)
                    rows.append(ScoreCardRow(rnd.number, table.number, partner, other, table.points[side],
                                             table.points[1 - side], loners, table.recorded, False))
        return tuple(rows)

    # --- stored and exported forms (see euchre.sheet_format) --------------------------

    def to_dict(self) -> dict[str, Any]:
        """The JSON-ready document (``"format": "euchre-tournament"``)."""
        from .sheet_format import to_document
        return to_document(self)

    @classmethod
    def from_dict(cls, data: object) -> Tournament:
        """A tournament from :meth:`to_dict` output (any readable schema), checking everything."""
        from .sheet_format import from_document
        return from_document(data)

    def dumps(self) -> str:
        from .sheet_format import dump_tournament
        return dump_tournament(self)

    @classmethod
    def loads(cls, text: str | bytes) -> Tournament:
        from .sheet_format import load_tournament
        return load_tournament(text)

    def merge(self, other: Tournament, *, at: str) -> tuple[Tournament, MergeReport]:
        """(merged tournament, :class:`~euchre.sheet_format.MergeReport`): hands from another copy come in."""
        from .sheet_format import merge_tournaments
        return merge_tournaments(self, other, at=at)

    def standings_csv(self) -> str:
        from .sheet_format import standings_csv
        return standings_csv(self)

    def hands_csv(self) -> str:
        from .sheet_format import hands_csv
        return hands_csv(self)


_ScheduleRound = tuple[list[tuple[int, int, int, int]], tuple[int, ...]]
"""One round of a seating schedule: each table's seat indices (a, b, c, d), and the indices sitting out."""

_SCHEDULES: dict[tuple[Any, int, int | None], list[_ScheduleRound]] = {}


def _schedule(seating: Any, count: int, planned: int | None) -> list[_ScheduleRound]:
    """``seating(count, planned)``, checked, and kept: the same schedule serves every round."""
    key = (seating, count, planned)
    if key not in _SCHEDULES:
        try:
            schedule = seating(count, planned)
        except ValueError as error:
            raise TournamentError(f"no seating schedule for {count} players: {error}") from error
        if not isinstance(schedule, (list, tuple)):
            raise TournamentError(f"the seating schedule for {count} players is malformed")
        rounds = [_schedule_round(entry, count, index) for index, entry in enumerate(schedule)]
        if not rounds:
            raise TournamentError(f"the seating schedule for {count} players has no rounds")
        if len(_SCHEDULES) >= 16:
            _SCHEDULES.pop(next(iter(_SCHEDULES)))
        _SCHEDULES[key] = rounds
    return _SCHEDULES[key]


def _schedule_round(entry: object, count: int, index: int) -> _ScheduleRound:
    """One round of ``euchre.seating`` output, checked: every index 0..count-1 exactly once."""
    bad = TournamentError(f"the seating schedule for {count} players is malformed (round {index + 1})")
    if not isinstance(entry, (list, tuple)) or len(entry) != 2:
        raise bad
    tables, byes = entry
    try:
        seat_list = [_parse_seats(spec, "a scheduled table") for spec in tables]
        byes = tuple(byes)
    except (TournamentError, TypeError):
        raise bad from None
    everyone = [pid for seats in seat_list for pid in seats] + list(byes)
    if not all(is_int(pid) for pid in byes) or sorted(everyone) != list(range(count)):
        raise bad
    return seat_list, byes
