"""The game page: wires the table's views, the computer players, the expert's help and the
menu to the page, and turns clicks and keys into the engine's actions.

    app = App(); app.start()

Every decision comes from the engine (``euchre.game.Game``): the buttons offered are exactly
``legal_actions()``, the computer players' moves are the engine's, and the words come from
``ui.game.words``. What each part of the table shows is ``ui.game.table`` (functions from the game to
nodes, tested in CPython); the computer seats' turns are ``ui.game.turns``, hints and reviews
``ui.game.coach``, the menu ``ui.game.settings``, the statistics ``ui.game.stats_panel``, moving cards
``ui.game.motion``. The game is saved after every action; Undo (its button, Ctrl+Z or U) is the
engine's ``Game.undo``.
"""

from __future__ import annotations

import asyncio

from pyodide.ffi import create_proxy
from pyscript import document, window

import euchre
from euchre.game import HUMAN, Game
from euchre.hand import Phase

from ..kit import store
from . import table as views
from .ai import Expert
from .coach import Coach, background
from ..kit.dom import by_id, el, replace_children
from .motion import Motion
from ..kit.notices import GameNotices
from .settings import RulesPanel, Settings
from ..kit.sound import Sound, cues
from .stats_panel import StatsPanel
from .turns import ComputerTurns
from .tutor import Tutor
from .words import action_label, event_text, turn_text

