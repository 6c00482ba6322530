"""Sampled deals agree with the seat's view, obey what the play showed, and are uniform."""

from __future__ import annotations

import itertools
import math
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import euchre
from euchre.ai.sampler import _plan, sample_state, sample_states
from euchre.cards import EFFECTIVE_SUIT, PACK
from euchre.errors import IllegalActionError
from euchre.ai import RandomPlayer
from euchre.ai.standard import RuleBasedPlayer

RULES = {
    "tournament": euchre.Rules.tournament(),
    "standard": euchre.Rules.standard(),
    "trump to order": euchre.Rules().replace(order_without_trump=False),
}


def replay(state: euchre.HandState) -> euchre.HandState:
    """The same deal and actions, rebuilt through ``new_hand`` and ``apply``."""
    rebuilt = euchre.new_hand(state.rules, state.dealer, state.dealt, state.upcard, state.kitty)
    for seat, action in state.history:
        rebuilt = rebuilt.apply(action, seat)
    return rebuilt


def decision_views(rules: euchre.Rules, games: int, seed: int):
    """Every (real state, view) for every seat at every decision of ``games`` played hands."""
    for game in range(games):
        rng = random.Random(seed * 1000 + game)
        kind = RuleBasedPlayer if game % 3 else RandomPlayer
        players = [kind(random.Random(rng.random())) for _ in range(4)]
        state = euchre.deal(rules, game % 4, rng)
        while True:
            for seat in range(4):
                yield state, state.view(seat)
            if state.is_over:
                break
            state = state.apply(players[state.to_act].choose(state.view(state.to_act)), state.to_act)


def shown_voids(view: euchre.HandView) -> dict[int, set[str]]:
    voids: dict[int, set[str]] = {s: set() for s in range(4)}
    tricks = list(view.tricks) + ([view.trick] if view.trick else [])
    for trick in tricks:
        if trick.plays:
            effective = EFFECTIVE_SUIT[view.trump]
            led = effective[trick.plays[0][1]]
            for seat, card in trick.plays[1:]:
                if effective[card] != led:
                    voids[seat].add(led)
    return voids


def check_sample(sample: euchre.HandState, real: euchre.HandState, view: euchre.HandView) -> None:
    seat = view.seat
    assert sample.view(seat) == view
    assert sample.hands[seat] == real.hands[seat] and set(sample.dealt[seat]) == set(real.dealt[seat])
    rebuilt = replay(sample)
    for s in range(4):
        assert rebuilt.view(s) == sample.view(s)
    assert rebuilt.legal_actions() == sample.legal_actions()
    assert (rebuilt.hands, rebuilt.discard, rebuilt.current_trick) == (
        sample.hands, sample.discard, sample.current_trick)
    effective = EFFECTIVE_SUIT[view.trump]
    for s, suits in shown_voids(view).items():
        assert not any(effective[c] in suits for c in sample.hands[s])
    for s, action in view.history:
        if action.startswith("play "):
            card = action[5:]
            assert card in sample.dealt[s] or (s == view.dealer and card == view.upcard)
    if view.upcard_taken:
        assert view.upcard in sample.hands[view.dealer] or ("play " + view.upcard) in sample.actions
    else:
        assert all(view.upcard not in hand for hand in sample.hands)
    turned = view.upcard[1]
    for s, action in view.history:
        if action.startswith("order"):
            if s == view.dealer and view.rules.dealer_needs_natural:
                assert any(c[1] == turned for c in sample.dealt[s])
            if s != view.dealer and not view.rules.order_without_trump:
                assert any(EFFECTIVE_SUIT[turned][c] == turned for c in sample.dealt[s])


@pytest.mark.parametrize("name", list(RULES))
def test_samples_agree_with_every_view(name):
    rng = random.Random(11)
    for real, view in decision_views(RULES[name], games=100, seed=len(name)):
        check_sample(sample_state(view, rng), real, view)


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), rules=st.sampled_from(list(RULES.values())),
       stop=st.integers(0, 40), seat=st.integers(0, 3))
