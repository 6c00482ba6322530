"""Where the expert's decisions part from a player who sees every card, and what each sort of difference costs.

    python3 -m research.gap --deals 1000 --seed 5 [--play] [--samples 40] [--untold]

Plays deals with the expert on one team (told that its opponents are the standard player,
unless ``--untold``) and the standard player on the other, tournament rules, the expert's
team changing every four deals so it bids from every place. At each of the expert's bids
with a choice (or, with ``--play``, each of its cards with a choice), it asks what the
all-seeing reference (``euchre.ai.duplicate.AllSeeingPlayer``'s judgement: the real deal,
each card solved double-dummy, each bid played forward and its contract solved) would
choose, and what the expert's choice gives away by that judgement. The hand goes on with
the expert's choice.

The report groups the differences, largest cost first: bids by round, the bidder's place
from the dealer, the expert's bid and the all-seeing one; cards by trick, the card's place
in the trick and whether the expert's side made trump. The cost is points a deal
double-dummy, an upper bound on what better decisions could recover, since the reference
knows the hidden cards. The discard is left out (the all-seeing dealer discards too well
to be a fair measure of the bidding).
"""

from __future__ import annotations

import argparse
import random
import statistics
from collections import Counter, defaultdict
from collections.abc import Callable
from typing import NamedTuple


import euchre
from euchre.ai.expert import ExpertPlayer
from euchre.ai.standard import RuleBasedPlayer
from euchre.hand import HandState, Phase

PLACES = ("dealer", "left", "partner", "right")
"""A seat's place from the dealer."""

BIDDING = (Phase.BID_UPCARD, Phase.BID_SUIT)
IN_TRICK = ("leads", "second", "third", "last")
PHASE_ORDER = (Phase.BID_UPCARD, Phase.BID_SUIT, Phase.DISCARD, Phase.PLAY)


def sort_of(action: str) -> str:
    """``"pass"``, ``"order"``, ``"order alone"``, ``"call"`` or ``"call alone"``."""
    return action.split()[0] + (" alone" if action.endswith("alone") else "")


def kind_of(state: HandState, seat: int, choice: str, best: str, names: tuple[str, str] = ("expert", "all-seeing")) -> str:
    """The sort of difference between ``seat``'s ``choice`` and ``best`` in ``state``, for bids named after the
    ``names`` of those who chose them (the expert and the all-seeing reference)."""
    if state.phase is Phase.PLAY:
        side = "making" if (seat & 1) == (state.contract.maker & 1) else "defending"
        players = 3 if state.contract.alone else 4
        place = "last" if len(state.trick) == players - 1 else IN_TRICK[len(state.trick)]
        return f"trick {len(state.tricks) + 1}, {place}, {side}"
    round_ = "round 1" if state.phase is Phase.BID_UPCARD else "round 2"
    mine, theirs = names
    return f"{round_}, {PLACES[(seat - state.dealer) % 4]}: {mine} {sort_of(choice)}, {theirs} {sort_of(best)}"


class Judge:
    """The all-seeing judgement of a real deal: each legal action's net points for the seat to act, as
    :meth:`ExpertPlayer.values_in` gives them with the real deal for its one sample (each card solved,
    each bid played forward and its contract solved). The solvers' tables are kept for one deal at a time."""

    def __init__(self) -> None:
        self._expert = ExpertPlayer(seed=0, samples=1)
        self._solvers: dict = {}
        self._deal = -1

    def values(self, number: int, state: HandState) -> dict[str, float]:
        """The values in ``state``, a position of deal number ``number``."""
        if number != self._deal:
            self._solvers.clear()
            self._deal = number
        return self._expert.values_in(state, state.to_act, self._solvers)


class Gap(NamedTuple):
    """What :func:`gap` found, by sort of difference (see the module's docstring)."""

    decisions: int
    """The expert's decisions with a choice in the phase looked at."""
    cost: dict[str, float]
    """Points given away, by the all-seeing judgement, summed over the differences of each sort."""
    count: Counter[str]
    shortfall: dict[str, list[float]]
    """For each difference, how far the all-seeing choice fell below the expert's own in the expert's
    judgement, its allowances included: what it would have taken to choose otherwise."""
    allowance_only: Counter[str]
    """Differences where the expert's samples favoured the all-seeing bid and only its larger allowance
    held it back."""
    examples: list[tuple[HandState, str, str]]
    """Each difference: the state, the expert's choice and the all-seeing one."""


