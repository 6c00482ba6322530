"""Lessons: short chosen deals, each teaching one thing, with the recommended action at each of the
learner's turns and the facts that make it right.

    >>> from euchre.lessons import LESSONS, lesson
    >>> second = lesson("round-two")
    >>> second.title, second.seat, len(second.steps)
    ('Naming trump in round two', 0, 2)
    >>> for state, step in second.walk():          # the learner's turns, following the advice
    ...     print(step.action, second.facts(state, step))
    pass {'trumps': ()}
    call S {'trumps': ('JS', 'AS', 'KS'), 'holds_right': True, 'off_aces': ('AH',)}

A lesson is data: the rules it is played under, the whole deal (every hand, the turned card, the
kitty and the dealer), the learner's seat and, for each of the learner's turns, a :class:`Step`: the
recommended action, the reason in players' words, and the names of the facts
(:mod:`euchre.facts`) that make it right, worked out from the learner's own view by :meth:`Lesson.facts`.
The computer seats play as the standard player does, seeded by the lesson and the moment
(:meth:`Lesson.computer_action`), so the same lesson always goes the same way and its words stay
true. Each recommended action is the expert's own choice there by a clear margin
(``tests/ai/test_lessons.py`` checks every step; ``tools/find_lessons.py`` searched for the deals).

A page plays a lesson with :meth:`Lesson.start`, ``state.apply`` of the learner's actions and
:meth:`Lesson.computer_action` for the other seats; :meth:`Lesson.step_at` gives the step for the
learner's turn in front of them (None once the lesson's steps are done or the learner went another way).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, NamedTuple

from .ai import computer_player
from .facts import HandFacts, TableFacts
from .game import decision_seed
from .hand import HandState, HandView, Phase, new_hand
from .rules import Rules

__all__ = ["Step", "Lesson", "LESSONS", "lesson", "facts_for"]


class Step(NamedTuple):
    """One of the learner's turns in a lesson."""

    action: str
    """The recommended action."""
    reason: str
    """Why, in players' words, true for the cards on the table."""
    facts: tuple[str, ...] = ()
    """Names of the facts that make the action right: fields of :class:`~euchre.facts.HandFacts` (for a
    bid or a discard, with the suit the bid would make trump) or of :class:`~euchre.facts.TableFacts`
    (in play)."""


class Lesson(NamedTuple):
    """A chosen deal that teaches one thing."""

    id: str
    title: str
    goal: str
    """What the learner should take away, in one sentence."""
    rules: Rules
    dealer: int
    hands: tuple[str, str, str, str]
    """Each seat's five cards, seat 0 first, as card codes separated by spaces."""
    upcard: str
    kitty: str
    steps: tuple[Step, ...]
    seat: int = 0
    """The learner's seat."""
    rule: str | None = None
    """The house rule the lesson is about (a :class:`~euchre.rules.Rules` field), if any."""

    def start(self) -> HandState:
        """The hand as dealt."""
        return new_hand(self.rules, self.dealer, [h.split() for h in self.hands], self.upcard, self.kitty.split())

    def computer_action(self, state: HandState) -> str:
        """What the computer seat to act plays: the standard player, seeded by the lesson and the moment."""
        seat = state.to_act
        if seat is None or seat == self.seat:
            raise ValueError("no computer seat is to act")
        player = computer_player("standard", seed=decision_seed("lesson", self.id, len(state.history)))
        return player.choose(state.view(seat))

    def walk(self) -> Iterator[tuple[HandState, Step]]:
        """The state at each of the learner's steps, the learner taking every recommended action."""
        state = self.start()
        for step in self.steps:
            state = self.to_learner(state)
            yield state, step
            state = state.apply(step.action, self.seat)

    def to_learner(self, state: HandState) -> HandState:
        """``state`` after the computer seats' moves, up to the learner's turn (or the hand's end)."""
        while state.to_act is not None and state.to_act != self.seat:
            state = state.apply(self.computer_action(state))
        return state

    def step_at(self, state: HandState) -> Step | None:
        """The step for the learner's turn in ``state``, when the lesson's recommended actions led there."""
        for at, step in self.walk():
            if at == state:
                return step
            if len(at.history) >= len(state.history):
                return None
        return None

    def facts(self, state: HandState, step: Step) -> dict[str, Any]:
        """The facts ``step`` names, as the learner sees them in ``state``."""
        found = facts_for(state.view(self.seat), step.action)
        return {name: getattr(found, name) for name in step.facts}


