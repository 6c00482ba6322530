"""What each of the expert's bids really scores: every bidding option played out, one row a decision.

    python3 -m research.bid_outcomes --deals 400 --seed 11 --processes 2 --out /tmp/bids.jsonl
    python3 -m research.bid_outcomes --fit /tmp/bids.jsonl [/tmp/more.jsonl ...]

The first form plays deals as a duplicate match does (``euchre.ai.duplicate``: deal ``i`` of the
seed, played twice with the expert's team swapping seats, the standard player on the other team,
tournament rules). At each of the expert's bidding decisions that has a choice, it records the
expert's sampled value of every option before any allowance, and then plays the hand out once
from each option (the same players, built afresh) to see what that option really scored for the
expert's team. One JSON line per decision.

The second form reads such rows and compares bidding policies on them: "pick the option whose
sampled value, less an allowance for its kind of call, is highest", for the allowances of today
and for allowances fitted per kind of call (by seat and round) on half of the rows and scored on
the other half. Each policy's figure is the mean outcome per decision, in points for the
expert's team, and its lead over today's allowances with a 95% interval (paired by decision).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from typing import Any


from euchre import Rules
from euchre.ai.duplicate import player_seed
from euchre.ai.expert import ALONE_ALLOWANCE, CALL_ALLOWANCE, ExpertPlayer
from euchre.ai.standard import RuleBasedPlayer
from euchre.hand import HandState, Phase
from euchre.hand import deal as deal_hand

BIDDING = (Phase.BID_UPCARD, Phase.BID_SUIT)


def players_for(seed: int, deal: int, play: int, expert_team: int, samples: int, salt: int = 0) -> list[Any]:
    """The four players of one play: the expert on ``expert_team``'s seats, the standard player on the others."""
    players: list[Any] = []
    for seat in range(4):
        s = player_seed(seed, deal, play, seat) + salt
        if seat % 2 == expert_team:
            players.append(ExpertPlayer(seed=s, samples=samples))
        else:
            players.append(RuleBasedPlayer(random.Random(s)))
    return players


def play_out(state: HandState, players: list[Any]) -> HandState:
    while state.to_act is not None:
        seat = state.to_act
        state = state.apply(players[seat].choose(state.view(seat)), seat)
    return state


PLACES = ("dealer", "left", "partner", "right")
"""A seat's place from the dealer."""


def kind(phase: str, seat: int, dealer: int, action: str) -> str:
    """The kind of call an allowance is fitted for: ``"order left"``, ``"call dealer alone"``...
    (round one orders up, round two calls; the caller's place from the dealer; alone or not)."""
    round_ = "order" if Phase(phase) is Phase.BID_UPCARD else "call"
    alone = " alone" if action.endswith("alone") else ""
    return f"{round_} {PLACES[(seat - dealer) % 4]}{alone}"


def deal_rows(job: tuple[int, int, int, Rules]) -> list[dict[str, Any]]:
    seed, number, samples, rules = job
    rows: list[dict[str, Any]] = []
    first = deal_hand(rules, number % 4, random.Random(f"{seed}/{number}"))
    for play, expert_team in ((1, 0), (2, 1)):
        players = players_for(seed, number, play, expert_team, samples)
        state = first
        while state.to_act is not None:
            seat = state.to_act
            view = state.view(seat)
            if state.phase in BIDDING and seat % 2 == expert_team and len(view.legal_actions) > 1:
                options = players[seat].evaluate(view)
                action = options[0].action
                outcome = {}
                for option in options:
                    end = play_out(state.apply(option.action, seat),
                                   players_for(seed, number, play, expert_team, samples, salt=1 + len(rows)))
                    outcome[option.action] = end.points[expert_team] - end.points[1 - expert_team]
                rows.append({
                    "seed": seed, "deal": number, "play": play, "seat": seat, "dealer": state.dealer,
                    "phase": state.phase.value, "upcard": state.upcard, "hand": list(view.hand),
                    "history": [list(h) for h in state.history], "samples": options[0].samples,
                    "options": [[o.action, o.points + o.allowance] for o in options],
                    "chosen": action, "outcome": outcome,
                })
            else:
                action = players[seat].choose(view)
            state = state.apply(action, seat)
    return rows


def record(args: argparse.Namespace) -> int:
    rules = Rules.tournament()
    jobs = [(args.seed, n, args.samples, rules) for n in range(args.first, args.first + args.deals)]
    started = time.perf_counter()
    done = 0
    with open(args.out, "a", encoding="utf-8") as out:
        def collect(rows: list[dict[str, Any]]) -> None:
            nonlocal done
            for row in rows:
                out.write(json.dumps(row) + "\n")
            out.flush()
            done += 1
            print(f"\r  {done}/{len(jobs)} deals, {time.perf_counter() - started:.0f} s", end="", file=sys.stderr)

        if args.processes == 1:
            for job in jobs:
                collect(deal_rows(job))
        else:
            import multiprocessing
            with multiprocessing.get_context("spawn").Pool(args.processes) as pool:
                for rows in pool.imap_unordered(deal_rows, jobs):
                    collect(rows)
    print(file=sys.stderr)
    return 0


