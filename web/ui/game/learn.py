"""Learn mode in words and views: why the coach recommends what it does, the house rules as they
come up in a hand, and "How to play".

    >>> import euchre
    >>> state = euchre.new_hand(euchre.Rules(), 3, [["JH", "JD", "AH", "AC", "9S"], ["9C", "TC", "QC", "KC", "9D"],
    ...     ["TD", "QD", "KD", "AD", "TS"], ["QS", "KS", "AS", "JS", "JC"]], "KH", ["QH", "9H", "TH"])
    >>> reasons(state.view(0), "order")[:2]
    ['you hold both bowers (J♥ and J♦), the two highest trumps', 'you would hold 3 trumps: J♥, J♦, A♥']

Every sentence is a fact about what the person can see (their view of the hand), said in
players' words; the recommendation itself is the coach's (``ui.game.evaluations``), the same as the
hint's. Pure Python (``ui.kit.vdom`` nodes), tested in CPython; ``ui.game.tutor`` puts it on the page.
"""

from __future__ import annotations

from collections.abc import Sequence

from euchre.cards import SUIT_NAMES, card_name, power
from euchre.facts import HandFacts, left_bower, right_bower, still_out, strength, suit_in, trumps, weakest, winning
from euchre.formats import ROUND
from euchre.game import HUMAN, SEAT_NAMES, Game
from euchre.hand import HandView, Phase
from euchre.lessons import LESSONS, Lesson, Step
from euchre.round import Round
from euchre.rules import Rules

from ..kit.vdom import Node, h, text_of
from .words import action_label, bid_text, card_text, seat_name

__all__ = ["lesson_game", "lesson_number", "reasons", "rule_notes", "lesson_panel", "offer_panel", "how_to_play",
           "text_of"]

PARTNER = (HUMAN + 2) % 4
LESSON_LEVELS = (None, "standard", "standard", "standard")


def lesson_game(lesson: Lesson) -> Game:
    """A lesson's deal on the table: its one hand (as the first of a round, which the lesson ends
    with the hand), under the lesson's rules, the computer seats standard players
    (``Lesson.computer_action`` decides for them)."""
    rnd = Round(lesson.rules, lesson.dealer, f"lesson:{lesson.id}", ROUND, (lesson.start(),))
    return Game(rnd, levels=LESSON_LEVELS)


def lesson_number(lesson_id: str) -> int:
    """The lesson's place in the course, from 1."""
    return next(n for n, item in enumerate(LESSONS, 1) if item.id == lesson_id)


def listed(items: Sequence[str]) -> str:
    """``"A, B and C"``."""
    items = list(items)
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def cards_text(cards: Sequence[str]) -> str:
    return ", ".join(card_text(c) for c in cards)


def trumps_in(cards: Sequence[str], trump: str) -> list[str]:
    return list(trumps(cards, trump))


# --- why: bids and the discard -------------------------------------------------------------------


def trump_reasons(cards: Sequence[str], trump: str, picked: str | None = None) -> list[str]:
    """What a hand holds with ``trump`` as trump (``picked``: the turned card the dealer adds)."""
    facts = HandFacts.of(list(cards) + ([picked] if picked else []), trump)
    right, left = facts.right_bower, facts.left_bower
    said = []
    if facts.holds_right and facts.holds_left:
        said.append(f"you hold both bowers ({card_text(right)} and {card_text(left)}), the two highest trumps")
    elif facts.holds_right:
        said.append(f"you hold the right bower ({card_text(right)}), the highest trump")
    elif facts.holds_left:
        said.append(f"you hold the left bower ({card_text(left)}), the second-highest trump")
    if facts.trumps:
        said.append(f"you would hold {len(facts.trumps)} trump{'s' if len(facts.trumps) != 1 else ''}: "
                    f"{cards_text(facts.trumps)}")
    else:
        said.append(f"you hold no {SUIT_NAMES[trump]} at all")
    aces = facts.off_aces
    if aces:
        said.append(f"{'an off-suit ace' if len(aces) == 1 else 'off-suit aces'} ({cards_text(aces)}) "
                    f"should take {'a trick' if len(aces) == 1 else 'tricks'}")
    return said


def best_suit(cards: Sequence[str], suits: Sequence[str]) -> str:
    return max(suits, key=lambda s: (len(trumps(cards, s)), sum(strength(c, s) for c in trumps(cards, s))))


