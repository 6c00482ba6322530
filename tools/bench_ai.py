"""Benchmark of the expert computer player in CPython.

    python3 tools/bench_ai.py [--positions 400] [--hands 40] [--samples 40]
                              [--strength-deals 300] [--budgets 2,5,10,20,40] [--processes 2]

Reports:

- the double-dummy solver's speed: whole hands solved from the first lead (the
  bidding's workload) and mid-hand card choices, as positions per second and search
  nodes per second;
- the expert's decision latency by phase (median and p95) with ``--samples``;
- how the expert's strength grows with its budget: a duplicate match against the
  standard player for each sample count in ``--budgets`` (``--strength-deals 0``
  skips it).

The browser's figures (through the web worker, with a time budget) come from
``tools/bench_ai_browser.py``.
"""

from __future__ import annotations

import argparse
import functools
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import euchre  # noqa: E402
from euchre.ai import computer_player  # noqa: E402
from euchre.ai.duplicate import duplicate_match  # noqa: E402
from euchre.ai.expert import ExpertPlayer  # noqa: E402
from euchre.ai.solver import Solver, contract_points  # noqa: E402
from euchre.cards import PACK, SUITS  # noqa: E402
from euchre.hand import Phase  # noqa: E402
from euchre.ai.standard import RuleBasedPlayer  # noqa: E402


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def solver_speed(positions: int, seed: int) -> None:
    rng = random.Random(seed)
    times: list[float] = []
    nodes = 0
    for number in range(positions):
        pack = list(PACK)
        rng.shuffle(pack)
        hands = [pack[i * 5:i * 5 + 5] for i in range(4)]
        trump, maker, alone = rng.choice(SUITS), rng.randrange(4), number % 5 == 0
        solver = Solver(trump, maker, alone)
        started = time.perf_counter()
        contract_points(hands, trump, maker, alone, number % 4, solver)
        times.append(time.perf_counter() - started)
        nodes += solver.nodes
    print(f"Whole hands from the first lead ({positions} random deals and contracts):")
    print(f"  {positions / sum(times):,.0f} hands/s; median {statistics.median(times) * 1e3:.2f} ms, "
          f"p95 {percentile(times, 0.95) * 1e3:.2f} ms; {nodes / sum(times):,.0f} search nodes/s")
    times, nodes, count = [], 0, 0
    player = RuleBasedPlayer(rng)
    for number in range(positions // 4):
        state = euchre.deal(euchre.Rules(), number % 4, rng)
        while not state.is_over:
            if state.phase is Phase.PLAY and len(state.legal_actions()) > 1:
                contract = state.contract
                solver = Solver(contract.trump, contract.maker, contract.alone)
                started = time.perf_counter()
                solver.action_values(state)
                times.append(time.perf_counter() - started)
                nodes += solver.nodes
                count += 1
            state = state.apply(player.choose(state.view(state.to_act)))
    print(f"Every card choice of {positions // 4} hands ({count} positions, each legal card solved):")
    print(f"  {count / sum(times):,.0f} positions/s; median {statistics.median(times) * 1e3:.2f} ms, "
          f"p95 {percentile(times, 0.95) * 1e3:.2f} ms; {nodes / sum(times):,.0f} search nodes/s")


def decision_latency(hands: int, samples: int, seed: int) -> None:
    rng = random.Random(seed)
    expert = ExpertPlayer(seed=seed, samples=samples)
    by_phase: dict[str, list[float]] = {}
    for number in range(hands):
        state = euchre.deal(euchre.Rules(), number % 4, rng)
        while not state.is_over:
            view = state.view(state.to_act)
            started = time.perf_counter()
            action = expert.choose(view)
            elapsed = time.perf_counter() - started
            if len(view.legal_actions) > 1:
                by_phase.setdefault(state.phase.value, []).append(elapsed)
            state = state.apply(action)
    every = [t for times in by_phase.values() for t in times]
    print(f"Expert decisions with {samples} samples over {hands} hands (one-option decisions excluded):")
    for phase, times in [*by_phase.items(), ("all", every)]:
        print(f"  {phase:10} {len(times):5} decisions; median {statistics.median(times) * 1e3:7.1f} ms, "
              f"p95 {percentile(times, 0.95) * 1e3:7.1f} ms, max {max(times) * 1e3:7.1f} ms")


def strength(deals: int, budgets: list[int], processes: int, seed: int) -> None:
    print(f"Strength against the standard player, duplicate, {deals} deals each (tournament rules):")
    standard = functools.partial(computer_player, "standard")
    for samples in budgets:
        expert = functools.partial(computer_player, "expert", samples=samples)
        result = duplicate_match(expert, standard, deals, euchre.Rules.tournament(), seed, processes)
        print(f"  {samples:4} samples: {result.margin:+.3f} ±{result.ci95:.3f} points per hand "
              f"({result.seconds:.0f} s)", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--positions", type=int, default=400)
    parser.add_argument("--hands", type=int, default=40)
    parser.add_argument("--samples", type=int, default=40)
    parser.add_argument("--strength-deals", type=int, default=300)
    parser.add_argument("--budgets", default="2,5,10,20,40")
    parser.add_argument("--processes", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(f"Python {sys.version.split()[0]}; "
          f"python3 tools/bench_ai.py --positions {args.positions} --hands {args.hands} "
          f"--samples {args.samples} --strength-deals {args.strength_deals} --budgets {args.budgets}")
    solver_speed(args.positions, args.seed)
    decision_latency(args.hands, args.samples, args.seed)
    if args.strength_deals:
        strength(args.strength_deals, [int(b) for b in args.budgets.split(",")], args.processes, args.seed)


if __name__ == "__main__":
    main()