def facts_for(view: HandView, action: str) -> HandFacts | TableFacts:
    """The facts behind ``action`` from ``view``: a bid's hand with the suit it would make trump (the
    turned card counted for the dealer who picks it up), the dealer's hand for a discard, the table in
    play."""
    if view.phase is Phase.PLAY:
        return TableFacts.of(view)
    if view.phase is Phase.DISCARD:
        return HandFacts.of(view.hand, view.upcard[1])
    if action.startswith("order") or action == "pass" and view.phase is Phase.BID_UPCARD:
        picked = (view.upcard,) if view.seat == view.dealer else ()
        return HandFacts.of(view.hand + picked, view.upcard[1])
    if action.startswith("call"):
        return HandFacts.of(view.hand, action.split()[1])
    return HandFacts.of(view.hand, view.upcard[1])


_TOURNAMENT = Rules.tournament()

LESSONS: tuple[Lesson, ...] = (
    Lesson(
        "order-up", "Ordering up",
        "Order up the turned card when, with its suit as trump, your hand should take three tricks with "
        "your partner's help.",
        _TOURNAMENT, 3, ("JH AH QH AC TS", "JS KH JD AS TD", "9C QD QC KD KC", "AD TH QS 9S 9D"), "9H", "KS JC TC",
        (Step("order", "With hearts as trump you hold three trumps, the J♥ (the highest of all) among them, and "
                       "the A♣ besides: order up. East, the dealer, takes the 9♥, but your side should still take "
                       "three tricks.", ("trumps", "holds_right", "off_aces")),)),
    Lesson(
        "left-bower", "The left bower",
        "The jack of the same colour as trump (the left bower) is a trump, second only to the jack of trump: "
        "count it as one when you bid, and play it as one, never as a card of its own suit.",
        _TOURNAMENT, 1, ("JD 9H AS KS QC", "JS KD JH QS 9D", "QH AD QD 9S AH", "9C KH TS JC TC"), "TH", "TD AC KC",
        (Step("pass", "The 10♥ is turned up. With hearts as trump the J♦ would be a heart: the left bower, "
                      "the second-highest trump, below only the jack of hearts. Even so you would hold two trumps, "
                      "the J♦ and the 9♥, and West, the dealer, would take the 10♥: pass.", ("trumps", "holds_left")),
         Step("play JD", "North led the A♦ and East trumped it with the K♥. With hearts as trump the "
                         "J♦ is a heart, not a diamond, so you hold no diamond and may trump too: the J♦, "
                         "the left bower, beats every trump but the jack of hearts, East's K♥ among them.",
              ("led", "winning", "can_follow")))),
    Lesson(
        "go-alone", "Going alone",
        "Go alone when you can take all five tricks without your partner: a lone march scores 4 points, not 2.",
        _TOURNAMENT, 3, ("JH JD AH KH AC", "9H 9D KS AS AD", "9C QS JS QC TD", "TH TS 9S QD TC"), "QH", "KD JC KC",
        (Step("order alone", "You hold the four highest trumps (J♥, J♦, A♥, K♥) and the A♣. Leading trumps "
                             "draws every trump the others hold, and then the A♣ takes the last trick: all five "
                             "tricks alone score 4 points instead of 2.",
              ("trumps", "holds_right", "holds_left", "off_aces")),)),
    Lesson(
        "leading-trump", "Leading trump",
        "When your side made trump and you lead, lead your highest trump: it draws the others' trumps, so your "
        "aces take tricks later instead of being trumped.",
        _TOURNAMENT, 3, ("JH AH 9H AC 9S", "KD QD KS QS JD", "KH AS KC JC QH", "TS AD 9C 9D TD"), "TH", "JS QC TC",
        (Step("order", "With hearts as trump you hold three trumps, the J♥ (the highest of all) and the "
                       "A♥ among them, and the A♣ besides: order up, even though East, the dealer, takes "
                       "the 10♥.", ("trumps", "holds_right", "off_aces")),
         Step("play JH", "You made hearts trump, and you lead. Lead the J♥, the highest trump: it cannot be "
                         "beaten, and everyone who holds a heart must play one, so the others' trumps fall to it "
                         "(East took the 10♥). Then your A♣ can take a trick later instead of being "
                         "trumped.", ("hand", "trumps_out")))),
    Lesson(
        "round-two", "Naming trump in round two",
        "Pass a turned card you cannot use, then name your own best suit when it comes round again.",
        _TOURNAMENT, 3, ("JS AS KS AH 9C", "KH JH QD QS JD", "TC KD KC AD AC", "9H TH 9S QH TD"), "9D", "TS QC JC",
        (Step("pass", "The 9♦ is turned up: with diamonds as trump you would hold no trump at all, so pass.",
              ("trumps",)),
         Step("call S", "Everyone passed and the 9♦ is turned down. Name spades: the J♠ is the highest trump, "
                        "the A♠ and K♠ back it, and the A♥ should take a trick.",
              ("trumps", "holds_right", "off_aces")))),
    Lesson(
        "order-without-trump", "Ordering up without a trump",
        "You may order up the dealer with no trump in your hand (house rule 1), but it gives the dealer's side a "
        "trump and yours none: pass, and name your own best suit if the bidding comes round again.",
        _TOURNAMENT, 3, ("JS AS QS AC 9D", "KD 9C 9S AH JD", "TS QD AD KS KH", "JC KC TC TD QH"), "9H", "TH QC JH",
        (Step("pass", "You hold no heart and not the jack of diamonds, so with hearts as trump you would have no "
                      "trump at all. House rule 1 still lets you order up, but then East, the dealer, takes the 9♥: "
                      "the other side gains a trump and yours has none it can count on. Pass.",
              ("trumps", "holds_left")),
         Step("call S", "Everyone passed and the 9♥ is turned down. Name spades: the J♠ is the highest trump, "
                        "the A♠ and Q♠ back it, and the A♣ should take a trick.",
              ("trumps", "holds_right", "off_aces"))),
        rule="order_without_trump"),
    Lesson(
        "partner-deals", "When your partner deals",
        "Ordering up your partner, the dealer, means going alone (house rule 2): do it with a hand that takes "
        "the tricks by itself.",
        _TOURNAMENT, 2, ("JH JD AH AC AS", "9H 9D QS KS AD", "9C JS TS QC TD", "TH 9S QH QD TC"), "KH", "KD JC KC",
        (Step("order alone", "North, your partner, deals, so ordering up means going alone and North sits out "
                             "(house rule 2). With both bowers, the A♥ and two more aces you should take all five "
                             "tricks by yourself: 4 points.", ("trumps", "holds_right", "holds_left", "off_aces")),),
        rule="partner_order_goes_alone"),
    Lesson(
        "dealer-natural", "The dealer needs a natural card",
        "The dealer may pick up only holding a card of the turned suit itself; the other jack of its colour "
        "does not count before trump is made (house rule 3).",
        _TOURNAMENT, 0, ("JD AD QD 9C KS", "AS AC TC QH 9D", "JS TS QC TH TD", "QS 9S KH KC KD"), "9H", "JC JH AH",
        (Step("pass", "You deal, and to pick up the 9♥ you must hold a heart of your own. The J♦ becomes a heart "
                      "only once hearts are trump, so it does not count (house rule 3): you must pass.",
              ("holds_left",)),
         Step("call D", "Everyone passed again, so you must name a suit (house rule 4). Diamonds: the J♦ is now "
                        "the highest trump, with the A♦ and Q♦ behind it; your partner should help with the rest.",
              ("trumps", "holds_right"))),
        rule="dealer_needs_natural"),
    Lesson(
        "stick-the-dealer", "Stick the dealer",
        "When everyone passes twice the dealer must name trump (house rule 4): pick the suit your hand is "
        "strongest in.",
        _TOURNAMENT, 0, ("JH AH KH TD 9C", "QD QC TS KS KD", "AC TH KC 9D QS", "9H AD QH AS TC"), "9S", "JC JD JS",
        (Step("pass", "You hold no spade, so you cannot pick up the 9♠ (house rule 3): pass.", ("trumps",)),
         Step("call H", "Everyone passed twice, so you must name trump (house rule 4, stick the dealer), and not "
                        "spades, which were turned down. Hearts is your suit: the J♥, the highest trump, with "
                        "the A♥ and K♥.", ("trumps", "holds_right"))),
        rule="stick_the_dealer"),
)
"""The lessons, in the order a newcomer takes them."""


def lesson(lesson_id: str) -> Lesson:
    """The lesson called ``lesson_id``."""
    for found in LESSONS:
        if found.id == lesson_id:
            return found
    raise KeyError(f"no lesson {lesson_id!r}: the lessons are {', '.join(item.id for item in LESSONS)}")
