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

    >>> state.why_not("call H")                   # why an action is refused, in words
    'it is round one of bidding: pass or order up the turned card; legal now: pass, order, order alone'

Seats are 0-3, clockwise; seats 0 and 2 are partners against seats 1 and 3.
Actions are strings: ``pass``, ``order``, ``order alone``, ``call H``,
``call H alone``, ``discard 9C``, ``play JH``; :class:`~euchre.actions.Action` reads one as a
value (``Action.parse("call H alone").suit``). Each phase's rules are written once, in a
section of their own below: the phase's legal actions, its transition and the reasons it
refuses an action, side by side (docs/RULES.md maps them to the tournament's rules). A
state's ``repr`` is the call that rebuilds it (:meth:`HandState.replay`).
"""

from __future__ import annotations

import enum
import random as _random
from collections.abc import Callable, Sequence
from typing import Any, NamedTuple

from .actions import (ACTIONS, CALL, DISCARD, DISCARD_ACTION, ORDER, PARSED, PASS, PLAY, PLAY_ACTION, PLAY_CARD,
                      action_form)
from .cards import EFFECTIVE_SUIT, PACK, POWER, SUIT_NAMES, SUITS, card_name, is_card, same_colour
from .errors import IllegalActionError, InvalidActionError, InvalidDealError, InvalidStateError
from .rules import Rules
from .scoring import hand_points

__all__ = ["Phase", "Contract", "Trick", "HandState", "HandView", "new_hand", "deal", "partner"]


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
        "_deal", "phase", "to_act", "hands", "_bidding", "contract", "_discard",
        "tricks", "trick", "_leader", "tricks_won", "points", "_legal", "is_over",
    )


_NO_POINTS = (0, 0)


def _state(deal: _Deal, phase: Phase, to_act: int | None, hands: tuple[tuple[str, ...], ...],
           bidding: tuple[tuple[int, str], ...], contract: Contract | None, discard: str | None,
           tricks: tuple[Trick, ...], trick: tuple[tuple[int, str], ...], leader: int,
           tricks_won: tuple[int, int], points: tuple[int, int], legal: tuple[str, ...]) -> HandState:
    # Built as a _Fields, whose slots take plain assignment, then made a HandState, which refuses it:
    # an __init__ through object.__setattr__ costs 71-76% more instructions a hand (tools/bench.py under callgrind).
    s = object.__new__(_Fields)
    s._deal = deal
    s.phase = phase
    s.to_act = to_act
    s.hands = hands
    s._bidding = bidding
    s.contract = contract
    s._discard = discard
    s.tricks = tricks
    s.trick = trick
    s._leader = leader
    s.tricks_won = tricks_won
    s.points = points
    s._legal = legal
    s.is_over = phase is _OVER  # a slot, not a property: 6% fewer instructions a hand in the new_hand loop
    s.__class__ = HandState
    return s  # type: ignore[return-value]


def _with_hand(hands: tuple[tuple[str, ...], ...], seat: int,
               held: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
    """The four hands with ``seat``'s replaced by ``held``."""
    h0, h1, h2, h3 = hands
    return ((held, h1, h2, h3) if seat == 0 else (h0, held, h2, h3) if seat == 1
            else (h0, h1, held, h3) if seat == 2 else (h0, h1, h2, held))


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
    is_over: bool
    """True once the hand is scored (or thrown in)."""

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
    def thrown_in(self) -> bool:
        """True when everyone passed twice and the rules threw the hand in."""
        return self.phase is _OVER and self.contract is None

    @property
    def history(self) -> tuple[tuple[int, str], ...]:
        """Every action so far as ``(seat, action)``, in order."""
        # Kept as the bids (and the discard) plus the tricks' cards, which the state holds
        # anyway: a card played then costs no history of its own.
        if not self.tricks and not self.trick:
            return self._bidding
        return self._bidding + tuple([(seat, PLAY_ACTION[card]) for trick in self.tricks for seat, card in trick.plays]
                                     + [(seat, PLAY_ACTION[card]) for seat, card in self.trick])

    @property
    def actions(self) -> tuple[str, ...]:
        """The action strings so far, in order."""
        return tuple(action for _, action in self.history)

    def initial(self) -> HandState:
        """This hand as dealt, before the first bid (the same deal, no actions)."""
        if not self._bidding:
            return self
        deal = self._deal
        return _first_state(deal.rules, deal.dealer, deal.hands, deal.upcard, deal.kitty)

    def states(self) -> tuple[HandState, ...]:
        """The hand before each action of :attr:`history`, in order.

        ``states()[i].apply(history[i][1])`` is ``states()[i + 1]``, and the last one's
        gives this state back; ``states()[0]`` is :meth:`initial`. Empty before the first bid.
        """
        state = self.initial()
        before = []
        for _, action in self.history:
            before.append(state)
            state = state.apply(action)
        return tuple(before)

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
        """The actions the seat to act may take, as strings; empty when the hand is over.

        A view of the seat to act holds the same actions as a tuple, ``view.legal_actions``.
        """
        return [*self._legal]

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
            return _NEXT[self.phase](self, action)
        raise self._refusal(action, seat)

    # --- why an action is refused ---------------------------------------------------

    def why_not(self, action: str, seat: int | None = None) -> str | None:
        """None when :meth:`apply` would accept ``action`` now; otherwise the reason, in words.

        The reason comes from the same checks that build :meth:`legal_actions`, and names
        the house rule where one applies::

            >>> import euchre
            >>> rules = euchre.Rules().replace(order_without_trump=False)
            >>> state = euchre.Round.start(rules, first_dealer=3, seed=13).hand
            >>> state.legal_actions(), state.why_not("pass") is None
            (['pass'], True)
            >>> print(state.why_not("order"))                 # doctest: +NORMALIZE_WHITESPACE
            ordering up needs a card that would be trump (diamonds or the jack of hearts), and you
            hold none (house rule 1, ordering up without a trump, is switched off)

        ``seat`` (optional) asks about that seat, as :meth:`apply` does. A malformed action
        gets the reason :class:`InvalidActionError` would give.
        """
        if action in self._legal and (seat is None or (
                seat == self.to_act and isinstance(seat, int) and not isinstance(seat, bool))):
            return None
        try:
            return self._reason(action, seat)[1]
        except InvalidActionError as error:
            return str(error)

    def refused_by(self, action: str) -> str | None:
        """The house rule that refuses ``action`` to the seat to act, by its :class:`Rules` name; None
        when no house rule does (the action is legal, or the plain rules refuse it)::

            >>> import euchre
            >>> rules = euchre.Rules().replace(order_without_trump=False)
            >>> state = euchre.Round.start(rules, first_dealer=3, seed=13).hand
            >>> state.refused_by("order"), state.refused_by("pass"), state.refused_by("call H")
            ('order_without_trump', None, None)

        The same checks as :meth:`why_not`, whose reason then names that house rule.
        """
        if action in self._legal or self.to_act is None:
            return None
        try:
            kind, _, alone = action_form(action)
        except InvalidActionError:
            return None
        deal, seat = self._deal, self.to_act
        rules, dealer, upcard, held = deal.rules, deal.dealer, deal.upcard, self.hands[seat]
        if self.phase is _BID_UPCARD and kind is ORDER:
            if _no_natural(rules, dealer, upcard, seat, held):
                return "dealer_needs_natural"
            if _no_trump_to_order(rules, dealer, upcard, seat, held):
                return "order_without_trump"
            if not alone and _must_go_alone(rules, dealer, seat):
                return "partner_order_goes_alone"
        if self.phase is _BID_SUIT and kind is PASS and _stuck(rules, dealer, seat):
            return "stick_the_dealer"
        return None

    def _reason(self, action: object, seat: int | None) -> tuple[str, str]:
        """(who, reason) for a refused action; raises InvalidActionError when it is malformed."""
        kind, arg, alone = action_form(action)
        turn = _turn_reason(self.to_act, seat)
        if turn is not None:
            return (f"{action!r}" if seat is None or turn.startswith("seat must") else f"{action!r} by seat {seat}",
                    turn)
        actor: int = self.to_act  # type: ignore[assignment]
        deal = self._deal
        held = self.hands[actor]
        reason = _PHASES[self.phase].refusal(deal.rules, deal.dealer, deal.upcard, actor, held, self.contract,
                                             self.trick, self._legal, kind, arg, alone)
        assert reason is not None, f"{action!r} is legal"  # only called for refused actions
        return f"{action!r} by seat {actor}", reason

    def _refusal(self, action: object, seat: int | None) -> Exception:
        try:
            who, reason = self._reason(action, seat)
        except InvalidActionError as error:
            return error
        return IllegalActionError(f"{who}: {reason}")

    # --- what a seat may know -------------------------------------------------------

    def view(self, seat: int) -> HandView:
        """Everything ``seat`` may know now, and nothing more."""
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat <= 3:
            raise ValueError(f"seat must be 0, 1, 2 or 3, not {seat!r}")
        deal = self._deal
        history = tuple(
            (s, "discard" if s != seat and PARSED[a].kind is DISCARD else a) for s, a in self.history)
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
            legal_actions=tuple(self._legal) if seat == self.to_act else (),
        )

    # --- equality and JSON ----------------------------------------------------------

    def _key(self) -> tuple[Any, ...]:
        return (*self._deal.key(), self._bidding, self.tricks, self.trick)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, HandState):
            return NotImplemented
        return self is other or self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        deal = self._deal
        hands = ", ".join(repr(" ".join(h)) for h in deal.hands)
        actions = "".join(f"{a!r}, " for _, a in self.history)
        return (f"HandState.replay({deal.rules!r}, dealer={deal.dealer}, hands=({hands}), "
                f"upcard={deal.upcard!r}, kitty={' '.join(deal.kitty)!r}, actions=({actions.rstrip(', ')}"
                f"{',' if len(self.history) == 1 else ''}))")

    @classmethod
    def replay(cls, rules: Rules, dealer: int, hands: Sequence[Sequence[str] | str], upcard: str,
               kitty: Sequence[str] | str, actions: Sequence[str] = ()) -> HandState:
        """The hand dealt so (as :func:`new_hand`, a hand or the kitty also written as one string of
        card codes) after ``actions``, each checked as :meth:`apply` checks it. A state's ``repr``
        is this call::

            >>> import random, euchre
            >>> from euchre import HandState, Rules
            >>> state = euchre.deal(Rules(), dealer=2, rng=random.Random(5)).apply("pass")
            >>> state                                               # doctest: +ELLIPSIS
            HandState.replay(Rules(), dealer=2, hands=(...), upcard=..., kitty=..., actions=('pass',))
            >>> eval(repr(state)) == state
            True
        """
        def cards(held: Sequence[str] | str) -> Sequence[str]:
            return held.split() if isinstance(held, str) else held

        state = new_hand(rules, dealer, [cards(h) for h in hands], upcard, cards(kitty))
        for action in actions:
            state = state.apply(action)
        return state

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

    @classmethod
    def assemble(cls, rules: Rules, dealer: int, dealt: Sequence[Sequence[str]], upcard: str,
                 kitty: Sequence[str], *, phase: Phase, to_act: int | None,
                 hands: Sequence[Sequence[str]], history: Sequence[tuple[int, str]],
                 contract: Contract | None = None, discard: str | None = None,
                 tricks: Sequence[Trick] = (), trick: Sequence[tuple[int, str]] = (),
                 tricks_won: tuple[int, int] = (0, 0), points: tuple[int, int] = (0, 0)) -> HandState:
        """A state put together from its parts, at any point of a hand, checking nothing.

        For search code that builds many states it knows to be consistent, such as the
        expert's sampler (:mod:`euchre.ai.sampler`): it must equal what :func:`new_hand`
        with the same deal followed by ``apply`` of each action of ``history`` would
        give, only without the replay. The legal actions come from the same phase
        functions :meth:`apply` uses. Anything else should use :func:`new_hand` and
        :meth:`apply`, which check every step.

        ``dealt`` is the five cards each seat was dealt and ``hands`` what each holds
        now; ``trick`` is the ``(seat, card)`` plays of the trick in progress.
        """
        the_deal = _Deal(rules, dealer, tuple(map(tuple, dealt)), upcard, tuple(kitty))
        held = tuple(map(tuple, hands))
        trick = tuple(trick)
        if phase is _PLAYING:
            leader = trick[0][0] if trick else to_act
        else:
            leader = tricks[-1].winner if tricks else 0
        legal = (() if to_act is None or phase is _OVER
                 else _PHASES[phase].legal(rules, dealer, upcard, to_act, held, contract, trick))
        tricks = tuple(tricks)
        history = tuple(history)
        bidding = history[:len(history) - len(trick) - sum([len(t.plays) for t in tricks])]  # the rest: the cards
        return _state(the_deal, phase, to_act, held, bidding, contract, discard, tricks, trick,
                      leader, tricks_won, points, legal)  # type: ignore[arg-type]


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
    legal_actions: tuple[str, ...]
    """This seat's legal actions when it is to act, else empty."""

    @property
    def trump(self) -> str | None:
        return self.contract.trump if self.contract else None

    def why_not(self, action: str) -> str | None:
        """None when this seat may take ``action`` now; otherwise the reason, in words.

        The same answer as ``state.why_not(action, seat)`` on the full state, from the
        same checks: a view holds everything a refusal depends on.
        """
        if action in self.legal_actions:
            return None
        try:
            kind, arg, alone = action_form(action)
        except InvalidActionError as error:
            return str(error)
        turn = _turn_reason(self.to_act, self.seat)
        if turn is not None:
            return turn
        trick = self.trick.plays if self.trick is not None else ()
        return _PHASES[self.phase].refusal(self.rules, self.dealer, self.upcard, self.seat, self.hand,
                                           self.contract, trick, self.legal_actions, kind, arg, alone)

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
                legal_actions=tuple(data["legal_actions"]),
            )
        except (KeyError, TypeError, ValueError) as error:
            raise InvalidStateError(f"a view cannot be read: {error!r}") from error


