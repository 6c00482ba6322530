"""The game page's controller: it turns the page's events into actions and draws the state; the
effects the game asks for (storage, the expert's worker, timers) are done by ``ui.game.work``.

    app = App(); app.start()
    app.shown(True)          # the table is on screen again (False: the score sheet is open)

Every event goes through one path (``ui.kit.program``): an action, ``ui.game.update`` gives the
next state and the effects, the page is patched to match the state (``ui.game.page`` through
``ui.kit.patch``), and the effects are performed; what they learn comes back as actions. Every
callback runs inside the boundary (``ui.kit.boundary``): whatever fails, the state stays as it
was and the page says so in words. No rule and no decision lives here. An element is found by the
node it was drawn for (:meth:`App.element`, through the patch) or, for the page's fixed markup, by
its id; what a field or a form holds is read in one place (:func:`read`).
"""

from __future__ import annotations

import time

from pyscript import document, window

from euchre.errors import InvalidSeedError
from euchre.game import Game
from euchre.round import SEEDS, read_seed

from ..kit import boundary, store
from ..kit.dom import by_id, form_fields
from ..kit.patch import Root
from ..kit.program import Program
from ..kit.sound import Sound, cues
from ..kit.vdom import Look
from .actions import Dealt, ExpertState, Key, Menu, NoticeDo, Press, Shown
from .ai import Expert
from .evaluations import Evaluations
from .motion import Motion
from .page import announced, attributes, page_with_days
from .state import GameState, Prefs
from .table import SWITCHES
from .update import update
from .work import Work

DIALOGS = ("settings", "stats", "how-to-play", "days")
FIELDS = ("input", "select", "textarea")
ANSWERS = {"disabled": False, "aria_disabled": False}
"""A control that answers a tap: neither disabled nor dimmed (``aria-disabled``)."""
NEXT_FOCUS = (("dock", Look("button").within(Look(data_group="bids"))),
              ("seat-0", Look("button", **ANSWERS).within(Look(data_group="cards"))),
              ("summary", Look("button", class_="primary")))
"""Where the focus goes when the control that held it went away, the first found: a bid, a card you
may play, the summary's main button (while the summary shows)."""


def now() -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())


def url_seed() -> str | None:
    """What the address gives as ``?seed=``, as it was written (None without one)."""
    raw = window.URLSearchParams.new(window.location.search).get("seed")
    return str(raw) if raw else None  # a missing parameter is JavaScript's null


def today() -> str:
    """The date here (the device's own calendar): whose deals are today's."""
    now_here = window.Date.new()
    return f"{int(now_here.getFullYear()):04d}-{int(now_here.getMonth()) + 1:02d}-{int(now_here.getDate()):02d}"


def first_state() -> tuple[GameState, bool]:
    """The state the page opens with, from what this browser keeps; and whether this is a first visit."""
    saved = store.load_game()
    stats = store.load_stats()
    asked = url_seed()
    seed, refused = None, None
    if asked is not None:
        try:
            seed = read_seed(asked)
        except InvalidSeedError:
            refused = asked.strip()
    prefs = Prefs.from_saved(store.load_settings())
    game = saved.game
    pending = None
    if game is None:
        game = Game.new(seed=seed)
    elif seed is not None and str(game.round.seed) != str(seed) and not game.round.is_over:
        pending = seed
    elif seed is not None and str(game.round.seed) != str(seed):
        game = game.new_round(seed)
    first_visit = saved.game is None and not saved.problem and asked is None
    days, days_problem = store.load_days()
    state = GameState(game=game, prefs=prefs, stats=stats.stats, stats_problem=stats.problem,
                      evaluations=Evaluations.loads(store.load_coach()), pending_seed=pending,
                      offering=first_visit and not prefs.offered, days=days)
    kept = store.backups()
    if saved.problem or days_problem or kept:
        state = state.with_notice("unreadable", saved.problem or days_problem or "", len(kept))
    if pending is not None:
        state = state.with_notice("seed")
    if refused is not None:  # said in words; the round the page has goes on (or one of its own starts)
        state = state.with_notice("bad-seed", refused, count=int(saved.game is not None))
    return state, first_visit


