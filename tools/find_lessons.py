"""Search for a lesson's deal: the learner's hand is chosen, the other cards are dealt at random,
and each deal is kept only if the computer seats' moves lead to the learner's planned turns and the
expert prefers each planned action by a clear margin (the bar ``tests/ai/test_lessons.py`` sets).

    python3 tools/find_lessons.py --hand "JH AH 9H AC 9S" --upcard TH --dealer 3 \\
        --plan "order,play JH" [--then 2] [--fix "3:KH"] [--rules tournament] [--deals 30] [--samples 200]

For every deal that fits it prints the expert's lead of each planned action over the next best (with
its standard error), the points the hand scores when the learner goes on playing as the expert would,
and the deal as ``euchre.lessons.Lesson`` fields to paste. With ``--then N`` it also judges the
learner's next N turns after the plan (bids, the discard or cards, as the expert would take them) and
prints each with its lead and whether it clears the bar: play-phase steps to add to the plan. The
expert judges the learner's turns from what the learner sees, so a bid or a first lead is judged the
same in every deal; later turns depend on the deal. The lessons themselves live in
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
from euchre.ai.expert import ExpertPlayer, Option  # noqa: E402
from euchre.errors import EuchreError  # noqa: E402
from euchre.hand import HandState  # noqa: E402
from euchre.lessons import Lesson, Step  # noqa: E402

CLEAR = 0.25
"""Points by which a lesson's action must lead the next best, and at least three standard errors of
that lead (as ``tests/ai/test_lessons.py``)."""


def expert(seat: int, samples: int, seed: int = 0) -> ExpertPlayer:
    """The expert that judges a lesson: its computer seats are standard players, and it is told so."""
    levels = tuple(None if s == seat else "standard" for s in range(4))
    return ExpertPlayer(seed=seed, samples=samples, **table_places(levels, seat))


def lead(options: list[Option]) -> tuple[float, float] | None:
    """The first option's lead over the second and its standard error; None when only one is legal."""
    if len(options) < 2:
        return None
    return options[0].points - options[1].points, options[1].error


def clear(options: list[Option]) -> bool:
    """Whether the first option is a clear choice: forced, or ahead by the bar."""
    margin = lead(options)
    return margin is None or margin[0] >= CLEAR and margin[0] >= 3 * margin[1]


def shown(options: list[Option]) -> str:
    margin = lead(options)
    if margin is None:
        return f"{options[0].action} (forced)"
    verdict = "clear" if clear(options) else "NOT clear"
    return (f"{options[0].action} by {margin[0]:.2f} ± {margin[1]:.2f} over {options[1].action}, {verdict}"
            f"; then {', '.join(f'{o.action} {o.points:.2f}' for o in options[2:4])}")


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


def turns_after(draft: Lesson, state: HandState, count: int, samples: int) -> list[str]:
    """The learner's next ``count`` turns from ``state`` (the learner to act), each taken as the
    expert would, described with the expert's lead."""
    lines = []
    while count and state.to_act == draft.seat:
        options = expert(draft.seat, samples).evaluate(state.view(draft.seat))
        trick = [card for _, card in state.trick]
        lines.append(f"then {shown(options)}" + (f" (on {' '.join(trick)})" if trick else ""))
        state = draft.to_learner(state.apply(options[0].action, draft.seat))
        count -= 1
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hand", required=True, help="the learner's five cards")
    parser.add_argument("--upcard", required=True)
    parser.add_argument("--dealer", type=int, required=True)
    parser.add_argument("--seat", type=int, default=0)
    parser.add_argument("--plan", required=True, help="the learner's actions, comma-separated")
    parser.add_argument("--then", type=int, default=0, help="judge this many of the learner's turns after the plan")
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
        judged = []
        try:
            for state, step in draft.walk():  # first only whether the computer seats' moves lead there
                if not state.is_legal(step.action) or state.to_act != args.seat:
                    raise EuchreError(f"the learner's turn {step.action!r} does not come")
            for state, step in draft.walk():
                options = expert(args.seat, args.samples).evaluate(state.view(args.seat))
                if options[0].action != step.action or not clear(options):
                    raise EuchreError(f"at {step.action!r} the expert plays {shown(options)}")
                judged.append(shown(options))
            state = draft.to_learner(state.apply(plan[-1], args.seat))
            judged += turns_after(draft, state, args.then, args.samples)
            while not state.is_over:
                state = state.apply(expert(args.seat, 40).choose(state.view(args.seat)) if state.to_act == args.seat
                                    else draft.computer_action(state))
                state = draft.to_learner(state)
        except EuchreError as error:
            if args.verbose:
                print(f"deal {number}: no ({error})")
            continue
        print(f"deal {number}: points {state.points}, tricks {state.tricks_won}")
        for line in judged:
            print(f"    {line}")
        print(f"    hands={tuple(hands)!r}, upcard={args.upcard!r}, kitty={kitty!r}, dealer={args.dealer}")
        print(f"    history={[a for _, a in state.history]}")
        found += 1
        if found >= args.stop:
            break


if __name__ == "__main__":
    main()
