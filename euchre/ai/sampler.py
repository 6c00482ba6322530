"""Whole deals consistent with what one seat has seen (the expert's determinizations).

A seat sees its own cards, the turned card, every bid and every card played, but not
the other hands, the kitty or (unless it dealt) the dealer's discard.
:func:`sample_state` fills those in at random, uniformly over every deal that agrees
with the seat's view, and returns the full hand state at the same point of play:

    >>> import random, euchre
    >>> from euchre.ai.sampler import sample_state, sample_states
    >>> state = euchre.deal(euchre.Rules(), dealer=0, rng=random.Random(4))
    >>> state = state.apply("order")
    >>> view = state.view(2)
    >>> guess = sample_state(view, random.Random(1))
    >>> guess.view(2) == view                  # agrees with everything seat 2 has seen
    True
    >>> guess.hands[2] == state.hands[2], state.upcard in guess.hands[0]
    (True, True)
    >>> len(sample_states(view, random.Random(1), 10))
    10

What a view tells about the hidden cards: the cards each seat played came from it; the
dealer who picked up holds (or played) the turned card; a seat that did not follow suit
holds no card of the suit led; under house rule 3 a dealer who ordered up held a natural
card of the turned suit, and without house rule 1 a seat that ordered up held a trump.
Cards that the same facts treat alike are dealt out together by counting, so sampling is
exactly uniform and costs no rejected deals.
"""

from __future__ import annotations

import random
from bisect import bisect_right
from collections.abc import Callable
from functools import lru_cache
from math import comb

from ..cards import EFFECTIVE_SUIT, PACK
from ..errors import InvalidStateError
from ..actions import Action
from ..hand import HandState, HandView

__all__ = ["sample_state", "sample_states"]

_Key = tuple[int, tuple[int, ...], bool]
"""A counting node: (hidden hand index, cards left per class, constraint met yet)."""


class _Plan:
    """Everything about a view that every sample shares, and the counts to sample from."""

    __slots__ = (
        "view", "dealer", "upcard", "own", "seats", "up_held", "known", "classes", "pred",
        "discard_slot", "pool_needs_pred", "nodes", "root", "total", "history_before",
        "history_after",
    )

    view: HandView
    dealer: int
    upcard: str
    own: tuple[str, ...]
    """The viewing seat's five cards as dealt."""
    seats: tuple[int, ...]
    """The other seats: their hidden cards are dealt in this order."""
    up_held: bool
    """True while the dealer holds the turned card."""
    known: tuple[tuple[str, ...], ...]
    """Per seat, the cards it was dealt and played (the turned card excluded)."""
    classes: tuple[tuple[str, ...], ...]
    """The hidden cards, grouped by where they may lie."""
    pred: tuple[bool, ...]
    """Per class, whether its cards meet the bidder's constraint."""
    discard_slot: bool
    """True when the dealer's discard is hidden."""
    pool_needs_pred: bool
    """True when the hidden discard may be what meets the constraint (the dealer ordered)."""
    nodes: dict[_Key, tuple[int, list[int], list[tuple[tuple[int, ...], _Key]]]]
    root: _Key
    total: int
    """How many deals agree with the view."""
    history_before: tuple[tuple[int, str], ...]
    history_after: tuple[tuple[int, str], ...]


def _splits(cap: int, limits: tuple[int, ...]) -> list[tuple[int, ...]]:
    """Every way to take ``cap`` cards with at most ``limits[k]`` from class ``k``."""
    out: list[tuple[int, ...]] = []
    n = len(limits)
    room = [0] * (n + 1)
    for k in range(n - 1, -1, -1):
        room[k] = room[k + 1] + limits[k]
    if room[0] < cap:
        return out
    take = [0] * n

    def fill(k: int, left: int) -> None:
        if k == n - 1:
            take[k] = left
            out.append(tuple(take))
            return
        for t in range(max(0, left - room[k + 1]), min(limits[k], left) + 1):
            take[k] = t
            fill(k + 1, left - t)

    fill(0, cap)
    return out


def _voids(view: HandView) -> list[set[str]]:
    """Per seat, the suits it has shown it holds none of."""
    voids: list[set[str]] = [set(), set(), set(), set()]
    if view.contract is None:
        return voids
    effective = EFFECTIVE_SUIT[view.contract.trump]
    tricks = list(view.tricks) + ([view.trick] if view.trick is not None else [])
    for trick in tricks:
        plays = trick.plays
        if plays:
            led = effective[plays[0][1]]
            for seat, card in plays[1:]:
                if effective[card] != led:
                    voids[seat].add(led)
    return voids


