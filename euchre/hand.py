"""One hand of euchre: the deal, making trump, the dealer's discard and five tricks.

    >>> import random, euchre
    >>> state = euchre.deal(euchre.Rules(), dealer=3, rng=random.Random(7))
    >>> state.to_act, state.phase.value          # left of the dealer speaks first
    (0, 'bid_upcard')
    >>> state.legal_actions()
    ['pass', 'order', 'order alone']
    >>> after = state.apply("pass")
    >>> state.to_act, after.to_act               # states never change; apply returns a new one
    (0, 1)

Seats are 0-3, clockwise; seats 0 and 2 are partners against seats 1 and 3.
Actions are strings: ``pass``, ``order``, ``order alone``, ``call H``,
``call H alone``, ``discard 9C``, ``play JH``.
"""

from __future__ import annotations

import enum
import random as _random
from collections.abc import Sequence
from typing import Any, NamedTuple

from .cards import EFFECTIVE_SUIT, PACK, POWER, SUIT_NAMES, SUITS, card_name, is_card
from .errors import IllegalActionError, InvalidActionError, InvalidDealError, InvalidStateError
from .rules import Rules
from .scoring import hand_points

__all__ = [
    "Phase",
    "Contract",
    "Trick",
    "HandState",
    "HandView",
    "new_hand",
    "deal",
    "partner",
    "ACTIONS",
    "Actions",
]


class Phase(str, enum.Enum):
    """Where a hand stands; each phase has its own legal actions."""

    BID_UPCARD = "bid_upcard"
    """Round one of bidding: pass, or order up the turned card."""
    BID_SUIT = "bid_suit"
    """Round two of bidding: pass, or name any suit but the turned-down one."""
    DISCARD = "discard"
    """The dealer, having picked up the turned card, discards one card."""
    PLAY = "play"
    """Five tricks."""
    OVER = "over"
    """Scored, or thrown in."""


class Contract(NamedTuple):
    """Who made trump, in what suit, and whether alone."""

    trump: str
    """The trump suit letter."""
    maker: int
    """The seat that ordered up, picked up or named trump."""
    alone: bool
    """True when the maker plays without a partner."""
    ordered_up: bool
    """True when trump is the turned card's suit (round one), False when named in round two."""

    @property
    def makers(self) -> int:
        """The making team: 0 (seats 0 and 2) or 1 (seats 1 and 3)."""
        return self.maker & 1

    @property
    def sitting_out(self) -> int | None:
        """The maker's partner when the maker is alone, else None."""
        return (self.maker + 2) % 4 if self.alone else None


class Trick(NamedTuple):
    """A trick: who led, the cards played in order, and (once complete) who won it."""

    leader: int
    """The seat that led."""
    plays: tuple[tuple[int, str], ...]
    """``(seat, card)`` pairs in the order played."""
    winner: int | None
    """The seat that won it; None while it is still being played."""

    @property
    def cards(self) -> tuple[str, ...]:
        """The cards in the order played."""
        return tuple(card for _, card in self.plays)


def partner(seat: int) -> int:
    """The seat across the table."""
    return (seat + 2) % 4


# --- actions -----------------------------------------------------------------------

_PASS, _ORDER, _CALL, _DISCARD, _PLAY = "pass", "order", "call", "discard", "play"


def _action_table() -> dict[str, tuple[str, str | None, bool]]:
    table: dict[str, tuple[str, str | None, bool]] = {
        "pass": (_PASS, None, False),
        "order": (_ORDER, None, False),
        "order alone": (_ORDER, None, True),
    }
    for suit in SUITS:
        table[f"call {suit}"] = (_CALL, suit, False)
        table[f"call {suit} alone"] = (_CALL, suit, True)
    for card in PACK:
        table[f"discard {card}"] = (_DISCARD, card, False)
        table[f"play {card}"] = (_PLAY, card, False)
    return table


ACTIONS: dict[str, tuple[str, str | None, bool]] = _action_table()
"""Every well-formed action string, mapped to ``(kind, card or suit, alone)``."""