# --- fitting ------------------------------------------------------------------------------


def choice(row: dict[str, Any], allowance) -> str:
    """The option a policy picks: the highest sampled value less its allowance (ties: the expert's order)."""
    best, best_value = None, None
    for action, raw in row["options"]:
        value = raw if action == "pass" else raw - allowance(row, action)
        if best_value is None or value > best_value + 1e-9:
            best, best_value = action, value
    return best


def uniform(action: str) -> float:
    return ALONE_ALLOWANCE if action.endswith("alone") else CALL_ALLOWANCE


def today(row: dict[str, Any], action: str) -> float:
    """The allowance the expert takes now: the same for every call of its sort."""
    return uniform(action)


def table_policy(table: dict[str, float]):
    def allowance(row: dict[str, Any], action: str) -> float:
        k = kind(row["phase"], row["seat"], row["dealer"], action)
        return table.get(k, today(row, action))
    return allowance


def fit(rows: list[dict[str, Any]], grid=tuple(x / 10 for x in range(-10, 21))) -> dict[str, float]:
    """Per kind of call, the allowance (coordinate ascent over ``grid``, three sweeps) that scores most."""
    kinds = sorted({kind(r["phase"], r["seat"], r["dealer"], a) for r in rows for a, _ in r["options"] if a != "pass"})
    table = {k: uniform(k) for k in kinds}

    def score(trial: dict[str, float]) -> float:
        policy = table_policy(trial)
        return sum(r["outcome"][choice(r, policy)] for r in rows)

    for _ in range(3):
        for k in kinds:
            best, best_score = table[k], score(table)
            # Nearest values first, so that a flat stretch keeps the value closest to today's.
            for value in sorted(grid, key=lambda v: abs(v - table[k])):
                trial_score = score(dict(table, **{k: value}))
                if trial_score > best_score + 1e-9:
                    best, best_score = value, trial_score
            table[k] = best
    return table


def compare(rows: list[dict[str, Any]], policy) -> tuple[float, float, float, int]:
    """Mean outcome a decision under ``policy``, its lead over today's allowances, that lead's 95% half-width,
    and how many decisions it changes."""
    leads, outcomes, changed = [], [], 0
    for r in rows:
        mine, base = choice(r, policy), choice(r, today)
        outcomes.append(r["outcome"][mine])
        leads.append(r["outcome"][mine] - r["outcome"][base])
        changed += mine != base
    ci = 1.96 * statistics.stdev(leads) / len(leads) ** 0.5 if len(leads) > 1 else float("nan")
    return statistics.fmean(outcomes), statistics.fmean(leads), ci, changed


def report(paths: list[str]) -> int:
    rows = [json.loads(line) for path in paths for line in open(path, encoding="utf-8") if line.strip()]
    deals = sorted({(r["seed"], r["deal"]) for r in rows})
    print(f"{len(rows)} decisions from {len(deals)} deals")
    kinds: dict[str, list[float]] = {}
    for r in rows:
        for action, raw in r["options"]:
            if action != "pass":
                real = r["outcome"][action] - r["outcome"]["pass"] if "pass" in r["outcome"] else None
                if real is not None:
                    kinds.setdefault(kind(r["phase"], r["seat"], r["dealer"], action), []).append(
                        (raw - dict(r["options"]).get("pass", 0.0)) - real)
    print("\nsampled value of a call over passing, less what it really scored over passing (optimism):")
    for k in sorted(kinds):
        v = kinds[k]
        ci = 1.96 * statistics.stdev(v) / len(v) ** 0.5 if len(v) > 1 else float("nan")
        print(f"  {k:24} {statistics.fmean(v):+.3f} ± {ci:.3f}  ({len(v)} options)")
    base = compare(rows, today)
    print(f"\ntoday's allowances: {base[0]:+.3f} a decision")
    # Fit on one half of the deals, score on the other, both ways round.
    halves = [[r for r in rows if (r["deal"] % 2) == h] for h in (0, 1)]
    for train, test, name in ((halves[0], halves[1], "even deals -> odd"), (halves[1], halves[0], "odd -> even")):
        table = fit(train)
        mean, lead, ci, changed = compare(test, table_policy(table))
        print(f"fitted on {name}: {mean:+.3f} a decision, lead {lead:+.3f} ± {ci:.3f} "
              f"({changed} of {len(test)} changed)")
        print("   " + ", ".join(f"{k}: {v:.1f}" for k, v in table.items()))
    table = fit(rows)
    mean, lead, ci, changed = compare(rows, table_policy(table))
    print(f"fitted on all (in-sample): {mean:+.3f}, lead {lead:+.3f} ± {ci:.3f} ({changed} changed)")
    print("   " + json.dumps(table))
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--first", type=int, default=0, help="number of the first deal")
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--samples", type=int, default=40)
    parser.add_argument("--processes", type=int, default=1)
    parser.add_argument("--out", default="bids.jsonl")
    parser.add_argument("--fit", nargs="+", metavar="ROWS", help="compare bidding policies on recorded rows")
    args = parser.parse_args(argv)
    return report(args.fit) if args.fit else record(args)


if __name__ == "__main__":
    sys.exit(main())
