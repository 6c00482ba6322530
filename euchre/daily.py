"""Today's deals: eight deals a day from the date, the same everywhere, played against the expert and
scored in duplicate against the expert's own play of the person's seat on the same cards.

    >>> from euchre.daily import day_game, date_of, expert_hand, DayScore, Verdict
    >>> game = day_game("2026-05-01")
    >>> game == day_game("2026-05-01") != day_game("2026-05-02")
    True
    >>> game.levels, game.round.hand_count, date_of(game)
    ((None, 'expert', 'expert', 'expert'), 8, '2026-05-01')

The day is a tournament round (:data:`~euchre.formats.ROUND`: eight hands, each seat deals twice,
every point counts) under the tournament's rules, the person South, an expert in each other seat.
Every computer decision is the expert's with exactly :data:`SAMPLES` sampled deals and a seed from
the day, the hand and the actions so far (:func:`euchre.game.decision_seed`), never a time budget,
so the same position gets the same choice on every device. The page asks its worker for them with
:func:`computer_request`; in CPython :func:`computer_action` gives the same.

The expert's own result is the expert playing South on the same cards with the same three computer
players. Since those decide by position alone, the only difference between the two plays of a deal
is South. :func:`expert_hand` plays it one hand at a time (and, with ``steps``, a few decisions at a
time, so a worker can interleave it with the person's game):

    >>> hand = expert_hand("2026-05-01", 1, steps=0)      # nothing worked out yet: the deal itself
    >>> hand.history == () and hand.dealer == 0
    True

:class:`DayScore` puts the two side by side, hand by hand, with the day's :class:`Verdict`:

    >>> score = DayScore("2026-05-01", person=((2, 0), (0, 2)), expert=((1, 0), (1, 0)))
    >>> [row.difference for row in score.rows[:3]], score.difference, score.verdict
    ([1, -3, None], -2, <Verdict.BEHIND: 'behind'>)

A day's play is shared as a short code (:func:`share_code`, :func:`read_code`): the date and the
person's decisions, each as its place among the legal actions, packed into one number, with a
version and a checksum. Another device replays the day from it (:func:`replay_hand`), so the
results it shows always fit the cards. :func:`share_text` is the message a person pastes into a
chat. The day kept for review is a :class:`Day` (the person's game and the expert's hands), the
last :data:`KEEP_DAYS` of them a :class:`Days` archive, saved by :mod:`euchre.storage`.
"""

from __future__ import annotations

import calendar
import datetime
import enum
import re
import zlib
from collections.abc import Callable, Sequence
from typing import Any, NamedTuple

from .ai import computer_player, table_places
from .errors import EuchreError, InvalidDateError, InvalidStateError, ShareCodeError
from .formats import ROUND
from .game import HUMAN, Game, decision_seed
from .hand import HandState
from .round import Round
from .rules import Rules

__all__ = ["LEVELS", "RULES", "SAMPLES", "FIRST_DAY", "LAST_DAY", "KEEP_DAYS", "CODE_VERSION",
           "day_date", "day_seed", "date_of", "day_game", "day_deal", "computer_request", "computer_action",
           "expert_action", "expert_hand", "expert_day", "HandScore", "Verdict", "DayScore", "Day", "Days",
           "SharedDay", "share_code", "read_code", "replay_hand", "replay", "share_text"]

LEVELS: tuple[str | None, ...] = (None, "expert", "expert", "expert")
"""Who plays each seat of a day's game: the person South, the expert everywhere else."""
RULES = Rules()
"""A day is played under the tournament's rules."""
SAMPLES = 40
"""Sampled deals for every computer decision of a day (the expert's own default, past the 20 to 40 where
more samples stop adding strength; about 0.1 s a decision in CPython, docs/PERFORMANCE.md)."""
FIRST_DAY = datetime.date(2024, 1, 1)
"""The first day that has deals (day 0 of the share code)."""
LAST_DAY = FIRST_DAY + datetime.timedelta(days=2**16 - 1)
"""The last day a share code can name (16 bits of days)."""
KEEP_DAYS = 30
"""Days kept for review in a :class:`Days` archive: the latest."""

