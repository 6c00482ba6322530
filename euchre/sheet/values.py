"""The score sheet's value types and the checks every layer shares.

    >>> from euchre.sheet.values import HandVersion, TournamentTable, totals_problem, version_problem
    >>> table = TournamentTable(1, (0, 1, 2, 3))
    >>> [table.dealer(hand) for hand in range(1, 5)]                   # clockwise a, c, b, d
    [0, 2, 1, 3]
    >>> HandVersion(1, "2024-05-03T19:05:00Z", makers=1, tricks=5, alone=3).points
    (0, 4)
    >>> version_problem(table.seats, 0, 3, 3, None)
    'player #3 cannot go alone for the makers (a & b): they sit in c & d'
    >>> totals_problem((11, 5)) is None
    True

Everything here is immutable and knows nothing of a whole tournament: a hand's versions
(:class:`HandVersion`, :class:`HandEntry`), a table's round totals (:class:`TotalsVersion`),
players, settings, tables and rounds, and the checks (each returns what is wrong, in words, or
None) that the tournament's commands, the stored format and the table codes all use. Points come
from :mod:`euchre.scoring`, the same code the game uses.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, NamedTuple, Sequence

from ..errors import TournamentError
from ..round import HANDS_PER_ROUND
from ..scoring import hand_points, renege_points
from .history import Line
from .limits import (
    MAX_ID_LENGTH,
    MAX_LABEL_LENGTH,
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
    "HandVersion",
    "HandEntry",
    "TotalsVersion",
    "HistoryLine",
    "TournamentPlayer",
    "TournamentSettings",
    "TournamentTable",
    "TournamentRound",
    "BYE_RULES",
    "TIE_BREAKS",
    "DEFAULT_TIE_BREAKS",
    "PAIRS",
    "MAX_NAME_LENGTH",
    "MAX_PLAYERS",
    "MAX_PLAYER_ID",
    "MAX_ROUNDS",
    "MAX_TABLE_NUMBER",
    "MAX_VERSIONS",
    "MAX_REVISION",
    "MAX_ID_LENGTH",
    "MAX_TIME_LENGTH",
    "HAND_RESULTS",
    "REACHABLE",
    "ROUND_RESULTS",
    "show",
    "is_int",
    "int_problem",
    "name_problem",
    "id_problem",
    "label_problem",
    "time_problem",
    "version_problem",
    "totals_problem",
    "parse_seats",
    "refuse",
    "lower_first",
    "count_word",
]


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


# Characters that show nothing (Unicode's default-ignorable code points, the Hangul fillers among
# them): a name made only of these looks empty, and two names that differ only by them look the same.
_INVISIBLE = frozenset(
    [0x00AD, 0x034F, 0x061C, 0x115F, 0x1160, 0x17B4, 0x17B5, 0x3164, 0xFEFF, 0xFFA0]
    + list(range(0x180B, 0x1810)) + list(range(0x200B, 0x2010)) + list(range(0x202A, 0x202F))
    + list(range(0x2060, 0x2070)) + list(range(0xFE00, 0xFE10)) + list(range(0xFFF0, 0xFFF9))
    + list(range(0x1BCA0, 0x1BCA4)) + list(range(0x1D173, 0x1D17B)) + list(range(0xE0000, 0xE1000)))
# Letters of other scripts drawn like Latin ones (after case folding): "Аnn" with a Cyrillic A
# is not a second Ann.
_LOOK_ALIKES = str.maketrans({
    "а": "a", "в": "b", "е": "e", "ё": "e", "һ": "h", "н": "h", "і": "i", "ї": "i", "ј": "j", "к": "k",
    "ӏ": "l", "м": "m", "о": "o", "р": "p", "с": "c", "ѕ": "s", "т": "t", "у": "y", "х": "x", "ԁ": "d",
    "ԛ": "q", "ԝ": "w", "α": "a", "β": "b", "ε": "e", "η": "n", "ι": "i", "κ": "k", "μ": "m", "ν": "v",
    "ο": "o", "ρ": "p", "τ": "t", "υ": "u", "χ": "x", "ζ": "z", "ı": "i",
})


def visible(name: str) -> str:
    """The name without the characters that show nothing."""
    return "".join(c for c in name if ord(c) not in _INVISIBLE)


def name_key(name: str) -> str:
    """What a name looks like, for telling whether two players' names can be told apart: the
    same letters in any case or width, with invisible characters and look-alike letters of
    other scripts set aside.

    >>> name_key("Ann") == name_key("ＡＮＮ") == name_key("\u0410nn") == name_key("An\u200bn")
    True
    >>> name_key("Ann") == name_key("Anne")
    False
    """
    folded = unicodedata.normalize("NFKC", visible(name)).casefold()
    return " ".join(folded.translate(_LOOK_ALIKES).split())


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


def name_problem(value: object, what: str, most: int = MAX_NAME_LENGTH) -> str | None:
    """Names are plain text: never empty, at most ``most`` (100) characters, no control characters.

    Anything else is allowed, ``<`` and ``&`` included: every screen shows names as text.
    """
    if not isinstance(value, str):
        return f"{what} must be text, not {show(value)}"
    if not visible(value).strip():
        return f"{what} is empty" if not value.strip() else f"{what} {show(value)} shows nothing: it has no visible letter"
    if value != value.strip():
        return f"{what} {show(value)} starts or ends with spaces"
    if len(value) > most:
        return f"{what} is {len(value)} characters long; at most {most} are allowed"
    for char in value:
        category = unicodedata.category(char)
        if category in ("Cc", "Cs", "Zl", "Zp") or (category == "Cf" and char not in _ALLOWED_FORMAT):
            return f"{what} {show(value)} contains the control character U+{ord(char):04X}"
    return None


def label_problem(value: object, what: str = "the device's name") -> str | None:
    """Where a result was entered (:attr:`HandVersion.by`): "" (not said) or a short name."""
    return None if value == "" else name_problem(value, what, MAX_LABEL_LENGTH)


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
    head = f"{first} {a} and {second} {b} can't come from {count_word(rounds)} hands"
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
                f"{count_word(rounds)} hands add up to that.")
    if recorded:
        ha, hb = hands
        if recorded >= rounds:
            if (ha, hb) != (a, b):
                return (f"The {count_word(rounds)} hands recorded here give {first} {ha} and {second} {hb}, "
                        f"not {a} and {b}.")
            return None
        if (a - ha, b - hb) not in REACHABLE[rounds - recorded]:
            done = "hand recorded here gives" if recorded == 1 else "hands recorded here give"
            rest = rounds - recorded
            return (f"The {count_word(recorded)} {done} {first} {ha} and {second} {hb}; the other "
                    f"{count_word(rest)} hand{'s' if rest != 1 else ''} can't bring that to {a} and {b}.")
    return None


def lower_first(text: str) -> str:
    return text[:1].lower() + text[1:]


def count_word(count: int) -> str:
    words = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight")
    return words[count] if 0 <= count < len(words) else str(count)


def refuse(problem: str | None) -> None:
    """Raise :class:`~euchre.errors.TournamentError` with ``problem``, if there is one."""
    if problem is not None:
        raise TournamentError(problem)


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
        refuse(self.problem(self.bye_rule, self.tie_breaks, self.rounds))

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



def parse_seats(spec: object, what: str) -> tuple[int, int, int, int]:
    """A table's seats from ``(a, b, c, d)`` or ``((a, b), (c, d))`` (player ids), checked."""
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
