"""A game at one table: the tournament's round of eight hands, or a game to 10; the deal passes clockwise.

    >>> import euchre
    >>> rnd = euchre.Round.start(seed=42)
    >>> rnd.hand_number, rnd.dealer, rnd.team_scores
    (1, 0, (0, 0))
    >>> while not rnd.is_over:
    ...     if rnd.hand.is_over:
    ...         rnd = rnd.next_hand()
    ...     else:
    ...         rnd = rnd.apply(rnd.legal_actions()[0])
    >>> len(rnd.hands), [h.dealer for h in rnd.hands]
    (8, [0, 1, 2, 3, 0, 1, 2, 3])

Every point counts (house rule 7): the round always runs all its hands, and each
seat's round score is its side's points (house rules 8 and 9). A round is immutable
like a hand: :meth:`Round.apply` and :meth:`Round.next_hand` return new rounds.

The same class plays a game to 10 (:data:`euchre.formats.TO_TEN`): the round asks its
:attr:`Round.format` when it is over, and nothing else changes.

    >>> from euchre.formats import TO_TEN
    >>> game = euchre.Round.start(seed=42, format=TO_TEN)
    >>> while not game.is_over:
    ...     game = game.next_hand() if game.hand.is_over else game.apply(game.legal_actions()[0])
    >>> max(game.team_scores) >= 10, game.hand_count
    (True, None)
"""

from __future__ import annotations

import random
from typing import Any, NamedTuple

from .errors import IllegalActionError, InvalidSeedError, InvalidStateError
from .formats import ROUND, Format
from .hand import Contract, HandState, deal
from .rules import Rules

__all__ = ["Round", "HandResult", "HANDS_PER_ROUND", "SEEDS", "read_seed"]

HANDS_PER_ROUND = ROUND.hands
"""House rule 6: eight hands a round, so each of the four players deals twice."""


class HandResult(NamedTuple):
    """One finished hand, as the score sheet records it."""

    number: int
    """1 for the round's first hand."""
    dealer: int
    contract: Contract | None
    """None when the hand was thrown in."""
    tricks_won: tuple[int, int]
    points: tuple[int, int]


SEEDS = range(0, 10**9)
"""The seeds a person may ask for (``?seed=`` in the page's address): whole numbers from 0 to
999,999,999. A round started without a seed takes one of them at random, so every round can
be asked for again."""


def read_seed(text: str) -> int:
    """The seed a person wrote (in the address, say): a whole number in :data:`SEEDS`, in ASCII
    digits, with no sign; :class:`~euchre.errors.InvalidSeedError` in words otherwise.

        >>> read_seed(" 42 "), read_seed("007")
        (42, 7)
        >>> read_seed("abc")
        Traceback (most recent call last):
        ...
        euchre.errors.InvalidSeedError: 'abc' is not a seed: a seed is a whole number from 0 to 999999999
    """
    raw = text.strip() if isinstance(text, str) else ""
    shown = repr(raw[:24] + ("…" if len(raw) > 24 else ""))
    if not raw.isascii() or not raw.isdigit() or int(raw) not in SEEDS:
        raise InvalidSeedError(f"{shown} is not a seed: a seed is a whole number from {SEEDS.start} to "
                               f"{SEEDS.stop - 1}")
    return int(raw)


def _deal_seed(seed: int | str, index: int) -> str:
    return f"{seed}/{index}"


