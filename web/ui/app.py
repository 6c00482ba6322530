"""The game page: renders the engine's state to the table and turns clicks into actions.

    app = App(); app.start()

Every decision comes from the engine (``euchre.game.Game``): the buttons offered are
exactly ``legal_actions()``, the computer players' moves are the engine's, and the
words come from ``ui.words``. The game is saved after every action.

Each computer seat plays at the level chosen in the settings (partner and opponents
separately). Beginner and standard seats decide at once, here; expert seats ask the
expert in its web worker (``ui.ai``), so the page stays responsive while it thinks.
If the worker cannot help, those seats play at the standard level and a notice says so.
The same worker gives the person hints and reviews a finished hand.
"""

from __future__ import annotations

import asyncio
import zlib

from pyodide.ffi import create_proxy
from pyscript import document, window

import euchre
from euchre.ai import LEVELS, computer_player
from euchre.game import HUMAN, SEAT_NAMES, Game
from euchre.hand import HandState, Phase, new_hand

from . import store
from .ai import Expert, ExpertUnavailable
from .dom import by_id, clear, el
from .words import (
    RED,
    action_label,
    bid_text,
    card_text,
    contract_text,
    decision_text,
    hand_summary,
    seat_name,
    signed_points,
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
LEVEL_NAMES = {"beginner": "Beginner", "standard": "Standard", "expert": "Expert"}
DEFAULT_LEVEL = "expert"
LEVEL_SETTINGS = {"partner": (2,), "opponents": (1, 3)}
"""Settings keys for the computer seats' levels, and the seats each one covers."""


def background(coroutine) -> asyncio.Task:
    """Run ``coroutine`` as a task whose failure, if nobody awaits it, is not reported as unhandled."""
    task = asyncio.ensure_future(coroutine)
    task.add_done_callback(lambda done: done.cancelled() or done.exception())
    return task


def words_list(names: list[str]) -> str:
    """``"West, North and East"``."""
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def decision_seed(*parts) -> int:
    """A repeatable seed for one decision, from the round's seed and where the hand stands."""
    return zlib.crc32(":".join(str(p) for p in parts).encode())


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
        self.levels = {key: self.settings.get(key) if self.settings.get(key) in LEVELS else DEFAULT_LEVEL
                       for key in LEVEL_SETTINGS}
        self.expert = Expert()
        self.thinking: int | None = None
        """The computer seat whose expert decision the page is waiting for."""
        self.expert_task: asyncio.Task | None = None
        self.hint: dict | None = None
        """The hint for the person's current decision: step, status, options or error."""
        self.hint_task: asyncio.Task | None = None
        self.review: dict | None = None
        """The review of the finished hand: key, open, status, progress, decisions or error."""
        self.review_task: asyncio.Task | None = None
        self.expert_failure_told = False
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

    def shown(self) -> None:
        """The table is on screen (main.py calls this): start the expert's worker now if a seat
        plays at that level. After the first render, so the table is up while the expert boots;
        not while only the score sheet is open. A computer decision or a hint starts it anyway."""
        if "expert" in self.levels.values():
            self.expert.start()

    def wire(self) -> None:
        self.listen(by_id("game"), "click", self.on_click)
        self.listen(by_id("speed"), "change", self.on_speed)
        for key in LEVEL_SETTINGS:
            self.listen(by_id(f"level-{key}"), "change", self.on_level)
        self.listen(by_id("rules-form"), "change", self.on_rules_change)
        self.listen(by_id("rules-form"), "submit", self.on_rules_submit)
        self.listen(by_id("notices"), "click", self.on_notice_click)
        self.listen(window, "euchre-ai", self.on_expert_state)
        speed = by_id("speed")
        speed.disabled = False
        clear(speed)
        for key, name in SPEED_NAMES.items():
            speed.appendChild(el("option", name, value=key, selected=key == self.speed))
        for key in LEVEL_SETTINGS:
            select = by_id(f"level-{key}")
            select.disabled = False
            clear(select)
            for level in LEVELS:
                select.appendChild(el("option", LEVEL_NAMES[level], value=level, selected=level == self.levels[key]))

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
            self.render_last_trick(game.hand)
            return
        elif action == "hint":
            self.ask_hint()
            return
        elif action == "hint-close":
            self.close_hint()
            return
        elif action == "review":
            self.toggle_review()
            return
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
        """(Re)start the computer players from the current state; a decision in progress is dropped."""
        self.generation += 1
        if self.expert_task is not None:
            self.expert_task.cancel()
            self.expert_task = None
        if self.thinking is not None:
            self.thinking = None
            self.render()
        if self.game.computer_to_act:
            asyncio.ensure_future(self.run_computers(self.generation))

    def level_of(self, seat: int) -> str:
        return next(self.levels[key] for key, seats in LEVEL_SETTINGS.items() if seat in seats)

    def seed_here(self) -> int:
        rnd = self.game.round
        return decision_seed(rnd.seed, rnd.hand_number, len(rnd.hand.history))

    async def run_computers(self, generation: int) -> None:
        while generation == self.generation and self.game.computer_to_act:
            hand = self.game.hand
            seat = hand.to_act
            pause = SPEEDS[self.speed]
            if hand.phase is Phase.PLAY and not hand.trick and hand.tricks:
                pause *= 2  # let people see who took the last trick
            level = self.level_of(seat)
            view = hand.view(seat)
            task = None
            if level == "expert" and self.expert.failed:
                self.notice_expert_failed(self.expert.reason)  # once, however it failed
            elif level == "expert" and len(view.legal_actions) > 1:
                # The expert thinks during the pause, so it costs no time unless it takes longer.
                task = self.expert_task = background(self.expert.choose(view, seed=self.seed_here()))
            await asyncio.sleep(pause)
            if generation != self.generation:
                return
            action = None
            if task is not None:
                if not task.done():
                    self.thinking = seat
                    self.render_seat(hand, seat)
                try:
                    action = await task
                except asyncio.CancelledError:
                    return
                except ExpertUnavailable as error:
                    self.notice_expert_failed(str(error))
                except Exception as error:  # noqa: BLE001 - never a stuck table: the standard player moves
                    self.notice_expert_failed(f"{type(error).__name__}: {error}")
                finally:
                    if self.expert_task is task:
                        self.expert_task = None
                if generation != self.generation:
                    return
                self.thinking = None
            if action is None and level == "beginner":
                action = computer_player("beginner", seed=self.seed_here()).choose(view)
            self.set_game(self.game.computer_step(action))  # None: the standard player, as the engine plays it
            self.render()

    def on_speed(self, event) -> None:
        value = event.target.value
        if value in SPEEDS:
            self.speed = value
            self.settings["speed"] = value
            store.save_settings(self.settings)
            self.schedule()

    def on_expert_state(self, event) -> None:
        if str(event.detail.state) == "failed" and "expert" in self.levels.values():
            self.notice_expert_failed(str(event.detail.reason))

    def on_level(self, event) -> None:
        key = str(event.target.id).removeprefix("level-")
        value = event.target.value
        if key in LEVEL_SETTINGS and value in LEVELS:
            self.levels[key] = value
            self.settings[key] = value
            store.save_settings(self.settings)
            if value == "expert":
                self.expert.start()
            self.schedule()  # from the next computer decision, including one being thought about now

    # --- the expert's help ------------------------------------------------------------

    def step_key(self) -> tuple:
        rnd = self.game.round
        return (rnd.seed, rnd.hand_number, len(rnd.hand.history))

    def ask_hint(self) -> None:
        if not self.game.human_to_act:
            return
        step = self.step_key()
        if self.hint is not None and self.hint["step"] == step and self.hint["status"] in ("thinking", "done"):
            self.render_hint()
            return
        self.close_hint(focus=False)
        if self.expert.failed:
            self.hint = {"step": step, "status": "failed", "error": self.why_not()}
            self.render_hint()
            return
        self.hint = {"step": step, "status": "thinking"}
        self.hint_task = background(self.run_hint(step, self.game.view()))
        self.render_hint()

    async def run_hint(self, step: tuple, view) -> None:
        try:
            options = await self.expert.evaluate(view, seed=decision_seed(*step, "hint"))
        except asyncio.CancelledError:
            return
        except ExpertUnavailable as error:
            if self.expert.failed:
                self.notice_expert_failed(self.expert.reason)
            if self.hint is not None and self.hint["step"] == step:
                self.hint.update(status="failed", error=self.why_not(error))
                self.render_hint()
            return
        if self.hint is not None and self.hint["step"] == step:
            self.hint.update(status="done", options=options)
            self.render_hint()

    def close_hint(self, focus: bool = True) -> None:
        if self.hint_task is not None:
            self.hint_task.cancel()
            self.hint_task = None
        had = self.hint is not None
        self.hint = None
        self.render_hint()
        if had and focus:
            button = by_id("hint")
            if not button.hidden:
                button.focus()

    def review_key(self) -> tuple:
        rnd = self.game.round
        return (rnd.seed, rnd.hand_number)

    def toggle_review(self) -> None:
        hand = self.game.hand
        if not hand.is_over:
            return
        key = self.review_key()
        if self.review is not None and self.review["key"] == key:
            self.review["open"] = not self.review["open"]
            if self.review["open"] and self.review["status"] == "failed":
                self.start_review(key, hand)
            self.render_review()
            return
        self.start_review(key, hand)
        self.render_review()

    def start_review(self, key: tuple, hand: HandState) -> None:
        if self.review_task is not None:
            self.review_task.cancel()
        decisions = sum(1 for seat, _ in hand.history if seat == HUMAN)
        self.review = {"key": key, "open": True, "status": "working", "done": 0, "total": decisions}
        self.review_task = background(self.run_review(key, hand))

    async def run_review(self, key: tuple, hand: HandState) -> None:
        def progress(done: int, total: int) -> None:
            if self.review is not None and self.review["key"] == key:
                self.review.update(done=done, total=total)
                self.render_review_progress()

        try:
            decisions = await self.expert.review(hand, HUMAN, progress, seed=decision_seed(*key, "review"))
        except asyncio.CancelledError:
            return
        except ExpertUnavailable as error:
            if self.expert.failed:
                self.notice_expert_failed(self.expert.reason)
            if self.review is not None and self.review["key"] == key:
                self.review.update(status="failed", error=self.why_not(error))
                self.render_review()
            return
        if self.review is not None and self.review["key"] == key:
            self.review.update(status="done", decisions=decisions)
            self.render_review()

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
        what, why, after = ("Saved data", "", "")
        if problem:
            what, why, after = "A saved game", f" ({problem})", " A new game has started."
        self.add_notice(
            "unreadable",
            el("p", f"{what} could not be read{why}. It has been kept, not deleted: download it to keep a copy, "
                    f"then delete it here when you no longer need it.{after}"),
            el("p", None,
               el("button", f"Download saved data ({len(kept)})", type="button", data_notice_action="download"),
               el("button", "Delete it", type="button", class_="secondary", data_notice_action="delete")))

    def why_not(self, error: Exception | None = None) -> str:
        """Why the expert could not help, in words that follow "No hint this time: "."""
        if self.expert.failed or error is None:
            return f"the expert is not available ({self.expert.reason})"
        return str(error)

    def notice_expert_failed(self, reason: str) -> None:
        """Say in plain words that the expert cannot help, and what happens instead."""
        def dismiss(key: str):
            return el("button", "Dismiss", type="button", class_="secondary", data_notice_action=f"dismiss-{key}")

        if not self.expert.failed:  # one answer went wrong; the next decision asks again
            self.add_notice("expert-error", el("p", f"The expert computer player could not decide ({reason}); "
                                                    "the standard player moved instead."),
                            el("p", None, dismiss("expert-error")))
            return
        if self.expert_failure_told:
            return  # told once; dismissed or not, it is not repeated at every move
        self.expert_failure_told = True
        self.remove_notice("expert-error")
        seats = sorted((SEAT_NAMES[seat] for key, seats in LEVEL_SETTINGS.items() if self.levels[key] == "expert"
                        for seat in seats), key=SEAT_NAMES.index)
        text = f"The expert computer player is not available ({reason})."
        if seats:
            verb = "plays" if len(seats) == 1 else "play"
            text += f" The game goes on: {words_list(seats)} {verb} at the standard level for now."
        text += " Hints and hand reviews need the expert too."
        self.add_notice("expert-failed", el("p", text),
                        el("p", None, el("button", "Try the expert again", type="button",
                                         data_notice_action="expert-retry"), dismiss("expert-failed")))

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
        elif what == "expert-retry":
            self.remove_notice("expert-failed")
            self.expert_failure_told = False
            self.expert.restart()
            self.schedule()
        elif what.startswith("dismiss-"):
            self.remove_notice(what.removeprefix("dismiss-"))
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
        if self.hint is not None and (self.hint["step"] != self.step_key() or not game.human_to_act):
            self.close_hint(focus=False)  # the decision it was for has been made
        by_id("hint").hidden = not game.human_to_act
        self.render_last_trick(hand)
        if self.review is not None and self.review["key"] != self.review_key():
            if self.review_task is not None:
                self.review_task.cancel()
                self.review_task = None
            self.review = None
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
        thinking = self.thinking == seat and hand.to_act == seat
        if thinking:
            badges.appendChild(el("span", "Thinking…", class_="badge thinking", data_thinking="true"))
        box.setAttribute("aria-busy", "true" if thinking else "false")
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
        box.appendChild(el("p", None, el("button", "Review this hand", type="button", data_action="review",
                                          id="review-toggle", class_="secondary", aria_controls="review",
                                          aria_expanded="false")))
        box.appendChild(el("section", None, id="review", class_="review", aria_labelledby="review-title", hidden=True))
        self.render_review()
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

    # --- hints and reviews ----------------------------------------------------------

    def render_hint(self) -> None:
        panel = by_id("hint-panel")
        button = by_id("hint")
        clear(panel)
        hint = self.hint
        panel.hidden = hint is None
        button.setAttribute("aria-expanded", "false" if hint is None else "true")
        if hint is None:
            return
        panel.appendChild(el("h3", "Hint", id="hint-title"))
        dealer = self.game.hand.dealer
        if hint["status"] == "thinking":
            panel.appendChild(el("p", "Thinking… the expert is weighing each of your choices.", class_="thinking",
                                 role="status"))
            panel.setAttribute("aria-busy", "true")
        elif hint["status"] == "failed":
            panel.appendChild(el("p", f"No hint this time: {hint['error']}."))
            panel.setAttribute("aria-busy", "false")
        else:
            panel.setAttribute("aria-busy", "false")
            options = hint["options"]
            items = el("ol", None, id="hint-options")
            only = len(options) == 1
            for index, option in enumerate(options):
                best = index == 0
                item = el("li", None, el("span", action_label(option["action"], HUMAN, dealer), class_="option"),
                          el("span", " "), el("strong", signed_points(option["points"]), class_="points"),
                          class_="best" if best else None, data_action=option["action"],
                          data_points=str(option["points"]))
                if option.get("allowance"):
                    item.appendChild(el("span", f" (after {option['allowance']:.2f} caution)", class_="caution"))
                if best:
                    item.appendChild(el("span", "your only choice" if only else "best", class_="badge best"))
                items.appendChild(item)
            panel.appendChild(items)
            samples = options[0]["samples"] if options else 0
            panel.appendChild(el("p", f"Points your side can expect from this hand, less the other side's, "
                                      f"from {samples} possible deals of the cards you cannot see.", class_="hint"))
            if any(option.get("allowance") for option in options):
                panel.appendChild(el("p", "Making trump is rated after the expert's caution (shown for each bid): "
                                          "a sampled deal shows every card, which flatters a bid.", class_="hint"))
        panel.appendChild(el("button", "Close the hint", type="button", data_action="hint-close",
                             class_="secondary"))

    def render_review_progress(self) -> None:
        review = self.review
        status = by_id("review-progress")
        bar = by_id("review-bar")
        if review is None or status is None:
            return
        done, total = review["done"], review["total"]
        status.textContent = (f"Reviewing your decisions… decision {min(done + 1, total)} of {total}"
                              if done < total else f"Reviewing your decisions… {total} of {total}")
        if bar is not None:
            bar.setAttribute("max", str(max(total, 1)))
            bar.setAttribute("value", str(done))

    def render_review(self) -> None:
        box = by_id("review")
        button = by_id("review-toggle")
        if box is None or button is None:
            return
        clear(box)
        review = self.review
        shown = review is not None and review["key"] == self.review_key() and review["open"]
        button.textContent = "Hide the review" if shown else "Review this hand"
        button.setAttribute("aria-expanded", "true" if shown else "false")
        box.hidden = not shown
        if not shown:
            return
        hand = self.game.hand
        box.appendChild(el("h3", f"Review of hand {self.game.round.hand_number}", id="review-title"))
        box.appendChild(self.deal_table(hand))
        if review["status"] == "working":
            box.appendChild(el("p", None, id="review-progress", role="status"))
            box.appendChild(el("progress", None, id="review-bar", aria_labelledby="review-progress"))
            self.render_review_progress()
            return
        if review["status"] == "failed":
            box.appendChild(el("p", f"The review could not be made: {review['error']}.", id="review-error"))
            return
        decisions = review["decisions"]
        if not decisions:
            box.appendChild(el("p", "You had no choices to make in this hand: every move was forced.",
                               id="review-total"))
            return
        states = self.states_before(hand)
        table = el("table", None, el("caption", "Your decisions, judged by the expert"), class_="log",
                   id="review-decisions")
        table.appendChild(el("thead", None, el("tr", None, *[el("th", h, scope="col") for h in (
            "When", "You chose", "Expert's choice", "Points given away")])))
        body = el("tbody")
        for decision in decisions:
            same = decision["action"] == decision["best"]
            lost = f"{decision['lost']:.2f}"
            note = " (your choice too)" if same else (" (yours was as good)" if lost == "0.00" else "")
            body.appendChild(el("tr", None,
                                el("th", decision_text(states[decision["index"]]), scope="row"),
                                el("td", action_label(decision["action"], HUMAN, hand.dealer)),
                                el("td", action_label(decision["best"], HUMAN, hand.dealer) + note),
                                el("td", lost),
                                class_="best" if lost == "0.00" else None, data_index=str(decision["index"]),
                                data_action=decision["action"], data_best=decision["best"]))
        table.appendChild(body)
        box.appendChild(el("div", None, table, class_="scroll"))
        lost = sum(d["lost"] for d in decisions)
        matched = sum(1 for d in decisions if f"{d['lost']:.2f}" == "0.00")
        box.appendChild(el("p", f"{matched} of your {len(decisions)} decisions were as good as the expert's; "
                                f"in all you gave away {lost:.2f} expected points.",
                           id="review-total"))

    @staticmethod
    def states_before(hand: HandState) -> list[HandState]:
        """The hand before each action of its history."""
        state = new_hand(hand.rules, hand.dealer, hand.dealt, hand.upcard, hand.kitty)
        states = []
        for seat, action in hand.history:
            states.append(state)
            state = state.apply(action)
        return states

    def deal_table(self, hand: HandState):
        contract = hand.contract
        trump = contract.trump if contract else None
        table = el("table", None, el("caption", "The deal"), class_="log deal", id="review-deal")
        table.appendChild(el("thead", None, el("tr", None, el("th", "Seat", scope="col"),
                                                el("th", "Cards as dealt", scope="col"))))
        body = el("tbody")
        for seat in range(4):
            who = seat_name(seat) + (" (dealer)" if seat == hand.dealer else "")
            cards = el("td", None, class_="dealt")
            for card in sort_hand(hand.dealt[seat], trump):
                cards.appendChild(el("span", card_text(card), class_="mini" + (" red" if card[1] in RED else ""),
                                     data_card=card, title=euchre.card_name(card)))
                cards.appendChild(document.createTextNode(" "))
            body.appendChild(el("tr", None, el("th", who, scope="row"), cards, data_seat=str(seat)))
        table.appendChild(body)
        upcard = hand.upcard
        made = (f"Trump: {contract_text(contract, hand.dealer)}." if contract
                else "Nobody made trump: the hand was thrown in.")
        return el("div", None,
                  el("div", None, table, class_="scroll"),
                  el("p", None, el("span", "Turned card: "),
                     el("span", card_text(upcard), class_="mini" + (" red" if upcard[1] in RED else ""),
                        data_card=upcard, id="review-upcard"),
                     el("span", f" ({euchre.card_name(upcard)}). {made}")))