# --- the rules of each phase ---------------------------------------------------------
#
# A section per phase, each with the same three parts side by side:
#
# - its legal actions, built by one function that every transition, HandState.assemble
#   (the expert's sampler) and nothing else uses;
# - its transition: the state after the seat to act takes one of them;
# - its refusal: why an action is not legal, from the same checks the legal actions are
#   built with, so a reason is given exactly when an action is refused
#   (tests/engine/test_why_not.py checks this over many random states).
#
# A check returns the reason in words for the player to act, or None. _PHASES, at the end,
# puts each phase's three parts together.

def _wrong_kind(words: str, legal: Sequence[str]) -> str:
    return f"{words}; legal now: {', '.join(legal)}"


# --- round one of bidding (Phase.BID_UPCARD): pass, or order up the turned card --------

_ROUND_ONE = ("pass", "order", "order alone")
_ROUND_ONE_PARTNER_ALONE = ("pass", "order alone")
_PASS_ONLY = ("pass",)


def _no_natural(rules: Rules, dealer: int, upcard: str, seat: int, held: Sequence[str]) -> str | None:
    """House rule 3: the dealer may pick up only holding a natural card of the turned suit."""
    if seat == dealer and rules.dealer_needs_natural:
        turned = upcard[1]
        for card in held:
            if card[1] == turned:
                return None
        name = SUIT_NAMES[turned][:-1]
        return (f"the dealer may pick up the {card_name(upcard)} only holding a natural {name}, and you hold "
                f"none (house rule 3: the other jack of the same colour does not count before trump is made)")
    return None


