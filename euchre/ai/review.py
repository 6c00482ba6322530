"""The expert's judgement of a seat's decisions: the best option at each, and the points the option
taken gave away, with a close call called a close call.

    >>> import random, euchre
    >>> from euchre.ai import computer_player
    >>> from euchre.ai.review import review
    >>> state = euchre.deal(euchre.Rules(), dealer=3, rng=random.Random(5))
    >>> players = [computer_player("standard", seed=seat) for seat in range(4)]
    >>> while not state.is_over:
    ...     state = state.apply(players[state.to_act].choose(state.view(state.to_act)))
    >>> judged = review(state, 0, samples=8)
    >>> [r.index for r in judged] == [i for i, _, _ in decisions(state, 0)]
    True
    >>> all(r.lost == 0 or r.lost > margin(r.chosen) or r.chosen.dominated for r in judged)
    True

A decision is judged from the options the expert gives for it (:class:`~euchre.ai.expert.Option`,
best first). The option taken gives away the best option's lead over it, unless that lead is a close
call: no more than :data:`CLOSE_CALL` points, nor more than :data:`SPREAD` standard errors of the lead
across the sampled deals (a gap the luck of the samples alone could make). A close call gives nothing
away. An option that another matches or beats in every sampled deal, and beats in one, is never a close
call (:attr:`~euchre.ai.expert.Option.dominated`): however small its gap, no deal makes it the better
choice, so it gives its gap away. The hint's words and the review's come from :func:`judge`, so for the
same options they agree.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import NamedTuple

from ..hand import HandState, HandView
from .expert import ExpertPlayer, Option

__all__ = ["CLOSE_CALL", "SPREAD", "Review", "margin", "judge", "decisions", "review", "given_away"]

CLOSE_CALL = 0.1
"""Options this close in expected points are about equal: taking either gives nothing away."""
SPREAD = 2.0
"""A lead within this many of its standard errors is a close call too: the samples cannot tell the options
apart."""


class Review(NamedTuple):
    """One of a seat's decisions, judged by the expert from what that seat could see then."""

    index: int
    """Position of the decision in the hand's history."""
    action: str
    """The option taken."""
    best: str
    """The expert's choice: the first of ``options``."""
    options: tuple[Option, ...]
    lost: float
    """Points given away: the best option's lead over the one taken, or 0 when that was the best or a
    close call. When not 0, it is more than :func:`margin` of the option taken, or that option was
    dominated."""
    close: bool
    """The option taken was not the expert's choice but about equal to it (never a dominated option)."""

    @property
    def chosen(self) -> Option:
        return next(o for o in self.options if o.action == self.action)


def margin(option: Option) -> float:
    """How far ``option`` may fall below the best and still be about equal to it."""
    return max(CLOSE_CALL, SPREAD * option.error)


def judge(index: int, action: str, options: Sequence[Option]) -> Review:
    """The judgement of taking ``action`` where the expert gave ``options`` (best first)."""
    options = tuple(options)
    best = options[0]
    chosen = next((o for o in options if o.action == action), None)
    if chosen is None:
        raise ValueError(f"{action!r} is not one of the options judged ({', '.join(o.action for o in options)})")
    lead = best.points - chosen.points
    if chosen is best:
        return Review(index, action, best.action, options, 0.0, False)
    if lead <= margin(chosen) and not chosen.dominated:
        return Review(index, action, best.action, options, 0.0, True)
    return Review(index, action, best.action, options, lead, False)


def decisions(state: HandState, seat: int) -> Iterator[tuple[int, str, HandView]]:
    """Each decision ``seat`` made in ``state`` with more than one legal option: its index in the
    history, the option taken and the seat's view before it."""
    replay = state.initial()
    for index, (who, action) in enumerate(state.history):
        if who == seat and len(replay.legal_actions()) > 1:
            yield index, action, replay.view(seat)
        replay = replay.apply(action)


def review(state: HandState, seat: int, evaluate: Callable[[HandView, int], Sequence[Option]] | None = None,
           progress: Callable[[int, int], None] | None = None, samples: int = 40) -> list[Review]:
    """The judgement of each decision ``seat`` made in ``state`` (a hand in progress or over).
    ``evaluate(view, index)`` gives the options for the decision at ``index``; by default an expert
    of ``samples`` samples, seeded by the index. ``progress(done, total)`` follows each decision."""
    if evaluate is None:
        def evaluate(view: HandView, index: int) -> list[Option]:
            return ExpertPlayer(seed=index, samples=samples).evaluate(view)
    found = list(decisions(state, seat))
    judged = []
    for done, (index, action, view) in enumerate(found, 1):
        judged.append(judge(index, action, evaluate(view, index)))
        if progress is not None:
            progress(done, len(found))
    return judged


def given_away(reviews: Sequence[Review]) -> float:
    """The points given away over ``reviews``."""
    return sum(r.lost for r in reviews)
