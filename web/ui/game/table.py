"""The card table as functions from the game to nodes: what each part of the table shows.

    >>> from euchre.game import Game
    >>> game = Game.new(seed=8)
    >>> text_of(scoreboard(game.round))
    'Hand 1 of 8You & North: 0West & East: 0'
    >>> [n.attrs["data-card"] for n in by_class(my_seat(game.hand), "card")] == sort_hand(game.hand.hands[0], None)
    True

Pure Python (``ui.kit.vdom`` nodes, no browser), so every view is tested in CPython;
``ui.game.app`` puts them in the page. The seats are fixed: you at the bottom (south), West on
the left, your partner North at the top, East on the right.
"""

from __future__ import annotations

import functools
from urllib.parse import quote

from euchre.cards import SUIT_NAMES, card_name
from euchre.facts import left_bower, right_bower, suit_in
from euchre.game import HUMAN, SEAT_NAMES, Game
from euchre.hand import HandState, Phase
from euchre.round import Round

from ..kit.vdom import Node, by_class, h, remembered, text_of
from .cards import BACKS, DEFAULT_BACK, back_svg, card_svg
from .format_words import game_over_text, hand_heading
from .words import (
    RED,
    SUIT_SYMBOLS,
    action_label,
    bid_text,
    call_text,
    contract_text,
    hand_summary,
    house_rule_note,
    seat_name,
    sort_hand,
    suit_text,
    turn_text,
)

__all__ = ["POSITIONS", "CLOTHS", "scoreboard", "trump_box", "seat", "my_seat", "center", "dock", "summary",
           "look_settings", "by_class", "text_of"]

POSITIONS = {0: "south", 1: "west", 2: "north", 3: "east"}
CLOTHS = {"green": "Green", "blue": "Blue", "wine": "Wine red"}
"""The table's colours (the stylesheet's ``[data-cloth]``): key -> name."""
DEFAULT_CLOTH = "green"
SWITCHES = {"sound": "Sounds", "forced-card": "Play forced choices by themselves"}
"""The Menu's switches for the table: the checkbox's id -> its label."""
ROLES = {0: "South", 1: "opponent", 2: "your partner", 3: "opponent"}


def svg_url(svg: str) -> str:
    """A drawing as a ``data:`` address: an image the browser decodes once and reuses, with no
    request (the whole table redrawn stays cheap: one element a card, not the drawing's nodes)."""
    return "data:image/svg+xml;charset=utf-8," + quote(svg, safe="")


@functools.cache
def card_url(card: str) -> str:
    return svg_url(card_svg(card))


@functools.cache
def back_url(design: str = DEFAULT_BACK) -> str:
    """A card back (``ui.game.cards.BACKS``), for the stylesheet's ``--card-back`` (``url("...")``)."""
    return svg_url(back_svg(design))


def face(card: str, tag: str = "div", classes: str = "", **attrs) -> Node:
    """A card face: the drawn card inside an element that carries its name."""
    colour = " red" if card[1] in RED else ""
    attrs.setdefault("aria_label", card_name(card))
    if tag == "div":
        attrs.setdefault("role", "img")
    return h(tag, None, h("img", None, class_="art", src=card_url(card), alt="", draggable="false"),
             class_=f"card face{colour} {classes}".strip(), data_card=card, **attrs)


def backs(count: int) -> Node:
    """A player's hidden cards, fanned small (the back is the stylesheet's ``--card-back``)."""
    return h("div", None, *[h("span", None, class_="card back") for _ in range(count)],
             class_="backs", role="img", aria_label=f"{count} card{'s' if count != 1 else ''}")


# --- the corners: score and trump ------------------------------------------------------------


