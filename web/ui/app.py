"""The game page: renders the engine's state to the table and turns clicks into actions.

    app = App(); app.start()

Every decision comes from the engine (``euchre.game.Game``): the buttons offered are
exactly ``legal_actions()``, the computer players' moves are the engine's, and the
words come from ``ui.words``. The game is saved after every action.
"""

from __future__ import annotations

import asyncio

from pyodide.ffi import create_proxy
from pyscript import document, window

import euchre
from euchre.game import HUMAN, SEAT_NAMES, Game
from euchre.hand import HandState, Phase

from . import store
from .dom import by_id, clear, el
from .words import (
    RED,
    action_label,
    bid_text,
    card_text,
    contract_text,
    hand_summary,
    seat_name,
    sort_hand,
    suit_text,
    team_name,
    turn_text,
)

SPEEDS = {"slow": 1.6, "normal": 0.9, "fast": 0.35, "instant": 0.0}
"""Seconds between computer actions; a finished trick stays up twice as long."""
SPEED_NAMES = {"slow": "Slow", "normal": "Normal", "fast": "Fast", "instant": "Instant"}
POSITIONS = {0: "south", 1: "west", 2: "north", 3: "east"}
ROLES = {0: "you", 1: "opponent", 2: "partner", 3: "opponent"}


def url_seed() -> int | str | None:
    params = window.URLSearchParams.new(window.location.search)
    raw = params.get("seed")
    if not raw:
        return None
    raw = str(raw).strip()[:64]
    return int(raw) if raw.isdigit() else (raw or None)