_PLAY_ACTION = {card: f"play {card}" for card in PACK}
_DISCARD_ACTION = {card: f"discard {card}" for card in PACK}
_CALL_ACTIONS = {
    turned: tuple(a for s in SUITS if s != turned for a in (f"call {s}", f"call {s} alone"))
    for turned in SUITS
}
class Actions(tuple):
    """A view's legal actions: a tuple of action strings that may also be called.

    ``view.legal_actions`` and ``view.legal_actions()`` both work, the latter
    returning a list as :meth:`HandState.legal_actions` does.
    """

    __slots__ = ()

    def __call__(self) -> list[str]:
        return list(self)


_NO_ACTIONS = Actions()

_ROUND_ONE = ("pass", "order", "order alone")
_ROUND_ONE_PARTNER_ALONE = ("pass", "order alone")
_PASS_ONLY = ("pass",)


def _check_form(action: object) -> tuple[str, str | None, bool]:
    if isinstance(action, str):
        parsed = ACTIONS.get(action)
        if parsed is not None:
            return parsed
    raise InvalidActionError(
        f"unknown action {action!r}: actions are 'pass', 'order', 'order alone', "
        f"'call H', 'call H alone', 'discard 9C' or 'play JH' (suits C D H S, ranks 9 T J Q K A)"
    )


# --- the state ---------------------------------------------------------------------


class _Deal:
    """What stays fixed for a whole hand: rules, dealer and the cards as dealt."""

    __slots__ = ("rules", "dealer", "hands", "upcard", "kitty")

    def __init__(self, rules: Rules, dealer: int, hands: tuple[tuple[str, ...], ...],
                 upcard: str, kitty: tuple[str, ...]) -> None:
        self.rules = rules
        self.dealer = dealer
        self.hands = hands
        self.upcard = upcard
        self.kitty = kitty

    def key(self) -> tuple[Any, ...]:
        return (self.rules, self.dealer, self.hands, self.upcard, self.kitty)


class _Fields:
    """The slots of a hand state; filled in while a state is built, then frozen."""

    __slots__ = (
        "_deal", "phase", "to_act", "hands", "history", "contract", "_discard",
        "tricks", "trick", "_leader", "tricks_won", "points", "_legal",
    )


_new = object.__new__


def _state(deal: _Deal, phase: Phase, to_act: int | None, hands: tuple[tuple[str, ...], ...],
           history: tuple[tuple[int, str], ...], contract: Contract | None, discard: str | None,
           tricks: tuple[Trick, ...], trick: tuple[tuple[int, str], ...], leader: int,
           tricks_won: tuple[int, int], points: tuple[int, int], legal: tuple[str, ...]) -> HandState:
    s = _new(_Fields)
    s._deal = deal
    s.phase = phase
    s.to_act = to_act
    s.hands = hands
    s.history = history
    s.contract = contract
    s._discard = discard
    s.tricks = tricks
    s.trick = trick
    s._leader = leader
    s.tricks_won = tricks_won
    s.points = points
    s._legal = legal
    s.__class__ = HandState
    return s  # type: ignore[return-value]


_BID_UPCARD, _BID_SUIT, _DISCARDING, _PLAYING, _OVER = (
    Phase.BID_UPCARD, Phase.BID_SUIT, Phase.DISCARD, Phase.PLAY, Phase.OVER)


