"""The expert: sample the unseen cards, solve each sample exactly, take the best average.

    >>> import random, euchre
    >>> from euchre.ai.expert import ExpertPlayer
    >>> state = euchre.deal(euchre.Rules(), dealer=1, rng=random.Random(4))
    >>> expert = ExpertPlayer(seed=1, samples=8)
    >>> options = expert.evaluate(state.view(state.to_act))
    >>> sorted(o.action for o in options) == sorted(state.legal_actions())
    True
    >>> options[0].action == expert.choose(state.view(state.to_act))
    True

For each decision the expert draws complete deals consistent with everything its
seat has seen (:mod:`euchre.ai.sampler`), weighting them by how plausible the
bidding so far makes them. In play it solves every sample exactly
(:mod:`euchre.ai.solver`) for each legal card. In bidding it plays each option
forward in every sample: a call is solved as made; a pass lets the other seats bid
as the standard player would, and the contract that follows is solved. The dealer's
discard is chosen the same way.

Solving a sample assumes every card will be seen, which flatters the makers of a
speculative call (a finesse always guessed right, the partner's cards always
known). So a call's average is reduced by a measured allowance before it is
compared with passing: :data:`CALL_ALLOWANCE` and :data:`ALONE_ALLOWANCE`, tuned by
duplicate matches (``tools/duplicate.py``).

Told who sits around it (``left``, ``partner``, ``right``), the expert reads a seat played by the
standard player, a fixed program, by its every choice: samples in which that seat would have bid,
discarded or played otherwise weigh far less (:data:`KNOWN_WEIGHT`). Against two such opponents it
also plays the last tricks of each sample against them as they really play
(:data:`EXPLOIT_TRICKS`). Nobody else is read that way: a person's seat, or another expert's, is
read as before.

Values are expected net points for the expert's team (its points minus the other
team's) for the hand.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Iterator
from typing import NamedTuple

from ..hand import HandState, HandView, Phase
from .places import PLACES as AROUND, TABLE_LEVELS
from .standard import RuleBasedPlayer, _best_discard
from .sampler import sample_states
from .solver import Solver

__all__ = ["ExpertPlayer", "Deliberation", "Option", "dominated", "standard_error", "CALL_ALLOWANCE",
           "ALONE_ALLOWANCE", "KNOWN_PROGRAMS", "KNOWN_WEIGHT", "EXPLOIT_TRICKS"]

CALL_ALLOWANCE = 0.4
"""Points taken off a call's sampled value (ordering up or naming trump with a partner)."""
ALONE_ALLOWANCE = 0.5
"""Points taken off the sampled value of going alone."""
BID_PLAUSIBILITY = 0.3
"""Weight kept for a sample in which a seat's bid differs from what the standard player would bid."""

KNOWN_PROGRAMS = frozenset({"standard"})
"""Levels whose choices the expert can replay exactly: the standard player is a fixed program."""
KNOWN_WEIGHT = 0.1
"""Weight kept for a sample for each choice a seat of a known program made that the program would not
make in that sample."""

EXPLOIT_TRICKS = 3
"""With both opponents of a known program, the last this many tricks are searched with the opponents
playing as that program does (not as perfect defenders); 0: never."""

DEFAULT_SAMPLES = 40
"""Samples per decision when no time budget is given."""


class Option(NamedTuple):
    """One legal action with its expected net points for the deciding seat's team."""

    action: str
    points: float
    samples: int
    allowance: float = 0.0
    """Points already taken off ``points`` for a call's risk (see :data:`CALL_ALLOWANCE`)."""
    error: float = 0.0
    """The standard error of the best option's lead over this one, across the samples (0 for the
    best): how much of the gap the luck of the sampled deals alone could make."""
    dominated: bool = False
    """Another option does at least as well in every sampled deal and better in at least one: this
    one is worse, however small the gap in the average (:func:`dominated`)."""