class App:
    def __init__(self) -> None:
        self.game: Game | None = None
        self.settings = store.load_settings()
        self.speed = self.settings.get("speed") if self.settings.get("speed") in SPEEDS else "normal"
        self.generation = 0
        self.show_last_trick = False
        self.confirming_new_round = False
        self.notices: dict[str, object] = {}
        self.pending_seed: int | str | None = None
        self._proxies = []

    # --- start-up -------------------------------------------------------------------

    def start(self) -> None:
        saved = store.load_game()
        seed = url_seed()
        if saved.problem:
            self.notice_unreadable(saved.problem)
        elif store.backups():
            self.notice_unreadable(None)
        game = saved.game
        if game is None:
            game = Game.new(seed=seed)
        elif seed is not None and str(game.round.seed) != str(seed) and not game.round.is_over:
            self.notice_seed_conflict(seed)
        elif seed is not None and str(game.round.seed) != str(seed):
            game = game.new_round(seed)
        self.set_game(game)
        self.wire()
        self.render()
        self.schedule()

    def wire(self) -> None:
        self.listen(by_id("game"), "click", self.on_click)
        self.listen(by_id("speed"), "change", self.on_speed)
        self.listen(by_id("rules-form"), "change", self.on_rules_change)
        self.listen(by_id("rules-form"), "submit", self.on_rules_submit)
        self.listen(by_id("notices"), "click", self.on_notice_click)
        speed = by_id("speed")
        speed.disabled = False
        clear(speed)
        for key, name in SPEED_NAMES.items():
            speed.appendChild(el("option", name, value=key, selected=key == self.speed))

    def listen(self, node, event: str, handler) -> None:
        proxy = create_proxy(handler)
        self._proxies.append(proxy)
        node.addEventListener(event, proxy)

    # --- state changes --------------------------------------------------------------

    def set_game(self, game: Game) -> None:
        self.game = game
        problem = store.save_game(game)
        if problem:
            self.add_notice("save-failed", el("p", problem))
        else:
            self.remove_notice("save-failed")

    def on_click(self, event) -> None:
        target = event.target.closest("button[data-action]")
        if not target or target.disabled:
            return
        action = target.dataset.action
        game = self.game
        if action == "next-hand":
            self.show_last_trick = False
            self.set_game(game.next_hand())
        elif action == "new-round":
            self.show_last_trick = False
            self.set_game(game.new_round())
        elif action == "last-trick":
            self.show_last_trick = not self.show_last_trick
        else:
            try:
                self.set_game(game.act(action))
            except euchre.EuchreError as error:
                by_id("turn").textContent = str(error)
                return
            self.show_last_trick = False
        self.render(focus=action)
        self.schedule()

    def schedule(self) -> None:
        self.generation += 1
        if self.game.computer_to_act:
            asyncio.ensure_future(self.run_computers(self.generation))

    async def run_computers(self, generation: int) -> None:
        while generation == self.generation and self.game.computer_to_act:
            hand = self.game.hand
            pause = SPEEDS[self.speed]
            if hand.phase is Phase.PLAY and not hand.trick and hand.tricks:
                pause *= 2  # let people see who took the last trick
            await asyncio.sleep(pause)
            if generation != self.generation:
                return
            self.set_game(self.game.computer_step())
            self.render()

    def on_speed(self, event) -> None:
        value = event.target.value
        if value in SPEEDS:
            self.speed = value
            self.settings["speed"] = value
            store.save_settings(self.settings)
            self.schedule()

    # --- notices --------------------------------------------------------------------

    def add_notice(self, key: str, *content) -> None:
        self.remove_notice(key)
        box = el("div", None, *content, class_="notice", role="alert", data_notice=key)
        by_id("notices").appendChild(box)
        self.notices[key] = box

    def remove_notice(self, key: str) -> None:
        box = self.notices.pop(key, None)
        if box is not None and box.parentNode:
            box.parentNode.removeChild(box)

    def notice_unreadable(self, problem: str | None) -> None:
        kept = store.backups()
        why = f" ({problem})" if problem else ""
        self.add_notice(
            "unreadable",
            el("p", f"A saved game could not be read{why}. It has been kept, not deleted: download it to "
                    "keep a copy, then delete it here when you no longer need it. A new game has started."),
            el("p", None,
               el("button", f"Download saved data ({len(kept)})", type="button", data_notice_action="download"),
               el("button", "Delete it", type="button", class_="secondary", data_notice_action="delete")))

    def notice_seed_conflict(self, seed) -> None:
        self.pending_seed = seed
        self.add_notice(
            "seed",
            el("p", f"The address asks for a round with seed {seed}, but you have a round in progress."),
            el("p", None,
               el("button", "Keep playing my round", type="button", data_notice_action="keep-round"),
               el("button", f"Start the round with seed {seed}", type="button", class_="secondary",
                  data_notice_action="seed-round")))

    def on_notice_click(self, event) -> None:
        target = event.target.closest("button[data-notice-action]")
        if not target:
            return
        what = target.dataset.noticeAction
        if what == "download":
            kept = store.backups()
            text = "\n".join(f"{key}\n{value}" for key, value in kept)
            blob = window.Blob.new([text], {"type": "text/plain"})
            url = window.URL.createObjectURL(blob)
            link = el("a", None, href=url, download="euchre-saved-data.txt")
            document.body.appendChild(link)
            link.click()
            document.body.removeChild(link)
            window.URL.revokeObjectURL(url)
        elif what == "delete":
            for key, _ in store.backups():
                store.delete_backup(key)
            self.remove_notice("unreadable")
        elif what == "keep-round":
            self.remove_notice("seed")
        elif what == "seed-round":
            self.remove_notice("seed")
            self.set_game(self.game.new_round(self.pending_seed))
            self.render()
            self.schedule()

    # --- rules ----------------------------------------------------------------------

    def chosen_rules(self) -> euchre.Rules:
        form = by_id("rules-form")
        values = {name: bool(form.querySelector(f"input[name={name}]").checked) for name in euchre.Rules.names()}
        return euchre.Rules(**values)

    def on_rules_change(self, event) -> None:
        target = event.target
        if target.name == "preset":
            rules = euchre.Rules.standard() if target.value == "standard" else euchre.Rules.tournament()
        else:
            rules = self.chosen_rules()
        self.confirming_new_round = False
        self.set_game(self.game.with_next_rules(rules))
        self.render_rules()

    def on_rules_submit(self, event) -> None:
        event.preventDefault()
        rnd = self.game.round
        in_progress = not rnd.is_over and (rnd.hand_number > 1 or rnd.hand.history)
        if in_progress and not self.confirming_new_round:
            self.confirming_new_round = True
            self.render_rules()
            return
        self.confirming_new_round = False
        self.show_last_trick = False
        self.set_game(self.game.new_round())
        self.render()
        self.schedule()

    def render_rules(self) -> None:
        game = self.game
        form = by_id("rules-form")
        chosen = game.next_rules
        preset = chosen.preset
        for radio in form.querySelectorAll("input[name=preset]"):
            radio.checked = radio.value == preset
        for name in euchre.Rules.names():
            form.querySelector(f"input[name={name}]").checked = getattr(chosen, name)
        current = game.round.rules
        current_name = {"tournament": "the tournament rules", "standard": "the standard rules"}.get(
            current.preset, "custom rules")
        note = f"This round is played under {current_name}. Changes apply from the next round."
        if chosen == current:
            note = f"This round is played under {current_name}."
        by_id("rules-note").textContent = note
        button = by_id("rules-new-round")
        button.textContent = ("Yes, abandon this round and start a new one" if self.confirming_new_round
                              else "Start a new round with these rules")

    # --- rendering ------------------------------------------------------------------

    def render(self, focus: str | None = None) -> None:
        game = self.game
        rnd = game.round
        hand = rnd.hand
        view = hand.view(HUMAN)
        us, them = rnd.team_scores
        by_id("hand-number").textContent = f"Hand {rnd.hand_number} of {rnd.hand_count}"
        by_id("score-us").textContent = f"You & North: {us}"
        by_id("score-them").textContent = f"West & East: {them}"
        contract = hand.contract
        by_id("tricks-info").textContent = (
            f"Tricks: You & North {hand.tricks_won[0]}, West & East {hand.tricks_won[1]}" if contract else "")
        by_id("trump-info").textContent = (
            f"Trump: {suit_text(contract.trump)} · {contract_text(contract, hand.dealer)}" if contract
            else "Trump: not made yet")
        for seat in range(4):
            self.render_seat(hand, seat)
        self.render_center(hand)
        by_id("turn").textContent = "" if hand.is_over else turn_text(hand)
        self.render_actions(hand, view.legal_actions if hand.to_act == HUMAN else ())
        self.render_last_trick(hand)
        self.render_summary(game)
        self.render_rules()
        by_id("game").dataset.step = f"{rnd.hand_number}:{len(hand.history)}"
        by_id("game").dataset.phase = hand.phase.value
        by_id("game").dataset.toAct = "" if hand.to_act is None else str(hand.to_act)
        if focus:
            again = by_id("game").querySelector(f'button[data-action="{focus}"]:not([disabled])')
            target = again or by_id("game").querySelector("#actions button, #seat-0 button:not([disabled]), "
                                                          "#summary button")
            if target:
                target.focus()

    def render_seat(self, hand: HandState, seat: int) -> None:
        box = by_id(f"seat-{seat}")
        clear(box)
        name = "You" if seat == HUMAN else SEAT_NAMES[seat]
        role = {"you": "South", "partner": "your partner", "opponent": "opponent"}[ROLES[seat]]
        badges = el("div", None, class_="badges")
        if seat == hand.dealer:
            badges.appendChild(el("span", "Dealer", class_="badge dealer"))
        contract = hand.contract
        if contract and contract.maker == seat:
            badges.appendChild(el("span", "Maker, alone" if contract.alone else "Maker", class_="badge maker"))
        if hand.sitting_out == seat:
            badges.appendChild(el("span", "Sitting out", class_="badge out"))
        if hand.to_act == seat:
            badges.appendChild(el("span", "To act", class_="badge turn"))
        header = el("div", None, el("strong", name, class_="seat-name"), el("span", f" · {role}", class_="seat-role"),
                    class_="seat-header")
        box.appendChild(header)
        box.appendChild(badges)
        bid = self.last_bid(hand, seat)
        if bid:
            box.appendChild(el("div", bid, class_="bubble"))
        if hand.contract:
            taken = sum(1 for trick in hand.tricks if trick.winner == seat)
            box.appendChild(el("div", f"Tricks taken: {taken}", class_="tricks", data_tricks=str(taken)))
        box.classList.toggle("active", hand.to_act == seat)
        box.classList.toggle("sitting-out", hand.sitting_out == seat)
        if seat == HUMAN:
            box.appendChild(self.human_hand(hand))
        else:
            count = len(hand.hands[seat])
            backs = el("div", None, class_="backs", aria_label=f"{count} cards", role="img")
            for _ in range(count):
                backs.appendChild(el("span", None, class_="card back", aria_hidden="true"))
            box.appendChild(backs)
            box.appendChild(el("div", f"{count} card{'s' if count != 1 else ''}", class_="count"))

    @staticmethod
    def last_bid(hand: HandState, seat: int) -> str | None:
        if hand.phase not in (Phase.BID_UPCARD, Phase.BID_SUIT, Phase.DISCARD):
            return None
        said = [a for s, a in hand.history if s == seat and not a.startswith("discard")]
        return bid_text(said[-1], seat, hand.dealer, hand.upcard) if said else None

    def human_hand(self, hand: HandState):
        legal = set(hand.legal_actions()) if hand.to_act == HUMAN else set()
        trump = hand.trump
        cards = sort_hand(hand.hands[HUMAN], trump)
        verb = "discard" if hand.phase is Phase.DISCARD else "play"
        row = el("div", None, class_="my-cards", role="group", aria_label="Your cards")
        for card in cards:
            action = f"{verb} {card}"
            classes = "card face" + (" red" if card[1] in RED else "")
            if trump and euchre.effective_suit(card, trump) == trump:
                classes += " trump"
            label = action_label(action, HUMAN, hand.dealer)
            if trump and card[0] == "J" and euchre.effective_suit(card, trump) == trump and card[1] != trump:
                label += " (left bower, trump)"
            elif trump and card == "J" + trump:
                label += " (right bower)"
            row.appendChild(el("button", card_text(card), type="button", class_=classes, data_action=action,
                               data_card=card, aria_label=label, disabled=action not in legal))
        return row

    def render_center(self, hand: HandState) -> None:
        center = by_id("center")
        clear(center)
        if hand.phase in (Phase.BID_UPCARD, Phase.BID_SUIT):
            turned_down = hand.phase is Phase.BID_SUIT
            caption = "Turned down" if turned_down else "Turned card"
            card = hand.upcard
            center.appendChild(el("figure", None,
                                  el("div", card_text(card), class_="card face upcard" + (" red" if card[1] in RED else "")
                                     + (" turned-down" if turned_down else ""), data_card=card,
                                     aria_label=f"{caption}: {euchre.card_name(card)}", role="img"),
                                  el("figcaption", caption), class_="upcard-box"))
            return
        plays, caption = hand.trick, None
        if not plays and hand.tricks:
            last = hand.tricks[-1]
            plays = last.plays
            caption = f"{seat_name(last.winner)} took the trick" if last.winner != HUMAN else "You took the trick"
        trick = el("div", None, class_="trick", aria_label="Cards played to this trick", role="group")
        for seat, card in plays:
            trick.appendChild(el("div", card_text(card),
                                 class_=f"card face played {POSITIONS[seat]}" + (" red" if card[1] in RED else ""),
                                 data_card=card, data_seat=str(seat),
                                 aria_label=f"{seat_name(seat)}: {euchre.card_name(card)}", role="img"))
        center.appendChild(trick)
        if caption:
            center.appendChild(el("p", caption, class_="trick-caption", id="trick-caption"))

    def render_actions(self, hand: HandState, legal) -> None:
        box = by_id("actions")
        clear(box)
        bids = [a for a in legal if not a.startswith(("play ", "discard "))]
        for action in bids:
            classes = "bid" + (" red-suit" if action.startswith("call") and action.split()[1] in RED else "")
            box.appendChild(el("button", action_label(action, HUMAN, hand.dealer), type="button",
                               class_=classes, data_action=action))
        if hand.phase is Phase.DISCARD and legal:
            box.appendChild(el("p", "Choose the card to discard from your hand.", class_="hint"))
        elif hand.phase is Phase.PLAY and legal:
            box.appendChild(el("p", "Choose a card to play.", class_="hint"))

    def render_last_trick(self, hand: HandState) -> None:
        button = by_id("last-trick")
        panel = by_id("last-trick-panel")
        done = hand.tricks
        button.disabled = not done
        button.setAttribute("aria-expanded", "true" if self.show_last_trick and done else "false")
        clear(panel)
        panel.hidden = not (self.show_last_trick and done)
        if self.show_last_trick and done:
            last = done[-1]
            panel.appendChild(el("h3", f"Trick {len(done)}"))
            items = el("ol", None)
            for seat, card in last.plays:
                items.appendChild(el("li", f"{seat_name(seat)}: {card_text(card)} ({euchre.card_name(card)})"))
            panel.appendChild(items)
            panel.appendChild(el("p", f"Won by {seat_name(last.winner)}."))

    def render_summary(self, game: Game) -> None:
        box = by_id("summary")
        clear(box)
        rnd = game.round
        hand = rnd.hand
        box.hidden = not hand.is_over
        if not hand.is_over:
            return
        us, them = hand.points
        box.appendChild(el("h2", f"Hand {rnd.hand_number} of {rnd.hand_count}", id="summary-title"))
        box.appendChild(el("p", hand_summary(hand), id="hand-result"))
        if hand.contract:
            box.appendChild(el("p", f"Tricks: You & North {hand.tricks_won[0]}, West & East {hand.tricks_won[1]}. "
                                    f"Points this hand: You & North {us}, West & East {them}."))
        if not rnd.is_over:
            box.appendChild(el("button", "Next hand", type="button", data_action="next-hand", class_="primary"))
            return
        a, b = rnd.team_scores
        if a != b:
            verdict = f"{team_name(0 if a > b else 1)} win the round, {max(a, b)} to {min(a, b)}."
        else:
            verdict = f"The round is tied, {a} to {b}."
        box.appendChild(el("h2", "Round over", id="round-title"))
        box.appendChild(el("p", verdict, id="round-result"))
        table = el("table", None, el("caption", "Hand by hand"), class_="log")
        table.appendChild(el("thead", None, el("tr", None, *[el("th", h, scope="col") for h in (
            "Hand", "Dealer", "Trump", "Tricks (us–them)", "You & North", "West & East")])))
        body = el("tbody")
        for result in rnd.results:
            made = contract_text(result.contract, result.dealer) if result.contract else "Thrown in"
            body.appendChild(el("tr", None, *[el("td", str(v)) for v in (
                result.number, seat_name(result.dealer), made,
                f"{result.tricks_won[0]}–{result.tricks_won[1]}", result.points[0], result.points[1])]))
        table.appendChild(body)
        table.appendChild(el("tfoot", None, el("tr", None, el("th", "Total", scope="row", colspan="4"),
                                                el("td", str(a)), el("td", str(b)))))
        box.appendChild(el("div", None, table, class_="scroll"))
        box.appendChild(el("p", None, el("span", "Replay these deals: "),
                           el("a", f"seed {rnd.seed}", href=f"?seed={window.encodeURIComponent(str(rnd.seed))}")))
        box.appendChild(el("button", "New round", type="button", data_action="new-round", class_="primary"))
