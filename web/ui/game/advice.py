"""The expert's help as views: a hint for the person's decision, and the review of a finished hand.

    >>> from euchre.ai.expert import Option
    >>> hint = {"status": "done", "options": (Option("order", 0.62, 200, 0.4, 0.0),
    ...                                       Option("pass", 0.57, 200, 0.0, 0.04))}
    >>> text_of(hint_panel(hint, dealer=3)[1])
    'Order up: you expect to gain about 0.6 points on this hand.'
    >>> text_of(hint_panel(hint, dealer=3)[2])
    'A close call: Pass is about as good (within 0.1 points).'

Pure Python (``ui.kit.vdom`` nodes), tested in CPython. The hint leads with the best choice in a
plain sentence; the expert's numbers and how they are worked out sit behind "How is this
worked out?". Both the hint and the review judge an option with ``euchre.ai.review.judge``, so
they say the same of the same decision. The review is a record of the hand: the deal, the
bidding and each trick as it was played (the cards drawn as the table draws them, who led and
who took it), each beside the person's decision there and the expert's judgement of it.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from euchre.ai.expert import Option
from euchre.ai.review import Review, given_away, judge, margin
from euchre.game import HUMAN
from euchre.hand import HandState, Phase

from ..kit.vdom import Node, h, text_of
from .table import face
from .words import (
    RED,
    action_label,
    bid_text,
    card_text,
    contract_text,
    hint_sentence,
    seat_name,
    signed_points,
    sort_hand,
)

__all__ = ["hint_panel", "close_call_note", "review_panel", "deal_table", "trick_record", "verdict_text", "text_of"]


def points_text(points: float, places: int = 1) -> str:
    """``"0.4 points"``; one place unless told."""
    return f"{points:.{places}f} point{'' if f'{points:.{places}f}' == f'{1:.{places}f}' else 's'}"


def within_text(option: Option) -> str:
    """The margin within which ``option`` is about equal to the best, rounded up: ``"0.2 points"``."""
    return points_text(math.ceil(margin(option) * 10 - 1e-9) / 10)


def verdict_text(judged: Review) -> str:
    """An option against the expert's choice, in a few words: ``"about equal: within 0.1 points"``."""
    if judged.action == judged.best:
        return "best"
    if judged.close:
        return f"about equal: within {within_text(judged.chosen)}"
    return f"about {points_text(judged.lost)} worse"


def close_call_note(options: Sequence[Option], dealer: int) -> Node | None:
    """``"A close call: Pass is about as good (within 0.1 points)."``, when some option is about equal to the best."""
    close_calls = [v for v in (judge(0, option.action, options) for option in options[1:]) if v.close]
    if not close_calls:
        return None
    labels = [action_label(v.action, HUMAN, dealer) for v in close_calls]
    named = labels[0] if len(labels) == 1 else ", ".join(labels[:-1]) + " and " + labels[-1]
    widest = max(close_calls, key=lambda v: margin(v.chosen)).chosen
    return h("p", f"A close call: {named} {'is' if len(labels) == 1 else 'are'} about as good "
                  f"(within {within_text(widest)}).", class_="hint-close")


def hint_panel(hint: dict, dealer: int) -> list[Node]:
    """The hint's contents: thinking, failed, or the options best first."""
    title = h("h3", "Hint", id="hint-title")
    close = h("div", None, h("button", "Close the hint", type="button", data_action="hint-close", class_="secondary"),
              class_="hint-actions")
    if hint["status"] == "thinking":
        return [title, h("p", "Thinking… the expert is weighing each of your choices.", class_="thinking",
                         role="status"), close]
    if hint["status"] == "failed":
        return [title, h("p", f"No hint this time: {hint['error']}."), close]
    options: Sequence[Option] = hint["options"]
    best = options[0]
    only = len(options) == 1
    judged = [judge(0, option.action, options) for option in options]
    items = []
    for index, (option, verdict) in enumerate(zip(options, judged)):
        label = action_label(option.action, HUMAN, dealer)
        tag = ("your only choice" if only else "best") if index == 0 else verdict_text(verdict)
        items.append(h("li", None, h("span", label, class_="option"), h("span", " — "),
                       h("span", tag, class_="badge best" if index == 0 else "compare"),
                       class_="best" if index == 0 else ("close" if verdict.close else None),
                       data_action=option.action, data_points=str(option.points)))
    close_note = close_call_note(options, dealer)
    rows = []
    for option, verdict in zip(options, judged):
        rows.append(h("tr", None, h("td", action_label(option.action, HUMAN, dealer)),
                      h("td", signed_points(option.points), class_="points"),
                      h("td", f"{option.allowance:.2f}" if option.allowance else "–"),
                      h("td", "–" if option is best else f"±{margin(option):.2f}")))
    cautious = any(option.allowance for option in options)
    how = h("details", None, h("summary", "How is this worked out?"),
            h("p", f"The expert deals the cards you cannot see in {best.samples} ways that fit what you have seen, "
                   "plays each deal out for every choice, and averages the points your side gains less the "
                   "other side's. The same deals give the same figures every time: the review of this hand "
                   "judges your choice by them."),
            h("p", "Each deal is played as if everyone could see every card, which flatters making trump, so "
                   "a bid is rated after a caution for that (the third column).") if cautious else None,
            h("p", "Two choices are about equal when they are within 0.1 points of each other, or within the "
                   "margin the luck of the sampled deals leaves (the last column: twice the standard error of "
                   "the difference). Taking either gives nothing away, unless one does at least as well as the "
                   "other in every deal and better in some: then the other is never about equal, however "
                   "small the gap (a king kept where a nine would do, say)."),
            h("table", None,
              h("thead", None, h("tr", None, *[h("th", t, scope="col") for t in (
                  "Choice", "Expected points", "Caution", "Margin")])),
              h("tbody", None, *rows), class_="log"),
            class_="hint-how")
    return [node for node in (title, h("p", hint_sentence(best.action, best.points, dealer), class_="hint-best"),
                              close_note, h("ol", None, *items, id="hint-options"), how, close) if node is not None]



