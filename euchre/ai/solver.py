"""Double-dummy solver: the exact points of a hand when every card is known.

    >>> import random, euchre
    >>> from euchre.ai.solver import solve_actions
    >>> state = euchre.deal(euchre.Rules(), dealer=0, rng=random.Random(2))
    >>> state = state.apply("order")                     # seat 1 orders up the dealer
    >>> state = state.apply("discard " + state.hands[0][0])
    >>> values = solve_actions(state)          # points for the team of the seat to act
    >>> sorted(values.values())[-1] in (-4, -2, 1, 2, 4)
    True

The value of an action is the hand's final points for the acting seat's team minus
the other team's, when both sides play perfectly from then on with all cards face
up: a march is worth more than three tricks, and a euchre costs 2. Only the points
matter, so the search asks "can the makers still take three tricks?" and "can they
take all five?" and stops as soon as the answer is settled.

How it is fast in pure Python:

- Cards are bits. For each trump suit the 24 cards are renumbered so that a higher
  number always wins: the trump suit (bowers on top) takes the highest block, and
  each plain suit a block of its own. A hand is one integer.
- Cards that have become touching (every card between them is gone) are the same
  card to the search; only one of each run is tried.
- Alpha-beta on the makers' trick count, probed with null windows at the two
  thresholds the score depends on; a transposition table keyed by the cards each
  seat still holds and the seat on lead, at every trick boundary.
- Moves are ordered so the cheapest winning card, or the lowest loser, comes first.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..cards import RANKS, SUITS, same_colour
from ..actions import Action
from ..hand import HandState, Phase
from ..scoring import hand_points

__all__ = ["Solver", "card_index", "solve_actions", "contract_points", "POINTS_RANGE"]

POINTS_RANGE = (-4, 4)
"""The lowest and highest net points a hand can be worth to one team."""


def _index_tables() -> dict[str, dict[str, int]]:
    """``INDEX[trump][card]``: a number where a higher card always beats a lower one.

    Block 3 (bits 24-31) is the trump suit; blocks 0-2 the plain suits. Within a
    block, numbers rise with trick-taking rank.
    """
    tables: dict[str, dict[str, int]] = {}
    for trump in SUITS:
        left = "J" + same_colour(trump)
        plain = [s for s in SUITS if s != trump]
        index: dict[str, int] = {}
        for block, suit in enumerate(plain):
            ranks = [r for r in RANKS if r + suit != left]
            for rank_number, rank in enumerate(ranks):
                index[rank + suit] = block * 8 + rank_number
        trumps = [r + trump for r in "9TQKA"] + [left, "J" + trump]
        for rank_number, card in enumerate(trumps):
            index[card] = 24 + rank_number
        tables[trump] = index
    return tables


INDEX = _index_tables()
_PLAY_INDEX = {trump: {str(Action("play", card)): i for card, i in table.items()} for trump, table in INDEX.items()}
"""``_PLAY_INDEX[trump][action]``: :data:`INDEX` keyed by the ``play`` action's text."""
BIT = {trump: {c: 1 << i for c, i in table.items()} for trump, table in INDEX.items()}
_SUIT_MASK = (0xFF, 0xFF << 8, 0xFF << 16, 0xFF << 24)


def card_index(card: str, trump: str) -> int:
    """The card's number in the solver's ordering under ``trump``."""
    return INDEX[trump][card]


def _mask(cards: Sequence[str], trump: str) -> int:
    bits = BIT[trump]
    m = 0
    for c in cards:
        m |= bits[c]
    return m


