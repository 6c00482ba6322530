"""A game against the computer: one person and three computer players at a table.

    >>> from euchre.game import Game
    >>> game = Game.new(seed=42)
    >>> game.round.hand_number, game.human
    (1, 0)
    >>> while not game.round.is_over:
    ...     if game.needs_next_hand:
    ...         game = game.next_hand()
    ...     elif game.human_to_act:
    ...         game = game.act(game.legal_actions()[0])
    ...     else:
    ...         game = game.computer_step()
    >>> len(game.round.results)
    8

The person sits at seat 0 (South), the computer partner at seat 2 (North), the
computer opponents at seats 1 (West) and 3 (East). Each computer seat plays at a level
of :data:`euchre.ai.LEVELS` (``"standard"`` unless chosen), kept in :attr:`Game.levels`
and saved with the game:

    >>> game.levels
    (None, 'standard', 'standard', 'standard')
    >>> game.with_levels(partner="beginner", opponents="expert").levels
    (None, 'expert', 'beginner', 'expert')

Rules chosen during a round are kept as ``next_rules`` and take effect when the next
round starts. The whole game, finished rounds included, saves to JSON and back exactly.

A computer seat's choice depends only on where the game stands (its seed is
:func:`decision_seed` of the round's seed, the hand and the number of actions so far), so
:meth:`Game.undo`, which takes back the person's last decision of the hand with everything
the computers did after it, is followed by the same computer choices if the person decides
the same again:

    >>> game = Game.new(seed=7)
    >>> while not game.human_to_act:
    ...     game = game.computer_step()
    >>> before = game
    >>> game = game.act(game.legal_actions()[-1])
    >>> while game.computer_to_act:
    ...     game = game.computer_step()
    >>> game.can_undo, game.undo().round == before.round, game.undo().undos
    (True, True, 1)
"""

from __future__ import annotations

import zlib
from typing import Any

from .ai import LEVELS, computer_player, table_places
from .errors import IllegalActionError, InvalidStateError
from .formats import ROUND, Format
from .round import HANDS_PER_ROUND, Round
from .rules import Rules

__all__ = ["Game", "SEAT_NAMES", "HUMAN", "DEFAULT_LEVELS", "decision_seed"]

HUMAN = 0
SEAT_NAMES = ("South", "West", "North", "East")
"""Seats 0-3 clockwise as the table shows them; the person is South."""

DEFAULT_LEVELS: tuple[str | None, ...] = (None, "standard", "standard", "standard")
"""Who plays each seat in a new game: the person (None) at seat 0, the standard player elsewhere."""

MAX_UNDOS = 10**9
"""Most undos a saved round may count (a bound for reading saved data, not a limit in play)."""


def decision_seed(*parts: object) -> int:
    """A repeatable seed for one decision, from the round's seed and where the hand stands
    (the page seeds its computer seats and the expert's hints the same way).

        >>> decision_seed(42, 1, 0) == decision_seed("42", "1", "0")
        True
    """
    return zlib.crc32(":".join(str(p) for p in parts).encode())


def _last_decision(hand) -> int | None:
    """The index in ``hand.history`` of the person's last decision: an action of theirs when they had a
    choice (a card they had to play because it was their only legal one is not a decision)."""
    history = hand.history
    mine = [i for i, (seat, _) in enumerate(history) if seat == HUMAN]
    if not mine:
        return None
    states = hand.states()
    return next((i for i in reversed(mine) if len(states[i].legal_actions()) > 1), None)


def _check_levels(levels: object, error: type[Exception] = ValueError) -> tuple[str | None, ...]:
    if levels is None:
        return DEFAULT_LEVELS
    if isinstance(levels, (list, tuple)) and len(levels) == 4 and levels[HUMAN] is None and all(
            isinstance(level, str) and level in LEVELS for seat, level in enumerate(levels) if seat != HUMAN):
        return tuple(levels)
    raise error(f"levels must list four seats: None for the person at seat {HUMAN}, then a level "
                f"({', '.join(LEVELS)}) for each computer seat, not {levels!r}")


def _check_undos(undos: object, error: type[Exception] = ValueError) -> int:
    if isinstance(undos, int) and not isinstance(undos, bool) and 0 <= undos <= MAX_UNDOS:
        return undos
    raise error(f"undos must be a whole number from 0 to {MAX_UNDOS}, not {undos!r}"[:120])