def mini(card: str) -> Node:
    return h("span", card_text(card), class_="mini" + (" red" if card[1] in RED else ""), data_card=card,
             title=card_text(card))


def deal_table(hand: HandState) -> Node:
    contract = hand.contract
    trump = contract.trump if contract else None
    rows = []
    for seat in range(4):
        who = seat_name(seat) + (" (dealer)" if seat == hand.dealer else "")
        cards = []
        for card in sort_hand(hand.dealt[seat], trump):
            cards.append(mini(card))
            cards.append(h("span", " "))
        rows.append(h("tr", None, h("th", who, scope="row"), h("td", None, *cards, class_="dealt"),
                      data_seat=str(seat)))
    upcard = hand.upcard
    made = (f"Trump: {contract_text(contract, hand.dealer)}." if contract
            else "Nobody made trump: the hand was thrown in.")
    return h("div", None,
             h("div", None, h("table", None, h("caption", "The deal"),
                              h("thead", None, h("tr", None, h("th", "Seat", scope="col"),
                                                 h("th", "Cards as dealt", scope="col"))),
                              h("tbody", None, *rows), class_="log deal", id="review-deal"), class_="scroll"),
             h("p", None, h("span", "Turned card: "),
               h("span", card_text(upcard), class_="mini" + (" red" if upcard[1] in RED else ""),
                 data_card=upcard, id="review-upcard"),
               h("span", f". {made}")))


# --- the hand as it was played, each of the person's decisions beside it ----------------------------


def judgement(judged: Review, dealer: int) -> Node:
    """One of the person's decisions and what the expert made of it."""
    yours = action_label(judged.action, HUMAN, dealer)
    best = action_label(judged.best, HUMAN, dealer)
    if judged.action == judged.best:
        verdict, kind = "the expert's choice too.", "best"
    elif judged.close:
        verdict, kind = f"about equal to {best} (within {within_text(judged.chosen)}): nothing given away.", "close"
    else:
        verdict, kind = f"the expert chose {best}. Given away: {points_text(judged.lost, 2)}.", "lost"
    return h("p", None, h("span", f"You: {yours}", class_="yours"), h("span", " — "),
             h("span", verdict, class_="verdict"),
             class_=f"judgement {kind}", data_index=str(judged.index), data_action=judged.action,
             data_best=judged.best, data_lost=f"{judged.lost:.2f}")


def forced_note(text: str) -> Node:
    return h("p", text, class_="judgement forced")


def record_row(title: str, what: list[Node], beside: list[Node], **attrs) -> Node:
    return h("li", None, h("div", None, h("h4", title), *what, class_="record-play"),
             h("div", None, *beside, class_="record-yours"), class_="record-row", **attrs)


def bidding_row(hand: HandState, states: list[HandState], judged: dict[int, Review]) -> Node:
    bids, beside = [], []
    for index, (seat, action) in enumerate(hand.history):
        if states[index].phase not in (Phase.BID_UPCARD, Phase.BID_SUIT):
            continue
        said = bid_text(action, seat, hand.dealer, hand.upcard)
        bids.append(h("li", None, h("span", seat_name(seat), class_="who"), h("span", ": "),
                      h("span", said, class_="said" + (" call" if action != "pass" else ""))))
        if index in judged:
            beside.append(judgement(judged[index], hand.dealer))
    yours = sum(1 for seat, _ in hand.history[:len(bids)] if seat == HUMAN)  # the bids come first
    if not beside and yours:
        beside.append(forced_note("Your bid was forced: it was your only choice." if yours == 1 else
                                  "Your bids were forced: each was your only choice."))
    kept = hand.contract is not None and hand.contract.ordered_up
    turned = h("div", None, face(hand.upcard, "div", "record-card"),
               h("span", "Turned up" if kept else "Turned down", class_="record-name"), class_="record-slot")
    made = contract_text(hand.contract, hand.dealer) + "." if hand.contract else "Everyone passed twice: thrown in."
    return record_row("The bidding", [h("div", None, turned, h("ol", None, *bids, class_="bids-said"),
                                        class_="record-bidding"), h("p", made, class_="record-caption")],
                      beside, data_part="bidding")