def test_any_view_of_any_hand(seed, rules, stop, seat):
    rng = random.Random(seed)
    state = euchre.deal(rules, seed % 4, rng)
    players = [RuleBasedPlayer(rng), RandomPlayer(rng)]
    for step in range(stop):
        if state.is_over:
            break
        state = state.apply(players[step % 2].choose(state.view(state.to_act)))
    view = state.view(seat)
    for sample in sample_states(view, rng, 3):
        check_sample(sample, state, view)


def test_sampling_is_repeatable_and_leaves_the_view_alone():
    real = euchre.deal(euchre.Rules(), 2, random.Random(3)).apply("order")
    view = real.view(1)
    first = sample_states(view, random.Random(5), 5)
    assert first == sample_states(view, random.Random(5), 5)
    assert view == real.view(1)


# --- exact uniformity ---------------------------------------------------------------


def consistent_deals(view: euchre.HandView) -> list[euchre.HandState]:
    """Every deal that agrees with ``view``, by trying every placement of the unseen cards."""
    dealer, seat, up = view.dealer, view.seat, view.upcard
    played = {s: [a[5:] for t, a in view.history if t == s and a.startswith("play ")] for s in range(4)}
    taken = view.upcard_taken
    own = [c for c in view.hand if not (taken and seat == dealer and c == up)]
    own += [c for c in played[seat] if c != up or seat != dealer] + ([view.discard] if view.discard else [])
    seen = set(own) | {up} | {c for cards in played.values() for c in cards}
    unseen = [c for c in PACK if c not in seen]
    others = [s for s in range(4) if s != seat]
    sizes = [view.card_counts[s] - (taken and s == dealer and up not in played[s]) for s in others]
    hidden_discard = seat != dealer and (dealer, "discard") in view.history
    sizes += [1] if hidden_discard else []
    deals = []

    def place(i: int, left: list[str], chosen: list[tuple[str, ...]]) -> None:
        if i == len(sizes):
            hands = [tuple(own)] * 4
            for s, cards in zip(others, chosen):
                extra = chosen[-1] if hidden_discard and s == dealer else ()
                hands[s] = tuple(c for c in played[s] if c != up) + extra + cards
            history = [(s, f"discard {chosen[-1][0]}" if a == "discard" else a) for s, a in view.history]
            state = euchre.new_hand(view.rules, dealer, hands, up, left)
            try:
                for s, action in history:
                    state = state.apply(action, s)
            except IllegalActionError:
                return
            if state.view(seat) == view:
                deals.append(state)
            return
        for cards in itertools.combinations(left, sizes[i]):
            place(i + 1, [c for c in left if c not in cards], chosen + [cards])

    place(0, unseen, [])
    return deals


def deal_key(state: euchre.HandState) -> tuple:
    return tuple(frozenset(h) for h in state.dealt) + (frozenset(state.kitty), state.discard)


def small_views(rules: euchre.Rules, seed: int, limit: int, games: int = 40):
    """Late-hand views with few unseen placements, where the play or the bidding constrains them."""
    for real, view in decision_views(rules, games, seed):
        if view.phase is not euchre.Phase.PLAY or view.seat == view.dealer:
            continue
        plan = _plan(view)
        placements = math.factorial(sum(len(c) for c in plan.classes)) // math.prod(
            math.factorial(n) for n in [view.card_counts[s] - (s == view.dealer and plan.up_held)
                                        for s in plan.seats] + [3, plan.discard_slot])
        if placements <= limit and (len(plan.classes) > 1 or any(plan.pred)):
            yield real, view


@pytest.mark.parametrize("name", list(RULES))
def test_deal_counts_match_brute_force(name):
    """The sampler's count of consistent deals is exact, whatever the voids and bids showed."""
    wanted = Counter({"natural": 3, "trump": 3, "voids": 3, "plain": 2})
    for real, view in small_views(RULES[name], 5, 1500, games=150):
        plan = _plan(view)
        kind = ("natural" if view.contract.maker == view.dealer else "trump") if any(plan.pred) else (
            "voids" if len(plan.classes) > 2 else "plain")
        if wanted[kind] == 0:
            continue
        wanted[kind] -= 1
        deals = consistent_deals(view)
        assert plan.total == len(deals) > 0
        assert deal_key(real) in {deal_key(d) for d in deals}
    assert wanted["voids"] == wanted["plain"] == 0
    assert wanted["natural"] == 0 or not RULES[name].dealer_needs_natural
    assert wanted["trump"] == 0 or RULES[name].order_without_trump


