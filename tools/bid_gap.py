"""Where the expert's bids part from a bidder who sees every card, and what each sort of difference costs.

    python3 tools/bid_gap.py --deals 400 --seed 5 [--samples 20] [--untold]

Plays deals with the expert on one team (told that its opponents are the standard player,
unless ``--untold``) and the standard player on the other, tournament rules, the expert's
team changing every four deals so it bids from every place. At each of the expert's bids
with a choice, it asks what the all-seeing reference (``euchre.ai.duplicate.AllSeeingPlayer``'s
judgement: the real deal, each bid played forward and its contract solved) would bid, and
what the expert's bid gives away by that judgement. The hand goes on with the expert's bid.

The report groups the differences by round, the bidder's place from the dealer, the
expert's bid and the all-seeing one, largest cost first: the cost is points a deal
double-dummy, an upper bound on what better bidding could recover, since the reference
knows the hidden cards. The discard is left out (the all-seeing dealer discards too well
to be a fair measure of the bidding).
"""

from __future__ import annotations

import argparse
import random
import sys
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import euchre  # noqa: E402
from euchre.ai.expert import PLACES, ExpertPlayer  # noqa: E402
from euchre.ai.standard import RuleBasedPlayer  # noqa: E402
from euchre.hand import Phase  # noqa: E402

BIDDING = (Phase.BID_UPCARD, Phase.BID_SUIT)


def sort_of(action: str) -> str:
    """``"pass"``, ``"order"``, ``"order alone"``, ``"call"`` or ``"call alone"``."""
    return action.split()[0] + (" alone" if action.endswith("alone") else "")


def bid_gap(deals: int, seed: int, samples: int, told: bool) -> tuple[int, dict[str, float], Counter[str]]:
    """(decisions with a choice, cost by sort of difference, count by sort of difference)."""
    rules = euchre.Rules.tournament()
    judge = ExpertPlayer(seed=0, samples=1)
    standard = RuleBasedPlayer(random.Random(0))
    around = {"left": "standard", "right": "standard"} if told else {}
    cost: dict[str, float] = defaultdict(float)
    count: Counter[str] = Counter()
    decisions = 0
    for number in range(deals):
        rng = random.Random(seed * 1_000_003 + number)
        state = euchre.deal(rules, number % 4, rng)
        team = (number // 4) % 2
        players = [ExpertPlayer(seed=rng.randrange(1 << 30), samples=samples, **around) if seat % 2 == team
                   else RuleBasedPlayer(random.Random(rng.randrange(1 << 30))) for seat in range(4)]
        while state.phase in BIDDING or state.phase is Phase.DISCARD:
            seat = state.to_act
            assert seat is not None
            view = state.view(seat)
            choice = players[seat].choose(view)
            if seat % 2 == team and state.phase in BIDDING and len(state.legal_actions()) > 1:
                decisions += 1
                values = judge.values_in(state, seat)
                preferred = standard.choose(view)
                best = min(values, key=lambda a: (-values[a], a != preferred, a))
                if best != choice:
                    round_ = "round 1" if state.phase is Phase.BID_UPCARD else "round 2"
                    key = (f"{round_}, {PLACES[(seat - state.dealer) % 4]}: expert {sort_of(choice)}, "
                           f"all-seeing {sort_of(best)}")
                    cost[key] += values[best] - values[choice]
                    count[key] += 1
            state = state.apply(choice, seat)
    return decisions, dict(cost), count


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=400)
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--samples", type=int, default=20, help="the expert's samples a decision")
    parser.add_argument("--untold", action="store_true", help="do not tell the expert who its opponents are")
    args = parser.parse_args()
    if args.deals < 1 or args.samples < 1:
        parser.error("--deals and --samples must be at least 1")
    decisions, cost, count = bid_gap(args.deals, args.seed, args.samples, not args.untold)
    total = sum(cost.values())
    print(f"{args.deals} deals, seed {args.seed}, the expert ({args.samples} samples, "
          f"{'not told' if args.untold else 'told'}): {decisions} bids with a choice, "
          f"{sum(count.values())} unlike the all-seeing bid, costing {total / args.deals:.3f} points a deal")
    for key, points in sorted(cost.items(), key=lambda item: (-item[1], item[0])):
        print(f"  {key:52s} {count[key]:4d} bids  {points / args.deals:6.3f} a deal  "
              f"({points / count[key]:.2f} each)")


if __name__ == "__main__":
    main()