def scoreboard(rnd: Round, what: str | None = None, heading: str | None = None) -> Node:
    """The hand number (after ``what`` is on the table, e.g. "Today's deals"; or ``heading`` in its
    place) and each side's points."""
    us, them = rnd.team_scores
    heading = heading or hand_heading(rnd)
    return h("div", None,
             h("span", f"{what} · {heading}" if what else heading, id="hand-number", class_="hand-number"),
             h("span", f"You & North: {us}", id="score-us", class_="score us", data_points=us),
             h("span", f"West & East: {them}", id="score-them", class_="score them", data_points=them),
             class_="scoreboard", id="scoreboard")


def trump_box(hand: HandState) -> Node:
    """Trump with its makers (and alone), and the tricks each side has taken; before trump is
    made, the turned card's suit."""
    contract = hand.contract
    if contract is None:
        turned = hand.upcard[1]
        seen = "Turned down" if hand.phase is Phase.BID_SUIT else "Turned up"
        return h("div", None,
                 h("span", SUIT_SYMBOLS[turned], class_="suit-symbol muted" + (" red" if turned in RED else ""),
                   aria_hidden="true"),
                 h("span", None,
                   h("span", "Trump: not made yet", id="trump-info", class_="trump-info"),
                   h("span", f"{seen}: {SUIT_NAMES[turned]}", class_="trump-sub"), class_="trump-words"),
                 h("span", "", id="tricks-info", hidden=True),
                 class_="trump-box", id="trump-box", data_trump="")
    trump = contract.trump
    maker = seat_name(contract.maker)
    how = "called it"
    if contract.ordered_up:
        how = "picked it up" if contract.maker == hand.dealer else "ordered it up"
    alone = ", alone" if contract.alone else ""
    us, them = hand.tricks_won
    return h("div", None,
             h("span", SUIT_SYMBOLS[trump], class_="suit-symbol" + (" red" if trump in RED else ""),
               aria_hidden="true"),
             h("span", None,
               h("span", f"Trump: {suit_text(trump)}", id="trump-info", class_="trump-info"),
               h("span", f"{maker} {how}{alone}", class_="trump-maker", id="trump-maker"),
               h("span", f"Tricks: us {us}, them {them}", id="tricks-info", class_="trump-sub"),
               class_="trump-words"),
             class_="trump-box made" + (" alone" if contract.alone else ""), id="trump-box", data_trump=trump,
             aria_label=f"Trump: {suit_text(trump)}, {contract_text(contract, hand.dealer)}. "
                        f"Tricks: You & North {us}, West & East {them}.", role="group")


# --- the seats -------------------------------------------------------------------------------


def badges(hand: HandState, who: int, thinking: bool) -> Node:
    items = []
    if who == hand.dealer:
        items.append(h("span", "Dealer", class_="badge dealer"))
    contract = hand.contract
    if contract and contract.maker == who:
        items.append(h("span", "Maker, alone" if contract.alone else "Maker", class_="badge maker"))
    if hand.sitting_out == who:
        items.append(h("span", "Sitting out", class_="badge out"))
    if hand.to_act == who and not thinking:
        items.append(h("span", "Your turn" if who == HUMAN else "To act", class_="badge turn"))
    if thinking:
        items.append(h("span", "Thinking…", class_="badge thinking", data_thinking="true"))
    return h("div", None, *items, class_="badges")


def speech(hand: HandState, who: int) -> Node | None:
    """What the seat said in the bidding, shown as its speech until play starts."""
    if hand.phase not in (Phase.BID_UPCARD, Phase.BID_SUIT, Phase.DISCARD):
        return None
    said = [a for s, a in hand.history if s == who and not a.startswith("discard")]
    if not said:
        return None
    text = bid_text(said[-1], who, hand.dealer, hand.upcard)
    strong = said[-1] != "pass"
    return h("div", text, class_="bubble" + (" call" if strong else ""), data_said=said[-1])


def seat_header(hand: HandState, who: int, thinking: bool) -> Node:
    taken = sum(1 for trick in hand.tricks if trick.winner == who)
    return h("div", None,
             h("div", None, h("strong", "You" if who == HUMAN else SEAT_NAMES[who], class_="seat-name"),
               h("span", f" · {ROLES[who]}", class_="seat-role"), class_="seat-header"),
             badges(hand, who, thinking),
             h("div", f"Tricks taken: {taken}", class_="tricks", data_tricks=taken) if hand.contract else None,
             class_="seat-info")


