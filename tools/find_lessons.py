"""Search for a lesson's deal: the learner's hand is chosen, the other cards are dealt at random,
and each deal is kept only if the computer seats' moves lead to the learner's planned turns and the
expert prefers each planned action by a clear margin.

    python3 tools/find_lessons.py --hand "JD AH QH AC TS" --upcard 9H --dealer 3 \\
        --plan "order,play JD" [--rules tournament] [--deals 30] [--samples 200]

For every deal that fits it prints the expert's lead of the planned action over the next best (with
its standard error), the points the hand scores when the learner goes on playing as the expert would,
and the deal as ``euchre.lessons.Lesson`` fields to paste. The lessons themselves live in
``euchre/lessons.py``; ``tests/ai/test_lessons.py`` checks them with the same expert.
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from euchre import PACK, Rules  # noqa: E402
from euchre.ai import table_places  # noqa: E402
from euchre.ai.expert import ExpertPlayer  # noqa: E402
from euchre.errors import EuchreError  # noqa: E402
from euchre.lessons import Lesson, Step  # noqa: E402

def expert(seat: int, samples: int, seed: int = 0) -> ExpertPlayer:
    """The expert that judges a lesson: its computer seats are standard players, and it is told so."""
    levels = tuple(None if s == seat else "standard" for s in range(4))
    return ExpertPlayer(seed=seed, samples=samples, **table_places(levels, seat))


def candidates(hand: list[str], upcard: str, dealer: int, seat: int, fixed: dict[int, list[str]],
               count: int, seed: int):
    rest = [c for c in PACK if c not in hand and c != upcard and all(c not in f for f in fixed.values())]
    rng = random.Random(seed)
    for _ in range(count):
        rng.shuffle(rest)
        cards = iter(rest)
        hands = []
        for s in range(4):
            held = hand if s == seat else fixed.get(s, [])
            hands.append(" ".join(held + [next(cards) for _ in range(5 - len(held))]))
        yield hands, " ".join(cards)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hand", required=True, help="the learner's five cards")
    parser.add_argument("--upcard", required=True)
    parser.add_argument("--dealer", type=int, required=True)
    parser.add_argument("--seat", type=int, default=0)
    parser.add_argument("--plan", required=True, help="the learner's actions, comma-separated")
    parser.add_argument("--fix", action="append", default=[], help="SEAT:CARDS, cards another seat must hold")
    parser.add_argument("--rules", default="tournament", choices=("tournament", "standard"))
    parser.add_argument("--deals", type=int, default=30)
    parser.add_argument("--samples", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--verbose", action="store_true", help="say why each deal that does not fit fails")
    parser.add_argument("--stop", type=int, default=3, help="stop after this many deals that fit")
    args = parser.parse_args()
    rules = Rules.tournament() if args.rules == "tournament" else Rules.standard()
    fixed = {int(s): cards.split() for s, cards in (f.split(":") for f in args.fix)}
    plan = [a.strip() for a in args.plan.split(",")]
    found = 0
    for number, (hands, kitty) in enumerate(candidates(args.hand.split(), args.upcard, args.dealer, args.seat,
                                                        fixed, args.deals, args.seed)):
        draft = Lesson("draft", "", "", rules, args.dealer, tuple(hands), args.upcard, kitty,
                       tuple(Step(a, "") for a in plan), args.seat)
        leads = []
        try:
            for state, step in draft.walk():  # first only whether the computer seats' moves lead there
                if not state.is_legal(step.action) or state.to_act != args.seat:
                    raise EuchreError(f"the learner's turn {step.action!r} does not come")
            for state, step in draft.walk():
                options = expert(args.seat, args.samples).evaluate(state.view(args.seat))
                if options[0].action != step.action:
                    raise EuchreError(f"the expert prefers {options[0].action} to {step.action}")
                second = options[1] if len(options) > 1 else None
                leads.append((round(options[0].points - second.points, 2), round(second.error, 2))
                             if second else ("forced", 0))
            state = draft.to_learner(state.apply(plan[-1], args.seat))
            while not state.is_over:
                state = state.apply(expert(args.seat, 40).choose(state.view(args.seat)) if state.to_act == args.seat
                                    else draft.computer_action(state))
                state = draft.to_learner(state)
        except EuchreError as error:
            if args.verbose:
                print(f"deal {number}: no ({error})")
            continue
        print(f"deal {number}: leads {leads}, points {state.points}, tricks {state.tricks_won}")
        print(f"    hands={tuple(hands)!r}, upcard={args.upcard!r}, kitty={kitty!r}, dealer={args.dealer}")
        print(f"    history={[a for _, a in state.history]}")
        found += 1
        if found >= args.stop:
            break


if __name__ == "__main__":
    main()