class ExpertPlayer:
    """Chooses by sampling and exact search.

    ``samples`` bounds the samples per decision; ``time_budget`` (seconds), when
    given, stops sampling once that much time has passed (after at least
    ``min_samples``). ``seed`` makes the sampling repeatable. ``call_allowance`` and
    ``alone_allowance`` replace :data:`CALL_ALLOWANCE` and :data:`ALONE_ALLOWANCE`, and
    ``plausibility`` :data:`BID_PLAUSIBILITY`: the weight kept for a sample in which a seat bid
    otherwise than the standard player would.

    ``left``, ``partner`` and ``right`` say who sits at those places from the expert, when it is
    told: ``"person"`` or a computer level (:data:`euchre.ai.places.TABLE_LEVELS`). A seat played
    by a program the expert knows exactly (:data:`KNOWN_PROGRAMS`: the standard player) is expected to make that
    program's every bid, discard and card: a sample in which it would have chosen otherwise keeps
    ``known_weight`` (:data:`KNOWN_WEIGHT`) of its weight for each such choice. Any other seat is read
    as today: its bids as the standard player's, loosely (``plausibility``). When both opponents
    are of a known program, the last ``exploit_tricks`` tricks (:data:`EXPLOIT_TRICKS`) of each
    sample are searched with them playing as it does, so the expert takes what their habits give
    away (a march they would not stop, say) instead of what perfect defenders would leave it.
    """

    def __init__(self, seed: int | None = None, samples: int = DEFAULT_SAMPLES,
                 time_budget: float | None = None, min_samples: int = 6,
                 call_allowance: float | None = None, alone_allowance: float | None = None,
                 plausibility: float | None = None, left: str | None = None,
                 partner: str | None = None, right: str | None = None,
                 known_weight: float | None = None, exploit_tricks: int | None = None) -> None:
        if samples < 1:
            raise ValueError(f"samples must be at least 1, not {samples!r}")
        self.rng = random.Random(seed)
        self.samples = samples
        self.time_budget = time_budget
        self.min_samples = min(min_samples, samples)
        self.call_allowance = CALL_ALLOWANCE if call_allowance is None else call_allowance
        self.alone_allowance = ALONE_ALLOWANCE if alone_allowance is None else alone_allowance
        self.plausibility = BID_PLAUSIBILITY if plausibility is None else plausibility
        self._model = RuleBasedPlayer(random.Random(0))
        for place, level in zip(AROUND, (left, partner, right)):
            if level is not None and level not in TABLE_LEVELS:
                raise ValueError(f"{place} must be one of {', '.join(TABLE_LEVELS)} (or None), not {level!r}")
        self.known = frozenset(k for k, level in enumerate((left, partner, right), 1) if level in KNOWN_PROGRAMS)
        """Places (1 left, 2 partner, 3 right of the expert) of the seats whose program the expert knows."""
        self.known_weight = KNOWN_WEIGHT if known_weight is None else known_weight
        self.exploit_tricks = EXPLOIT_TRICKS if exploit_tricks is None else exploit_tricks

    # --- the player protocol -----------------------------------------------------------

    def choose(self, view: HandView) -> str:
        """One of ``view.legal_actions``: the option worth the most points."""
        legal = view.legal_actions
        if len(legal) == 1:
            return legal[0]
        return self.evaluate(view)[0].action

    def allowance(self, view: HandView, action: str) -> float:
        """Points taken off the sampled value of ``action`` (a bid) before it is compared with passing."""
        if action == "pass":
            return 0.0
        return self.alone_allowance if action.endswith("alone") else self.call_allowance

    # --- analysis -----------------------------------------------------------------------

    def evaluate(self, view: HandView, progress: Callable[[int], None] | None = None) -> list[Option]:
        """Every legal action with its expected net points, best first.

        Bidding values include the allowances, so the first option is always the
        expert's choice. Ties go to the standard player's choice.
        """
        thinking = self.deliberate(view)
        thinking.step(progress=progress)
        return thinking.options

    def deliberate(self, view: HandView) -> Deliberation:
        """The same decision as :meth:`evaluate`, made in steps (see :class:`Deliberation`)."""
        return Deliberation(self, view)

    def sampled_states(self, view: HandView) -> Iterator[HandState]:
        """The complete deals the expert weighs for a decision from ``view``, drawn from its own
        random source, until the samples or the time budget run out (the budget is checked between
        batches, once ``min_samples`` are taken)."""
        deadline = None if self.time_budget is None else time.perf_counter() + self.time_budget
        accept = None
        if view.history and (self.plausibility < 1 or self.known):
            def accept(state: HandState) -> float:
                return self._plausibility(state, view.seat)
        done = 0
        wanted = self.samples
        while done < wanted:
            batch = min(4, wanted - done)
            for state in sample_states(view, self.rng, batch, accept=accept):
                yield state
                done += 1
            if deadline is not None and done >= self.min_samples and time.perf_counter() >= deadline:
                return

    # --- values in one sample -------------------------------------------------------------

    def values_in(self, state: HandState, seat: int, solvers: dict | None = None) -> dict[str, float]:
        """Each legal action's net points for ``seat``'s team in the complete deal ``state`` (one
        sample, or the real deal), before any allowance: a card solved exactly, a bid or a discard
        played forward (the other seats bidding as the standard player would) and its contract solved.
        ``solvers`` caches solvers between calls on the same cards."""
        values: dict[str, float] = {}
        for piece in self._value_pieces(state, seat, {} if solvers is None else solvers):
            values.update(piece())
        return values

    def _value_pieces(self, state: HandState, seat: int, solvers: dict) -> list[Callable[[], dict[str, float]]]:
        """:meth:`values_in` as pieces of work to run in order: all cards at once in play, one
        action at a time in bidding and the discard (each its own search)."""
        if state.phase is Phase.PLAY:
            return [lambda: self._play_values(state, seat, solvers)]
        if state.phase is Phase.DISCARD:
            def value(action: str) -> float:
                return self._contract_value(state.apply(action), seat, solvers)
        else:
            def value(action: str) -> float:
                return self._contract_value(self._bid_out(state.apply(action)), seat, solvers)
        return [lambda action=action: {action: value(action)} for action in state.legal_actions()]

    @staticmethod
    def _solver(solvers: dict[tuple[str, int, bool], Solver], trump: str, maker: int, alone: bool) -> Solver:
        key = (trump, maker, alone)
        solver = solvers.get(key)
        if solver is None:
            solver = solvers[key] = Solver(trump, maker, alone)
        return solver

    def _play_values(self, state: HandState, seat: int, solvers: dict) -> dict[str, float]:
        if (self.exploit_tricks and {1, 3} <= self.known
                and len(state.tricks) >= 5 - self.exploit_tricks):
            return self._exploit_values(state, seat)
        contract = state.contract
        solver = self._solver(solvers, contract.trump, contract.maker, contract.alone)
        values = solver.action_values(state)
        if (seat & 1) != (contract.maker & 1):
            return {a: -v for a, v in values.items()}
        return values

    def _exploit_values(self, state: HandState, seat: int) -> dict[str, float]:
        """Each card's net points for ``seat``'s team when the opponents (both of a known program)
        play as that program does and ``seat``'s side plays its best with every card in sight."""
        model = self._model
        side = seat & 1

        def best(s: HandState) -> int:
            while s.to_act is not None and (s.to_act & 1) != side:
                s = s.apply(model.choose(s.view(s.to_act)))
            if s.to_act is None:
                return s.points[side] - s.points[1 - side]
            return max(best(s.apply(a)) for a in s.legal_actions())

        return {a: float(best(state.apply(a))) for a in state.legal_actions()}

    def _contract_value(self, state: HandState, seat: int, solvers: dict) -> float:
        """Net points for ``seat``'s team once bidding (and discard) in ``state`` are done."""
        contract = state.contract
        if contract is None:
            return 0.0
        solver = self._solver(solvers, contract.trump, contract.maker, contract.alone)
        made = solver.contract_points(state.hands, state.to_act)
        return float(made if (seat & 1) == (contract.maker & 1) else -made)

    def _bid_out(self, state: HandState) -> HandState:
        """Finish bidding and the discard as the standard player would."""
        model = self._model
        while state.phase is Phase.BID_UPCARD or state.phase is Phase.BID_SUIT:
            state = state.apply(model.choose(state.view(state.to_act)))
        if state.phase is Phase.DISCARD:
            hand = [c for c in state.hands[state.to_act] if c != state.upcard]
            state = state.apply("discard " + _best_discard(hand, state.trump))
        return state

    # --- what the bidding says about the hidden cards -----------------------------------

    def _plausibility(self, state: HandState, viewer: int) -> float:
        """How well a sampled deal explains the bids (and cards) played so far (1 = as expected)."""
        weight = 1.0
        model = self._model
        replay = state.initial()
        known = {(viewer + place) % 4 for place in self.known}
        for seat, action in state.history:
            bidding = replay.phase is Phase.BID_UPCARD or replay.phase is Phase.BID_SUIT
            if not bidding and not known:
                break
            if seat in known:
                # A seat whose program is known: a choice that program would not make is unlikely.
                if len(replay.legal_actions()) > 1 and model.choose(replay.view(seat)) != action:
                    weight *= self.known_weight
                    if weight < 1e-4:
                        return weight
            elif bidding and seat != viewer and len(replay.legal_actions()) > 1:
                expected = model.choose(replay.view(seat))
                if expected != action and (expected == "pass") != (action == "pass"):
                    weight *= self.plausibility
            replay = replay.apply(action)
        return weight