def bid_reasons(view: HandView, action: str) -> list[str]:
    dealer, upcard = view.dealer, view.upcard
    turned = upcard[1]
    said: list[str] = []
    if action == "pass":
        if view.phase is Phase.BID_UPCARD:
            trumps = trumps_in(list(view.hand) + ([upcard] if dealer == HUMAN else []), turned)
            count = f"{len(trumps)} trump{'s' if len(trumps) != 1 else ''}"
            said.append(f"with {SUIT_NAMES[turned]} as trump you would hold {'only ' if len(trumps) < 3 else ''}{count}"
                        + (f": {cards_text(trumps)}" if trumps else ""))
            if dealer == PARTNER:
                said.append(f"your partner deals: passing leaves them the choice of picking up the {card_text(upcard)}")
            elif dealer != HUMAN:
                said.append(f"ordering up would give the {card_text(upcard)} to {SEAT_NAMES[dealer]}, "
                            "who deals for the other side")
        else:
            suits = [s for s in "CDHS" if s != turned]
            best = best_suit(view.hand, suits)
            count = len(trumps_in(view.hand, best))
            said.append(f"your best suit is {SUIT_NAMES[best]}, with {count} card{'s' if count != 1 else ''}: "
                        "not enough to take three tricks with your partner")
        said.append("a side that makes trump and takes fewer than three tricks is euchred: 2 points to the other side")
        return said
    trump = turned if action.startswith("order") else action.split()[1]
    picked = upcard if action.startswith("order") and dealer == HUMAN else None
    said += trump_reasons(view.hand, trump, picked)
    if action.startswith("order"):
        if dealer == HUMAN:
            said.append(f"picking up puts the {card_text(upcard)} in your hand; you then discard a card")
        elif dealer == PARTNER:
            said.append(f"your partner deals, so the {card_text(upcard)} goes to your side")
        else:
            said.append(f"the {card_text(upcard)} goes to {SEAT_NAMES[dealer]}, the dealer, for the other side: "
                        "your hand must be strong without it")
    if action.endswith("alone"):
        said.append("alone, your partner sits out: take all five tricks and your side scores 4")
    if view.phase is Phase.BID_SUIT and "pass" not in view.legal_actions:
        said.append(f"you must name a suit, and {SUIT_NAMES[trump]} is your strongest")
    return said


def discard_reasons(view: HandView, card: str) -> list[str]:
    trump = view.upcard[1]
    others = [c for c in view.hand if c != view.upcard]
    suit = suit_in(card, trump)
    said = []
    if suit != trump and sum(1 for c in others if suit_in(c, trump) == suit) == 1:
        said.append(f"it is your only {SUIT_NAMES[suit][:-1]}: with none left, you can trump a {SUIT_NAMES[suit][:-1]} "
                    "lead")
    if card == weakest(others, trump):
        said.append(f"the {card_text(card)} is your weakest card")
    if suit == trump:
        said.append("all your cards are strong here: even a trump can go")
    return said


# --- why: the card played -------------------------------------------------------------------------


def singular(suit: str) -> str:
    """``"heart"``."""
    return SUIT_NAMES[suit][:-1]


def play_reasons(view: HandView, card: str) -> list[str]:
    trump = view.trump
    contract = view.contract

    def suit_of(c: str) -> str:
        return suit_in(c, trump)

    def beats(c: str) -> int:  # in this trick, against the card led
        return power(c, trump, led)

    said = []
    plays = view.trick.plays if view.trick is not None else ()
    suit = suit_of(card)
    if not plays:
        if suit == trump and contract.maker % 2 == HUMAN % 2:
            said.append(("you" if contract.maker == HUMAN else "your partner") + " made trump: leading trump "
                        "draws out the other side's trumps")
        beaten_by = [c for c in still_out(view) if suit_of(c) == suit and strength(c, trump) > strength(card, trump)]
        if not beaten_by:
            said.append(f"no card still out in {SUIT_NAMES[suit]} can beat the {card_text(card)}")
            if suit != trump:
                said.append(f"it wins unless someone has no {SUIT_NAMES[suit]} and trumps it")
        elif card[0] == "A" and suit != trump:
            said.append("an ace is the strongest lead in a plain suit")
        if not said:
            said.append(f"leading the {card_text(card)} keeps your stronger cards for later tricks")
        return said
    led = suit_of(plays[0][1])
    legal = [a.split()[1] for a in view.legal_actions]
    if any(suit_of(c) == led for c in view.hand):
        said.append(f"you must follow suit: a {singular(led)} was led")
    bower = left_bower(trump)
    if bower in view.hand and bower[1] == led:
        said.append(f"your left bower ({card_text(bower)}) is a trump, so it is not a {singular(led)}")
    best_seat, best = winning(plays, trump)
    wins = beats(card) > beats(best)
    players = 3 if contract.alone else 4
    if wins:
        if suit == trump and led != trump:
            said.append(f"you have no {SUIT_NAMES[led]}: your trump beats the cards played so far")
        if card == min((c for c in legal if beats(c) > beats(best)), key=beats):
            said.append(f"the {card_text(card)} is your lowest card that beats the {card_text(best)}")
        if len(plays) == players - 1:
            said.append("you play last, so it takes the trick")
    elif best_seat == PARTNER:
        said.append(f"your partner is winning the trick with the {card_text(best)}"
                    + (": no need to spend a good card" if card == weakest(legal, trump) else ""))
    elif any(beats(c) > beats(best) for c in legal):
        said.append(f"you could beat the {card_text(best)}, but your stronger card is worth more in a later trick")
    else:
        said.append(f"you cannot beat the {card_text(best)}")
    if not wins and card == weakest(legal, trump) and len(legal) > 1:
        said.append(f"the {card_text(card)} is your weakest card")
    return said