def _no_trump_to_order(rules: Rules, dealer: int, upcard: str, seat: int, held: Sequence[str]) -> str | None:
    """House rule 1 switched off: ordering up needs a card that would be trump."""
    if seat != dealer and not rules.order_without_trump:
        turned = upcard[1]
        effective = EFFECTIVE_SUIT[turned]
        for card in held:
            if effective[card] == turned:
                return None
        return (f"ordering up needs a card that would be trump ({SUIT_NAMES[turned]} or the "
                f"{card_name('J' + same_colour(turned))}), and you hold none "
                f"(house rule 1, ordering up without a trump, is switched off)")
    return None


def _must_go_alone(rules: Rules, dealer: int, seat: int) -> str | None:
    """House rule 2: the dealer's partner who orders up goes alone."""
    if rules.partner_order_goes_alone and seat == (dealer + 2) % 4:
        return ("the dealer's partner may order up only to go alone (house rule 2: ordering up your "
                "partner means going alone); the action is 'order alone'")
    return None


def _round_one_actions(rules: Rules, dealer: int, upcard: str, seat: int,
                       held: Sequence[str]) -> tuple[str, ...]:
    """Round one: pass, or order up (pick up, for the dealer) the turned card."""
    if _no_natural(rules, dealer, upcard, seat, held) or _no_trump_to_order(rules, dealer, upcard, seat, held):
        return _PASS_ONLY
    if _must_go_alone(rules, dealer, seat):
        return _ROUND_ONE_PARTNER_ALONE
    return _ROUND_ONE