_SEED_PREFIX = "day:"
_DATE = re.compile(r"([0-9]{4})-([0-9]{2})-([0-9]{2})")
_MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
           "November", "December")


# --- the day ----------------------------------------------------------------------------------------

def day_date(text: object) -> str:
    """``text`` checked as a day's date, written year-month-day; :class:`~euchre.errors.InvalidDateError`
    in words otherwise.

        >>> day_date("2026-05-01")
        '2026-05-01'
        >>> day_date("2026-02-30")
        Traceback (most recent call last):
        ...
        euchre.errors.InvalidDateError: 2026-02-30 is not a day on the calendar: February 2026 has 28 days
    """
    if not isinstance(text, str):
        raise InvalidDateError(f"a day's date is text written year-month-day, like 2026-05-01, not "
                               f"{type(text).__name__} {str(text)[:20]}")
    found = _DATE.fullmatch(text)
    if found is None:
        raise InvalidDateError(f"{text[:20]!r} is not a date written year-month-day, like 2026-05-01")
    year, month, day = (int(part) for part in found.groups())
    if not 1 <= month <= 12:
        raise InvalidDateError(f"{text} is not a day on the calendar: there is no month {month}")
    if not FIRST_DAY.year <= year <= LAST_DAY.year:
        raise _out_of_range(text)
    last = calendar.monthrange(year, month)[1]
    if not 1 <= day <= last:
        raise InvalidDateError(f"{text} is not a day on the calendar: {_MONTHS[month - 1]} {year} has {last} days")
    if not FIRST_DAY <= datetime.date(year, month, day) <= LAST_DAY:
        raise _out_of_range(text)
    return text


def _out_of_range(text: str) -> InvalidDateError:
    return InvalidDateError(f"there are deals for the days from {FIRST_DAY.isoformat()} to {LAST_DAY.isoformat()}, "
                            f"not for {text}")


def day_seed(date: str) -> str:
    """The seed of a day's deals and decisions: ``"day:2026-05-01"``."""
    return _SEED_PREFIX + day_date(date)


def date_of(game: Game | Round) -> str | None:
    """The date of a day's game (or its round): None for any other game."""
    rnd = game.round if isinstance(game, Game) else game
    seed = rnd.seed
    if not isinstance(seed, str) or not seed.startswith(_SEED_PREFIX):
        return None
    try:
        date = day_date(seed[len(_SEED_PREFIX):])
    except InvalidDateError:
        return None
    if isinstance(game, Game) and game.levels != LEVELS:
        return None
    if rnd.rules != RULES or rnd.format != ROUND or rnd.first_dealer != HUMAN:
        return None
    return date


def day_game(date: str) -> Game:
    """The person's game for the day: its first hand dealt by the person, the expert in every other seat."""
    return Game.new(RULES, day_seed(date), levels=LEVELS, format=ROUND)


def day_deal(date: str, number: int) -> HandState:
    """Hand ``number`` (1 to 8) of the day as dealt, before anyone acts."""
    _check_number(number)
    return Round.start(RULES, seed=day_seed(date), format=ROUND).seeded_hand(number - 1)


def _check_number(number: object) -> int:
    if isinstance(number, bool) or not isinstance(number, int) or not 1 <= number <= ROUND.hands:
        raise ValueError(f"a day has hands 1 to {ROUND.hands}, not {number!r}")
    return number


# --- the computer players ---------------------------------------------------------------------------

def _expert(seed: str, number: int, state: HandState):
    """The expert deciding for the seat to act in hand ``number`` of a day, as every device builds it."""
    seat = state.to_act
    return computer_player("expert", seed=decision_seed(seed, number, len(state.history)), samples=SAMPLES,
                           **table_places(LEVELS, seat))


