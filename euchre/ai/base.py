"""What every computer player shares: the ``choose(view)`` protocol and the phase dispatch.

    >>> import random, euchre
    >>> from euchre import Action
    >>> from euchre.ai.base import PhasePlayer
    >>> class FirstChoice(PhasePlayer):     # bids, discards and plays the first it may
    ...     def _bid_upcard(self, view): return view.legal_actions[0]
    ...     def _bid_suit(self, view): return view.legal_actions[0]
    ...     def _discard(self, view): return Action.parse(view.legal_actions[0]).card
    ...     def _play(self, view): return Action.parse(view.legal_actions[0]).card
    >>> state = euchre.deal(euchre.Rules(), dealer=0, rng=random.Random(3))
    >>> FirstChoice().choose(state.view(state.to_act))
    'pass'

A player decides from a :class:`~euchre.hand.HandView` alone and returns one of
``view.legal_actions``.
:class:`RandomPlayer` plays any legal action, and :func:`play_hand` plays a hand out:

    >>> from euchre.ai.base import RandomPlayer, play_hand
    >>> end = play_hand(state, [RandomPlayer(random.Random(seat)) for seat in range(4)])
    >>> end.is_over
    True
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Protocol

from ..hand import HandState, HandView, Phase

__all__ = ["Player", "PhasePlayer", "RandomPlayer", "play_hand"]


class Player(Protocol):
    """Anything that picks one of ``view.legal_actions`` from the view alone."""

    def choose(self, view: HandView) -> str: ...


class PhasePlayer:
    """The phase dispatch shared by the beginner and the standard player.

    :meth:`choose` answers a forced action (a single legal one) itself and otherwise
    asks the subclass: ``_bid_upcard(view)`` and ``_bid_suit(view)`` return an action,
    ``_discard(view)`` and ``_play(view)`` return a card.
    """

    def choose(self, view: HandView) -> str:
        """One of ``view.legal_actions``."""
        legal = view.legal_actions
        if len(legal) == 1:
            return legal[0]
        phase = view.phase
        if phase is Phase.BID_UPCARD:
            return self._bid_upcard(view)
        if phase is Phase.BID_SUIT:
            return self._bid_suit(view)
        if phase is Phase.DISCARD:
            return "discard " + self._discard(view)
        return "play " + self._play(view)

    def _bid_upcard(self, view: HandView) -> str:
        raise NotImplementedError

    def _bid_suit(self, view: HandView) -> str:
        raise NotImplementedError

    def _discard(self, view: HandView) -> str:
        raise NotImplementedError

    def _play(self, view: HandView) -> str:
        raise NotImplementedError


class RandomPlayer:
    """Chooses uniformly among the legal actions (the ``"random"`` level, for tests and benchmarks)."""

    def __init__(self, rng: random.Random | None = None) -> None:
        self.rng = rng or random.Random()

    def choose(self, view: HandView) -> str:
        return self.rng.choice(view.legal_actions)


def play_hand(state: HandState, players: Sequence[Player]) -> HandState:
    """Play ``state`` to the end, asking ``players[seat]`` for each decision."""
    while state.to_act is not None:
        seat = state.to_act
        state = state.apply(players[seat].choose(state.view(seat)), seat)
    return state