def _build_plan(view: HandView) -> _Plan:
    """Read the view once: the hidden cards, where each may lie, and how many deals fit."""
    seat, dealer, upcard, rules = view.seat, view.dealer, view.upcard, view.rules
    played: list[list[str]] = [[], [], [], []]
    orderer: int | None = None
    hidden_at = -1
    for n, (s, text) in enumerate(view.history):
        if text == "discard":  # another seat's discard, hidden in this view
            hidden_at = n
            continue
        action = Action.parse(text)
        if action.kind == "play":
            played[s].append(action.card)
        elif action.kind == "order":
            orderer = s
    taken = view.upcard_taken
    up_held = taken and upcard not in played[dealer]
    known = tuple(tuple(c for c in played[s] if not (taken and s == dealer and c == upcard)) for s in range(4))
    own = [c for c in view.hand if not (taken and seat == dealer and c == upcard)] + list(known[seat])
    if view.discard is not None:
        own.append(view.discard)
    seen = set(own) | {upcard} | {c for cards in played for c in cards}
    if len(own) != 5 or len(set(own)) != 5 or upcard in own:
        raise InvalidStateError(f"seat {seat}'s view does not show the five cards it was dealt: {own}")
    hidden = [c for c in PACK if c not in seen]
    seats = tuple(s for s in range(4) if s != seat)
    caps = tuple(view.card_counts[s] - (1 if s == dealer and up_held else 0) for s in seats)
    discard_slot = hidden_at >= 0 and seat != dealer
    if (min(caps) < 0 or sum(caps) + discard_slot + 3 != len(hidden)
            or (hidden_at >= 0 and (view.history[hidden_at][0] != dealer or not taken))):
        raise InvalidStateError("the view's card counts do not add up to a deal")

    pred: frozenset[str] | None = None
    target = -1
    if orderer is not None and orderer != seat:
        turned = upcard[1]
        if orderer == dealer and rules.dealer_needs_natural:
            pred = frozenset(c for c in PACK if c[1] == turned)
        elif orderer != dealer and not rules.order_without_trump:
            pred = frozenset(c for c in PACK if EFFECTIVE_SUIT[turned][c] == turned)
        if pred is not None and pred.isdisjoint(known[orderer]):
            target = seats.index(orderer)
        else:
            pred = None
    voids = _voids(view)
    effective = EFFECTIVE_SUIT[view.trump]
    groups: dict[tuple[tuple[bool, ...], bool], list[str]] = {}
    for card in hidden:
        allowed = tuple(effective[card] not in voids[s] for s in seats)
        groups.setdefault((allowed, pred is not None and card in pred), []).append(card)
    keys = list(groups)
    plan = _Plan()
    plan.view, plan.dealer, plan.upcard, plan.own, plan.seats = view, dealer, upcard, tuple(own), seats
    plan.up_held, plan.known, plan.discard_slot = up_held, known, discard_slot
    plan.classes = tuple(tuple(groups[k]) for k in keys)
    plan.pred = tuple(p for _, p in keys)
    plan.pool_needs_pred = pred is not None and orderer == dealer and discard_slot
    plan.history_before = view.history[:hidden_at] if hidden_at >= 0 else view.history
    plan.history_after = view.history[hidden_at + 1:] if hidden_at >= 0 else ()

    nodes: dict[_Key, tuple[int, list[int], list[tuple[tuple[int, ...], _Key]]]] = {}
    allowed_by_slot = [tuple(a[i] for a, _ in keys) for i in range(len(seats))]
    pred_classes = [k for k, p in enumerate(plan.pred) if p]

    def count(key: _Key) -> int:
        node = nodes.get(key)
        if node is not None:
            return node[0]
        i, left, met = key
        if i == len(seats):
            if met or pred is None:
                total = comb(sum(left), discard_slot)
            elif plan.pool_needs_pred:
                total = sum(left[k] for k in pred_classes)
            else:
                total = 0
            nodes[key] = (total, [], [])
            return total
        limits = tuple(n if ok else 0 for n, ok in zip(left, allowed_by_slot[i]))
        total, cum, options = 0, [], []
        for take in _splits(caps[i], limits):
            child = (i + 1, tuple(n - t for n, t in zip(left, take)),
                     met or (i == target and any(take[k] for k in pred_classes)))
            weight = count(child)
            if weight:
                for n, t in zip(left, take):
                    if t:
                        weight *= comb(n, t)
                total += weight
                cum.append(total)
                options.append((take, child))
        nodes[key] = (total, cum, options)
        return total

    plan.root = (0, tuple(len(c) for c in plan.classes), pred is None)
    plan.total = count(plan.root)
    plan.nodes = nodes
    if plan.total == 0:
        raise InvalidStateError(f"no deal agrees with seat {seat}'s view")
    return plan


