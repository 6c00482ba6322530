"""Strength match: computer players against each other over thousands of deals.

    python3 tools/strength.py [--deals 4000] [--seed 1] [--a rule] [--b random]

Each deal is played twice with the teams swapping seats (the same cards go to the
other team), so luck of the deal cancels out. Reports each side's points per hand,
the margin with a 95% confidence interval, and how often each side outscores the
other over a tournament round (8 hands).
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import euchre  # noqa: E402
from euchre.players import RandomPlayer, RuleBasedPlayer, play_hand  # noqa: E402

KINDS = {"rule": RuleBasedPlayer, "random": RandomPlayer}


def make(kind: str, rng: random.Random, boldness: float):
    return RuleBasedPlayer(rng, boldness) if kind == "rule" else RandomPlayer(rng)


def match(deals: int, seed: int, a: str, b: str, rules: euchre.Rules,
          a_boldness: float = 0.0, b_boldness: float = 0.0) -> dict[str, float]:
    rng = random.Random(seed)
    player_a = make(a, random.Random(seed + 1), a_boldness)
    player_b = make(b, random.Random(seed + 2), b_boldness)
    margins: list[int] = []
    points_a = points_b = 0
    for number in range(deals):
        state = euchre.deal(rules, number % 4, rng)
        for a_team in (0, 1):
            seats = [player_a if seat % 2 == a_team else player_b for seat in range(4)]
            end = play_hand(state, seats)
            pa, pb = end.points[a_team], end.points[1 - a_team]
            points_a += pa
            points_b += pb
            margins.append(pa - pb)
    hands = len(margins)
    mean = statistics.fmean(margins)
    spread = 1.96 * statistics.stdev(margins) / math.sqrt(hands)
    rounds = [sum(margins[i:i + 8]) for i in range(0, hands - 7, 8)]
    return {
        "hands": hands, "a_per_hand": points_a / hands, "b_per_hand": points_b / hands,
        "margin": mean, "margin_ci": spread,
        "a_round_wins": sum(r > 0 for r in rounds) / len(rounds),
        "b_round_wins": sum(r < 0 for r in rounds) / len(rounds),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=4000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--a", choices=KINDS, default="rule")
    parser.add_argument("--b", choices=KINDS, default="random")
    parser.add_argument("--a-boldness", type=float, default=0.0, help="bidding boldness of a rule player a")
    parser.add_argument("--b-boldness", type=float, default=0.0, help="bidding boldness of a rule player b")
    parser.add_argument("--standard", action="store_true", help="standard rules instead of the tournament's")
    args = parser.parse_args()
    rules = euchre.Rules.standard() if args.standard else euchre.Rules.tournament()
    started = time.perf_counter()
    r = match(args.deals, args.seed, args.a, args.b, rules, args.a_boldness, args.b_boldness)
    a_name = args.a + (f"({args.a_boldness:+})" if args.a_boldness else "")
    b_name = args.b + (f"({args.b_boldness:+})" if args.b_boldness else "")
    print(f"{a_name} vs {b_name}, {rules.preset} rules, {args.deals} deals x 2 seatings = {r['hands']} hands "
          f"({time.perf_counter() - started:.1f} s)")
    print(f"  points per hand: {args.a} {r['a_per_hand']:.3f}, {args.b} {r['b_per_hand']:.3f}")
    print(f"  margin: {r['margin']:+.3f} points per hand (95% CI +/- {r['margin_ci']:.3f})")
    print(f"  8-hand rounds won: {args.a} {r['a_round_wins']:.1%}, {args.b} {r['b_round_wins']:.1%}")


if __name__ == "__main__":
    main()
