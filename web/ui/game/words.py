"""How the table puts the engine's states into words: labels, statuses and summaries.

    >>> from ui.game.words import action_label, card_text
    >>> card_text("JH")
    'J♥'
    >>> action_label("order", seat=0, dealer=0)
    'Pick up'
    >>> action_label("call S alone", seat=0, dealer=3)
    'Spades ♠, alone'

Pure Python with no browser imports, so it is tested in CPython; the renderer in
``ui.game.table`` places these strings in the page. No rule is decided here.
"""

from __future__ import annotations

import re

from euchre.actions import Action
from euchre.cards import SUIT_NAMES, card_name
from euchre.facts import left_bower, strength, suit_in
from euchre.game import HUMAN, SEAT_NAMES
from euchre.hand import Contract, HandState
from euchre.round import Round
from euchre.rules import Rules

SUIT_SYMBOLS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}
RANK_TEXT = {"9": "9", "T": "10", "J": "J", "Q": "Q", "K": "K", "A": "A"}
RED = frozenset("DH")


def card_text(card: str) -> str:
    """Rank and suit symbol: ``"TD"`` is ``"10♦"``."""
    return RANK_TEXT[card[0]] + SUIT_SYMBOLS[card[1]]


def suit_text(suit: str) -> str:
    return f"{SUIT_NAMES[suit].capitalize()} {SUIT_SYMBOLS[suit]}"


def seat_name(seat: int) -> str:
    return "You" if seat == HUMAN else SEAT_NAMES[seat]


def team_name(team: int) -> str:
    return "You & North" if team == HUMAN % 2 else "West & East"


def action_label(action: str, seat: int, dealer: int) -> str:
    """The words on the button for one of the person's legal actions."""
    parsed = Action.parse(action)
    if parsed.kind == "order":
        return ("Pick up" if seat == dealer else "Order up") + (" and go alone" if parsed.alone else "")
    if parsed.kind == "call":
        return suit_text(parsed.suit) + (", alone" if parsed.alone else "")
    if parsed.card is not None:
        return f"{'Discard' if parsed.kind == 'discard' else 'Play'} {card_name(parsed.card)}"
    return "Pass"


def bid_text(action: str, seat: int, dealer: int, upcard: str) -> str:
    """A bid as it is said at the table, for the seat's speech bubble (a discard said without its card,
    a play not at all)."""
    parsed = Action.parse(action)
    alone = ", alone" if parsed.alone else ""
    if parsed.kind == "order":
        return ("Picked it up" if seat == dealer else "Ordered it up") + alone
    if parsed.kind == "call":
        return suit_text(parsed.suit) + alone
    return {"pass": "Pass", "discard": "Discarded"}.get(parsed.kind, "")


def contract_text(contract: Contract, dealer: int) -> str:
    """``"West called hearts ♥, alone"``."""
    who = seat_name(contract.maker)
    how = "called"
    if contract.ordered_up:
        how = "picked up" if contract.maker == dealer else "ordered up"
    alone = ", alone" if contract.alone else ""
    return f"{who} {how} {SUIT_NAMES[contract.trump]} {SUIT_SYMBOLS[contract.trump]}{alone}"


def turn_text(state: HandState) -> str:
    """Who is to act, and at what, in a short line."""
    if state.is_over:
        return "The hand is over."
    seat = state.to_act
    assert seat is not None
    who = "Your" if seat == HUMAN else f"{SEAT_NAMES[seat]}'s"
    phase = state.phase.value
    if phase == "bid_upcard":
        if seat == HUMAN and state.legal_actions() == ["pass"]:
            return f"You must pass: {only_pass_reason(state)}."
        verb = "pick up" if seat == state.dealer else "order up"
        return f"{who} turn: {verb} the {card_name(state.upcard)} or pass."
    if phase == "bid_suit":
        if state.refused_by("pass") == "stick_the_dealer":
            if seat == HUMAN:  # the rule note says why (house_rule_note)
                return "Your turn: name trump."
            return f"Stick the dealer: {SEAT_NAMES[seat]} must name trump."
        return f"{who} turn: name trump or pass."
    if phase == "discard":
        return f"{who} turn: discard a card." if seat == HUMAN else f"{SEAT_NAMES[seat]} is discarding."
    return f"{who} turn to play."