def _round_one_next(state: HandState, action: str) -> HandState:
    """Round one: a pass goes to the next seat (after the dealer's, to round two). An order makes
    the turned card's suit trump; the dealer picks the card up and discards, unless the dealer
    sits out the partner's lone hand."""
    deal = state._deal
    seat: int = state.to_act  # type: ignore[assignment]
    dealer, upcard, hands = deal.dealer, deal.upcard, state.hands
    bidding = state._bidding + ((seat, action),)
    nxt = (seat + 1) & 3
    if action == "pass":
        if seat == dealer:
            return _state(deal, _BID_SUIT, nxt, hands, bidding, None, None, (), (), 0, _NO_POINTS, _NO_POINTS,
                          _round_two_actions(deal.rules, dealer, upcard, nxt))
        return _state(deal, _BID_UPCARD, nxt, hands, bidding, None, None, (), (), 0, _NO_POINTS, _NO_POINTS,
                      _round_one_actions(deal.rules, dealer, upcard, nxt, hands[nxt]))
    alone = action == "order alone"
    contract = Contract(upcard[1], seat, alone, True)
    if alone and seat == (dealer + 2) & 3:
        return _first_lead(state, bidding, contract, hands, None)
    hands = _with_hand(hands, dealer, hands[dealer] + (upcard,))
    return _state(deal, _DISCARDING, dealer, hands, bidding, contract, None, (), (), 0, _NO_POINTS, _NO_POINTS,
                  _discard_actions(upcard, hands[dealer]))