def reasons(view: HandView, action: str) -> list[str]:
    """Why ``action`` is a good choice for the person, as facts about their hand and the table."""
    if view.phase in (Phase.BID_UPCARD, Phase.BID_SUIT):
        return bid_reasons(view, action)
    if view.phase is Phase.DISCARD:
        return discard_reasons(view, action.split()[1])
    return play_reasons(view, action.split()[1])


# --- the rules as they come up ----------------------------------------------------------------


def rule(name: str) -> str:
    """A house rule in the engine's words: ``"House rule 2, ordering up your partner means going alone: ..."``."""
    info = Rules.describe(name)
    return f"House rule {info['house_rule']}, {info['title'].lower()}: {info['on']}"


PHASE_ACTIONS = {Phase.BID_UPCARD: ("order", "order alone"), Phase.DISCARD: (), Phase.PLAY: (),
                 Phase.BID_SUIT: ("pass",) + tuple(f"call {s}" for s in "CDHS")}


def rule_notes(view: HandView) -> list[str]:
    """The rules that decide what happens now, in words: why a choice is not offered (the engine's
    own reason), a house rule another seat's bid set off, the left bower once trump is made, and
    the scoring once the hand is over."""
    notes: list[str] = []
    rules, dealer, turned = view.rules, view.dealer, view.upcard[1]
    contract = view.contract
    if view.to_act == HUMAN:
        legal = set(view.legal_actions)
        if "order alone" in legal and "order" not in legal:
            notes.append("Your partner deals, so you may order up only by going alone. " + rule("partner_order_goes_alone"))
        reasons_given = set()
        for action in PHASE_ACTIONS.get(view.phase, ()):
            why = view.why_not(action)
            if why is None or "house rule 2" in why or why in reasons_given:
                continue
            reasons_given.add(why)
            notes.append(f"Why not {action_label(action, HUMAN, dealer).lower()}? {why[0].upper()}{why[1:]}.")
        if (view.phase is Phase.BID_UPCARD and dealer != HUMAN and rules.order_without_trump
                and not trumps_in(view.hand, turned) and "order" in legal):
            notes.append(f"You hold no {SUIT_NAMES[turned]}, yet you may order up. " + rule("order_without_trump"))
    if contract is not None and contract.alone and contract.maker == (dealer + 2) % 4 and contract.ordered_up \
            and rules.partner_order_goes_alone and contract.maker != HUMAN:
        notes.append(f"{seat_name(contract.maker)} is the dealer's partner, so ordering up meant going alone, "
                     f"and {seat_name(dealer).lower() if dealer == HUMAN else SEAT_NAMES[dealer]} "
                     f"sit{'' if dealer == HUMAN else 's'} out. " + rule("partner_order_goes_alone"))
    round_two = [(seat, action) for seat, action in view.history[4:] if not action.startswith("discard")][:4]
    if (contract is not None and not contract.ordered_up and contract.maker == dealer and dealer != HUMAN
            and rules.stick_the_dealer and len(round_two) == 4):
        notes.append(f"Everyone else passed twice, so {SEAT_NAMES[dealer]} had to name trump. "
                     + rule("stick_the_dealer"))
    if contract is not None and view.phase is Phase.PLAY and not view.tricks:
        trump = contract.trump
        right, left = right_bower(trump), left_bower(trump)
        notes.append(f"With {SUIT_NAMES[trump]} trump, the {card_name(right)} (right bower) is the highest card "
                     f"and the {card_name(left)} (left bower) the next: it counts as a {singular(trump)}, "
                     "not as its printed suit.")
    if view.phase is Phase.OVER:
        if contract is not None:
            notes.append(scoring_words(view))
        notes.append("Scoring: the side that made trump scores 1 for three or four tricks, 2 for all five, "
                     "4 for all five alone; held to fewer than three, it is euchred and the other side scores 2.")
        notes.append("Every point counts: all eight hands of a round are played whatever the score "
                     "(house rule 7), and partners share each hand's points (house rule 8).")
    return notes