def chi_square_bound(df: int, z: float = 3.3) -> float:
    """Wilson-Hilferty: the chi-square value exceeded with chance about 1 in 2000."""
    return df * (1 - 2 / (9 * df) + z * math.sqrt(2 / (9 * df))) ** 3


def test_samples_are_uniform_over_consistent_deals():
    candidates = []
    for rules in RULES.values():
        for real, view in small_views(rules, 3, 3000):
            plan = _plan(view)
            if 10 <= plan.total <= 150 and len(plan.classes) > 1:
                candidates.append((any(plan.pred) and plan.discard_slot, plan.total, view))
    candidates.sort(key=lambda c: (not c[0], -c[1]))
    assert candidates
    view = candidates[0][2]
    deals = consistent_deals(view)
    expected = {deal_key(d) for d in deals}
    n = 200 * len(deals)
    counts = Counter(deal_key(s) for s in sample_states(view, random.Random(2024), n))
    assert set(counts) == expected
    mean = n / len(deals)
    chi2 = sum((counts[k] - mean) ** 2 / mean for k in expected)
    assert chi2 < chi_square_bound(len(deals) - 1)

    # Each unseen card lies in each place as often as its share of the consistent deals.
    where = Counter()
    for d in deals:
        for s in range(4):
            where.update((c, s) for c in d.dealt[s])
        where.update((c, "kitty") for c in d.kitty)
    sampled = Counter()
    for key, times in counts.items():
        for s in range(4):
            for c in key[s]:
                sampled[(c, s)] += times
        for c in key[4]:
            sampled[(c, "kitty")] += times
    for place, ways in where.items():
        p = ways / len(deals)
        assert abs(sampled[place] / n - p) <= 5 * math.sqrt(p * (1 - p) / n) + 1e-12


# --- the accept hook ----------------------------------------------------------------


def test_accept_weights_the_samples_and_never_hangs():
    real = euchre.deal(euchre.Rules(), 0, random.Random(9))
    view = real.view(1)
    probe = next(c for c in PACK if c not in view.hand and c != view.upcard)

    def holds(state):
        return 1.0 if probe in state.hands[3] else 0.0

    kept = sample_states(view, random.Random(1), 40, accept=holds)
    assert len(kept) == 40 and all(probe in s.hands[3] for s in kept)
    never = sample_states(view, random.Random(1), 25, accept=lambda state: 0.0)
    assert len(never) == 25 and all(s.view(1) == view for s in never)
    half = sample_states(view, random.Random(1), 400, accept=lambda s: 0.5 if probe in s.hands[3] else 1.0)
    share = sum(probe in s.hands[3] for s in half) / 400
    assert 0.12 < share < 0.26  # 5/18 weighted by 1/2 against 13/18: about 0.16


# --- impossible views ---------------------------------------------------------------


def test_views_no_deal_fits_are_refused():
    real = euchre.deal(euchre.Rules(), 0, random.Random(1))
    view = real.view(2)
    with pytest.raises(euchre.InvalidStateError):
        sample_state(view._replace(card_counts=(5, 5, 5, 4)), random.Random(0))
    with pytest.raises(euchre.InvalidStateError):
        sample_state(view._replace(hand=view.hand[:4] + (view.upcard,)), random.Random(0))

    # The dealer ordered up needing a natural, yet seat 2 holds every other card of the suit.
    up = "9H"
    naturals = [c for c in PACK if c[1] == "H" and c != up]
    rest = [c for c in PACK if c[1] != "H"]
    hands = [rest[0:5], rest[5:10], naturals, rest[10:15]]
    state = euchre.new_hand(euchre.Rules().replace(dealer_needs_natural=False), 0, hands, up,
                            rest[15:18])
    for action in ("pass", "pass", "pass", "order"):
        state = state.apply(action)
    impossible = state.view(2)._replace(rules=euchre.Rules())
    with pytest.raises(euchre.InvalidStateError):
        sample_state(impossible, random.Random(0))