def _round_one_refusal(rules: Rules, dealer: int, upcard: str, seat: int, held: Sequence[str],
                       contract: Contract | None, trick: Sequence[tuple[int, str]], legal: Sequence[str],
                       kind: str, arg: str | None, alone: bool) -> str | None:
    if kind is PASS:
        return None
    if kind is ORDER:
        return (_no_natural(rules, dealer, upcard, seat, held)
                or _no_trump_to_order(rules, dealer, upcard, seat, held)
                or (None if alone else _must_go_alone(rules, dealer, seat)))
    return _wrong_kind("it is round one of bidding: pass or order up the turned card", legal)


# --- round two of bidding (Phase.BID_SUIT): pass, or name a suit ------------------------

_CALL_ACTIONS: dict[str, tuple[str, ...]] = {}
_PASS_AND_CALL_ACTIONS: dict[str, tuple[str, ...]] = {}


def _turned_down(upcard: str, suit: str) -> str | None:
    """Round two: the turned-down suit cannot be named."""
    if suit == upcard[1]:
        return f"{SUIT_NAMES[suit]} was turned down and cannot be trump in round two"
    return None


def _stuck(rules: Rules, dealer: int, seat: int) -> str | None:
    """House rule 4, stick the dealer: the dealer may not pass in round two."""
    if seat == dealer and rules.stick_the_dealer:
        return ("stick the dealer (house rule 4): everyone else passed, so the dealer must name a suit "
                "other than the turned-down one; there are no re-deals")
    return None


def _fill_call_tables() -> None:
    # Built once from the same check that explains a refused call (_turned_down).
    for turned in SUITS:
        upcard = "9" + turned
        calls = tuple(a for s in SUITS if _turned_down(upcard, s) is None for a in (f"call {s}", f"call {s} alone"))
        _CALL_ACTIONS[turned] = calls
        _PASS_AND_CALL_ACTIONS[turned] = ("pass", *calls)


_fill_call_tables()


def _round_two_actions(rules: Rules, dealer: int, upcard: str, seat: int) -> tuple[str, ...]:
    """Round two: pass (unless stuck), or name a suit that was not turned down."""
    turned = upcard[1]
    if seat == dealer and _stuck(rules, dealer, seat):
        return _CALL_ACTIONS[turned]
    return _PASS_AND_CALL_ACTIONS[turned]


def _round_two_next(state: HandState, action: str) -> HandState:
    """Round two: a pass goes to the next seat (after the dealer's, the hand is thrown in); a
    call makes the named suit trump and play begins."""
    deal = state._deal
    seat: int = state.to_act  # type: ignore[assignment]
    bidding = state._bidding + ((seat, action),)
    if action == "pass":
        if seat == deal.dealer:  # everyone passed twice: only reachable without stick the dealer
            return _state(deal, _OVER, None, state.hands, bidding, None, None, (), (), 0, _NO_POINTS, _NO_POINTS, ())
        nxt = (seat + 1) & 3
        return _state(deal, _BID_SUIT, nxt, state.hands, bidding, None, None, (), (), 0, _NO_POINTS, _NO_POINTS,
                      _round_two_actions(deal.rules, deal.dealer, deal.upcard, nxt))
    _, suit, alone = ACTIONS[action]
    return _first_lead(state, bidding, Contract(suit, seat, alone, False), state.hands, None)


def _round_two_refusal(rules: Rules, dealer: int, upcard: str, seat: int, held: Sequence[str],
                       contract: Contract | None, trick: Sequence[tuple[int, str]], legal: Sequence[str],
                       kind: str, arg: str | None, alone: bool) -> str | None:
    if kind is PASS:
        return _stuck(rules, dealer, seat)
    if kind is CALL:
        return _turned_down(upcard, arg)  # type: ignore[arg-type]
    return _wrong_kind(f"it is round two of bidding: pass or name a suit other than {SUIT_NAMES[upcard[1]]}", legal)


# --- the dealer's discard (Phase.DISCARD) ---------------------------------------------

def _discard_actions(upcard: str, held: Sequence[str]) -> tuple[str, ...]:
    """The dealer's discard: any card held but the turned card, just picked up."""
    return tuple([DISCARD_ACTION[c] for c in held if c != upcard])