CARD_KEYS = {"ArrowLeft": -1, "ArrowUp": -1, "ArrowRight": 1, "ArrowDown": 1}


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
        self.settings = Settings(self.on_setting)
        self.expert = Expert()
        self.motion = Motion()
        self.sound = Sound(self.settings)
        self.seen: Game | None = None
        """The game as the table last showed it: what changed since is heard and seen (``follow``)."""
        self.notices = GameNotices(by_id("notices"), self)
        self.rules = RulesPanel(self)
        self.turns = ComputerTurns(self)
        self.coach = Coach(self)
        self.tutor = Tutor(self)
        self.stats = StatsPanel(self)  # before start() looks for data set aside
        self.show_last_trick = False
        self.gathered: tuple | None = None
        """The step whose finished trick has been gathered to its winner."""
        self.gather_task: asyncio.Task | None = None
        self.gather_step: tuple | None = None
        self.paused = False
        """The score sheet is open: the computer seats wait (``hidden``, ``shown``)."""
        self.engaged = False
        """The person has used the table (clicked or typed in it): focus follows the game."""
        self._proxies = []
        self._shown: dict[str, str] = {}
        """What each part of the table was last drawn from (``repr`` of its nodes): unchanged parts
        are not redrawn, so focus and running animations stay where they are."""

    # --- start-up -------------------------------------------------------------------

    def start(self) -> None:
        saved = store.load_game()
        seed = url_seed()
        if saved.problem:
            self.notices.unreadable(saved.problem)
        elif store.backups():
            self.notices.unreadable(None)
        game = saved.game
        if game is None:
            game = Game.new(seed=seed)
        elif seed is not None and str(game.round.seed) != str(seed) and not game.round.is_over:
            self.notices.seed_conflict(seed)
        elif seed is not None and str(game.round.seed) != str(seed):
            game = game.new_round(seed)
        self.set_game(game)
        self.wire()
        self.render()
        self.rules.render()
        self.tutor.offer(first_visit=saved.game is None and not saved.problem and seed is None)
        self.turns.schedule()

    def shown(self) -> None:
        """The table is on screen (main.py calls this): start the expert's worker if a seat plays
        at that level and it is not running yet (boot.js starts it beside the page's Python on
        devices with four cores or more; here it starts after the first render), and let the
        computer seats go on if they were waiting while the score sheet was open."""
        if self.settings.expert_seats():
            self.expert.start()
        if self.paused:
            self.paused = False
            self.turns.schedule()

    def hidden(self) -> None:
        """The score sheet is open instead: the computer seats wait, so nothing plays or saves."""
        self.paused = True
        self.turns.stop()

    def wire(self) -> None:
        game = by_id("game")
        self.listen(game, "click", self.on_click)
        self.listen(game, "keydown", self.on_key)
        self.settings.wire(self.listen)
        self.sound.wire(self.listen)
        self.rules.wire(self.listen)
        self.tutor.wire(self.listen)
        self.listen(by_id("notices"), "click", self.notices.on_click)
        self.listen(window, "euchre-ai", self.on_expert_state)
        self.stats.wire(self.listen)
        self.listen(document, "keydown", self.on_undo_key)

    def listen(self, node, event: str, handler) -> None:
        proxy = create_proxy(handler)
        self._proxies.append(proxy)
        node.addEventListener(event, proxy)

    # --- state changes --------------------------------------------------------------

    def set_game(self, game: Game) -> None:
        self.game = game
        if self.tutor.active:
            return  # a guided hand is never saved: the person's own game stays as it was
        problem = store.save_game(game)
        if problem:
            self.notices.add("save-failed", el("p", problem))
        else:
            self.notices.remove("save-failed")
        self.stats.sync(game)

    def step(self) -> tuple:
        rnd = self.game.round
        return (rnd.seed, rnd.hand_number, len(rnd.hand.history))

    def on_click(self, event) -> None:
        self.engaged = True
        target = event.target.closest("button[data-action]")
        if not target or target.disabled:
            return
        action = str(target.dataset.action)
        game = self.game
        if action == "next-hand":
            self.show_last_trick = False
            self.set_game(game.next_hand())
            rnd = self.game.round
            self.announce(f"Hand {rnd.hand_number} of {rnd.hand_count}: "
                          f"{views.seat_name(rnd.hand.dealer)} {'deal' if rnd.hand.dealer == HUMAN else 'deals'}.")
        elif action == "new-round":
            self.show_last_trick = False
            self.set_game(game.new_round())
            self.rules.render()
            self.announce("A new round: hand 1 of 8.")
        elif action == "last-trick":
            self.show_last_trick = not self.show_last_trick
            self.render_center(self.game.hand)
            self.render_tools()
            return
        elif action == "hint":
            self.coach.ask_hint()
            return
        elif action == "hint-close":
            self.coach.close_hint()
            return
        elif action == "review":
            self.coach.toggle_review()
            return
        elif action.startswith("learn-"):
            self.tutor.on_action(action)
            return
        elif action == "undo":
            self.undo()
            return
        else:
            before = game.hand
            try:
                self.set_game(game.act(action))
            except euchre.EuchreError as error:
                by_id("turn").textContent = str(error)
                self._shown.pop("dock", None)
                return
            self.show_last_trick = False
            self.announce(event_text(before, self.game.hand, HUMAN, action))
        self.render(focus=action)
        self.turns.schedule()

    def undo(self) -> None:
        """Take back the person's last decision of the hand, and what the computers did after it."""
        game = self.game
        if not game.can_undo:
            self.announce(f"Nothing to undo: {game.why_no_undo()}.")
            return
        taken = action_label(game.undoable, HUMAN, game.hand.dealer)
        self.turns.stop()
        self.show_last_trick = False
        if self.gather_task is not None:  # the same steps come again, perhaps with other tricks
            self.gather_task.cancel()
        self.gathered = self.gather_step = None
        self.coach.forget_review()  # the hand may now end otherwise
        self.set_game(game.undo())
        self.announce(f"Undone: {taken}.")
        self.render(focus="undo")
        self.turns.schedule()

    def on_undo_key(self, event) -> None:
        """Ctrl+Z (Cmd+Z) or U at the table undoes, except while typing or in a dialog."""
        key = str(event.key)
        command = bool(event.ctrlKey or event.metaKey)
        if not ((command and key in ("z", "Z") and not event.shiftKey and not event.altKey)
                or (key in ("u", "U") and not command and not event.altKey)):
            return
        if by_id("play-view").hidden or document.querySelector("dialog[open]"):
            return
        target = event.target
        if str(getattr(target, "tagName", "")).lower() in ("input", "select", "textarea") or getattr(
                target, "isContentEditable", False):
            return
        event.preventDefault()
        self.engaged = True
        self.undo()

    def computer_moved(self, action: str | None) -> None:
        """A computer seat acts: ``action``, or the standard player's when None."""
        before = self.game.hand
        seat = before.to_act
        self.set_game(self.game.computer_step(action))
        after = self.game.hand
        if after.history[:len(before.history)] == before.history and len(after.history) > len(before.history):
            self.announce(event_text(before, after, seat, after.history[-1][1]))
        self.render()

    def on_key(self, event) -> None:
        """Arrow keys move between your cards (or your bids); Home and End go to the ends."""
        self.engaged = True
        key = str(event.key)
        target = event.target
        group = target.closest(".my-cards, #actions") if hasattr(target, "closest") else None
        if group is None or key not in (*CARD_KEYS, "Home", "End"):
            return
        buttons = [b for b in group.querySelectorAll("button") if not b.disabled]
        if not buttons:
            return
        index = next((i for i, b in enumerate(buttons) if b == target), 0)
        if key == "Home":
            index = 0
        elif key == "End":
            index = len(buttons) - 1
        else:
            index = (index + CARD_KEYS[key]) % len(buttons)
        event.preventDefault()
        buttons[index].focus()

    def on_setting(self, what: str) -> None:
        if what == "level" and self.settings.expert_seats():
            self.expert.start()
        self.turns.schedule()  # from the next computer decision, including one being thought about now

    def on_expert_state(self, event) -> None:
        if str(event.detail.state) == "failed" and self.settings.expert_seats():
            self.notices.expert_failed(str(event.detail.reason))

    # --- the finished trick -------------------------------------------------------------

    def trick_done(self, hand) -> bool:
        return hand.phase is Phase.PLAY and not hand.trick and bool(hand.tricks)

    def gather_soon(self) -> None:
        """A trick has just been finished: after a pause, sweep it to the seat that won it."""
        step = self.step()
        if self.gather_step == step or self.gathered == step:
            return
        if self.gather_task is not None:
            self.gather_task.cancel()
        self.gather_step = step
        self.gather_task = background(self.gather(step))

    async def gather(self, step: tuple) -> None:
        await asyncio.sleep(self.settings.pause)
        if self.step() != step or self.show_last_trick:
            return
        winner = self.game.hand.tricks[-1].winner
        await self.motion.gather(winner, self.motion.duration(self.settings.speed))
        if self.step() != step:
            return
        self.gathered = step
        self.render_center(self.game.hand)

    async def trick_gathered(self) -> None:
        """Wait until the finished trick has been gathered (or cannot be)."""
        task = self.gather_task
        if task is not None and not task.done() and self.gather_step == self.step():
            try:
                await asyncio.shield(task)
            except asyncio.CancelledError:
                pass
        elif self.gathered != self.step() and self.settings.pause:
            await asyncio.sleep(self.settings.pause)

    # --- rendering ------------------------------------------------------------------

    def announce(self, text: str) -> None:
        """Say what just happened through the live region."""
        by_id("announce").textContent = text

    def focus_in_game(self) -> tuple[bool, str | None]:
        active = document.activeElement
        if active is None or active == document.body:
            return True, None
        if by_id("game").contains(active):
            action = active.dataset.action if hasattr(active, "dataset") else None
            return True, str(action) if action else None
        return False, None

    def render(self, focus: str | None = None) -> None:
        game = self.game
        rnd = game.round
        hand = rnd.hand
        had_focus, focused = self.focus_in_game()
        before = self.motion.where()
        self.put("score-corner", views.scoreboard(rnd))
        self.put("trump-corner", views.trump_box(hand))
        for seat in range(4):
            self.render_seat(hand, seat)
        self.render_center(hand)
        self.put("dock", views.dock(hand, game.legal_actions() if game.human_to_act else (), undo=game.can_undo))
        self.coach.sync()
        self.render_tools()
        self.render_summary()
        section = by_id("game")
        section.dataset.step = f"{rnd.hand_number}:{len(hand.history)}"
        section.dataset.phase = hand.phase.value
        section.dataset.toAct = "" if hand.to_act is None else str(hand.to_act)
        self.motion.arrive(before, self.motion.duration(self.settings.speed))
        self.follow()
        if self.trick_done(hand) and not hand.is_over and self.settings.pause > 0:
            self.gather_soon()
        if focus or (self.engaged and had_focus):
            self.place_focus(focused or focus)
        if game.human_to_act:
            self.announce_turn(hand)
        self.tutor.render()

    def follow(self) -> None:
        """Sound and motion for what happened since the table was last drawn: a deal, a card, a
        trick, a euchre, the round's end (``ui.kit.sound.cues``)."""
        happened = cues(self.seen, self.game)
        self.seen = self.game
        speed = self.settings.speed
        self.sound.play(happened, deal_every=max(0.02, self.motion.deal_every(speed) / 1000))
        self.motion.follow(happened, speed, self.game.hand.dealer, self.game.round.seed)

    def announce_turn(self, hand) -> None:
        """Add whose turn it is to what was just said, once per decision."""
        box = by_id("announce")
        text = str(box.textContent)
        turn = turn_text(hand)
        if turn not in text:
            box.textContent = (text + " " + turn).strip()

    def place_focus(self, wanted: str | None) -> None:
        """Focus the control that was focused if it is still there, else the next sensible one:
        your next legal card or bid, or the button that ends the hand or the round."""
        game = by_id("game")
        if wanted:
            again = game.querySelector(f'button[data-action="{wanted}"]:not([disabled])')
            if again and wanted in ("hint", "last-trick", "review"):
                again.focus()
                return
        target = game.querySelector("#summary:not([hidden]) button.primary, #actions button, "
                                    "#seat-0 .my-cards button:not([disabled])")
        if target:
            target.focus(window.Object.fromEntries([["preventScroll", True]]))

    def put(self, box_id: str, node) -> bool:
        """Draw ``node`` into the element ``box_id`` unless it already shows exactly that."""
        key = repr(node)
        if self._shown.get(box_id) == key:
            return False
        self._shown[box_id] = key
        replace_children(by_id(box_id), node)
        return True

    def render_seat(self, hand, seat: int) -> None:
        box = by_id(f"seat-{seat}")
        thinking = self.turns.thinking == seat and hand.to_act == seat
        node = views.my_seat(hand, thinking) if seat == HUMAN else views.seat(hand, seat, thinking)
        self.put(f"seat-{seat}", node)
        box.setAttribute("aria-busy", "true" if thinking else "false")
        box.classList.toggle("active", hand.to_act == seat)
        box.classList.toggle("sitting-out", hand.sitting_out == seat)

    def render_center(self, hand) -> None:
        gathered = self.gathered == self.step()
        self.put("center", views.center(hand, self.show_last_trick and bool(hand.tricks), gathered))

    def render_tools(self) -> None:
        hand = self.game.hand
        by_id("tools").hidden = self.game.round.is_over  # the round's summary covers the table
        by_id("hint").hidden = not self.game.human_to_act
        button = by_id("last-trick")
        button.disabled = not hand.tricks
        if not hand.tricks:
            self.show_last_trick = False
        button.setAttribute("aria-pressed", "true" if self.show_last_trick else "false")

    def render_summary(self) -> None:
        box = by_id("summary")
        rnd = self.game.round
        link = f"?seed={window.encodeURIComponent(str(rnd.seed))}"
        node = views.summary(self.game, link)
        box.hidden = node is None
        box.classList.toggle("round-over", rnd.is_over)
        if node is None:
            self.put("summary", None)
            return
        if self.put("summary", node):
            self.coach.render_review()
