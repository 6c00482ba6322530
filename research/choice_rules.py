"""Other ways the expert could pick its card from the same samples, judged by the real deal.

    python3 -m research.choice_rules --deals 400 --seed 5 [--samples 40] [--told]

Plays deals as ``research/gap.py`` does (the expert, not told who its opponents are unless ``--told``,
against the standard player, its team changing every four deals). At each of the expert's cards
with a choice it draws its samples once, values every card in each sample as the expert does, and
asks each rule below which card it would play. The hand goes on with the expert's own card (the
best average, ties to the standard player's card), so every rule is judged on the same decisions.
A rule's card is scored against the expert's by the solver on the real deal: points a deal, over
the deals, with a 95% interval. The solver's judgement knows the hidden cards, so this measures
agreement with the real deal, not a match; a rule that loses here has no claim to a match.

The rules:

- ``standard within M``: the standard player's card when its average is within M points of the best
  (a heuristic tie-break for close calls);
- ``most often best``: the card best in the most samples (the average breaking ties);
- ``mean less K sd``: the best average less K standard deviations across the samples (caution).
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
from collections import defaultdict
from collections.abc import Callable, Mapping
from typing import NamedTuple


from research.gap import Judge, expert_decisions
from euchre.ai.expert import ExpertPlayer
from euchre.ai.standard import RuleBasedPlayer
from euchre.hand import HandState, Phase

MARGINS = (0.05, 0.1, 0.2, 0.3, 0.5)
CAUTION = (0.5, 1.0)

Values = list[dict[str, float]]
"""Each sample's net points of every legal card."""
Rule = Callable[[list[str], Values, str], str]
"""The legal cards, each sample's values and the standard player's card: the card the rule plays."""


def best(legal: list[str], score: Mapping[str, float], preferred: str) -> str:
    """The card with the highest ``score``, ties to ``preferred`` and then to the first legal, as the expert breaks them."""
    return min(legal, key=lambda a: (-round(score[a], 9), a != preferred))


def mean(legal: list[str], values: Values) -> dict[str, float]:
    return {a: statistics.fmean(v[a] for v in values) for a in legal}


def expert_rule(legal: list[str], values: Values, preferred: str) -> str:
    """The expert's own: the best average."""
    return best(legal, mean(legal, values), preferred)


def standard_within(margin: float) -> Rule:
    def rule(legal: list[str], values: Values, preferred: str) -> str:
        means = mean(legal, values)
        top = expert_rule(legal, values, preferred)
        return preferred if means[preferred] >= means[top] - margin else top
    return rule


def most_often_best(legal: list[str], values: Values, preferred: str) -> str:
    means = mean(legal, values)
    wins = {a: sum(1 for v in values if v[a] >= max(v.values()) - 1e-9) for a in legal}
    return min(legal, key=lambda a: (-wins[a], -round(means[a], 9), a != preferred))


def cautious(k: float) -> Rule:
    def rule(legal: list[str], values: Values, preferred: str) -> str:
        means = mean(legal, values)
        return best(legal, {a: means[a] - k * statistics.pstdev([v[a] for v in values]) for a in legal}, preferred)
    return rule


RULES: dict[str, Rule] = {
    **{f"standard within {m}": standard_within(m) for m in MARGINS},
    "most often best": most_often_best,
    **{f"mean less {k} sd": cautious(k) for k in CAUTION},
}


class Finding(NamedTuple):
    """What :func:`compare` found."""

    decisions: int
    changed: dict[str, int]
    """Cards where the rule parts from the expert."""
    gain: dict[str, list[float]]
    """Per deal, the real deal's points of the rule's cards less the expert's (summed over the deal)."""
    leads: dict[str, float]
    """The part of the gain from cards led to a trick, summed over the deals."""
    examples: list[tuple[int, HandState, str, str, str]]
    """Each card changed: the deal's number, the state, the rule, its card and the expert's."""


def compare(deals: int, seed: int, samples: int, told: bool, rules: Mapping[str, Rule] = RULES) -> Finding:
    """Play ``deals`` deals and set each rule's card beside the expert's at every one of its cards with a choice."""
    judge = Judge()
    standard = RuleBasedPlayer(random.Random(0))
    changed: dict[str, int] = dict.fromkeys(rules, 0)
    gain = {name: [0.0] * deals for name in rules}
    leads: dict[str, float] = defaultdict(float)
    examples: list[tuple[int, HandState, str, str, str]] = []
    decisions = 0

    def decide(number: int, state: HandState, expert: ExpertPlayer) -> str:
        nonlocal decisions
        seat = state.to_act
        view = state.view(seat)
        legal = list(view.legal_actions)
        cache: dict = {}
        values = [expert.values_in(sample, seat, cache) for sample in expert.sampled_states(view)]
        preferred = standard.choose(view)
        choice = expert_rule(legal, values, preferred)
        real = judge.values(number, state)
        decisions += 1
        for name, rule in rules.items():
            card = rule(legal, values, preferred)
            if card != choice:
                changed[name] += 1
                gain[name][number] += real[card] - real[choice]
                examples.append((number, state, name, card, choice))
                if not state.trick:
                    leads[name] += real[card] - real[choice]
        return choice

    expert_decisions(deals, seed, samples, told, (Phase.PLAY,), decide)
    return Finding(decisions, changed, gain, dict(leads), examples)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=400)
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--samples", type=int, default=40, help="the expert's samples a decision")
    parser.add_argument("--told", action="store_true", help="tell the expert that its opponents are standard players")
    args = parser.parse_args()
    if args.deals < 2 or args.samples < 1:
        parser.error("--deals must be at least 2 and --samples at least 1")
    found = compare(args.deals, args.seed, args.samples, args.told)
    print(f"{args.deals} deals, seed {args.seed}, the expert ({args.samples} samples, "
          f"{'told' if args.told else 'not told'}): {found.decisions} cards with a choice")
    print(f"  {'rule':22s} {'cards changed':>13s}  {'points a deal (95%)':>20s}  {'of it, leads':>12s}")
    for name in RULES:
        per_deal = found.gain[name]
        ci = 1.96 * statistics.stdev(per_deal) / math.sqrt(len(per_deal))
        print(f"  {name:22s} {found.changed[name]:13d}  {statistics.fmean(per_deal):+8.3f} (±{ci:.3f})    "
              f"{found.leads.get(name, 0.0) / args.deals:+12.3f}")
    print("  points a deal: the real deal's double-dummy points of the rule's cards less the expert's")


if __name__ == "__main__":
    main()