def _discard_next(state: HandState, action: str) -> HandState:
    """The dealer lays a card aside (face down: only the dealer's view shows it) and play begins."""
    dealer = state._deal.dealer
    card = ACTIONS[action][1]
    held = state.hands[dealer]
    i = held.index(card)
    return _first_lead(state, state._bidding + ((dealer, action),), state.contract,  # type: ignore[arg-type]
                       _with_hand(state.hands, dealer, held[:i] + held[i + 1:]), card)


def _discard_refusal(rules: Rules, dealer: int, upcard: str, seat: int, held: Sequence[str],
                     contract: Contract | None, trick: Sequence[tuple[int, str]], legal: Sequence[str],
                     kind: str, arg: str | None, alone: bool) -> str | None:
    if kind is not DISCARD:
        return _wrong_kind("the dealer must discard a card", legal)
    if DISCARD_ACTION[arg] in legal:  # type: ignore[index]
        return None
    if arg == upcard:
        return f"the turned card ({card_name(arg)}) cannot be the discard: the dealer picked it up to keep it"
    return f"the dealer does not hold {arg}"


# --- five tricks (Phase.PLAY) ------------------------------------------------------------

def _first_lead(state: HandState, bidding: tuple[tuple[int, str], ...], contract: Contract,
                hands: tuple[tuple[str, ...], ...], discard: str | None) -> HandState:
    """Play begins: the dealer's left leads (the next seat, when that one sits out a lone hand)."""
    deal = state._deal
    leader = (deal.dealer + 1) & 3
    if contract.alone and leader == (contract.maker + 2) & 3:
        leader = (leader + 1) & 3
    return _state(deal, _PLAYING, leader, hands, bidding, contract, discard, (), (), leader, _NO_POINTS, _NO_POINTS,
                  _play_actions(contract.trump, (), hands[leader]))


def _play_actions(trump: str, trick: Sequence[tuple[int, str]], held: Sequence[str]) -> Sequence[str]:
    """Play: a card of the suit led if the hand holds one (the left bower is trump), else any card.

    It runs for every card played, so it looks up tables built once, and it may give a list:
    a state never hands its legal actions out (``legal_actions()`` copies them, a view holds a tuple).
    """
    if trick:
        follow = _FOLLOWING[trump][trick[0][1]]
        following = [follow[c] for c in held if c in follow]
        if following:
            return following
    return tuple(map(_play_of, held))


_FOLLOWING: dict[str, dict[str, dict[str, str]]] = {
    trump: {lead: {c: PLAY_ACTION[c] for c in PACK if EFFECTIVE_SUIT[trump][c] == EFFECTIVE_SUIT[trump][lead]}
            for lead in PACK}
    for trump in SUITS
}
"""``_FOLLOWING[trump][lead]``: the play action of each card that follows the card led."""
_TRICK_POWER: dict[str, dict[str, dict[str, int]]] = {
    trump: {lead: POWER[trump][EFFECTIVE_SUIT[trump][lead]] for lead in PACK} for trump in SUITS
}
"""``_TRICK_POWER[trump][lead]``: each card's strength in a trick the card ``lead`` led."""
_play_of = PLAY_ACTION.__getitem__


def _play_next(state: HandState, card: str) -> HandState:
    """A card is played: the next seat follows, or the trick's winner takes it and leads the
    next, or, after the fifth trick, the hand is scored.

    Four moves in five are a card, so this reads :func:`_with_hand` and the following seat's
    :func:`_play_actions` in place: calling them costs 7% more instructions a hand (tools/bench.py
    under callgrind)."""
    seat: int = state.to_act  # type: ignore[assignment]
    contract: Contract = state.contract  # type: ignore[assignment]
    h0, h1, h2, h3 = hands = state.hands
    held = hands[seat]
    i = held.index(card)
    held = held[:i] + held[i + 1:]
    hands = ((held, h1, h2, h3) if seat == 0 else (h0, held, h2, h3) if seat == 1
             else (h0, h1, held, h3) if seat == 2 else (h0, h1, h2, held))
    trick = state.trick + ((seat, card),)
    alone = contract.alone
    if len(trick) < (3 if alone else 4):
        nxt = (seat + 1) & 3
        if alone and nxt == (contract.maker + 2) & 3:
            nxt = (nxt + 1) & 3
        follow = _FOLLOWING[contract.trump][trick[0][1]]
        held = hands[nxt]
        legal = []  # a loop, not a comprehension: 5% fewer instructions a hand (tools/bench.py under callgrind)
        for c in held:
            if c in follow:
                legal.append(follow[c])
        return _state(state._deal, _PLAYING, nxt, hands, state._bidding, contract, state._discard, state.tricks,
                      trick, state._leader, state.tricks_won, _NO_POINTS, legal or tuple(map(_play_of, held)))
    winner, led = trick[0]
    power = _TRICK_POWER[contract.trump][led]
    best = power[led]
    for player, played in trick[1:]:
        if power[played] > best:
            winner, best = player, power[played]
    tricks = state.tricks + (Trick(state._leader, trick, winner),)
    won0, won1 = state.tricks_won
    won = (won0 + 1, won1) if winner & 1 == 0 else (won0, won1 + 1)
    if len(tricks) < 5:
        return _state(state._deal, _PLAYING, winner, hands, state._bidding, contract, state._discard, tricks, (),
                      winner, won, _NO_POINTS, tuple(map(_play_of, hands[winner])))  # a lead: any card
    makers = contract.maker & 1
    return _state(state._deal, _OVER, None, hands, state._bidding, contract, state._discard, tricks, (), winner, won,
                  hand_points(makers, won[makers], alone), ())


