"""Benchmark: random full hands per second through the engine's public API.

    python3 tools/bench.py [--hands 20000] [--repeats 7]

Each hand is dealt with ``euchre.deal`` and played to the end by choosing uniformly
among ``legal_actions()`` and calling ``apply``, the loop a caller would write. The
figure is the median of several runs. If OpenSpiel (``pyspiel``) is importable, its
C++ euchre is driven by the same Python loop in the same run, for comparison.
"""

from __future__ import annotations

import argparse
import platform
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import euchre  # noqa: E402


def engine_hands(count: int, seed: int) -> float:
    rules = euchre.Rules()
    rng = random.Random(seed)
    choice = rng.choice
    started = time.perf_counter()
    for number in range(count):
        state = euchre.deal(rules, number % 4, rng)
        while state.to_act is not None:
            state = state.apply(choice(state.legal_actions()))
    return count / (time.perf_counter() - started)


def openspiel_hands(count: int, seed: int) -> float | None:
    try:
        import pyspiel
    except ImportError:
        return None
    game = pyspiel.load_game("euchre")
    rng = random.Random(seed)
    choice = rng.choice
    started = time.perf_counter()
    for _ in range(count):
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply_action(choice(state.chance_outcomes())[0])
            else:
                state.apply_action(choice(state.legal_actions()))
    return count / (time.perf_counter() - started)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=20000)
    parser.add_argument("--repeats", type=int, default=7)
    args = parser.parse_args()
    print(f"Python {platform.python_version()} ({platform.python_implementation()}), "
          f"{args.hands} random hands x {args.repeats} runs, interleaved")
    ours: list[float] = []
    theirs: list[float] = []
    for run in range(args.repeats):
        ours.append(engine_hands(args.hands, run))
        other = openspiel_hands(args.hands, run)
        if other is not None:
            theirs.append(other)
    print(f"euchre engine: median {statistics.median(ours):,.0f} hands/s "
          f"(min {min(ours):,.0f}, max {max(ours):,.0f})")
    if theirs:
        print(f"OpenSpiel C++ euchre, same loop: median {statistics.median(theirs):,.0f} hands/s "
              f"(min {min(theirs):,.0f}, max {max(theirs):,.0f})")
    else:
        print("OpenSpiel (pyspiel) is not installed; install open_spiel to compare side by side")


if __name__ == "__main__":
    main()
