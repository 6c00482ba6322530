"""Duplicate match between two computer levels: the same deals, played both ways round.

    python3 tools/duplicate.py --a expert --b standard --deals 2000 [--seed 1] [--processes 2]
                               [--standard-rules] [--a-option samples=16] [--b-option KEY=VALUE]

Levels are those of ``euchre.ai.computer_player``: beginner, standard, expert, random, and
``all-seeing``, a reference that reads the whole deal (``euchre.ai.duplicate.AllSeeingPlayer``;
never a level people play against). ``--a-option sees=bid`` (or ``discard``, ``play``, or several
joined by commas; all three by default) limits what it decides with every card in sight, and
``--a-option fallback=expert`` (the default) names the level that decides the rest; its other
options go to that level:

    python3 tools/duplicate.py --a all-seeing --a-option sees=bid --b expert --deals 200

``--paired`` plays the match a second time with A at its level's defaults (no ``--a-option``),
over the same deals against the same B, and reports how much A's options gained, paired by deal:

    python3 tools/duplicate.py --a expert --a-option alone_allowance=0.25 --b standard --deals 1000 --paired

``--base-option KEY=VALUE`` gives that second A options of its own, to measure one option beside
others both keep:

    python3 tools/duplicate.py --a expert --a-option left=standard --a-option right=standard \
        --a-option exploit_tricks=4 --base-option left=standard --base-option right=standard \
        --b standard --deals 500 --seed 3 --processes 2 --paired

Each deal is played twice with the teams swapping seats, so the luck of the cards
cancels (see ``euchre.ai.duplicate``). Progress goes to stderr; the result table and a
one-line summary go to stdout.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from euchre import Rules  # noqa: E402
from euchre.ai import LEVELS  # noqa: E402
from euchre.ai.duplicate import (ALL_SEEING, BLOCK, MatchResult, duplicate_match, level_name,  # noqa: E402
                                  paired_lead, parse_option, player_factory)

def option(text: str) -> tuple[str, Any]:
    """``--a-option``'s argument: ``euchre.ai.duplicate.parse_option``, refused in argparse's words."""
    try:
        return parse_option(text)
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def report(result: MatchResult, a: str, b: str, rules: Rules, seed: int) -> str:
    low, high = result.interval
    lines = [
        f"A = {a}, B = {b}; {rules.preset or 'custom'} rules; seed {seed}; "
        f"{result.deals} deals x 2 = {result.hands} hands in {result.seconds:.1f} s",
        "",
        f"  {'':28}{'A':>9}{'B':>9}",
        f"  {'points per hand':28}{result.a_points:9.3f}{result.b_points:9.3f}",
        f"  {f'{BLOCK}-hand blocks outscoring':28}{result.a_blocks:9.1%}{result.b_blocks:9.1%}"
        f"   (of {result.blocks})",
        f"  {'margin A - B per hand':28}{result.margin:+9.3f} ± {result.ci95:.3f}"
        f"   (95% interval {low:+.3f} .. {high:+.3f})",
        "",
        f"A beats B by {result.margin:+.3f} ±{result.ci95:.3f} points per hand over "
        f"{result.deals} deals ({result.hands} hands)",
        "The 95% interval lies above zero: A is the stronger." if result.significant else
        "The 95% interval does not lie above zero: no evidence that A is the stronger.",
    ]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    levels = (*LEVELS, "random", ALL_SEEING)
    parser.add_argument("--a", choices=levels, required=True, help="level of side A")
    parser.add_argument("--b", choices=levels, required=True, help="level of side B")
    parser.add_argument("--deals", type=int, default=2000, help="deals, each played twice (default 2000)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--processes", type=int, default=1)
    parser.add_argument("--standard-rules", action="store_true", help="plain Hoyle rules instead of the tournament's")
    parser.add_argument("--paired", action="store_true",
                        help="also play A without its options (or with --base-option's) over the same deals "
                             "and report what they gained")
    parser.add_argument("--a-option", type=option, action="append", default=[], metavar="KEY=VALUE",
                        help="keyword option for A's computer_player (repeatable)")
    parser.add_argument("--b-option", type=option, action="append", default=[], metavar="KEY=VALUE",
                        help="keyword option for B's computer_player (repeatable)")
    parser.add_argument("--base-option", type=option, action="append", default=[], metavar="KEY=VALUE",
                        help="with --paired: keyword option for the A it is compared with (repeatable)")
    args = parser.parse_args(argv)
    if args.deals < 1:
        parser.error("--deals must be at least 1")
    rules = Rules.standard() if args.standard_rules else Rules.tournament()
    a_options, b_options, base_options = dict(args.a_option), dict(args.b_option), dict(args.base_option)
    if base_options and not args.paired:
        parser.error("--base-option is for the second match of --paired")

    def progress(done: int, total: int) -> None:
        print(f"\r  {done}/{total} deals", end="" if done < total else "\n", file=sys.stderr, flush=True)

    if args.paired and a_options == base_options:
        parser.error("--paired compares A's options with its defaults (or --base-option's): "
                     "give A some --a-option that differ")
    try:
        make_a, make_b, make_base = (player_factory(args.a, a_options), player_factory(args.b, b_options),
                                     player_factory(args.a, base_options))
        make_a(0), make_b(0), make_base(0)
    except (TypeError, ValueError) as error:
        parser.error(str(error))
    result = duplicate_match(make_a, make_b,
                             args.deals, rules, seed=args.seed, processes=args.processes, progress=progress)
    print(report(result, level_name(args.a, a_options), level_name(args.b, b_options), rules, args.seed))
    if args.paired:
        plain = duplicate_match(make_base, make_b, args.deals, rules, seed=args.seed,
                                processes=args.processes, progress=progress)
        lead, ci = paired_lead(result, plain)
        without = level_name(args.a, base_options) if base_options else f"Without its options, {args.a}"
        print(f"\n{without} beats B by {plain.margin:+.3f} ±{plain.ci95:.3f}; "
              f"the options gain {lead:+.3f} ±{ci:.3f} points per hand (paired by deal)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