def _play_refusal(rules: Rules, dealer: int, upcard: str, seat: int, held: Sequence[str],
                  contract: Contract | None, trick: Sequence[tuple[int, str]], legal: Sequence[str],
                  kind: str, arg: str | None, alone: bool) -> str | None:
    if kind is not PLAY:
        return _wrong_kind("it is time to play a card", legal)
    if PLAY_ACTION[arg] in legal:  # type: ignore[index]
        return None
    if arg not in held:
        return f"your hand does not hold {arg}"
    trump = contract.trump  # type: ignore[union-attr]
    led = EFFECTIVE_SUIT[trump][trick[0][1]]
    return (f"you must follow {SUIT_NAMES[led]} with {' or '.join(PLAY_CARD[a] for a in legal)}"
            + (" (the left bower is trump)" if led == trump else ""))


# --- each phase's three parts, and whose turn it is ---------------------------------------


class _PhaseRules(NamedTuple):
    """One phase's rules: its legal actions, its transition and its refusal reasons."""

    legal: Callable[[Rules, int, str, int, Sequence[Sequence[str]], Contract | None,
                     Sequence[tuple[int, str]]], Sequence[str]]
    """``(rules, dealer, upcard, seat to act, hands, contract, trick)`` -> the legal actions."""
    next: Callable[[HandState, str], HandState]
    """``(state, a legal action)`` -> the state after it."""
    refusal: Callable[..., str | None]
    """``(rules, dealer, upcard, seat, held, contract, trick, legal, kind, arg, alone)`` -> why the
    parsed action is refused (None when it is legal)."""


_PHASES: dict[Phase, _PhaseRules] = {
    _BID_UPCARD: _PhaseRules(
        lambda rules, dealer, upcard, seat, hands, contract, trick: _round_one_actions(
            rules, dealer, upcard, seat, hands[seat]),
        _round_one_next, _round_one_refusal),
    _BID_SUIT: _PhaseRules(
        lambda rules, dealer, upcard, seat, hands, contract, trick: _round_two_actions(rules, dealer, upcard, seat),
        _round_two_next, _round_two_refusal),
    _DISCARDING: _PhaseRules(
        lambda rules, dealer, upcard, seat, hands, contract, trick: _discard_actions(upcard, hands[dealer]),
        _discard_next, _discard_refusal),
    _PLAYING: _PhaseRules(
        lambda rules, dealer, upcard, seat, hands, contract, trick: _play_actions(
            contract.trump, trick, hands[seat]),  # type: ignore[union-attr]
        lambda state, action: _play_next(state, PLAY_CARD[action]), _play_refusal),
}
"""Each phase but :attr:`Phase.OVER` (no actions), and its rules."""
_NEXT = {phase: rules.next for phase, rules in _PHASES.items()}
"""Each phase's transition, looked up by :meth:`HandState.apply` for every bid and discard."""


def _turn_reason(to_act: int | None, seat: object) -> str | None:
    """Why ``seat`` may not act now (None when it is that seat's turn, or no seat is given)."""
    if seat is None:
        return "the hand is over, nobody acts" if to_act is None else None
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat <= 3:
        return f"seat must be 0-3, not {seat!r}"
    if seat != to_act:
        whose = "the hand is over" if to_act is None else f"it is seat {to_act}'s turn"
        return f"not seat {seat}'s turn ({whose})"
    return None



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


_LISTS = (list, tuple)
_PACK_SET = frozenset(PACK)