class Solver:
    """Exact play of one contract; keep one per (trump, makers, alone) to share its table.

    ``maker`` is the seat that made trump and ``sitting_out`` the seat that does not
    play (the maker's partner when alone). Values are the makers' trick counts.
    """

    __slots__ = ("trump", "maker_side", "alone", "out", "orders", "table", "nodes", "_h")

    def __init__(self, trump: str, maker: int, alone: bool) -> None:
        self.trump = trump
        self.maker_side = maker & 1
        self.alone = alone
        out = self.out = (maker + 2) % 4 if alone else None
        self.orders = tuple(
            tuple(s for s in ((leader + k) % 4 for k in range(4)) if s != out) for leader in range(4))
        self.table: dict[tuple[int, int, int, int, int], tuple[int, int]] = {}
        self.nodes = 0
        self._h = [0, 0, 0, 0]

    # --- the search ----------------------------------------------------------------

    def _boundary(self, leader: int, alpha: int, beta: int) -> int:
        """Makers' tricks from a trick boundary with ``leader`` to lead (fail-soft)."""
        h = self._h
        n = h[leader].bit_count()
        if n == 0 or beta <= 0:
            return 0
        if alpha >= n:
            return n
        if n == 1:
            order = self.orders[leader]
            best = h[leader].bit_length() - 1
            led = best >> 3
            best_seat = leader
            for seat in order[1:]:
                c = h[seat].bit_length() - 1
                if c > best and (c >> 3 == 3 or c >> 3 == led):
                    best, best_seat = c, seat
            return 1 if (best_seat & 1) == self.maker_side else 0
        key = (h[0], h[1], h[2], h[3], leader)
        entry = self.table.get(key)
        if entry is not None:
            lo, hi = entry
            if lo >= beta:
                return lo
            if hi <= alpha:
                return hi
            if lo > alpha:
                alpha = lo
            if hi < beta:
                beta = hi
        else:
            lo, hi = 0, n
        value = self._ply(self.orders[leader], 0, 0, 0, 0, 0, alpha, beta)
        if value <= alpha:
            hi = value if value < hi else hi
        elif value >= beta:
            lo = value if value > lo else lo
        else:
            lo = hi = value
        self.table[key] = (lo, hi)
        return value

    def _ply(self, order: tuple[int, ...], i: int, trick: int, led: int, best: int, best_seat: int,
             alpha: int, beta: int, only: int = -1) -> int:
        """The makers' tricks from here, the ``i``-th card of the trick to play (by ``order[i]``):
        alpha-beta over the cards that seat may play, or over card index ``only`` alone."""
        self.nodes += 1
        h = self._h
        seat = order[i]
        hand = h[seat]
        if i:
            legal = hand & _SUIT_MASK[led]
            if not legal:
                legal = hand
        else:
            legal = hand
        present = h[0] | h[1] | h[2] | h[3] | trick
        maker_side = self.maker_side
        ours = (seat & 1) == maker_side
        last = i == len(order) - 1
        if only >= 0:
            moves = [only]
        else:
            # Representatives of runs of touching cards, lowest first.
            moves: list[int] = []
            prev = -1
            rest = legal
            while rest:
                low = rest & -rest
                c = low.bit_length() - 1
                rest ^= low
                if prev >= 0 and c >> 3 == prev >> 3 and not present & ((1 << c) - (2 << prev)):
                    moves[-1] = c
                else:
                    moves.append(c)
                prev = c
            if i:
                if len(moves) > 1 and (best_seat & 1) != (seat & 1):
                    # The cheapest card that takes the lead first, then the losers, lowest first.
                    winners = [c for c in moves if c > best and (c >> 3 == 3 or c >> 3 == led)]
                    if winners:
                        moves = winners + [c for c in moves if c not in winners]
            else:
                moves.reverse()
        value = -1 if ours else 99
        for c in moves:
            h[seat] = hand ^ (1 << c)
            if i == 0:
                n_led, n_best, n_seat = c >> 3, c, seat
            elif c > best and (c >> 3 == 3 or c >> 3 == led):
                n_led, n_best, n_seat = led, c, seat
            else:
                n_led, n_best, n_seat = led, best, best_seat
            if last:
                won = 1 if (n_seat & 1) == maker_side else 0
                r = won + self._boundary(n_seat, alpha - won, beta - won)
            else:
                r = self._ply(order, i + 1, trick | (1 << c), n_led, n_best, n_seat, alpha, beta)
            h[seat] = hand
            if ours:
                if r > value:
                    value = r
                    if value > alpha:
                        alpha = value
                        if alpha >= beta:
                            break
            elif r < value:
                value = r
                if value < beta:
                    beta = value
                    if alpha >= beta:
                        break
        return value

    # --- positions -------------------------------------------------------------------

    def _set(self, hands: Sequence[Sequence[str]]) -> None:
        trump = self.trump
        out = self.out
        for seat in range(4):
            self._h[seat] = 0 if seat == out else _mask(hands[seat], trump)

    def at_least(self, hands: Sequence[Sequence[str]], leader: int, tricks: int) -> bool:
        """True when the makers can take ``tricks`` or more from this trick boundary."""
        self._set(hands)
        return self._boundary(leader, tricks - 1, tricks) >= tricks

    def tricks(self, hands: Sequence[Sequence[str]], leader: int) -> int:
        """The makers' exact trick count from this trick boundary."""
        self._set(hands)
        return self._boundary(leader, -1, 99)

    def contract_points(self, hands: Sequence[Sequence[str]], leader: int) -> int:
        """Net points for the makers of a whole hand from its first lead."""
        self._set(hands)
        if self._boundary(leader, 2, 3) < 3:
            return -2
        if self._boundary(leader, 4, 5) < 5:
            return 1
        return 4 if self.alone else 2

    def action_values(self, state: HandState) -> dict[str, int]:
        """Net points, for the makers, of each legal card of the seat to act in ``state``."""
        contract = state.contract
        if state.phase is not Phase.PLAY or contract is None:
            raise ValueError("the solver plays cards: the state must be in the play phase")
        trump = self.trump
        self._set(state.hands)
        h = self._h
        index, play_index = INDEX[trump], _PLAY_INDEX[trump]
        seat: int = state.to_act  # type: ignore[assignment]
        plays = state.trick
        trick = 0
        led = best = best_seat = 0
        if plays:
            first = index[plays[0][1]]
            led, best, best_seat = first >> 3, first, plays[0][0]
            for s, card in plays:
                c = index[card]
                trick |= 1 << c
                if c > best and (c >> 3 == 3 or c >> 3 == led):
                    best, best_seat = c, s
        order = self.orders[plays[0][0] if plays else seat]
        i = len(plays)
        made = state.tricks_won[self.maker_side]
        lost = state.tricks_won[1 - self.maker_side]
        hand = h[seat]
        others = (h[0] | h[1] | h[2] | h[3] | trick) & ~hand
        values: dict[str, int] = {}
        cache: dict[int, int] = {}
        for action in state.legal_actions():
            c = play_index[action]
            key = self._class_key(c, hand, others)
            if key in cache:
                values[action] = cache[key]
                continue

            def future(alpha: int, beta: int) -> int:
                return self._ply(order, i, trick, led, best, best_seat, alpha, beta, c)

            if lost >= 3:
                total = made
            elif made >= 3 and lost >= 1:
                total = 3
            else:
                need = 3 - made
                if future(need - 1, need) < need:
                    total = 0
                elif lost == 0 and future(4 - made, 5 - made) >= 5 - made:
                    total = 5
                else:
                    total = 3
            points = hand_points(self.maker_side, total, self.alone)
            value = points[self.maker_side] - points[1 - self.maker_side]
            cache[key] = value
            values[action] = value
        return values

    def _class_key(self, c: int, hand: int, others: int) -> int:
        """The lowest card of ``c``'s run in ``hand``: cards with only own or gone cards
        between them are worth the same."""
        low = c
        while low & 7 and not (others >> (low - 1)) & 1:
            low -= 1
        return low


def solve_actions(state: HandState) -> dict[str, int]:
    """Net points for the team of the seat to act, for each legal card, all cards known."""
    contract = state.contract
    if contract is None or state.phase is not Phase.PLAY:
        raise ValueError("solve_actions needs a hand in the play phase")
    solver = Solver(contract.trump, contract.maker, contract.alone)
    values = solver.action_values(state)
    sign = 1 if (state.to_act & 1) == (contract.maker & 1) else -1  # type: ignore[operator]
    return {action: sign * value for action, value in values.items()}


def contract_points(hands: Sequence[Sequence[str]], trump: str, maker: int, alone: bool, dealer: int,
                    solver: Solver | None = None) -> int:
    """Net points for the makers when ``hands`` (five cards each, after the dealer's
    discard) are played out perfectly with ``trump`` made by ``maker``."""
    solver = solver or Solver(trump, maker, alone)
    leader = (dealer + 1) % 4
    if alone and leader == (maker + 2) % 4:
        leader = (leader + 1) % 4
    return solver.contract_points(hands, leader)
