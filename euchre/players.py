"""Computer players: they decide from ``HandState.view(seat)`` alone.

    >>> import random, euchre
    >>> from euchre.players import RuleBasedPlayer, play_hand
    >>> state = euchre.deal(euchre.Rules(), dealer=0, rng=random.Random(3))
    >>> players = [RuleBasedPlayer() for _ in range(4)]
    >>> end = play_hand(state, players)
    >>> end.is_over, end.points in euchre.OUTCOMES
    (True, True)

Every player has ``choose(view)``, which returns one of ``view.legal_actions()``
(:class:`~euchre.ai.base.Player`); ``act`` is its old name, kept working. The standard
player, :class:`RuleBasedPlayer`, now lives in :mod:`euchre.ai.standard` with the other
levels (:mod:`euchre.ai`); this module still exports it, with :func:`hand_strength`.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from .ai.base import Player, choose_with
from .ai.standard import (  # noqa: F401  (re-exported, and the helpers for older imports)
    _ALONE_SURE_TRICKS,
    _ORDER_THRESHOLD,
    RuleBasedPlayer,
    _best_discard,
    _sure_tricks,
    _trump_value,
    hand_strength,
)
from .hand import HandState, HandView

__all__ = ["Player", "RandomPlayer", "RuleBasedPlayer", "play_hand", "hand_strength"]


class RandomPlayer:
    """Chooses uniformly among the legal actions."""

    def __init__(self, rng: random.Random | None = None) -> None:
        self.rng = rng or random.Random()

    def choose(self, view: HandView) -> str:
        return self.rng.choice(view.legal_actions)

    act = choose
    """The old name of :meth:`choose`."""


def play_hand(state: HandState, players: Sequence[Player]) -> HandState:
    """Play ``state`` to the end, asking ``players[seat]`` for each decision."""
    while state.to_act is not None:
        seat = state.to_act
        state = state.apply(choose_with(players[seat], state.view(seat)), seat)
    return state