def only_pass_reason(state: HandState) -> str:
    """Why passing is the person's only bid in round one (``legal_actions() == ["pass"]``), short
    and true for the cards they hold: ``"the dealer needs a diamond to pick up, and your J♥ is not
    one until trump is made (house rule 3)"``. The engine names the house rule that refuses the
    order (``refused_by``); this says it in a player's words."""
    turned = state.upcard[1]
    suit = SUIT_NAMES[turned][:-1]
    left = left_bower(turned)
    rule = state.refused_by("order")
    number = Rules.describe(rule)["house_rule"] if rule else None
    if rule == "dealer_needs_natural":
        if left in state.hands[HUMAN]:
            return (f"the dealer needs a {suit} to pick up, and your {card_text(left)} is not one until trump "
                    f"is made (house rule {number})")
        return f"the dealer needs a {suit} to pick up, and you hold none (house rule {number})"
    if rule == "order_without_trump":
        return f"ordering up needs a {suit} or the {card_text(left)}, and you hold neither (house rule {number} is off)"
    return state.why_not("order") or "it is your only choice"


def hand_summary(state: HandState) -> str:
    """One line for the end of a hand: who made it, how many tricks, the points."""
    if state.thrown_in:
        return "Everyone passed twice: the hand is thrown in and nobody scores."
    contract = state.contract
    assert contract is not None
    makers = contract.maker % 2
    tricks = state.tricks_won[makers]
    made = f"{contract_text(contract, state.dealer)} and took {tricks} trick{'s' if tricks != 1 else ''}"
    points = state.points
    if points[makers] > 0:
        gain = points[makers]
        march = " (a march)" if tricks == 5 else ""
        return f"{made}{march}: {gain} point{'s' if gain != 1 else ''} to {team_name(makers)}."
    return f"{made}: euchred! 2 points to {team_name(1 - makers)}."


def points_text(points: int) -> str:
    return f"{points} point{'s' if points != 1 else ''}"


def sort_hand(cards: tuple[str, ...] | list[str], trump: str | None) -> list[str]:
    """Cards as a player holds them: trump first (left bower right after the right),
    then the other suits with colours alternating as far as they can, each suit high to low."""
    from itertools import permutations

    held = {suit_in(c, trump) for c in cards}
    others = [s for s in "SHCD" if s in held and s != trump]
    lead = [trump] if trump in held else []

    def clashes(order: tuple[str, ...]) -> int:
        row = ([trump] if trump else []) + list(order)  # alternate from trump's colour, held or not
        return sum((a in RED) == (b in RED) for a, b in zip(row, row[1:]))

    suits = lead + list(min(permutations(others), key=clashes))

    def key(card: str) -> tuple[int, int]:
        return (suits.index(suit_in(card, trump)), -strength(card, trump))

    return sorted(cards, key=key)


def signed_points(points: float) -> str:
    """Expected points with their sign, to two places: ``"+1.23"``, ``"-0.40"``, ``"+0.00"``.

    >>> signed_points(1.234), signed_points(-0.4), signed_points(-0.001)
    ('+1.23', '-0.40', '+0.00')
    """
    value = round(points, 2) + 0.0  # no "-0.00"
    return f"{value:+.2f}"


# --- what happens at the table, said once for the eye and the ear -------------------------------


def call_text(state: HandState) -> str:
    """The call, as it is announced until the first lead:
    ``"East ordered up the jack of hearts and goes alone: West sits out."``"""
    contract = state.contract
    assert contract is not None
    who = seat_name(contract.maker)
    you = contract.maker == HUMAN
    if contract.ordered_up:
        verb = ("picked up" if contract.maker == state.dealer else "ordered up")
        made = f"{who} {verb} the {card_name(state.upcard)}"
    else:
        made = f"{who} named {SUIT_NAMES[contract.trump]} {SUIT_SYMBOLS[contract.trump]} trump"
    if not contract.alone:
        return made + "."
    goes = "go" if you else "goes"
    out = seat_name(state.sitting_out)
    sits = "sit" if state.sitting_out == HUMAN else "sits"
    return f"{made} and {goes} alone: {out} {sits} out."


