"""The expert's help as views: a hint for the person's decision, and the review of a finished hand.

    >>> hint = {"status": "done", "options": [
    ...     {"action": "order", "points": 0.62, "samples": 200},
    ...     {"action": "pass", "points": -0.1, "samples": 200}]}
    >>> text_of(hint_panel(hint, dealer=3)[1])
    'Order up: you expect to gain about 0.6 points on this hand.'

Pure Python (``ui.vdom`` nodes), tested in CPython. The hint leads with the best choice in a
plain sentence; the expert's numbers and how they are worked out sit behind "How is this
worked out?".
"""

from __future__ import annotations

from euchre.game import HUMAN
from euchre.hand import HandState

from .vdom import Node, h, text_of
from .words import RED, action_label, card_text, contract_text, decision_text, hint_sentence, seat_name, \
    signed_points, sort_hand

__all__ = ["hint_panel", "review_panel", "deal_table", "text_of"]


def compare_text(best: float, points: float) -> str:
    """How an option compares with the best, in words."""
    gap = round(best - points, 1)
    if gap <= 0:
        return "as good"
    return f"about {gap:.1f} point{'s' if gap != 1 else ''} worse"


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
    options = hint["options"]
    best = options[0]
    only = len(options) == 1
    items = []
    for index, option in enumerate(options):
        label = action_label(option["action"], HUMAN, dealer)
        tag = ("your only choice" if only else "best") if index == 0 else compare_text(best["points"], option["points"])
        items.append(h("li", None, h("span", label, class_="option"), h("span", " — "),
                       h("span", tag, class_="badge best" if index == 0 else "compare"),
                       class_="best" if index == 0 else None, data_action=option["action"],
                       data_points=str(option["points"])))
    rows = []
    for option in options:
        allowance = option.get("allowance")
        rows.append(h("tr", None, h("td", action_label(option["action"], HUMAN, dealer)),
                      h("td", signed_points(option["points"]), class_="points"),
                      h("td", f"{allowance:.2f}" if allowance else "–")))
    samples = best.get("samples", 0)
    cautious = any(option.get("allowance") for option in options)
    how = h("details", None, h("summary", "How is this worked out?"),
            h("p", f"The expert deals the cards you cannot see in {samples} ways that fit what you have seen, "
                   "plays each deal out for every choice, and averages the points your side gains less the "
                   "other side's."),
            h("p", "Each deal is played as if everyone could see every card, which flatters making trump, so "
                   "a bid is rated after a caution for that (the last column).") if cautious else None,
            h("table", None,
              h("thead", None, h("tr", None, *[h("th", t, scope="col") for t in ("Choice", "Expected points",
                                                                             "Caution")])),
              h("tbody", None, *rows), class_="log"),
            class_="hint-how")
    return [title, h("p", hint_sentence(best["action"], best["points"], dealer), class_="hint-best"),
            h("ol", None, *items, id="hint-options"), how, close]


def deal_table(hand: HandState) -> Node:
    contract = hand.contract
    trump = contract.trump if contract else None
    rows = []
    for seat in range(4):
        who = seat_name(seat) + (" (dealer)" if seat == hand.dealer else "")
        cards = []
        for card in sort_hand(hand.dealt[seat], trump):
            cards.append(h("span", card_text(card), class_="mini" + (" red" if card[1] in RED else ""),
                           data_card=card, title=card_text(card)))
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


def review_progress_text(done: int, total: int) -> str:
    if done < total:
        return f"Reviewing your decisions… decision {min(done + 1, total)} of {total}"
    return f"Reviewing your decisions… {total} of {total}"


def review_panel(review: dict, hand: HandState, hand_number: int) -> list[Node]:
    nodes = [h("h3", f"Review of hand {hand_number}", id="review-title"), deal_table(hand)]
    if review["status"] == "working":
        nodes.append(h("p", review_progress_text(review["done"], review["total"]), id="review-progress",
                       role="status"))
        nodes.append(h("progress", None, id="review-bar", aria_labelledby="review-progress",
                       max=str(max(review["total"], 1)), value=str(review["done"])))
        return nodes
    if review["status"] == "failed":
        nodes.append(h("p", f"The review could not be made: {review['error']}.", id="review-error"))
        return nodes
    decisions = review["decisions"]
    if not decisions:
        nodes.append(h("p", "You had no choices to make in this hand: every move was forced.", id="review-total"))
        return nodes
    states = hand.states()
    rows = []
    for decision in decisions:
        same = decision["action"] == decision["best"]
        lost = f"{decision['lost']:.2f}"
        note = " (your choice too)" if same else (" (yours was as good)" if lost == "0.00" else "")
        rows.append(h("tr", None,
                      h("th", decision_text(states[decision["index"]]), scope="row"),
                      h("td", action_label(decision["action"], HUMAN, hand.dealer)),
                      h("td", action_label(decision["best"], HUMAN, hand.dealer) + note),
                      h("td", lost),
                      class_="best" if lost == "0.00" else None, data_index=str(decision["index"]),
                      data_action=decision["action"], data_best=decision["best"]))
    nodes.append(h("div", None, h("table", None, h("caption", "Your decisions, judged by the expert"),
                                  h("thead", None, h("tr", None, *[h("th", t, scope="col") for t in (
                                      "When", "You chose", "Expert's choice", "Points given away")])),
                                  h("tbody", None, *rows), class_="log", id="review-decisions"),
                   class_="scroll"))
    lost = sum(d["lost"] for d in decisions)
    matched = sum(1 for d in decisions if f"{d['lost']:.2f}" == "0.00")
    nodes.append(h("p", f"{matched} of your {len(decisions)} decisions were as good as the expert's; "
                        f"in all you gave away {lost:.2f} expected points.", id="review-total"))
    return nodes