def new_hand(rules: Rules, dealer: int, hands: Sequence[Sequence[str]], upcard: str,
             kitty: Sequence[str]) -> HandState:
    """The state of a hand before the first bid, from a given deal.

    ``hands`` holds four lists of five card codes, seat 0 first; ``upcard`` is the
    turned card and ``kitty`` the three cards under it. Together they must be the 24
    cards of the pack, each exactly once.
    """
    if not isinstance(rules, Rules):
        raise TypeError(f"rules must be a euchre.Rules, not {type(rules).__name__}")
    # The common case, checked in a few steps: lists or tuples of the right lengths that
    # hold, between them, the 24 cards of the pack (24 places, 24 different cards: each
    # card exactly once). Anything else takes the detailed checks below, which say what is wrong.
    # Without this shortcut the new_hand loop costs 21% more instructions a hand (tools/bench.py under callgrind).
    if type(dealer) is int and 0 <= dealer <= 3 and type(hands) in _LISTS and len(hands) == 4 \
            and type(kitty) in _LISTS and len(kitty) == 3:
        h0, h1, h2, h3 = hands
        if type(h0) in _LISTS and type(h1) in _LISTS and type(h2) in _LISTS and type(h3) in _LISTS \
                and len(h0) == len(h1) == len(h2) == len(h3) == 5:
            try:
                complete = {*h0, *h1, *h2, *h3, upcard, *kitty} == _PACK_SET
            except TypeError:  # something unhashable: not a card
                complete = False
            if complete:
                return _first_state(rules, dealer, (tuple(h0), tuple(h1), tuple(h2), tuple(h3)), upcard,
                                    tuple(kitty))
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
    """The hand before the first bid, from a deal known to be valid."""
    the_deal = _Deal(rules, dealer, hands, upcard, kitty)
    first = (dealer + 1) % 4
    return _state(the_deal, _BID_UPCARD, first, hands, (), None, None, (), (), 0, _NO_POINTS, _NO_POINTS,
                  _round_one_actions(rules, dealer, upcard, first, hands[first]))


def deal(rules: Rules, dealer: int, rng: _random.Random | None = None) -> HandState:
    """Shuffle the pack with ``rng`` (a :class:`random.Random`) and deal a new hand."""
    if not isinstance(rules, Rules):
        raise TypeError(f"rules must be a euchre.Rules, not {type(rules).__name__}")
    dealer = _check_seat(dealer)
    pack = _shuffled(rng or _random.Random())
    # A shuffled pack is a valid deal by construction: no need for new_hand's checks.
    hands = (tuple(pack[0:5]), tuple(pack[5:10]), tuple(pack[10:15]), tuple(pack[15:20]))
    return _first_state(rules, dealer, hands, pack[20], tuple(pack[21:24]))


# random.shuffle's own steps (a swap with a position drawn below each place, from the last
# place down), written out for the 24 cards: the bit count of each draw is known in advance,
# so the pack comes out exactly as rng.shuffle would leave it, in less than half the time:
# rng.shuffle costs the deal loop 8% more instructions a hand (tools/bench.py under callgrind).
_SHUFFLE_STEPS = tuple((i, (i + 1).bit_length()) for i in range(len(PACK) - 1, 0, -1))


def _shuffle_drawn(rng: _random.Random) -> list[str]:
    """The pack shuffled by random.shuffle's steps, drawing from ``rng.getrandbits``."""
    pack = list(PACK)
    bits = rng.getrandbits
    for i, k in _SHUFFLE_STEPS:
        j = bits(k)
        while j > i:
            j = bits(k)
        pack[i], pack[j] = pack[j], pack[i]
    return pack


def _same_as_shuffle() -> bool:
    """True when this Python's ``random.shuffle`` draws as ``_shuffle_drawn`` does (checked at import)."""
    for seed in range(8):
        ours, theirs = _random.Random(seed), _random.Random(seed)
        pack = list(PACK)
        theirs.shuffle(pack)
        if _shuffle_drawn(ours) != pack or ours.random() != theirs.random():
            return False
    return True


_SHUFFLE = _random.Random.shuffle
_RANDBELOW = getattr(_random.Random, "_randbelow_with_getrandbits", None)
_DRAWN = _random.Random._randbelow is _RANDBELOW and _same_as_shuffle()


def _shuffled(rng: _random.Random) -> list[str]:
    """The pack shuffled by ``rng``: the same order, and the same draws, as ``rng.shuffle``."""
    kind = type(rng)
    if _DRAWN and kind.shuffle is _SHUFFLE and kind._randbelow is _RANDBELOW:
        return _shuffle_drawn(rng)
    pack = list(PACK)  # a Random with a shuffle or a source of its own
    rng.shuffle(pack)
    return pack
