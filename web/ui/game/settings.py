"""The menu: the computer players' speed and levels, the table's look and sounds, and the rules
for the next round.

    settings = Settings(on_change=lambda what: ...)
    settings.wire(listen)        # fills the selects, opens and closes the menu
    settings.speed, settings.levels["partner"], settings.back, settings.cloth
    settings.switches["sound"], settings.switches["forced-card"]

Settings are kept in localStorage (``ui.kit.store``) and apply from the next computer decision;
the card back and the table's colour at once; rules apply from the next round (the engine's
``Game.with_next_rules``).
"""

from __future__ import annotations

from collections.abc import Callable

import euchre
from euchre.ai import LEVELS, table_places
from euchre.game import HUMAN

from ..kit import store
from .cards import BACKS, DEFAULT_BACK
from ..kit.dom import build, by_id, clear, document, el
from .table import CLOTHS, DEFAULT_CLOTH, SWITCHES, back_url, look_settings

SPEEDS = {"slow": 1.6, "normal": 0.9, "fast": 0.35, "instant": 0.0}
"""Seconds between computer actions; a finished trick stays up twice as long."""
SPEED_NAMES = {"slow": "Slow", "normal": "Normal", "fast": "Fast", "instant": "Instant"}
LEVEL_NAMES = {"beginner": "Beginner", "standard": "Standard", "expert": "Expert"}
DEFAULT_LEVEL = "expert"
LEVEL_SETTINGS = {"partner": (2,), "opponents": (1, 3)}
"""Settings keys for the computer seats' levels, and the seats each one covers."""


class Settings:
    def __init__(self, on_change: Callable[[str], None]) -> None:
        self.saved = store.load_settings()
        self.speed = self.saved.get("speed") if self.saved.get("speed") in SPEEDS else "normal"
        self.levels = {key: self.saved.get(key) if self.saved.get(key) in LEVELS else DEFAULT_LEVEL
                       for key in LEVEL_SETTINGS}
        self.back = self.saved.get("back") if self.saved.get("back") in BACKS else DEFAULT_BACK
        self.cloth = self.saved.get("cloth") if self.saved.get("cloth") in CLOTHS else DEFAULT_CLOTH
        self.switches = {key: self.saved.get(key) if isinstance(self.saved.get(key), bool) else True
                         for key in SWITCHES}
        """The Menu's switches (``ui.game.table.SWITCHES``), each on unless switched off."""
        self.on_change = on_change

    @property
    def pause(self) -> float:
        return SPEEDS[self.speed]

    def level_of(self, seat: int) -> str:
        return next(self.levels[key] for key, seats in LEVEL_SETTINGS.items() if seat in seats)

    def table_of(self, seat: int) -> dict[str, str]:
        """Who sits left, across and right of ``seat``: the person (South) or a computer level."""
        return table_places([None if s == HUMAN else self.level_of(s) for s in range(4)], seat)

    def expert_seats(self) -> list[int]:
        return sorted(seat for key, seats in LEVEL_SETTINGS.items() if self.levels[key] == "expert" for seat in seats)

    def wire(self, listen) -> None:
        self.show_speed()
        self.show_look()
        look = build(look_settings(self.back, self.cloth, self.switches))
        by_id("settings").insertBefore(look, by_id("rules-panel"))
        listen(look, "change", self.on_look)
        listen(by_id("speed"), "change", self.on_speed)
        for key in LEVEL_SETTINGS:
            listen(by_id(f"level-{key}"), "change", self.on_level)
        listen(by_id("menu-button"), "click", lambda event: self.open())
        listen(by_id("settings-close"), "click", lambda event: by_id("settings").close())
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
                select.appendChild(el("option", LEVEL_NAMES[level], value=level,
                                      selected=level == self.levels[key]))

    def open(self) -> None:
        dialog = by_id("settings")
        if not dialog.open:
            dialog.showModal()

    def show_speed(self) -> None:
        """Name the speed on the page (``<html data-speed>``): at Instant nothing moves, the
        stylesheet's pops and lifts included (table.css)."""
        document.documentElement.dataset.speed = self.speed

    def show_look(self) -> None:
        """Dress the table: the card back (the stylesheet's ``--card-back``) and the cloth
        (``<html data-cloth>``)."""
        root = document.documentElement
        root.style.setProperty("--card-back", f'url("{back_url(self.back)}")')
        root.dataset.cloth = self.cloth

    def on_look(self, event) -> None:
        target = event.target
        name, value = str(target.name or ""), str(target.value or "")
        if name == "card-back" and value in BACKS:
            self.back = self.saved["back"] = value
        elif name == "cloth" and value in CLOTHS:
            self.cloth = self.saved["cloth"] = value
        elif str(target.id) in SWITCHES:
            key = str(target.id)
            self.switches[key] = self.saved[key] = bool(target.checked)
            store.save_settings(self.saved)
            self.on_change(key)
            return
        else:
            return
        store.save_settings(self.saved)
        self.show_look()

    def on_speed(self, event) -> None:
        value = event.target.value
        if value in SPEEDS:
            self.speed = value
            self.saved["speed"] = value
            store.save_settings(self.saved)
            self.show_speed()
            self.on_change("speed")

    def on_level(self, event) -> None:
        key = str(event.target.id).removeprefix("level-")
        value = event.target.value
        if key in LEVEL_SETTINGS and value in LEVELS:
            self.levels[key] = value
            self.saved[key] = value
            store.save_settings(self.saved)
            self.on_change("level")


class RulesPanel:
    """The menu's Rules: a preset or each house rule, for the next round; "Start a new round
    with these rules" asks once before abandoning a round in progress."""

    def __init__(self, app) -> None:
        self.app = app
        self.confirming_new_round = False

    def wire(self, listen) -> None:
        listen(by_id("rules-form"), "change", self.on_change)
        listen(by_id("rules-form"), "submit", self.on_submit)

    def chosen(self) -> euchre.Rules:
        form = by_id("rules-form")
        values = {name: bool(form.querySelector(f"input[name={name}]").checked) for name in euchre.Rules.names()}
        return euchre.Rules(**values)

    def on_change(self, event) -> None:
        target = event.target
        if target.name == "preset":
            rules = euchre.Rules.standard() if target.value == "standard" else euchre.Rules.tournament()
        else:
            rules = self.chosen()
        self.confirming_new_round = False
        self.app.set_game(self.app.game.with_next_rules(rules))
        self.render()

    def on_submit(self, event) -> None:
        event.preventDefault()
        rnd = self.app.game.round
        in_progress = not rnd.is_over and (rnd.hand_number > 1 or rnd.hand.history)
        if in_progress and not self.confirming_new_round:
            self.confirming_new_round = True
            self.render()
            return
        self.confirming_new_round = False
        self.app.show_last_trick = False
        self.app.set_game(self.app.game.new_round())
        self.render()
        by_id("settings").close()
        self.app.render()
        self.app.turns.schedule()

    def render(self) -> None:
        game = self.app.game
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