def seat(hand: HandState, who: int, thinking: bool = False) -> Node:
    """A computer seat: name, role, badges, speech and the backs of its cards."""
    count = len(hand.hands[who])
    return h("div", None,
             seat_header(hand, who, thinking),
             speech(hand, who),
             backs(count),
             h("div", f"{count} card{'s' if count != 1 else ''}", class_="count"),
             class_="seat-inner")


def card_label(card: str, action: str, hand: HandState) -> str:
    trump = hand.trump
    label = action_label(action, HUMAN, hand.dealer)
    if trump and card == right_bower(trump):
        label += " (right bower)"
    elif trump and card == left_bower(trump):
        label += " (left bower, trump)"
    return label


def my_seat(hand: HandState, thinking: bool = False, refused: tuple[int, str] | None = None) -> Node:
    """Your seat: your badges and speech, and your cards. While you must play or discard, every
    card is a button; the ones the rules refuse are dimmed and out of the Tab order but still
    answer a tap (``aria-disabled``), so the table can say why (``refused``: the refusal's number
    and the engine's reason, shown just above the cards). Otherwise nothing is dimmed."""
    trump = hand.trump
    cards = sort_hand(hand.hands[HUMAN], trump)
    choosing = hand.to_act == HUMAN and hand.phase in (Phase.PLAY, Phase.DISCARD)
    legal = set(hand.legal_actions()) if choosing else set()
    verb = "discard" if hand.phase is Phase.DISCARD else "play"
    row = []
    for index, card in enumerate(cards):
        classes = "trump" if trump and suit_in(card, trump) == trump else ""
        style = f"--i:{index};--n:{len(cards)}"
        if choosing:
            action = f"{verb} {card}"
            allowed = action in legal
            row.append(face(card, "button", classes + (" legal" if allowed else " illegal"), type="button",
                            data_action=action, aria_label=card_label(card, action, hand),
                            aria_disabled=None if allowed else "true", tabindex=None if allowed else "-1",
                            style=style))
        else:
            label = card_name(card) + (" (trump)" if "trump" in classes else "")
            row.append(face(card, "div", classes, aria_label=label, style=style))
    attrs = {"role": "group"} if choosing else {"role": "list"}
    if not choosing:
        row = [h("div", None, node, role="listitem", class_="slot") for node in row]
    return h("div", None,
             seat_header(hand, HUMAN, thinking),
             speech(hand, HUMAN),
             h("div", None, *row, refusal_note(*refused) if refused and choosing else None,
               class_="my-cards" + (" choosing" if choosing else ""), aria_label="Your cards", data_group="cards",
               style=f"--n:{len(cards)}", **attrs),
             class_="seat-inner")


def refusal_note(number: int, reason: str) -> Node:
    """Why the card just tapped cannot be played, just above your cards for a moment (the live
    region says it too). Keyed by ``number``: the same card tapped again shows it afresh."""
    return h("p", reason, class_="refusal", id="refusal", key=f"refusal-{number}", aria_hidden="true")


# --- the middle of the table -----------------------------------------------------------------


def trick_cards(plays, lead: int | None = None, winner: int | None = None) -> Node:
    """Each card in front of the seat that played it, with that seat's name. A seat that has not
    played (or sits out a lone hand: its seat says so) leaves its place empty."""
    slots = []
    played = dict(plays)
    order = [s for s, _ in plays]
    for who in (2, 1, 3, 0):
        if who not in played:
            slots.append(h("div", None, class_=f"slot empty {POSITIONS[who]}", data_seat=who))
            continue
        card = played[who]
        note = " (won)" if who == winner else (" (led)" if who == lead else "")
        slots.append(h("div", None,
                       face(card, "div", f"played {POSITIONS[who]}", data_seat=who,
                            aria_label=f"{seat_name(who)}: {card_name(card)}{note}",
                            style=f"--order:{order.index(who)}"),
                       h("span", seat_name(who), class_="name-tag", aria_hidden="true"),
                       class_=f"slot {POSITIONS[who]}" + (" winner" if who == winner else "")))
    return h("div", None, *slots, class_="trick", role="group", aria_label="Cards played to this trick")


