"""How often an expert's samples agree on what it will have seen by its next card (what ``play_ahead`` fuses).

    python3 tools/fusion.py --deals 60 --seed 77 [--samples 40]

Plays deals with two experts (not told who sits around them) against two standard players,
tournament rules. At each of the experts' cards with a choice it makes the decision twice
with the same samples, as today's expert and with ``play_ahead``, and reports how many cards
changed, the time each took, and the groups ``play_ahead`` formed: samples in which the others
would play the same cards before the expert's next one, which it then plays alike.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import euchre  # noqa: E402
from euchre.ai.expert import ExpertPlayer  # noqa: E402
from euchre.ai.standard import RuleBasedPlayer  # noqa: E402
from euchre.hand import Phase  # noqa: E402


def fusion(deals: int, seed: int, samples: int) -> dict[str, float | Counter[int]]:
    """Decisions, cards changed, seconds each way, and the groups' sizes (as a Counter of size -> groups)."""
    rules = euchre.Rules.tournament()
    decisions = changed = 0
    plain_seconds = ahead_seconds = 0.0
    sizes: Counter[int] = Counter()
    for number in range(deals):
        state = euchre.deal(rules, number % 4, random.Random(seed + number))
        players = [ExpertPlayer(seed=number * 4 + seat, samples=samples) if seat % 2 == 0
                   else RuleBasedPlayer(random.Random(seat)) for seat in range(4)]
        while state.to_act is not None:
            seat = state.to_act
            view = state.view(seat)
            if seat % 2 or state.phase is not Phase.PLAY or len(view.legal_actions) == 1:
                state = state.apply(players[seat].choose(view))
                continue
            began = time.perf_counter()
            plain = ExpertPlayer(seed=number, samples=samples).evaluate(view)[0].action
            plain_seconds += time.perf_counter() - began
            began = time.perf_counter()
            thinking = ExpertPlayer(seed=number, samples=samples, play_ahead=True).deliberate(view)
            thinking.step()
            ahead = thinking.options[0].action
            ahead_seconds += time.perf_counter() - began
            for items in thinking._ahead.values():  # the samples of each card, as play_ahead groups them
                sizes.update(Counter(Counter(item.seen for item in items).values()))
            decisions += 1
            changed += plain != ahead
            state = state.apply(plain)
    return {"decisions": decisions, "changed": changed, "plain_seconds": plain_seconds,
            "ahead_seconds": ahead_seconds, "sizes": sizes}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=60)
    parser.add_argument("--seed", type=int, default=77)
    parser.add_argument("--samples", type=int, default=40)
    args = parser.parse_args()
    if args.deals < 1 or args.samples < 1:
        parser.error("--deals and --samples must be at least 1")
    found = fusion(args.deals, args.seed, args.samples)
    sizes = found["sizes"]
    groups = sum(sizes.values())
    print(f"{args.deals} deals, seed {args.seed}, {args.samples} samples: {found['decisions']} cards with a choice, "
          f"{found['changed']} changed by play_ahead; {found['plain_seconds']:.1f} s against "
          f"{found['ahead_seconds']:.1f} s with it")
    if groups:
        mean = sum(size * count for size, count in sizes.items()) / groups
        print(f"groups of samples alike in what the expert will have seen: {groups}, {mean:.2f} samples on average, "
              f"{sizes[1] / groups:.0%} a single sample, the largest {max(sizes)}; median size "
              f"{statistics.median(sorted(sizes.elements()))}")


if __name__ == "__main__":
    main()