def computer_request(game: Game) -> dict[str, Any]:
    """The request (``euchre.ai.remote``'s ``choose``) the page sends its worker for the computer seat to
    act in a day's game: fixed samples and seed, no time budget, so the reply is :func:`computer_action`."""
    seat = game.round.to_act
    if seat is None or seat == HUMAN:
        raise ValueError("no computer player is to act")
    return {"op": "choose", "level": "expert", "view": game.hand.view(seat).to_dict(), "seed": game.decision_seed(),
            "samples": SAMPLES, "table": table_places(LEVELS, seat)}


def computer_action(game: Game) -> str:
    """What the computer seat to act chooses in a day's game (``game.computer_step(computer_action(game))``)."""
    seat = game.round.to_act
    if seat is None or seat == HUMAN:
        raise ValueError("no computer player is to act")
    return _expert(game.round.seed, game.round.hand_number, game.hand).choose(game.hand.view(seat))


def expert_action(date: str, number: int, state: HandState) -> str:
    """What the expert chooses for whoever is to act in ``state`` (hand ``number`` of the day), South
    included: South's expert is told that an expert sits in each other seat."""
    if state.to_act is None:
        raise ValueError("the hand is over: nobody is to act")
    return _expert(day_seed(date), _check_number(number), state).choose(state.view(state.to_act))


def _known_action(state: HandState, known: Sequence[HandState]) -> str | None:
    """The action taken at this point of the hand in one of ``known`` (hands that reached it), if any."""
    at = len(state.history)
    for hand in known:
        history = hand.history
        if len(history) > at and history[at][0] == state.to_act and history[:at] == state.history:
            return history[at][1]
    return None


def _check_known(date: str, number: int, known: Sequence[HandState]) -> tuple[HandState, ...]:
    deal = day_deal(date, number)
    for hand in known:
        if not isinstance(hand, HandState) or (hand.dealt, hand.upcard, hand.kitty, hand.dealer) != (
                deal.dealt, deal.upcard, deal.kitty, deal.dealer):
            raise ValueError(f"a hand given as known is not hand {number} of {date}")
    return tuple(known)


def _play(date: str, number: int, state: HandState, south: Callable[[HandState], str] | None,
          steps: int | None, known: Sequence[HandState] = ()) -> HandState:
    """Play on from ``state`` until the hand ends or ``steps`` computer decisions have been worked out.
    South's decisions come from ``south`` (without one, the expert plays South too); a forced action is
    taken at once; a computer seat's action at a point some ``known`` hand reached is taken from it:
    the same players at the same point of the same deal choose the same."""
    if steps is not None and (isinstance(steps, bool) or not isinstance(steps, int) or steps < 0):
        raise ValueError(f"steps must be a whole number of decisions, 0 or more, not {steps!r}")
    seed = day_seed(date)
    thought = 0
    while state.to_act is not None:
        seat = state.to_act
        legal = state.legal_actions()
        if len(legal) == 1:
            action = legal[0]
        elif seat == HUMAN and south is not None:
            action = south(state)
        else:
            action = None if seat == HUMAN else _known_action(state, known)
            if action is None:
                if steps is not None and thought >= steps:
                    break
                action = _expert(seed, number, state).choose(state.view(seat))
                thought += 1
        state = state.apply(action, seat)
    return state


def _from_actions(deal: HandState, actions: Sequence[str], what: str) -> HandState:
    state = deal
    for action in actions:
        try:
            state = state.apply(action)
        except EuchreError as error:
            raise ValueError(f"{what}: {error}") from None
    return state