class HandState(_Fields):
    """The state of one hand. Immutable: :meth:`apply` returns a new state.

    Build one with :func:`new_hand` or :func:`deal`.
    """

    __slots__ = ()

    phase: Phase
    """The current :class:`Phase`."""
    to_act: int | None
    """The seat whose decision it is; None when the hand is over."""
    hands: tuple[tuple[str, ...], ...]
    """The cards each seat holds now (seat 0 first). Secret: computer players use :meth:`view`."""
    history: tuple[tuple[int, str], ...]
    """Every action so far as ``(seat, action)``, in order."""
    contract: Contract | None
    """Trump, maker and lone hand once trump is made, else None."""
    tricks: tuple[Trick, ...]
    """The completed tricks, in order."""
    trick: tuple[tuple[int, str], ...]
    """The ``(seat, card)`` plays of the trick in progress."""
    tricks_won: tuple[int, int]
    """Tricks taken by (seats 0+2, seats 1+3)."""
    points: tuple[int, int]
    """Points scored by (seats 0+2, seats 1+3); (0, 0) until the hand is over."""

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"a HandState is immutable: use apply() to get the next state, not .{name} = ...")

    __delattr__ = __setattr__  # type: ignore[assignment]

    # --- the deal -------------------------------------------------------------------

    @property
    def rules(self) -> Rules:
        """The :class:`Rules` this hand is played under."""
        return self._deal.rules

    @property
    def dealer(self) -> int:
        """The dealer's seat."""
        return self._deal.dealer

    @property
    def upcard(self) -> str:
        """The turned card."""
        return self._deal.upcard

    @property
    def kitty(self) -> tuple[str, ...]:
        """The three cards under the turned card (never played)."""
        return self._deal.kitty

    @property
    def dealt(self) -> tuple[tuple[str, ...], ...]:
        """The five cards each seat was dealt."""
        return self._deal.hands

    @property
    def discard(self) -> str | None:
        """The dealer's discard, once made (secret from the other seats)."""
        return self._discard

    @property
    def trump(self) -> str | None:
        """The trump suit letter, once made."""
        contract = self.contract
        return contract.trump if contract is not None else None

    @property
    def sitting_out(self) -> int | None:
        """The seat that sits out a lone hand."""
        contract = self.contract
        return contract.sitting_out if contract is not None else None

    @property
    def is_over(self) -> bool:
        """True once the hand is scored (or thrown in)."""
        return self.phase is _OVER

    @property
    def thrown_in(self) -> bool:
        """True when everyone passed twice and the rules threw the hand in."""
        return self.phase is _OVER and self.contract is None

    @property
    def actions(self) -> tuple[str, ...]:
        """The action strings so far, in order."""
        return tuple(action for _, action in self.history)

    @property
    def current_trick(self) -> Trick | None:
        """The trick being played (possibly with no card yet), or None outside play."""
        if self.phase is not _PLAYING:
            return None
        return Trick(self._leader, self.trick, None)

    @property
    def winner(self) -> int | None:
        """The team (0 or 1) that scored this hand, or None if it is not over or scored nothing."""
        if self.points[0] > self.points[1]:
            return 0
        if self.points[1] > self.points[0]:
            return 1
        return None

    def legal_actions(self) -> list[str]:
        """The actions the seat to act may take, as strings; empty when the hand is over."""
        return list(self._legal)

    def is_legal(self, action: str) -> bool:
        """True when :meth:`apply` would accept ``action`` now."""
        return action in self._legal

    # --- moving on ------------------------------------------------------------------

    def apply(self, action: str, seat: int | None = None) -> HandState:
        """The state after the seat to act takes ``action``.

        Pass ``seat`` to check that it is that seat's turn. Raises
        :class:`InvalidActionError` for a malformed action and
        :class:`IllegalActionError` for one the rules do not allow now.
        """
        if action in self._legal and (seat is None or (
                seat == self.to_act and isinstance(seat, int) and not isinstance(seat, bool))):
            kind, arg, alone = ACTIONS[action]
            if kind is _PLAY:
                return self._play(action, arg)  # type: ignore[arg-type]
            if kind is _PASS:
                return self._pass(action)
            if kind is _ORDER:
                return self._order(action, alone)
            if kind is _CALL:
                return self._call(action, arg, alone)  # type: ignore[arg-type]
            return self._discard_card(action, arg)  # type: ignore[arg-type]
        raise self._refusal(action, seat)

    def _pass(self, action: str) -> HandState:
        deal = self._deal
        seat = self.to_act
        assert seat is not None
        history = self.history + ((seat, action),)
        if self.phase is _BID_UPCARD:
            if seat == deal.dealer:
                nxt = (seat + 1) % 4
                return _state(deal, _BID_SUIT, nxt, self.hands, history, None, None, (), (), 0,
                              (0, 0), (0, 0), _round_two_actions(deal, nxt))
            nxt = (seat + 1) % 4
            return _state(deal, _BID_UPCARD, nxt, self.hands, history, None, None, (), (), 0,
                          (0, 0), (0, 0), _round_one_actions(deal, self.hands, nxt))
        if seat == deal.dealer:  # everyone passed twice; only reachable without stick the dealer
            return _state(deal, _OVER, None, self.hands, history, None, None, (), (), 0,
                          (0, 0), (0, 0), ())
        nxt = (seat + 1) % 4
        return _state(deal, _BID_SUIT, nxt, self.hands, history, None, None, (), (), 0,
                      (0, 0), (0, 0), _round_two_actions(deal, nxt))

    def _order(self, action: str, alone: bool) -> HandState:
        deal = self._deal
        seat = self.to_act
        assert seat is not None
        dealer = deal.dealer
        contract = Contract(deal.upcard[1], seat, alone, True)
        history = self.history + ((seat, action),)
        if alone and seat == (dealer + 2) % 4:
            # The dealer sits out a lone hand of the dealer's partner and does not pick up.
            return self._start_play(history, contract, self.hands, None)
        hands = list(self.hands)
        hands[dealer] = hands[dealer] + (deal.upcard,)
        legal = tuple(_DISCARD_ACTION[c] for c in hands[dealer] if c != deal.upcard)
        return _state(deal, _DISCARDING, dealer, tuple(hands), history, contract, None, (), (), 0,
                      (0, 0), (0, 0), legal)

    def _call(self, action: str, suit: str, alone: bool) -> HandState:
        seat = self.to_act
        assert seat is not None
        contract = Contract(suit, seat, alone, False)
        return self._start_play(self.history + ((seat, action),), contract, self.hands, None)

    def _discard_card(self, action: str, card: str) -> HandState:
        dealer = self._deal.dealer
        hands = list(self.hands)
        hands[dealer] = tuple(c for c in hands[dealer] if c != card)
        assert self.contract is not None
        return self._start_play(self.history + ((dealer, action),), self.contract, tuple(hands), card)

    def _start_play(self, history: tuple[tuple[int, str], ...], contract: Contract,
                    hands: tuple[tuple[str, ...], ...], discard: str | None) -> HandState:
        leader = (self._deal.dealer + 1) % 4
        if leader == contract.sitting_out:
            leader = (leader + 1) % 4
        legal = tuple([_PLAY_ACTION[c] for c in hands[leader]])
        return _state(self._deal, _PLAYING, leader, hands, history, contract, discard, (), (),
                      leader, (0, 0), (0, 0), legal)

    def _play(self, action: str, card: str) -> HandState:
        seat: int = self.to_act  # type: ignore[assignment]
        contract: Contract = self.contract  # type: ignore[assignment]
        hands = list(self.hands)
        held = hands[seat]
        i = held.index(card)
        hands[seat] = held[:i] + held[i + 1:]
        history = self.history + ((seat, action),)
        trick = self.trick + ((seat, card),)
        trump = contract.trump
        if len(trick) == (3 if contract.alone else 4):
            power = POWER[trump][EFFECTIVE_SUIT[trump][trick[0][1]]]
            winner, best = trick[0][0], power[trick[0][1]]
            for s, c in trick:
                if power[c] > best:
                    winner, best = s, power[c]
            tricks = self.tricks + (Trick(self._leader, trick, winner),)
            won = (self.tricks_won[0] + 1, self.tricks_won[1]) if winner & 1 == 0 else (
                self.tricks_won[0], self.tricks_won[1] + 1)
            if len(tricks) == 5:
                points = hand_points(contract.maker & 1, won[contract.maker & 1], contract.alone)
                return _state(self._deal, _OVER, None, tuple(hands), history, contract,
                              self._discard, tricks, (), winner, won, points, ())
            legal = tuple([_PLAY_ACTION[c] for c in hands[winner]])
            return _state(self._deal, _PLAYING, winner, tuple(hands), history, contract,
                          self._discard, tricks, (), winner, won, (0, 0), legal)
        nxt = (seat + 1) % 4
        if contract.alone and nxt == (contract.maker + 2) % 4:
            nxt = (nxt + 1) % 4
        held = hands[nxt]
        effective = EFFECTIVE_SUIT[trump]
        led = effective[trick[0][1]]
        legal = tuple([_PLAY_ACTION[c] for c in held if effective[c] == led]) or tuple(
            [_PLAY_ACTION[c] for c in held])
        return _state(self._deal, _PLAYING, nxt, tuple(hands), history, contract, self._discard,
                      self.tricks, trick, self._leader, self.tricks_won, (0, 0), legal)

    # --- why an action is refused ---------------------------------------------------

    def _refusal(self, action: object, seat: int | None) -> Exception:
        kind, arg, alone = _check_form(action)
        if seat is not None:
            if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat <= 3:
                return IllegalActionError(f"{action!r}: seat must be 0-3, not {seat!r}")
            if seat != self.to_act:
                whose = "the hand is over" if self.to_act is None else f"it is seat {self.to_act}'s turn"
                return IllegalActionError(f"{action!r} by seat {seat}: not that seat's turn ({whose})")
        actor = self.to_act
        if actor is None:
            return IllegalActionError(f"{action!r}: the hand is over, nobody acts")
        who = f"{action!r} by seat {actor}"
        deal = self._deal
        rules = deal.rules
        phase = self.phase
        held = self.hands[actor]
        turned = deal.upcard[1]
        phase_words = {
            _BID_UPCARD: "it is round one of bidding: pass or order up the turned card",
            _BID_SUIT: f"it is round two of bidding: pass or name a suit other than {SUIT_NAMES[turned]}",
            _DISCARDING: "the dealer must discard a card",
            _PLAYING: "it is time to play a card",
        }[phase]
        if phase is _BID_UPCARD and kind is _ORDER:
            if actor == deal.dealer and rules.dealer_needs_natural:
                return IllegalActionError(
                    f"{who}: the dealer holds no natural {SUIT_NAMES[turned][:-1]} and cannot pick up the "
                    f"{card_name(deal.upcard)} (house rule 3: the other jack of the same colour does not count "
                    f"before trump is made)")
            if actor == partner(deal.dealer) and not alone and rules.partner_order_goes_alone:
                return IllegalActionError(
                    f"{who}: ordering up your partner means going alone (house rule 2); the action is 'order alone'")
            if not rules.order_without_trump:
                return IllegalActionError(
                    f"{who}: ordering up needs a card that would be trump, and seat {actor} holds none")
        if phase is _BID_SUIT and kind is _CALL and arg == turned:
            return IllegalActionError(f"{who}: {SUIT_NAMES[turned]} was turned down and cannot be trump")
        if phase is _BID_SUIT and kind is _PASS and actor == deal.dealer:
            return IllegalActionError(
                f"{who}: stick the dealer (house rule 4): the dealer must name a suit, there are no re-deals")
        if phase is _DISCARDING and kind is _DISCARD:
            if arg == deal.upcard:
                return IllegalActionError(f"{who}: the turned card cannot be the discard")
            return IllegalActionError(f"{who}: the dealer does not hold {arg}")
        if phase is _PLAYING and kind is _PLAY:
            if arg not in held:
                return IllegalActionError(f"{who}: seat {actor} does not hold {arg}")
            trump = self.trump
            led = EFFECTIVE_SUIT[trump][self.trick[0][1]]
            follow = [c for c in held if EFFECTIVE_SUIT[trump][c] == led]
            return IllegalActionError(
                f"{who}: seat {actor} must follow {SUIT_NAMES[led]} with {' or '.join(follow)}"
                + (" (the left bower is trump)" if led == trump else ""))
        return IllegalActionError(f"{who}: {phase_words}; legal now: {', '.join(self._legal)}")

    # --- what a seat may know -------------------------------------------------------

    def view(self, seat: int) -> HandView:
        """Everything ``seat`` may know now, and nothing more."""
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat <= 3:
            raise ValueError(f"seat must be 0, 1, 2 or 3, not {seat!r}")
        deal = self._deal
        history = tuple(
            (s, "discard" if a.startswith("discard") and s != seat else a) for s, a in self.history)
        return HandView(
            seat=seat,
            rules=deal.rules,
            dealer=deal.dealer,
            phase=self.phase,
            to_act=self.to_act,
            hand=self.hands[seat],
            upcard=deal.upcard,
            upcard_taken=self.phase is not _BID_UPCARD and self.contract is not None
            and self.contract.ordered_up and self.contract.sitting_out != deal.dealer,
            history=history,
            contract=self.contract,
            discard=self._discard if seat == deal.dealer else None,
            tricks=self.tricks,
            trick=self.current_trick,
            tricks_won=self.tricks_won,
            card_counts=tuple(len(h) for h in self.hands),
            points=self.points,
            legal_actions=Actions(self._legal) if seat == self.to_act else _NO_ACTIONS,
        )

    # --- equality and JSON ----------------------------------------------------------

    def _key(self) -> tuple[Any, ...]:
        return (*self._deal.key(), self.history)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, HandState):
            return NotImplemented
        return self is other or self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        trump = f" trump={self.trump}" if self.trump else ""
        return (f"<HandState dealer={self.dealer} phase={self.phase.value} to_act={self.to_act}"
                f"{trump} tricks_won={self.tricks_won} points={self.points}>")

    def to_dict(self) -> dict[str, Any]:
        """The deal and the actions taken: enough to rebuild this exact state."""
        deal = self._deal
        return {
            "rules": deal.rules.to_dict(),
            "dealer": deal.dealer,
            "hands": [list(h) for h in deal.hands],
            "upcard": deal.upcard,
            "kitty": list(deal.kitty),
            "actions": [action for _, action in self.history],
        }

    @classmethod
    def from_dict(cls, data: object) -> HandState:
        """Rebuild a state from :meth:`to_dict` output, checking every action."""
        if not isinstance(data, dict):
            raise InvalidStateError(f"a hand must be a JSON object, not {type(data).__name__}")
        missing = [k for k in ("rules", "dealer", "hands", "upcard", "kitty", "actions") if k not in data]
        if missing:
            raise InvalidStateError(f"a saved hand lacks {', '.join(missing)}")
        try:
            state = new_hand(Rules.from_dict(data["rules"]), data["dealer"], data["hands"],
                             data["upcard"], data["kitty"])
        except InvalidDealError as error:
            raise InvalidStateError(f"a saved hand has a bad deal: {error}") from error
        actions = data["actions"]
        if not isinstance(actions, list):
            raise InvalidStateError("a saved hand's actions must be a list")
        for number, action in enumerate(actions, 1):
            try:
                state = state.apply(action)
            except (InvalidActionError, IllegalActionError) as error:
                raise InvalidStateError(f"a saved hand's action {number} cannot be replayed: {error}") from error
        return state