class Deliberation:
    """One expert decision, worked out a step at a time, for a caller that must not be held up
    for long (a web page's only thread draws the screen and answers taps between steps).

        >>> import random, euchre
        >>> state = euchre.deal(euchre.Rules(), dealer=1, rng=random.Random(4))
        >>> view = state.view(state.to_act)
        >>> thinking = ExpertPlayer(seed=1, samples=8).deliberate(view)
        >>> while not thinking.step(seconds=0.001):
        ...     pass  # the caller's other work goes here
        >>> thinking.options == ExpertPlayer(seed=1, samples=8).evaluate(view)
        True

    Each step works for up to ``seconds``, one search at a time (one bid of one sampled deal,
    or every card of one: a few milliseconds each). The expert's time budget, if it has one,
    counts from the first step and includes the time between steps: it bounds how long the
    decision takes.
    """

    def __init__(self, expert: ExpertPlayer, view: HandView) -> None:
        self.expert = expert
        self.view = view
        self.legal = list(view.legal_actions)
        if not self.legal:
            raise ValueError(f"seat {view.seat} has no decision to make now")
        self.totals = dict.fromkeys(self.legal, 0.0)
        self.values: list[tuple[float, ...]] = []
        """Each sample's value of each legal action (in the order of ``legal``)."""
        self.count = 0
        """Samples taken so far."""
        self.done = False
        self._states = expert.sampled_states(view)
        self._solvers: dict = {}
        self._pieces: list[Callable[[], dict[str, float]]] = []
        self._sample: dict[str, float] = {}

    def step(self, seconds: float | None = None, progress: Callable[[int], None] | None = None) -> bool:
        """Work for at most about ``seconds`` (None: until the decision is made); True once it is
        made. The work goes in pieces (one sampled deal's search for one bid, or for every card);
        a step stops rather than start a piece that would likely run past ``seconds`` (judged by
        the piece before), and always does at least one. ``progress`` is called with the number
        of samples done, after each."""
        if self.done:
            return True
        clock = time.perf_counter
        end = None if seconds is None else clock() + seconds
        began = clock()
        while True:
            if not self._pieces:
                state = next(self._states, None)
                if state is None:
                    self.done = True
                    return True
                self._pieces = self.expert._value_pieces(state, self.view.seat, self._solvers)
                self._sample = {}
            self._sample.update(self._pieces.pop(0)())
            if not self._pieces:
                for action, value in self._sample.items():
                    self.totals[action] += value
                self.values.append(tuple(self._sample[a] for a in self.legal))
                self.count += 1
                if progress is not None:
                    progress(self.count)
            if end is not None:
                now = clock()
                if now + (now - began) >= end:
                    return False
                began = now

    @property
    def options(self) -> list[Option]:
        """Every legal action with its expected net points, best first (as :meth:`ExpertPlayer.evaluate`)."""
        if not self.done:
            raise ValueError("the decision is not made yet: step() until it returns True")
        expert, view, legal, count = self.expert, self.view, self.legal, self.count
        means = {a: self.totals[a] / count for a in legal}
        allowances = dict.fromkeys(legal, 0.0)
        if view.phase in (Phase.BID_UPCARD, Phase.BID_SUIT):
            for action in legal:
                allowances[action] = expert.allowance(view, action)
                means[action] -= allowances[action]
        preferred = expert._model.choose(view)
        order = sorted(legal, key=lambda a: (-round(means[a], 9), a != preferred))
        first = legal.index(order[0])
        errors = {a: standard_error([v[first] - v[i] for v in self.values]) for i, a in enumerate(legal)}
        beaten = dominated([[value - allowances[a] for a, value in zip(legal, row)] for row in self.values])
        return [Option(a, means[a], count, allowances[a], errors[a], legal.index(a) in beaten) for a in order]


def dominated(rows: list[list[float]]) -> set[int]:
    """The columns of ``rows`` (each sample's value of each option) that another column matches or beats
    in every row and beats in at least one.

        >>> sorted(dominated([[1, 1, 0], [0, -1, 0], [2, 2, 2]]))   # the first does as well as the others
        [1, 2]
        >>> dominated([[1, 0], [0, 1]])                              # each better somewhere: neither
        set()
    """
    if not rows:
        return set()
    columns = list(zip(*rows))
    return {j for j, worse in enumerate(columns) for i, better in enumerate(columns)
            if i != j and all(b >= w for b, w in zip(better, worse)) and better != worse}


def standard_error(differences: list[float]) -> float:
    """The standard error of the mean of ``differences`` (0 with fewer than two)."""
    n = len(differences)
    if n < 2:
        return 0.0
    mean = sum(differences) / n
    return math.sqrt(sum((d - mean) ** 2 for d in differences) / (n - 1) / n)