def expert_hand(date: str, number: int, actions: Sequence[str] = (), *, steps: int | None = None,
                known: Sequence[HandState] = ()) -> HandState:
    """The expert's own play of hand ``number`` (1 to 8) of the day, South included: from the deal, or
    from ``actions`` already taken (as an earlier call returned them), to the end of the hand, or until
    ``steps`` more decisions have been worked out (forced actions cost nothing and do not count).

    ``known`` (other plays of the same hand with the day's players, such as the person's, optional)
    saves work: where the expert's hand has gone exactly as one of them did, a computer seat's action
    is taken from it, since the same players at the same point choose the same. A known hand must
    have been played with :func:`computer_action` (the page's day is) or be another such replay."""
    known = _check_known(date, number, known)
    state = _from_actions(day_deal(date, number), actions, f"the expert's hand {number} so far cannot be replayed")
    return _play(date, number, state, None, steps, known)


def expert_day(date: str, known: Sequence[Sequence[HandState]] = (),
               progress: Callable[[int], None] | None = None) -> tuple[HandState, ...]:
    """The expert's own play of all eight hands of the day (``progress(number)`` after each): in CPython;
    the page asks its worker one hand at a time. ``known[i]`` (hands played with the day's players, such
    as the person's hand ``i + 1``) saves work as in :func:`expert_hand`."""
    hands = []
    for number in range(1, ROUND.hands + 1):
        hands.append(expert_hand(date, number, known=known[number - 1] if number <= len(known) else ()))
        if progress is not None:
            progress(number)
    return tuple(hands)


# --- duplicate scoring ------------------------------------------------------------------------------

Points = tuple[int, int]


class HandScore(NamedTuple):
    """One hand of the day both ways: (your side's points, the other side's), None until played."""

    number: int
    person: Points | None
    expert: Points | None

    @property
    def difference(self) -> int | None:
        """How much more the person's side gained on the hand than the expert's (points for less points
        against, the person's less the expert's); None until both have played it."""
        if self.person is None or self.expert is None:
            return None
        return (self.person[0] - self.person[1]) - (self.expert[0] - self.expert[1])


class Verdict(str, enum.Enum):
    """The day's result against the expert, over the hands both have played."""

    AHEAD = "ahead"
    """The person did better than the expert."""
    LEVEL = "level"
    BEHIND = "behind"
    """The expert did better."""


def _points_list(items: object, what: str) -> tuple[Points, ...]:
    if not isinstance(items, (list, tuple)) or len(items) > ROUND.hands:
        raise ValueError(f"{what} must be a list of at most {ROUND.hands} hands' points")
    points = []
    for item in items:
        if (not isinstance(item, (list, tuple)) or len(item) != 2
                or any(isinstance(x, bool) or not isinstance(x, int) or not 0 <= x <= 4 for x in item)
                or (item[0] and item[1])):
            raise ValueError(f"{what}: {list(item) if isinstance(item, (list, tuple)) else item!r} is not a "
                             f"hand's points (one side scores 0 to 4)")
        points.append((item[0], item[1]))
    return tuple(points)


