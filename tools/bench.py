"""Benchmark: random full hands per second through the engine's public API.

    python3 tools/bench.py [--hands 20000] [--repeats 7] [--cpu]

Two loops a caller would write, each playing random full hands by choosing uniformly
among ``legal_actions()`` and calling ``apply``:

* ``deal``: each hand is shuffled and dealt by ``euchre.deal``, played until ``to_act``
  is None;
* ``new_hand``: each hand is shuffled by the caller and given to ``euchre.new_hand``
  as lists (checked like any deal from outside), played until ``is_over``.

The figure is the median of several runs, the loops interleaved. ``--cpu`` times each
run by the process's CPU time instead of the wall clock: on a machine other work keeps
busy, that shows the engine's own cost more steadily (OpenSpiel's too). If OpenSpiel
(``pyspiel``) is importable, its C++ euchre is driven by the same Python loop in the
same run, for comparison (``pip install open_spiel`` into a virtual environment and run
this script with its Python: the engine needs nothing but the standard library).
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

clock = time.perf_counter


def engine_hands(count: int, seed: int) -> float:
    rules = euchre.Rules()
    rng = random.Random(seed)
    choice = rng.choice
    started = clock()
    for number in range(count):
        state = euchre.deal(rules, number % 4, rng)
        while state.to_act is not None:
            state = state.apply(choice(state.legal_actions()))
    return count / (clock() - started)


def engine_new_hand_hands(count: int, seed: int) -> float:
    rules = euchre.Rules()
    rng = random.Random(seed)
    choice, shuffle, pack = rng.choice, rng.shuffle, list(euchre.PACK)
    new_hand = euchre.new_hand
    started = clock()
    for number in range(count):
        shuffle(pack)
        state = new_hand(rules, number % 4, [pack[0:5], pack[5:10], pack[10:15], pack[15:20]], pack[20],
                         pack[21:24])
        while not state.is_over:
            state = state.apply(choice(state.legal_actions()))
    return count / (clock() - started)


def openspiel_hands(count: int, seed: int) -> float | None:
    try:
        import pyspiel
    except ImportError:
        return None
    game = pyspiel.load_game("euchre")
    rng = random.Random(seed)
    choice = rng.choice
    started = clock()
    for _ in range(count):
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply_action(choice(state.chance_outcomes())[0])
            else:
                state.apply_action(choice(state.legal_actions()))
    return count / (clock() - started)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=20000)
    parser.add_argument("--repeats", type=int, default=7)
    parser.add_argument("--cpu", action="store_true", help="time by CPU time, not the wall clock")
    args = parser.parse_args()
    global clock
    if args.cpu:
        clock = time.process_time
    print(f"Python {platform.python_version()} ({platform.python_implementation()}), "
          f"{args.hands} random hands x {args.repeats} runs, interleaved, "
          f"{'CPU time' if args.cpu else 'wall clock'}")
    ours: list[float] = []
    given: list[float] = []
    theirs: list[float] = []
    for run in range(args.repeats):
        ours.append(engine_hands(args.hands, run))
        given.append(engine_new_hand_hands(args.hands, run))
        other = openspiel_hands(args.hands, run)
        if other is not None:
            theirs.append(other)
    print(f"euchre engine, deal + to_act: median {statistics.median(ours):,.0f} hands/s "
          f"(min {min(ours):,.0f}, max {max(ours):,.0f})")
    print(f"euchre engine, new_hand + is_over: median {statistics.median(given):,.0f} hands/s "
          f"(min {min(given):,.0f}, max {max(given):,.0f})")
    if theirs:
        print(f"OpenSpiel C++ euchre, same loop: median {statistics.median(theirs):,.0f} hands/s "
              f"(min {min(theirs):,.0f}, max {max(theirs):,.0f})")
    else:
        print("OpenSpiel (pyspiel) is not installed; install open_spiel to compare side by side")


if __name__ == "__main__":
    main()