def scoring_words(view: HandView) -> str:
    """How the hand just over scored, and what it would have taken to score more."""
    contract = view.contract
    side = contract.maker % 2
    makers = "Your side" if side == HUMAN % 2 else "West and East"
    taken = view.tricks_won[side]
    alone = " alone" if contract.alone else ""
    if taken < 3:
        return f"{makers} made trump{alone} and took {taken} trick{'s' if taken != 1 else ''}: euchred, so the other side scores 2."
    if taken == 5:
        return f"{makers} made trump{alone} and took all five tricks: a march, {4 if contract.alone else 2} points."
    more = "all five alone would have scored 4" if contract.alone else "all five would have scored 2"
    return f"{makers} made trump{alone} and took {taken} tricks: 1 point ({more})."


# --- the panels ---------------------------------------------------------------------------------


def panel_head(lesson: Lesson) -> Node:
    """The lesson's buttons: How to play, the next lesson, leave."""
    number = lesson_number(lesson.id)
    last = number == len(LESSONS)
    return h("div", None,
             h("button", "How to play", type="button", class_="secondary", data_action="learn-rules"),
             None if last else h("button", "Next lesson", type="button", class_="secondary",
                                 data_action="learn-next"),
             h("button", "Leave the lessons", type="button", class_="secondary", data_action="learn-leave"),
             class_="learn-buttons learn-head")


def offer_panel() -> list[Node]:
    """Offered once, on a first visit: the first lesson, "How to play", or no thanks."""
    return [h("h3", "New to euchre?", id="learn-title"),
            h("p", f"{len(LESSONS)} short lessons, each one deal: the coach marks its choice on the table and says "
                   "why. Leave at any moment; your game waits."),
            h("div", None,
              h("button", "Start the first lesson", type="button", class_="primary", data_action="learn-start"),
              h("button", "How to play", type="button", class_="secondary", data_action="learn-rules"),
              h("button", "No thanks", type="button", class_="secondary", data_action="learn-dismiss"),
              class_="learn-buttons")]


def lesson_panel(lesson: Lesson, view: HandView, step: Step | None, free: bool = False) -> list[Node]:
    """A lesson's panel for the moment ``view`` shows: its goal; at the learner's turn the coach's
    choice (marked on the table too) and why; otherwise what is going on; the rules that come up;
    and, at the end, the way on."""
    number = lesson_number(lesson.id)
    nodes: list[Node | None] = [h("h3", f"Lesson {number} of {len(LESSONS)}: {lesson.title}", id="learn-title")]
    goal = h("p", lesson.goal, class_="learn-goal")
    if view.phase is Phase.OVER:
        nodes.append(h("p", "Lesson done. " + scoring_words(view) if view.contract else "Lesson done.",
                       class_="learn-turn", id="lesson-done"))
        nodes.append(h("div", None,
                       h("button", "Play it again", type="button", class_="secondary", data_action="learn-again"),
                       h("button", "Next lesson", type="button", class_="primary", data_action="learn-next")
                       if number < len(LESSONS) else
                       h("button", "Back to your game", type="button", class_="primary", data_action="learn-leave"),
                       h("button", "How to play", type="button", class_="secondary", data_action="learn-rules"),
                       class_="learn-buttons"))
    elif view.to_act == HUMAN:
        legal = list(view.legal_actions)
        if step is not None:
            nodes.append(h("p", None, h("strong", "The coach: "),
                           h("span", f"{action_label(step.action, HUMAN, view.dealer)}. "),
                           h("span", step.reason), class_="learn-advice", data_best=step.action))
        elif len(legal) == 1:
            nodes.append(h("p", f"You have one choice: {action_label(legal[0], HUMAN, view.dealer)}.",
                           class_="learn-advice", data_best=legal[0]))
        elif free:
            nodes.append(h("p", "The lesson's choices are made: play the hand out as you think best (Hint asks "
                                "the expert).", class_="learn-advice"))
        else:
            nodes.append(h("p", "You went another way than the coach: play the hand out as you think best, or "
                                "play the lesson again.", class_="learn-advice"))
    else:
        nodes.append(h("p", last_action_words(view), class_="learn-last") if view.history else None)
        nodes.append(h("p", f"Watch {SEAT_NAMES[view.to_act]}: your turn comes next.", class_="learn-turn"))
    nodes.append(goal)
    notes = rule_notes(view)
    if notes:
        nodes.append(h("ul", None, *[h("li", n) for n in notes], class_="learn-rules", aria_label="The rules"))
    if view.phase is not Phase.OVER:
        nodes.append(panel_head(lesson))
    return [n for n in nodes if n is not None]


