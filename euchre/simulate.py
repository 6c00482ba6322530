"""Random legal play through the public API: for benchmarks and cross-checks.

    >>> from euchre.simulate import random_hands, digest
    >>> results = random_hands(100, seed=5)
    >>> len(results), len(digest(results))
    (100, 64)

The same seed gives the same hands and the same digest on any Python that runs
the engine (CPython here, Pyodide in the browser).
"""

from __future__ import annotations

import hashlib
import random
from typing import NamedTuple

from .hand import HandState, deal
from .rules import Rules

__all__ = ["HandOutcome", "play_random", "random_hands", "digest"]


class HandOutcome(NamedTuple):
    """A finished hand, reduced to what two engines must agree on."""

    dealer: int
    actions: tuple[str, ...]
    tricks_won: tuple[int, int]
    points: tuple[int, int]

    def line(self) -> str:
        return f"{self.dealer}|{' '.join(self.actions)}|{self.tricks_won}|{self.points}"


def play_random(state: HandState, rng: random.Random) -> HandState:
    """Play ``state`` to the end, each seat choosing uniformly among its legal actions."""
    while state.to_act is not None:
        state = state.apply(rng.choice(state.legal_actions()))
    return state


def random_hands(count: int, seed: int | str = 0, rules: Rules | None = None) -> list[HandOutcome]:
    """``count`` hands dealt and played at random from ``seed``, the deal rotating."""
    rules = Rules() if rules is None else rules
    rng = random.Random(seed)
    outcomes = []
    for number in range(count):
        end = play_random(deal(rules, number % 4, rng), rng)
        outcomes.append(HandOutcome(end.dealer, end.actions, end.tricks_won, end.points))
    return outcomes


def digest(outcomes: list[HandOutcome]) -> str:
    """A SHA-256 over every outcome: equal digests mean identical games."""
    h = hashlib.sha256()
    for outcome in outcomes:
        h.update(outcome.line().encode())
        h.update(b"\n")
    return h.hexdigest()
