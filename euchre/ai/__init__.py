"""Computer players at three levels, and the expert's analysis of a decision.

    >>> import random, euchre
    >>> from euchre.ai import computer_player, LEVELS
    >>> LEVELS
    ('beginner', 'standard', 'expert')
    >>> state = euchre.deal(euchre.Rules(), dealer=0, rng=random.Random(5))
    >>> player = computer_player("standard", seed=1)
    >>> player.choose(state.view(state.to_act)) in state.legal_actions()
    True

A player only ever sees a :class:`~euchre.hand.HandView`: ``choose(view)`` returns
one of ``view.legal_actions``. ``seed`` makes a player's choices repeatable.

- ``beginner`` plays legally and simply, with the mistakes a novice makes.
- ``standard`` is :class:`~euchre.ai.standard.RuleBasedPlayer`, club-play rules of thumb.
- ``expert`` samples the hidden cards consistently with everything its seat has
  seen and solves each sample exactly (:mod:`euchre.ai.solver`), choosing the
  action worth the most points on average.
"""

from __future__ import annotations

import random
from typing import Any

from .base import RandomPlayer, play_hand
from .places import LEVELS, TABLE_LEVELS, table_places

__all__ = ["LEVELS", "TABLE_LEVELS", "RandomPlayer", "computer_player", "play_hand", "table_places"]


def computer_player(level: str, seed: int | None = None, **options: Any):
    """A player for ``level`` (one of :data:`LEVELS`, or ``"random"`` for random legal play).

    ``options`` go to the expert (``samples``, ``time_budget``, ...) and the standard
    player (``boldness``: positive bids more); the others take none.
    """
    rng = random.Random(seed)
    if level == "random":
        return RandomPlayer(rng)
    if level == "beginner":
        from .beginner import BeginnerPlayer
        return BeginnerPlayer(rng)
    if level == "standard":
        from .standard import RuleBasedPlayer
        return RuleBasedPlayer(rng, **options)
    if level == "expert":
        from .expert import ExpertPlayer
        return ExpertPlayer(seed=seed, **options)
    raise ValueError(f"level must be one of {', '.join(LEVELS)} (or 'random'), not {level!r}")