class HandView(NamedTuple):
    """What one seat may know of a hand: the material a player decides from."""

    seat: int
    """The seat this view belongs to."""
    rules: Rules
    dealer: int
    phase: Phase
    to_act: int | None
    hand: tuple[str, ...]
    """This seat's own cards."""
    upcard: str
    upcard_taken: bool
    """True once the dealer has picked up the turned card."""
    history: tuple[tuple[int, str], ...]
    """Every action so far; another seat's discard shows only as ``"discard"``."""
    contract: Contract | None
    discard: str | None
    """The dealer's discard, in the dealer's own view only."""
    tricks: tuple[Trick, ...]
    trick: Trick | None
    tricks_won: tuple[int, int]
    card_counts: tuple[int, ...]
    """How many cards each seat holds."""
    points: tuple[int, int]
    legal_actions: Actions
    """This seat's legal actions when it is to act, else empty (also callable: ``legal_actions()``)."""

    @property
    def trump(self) -> str | None:
        return self.contract.trump if self.contract else None

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-ready data (for a renderer or a remote player)."""
        contract = self.contract
        return {
            "seat": self.seat,
            "rules": self.rules.to_dict(),
            "dealer": self.dealer,
            "phase": self.phase.value,
            "to_act": self.to_act,
            "hand": list(self.hand),
            "upcard": self.upcard,
            "upcard_taken": self.upcard_taken,
            "history": [list(entry) for entry in self.history],
            "contract": None if contract is None else {
                "trump": contract.trump, "maker": contract.maker, "alone": contract.alone,
                "ordered_up": contract.ordered_up, "sitting_out": contract.sitting_out},
            "discard": self.discard,
            "tricks": [{"leader": t.leader, "plays": [list(p) for p in t.plays], "winner": t.winner}
                       for t in self.tricks],
            "trick": None if self.trick is None else {
                "leader": self.trick.leader, "plays": [list(p) for p in self.trick.plays]},
            "tricks_won": list(self.tricks_won),
            "card_counts": list(self.card_counts),
            "points": list(self.points),
            "legal_actions": list(self.legal_actions),
        }

    @classmethod
    def from_dict(cls, data: object) -> HandView:
        """Rebuild a view from :meth:`to_dict` output (for a player in another thread)."""
        if not isinstance(data, dict):
            raise InvalidStateError(f"a view must be a JSON object, not {type(data).__name__}")
        try:
            contract = data["contract"]
            trick = data["trick"]
            return cls(
                seat=_check_seat(data["seat"]),
                rules=Rules.from_dict(data["rules"]),
                dealer=_check_seat(data["dealer"]),
                phase=Phase(data["phase"]),
                to_act=None if data["to_act"] is None else _check_seat(data["to_act"]),
                hand=tuple(data["hand"]),
                upcard=data["upcard"],
                upcard_taken=bool(data["upcard_taken"]),
                history=tuple((int(s), str(a)) for s, a in data["history"]),
                contract=None if contract is None else Contract(
                    contract["trump"], _check_seat(contract["maker"]), bool(contract["alone"]),
                    bool(contract["ordered_up"])),
                discard=data["discard"],
                tricks=tuple(Trick(t["leader"], tuple((int(s), str(c)) for s, c in t["plays"]), t["winner"])
                             for t in data["tricks"]),
                trick=None if trick is None else Trick(
                    trick["leader"], tuple((int(s), str(c)) for s, c in trick["plays"]), None),
                tricks_won=tuple(data["tricks_won"]),
                card_counts=tuple(data["card_counts"]),
                points=tuple(data["points"]),
                legal_actions=Actions(data["legal_actions"]),
            )
        except (KeyError, TypeError, ValueError) as error:
            raise InvalidStateError(f"a view cannot be read: {error!r}") from error


# --- legal bids ---------------------------------------------------------------------


def _round_one_actions(deal: _Deal, hands: tuple[tuple[str, ...], ...], seat: int) -> tuple[str, ...]:
    rules = deal.rules
    turned = deal.upcard[1]
    held = hands[seat]
    if seat == deal.dealer:
        if rules.dealer_needs_natural and not any(c[1] == turned for c in held):
            return _PASS_ONLY
        return _ROUND_ONE
    if not rules.order_without_trump:
        effective = EFFECTIVE_SUIT[turned]
        if not any(effective[c] == turned for c in held):
            return _PASS_ONLY
    if rules.partner_order_goes_alone and seat == (deal.dealer + 2) % 4:
        return _ROUND_ONE_PARTNER_ALONE
    return _ROUND_ONE


def _round_two_actions(deal: _Deal, seat: int) -> tuple[str, ...]:
    calls = _CALL_ACTIONS[deal.upcard[1]]
    if seat == deal.dealer and deal.rules.stick_the_dealer:
        return calls
    return ("pass", *calls)


# --- starting a hand ----------------------------------------------------------------


def _check_seat(dealer: object) -> int:
    if not isinstance(dealer, int) or isinstance(dealer, bool) or not 0 <= dealer <= 3:
        raise InvalidDealError(f"bad deal: the dealer must be seat 0, 1, 2 or 3, not {dealer!r}")
    return dealer


def _check_cards(what: str, cards: object, count: int) -> tuple[str, ...]:
    if isinstance(cards, str) or not isinstance(cards, Sequence):
        raise InvalidDealError(f"bad deal: {what} must be a list of {count} card codes, not {cards!r}")
    if len(cards) != count:
        raise InvalidDealError(f"bad deal: {what} must have {count} cards, not {len(cards)}")
    for card in cards:
        if not is_card(card):
            raise InvalidDealError(
                f"bad deal: {what} has unknown card {card!r} (a card is a rank 9 T J Q K A then a suit C D H S)")
    return tuple(cards)


def new_hand(rules: Rules, dealer: int, hands: Sequence[Sequence[str]], upcard: str,
             kitty: Sequence[str]) -> HandState:
    """The state of a hand before the first bid, from a given deal.

    ``hands`` holds four lists of five card codes, seat 0 first; ``upcard`` is the
    turned card and ``kitty`` the three cards under it. Together they must be the 24
    cards of the pack, each exactly once.
    """
    if not isinstance(rules, Rules):
        raise TypeError(f"rules must be a euchre.Rules, not {type(rules).__name__}")
    dealer = _check_seat(dealer)
    if isinstance(hands, str) or not isinstance(hands, Sequence) or len(hands) != 4:
        raise InvalidDealError(f"bad deal: hands must be four lists of five cards, seat 0 first, not {hands!r}")
    held = tuple(_check_cards(f"seat {seat}'s hand", h, 5) for seat, h in enumerate(hands))
    if not is_card(upcard):
        raise InvalidDealError(f"bad deal: unknown turned card {upcard!r}")
    under = _check_cards("the kitty", kitty, 3)
    seen: dict[str, str] = {}
    places = [(f"seat {s}'s hand", c) for s, h in enumerate(held) for c in h]
    places += [("the turned card", upcard)] + [("the kitty", c) for c in under]
    for place, card in places:
        if card in seen:
            raise InvalidDealError(f"bad deal: {card} is dealt twice ({seen[card]} and {place})")
        seen[card] = place
    return _first_state(rules, dealer, held, upcard, under)


def _first_state(rules: Rules, dealer: int, hands: tuple[tuple[str, ...], ...], upcard: str,
                 kitty: tuple[str, ...]) -> HandState:
    the_deal = _Deal(rules, dealer, hands, upcard, kitty)
    first = (dealer + 1) % 4
    return _state(the_deal, _BID_UPCARD, first, hands, (), None, None, (), (), 0, (0, 0), (0, 0),
                  _round_one_actions(the_deal, hands, first))


def deal(rules: Rules, dealer: int, rng: _random.Random | None = None) -> HandState:
    """Shuffle the pack with ``rng`` (a :class:`random.Random`) and deal a new hand."""
    if not isinstance(rules, Rules):
        raise TypeError(f"rules must be a euchre.Rules, not {type(rules).__name__}")
    dealer = _check_seat(dealer)
    pack = list(PACK)
    (rng or _random.Random()).shuffle(pack)
    # A shuffled pack is a valid deal by construction: no need for new_hand's checks.
    hands = (tuple(pack[0:5]), tuple(pack[5:10]), tuple(pack[10:15]), tuple(pack[15:20]))
    return _first_state(rules, dealer, hands, pack[20], tuple(pack[21:24]))