def play_text(seat: int, card: str) -> str:
    """``"North played the ace of spades."``"""
    return f"{seat_name(seat)} played the {card_name(card)}."


def trick_text(winner: int, number: int) -> str:
    """``"East took trick 2."``, ``"You took trick 5."``"""
    return f"{seat_name(winner)} took trick {number}."


def event_text(before: HandState, after: HandState, seat: int, action: str) -> str:
    """One action (``before`` to ``after``) as the live region says it, with what it led to:
    a call, a finished trick, the hand's result."""
    if action.startswith("play "):
        text = play_text(seat, action.split()[1])
        if len(after.tricks) > len(before.tricks):
            text += " " + trick_text(after.tricks[-1].winner, len(after.tricks))
        if after.is_over:
            text += " " + hand_summary(after)
        return text
    if action.startswith("discard"):
        return f"{seat_name(seat)} discarded a card." if seat != HUMAN else "You discarded a card."
    if after.contract is not None and before.contract is None:
        return call_text(after)
    if after.is_over:  # thrown in
        return hand_summary(after)
    if seat == HUMAN and action == "pass" and before.phase.value == "bid_upcard" \
            and before.legal_actions() == ["pass"]:
        return f"You passed: {only_pass_reason(before)}."
    said = bid_text(action, seat, before.dealer, before.upcard)
    return f"{seat_name(seat)}: {said}."


def house_rule_note(state: HandState, seat: int = HUMAN) -> str | None:
    """Why the person's choices are what they are, where a house rule decides them."""
    if state.to_act != seat or state.is_over:
        return None
    phase = state.phase.value
    turned = state.upcard[1]
    if state.refused_by("order") == "partner_order_goes_alone":
        return (f"House rule 2: {SEAT_NAMES[state.dealer]}, your partner, is dealing, so if you order up "
                "you play alone and your partner sits out.")
    if state.refused_by("pass") == "stick_the_dealer":
        return (f"Stick the dealer (house rule 4): everyone passed, so you must name trump, "
                f"any suit but {SUIT_NAMES[turned]} {SUIT_SYMBOLS[turned]}.")
    if phase == "discard":
        return (f"You picked up the {card_name(state.upcard)}: discard one of your other cards. "
                "The card you picked up stays in your hand.")
    return None


CARD_CODE = re.compile(r"\b([9TJQKA])([CDHS])\b")


def refusal_text(reason: str) -> str:
    """The engine's reason for refusing a card (``HandState.why_not``) as a sentence with the
    cards as the table shows them: ``"You must follow hearts with 9♥ or K♥."``

    >>> refusal_text("you must follow hearts with 9H or KH")
    'You must follow hearts with 9♥ or K♥.'
    """
    text = CARD_CODE.sub(lambda m: card_text(m.group(0)), reason.strip())
    if not text:
        return ""
    return text[0].upper() + text[1:] + ("" if text.endswith((".", "!", "?")) else ".")


def abandon_question(rnd: Round) -> str:
    """What starting another round loses, asked before it is done: ``"Abandon your round? You are at
    hand 8, 8–5."`` (your side's points first)."""
    us, them = rnd.team_scores
    kind = "round" if rnd.format.key == "round" else "game"
    return f"Abandon your {kind}? You are at hand {rnd.hand_number}, {us}–{them}."


def hint_sentence(action: str, points: float, dealer: int) -> str:
    """The expert's best choice in a plain sentence: ``"Order up: you expect to gain about 0.6 points."``"""
    label = action_label(action, HUMAN, dealer)
    value = round(points, 1) + 0.0
    if value > 0:
        return f"{label}: you expect to gain about {value:.1f} point{'s' if value != 1 else ''} on this hand."
    if value < 0:
        return (f"{label}: the best you can do here. You expect to lose about {-value:.1f} "
                f"point{'s' if value != -1 else ''} on this hand whatever you choose.")
    return f"{label}: you expect this hand to come out about even."