class DayScore(NamedTuple):
    """A day in duplicate: each side's points hand by hand, the person's and the expert's, in hand order
    (the hands played so far). Also the day's record in the statistics (:mod:`euchre.stats`)."""

    date: str
    person: tuple[Points, ...] = ()
    """Your side's points and the other side's, for each hand you have finished."""
    expert: tuple[Points, ...] = ()
    """The same for the expert's own play, for each hand it has finished."""

    @classmethod
    def checked(cls, date: object, person: object, expert: object) -> DayScore:
        """A day's score from untrusted values; ``ValueError`` in words if they are not one."""
        return cls(day_date(date), _points_list(person, "your points"), _points_list(expert, "the expert's points"))

    @property
    def rows(self) -> tuple[HandScore, ...]:
        """All eight hands, each with what has been played of it."""
        return tuple(HandScore(n, self.person[n - 1] if n <= len(self.person) else None,
                               self.expert[n - 1] if n <= len(self.expert) else None)
                     for n in range(1, ROUND.hands + 1))

    @property
    def person_total(self) -> Points:
        """Your side's points and the other side's over the hands you have finished."""
        return sum(p[0] for p in self.person), sum(p[1] for p in self.person)

    @property
    def expert_total(self) -> Points:
        return sum(p[0] for p in self.expert), sum(p[1] for p in self.expert)

    @property
    def compared(self) -> int:
        """Hands both have played: the ones the verdict counts."""
        return min(len(self.person), len(self.expert))

    @property
    def difference(self) -> int:
        """How much more the person gained than the expert, summed over the compared hands."""
        return sum(row.difference for row in self.rows[:self.compared])

    @property
    def verdict(self) -> Verdict:
        difference = self.difference
        return Verdict.AHEAD if difference > 0 else Verdict.BEHIND if difference < 0 else Verdict.LEVEL

    @property
    def margin(self) -> int:
        """By how many points the verdict goes one way (0 when level)."""
        return abs(self.difference)

    @property
    def played(self) -> bool:
        """The person has finished all eight hands (a day counts in the streak)."""
        return len(self.person) == ROUND.hands

    @property
    def complete(self) -> bool:
        """Both have finished all eight hands: the verdict is final."""
        return self.played and len(self.expert) == ROUND.hands


def _person_points(game: Game) -> tuple[Points, ...]:
    return tuple(result.points for result in game.round.results)


# --- the day kept ------------------------------------------------------------------------------------

class Day(NamedTuple):
    """A day's play as kept for review: the person's game and the expert's own hands finished so far."""

    date: str
    game: Game
    expert: tuple[HandState, ...] = ()

    @classmethod
    def new(cls, date: str) -> Day:
        return cls(day_date(date), day_game(date))

    @property
    def score(self) -> DayScore:
        return DayScore(self.date, _person_points(self.game), tuple(h.points for h in self.expert))

    @property
    def next_expert_hand(self) -> int | None:
        """The number of the expert's hand to work out next; None when all eight are done."""
        done = len(self.expert)
        return None if done == ROUND.hands else done + 1

    def with_game(self, game: Game) -> Day:
        """The day after the person's move (``game`` must be this day's game)."""
        if date_of(game) != self.date:
            raise ValueError(f"this game is not the game of {self.date}")
        return self._replace(game=game)

    def with_expert_hand(self, hand: HandState) -> Day:
        """The day with the expert's next hand (finished) added."""
        number = self.next_expert_hand
        if number is None:
            raise ValueError("the expert has played all eight hands of the day")
        _check_expert_hand(self.date, number, hand)
        return self._replace(expert=self.expert + (hand,))

    def to_dict(self) -> dict[str, Any]:
        return {"date": self.date, "game": self.game.to_dict(), "expert": [list(h.actions) for h in self.expert]}

    @classmethod
    def from_dict(cls, data: object) -> Day:
        """A day from :meth:`to_dict`, every hand replayed and checked to be the day's own."""
        if not isinstance(data, dict):
            raise InvalidStateError(f"a saved day must be an object, not {type(data).__name__}")
        try:
            date = day_date(data.get("date"))
        except InvalidDateError as error:
            raise InvalidStateError(f"a saved day's date cannot be read: {error}") from None
        game = Game.from_dict(data.get("game"))
        if date_of(game) != date or game.history:
            raise InvalidStateError(f"the game saved for {date} is not that day's game")
        expert = data.get("expert", [])
        if not isinstance(expert, list) or len(expert) > ROUND.hands:
            raise InvalidStateError(f"the expert's hands of {date} must be a list of at most {ROUND.hands}")
        hands = []
        for number, actions in enumerate(expert, 1):
            if not isinstance(actions, list) or len(actions) > 64 or not all(isinstance(a, str) for a in actions):
                raise InvalidStateError(f"the expert's hand {number} of {date} must be a list of actions")
            try:
                hand = _from_actions(day_deal(date, number), actions,
                                     f"the expert's hand {number} of {date} cannot be replayed")
                _check_expert_hand(date, number, hand)
            except ValueError as error:
                raise InvalidStateError(str(error)) from None
            hands.append(hand)
        return cls(date, game, tuple(hands))