class Round:
    """A round (or a game to 10) in progress or finished. Build one with :meth:`Round.start`."""

    __slots__ = ("_rules", "_first_dealer", "_seed", "_format", "_hands")

    def __init__(self, rules: Rules, first_dealer: int, seed: int | str, format: Format,
                 hands: tuple[HandState, ...]) -> None:
        """Prefer :meth:`start`; this checks that ``hands`` fit the round and its ``format``."""
        if not isinstance(rules, Rules):
            raise TypeError(f"rules must be a euchre.Rules, not {type(rules).__name__}")
        if not isinstance(first_dealer, int) or isinstance(first_dealer, bool) or not 0 <= first_dealer <= 3:
            raise ValueError(f"the first dealer must be seat 0, 1, 2 or 3, not {first_dealer!r}")
        if not isinstance(format, Format):
            raise TypeError(f"format must be a euchre.formats.Format (ROUND or TO_TEN), not {type(format).__name__}")
        if isinstance(seed, bool) or not isinstance(seed, (int, str)):
            raise ValueError(f"the seed must be a whole number or text, not {seed!r}")
        if not hands:
            raise ValueError("a round holds at least one hand, not none")
        if format.hands is not None and len(hands) > format.hands:
            raise ValueError(f"a round of {format.hands} hands holds 1 to {format.hands} hands, not {len(hands)}")
        scores = (0, 0)
        for index, hand in enumerate(hands):
            number = index + 1
            if hand.rules != rules:
                raise ValueError(f"hand {number} is played under other rules than the round")
            if hand.dealer != (first_dealer + index) % 4:
                raise ValueError(
                    f"hand {number} must be dealt by seat {(first_dealer + index) % 4}, not seat {hand.dealer}")
            if number < len(hands):
                if not hand.is_over:
                    raise ValueError(f"hand {number} is not finished, but a later hand has been dealt")
                scores = (scores[0] + hand.points[0], scores[1] + hand.points[1])
                if format.ends(number, scores):
                    raise ValueError(f"the game was over after hand {number} ({scores[0]} to {scores[1]}), "
                                     f"but a later hand has been dealt")
        object.__setattr__(self, "_rules", rules)
        object.__setattr__(self, "_first_dealer", first_dealer)
        object.__setattr__(self, "_seed", seed)
        object.__setattr__(self, "_format", format)
        object.__setattr__(self, "_hands", tuple(hands))

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("a Round is immutable: apply() and next_hand() return a new round")

    @classmethod
    def start(cls, rules: Rules | None = None, *, first_dealer: int = 0, seed: int | str | None = None,
              hand_count: int | None = None, first_hand: HandState | None = None,
              format: Format | None = None) -> Round:
        """A new round with its first hand dealt.

        The same ``seed`` always gives the same deals (in CPython and in the browser);
        without one a random seed is chosen and kept, so the round can be replayed.
        Pass ``first_hand`` to play a particular deal instead. ``format`` (by default
        :data:`~euchre.formats.ROUND`) says how long the game lasts; ``hand_count`` is
        short for a round of that many hands.
        """
        rules = Rules() if rules is None else rules
        if hand_count is not None:
            if format is not None and format != Format(hands=hand_count):
                raise ValueError(f"a round of {hand_count} hands is not the format {format.key!r}")
            format = Format(hands=hand_count)
        format = ROUND if format is None else format
        if seed is None:
            seed = random.SystemRandom().randrange(max(1, SEEDS.start), SEEDS.stop)
        if first_hand is None:
            first_hand = deal(rules, first_dealer, random.Random(_deal_seed(seed, 0)))
        return cls(rules, first_dealer, seed, format, (first_hand,))

    # --- what it holds --------------------------------------------------------------

    @property
    def rules(self) -> Rules:
        return self._rules

    @property
    def seed(self) -> int | str:
        """The seed the deals come from."""
        return self._seed

    @property
    def first_dealer(self) -> int:
        return self._first_dealer

    @property
    def format(self) -> Format:
        """How long the game lasts: :data:`~euchre.formats.ROUND` or :data:`~euchre.formats.TO_TEN`."""
        return self._format

    @property
    def hand_count(self) -> int | None:
        """How many hands the round runs (8 in the tournament); None in a game to a score."""
        return self._format.hands

    @property
    def hands(self) -> tuple[HandState, ...]:
        """The hands dealt so far; the last is the current one."""
        return self._hands

    @property
    def hand(self) -> HandState:
        """The current hand (the last dealt)."""
        return self._hands[-1]

    @property
    def hand_number(self) -> int:
        """1-based number of the current hand."""
        return len(self._hands)

    @property
    def dealer(self) -> int:
        """The current hand's dealer."""
        return self._hands[-1].dealer

    @property
    def to_act(self) -> int | None:
        """The seat to act in the current hand; None between hands and at the end."""
        return self._hands[-1].to_act

    def legal_actions(self) -> list[str]:
        """The current hand's legal actions."""
        return self._hands[-1].legal_actions()

    @property
    def is_over(self) -> bool:
        """True once the last hand is finished: the round's eighth, or the hand that took a side to 10."""
        return self._hands[-1].is_over and self._format.ends(len(self._hands), self.team_scores)

    @property
    def winner(self) -> int | None:
        """The side that won (0 for seats 0 and 2, 1 for seats 1 and 3) once the game is over; None
        before, and for a round that ends level."""
        return self._format.winner(self.team_scores) if self.is_over else None

    @property
    def results(self) -> tuple[HandResult, ...]:
        """The finished hands, in order."""
        return tuple(
            HandResult(i + 1, h.dealer, h.contract, h.tricks_won, h.points)
            for i, h in enumerate(self._hands) if h.is_over)

    @property
    def team_scores(self) -> tuple[int, int]:
        """Round points of (seats 0+2, seats 1+3) over the finished hands."""
        a = b = 0
        for hand in self._hands:
            a += hand.points[0]
            b += hand.points[1]
        return a, b

    @property
    def seat_scores(self) -> tuple[int, int, int, int]:
        """Each seat's round score: its side's points (partners share them)."""
        a, b = self.team_scores
        return a, b, a, b

    # --- moving on ------------------------------------------------------------------

    def apply(self, action: str, seat: int | None = None) -> Round:
        """The round after the current hand's seat to act takes ``action``."""
        hand = self._hands[-1]
        if hand.is_over:
            if self.is_over:
                raise IllegalActionError(f"{action!r}: the round is over")
            raise IllegalActionError(f"{action!r}: hand {self.hand_number} is over; deal the next hand first")
        return self._with_hands(self._hands[:-1] + (hand.apply(action, seat),))

    def next_hand(self, hand: HandState | None = None) -> Round:
        """Deal the next hand (from the round's seed, or the given fresh ``hand``)."""
        if not self._hands[-1].is_over:
            raise IllegalActionError(f"hand {self.hand_number} is not finished yet")
        if self.is_over:
            if self._format.fixed:
                raise IllegalActionError(f"the round is over after {self._format.hands} hands")
            raise IllegalActionError(f"the game is over: a side has {self._format.target} points")
        index = len(self._hands)
        dealer = (self._first_dealer + index) % 4
        if hand is None:
            hand = self.seeded_hand(index)
        elif hand.history:
            raise IllegalActionError("the next hand must be a fresh deal, with no action taken")
        elif hand.dealer != dealer or hand.rules != self._rules:
            raise IllegalActionError(
                f"hand {index + 1} must be dealt by seat {dealer} under the round's rules, "
                f"not by seat {hand.dealer}{'' if hand.rules == self._rules else ' under other rules'}")
        return self._with_hands(self._hands + (hand,))

    def seeded_hand(self, index: int) -> HandState:
        """The fresh deal the round's seed gives for hand ``index`` (0-based)."""
        dealer = (self._first_dealer + index) % 4
        return deal(self._rules, dealer, random.Random(_deal_seed(self._seed, index)))

    def _with_hands(self, hands: tuple[HandState, ...]) -> Round:
        new = object.__new__(Round)
        object.__setattr__(new, "_rules", self._rules)
        object.__setattr__(new, "_first_dealer", self._first_dealer)
        object.__setattr__(new, "_seed", self._seed)
        object.__setattr__(new, "_format", self._format)
        object.__setattr__(new, "_hands", hands)
        return new

    # --- equality and JSON ----------------------------------------------------------

    def _key(self) -> tuple[Any, ...]:
        return (self._rules, self._first_dealer, self._seed, self._format, self._hands)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Round):
            return NotImplemented
        return self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        length = f"of {self._format.hands}" if self._format.fixed else f"to {self._format.target}"
        return (f"<Round hand {self.hand_number} {length} dealer={self.dealer} "
                f"scores={self.team_scores}{' over' if self.is_over else ''}>")

    def to_dict(self) -> dict[str, Any]:
        """Everything needed to rebuild this round exactly."""
        return {
            "rules": self._rules.to_dict(),
            "first_dealer": self._first_dealer,
            "seed": self._seed,
            "format": self._format.key,
            "hands": [h.to_dict() for h in self._hands],
        }

    @classmethod
    def from_dict(cls, data: object) -> Round:
        """Rebuild a round from :meth:`to_dict` output, replaying and checking every hand."""
        if not isinstance(data, dict):
            raise InvalidStateError(f"a round must be a JSON object, not {type(data).__name__}")
        missing = [k for k in ("rules", "first_dealer", "seed", "format", "hands") if k not in data]
        if missing:
            raise InvalidStateError(f"a saved round lacks {', '.join(missing)}")
        if not isinstance(data["hands"], list):
            raise InvalidStateError("a saved round's hands must be a list")
        hands = []
        for number, item in enumerate(data["hands"], 1):
            try:
                hands.append(HandState.from_dict(item))
            except InvalidStateError as error:
                raise InvalidStateError(f"hand {number} of a saved round: {error}") from error
        try:
            return cls(Rules.from_dict(data["rules"]), data["first_dealer"], data["seed"],
                       Format.parse(data["format"]), tuple(hands))
        except (ValueError, TypeError) as error:
            if isinstance(error, InvalidStateError):
                raise
            raise InvalidStateError(f"a saved round does not fit together: {error}") from error
