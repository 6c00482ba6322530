"""A deliberately simple, slow reference implementation of the rulings.

Written from docs/RULES.md (the project's account of the tournament's rules and
its rulings), not from the engine's code: it shares no code with ``euchre`` (not even the card tables), keeps
its state in plain mutable lists, and recomputes everything from the deal and the
list of actions taken so far. Tests compare the engine against it.

Only the action *strings* are shared with the engine, because they are its public
API: ``pass``, ``order``, ``order alone``, ``call H``, ``call H alone``,
``discard 9C``, ``play JH``.
"""

from __future__ import annotations

SUITS = ["C", "D", "H", "S"]
PLAIN_ORDER = ["9", "T", "J", "Q", "K", "A"]  # lowest to highest in a plain suit
COLOUR_PARTNER = {"C": "S", "S": "C", "D": "H", "H": "D"}
ALL_CARDS = [rank + suit for suit in SUITS for rank in PLAIN_ORDER]

RULE_NAMES = ["order_without_trump", "partner_order_goes_alone", "dealer_needs_natural", "stick_the_dealer"]


def read_rules(rules) -> dict:
    """Rules as a plain dict of the four switches (accepts a dict or any object with the attributes)."""
    if isinstance(rules, dict):
        return {name: bool(rules[name]) for name in RULE_NAMES}
    return {name: bool(getattr(rules, name)) for name in RULE_NAMES}


# --- cards ---------------------------------------------------------------------------


def right_bower(trump: str) -> str:
    return "J" + trump


def left_bower(trump: str) -> str:
    return "J" + COLOUR_PARTNER[trump]


def suit_during_play(card: str, trump: str) -> str:
    """The suit a card counts as once trump is made: the left bower is a trump."""
    if card == left_bower(trump):
        return trump
    return card[1]


def trumps_high_to_low(trump: str) -> list[str]:
    return [right_bower(trump), left_bower(trump)] + [rank + trump for rank in ["A", "K", "Q", "T", "9"]]


def trick_winner(plays: list[tuple[int, str]], trump: str) -> int:
    """Seat that wins a complete trick: highest trump, else highest card of the suit led."""
    ladder = trumps_high_to_low(trump)
    trumps_played = [(seat, card) for seat, card in plays if card in ladder]
    if trumps_played:
        best_seat, best_card = trumps_played[0]
        for seat, card in trumps_played:
            if ladder.index(card) < ladder.index(best_card):
                best_seat, best_card = seat, card
        return best_seat
    led_suit = plays[0][1][1]  # no trump in the trick, so the led card is a plain card
    best_seat, best_card = plays[0]
    for seat, card in plays:
        if card[1] == led_suit and PLAIN_ORDER.index(card[0]) > PLAIN_ORDER.index(best_card[0]):
            best_seat, best_card = seat, card
    return best_seat


def score(makers_team: int, makers_tricks: int, alone: bool) -> tuple[int, int]:
    """The scoring table of docs/RULES.md, as (team 0 points, team 1 points)."""
    if makers_tricks == 5:
        makers, defenders = (4 if alone else 2), 0
    elif makers_tricks in (3, 4):
        makers, defenders = 1, 0
    else:
        makers, defenders = 0, 2
    result = [0, 0]
    result[makers_team] = makers
    result[1 - makers_team] = defenders
    return (result[0], result[1])


# --- a hand --------------------------------------------------------------------------