def _check_expert_hand(date: str, number: int, hand: HandState) -> None:
    deal = day_deal(date, number)
    if (hand.dealt, hand.upcard, hand.kitty, hand.dealer) != (deal.dealt, deal.upcard, deal.kitty, deal.dealer):
        raise ValueError(f"that hand is not hand {number} of {date}")
    if not hand.is_over:
        raise ValueError(f"the expert's hand {number} of {date} is not finished")


class Days(NamedTuple):
    """The days kept for review, oldest first: the latest :data:`KEEP_DAYS`."""

    days: tuple[Day, ...] = ()

    def get(self, date: str) -> Day | None:
        return next((day for day in self.days if day.date == date), None)

    @property
    def dates(self) -> tuple[str, ...]:
        return tuple(day.date for day in self.days)

    def kept(self, day: Day) -> Days:
        """These days with ``day`` in place of the same date's; the oldest beyond :data:`KEEP_DAYS` go."""
        days = sorted([d for d in self.days if d.date != day.date] + [day], key=lambda d: d.date)
        return Days(tuple(days[-KEEP_DAYS:]))

    def to_dict(self) -> dict[str, Any]:
        return {"days": [day.to_dict() for day in self.days]}

    @classmethod
    def from_dict(cls, data: object) -> Days:
        if not isinstance(data, dict) or not isinstance(data.get("days"), list):
            raise InvalidStateError("the days kept must be an object with a list of days")
        if len(data["days"]) > KEEP_DAYS:
            raise InvalidStateError(f"at most {KEEP_DAYS} days are kept, not {len(data['days'])}")
        days = tuple(Day.from_dict(item) for item in data["days"])
        if [d.date for d in days] != sorted({d.date for d in days}):
            raise InvalidStateError("the days kept must each be there once, oldest first")
        return cls(days)


# --- the share code -----------------------------------------------------------------------------------

CODE_VERSION = 1
"""The version of the share code and of the day's players. A code replays the day with the computer
players of the device reading it, so a change to the cards of a day or to how the expert decides
must come with a new version: a device then refuses a code of another version in words instead of
replaying it to another game."""
_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
"""Crockford's base 32: no I, L, O or U, so a code survives being read aloud or retyped."""
_VALUE = {c: i for i, c in enumerate(_ALPHABET)} | {"O": 0, "I": 1, "L": 1}
_HEAD_BITS = 4 + 16 + 3   # version, day, hands played less one
_CHECK_BITS = 20
_MAX_CODE_CHARS = 120
"""Longest code read (eight hands of decisions take about 16 characters)."""


class SharedDay(NamedTuple):
    """What a share code holds: the day, how many hands were played, and the person's decisions as one
    number (each decision a digit: its place among the legal actions, in a base of their count)."""

    date: str
    hands: int
    decisions: int


def _decisions(hand: HandState) -> list[tuple[int, int]]:
    """(the action's place among the legal actions, how many there were) for each of South's decisions."""
    digits = []
    for state, (seat, action) in zip(hand.states(), hand.history):
        if seat == HUMAN:
            legal = state.legal_actions()
            if len(legal) > 1:
                digits.append((legal.index(action), len(legal)))
    return digits


def _check(date_index: int, hands: int, decisions: int, width: int) -> int:
    text = f"{CODE_VERSION}/{date_index}/{hands}/{decisions}/{width}"
    return zlib.crc32(text.encode()) & ((1 << _CHECK_BITS) - 1)