def center(hand: HandState, show_last_trick: bool = False, gathered: bool = False) -> Node:
    """The turned card while bidding; the call until the first lead; then the trick."""
    if hand.phase in (Phase.BID_UPCARD, Phase.BID_SUIT):
        turned_down = hand.phase is Phase.BID_SUIT
        caption = "Turned down" if turned_down else "Turned card"
        dealt = "You dealt" if hand.dealer == HUMAN else f"{SEAT_NAMES[hand.dealer]} dealt"
        return h("div", None,
                 h("figure", None,
                   face(hand.upcard, "div", "upcard" + (" turned-down" if turned_down else ""),
                        aria_label=f"{caption}: {card_name(hand.upcard)}"),
                   h("figcaption", f"{caption} · {dealt}"), class_="upcard-box"),
                 class_="center-inner bidding")
    if show_last_trick and hand.tricks:
        last = hand.tricks[-1]
        return h("div", None,
                 trick_cards(last.plays, last.leader, last.winner),
                 h("p", f"Last trick: {seat_name(last.winner)} took it", class_="trick-caption",
                   id="trick-caption"),
                 class_="center-inner last-trick", data_last_trick=len(hand.tricks))
    if hand.contract is not None and not hand.tricks and not hand.trick:
        return h("div", None, h("p", call_text(hand), class_="call-banner", id="call-banner"),
                 class_="center-inner called")
    plays, caption, winner, lead = hand.trick, None, None, None
    if plays:
        lead = plays[0][0]
    if not plays and hand.tricks:
        last = hand.tricks[-1]
        winner, lead = last.winner, last.leader
        plays = () if gathered else last.plays
        caption = (f"{seat_name(winner)} took the trick" if winner != HUMAN else "You took the trick")
    return h("div", None,
             trick_cards(plays, lead, winner),
             h("p", caption, class_="trick-caption", id="trick-caption") if caption else None,
             class_="center-inner" + (" gathered" if gathered else ""),
             data_gather=POSITIONS[winner] if winner is not None else None)


def bid_button(action: str, hand: HandState, quiet: bool) -> Node:
    red = action.startswith("call") and action.split()[1] in RED
    label = action_label(action, HUMAN, hand.dealer)
    text, words, attrs = label, [], {}
    if quiet and action.startswith("call"):
        # "Diamonds ♦, alone": where the table is short the suit's name goes (its symbol stays),
        # so the lone calls fit on the row of plain ones.
        name, rest = label.split(" ", 1)
        text, words = None, [h("span", name + " ", class_="suit-word"), h("span", rest)]
        attrs["aria_label"] = label
    return h("button", text, *words, type="button",
             class_="bid" + (" red-suit" if red else "") + (" alone" if quiet else "")
             + (" pass" if action == "pass" else ""), data_action=action, **attrs)


def bids(hand: HandState, legal) -> list[Node]:
    """Your bids: the plain ones first (Pass, Order up or Pick up, a suit), then, on a line of
    their own and quieter, the same bids going alone. A lone bid with no plain twin (house rule
    2: the dealer's partner orders up alone) is a plain choice and looks like one."""
    offered = [a for a in legal if not a.startswith(("play ", "discard "))]
    plain = {a for a in offered if not a.endswith(" alone")}
    quiet = [a for a in offered if a.endswith(" alone") and a.removesuffix(" alone") in plain]
    first = [bid_button(a, hand, False) for a in offered if a not in quiet]
    if not quiet:
        return first
    return [*first, h("span", None, class_="bid-break", aria_hidden="true"),
            *[bid_button(a, hand, True) for a in quiet]]