def expert_decisions(deals: int, seed: int, samples: int, told: bool, looked_at: tuple[Phase, ...],
                     decide: Callable[[int, HandState, ExpertPlayer], str]) -> None:
    """Play ``deals`` deals as the module's docstring says, asking ``decide(number, state, expert)`` (the
    deal's number from 0) for each of the expert's decisions with a choice in the phases ``looked_at``: the
    action it returns is played."""
    rules = euchre.Rules.tournament()
    around = {"left": "standard", "right": "standard"} if told else {}
    for number in range(deals):
        rng = random.Random(seed * 1_000_003 + number)
        state = euchre.deal(rules, number % 4, rng)
        team = (number // 4) % 2
        players = [ExpertPlayer(seed=rng.randrange(1 << 30), samples=samples, **around) if seat % 2 == team
                   else RuleBasedPlayer(random.Random(rng.randrange(1 << 30))) for seat in range(4)]
        last = max(looked_at, key=PHASE_ORDER.index)
        while state.to_act is not None and PHASE_ORDER.index(state.phase) <= PHASE_ORDER.index(last):
            seat = state.to_act
            view = state.view(seat)
            player = players[seat]
            if seat % 2 != team or state.phase not in looked_at or len(view.legal_actions) == 1:
                state = state.apply(player.choose(view), seat)
                continue
            assert isinstance(player, ExpertPlayer)
            state = state.apply(decide(number, state, player), seat)


def gap(deals: int, seed: int, samples: int, told: bool, play: bool = False) -> Gap:
    """Play ``deals`` deals and set each of the expert's bids (or, with ``play``, cards) beside the all-seeing one."""
    judge = Judge()
    standard = RuleBasedPlayer(random.Random(0))
    found = Gap(0, defaultdict(float), Counter(), defaultdict(list), Counter(), [])
    decisions = 0

    def decide(number: int, state: HandState, player: ExpertPlayer) -> str:
        nonlocal decisions
        seat = state.to_act
        view = state.view(seat)
        options = {option.action: option for option in player.evaluate(view)}
        choice = next(iter(options))  # evaluate() puts the expert's choice first
        decisions += 1
        values = judge.values(number, state)
        preferred = standard.choose(view)
        best = min(values, key=lambda a: (-values[a], a != preferred, a))
        if values[choice] < values[best]:  # an equally good choice is no difference
            key = kind_of(state, seat, choice, best)
            found.cost[key] += values[best] - values[choice]
            found.count[key] += 1
            mine, theirs = options[choice], options[best]
            found.shortfall[key].append(mine.points - theirs.points)
            held_back = theirs.allowance > mine.allowance
            if held_back and theirs.points + theirs.allowance >= mine.points + mine.allowance:
                found.allowance_only[key] += 1
            found.examples.append((state, choice, best))
        return choice

    expert_decisions(deals, seed, samples, told, (Phase.PLAY,) if play else BIDDING, decide)
    return found._replace(decisions=decisions, cost=dict(found.cost), shortfall=dict(found.shortfall))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=400)
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--play", action="store_true", help="the expert's cards rather than its bids")
    parser.add_argument("--samples", type=int, default=40, help="the expert's samples a decision")
    parser.add_argument("--untold", action="store_true", help="do not tell the expert who its opponents are")
    args = parser.parse_args()
    if args.deals < 1 or args.samples < 1:
        parser.error("--deals and --samples must be at least 1")
    found = gap(args.deals, args.seed, args.samples, not args.untold, args.play)
    total = sum(found.cost.values())
    what = "cards" if args.play else "bids"
    print(f"{args.deals} deals, seed {args.seed}, the expert ({args.samples} samples, "
          f"{'not told' if args.untold else 'told'}): {found.decisions} {what} with a choice, "
          f"{sum(found.count.values())} worse by the all-seeing judgement, costing {total / args.deals:.3f} "
          "points a deal")
    print(f"  {'':52s} {what:>5s}  {'a deal':>6s}  {'each':>5s}  {'short by':>8s}"
          + ("" if args.play else "  allowance only"))
    for key, points in sorted(found.cost.items(), key=lambda item: (-item[1], item[0])):
        count = found.count[key]
        print(f"  {key:52s} {count:5d}  {points / args.deals:6.3f}  {points / count:5.2f}  "
              f"{statistics.median(found.shortfall[key]):8.2f}"
              + ("" if args.play else f"  {found.allowance_only[key]:4d}"))
    print(f"  short by: the median, in the expert's own judgement{'' if args.play else ' (allowances included)'}, "
          "of how far the all-seeing choice fell below its own")
    if not args.play:
        print("  allowance only: how many the expert's samples favoured, held back by the allowance alone")


if __name__ == "__main__":
    main()