def share_code(game: Game) -> str:
    """A short code for the hands the person has finished in a day's game.

        >>> game = day_game("2026-05-01")
        >>> share_code(game)
        Traceback (most recent call last):
        ...
        ValueError: play at least one hand of the day before sharing it
    """
    date = date_of(game)
    if date is None:
        raise ValueError("only a day's game can be shared with a code")
    hands = [h for h in game.round.hands if h.is_over]
    if not hands:
        raise ValueError("play at least one hand of the day before sharing it")
    value = 0
    for digit, base in reversed([d for hand in hands for d in _decisions(hand)]):
        value = value * base + digit
    index = (datetime.date.fromisoformat(date) - FIRST_DAY).days
    width = -(-(_HEAD_BITS + value.bit_length() + _CHECK_BITS) // 5) * 5 - _HEAD_BITS - _CHECK_BITS
    bits = (((CODE_VERSION << 16 | index) << 3 | len(hands) - 1) << width | value) << _CHECK_BITS
    bits |= _check(index, len(hands), value, width)
    chars = (_HEAD_BITS + width + _CHECK_BITS) // 5
    return "".join(_ALPHABET[(bits >> 5 * (chars - 1 - i)) & 31] for i in range(chars))


_CODE_LINE = re.compile(r"\bcode\b\W*([0-9A-Za-z][0-9A-Za-z-]*)", re.IGNORECASE)


def read_code(text: object) -> SharedDay:
    """The day a share code holds, from the code alone or from the whole message :func:`share_text`
    made (pasted as it came); :class:`~euchre.errors.ShareCodeError` in a player's words otherwise.
    Spaces, dashes and the case of letters do not matter; O reads as 0, I and L as 1."""
    if not isinstance(text, str) or not text.strip():
        raise ShareCodeError("there is no code here: paste the code (or the whole message) a player shared")
    found = _CODE_LINE.search(text)
    code = (found.group(1) if found else text).strip()
    code = re.sub(r"[\s-]", "", code).upper()
    if len(code) > _MAX_CODE_CHARS:
        raise ShareCodeError(f"this is too long to be a day's code ({len(code)} characters; a code has "
                             f"about 20): paste only the code, or the whole message as it was shared")
    wrong = sorted({c for c in code if c not in _VALUE})
    if wrong:
        shown = " ".join(wrong[:5])
        raise ShareCodeError(f"a day's code has only digits and letters (no U), but this has {shown}: "
                             f"check that it was copied whole")
    if 5 * len(code) < _HEAD_BITS + _CHECK_BITS:
        raise ShareCodeError(f"this code is too short ({len(code)} characters; a day's code has at least 9): "
                             f"part of it is missing")
    bits = 0
    for c in code:
        bits = bits << 5 | _VALUE[c]
    total = 5 * len(code)
    width = total - _HEAD_BITS - _CHECK_BITS
    version = bits >> (total - 4)
    if version != CODE_VERSION:
        raise ShareCodeError(f"this code was made by another version of the game (code version {version}; this "
                             f"one reads version {CODE_VERSION}), or it was copied wrong")
    index = (bits >> (total - 20)) & 0xFFFF
    hands = ((bits >> (width + _CHECK_BITS)) & 7) + 1
    value = (bits >> _CHECK_BITS) & ((1 << width) - 1)
    if bits & ((1 << _CHECK_BITS) - 1) != _check(index, hands, value, width):
        raise ShareCodeError("this code has a mistake in it (it does not check out): copy it again, whole")
    return SharedDay((FIRST_DAY + datetime.timedelta(days=index)).isoformat(), hands, value)


def replay_hand(shared: SharedDay, number: int, rest: int, actions: Sequence[str] = (), *,
                steps: int | None = None, known: Sequence[HandState] = ()) -> tuple[HandState, int]:
    """Hand ``number`` of a shared day as the sharer played it: from the deal (or from ``actions``
    already replayed) to its end, or until ``steps`` more computer decisions have been worked out.
    ``rest`` is what was left of the code's number when the hand began (the whole of it for hand 1);
    returns the hand and what is left of the number after it. ``known`` saves work as in
    :func:`expert_hand` (the expert's hand of the same number, the reader's own).
    :class:`~euchre.errors.ShareCodeError` if the code does not fit the day's cards."""
    if not 1 <= _check_number(number) <= shared.hands:
        raise ValueError(f"the code holds hands 1 to {shared.hands}, not hand {number}")
    left = rest

    def south(state: HandState) -> str:
        nonlocal left
        legal = state.legal_actions()
        left, digit = divmod(left, len(legal))
        return legal[digit]

    state = day_deal(shared.date, number)
    for action in actions:
        if state.to_act == HUMAN and len(state.legal_actions()) > 1 and south(state) != action:
            raise ValueError(f"the actions given are not the code's play of hand {number}")
        state = _from_actions(state, [action], f"the shared hand {number} so far cannot be replayed")
    state = _play(shared.date, number, state, south, steps, _check_known(shared.date, number, known))
    if state.is_over and number == shared.hands and left:
        raise ShareCodeError("this code does not fit the day's cards: it was copied wrong, or made by another "
                             "version of the game")
    return state, left


def replay(shared: SharedDay, known: Sequence[Sequence[HandState]] = (),
           progress: Callable[[int], None] | None = None) -> Game:
    """The sharer's game as far as the code goes, every hand replayed (``progress(number)`` after each):
    in CPython; the page asks its worker one hand at a time. ``known`` saves work as in :func:`expert_day`."""
    game = day_game(shared.date)
    rest = shared.decisions
    for number in range(1, shared.hands + 1):
        hand, rest = replay_hand(shared, number, rest, known=known[number - 1] if number <= len(known) else ())
        rnd = game.round
        hands = rnd.hands[:-1] + (hand,)
        rnd = Round(rnd.rules, rnd.first_dealer, rnd.seed, rnd.format, hands)
        if number < shared.hands:
            rnd = rnd.next_hand()
        game = Game(rnd, levels=LEVELS)
        if progress is not None:
            progress(number)
    return game


# --- the share text ------------------------------------------------------------------------------------

_MARKS = {1: "\U0001F7E9", 0: "\u2B1C", -1: "\U0001F7E5", None: "\u25AB\uFE0F"}
"""A hand better than the expert's (green), the same (white), worse (red), not compared (a small square)."""


def _pair(points: Points | None) -> str:
    return "?" if points is None else f"{points[0]}-{points[1]}"


def share_text(score: DayScore, code: str) -> str:
    """The message a person pastes into a chat: the date, a row per hand (a square: green where the
    person did better than the expert, white the same, red worse; then the person's points and the
    expert's), the totals and the verdict, and the code.

        >>> print(share_text(DayScore("2026-05-01", ((2, 0), (0, 2)), ((1, 0), (1, 0))), "1ABC"))
        Euchre, the deals of 2026-05-01
        🟩 1: me 2-0, expert 1-0
        🟥 2: me 0-2, expert 1-0
        The expert did better by 2 over 2 hands (me 2-2, expert 2-0)
        Code: 1ABC
    """
    lines = [f"Euchre, the deals of {score.date}"]
    for row in score.rows:
        if row.person is None:
            continue
        difference = row.difference
        mark = _MARKS[None if difference is None else (difference > 0) - (difference < 0)]
        lines.append(f"{mark} {row.number}: me {_pair(row.person)}, expert {_pair(row.expert)}")
    margin = score.margin
    verdict = {Verdict.AHEAD: f"I beat the expert by {margin}", Verdict.LEVEL: "Level with the expert",
               Verdict.BEHIND: f"The expert did better by {margin}"}[score.verdict]
    over = "" if score.compared == ROUND.hands else f" over {score.compared} hand{'s' * (score.compared != 1)}"
    lines.append(f"{verdict}{over} (me {_pair(score.person_total)}, expert {_pair(score.expert_total)})")
    lines.append(f"Code: {code}")
    return "\n".join(lines)
