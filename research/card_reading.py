"""What an expert's cards tell its partner: is a card it plays the double-dummy best more often in
the real deal than in the deals its partner would sample?

    python3 -m research.card_reading [--hands 60] [--samples 20] [--seed 5]

Plays ``--hands`` hands with four experts (``--samples`` samples a decision). At each card an expert
plays where the choice matters double-dummy (not every legal card is worth the same in the real
deal), it notes whether the card is among the best in the real deal, and, over 20 deals its partner
would sample once the card is on the table (``euchre.ai.sampler.sample_states``, the card played in
each), how often the card is among the best there. If the real deal made the card best more often
than the partner's samples do, weighing samples by it would bring them nearer the real deal; if
not, a card's being best says nothing the samples do not already hold.
"""

from __future__ import annotations

import argparse
import random
import statistics


from euchre import Rules
from euchre.ai import computer_player
from euchre.ai.sampler import sample_states
from euchre.ai.solver import Solver
from euchre.hand import HandState, Phase, deal


def best_cards(state: HandState) -> tuple[set[str], int]:
    """The cards worth the most, double-dummy, to the seat to act in ``state``; and how many it may play."""
    contract = state.contract
    values = Solver(contract.trump, contract.maker, contract.alone).action_values(state)
    sign = 1 if (state.to_act & 1) == (contract.maker & 1) else -1
    top = max(sign * v for v in values.values())
    return {a for a, v in values.items() if sign * v == top}, len(values)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=60)
    parser.add_argument("--samples", type=int, default=20, help="the experts' samples a decision")
    parser.add_argument("--seed", type=int, default=5)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    real: list[bool] = []
    sampled: list[float] = []
    for n in range(args.hands):
        state = deal(Rules(), n % 4, random.Random(f"{args.seed}/{n}"))
        players = [computer_player("expert", 100 * n + s, samples=args.samples) for s in range(4)]
        while state.to_act is not None:
            seat = state.to_act
            action = players[seat].choose(state.view(seat))
            after = state.apply(action, seat)
            if state.phase is Phase.PLAY and after.to_act is not None:
                best, legal = best_cards(state)
                if len(best) < legal:
                    real.append(action in best)
                    hits = [action in best_cards(sample.states()[-1])[0]
                            for sample in sample_states(after.view((seat + 2) % 4), rng, 20)]
                    sampled.append(statistics.fmean(hits))
            state = after
    print(f"{args.hands} hands, experts at {args.samples} samples: {len(real)} cards where the choice mattered")
    print(f"the card was among the best in the real deal: {statistics.fmean(real):.1%}")
    print(f"the card was among the best in the partner's samples (mean): {statistics.fmean(sampled):.1%}")


if __name__ == "__main__":
    main()