_cached_plan = lru_cache(maxsize=64)(_build_plan)


def _plan(view: HandView) -> _Plan:
    """The view's plan, kept for the next call with an equal view."""
    try:
        return _cached_plan(view)
    except TypeError:
        return _build_plan(view)


def _sample(plan: _Plan, rng: random.Random) -> HandState:
    """One deal drawn with the plan's counts, as the state at the view's point of play."""
    view, dealer, upcard = plan.view, plan.dealer, plan.upcard
    pools = []
    for cards in plan.classes:
        pool = list(cards)
        rng.shuffle(pool)
        pools.append(pool)
    used = [0] * len(pools)
    nodes, randbelow = plan.nodes, rng.randrange
    key = plan.root
    hands: list[tuple[str, ...]] = [view.hand] * 4
    dealt: list[tuple[str, ...]] = [plan.own] * 4
    held: list[list[str]] = []
    for _ in plan.seats:
        total, cum, options = nodes[key]
        take, key = options[bisect_right(cum, randbelow(total))]
        cards = []
        for k, t in enumerate(take):
            if t:
                u = used[k]
                cards += pools[k][u:u + t]
                used[k] = u + t
        held.append(cards)
    rest = [c for k, pool in enumerate(pools) for c in pool[used[k]:]]
    history = plan.history_before
    discard = view.discard
    extra: tuple[str, ...] = ()
    if plan.discard_slot:
        if plan.pool_needs_pred and not key[2]:
            choices = [c for k, pool in enumerate(pools) if plan.pred[k] for c in pool[used[k]:]]
            hidden = choices[randbelow(len(choices))]
        else:
            hidden = rest[randbelow(len(rest))]
        rest.remove(hidden)
        discard, extra = hidden, (hidden,)
        history = history + ((dealer, "discard " + hidden),) + plan.history_after
    for s, cards in zip(plan.seats, held):
        hand = tuple(cards)
        if s == dealer:
            dealt[s] = plan.known[s] + extra + hand
            hands[s] = hand + (upcard,) if plan.up_held else hand
        else:
            dealt[s] = plan.known[s] + hand
            hands[s] = hand
    trick = view.trick.plays if view.trick is not None else ()
    return HandState.assemble(view.rules, dealer, dealt, upcard, rest, phase=view.phase, to_act=view.to_act,
                              hands=hands, history=history, contract=view.contract, discard=discard,
                              tricks=view.tricks, trick=trick, tricks_won=view.tricks_won, points=view.points)


def sample_state(view: HandView, rng: random.Random) -> HandState:
    """A full hand state, drawn uniformly among the deals that agree with ``view``.

    Its ``view(view.seat)`` equals ``view``. The state is assembled directly, exactly as
    dealing it with :func:`~euchre.hand.new_hand` and replaying ``view.history`` (the
    hidden discard filled in) would leave it, only faster. Raises :class:`~euchre.errors.InvalidStateError`
    when no deal agrees (never for a view taken from a real hand).
    """
    return _sample(_plan(view), rng)


def sample_states(view: HandView, rng: random.Random, count: int,
                  accept: Callable[[HandState], float] | None = None) -> list[HandState]:
    """``count`` independent :func:`sample_state` draws for ``view``.

    ``accept(state)`` (optional) gives the chance of keeping each draw, to weight the
    deals by, say, how the bidding went. After ``20 * count`` draws the rest are kept
    from the likeliest of the refused draws, so a harsh filter costs time, never a hang.
    """
    plan = _plan(view)
    if accept is None:
        return [_sample(plan, rng) for _ in range(count)]
    kept: list[HandState] = []
    refused: list[tuple[float, int, HandState]] = []
    for n in range(20 * count):
        if len(kept) == count:
            return kept
        state = _sample(plan, rng)
        weight = accept(state)
        if rng.random() < weight:
            kept.append(state)
        else:
            refused.append((-weight, n, state))
    refused.sort()
    kept += [state for _, _, state in refused[:count - len(kept)]]
    return kept
