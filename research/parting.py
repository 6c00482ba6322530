"""Where a duplicate match is won: the first choice at which each deal's two plays part, and what the deal scored.

    python3 -m research.parting --a expert --a-option left=standard --a-option right=standard \\
        --b standard --deals 400 --seed 21 --processes 2

Plays a duplicate match as ``tools/duplicate.py`` does (the same deals, seats and seeds) and,
for each deal, finds the first choice made differently in its two plays: the same seat, with
the same cards and the same history, was A in one play and B in the other. The deal's margin
(A's lead, as the match counts it) is then put down to that choice, the first sort of
decision at which the two sides part. Deals played alike both ways score nothing either way.

The report groups the deals by that first difference, largest share of the margin first:
bids by round, the bidder's place from the dealer and what A and B chose; the discard; cards
by trick, the card's place in the trick and whether A's side made trump ("making" or
"defending"). Each group's share
(points a hand, summed over its deals and divided by all the deals) adds up to the match's
margin. A group's own mean says how A's choice fared against B's there, the rest of the hand
played by each side as it would; it counts what followed too, so it points at where to look,
not at a single decision's worth.
"""

from __future__ import annotations

import argparse
import functools
import math
import statistics
from collections import defaultdict
from typing import NamedTuple


from euchre.ai.duplicate import level_name, parse_option, player_factory
from research.gap import kind_of
from euchre import Rules
from euchre.ai import LEVELS
from euchre.ai.duplicate import play_both_ways
from euchre.hand import HandState, Phase


def parting(one: HandState, two: HandState) -> str | None:
    """The sort of the first choice made differently in ``one`` (A in seats 0 and 2) and ``two``
    (A in seats 1 and 3), two finished plays of the same deal; None when they never part."""
    first, second = one.history, two.history
    at = next((i for i, (x, y) in enumerate(zip(first, second)) if x != y), None)
    if at is None:
        return None
    state = one.initial()
    for seat, action in first[:at]:
        state = state.apply(action, seat)
    seat = state.to_act
    mine, theirs = (first[at][1], second[at][1]) if seat % 2 == 0 else (second[at][1], first[at][1])
    if state.phase is Phase.DISCARD:
        return "the discard"
    return kind_of(state, seat, mine, theirs, ("A", "B"))


def margin_of(one: HandState, two: HandState) -> float:
    """A's lead over B in a deal, per hand, as the match counts it."""
    return ((one.points[0] - one.points[1]) + (two.points[1] - two.points[0])) / 2


def _deal(job: tuple, number: int) -> tuple[str | None, float]:
    one, two = play_both_ways(*job, number)
    return parting(one, two), margin_of(one, two)


class Parting(NamedTuple):
    """What :func:`partings` found."""

    deals: int
    margin: float
    """A's lead per hand over all the deals: the match's margin."""
    groups: dict[str, list[float]]
    """The deals' margins, by the sort of their first difference (deals played alike both ways left out)."""
    alike: int
    """Deals played alike both ways."""


def partings(make_a, make_b, deals: int, rules: Rules, seed: int, processes: int = 1) -> Parting:
    """Play the match and group its deals by their first difference (see the module's docstring)."""
    play = functools.partial(_deal, (make_a, make_b, rules, seed))
    if processes > 1:
        import multiprocessing

        with multiprocessing.get_context("spawn").Pool(processes) as pool:
            found = pool.map(play, range(deals), chunksize=max(1, min(8, deals // (4 * processes))))
    else:
        found = [play(number) for number in range(deals)]
    groups: dict[str, list[float]] = defaultdict(list)
    for key, margin in found:
        if key is not None:
            groups[key].append(margin)
    return Parting(deals, statistics.fmean(m for _, m in found), dict(groups), sum(k is None for k, _ in found))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--a", choices=(*LEVELS, "random"), required=True, help="level of side A")
    parser.add_argument("--b", choices=(*LEVELS, "random"), required=True, help="level of side B")
    parser.add_argument("--deals", type=int, default=400)
    parser.add_argument("--seed", type=int, default=21)
    parser.add_argument("--processes", type=int, default=1)
    parser.add_argument("--a-option", type=parse_option, action="append", default=[], metavar="KEY=VALUE")
    parser.add_argument("--b-option", type=parse_option, action="append", default=[], metavar="KEY=VALUE")
    parser.add_argument("--top", type=int, default=20, help="groups to list (default 20)")
    args = parser.parse_args()
    if args.deals < 2:
        parser.error("--deals must be at least 2")
    a_options, b_options = dict(args.a_option), dict(args.b_option)
    try:
        make_a, make_b = player_factory(args.a, a_options), player_factory(args.b, b_options)
        make_a(0), make_b(0)
    except (TypeError, ValueError) as error:
        parser.error(str(error))
    found = partings(make_a, make_b, args.deals, Rules.tournament(), args.seed, args.processes)
    print(f"A = {level_name(args.a, a_options)}, B = {level_name(args.b, b_options)}; {args.deals} deals, seed {args.seed}: "
          f"A leads by {found.margin:+.3f} a hand; {found.alike} deals played alike both ways")
    print(f"  {'first difference':52s} {'deals':>5s}  {'share':>6s}  {'mean (95%)':>16s}")
    ranked = sorted(found.groups.items(), key=lambda item: (-sum(item[1]), item[0]))
    for key, margins in ranked[:args.top]:
        ci = 1.96 * statistics.stdev(margins) / math.sqrt(len(margins)) if len(margins) > 1 else math.nan
        print(f"  {key:52s} {len(margins):5d}  {sum(margins) / args.deals:+6.3f}  "
              f"{statistics.fmean(margins):+6.2f} (±{ci:.2f})")
    if len(ranked) > args.top:
        rest = [m for _, margins in ranked[args.top:] for m in margins]
        print(f"  {f'{len(ranked) - args.top} more groups':52s} {len(rest):5d}  {sum(rest) / args.deals:+6.3f}")
    print("  share: the group's points a hand over all the deals (the shares add up to the margin)")


if __name__ == "__main__":
    main()