class Game:
    """A round against three computer players, plus the rounds played before it."""

    __slots__ = ("_round", "_next_rules", "_history", "_levels", "_undos", "_undo_at")

    def __init__(self, round: Round, next_rules: Rules | None = None,
                 history: tuple[tuple[int, int], ...] = (),
                 levels: tuple[str | None, ...] | None = None, undos: int = 0) -> None:
        object.__setattr__(self, "_round", round)
        object.__setattr__(self, "_next_rules", round.rules if next_rules is None else next_rules)
        object.__setattr__(self, "_history", tuple(history))
        object.__setattr__(self, "_levels", _check_levels(levels))
        object.__setattr__(self, "_undos", _check_undos(undos))
        object.__setattr__(self, "_undo_at", ...)  # worked out when first asked

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("a Game is immutable: its methods return a new game")

    @classmethod
    def new(cls, rules: Rules | None = None, seed: int | str | None = None,
            history: tuple[tuple[int, int], ...] = (),
            levels: tuple[str | None, ...] | None = None, format: Format = ROUND) -> Game:
        """A game whose first round starts now; seat 0 (the person) deals its first hand.

        ``levels`` (optional) gives each seat's player, as :attr:`levels` reads; ``format`` how
        long the round lasts (:data:`~euchre.formats.ROUND` or :data:`~euchre.formats.TO_TEN`).
        """
        rules = Rules() if rules is None else rules
        return cls(Round.start(rules, seed=seed, format=format), rules, history, levels)

    @property
    def round(self) -> Round:
        return self._round

    @property
    def human(self) -> int:
        return HUMAN

    @property
    def format(self) -> Format:
        """How long the current round lasts (:attr:`Round.format`)."""
        return self._round.format

    @property
    def next_rules(self) -> Rules:
        """The rules the next round will be played under."""
        return self._next_rules

    @property
    def history(self) -> tuple[tuple[int, int], ...]:
        """Team scores of the rounds finished before this one (your side first)."""
        return self._history

    @property
    def levels(self) -> tuple[str | None, ...]:
        """Who plays each seat: None for the person, else a level of :data:`euchre.ai.LEVELS`."""
        return self._levels

    def with_levels(self, levels: tuple[str | None, ...] | None = None, *, partner: str | None = None,
                    opponents: str | None = None) -> Game:
        """The same game with other computer levels, from now on.

        Give all four seats as ``levels``, or ``partner`` (seat 2) and/or ``opponents``
        (seats 1 and 3) to change those only.
        """
        new = list(self._levels if levels is None else _check_levels(levels))
        if partner is not None:
            new[(HUMAN + 2) % 4] = partner
        if opponents is not None:
            new[(HUMAN + 1) % 4] = new[(HUMAN + 3) % 4] = opponents
        return Game(self._round, self._next_rules, self._history, _check_levels(new), self._undos)

    @property
    def hand(self):
        return self._round.hand

    @property
    def human_to_act(self) -> bool:
        return self._round.to_act == HUMAN

    @property
    def computer_to_act(self) -> bool:
        to_act = self._round.to_act
        return to_act is not None and to_act != HUMAN

    @property
    def needs_next_hand(self) -> bool:
        """The current hand is over and the round is not."""
        return self._round.hand.is_over and not self._round.is_over

    def legal_actions(self) -> list[str]:
        """The person's legal actions (empty when it is not their turn)."""
        return self._round.legal_actions() if self.human_to_act else []

    def view(self):
        """What the person may see of the current hand."""
        return self._round.hand.view(HUMAN)

    def act(self, action: str) -> Game:
        """The person takes ``action``."""
        if not self.human_to_act:
            raise IllegalActionError(f"{action!r}: it is not your turn")
        return self._with(self._round.apply(action, HUMAN))

    def decision_seed(self) -> int:
        """The seed of the decision to be made now: the same wherever the same round stands at the
        same point, so an undone decision made again is answered by the same computer choices."""
        rnd = self._round
        return decision_seed(rnd.seed, rnd.hand_number, len(rnd.hand.history))

    def computer_action(self) -> str:
        """What the computer player to act would do now, at its seat's level (seeded by
        :meth:`decision_seed`, so the same position always gets the same choice)."""
        seat = self._round.to_act
        if seat is None or seat == HUMAN:
            raise IllegalActionError("no computer player is to act")
        level = self._levels[seat]
        table = table_places(self._levels, seat) if level == "expert" else {}  # who sits where
        return computer_player(level, seed=self.decision_seed(), **table).choose(self._round.hand.view(seat))

    def computer_step(self, action: str | None = None) -> Game:
        """The computer player to act takes ``action`` (chosen by a computer player of any
        level), or by default what :meth:`computer_action` gives."""
        seat = self._round.to_act
        if seat is None or seat == HUMAN:
            raise IllegalActionError("no computer player is to act")
        return self._with(self._round.apply(self.computer_action() if action is None else action, seat))

    def next_hand(self) -> Game:
        return self._with(self._round.next_hand())

    # --- undo -----------------------------------------------------------------------

    @property
    def undos(self) -> int:
        """How many times :meth:`undo` has been used in this round."""
        return self._undos

    def _undo_index(self) -> int | None:
        if self._undo_at is ...:
            at = None if self._round.is_over else _last_decision(self._round.hand)
            object.__setattr__(self, "_undo_at", at)
        return self._undo_at

    @property
    def can_undo(self) -> bool:
        """True when the person has made a decision in this hand that :meth:`undo` can take back."""
        return self._undo_index() is not None

    def why_no_undo(self) -> str | None:
        """Why nothing can be undone now, in words that follow "Nothing to undo: "; None if it can."""
        if self._round.is_over:
            return f"the {'round' if self._round.format.fixed else 'game'} is over and its result stands"
        if self.can_undo:
            return None
        if self._round.hand_number > 1:
            return "you have made no decision in this hand yet, and a hand already finished stays as it was"
        return "you have made no decision in this hand yet"

    @property
    def undoable(self) -> str | None:
        """The person's decision that :meth:`undo` would take back (an action string), if any."""
        index = self._undo_index()
        return None if index is None else self._round.hand.history[index][1]

    def undo(self) -> Game:
        """The game as it was just before the person's last decision of the current hand: that
        decision and everything the computer players did after it are taken back, and
        :attr:`undos` counts one more. The deal and the rest of the round stay as they were.
        Only the hand in progress (or just finished, before the next is dealt) can be undone."""
        index = self._undo_index()
        if index is None:
            raise IllegalActionError(f"nothing to undo: {self.why_no_undo()}")
        rnd = self._round
        hands = rnd.hands[:-1] + (rnd.hand.states()[index],)
        earlier = Round(rnd.rules, rnd.first_dealer, rnd.seed, rnd.format, hands)
        return Game(earlier, self._next_rules, self._history, self._levels, self._undos + 1)

    # --- rounds ---------------------------------------------------------------------

    def with_next_rules(self, rules: Rules) -> Game:
        """Choose the rules for the next round (the current round keeps its own)."""
        return Game(self._round, rules, self._history, self._levels, self._undos)

    def new_round(self, seed: int | str | None = None, format: Format | None = None) -> Game:
        """Start a new round under :attr:`next_rules`, in ``format`` (by default the current round's);
        a finished round goes into the history."""
        history = self._history + ((self._round.team_scores,) if self._round.is_over else ())
        return Game.new(self._next_rules, seed, history, self._levels, self.format if format is None else format)

    def _with(self, round: Round) -> Game:
        return Game(round, self._next_rules, self._history, self._levels, self._undos)

    def _key(self) -> tuple[Any, ...]:
        return (self._round, self._next_rules, self._history, self._levels, self._undos)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Game):
            return NotImplemented
        return self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def to_dict(self) -> dict[str, Any]:
        return {
            "round": self._round.to_dict(),
            "next_rules": self._next_rules.to_dict(),
            "history": [list(scores) for scores in self._history],
            "levels": list(self._levels),
            "undos": self._undos,
        }

    @classmethod
    def from_dict(cls, data: object) -> Game:
        if not isinstance(data, dict) or "round" not in data:
            raise InvalidStateError("a saved game must be an object with a round")
        history = data.get("history", [])
        most = 4 * HANDS_PER_ROUND  # a lone march every hand
        if not isinstance(history, list) or not all(
                isinstance(h, list) and len(h) == 2
                and all(isinstance(x, int) and not isinstance(x, bool) and 0 <= x <= most for x in h)
                for h in history):
            raise InvalidStateError(
                f"a saved game's history must be a list of [points, points] pairs, each 0 to {most}")
        rnd = Round.from_dict(data["round"])
        # A game against the computer always deals from its seed: a changed deal is a changed game.
        for index, hand in enumerate(rnd.hands):
            fresh = rnd.seeded_hand(index)
            if (hand.dealt, hand.upcard, hand.kitty) != (fresh.dealt, fresh.upcard, fresh.kitty):
                raise InvalidStateError(f"hand {index + 1} of the saved game is not the deal its seed gives")
        # A game saved before levels were kept plays the standard player at every computer seat.
        levels = _check_levels(data.get("levels"), InvalidStateError)
        # A game saved before undo existed (schema 1) has used none.
        undos = _check_undos(data.get("undos", 0), InvalidStateError)
        return cls(rnd, Rules.from_dict(data.get("next_rules", {})), tuple((a, b) for a, b in history), levels,
                   undos)