def undo_button(enabled: bool, id: str = "undo") -> Node:
    """Undo: takes back your last decision of the hand (also Ctrl+Z or U)."""
    return h("button", "Undo", type="button", id=id, data_action="undo", class_="undo secondary",
             disabled=not enabled, aria_keyshortcuts="Control+Z U",
             title="Undo your last decision (Ctrl+Z or U)")


def dock(hand: HandState, legal, undo: bool | None = None) -> Node:
    """Whose turn it is (with Undo beside it when ``undo`` is given: enabled when it is True; a
    finished hand's Undo is in its summary), why a house rule limits your choices, and your bids."""
    buttons = bids(hand, legal)
    note = house_rule_note(hand)
    prompt = None
    if hand.to_act == HUMAN and hand.phase is Phase.DISCARD:
        prompt = "Choose the card to discard from your hand."
    elif hand.to_act == HUMAN and hand.phase is Phase.PLAY:
        prompt = "Choose a card to play."
    turn = h("p", "" if hand.is_over else turn_text(hand), id="turn", role="status", aria_live="polite")
    return h("div", None,
             h("div", None, turn, undo_button(undo), class_="turn-row") if undo is not None and not hand.is_over
             else turn,
             h("p", note, class_="rule-note", id="rule-note") if note else None,
             h("div", None, *buttons, h("p", prompt, class_="hint") if prompt else None,
               id="actions", role="group", aria_label="Your choices", data_group="bids",
               class_="bids" + (" suits" if hand.phase is Phase.BID_SUIT else "")),
             class_="dock-inner")


def forced_choice(game: Game) -> str | None:
    """Your only choice when there is nothing to decide, which the table may take for you (the
    Menu's "Play forced choices by themselves"): a pass when the rules allow you no bid, or your
    last card. A single legal card among several in your hand is left to you: seeing you must
    follow suit is part of the game."""
    hand = game.hand
    if not game.human_to_act:
        return None
    legal = game.legal_actions()
    if legal != ["pass"] and not (hand.phase is Phase.PLAY and len(hand.hands[HUMAN]) == 1 and len(legal) == 1):
        return None
    return legal[0]


# --- the end of a hand and of a round --------------------------------------------------------


def hand_result(game: Game) -> list[Node]:
    rnd = game.round
    hand = rnd.hand
    us, them = hand.points
    nodes = [h("h2", hand_heading(rnd), id="summary-title"),
             h("p", hand_summary(hand), id="hand-result", class_="result")]
    if hand.contract:
        nodes.append(h("p", f"Tricks: You & North {hand.tricks_won[0]}, West & East {hand.tricks_won[1]}. "
                            f"Points this hand: You & North {us}, West & East {them}.", class_="detail"))
    return nodes


def review_hand_button(number: int, shown: bool) -> Node:
    """The round log's hand number, a button that opens (or, when it is shown, closes) the review of
    hand ``number``: a column of its own would not fit a phone's width."""
    return h("button", str(number), type="button", data_action=f"review-hand-{number}",
             id=f"review-hand-{number}", class_="secondary review-hand",
             aria_label=f"Hide the review of hand {number}" if shown else f"Review hand {number}",
             aria_controls="review", aria_expanded="true" if shown else "false")


def round_log(rnd: Round, reviewing: int | None = None) -> Node:
    """The round's hands one by one, each hand's number the button for its review (``reviewing``:
    the hand whose review is shown)."""
    a, b = rnd.team_scores
    rows = []
    for result in rnd.results:
        made = contract_text(result.contract, result.dealer) if result.contract else "Thrown in"
        rows.append(h("tr", None, h("td", None, review_hand_button(result.number, result.number == reviewing)),
                      *[h("td", str(v)) for v in (
                          seat_name(result.dealer), made, f"{result.tricks_won[0]}–{result.tricks_won[1]}",
                          result.points[0], result.points[1])]))
    return h("div", None,
             h("table", None, h("caption", "Hand by hand: a hand's number opens its review"),
               h("thead", None, h("tr", None, *[h("th", t, scope="col") for t in (
                   "Hand", "Dealer", "Trump", "Tricks (us–them)", "You & North", "West & East")])),
               h("tbody", None, *rows),
               h("tfoot", None, h("tr", None, h("th", "Total", scope="row", colspan="4"),
                                  h("td", str(a)), h("td", str(b)))),
               class_="log"),
             class_="scroll")