def read(control) -> dict[str, str]:
    """What a field or a form holds, as text. A form: its named fields (a choice only when checked).
    A field: its ``name`` (its id when it has none), its ``value``, and ``checked`` (``on`` or
    ``off``) for a switch or a choice."""
    if str(control.tagName) == "FORM":
        return form_fields(control)
    values = {"name": str(control.name or control.id or ""), "value": str(control.value or "")}
    if str(control.type or "") in ("checkbox", "radio"):
        values["checked"] = "on" if control.checked else "off"
    return values


def data(node, name: str) -> str:
    """The element's ``data-<name>`` attribute, or "" when it has none (reading a missing one from
    ``dataset`` fails in Python: the browser answers undefined)."""
    value = node.getAttribute(f"data-{name}")
    return "" if value is None else str(value)


def _closest(event, selector: str):
    """The element matching ``selector`` at or above the event's target, or None (a text node, a
    document or a window has no ``closest``)."""
    target = event.target
    if not target or not hasattr(target, "closest"):
        return None
    found = target.closest(selector)
    return found if found else None


class App:
    def __init__(self) -> None:
        self.expert = Expert()
        self.motion = Motion()
        self.sound = Sound(self)
        self.roots: dict[str, Root] = {}
        self.marked: dict[str, dict] = {}
        self.program: Program | None = None
        self.seen: Game | None = None
        """The game as the table last showed it: what changed since is heard and seen."""
        self.engaged = False
        """The person has used the table: the focus follows the game."""
        self.focused = 0
        self.said = ""
        self.dealing: tuple | None = None
        self.work = Work(self)

    # --- start-up -------------------------------------------------------------------------------

    def start(self, shown: bool = True) -> None:
        """Start the game; ``shown`` is False when the page opens at the score sheet, where the
        computer seats wait and the expert's worker is not started until the table is shown."""
        state, _ = first_state()
        self.program = Program(state, update, self.render, self.work.perform, boundary.report)
        self.wire()
        self.send(Shown(shown))  # drawn as it is; then what it waits for is asked (a computer move)
        for name in ("learn-button", "how-button", "stats-button", "days-button", "speed", "level-partner",
                     "level-opponents"):
            by_id(name).disabled = False

    @property
    def state(self) -> GameState:
        return self.program.state

    @property
    def switches(self) -> dict[str, bool]:
        """The Menu's switches now (the sound reads "sound")."""
        return dict(self.state.prefs.switches)

    def send(self, action) -> None:
        """Hand ``action`` to the one event path, stamped with the moment."""
        if hasattr(action, "at") and not action.at:
            action = type(action)(**{**action.__dict__, "at": now()})
        self.program.dispatch(action)

    def shown(self, on_screen: bool = True) -> None:
        """The table is on screen (or the score sheet is open instead: the computer seats wait)."""
        if self.program is not None:
            self.send(Shown(on_screen))

    def hidden(self) -> None:
        self.shown(False)

    # --- events into actions ---------------------------------------------------------------------

    def wire(self) -> None:
        on = boundary.listen
        on(by_id("game"), "click", self.on_click)
        on(document, "keydown", self.on_key)
        on(by_id("notices"), "click", self.on_notice)
        on(window, "euchre-ai", lambda event: self.send(ExpertState(str(event.detail.state),
                                                                     str(event.detail.reason or ""))))
        on(by_id("menu-button"), "click", lambda event: self.send(Menu("open")))
        on(by_id("settings-close"), "click", lambda event: self.send(Menu("close", "settings")))
        on(by_id("stats-button"), "click", lambda event: self.send(Menu("stats")))
        on(by_id("stats-close"), "click", lambda event: self.send(Menu("close", "stats")))
        on(by_id("how-close"), "click", lambda event: self.send(Menu("close", "how-to-play")))
        on(by_id("learn-button"), "click", lambda event: self.send(Menu("learn")))
        on(by_id("how-button"), "click", lambda event: self.send(Menu("how")))
        on(by_id("days-button"), "click", lambda event: self.send(Menu("days")))
        on(by_id("days-close"), "click", lambda event: self.send(Menu("close", "days")))
        on(by_id("days"), "click", self.on_days_click)
        on(by_id("days"), "submit", self.on_days_submit)
        on(by_id("stats"), "click", self.on_stats_click)
        for name in DIALOGS:
            on(by_id(name), "close", lambda event, name=name: self.send(Menu("closed", name)))
        on(by_id("speed"), "change", lambda event: self.send(Menu("speed", value=read(event.target)["value"])))
        for key in ("partner", "opponents"):
            on(by_id(f"level-{key}"), "change",
               lambda event, key=key: self.send(Menu("level", key, read(event.target)["value"])))
        on(by_id("look-box"), "change", self.on_look)
        on(by_id("rules-form"), "change", self.on_rules)
        on(by_id("rules-form"), "submit", self.on_rules_submit)
        on(window, "resize", lambda event: self.state.dialog == "stats" and self.send(Menu("resize")))
        self.sound.wire(on)

    def on_click(self, event) -> None:
        self.engaged = True
        target = _closest(event, "button[data-action]")
        if target is None or target.disabled:
            return
        self.send(Press(data(target, "action")))

    def on_key(self, event) -> None:
        target = event.target
        tag = str(getattr(target, "tagName", "") or "").lower()
        in_game = bool(by_id("game").contains(target)) if hasattr(target, "nodeType") else False
        group = _closest(event, "[data-group]")
        if in_game:
            self.engaged = True
        key = Key(str(event.key), focused=(data(target, "action") or None) if group is not None else None,
                  group=None if group is None else data(group, "group"),
                  command=bool(event.ctrlKey or event.metaKey), shift=bool(event.shiftKey), alt=bool(event.altKey),
                  typing=tag in FIELDS or bool(getattr(target, "isContentEditable", False)),
                  dialog=self.state.dialog is not None or self.state.paused)
        handled = key.group is not None and key.key in ("ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown",
                                                        "Home", "End")
        undoing = not key.typing and not key.dialog and (
            (key.command and key.key in ("z", "Z") and not key.shift and not key.alt)
            or (key.key in ("u", "U") and not key.command and not key.alt))
        if handled or undoing:
            event.preventDefault()
            self.send(key)

    def on_notice(self, event) -> None:
        target = _closest(event, "button[data-notice-action]")
        if target is not None:
            self.send(NoticeDo(data(target, "notice-action")))

    def on_days_click(self, event) -> None:
        target = _closest(event, "button[data-daily-action]")
        if target is None or target.disabled:
            return
        what = data(target, "daily-action")
        if what in ("play", "review"):
            self.send(Menu("play-day", value=data(target, "date") or today()))
        elif what == "copy":
            field = self.element(Look(id="share-text"), "days-body")
            if field is None:
                return
            field.select()
            clipboard = getattr(window.navigator, "clipboard", None)
            if clipboard:
                boundary.then(clipboard.writeText(read(field)["value"]), lambda _: None, lambda _: None)

    def on_days_submit(self, event) -> None:
        event.preventDefault()
        form = event.target
        if data(form, "daily-form") == "shared":
            self.send(Menu("shared", value=read(form).get("shared", "")))

    def on_stats_click(self, event) -> None:
        target = _closest(event, "button[data-stats-action]")
        if target is not None and not target.disabled:
            self.send(Menu(data(target, "stats-action"), value=data(target, "date")))

    def on_look(self, event) -> None:
        field = read(event.target)
        name = field["name"]
        self.send(Menu("look", name, field["checked"] if name in SWITCHES else field["value"]))

    def on_rules(self, event) -> None:
        field = read(event.target)
        if field["name"] in ("preset", "format"):
            self.send(Menu(field["name"], value=field["value"]))
        else:
            self.send(Menu("rule", field["name"], field["checked"]))

    def on_rules_submit(self, event) -> None:
        event.preventDefault()
        self.send(Menu("new-round"))

    # --- drawing -----------------------------------------------------------------------------------

    def element(self, look: Look, part: str | None = None):
        """The element drawn for the node ``look`` finds, in the part of the page with the id ``part``
        or in any (in the order they were first drawn); else, for the page's fixed markup (never
        drawn from nodes), the element with the look's ``id``. None when there is none."""
        roots = [self.roots[part]] if part in self.roots else [] if part else list(self.roots.values())
        for root in roots:
            found = root.element(look)
            if found is not None:
                return found
        ident = dict(look.attrs).get("id")
        if part is None and look.inside is None and isinstance(ident, str):
            fixed = by_id(ident)
            return fixed if fixed else None
        return None

    def chart_size(self) -> tuple[int, int]:
        """The statistics' chart as wide as the dialog's body, not taller than half the window."""
        width = int(by_id("stats-body").clientWidth or 0) or min(int(window.innerWidth) - 48, 900)
        return width, max(170, min(300, int(width * 0.55), int(window.innerHeight) // 2))

    def render(self, state: GameState) -> None:
        active = document.activeElement
        game_box = by_id("game")
        had_focus = bool(active) and (active == document.body or bool(game_box.contains(active)))
        moving = self.motion.duration(state.prefs.speed)
        before = self.motion.where() if moving else None  # measured only for cards that will slide
        rnd = state.game.round
        link = f"?seed={rnd.seed}" if isinstance(rnd.seed, int) and rnd.seed in SEEDS else None
        chart = self.chart_size() if state.dialog == "stats" else (0, 0)  # measured only for the chart drawn
        for ident, nodes in page_with_days(state, today(), link, chart).items():
            root = self.roots.get(ident)
            if root is None:
                root = self.roots[ident] = Root(by_id(ident), document)
            root.render(nodes)
        self.mark(attributes(state))
        self.dialogs(state)
        said = announced(state)
        if said != self.said:
            self.said = said
            by_id("announce").textContent = said
        if before is not None:
            self.motion.arrive(before, moving)
        self.follow(state)
        self.place_focus(state, had_focus)
        self.watch_the_deal(state)

    def mark(self, marks: dict) -> None:
        """Set the fixed elements' attributes that changed."""
        for ident, wanted in marks.items():
            element = document.documentElement if ident == ":root" else by_id(ident)
            shown = self.marked.setdefault(ident, {})
            for name, value in wanted.items():
                if shown.get(name, ...) == value:
                    continue
                shown[name] = value
                if value is None:
                    element.removeAttribute(name)
                else:
                    element.setAttribute(name, value)

    def dialogs(self, state: GameState) -> None:
        for name in DIALOGS:
            dialog = by_id(name)
            wanted = state.dialog == name
            if wanted and not dialog.open:
                dialog.showModal()
                if name == "stats":
                    dialog.scrollTop = 0
            elif not wanted and dialog.open:
                dialog.close()

    def follow(self, state: GameState) -> None:
        """Sound and motion for what happened since the table was last drawn."""
        happened = cues(self.seen, state.game)
        self.seen = state.game
        speed = state.prefs.speed
        self.sound.play(happened, deal_every=max(0.02, self.motion.deal_every(speed) / 1000))
        self.motion.follow(happened, speed, state.game.hand.dealer, state.game.round.seed)

    def place_focus(self, state: GameState, had_focus: bool) -> None:
        """Move the focus where the action asked (once), or, when the focused control went away while
        the person was using the table, to the next sensible one."""
        number, wanted = state.focus
        asked = number != self.focused
        self.focused = number
        active = document.activeElement
        lost = not active or active == document.body
        if not (asked or (self.engaged and had_focus and lost)):
            return
        if asked and (wanted in ("hint", "last-trick", "review") or str(wanted).startswith("review-hand-")):
            again = self.element(Look("button", data_action=wanted, **ANSWERS))
            if again:
                again.focus()
                return
        target = self.next_control()
        if target:
            target.focus(window.Object.fromEntries([["preventScroll", True]]))

    def next_control(self):
        """The control the focus goes to when the one that held it went away (``NEXT_FOCUS``)."""
        for part, look in NEXT_FOCUS:
            if part == "summary" and self.marked.get("summary", {}).get("hidden") is not None:
                continue  # hidden
            found = self.element(look, part)
            if found:
                return found
        return None

    def watch_the_deal(self, state: GameState) -> None:
        """Once the cards of a new hand have landed, say so (the person's choices wait for it)."""
        hand_key = state.step[:2]
        if state.dealt is not None and state.dealt[:2] == hand_key or self.dealing == hand_key:
            return
        self.dealing = hand_key

        async def landed() -> None:
            await self.motion.settled()
            self.send(Dealt(self.state.step))
        boundary.background(landed(), "the deal")

    # --- effects ---------------------------------------------------------------------------------------