def last_action_words(view: HandView) -> str:
    """The last action at the table as the person saw it: ``"West: Pass."``, ``"North played the A♠."``."""
    seat, action = view.history[-1]
    if action.startswith("play "):
        return f"{seat_name(seat)} played the {card_text(action.split()[1])}."
    if action.startswith("discard"):
        return f"{seat_name(seat)} discarded a card."
    return f"{seat_name(seat)}: {bid_text(action, seat, view.dealer, view.upcard)}."


# --- How to play ----------------------------------------------------------------------------------

HOW_TO_PLAY: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("The game", (
        "Four players in two sides: you (South) and your partner North against West and East. A hand is five "
        "tricks. One side makes trump and must take at least three of them.",
    )),
    ("The cards", (
        "Twenty-four cards: nine, ten, jack, queen, king and ace of each suit. Each player gets five. Of the "
        "four left over, the top card is turned face up; the other three stay face down all hand.",
        "In a plain suit the ace is highest, then king, queen, jack, ten and nine.",
        "In trump the jack of trump (the right bower) is highest, then the other jack of the same colour (the "
        "left bower), then ace, king, queen, ten and nine. The left bower is a trump for every purpose.",
    )),
    ("Making trump", (
        "Round one: starting on the dealer's left, each player passes or orders the dealer to pick up the turned "
        "card, which makes its suit trump. The dealer, last to speak, may pick it up. The dealer then takes the "
        "card and discards another, face down.",
        "Round two: if everyone passed, the card is turned down. Starting on the dealer's left again, each player "
        "passes or names any other suit as trump.",
        "Whoever makes trump may go alone: their partner sits out the hand. Only the side that makes trump can go "
        "alone.",
    )),
    ("The tournament's house rules", (
        "House rule 1: you may order up even with no card of the turned suit.",
        "House rule 2: when the dealer's partner orders up, that player plays alone and the dealer sits out.",
        "House rule 3: the dealer may pick up only while holding a card of the turned suit; the other jack of its "
        "colour does not count, because until trump is made it belongs to its own suit.",
        "House rule 4: stick the dealer. If the other three pass in round two, the dealer must name a suit (not "
        "the turned-down one). No hand is thrown in.",
    )),
    ("Playing", (
        "The player on the dealer's left leads the first trick (the next player, if that one sits out). You must "
        "follow the suit led if you can; the left bower follows trump, not its printed suit. If you cannot "
        "follow, play any card, a trump included.",
        "The highest trump wins the trick; with no trump in it, the highest card of the suit led. The winner "
        "leads the next trick.",
    )),
    ("Scoring a hand", (
        "The side that made trump scores 1 point for three or four tricks, 2 for all five (a march), and 4 for all "
        "five alone. Held to two tricks or fewer, it is euchred: the other side scores 2. That is normal euchre "
        "scoring, house rule 5.",
        "Both partners of a side score the side's points (house rule 8).",
    )),
    ("A round and a tournament", (
        "A round is eight hands: the deal goes round the table twice, so each player deals twice (house rule 6).",
        "Every point counts: all eight hands are played whatever the score, so a round may end above ten "
        "(house rule 7).",
        "Your round score is your side's points over the round; your tournament total adds up your rounds, and "
        "the three best totals win (house rule 9). Equal totals share a place unless the organiser chose "
        "tie-breaks.",
        "Partners change from round to round, from the tournament's seating plan.",
    )),
    ("In this game", (
        "Only the choices the rules allow are offered, and the table says why when a house rule limits you. "
        "There are no misdeals or reneges here; at a real table a renege scores 2 to the other side (4 when "
        "that side was alone), and the score sheet records it.",
    )),
)
"""The tournament's rules in plain words (docs/RULES.md without its code, tests and rulings' sources)."""


def how_to_play() -> list[Node]:
    nodes = []
    for title, paragraphs in HOW_TO_PLAY:
        nodes.append(h("section", None, h("h3", title), *[h("p", p) for p in paragraphs], class_="how-section"))
    return nodes