def undos_text(undos: int) -> str:
    """What the round's summary says about undos."""
    if undos == 0:
        return "No undos used this round."
    return f"{undos} undo{'s' if undos != 1 else ''} used this round."


def round_verdict(rnd: Round) -> str:
    return game_over_text(rnd) or ""


def summary(game: Game, seed_link: str | None = None, reviewing: int | None = None) -> Node | None:
    """The hand's result with "Next hand" (and the review's toggle); at the round's end, the
    verdict, the hands one by one, each with its review (``reviewing``: the hand whose review is
    shown), and "New round"."""
    rnd = game.round
    hand = rnd.hand
    if not hand.is_over:
        return None
    review_toggle = h("button", "Review this hand", type="button", data_action="review", id="review-toggle",
                      class_="secondary", aria_controls="review", aria_expanded="false")
    review = h("section", None, id="review", class_="review", aria_labelledby="review-title", hidden=True)
    if not rnd.is_over:
        return h("div", None, *hand_result(game),
                 h("div", None, h("button", "Next hand", type="button", data_action="next-hand",
                                  class_="primary", id="next-hand"), review_toggle,
                   undo_button(True, "summary-undo") if game.can_undo else None, class_="summary-actions"),
                 review, class_="summary-inner")
    link = None
    if seed_link is not None:
        link = h("p", None, h("span", "Replay these deals: "), h("a", f"seed {rnd.seed}", href=seed_link),
                 class_="replay")
    return h("div", None,
             h("h2", "Round over" if rnd.format.fixed else "Game over", id="round-title"),
             h("p", round_verdict(rnd), id="round-result", class_="result"),
             h("div", None, h("button", "New round" if rnd.format.fixed else "New game", type="button",
                              data_action="new-round", class_="primary", id="new-round"), review_toggle,
               class_="summary-actions"),
             *hand_result(game), h("p", undos_text(game.undos), class_="detail", id="undo-count"),
             review, round_log(rnd, reviewing), link,
             class_="summary-inner round-over")


# --- the table's look and sound, in the Menu ------------------------------------------------------


def swatch(group: str, key: str, name: str, picture: Node, chosen: bool) -> Node:
    """One choice shown as it looks: the whole picture and its name are the radio button."""
    return h("label", None, h("input", None, type="radio", name=group, value=key, checked=chosen),
             picture, h("span", name))


@remembered
def look_settings(back: str, cloth: str, switches: dict[str, bool]) -> Node:
    """The Menu's choices for the table: the card back and the cloth, each shown as it looks, and
    the switches (sounds, forced choices played by themselves)."""
    backs = [swatch("card-back", key, name, h("img", None, src=back_url(key), alt=""), key == back)
             for key, (name, _) in BACKS.items()]
    cloths = [swatch("cloth", key, name, h("span", None, class_="cloth", data_cloth=key), key == cloth)
              for key, name in CLOTHS.items()]
    return h("section", None,
             h("h3", "The table", id="look-title"),
             h("fieldset", None, h("legend", "Card back"), *backs, class_="swatches"),
             h("fieldset", None, h("legend", "Table colour"), *cloths, class_="swatches"),
             *[h("label", None, h("input", None, type="checkbox", id=key, checked=switches[key]), h("span", label),
                 class_="switch") for key, label in SWITCHES.items()],
             class_="settings-group", id="look", aria_labelledby="look-title")