class RefHand:
    """One hand, replayed from the deal. Mutable; build with :func:`replay`."""

    def __init__(self, rules, dealer: int, hands, upcard: str, kitty) -> None:
        self.rules = read_rules(rules)
        self.dealer = dealer
        self.hands = [list(h) for h in hands]
        self.upcard = upcard
        self.kitty = list(kitty)
        self.stage = "round one"
        self.turn: int | None = (dealer + 1) % 4
        self.trump: str | None = None
        self.maker: int | None = None
        self.alone = False
        self.sits_out: int | None = None
        self.discarded: str | None = None
        self.picked_up = False
        self.current: list[tuple[int, str]] = []
        self.done_tricks: list[tuple[list[tuple[int, str]], int]] = []
        self.won = [0, 0]
        self.points = (0, 0)
        self.thrown_in = False
        self.log: list[tuple[int, str]] = []

    # who is who

    def partner_of(self, seat: int) -> int:
        return (seat + 2) % 4

    def next_active(self, seat: int) -> int:
        seat = (seat + 1) % 4
        while seat == self.sits_out:
            seat = (seat + 1) % 4
        return seat

    def players_in_trick(self) -> int:
        return 4 if self.sits_out is None else 3

    # what may be done

    def legal(self) -> set[str]:
        if self.stage == "over":
            return set()
        seat = self.turn
        hand = self.hands[seat]
        turned_suit = self.upcard[1]

        if self.stage == "round one":
            options = {"pass"}
            if seat == self.dealer:
                # House rule 3: a natural card of the turned suit; the left bower is not one yet.
                naturals = [c for c in hand if c[1] == turned_suit]
                allowed = bool(naturals) or not self.rules["dealer_needs_natural"]
            else:
                # House rule 1 off: the orderer needs a card that would be trump, left bower included.
                would_be_trump = [c for c in hand if c[1] == turned_suit or c == left_bower(turned_suit)]
                allowed = bool(would_be_trump) or self.rules["order_without_trump"]
            if allowed:
                if seat == self.partner_of(self.dealer) and self.rules["partner_order_goes_alone"]:
                    options.add("order alone")  # house rule 2: no choice
                else:
                    options.update({"order", "order alone"})
            return options

        if self.stage == "round two":
            options = set()
            for suit in SUITS:
                if suit != turned_suit:
                    options.add("call " + suit)
                    options.add("call " + suit + " alone")
            stuck = seat == self.dealer and self.rules["stick_the_dealer"]
            if not stuck:
                options.add("pass")
            return options

        if self.stage == "discard":
            return {"discard " + c for c in hand if c != self.upcard}

        # playing
        if not self.current:
            return {"play " + c for c in hand}
        led = suit_during_play(self.current[0][1], self.trump)
        following = [c for c in hand if suit_during_play(c, self.trump) == led]
        return {"play " + c for c in (following or hand)}

    # doing it

    def act(self, action: str) -> None:
        if action not in self.legal():
            raise ValueError(f"reference: {action!r} is not legal for seat {self.turn} in {self.stage}")
        seat = self.turn
        self.log.append((seat, action))
        words = action.split()

        if words[0] == "pass":
            if self.stage == "round one":
                if seat == self.dealer:
                    self.stage = "round two"
                self.turn = (seat + 1) % 4
            else:
                if seat == self.dealer:  # passed around twice, no stick the dealer: thrown in
                    self.stage = "over"
                    self.turn = None
                    self.thrown_in = True
                else:
                    self.turn = (seat + 1) % 4
            return

        if words[0] == "order":
            self.trump = self.upcard[1]
            self.maker = seat
            self.alone = words[-1] == "alone"
            if self.alone:
                self.sits_out = self.partner_of(seat)
            if self.alone and seat == self.partner_of(self.dealer):
                # the dealer sits out and does not pick up
                self.begin_play()
            else:
                self.hands[self.dealer].append(self.upcard)
                self.picked_up = True
                self.stage = "discard"
                self.turn = self.dealer
            return

        if words[0] == "call":
            self.trump = words[1]
            self.maker = seat
            self.alone = words[-1] == "alone"
            if self.alone:
                self.sits_out = self.partner_of(seat)
            self.begin_play()
            return

        if words[0] == "discard":
            self.hands[seat].remove(words[1])
            self.discarded = words[1]
            self.begin_play()
            return

        # play
        card = words[1]
        self.hands[seat].remove(card)
        self.current.append((seat, card))
        if len(self.current) < self.players_in_trick():
            self.turn = self.next_active(seat)
            return
        winner = trick_winner(self.current, self.trump)
        self.done_tricks.append((self.current, winner))
        self.current = []
        self.won[winner % 2] += 1
        if len(self.done_tricks) == 5:
            team = self.maker % 2
            self.points = score(team, self.won[team], self.alone)
            self.stage = "over"
            self.turn = None
        else:
            self.turn = winner

    def begin_play(self) -> None:
        self.stage = "play"
        first = (self.dealer + 1) % 4
        if first == self.sits_out:
            first = (first + 1) % 4
        self.turn = first


def replay(rules, dealer, hands, upcard, kitty, actions) -> RefHand:
    """The reference hand after ``actions`` (each checked for legality)."""
    hand = RefHand(rules, dealer, hands, upcard, kitty)
    for action in actions:
        hand.act(action)
    return hand


def legal_actions(rules, dealer, hands, upcard, kitty, actions) -> set[str]:
    """The reference's legal actions after ``actions``, replayed from scratch."""
    return replay(rules, dealer, hands, upcard, kitty, actions).legal()


def count_sequences(rules, dealer, hands, upcard, kitty, depth: int, prefix=(), stop=None) -> int:
    """Perft: the number of legal action sequences of exactly ``depth`` more actions after
    ``prefix`` (a sequence ending early, at the end of the hand or where ``stop(hand)`` is
    true, counts as one leaf). Slow on purpose: every node is replayed from the deal."""
    hand = replay(rules, dealer, hands, upcard, kitty, prefix)
    if depth == 0 or hand.stage == "over" or (stop is not None and stop(hand)):
        return 1
    return sum(count_sequences(rules, dealer, hands, upcard, kitty, depth - 1, (*prefix, a), stop)
               for a in sorted(hand.legal()))


def continuations(rules, dealer, hands, upcard, kitty, prefix=(), stop=None) -> dict:
    """Every legal continuation of ``prefix`` to the end of the hand (or to the first
    point where ``stop(hand)`` is true), mapped to the points the hand has then."""
    hand = replay(rules, dealer, hands, upcard, kitty, prefix)
    if hand.stage == "over" or (stop is not None and stop(hand)):
        return {(): hand.points}
    found = {}
    for action in sorted(hand.legal()):
        for rest, points in continuations(rules, dealer, hands, upcard, kitty, (*prefix, action), stop).items():
            found[(action, *rest)] = points
    return found