def discard_row(hand: HandState, states: list[HandState], judged: dict[int, Review]) -> Node | None:
    for index, (seat, action) in enumerate(hand.history):
        if states[index].phase is Phase.DISCARD:
            card = action.split()[1]
            beside = [judgement(judged[index], hand.dealer)] if index in judged else []
            return record_row("The discard", [
                h("div", None, h("div", None, face(card, "div", "record-card"), h("span", seat_name(seat),
                                                                                  class_="record-name"),
                                 class_="record-slot"), class_="record-cards"),
                h("p", f"{seat_name(seat)} picked up the {card_text(hand.upcard)} and discarded the "
                       f"{card_text(card)}.", class_="record-caption")], beside, data_part="discard")
    return None


def trick_rows(hand: HandState, states: list[HandState], judged: dict[int, Review]) -> list[Node]:
    mine: dict[int, int] = {}  # trick number: the index of the person's card in it
    for index, (seat, action) in enumerate(hand.history):
        if seat == HUMAN and states[index].phase is Phase.PLAY:
            mine[len(states[index].tricks)] = index
    rows = []
    for number, trick in enumerate(hand.tricks):
        slots = []
        for seat, card in trick.plays:
            role = " (won)" if seat == trick.winner else (" (led)" if seat == trick.leader else "")
            slots.append(h("div", None, face(card, "div", "record-card", aria_label=f"{seat_name(seat)}: "
                                                                                       f"{card_text(card)}{role}"),
                           h("span", seat_name(seat), class_="record-name", aria_hidden="true"),
                           class_="record-slot" + (" winner" if seat == trick.winner else ""), data_seat=str(seat)))
        led = "You led" if trick.leader == HUMAN else f"{seat_name(trick.leader)} led"
        took = "you took it" if trick.winner == HUMAN else f"{seat_name(trick.winner)} took it"
        index = mine.get(number)
        if index in judged:
            beside = [judgement(judged[index], hand.dealer)]
        elif index is not None:
            beside = [forced_note("Your card was forced: you could play only one.")]
        elif hand.sitting_out == HUMAN:
            beside = [forced_note("You sat out.")]
        else:
            beside = []
        rows.append(record_row(f"Trick {number + 1}", [
            h("div", None, *slots, class_="record-cards"),
            h("p", f"{led}; {took}.", class_="record-caption")], beside,
            data_part="trick", data_trick=str(number + 1), data_leader=str(trick.leader),
            data_winner=str(trick.winner)))
    return rows


def trick_record(hand: HandState, decisions: Sequence[Review]) -> Node:
    """The hand as it was played: the bidding, the discard and each trick, each of the person's
    decisions beside the part of the hand it was made in."""
    states = hand.states()
    judged = {d.index: d for d in decisions}
    rows = [bidding_row(hand, states, judged), discard_row(hand, states, judged),
            *trick_rows(hand, states, judged)]
    return h("ol", None, *rows, class_="record", id="review-record", aria_label="The hand as it was played")


def review_progress_text(done: int, total: int) -> str:
    if done < total:
        return f"Reviewing your decisions… decision {min(done + 1, total)} of {total}"
    return f"Reviewing your decisions… {total} of {total}"


def total_text(decisions: Sequence[Review]) -> str:
    if not decisions:
        return "You had no choices to make in this hand: every move was forced."
    count = len(decisions)
    same = sum(1 for d in decisions if d.action == d.best)
    close = sum(1 for d in decisions if d.close)
    lost = [d for d in decisions if d.lost]
    parts = [f"{same} of your {count} decision{'s' if count != 1 else ''} {'was' if same == 1 else 'were'} "
             "the expert's choice"]
    if close:
        parts.append(f"{close} {'was' if close == 1 else 'were'} about equal to it")
    if not lost:
        return ", ".join(parts[:-1]) + (" and " if len(parts) > 1 else "") + parts[-1] + \
            ": you gave nothing away."
    return (", ".join(parts) + f"; in all you gave away {points_text(given_away(decisions), 2)} "
            f"in {len(lost)} decision{'s' if len(lost) != 1 else ''}.")


def review_panel(review: dict, hand: HandState, hand_number: int) -> list[Node]:
    nodes = [h("h3", f"Review of hand {hand_number}", id="review-title"), deal_table(hand)]
    if review["status"] == "working":
        nodes.append(h("p", review_progress_text(review["done"], review["total"]), id="review-progress",
                       role="status"))
        nodes.append(h("progress", None, id="review-bar", aria_labelledby="review-progress",
                       max=str(max(review["total"], 1)), value=str(review["done"])))
        nodes.append(trick_record(hand, ()))
        return nodes
    if review["status"] == "failed":
        nodes.append(h("p", f"The review could not be made: {review['error']}.", id="review-error"))
        nodes.append(trick_record(hand, ()))
        return nodes
    decisions = review["decisions"]
    nodes.append(h("p", total_text(decisions), id="review-total", class_="review-total"))
    nodes.append(trick_record(hand, decisions))
    return nodes
