"""The game page's state as one immutable value (its actions: ``ui.game.actions``; its effects: ``ui.game.effects``).

    >>> from euchre.game import Game
    >>> state = GameState(game=Game.new(seed=4))
    >>> state.prefs.speed, state.prefs.level_of(1), state.step == (4, 1, 0)
    ('normal', 'expert', True)

Everything the table, the menu and the dialogs show comes from a :class:`GameState`; every event on the
page arrives as one of the actions below (``ui.game.update`` turns a state and an action into the
next state and the effects, and ``ui.game.app`` performs the effects and draws). Pure Python,
tested in CPython.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any

from euchre.ai import LEVELS, table_places
from euchre.daily import Days
from euchre.formats import FORMATS, Format
from euchre.game import HUMAN, Game
from euchre.stats import Stats

from .cards import BACKS, DEFAULT_BACK
from .evaluations import Evaluations
from .table import CLOTHS, DEFAULT_CLOTH, SWITCHES

SPEEDS = {"slow": 1.6, "normal": 0.9, "fast": 0.35, "instant": 0.0}
"""Seconds between computer actions; a finished trick stays up twice as long."""
SPEED_NAMES = {"slow": "Slow", "normal": "Normal", "fast": "Fast", "instant": "Instant"}
LEVEL_NAMES = {"beginner": "Beginner", "standard": "Standard", "expert": "Expert"}
DEFAULT_LEVEL = "expert"
LEVEL_SETTINGS = {"partner": (2,), "opponents": (1, 3)}
"""Settings keys for the computer seats' levels, and the seats each one covers."""
OFFERED = "learn_offered"
"""The settings key that remembers the guided hand was offered (accepted or not)."""

Step = tuple
"""(round's seed, hand number, actions so far): one moment of the game."""


@dataclass(frozen=True)
class Prefs:
    """The Menu's choices, kept on the device: speed, levels, the table's look, the switches."""

    speed: str = "normal"
    partner: str = DEFAULT_LEVEL
    opponents: str = DEFAULT_LEVEL
    back: str = DEFAULT_BACK
    cloth: str = DEFAULT_CLOTH
    switches: tuple[tuple[str, bool], ...] = tuple((key, True) for key in SWITCHES)
    offered: bool = False
    """The guided hand has been offered once."""
    format: str = "round"
    """The format of the next game: ``round`` (the tournament's eight hands) or ``to-10``
    (``euchre.formats``)."""
    other: tuple[tuple[str, Any], ...] = ()
    """Saved keys this page does not know (a newer page's): kept as they are."""

    @classmethod
    def from_saved(cls, saved: dict) -> Prefs:
        known = {"speed", "partner", "opponents", "back", "cloth", "format", OFFERED, "schema", *SWITCHES}

        def pick(key, allowed, default):
            value = saved.get(key)
            return value if value in allowed else default
        return cls(speed=pick("speed", SPEEDS, "normal"), partner=pick("partner", LEVELS, DEFAULT_LEVEL),
                   opponents=pick("opponents", LEVELS, DEFAULT_LEVEL), back=pick("back", BACKS, DEFAULT_BACK),
                   cloth=pick("cloth", CLOTHS, DEFAULT_CLOTH),
                   switches=tuple((key, saved[key] if isinstance(saved.get(key), bool) else True) for key in SWITCHES),
                   offered=bool(saved.get(OFFERED)),
                   format=pick("format", {f.key for f in FORMATS}, "round"),
                   other=tuple((k, v) for k, v in saved.items() if k not in known))

    def saved(self) -> dict:
        return {**dict(self.other), "speed": self.speed, "partner": self.partner, "opponents": self.opponents,
                "back": self.back, "cloth": self.cloth, "format": self.format, **dict(self.switches),
                **({OFFERED: True} if self.offered else {})}

    @property
    def pause(self) -> float:
        return SPEEDS[self.speed]

    def switch(self, key: str) -> bool:
        return dict(self.switches).get(key, True)

    def with_switch(self, key: str, on: bool) -> Prefs:
        return dataclasses.replace(self, switches=tuple((k, on if k == key else v) for k, v in self.switches))

    def level_of(self, seat: int) -> str:
        return self.partner if seat in LEVEL_SETTINGS["partner"] else self.opponents

    def table_of(self, seat: int) -> dict[str, str]:
        """Who sits left, across and right of ``seat``: the person (South) or a computer level."""
        return table_places([None if s == HUMAN else self.level_of(s) for s in range(4)], seat)

    def expert_seats(self) -> list[int]:
        return [seat for seat in (1, 2, 3) if self.level_of(seat) == "expert"]

    @property
    def next_format(self) -> Format:
        return Format.parse(self.format)

    @property
    def levels(self) -> tuple[str, str]:
        return (self.partner, self.opponents)


@dataclass(frozen=True)
class Advice:
    """The expert's evaluation of one decision as the page shows it: a hint, or the guide's advice
    in a guided hand. ``status``: ``thinking``, ``done`` or ``failed``."""

    key: Step
    status: str
    options: tuple = ()
    error: str = ""

    def as_dict(self) -> dict:
        """The shape the views take (``ui.game.advice.hint_panel``, ``ui.game.learn.lesson_panel``)."""
        return {"key": self.key, "status": self.status, "options": self.options, "error": self.error}


@dataclass(frozen=True)
class Review:
    """The review of the finished hand: open or not, how far it has got, and each decision judged."""

    key: tuple
    """(round's seed, hand number)."""
    open: bool = True
    status: str = "working"
    """``working``, ``done`` or ``failed``."""
    done: int = 0
    total: int = 0
    decisions: tuple = ()
    error: str = ""

    def as_dict(self) -> dict:
        return {"key": self.key, "open": self.open, "status": self.status, "done": self.done, "total": self.total,
                "decisions": list(self.decisions), "error": self.error}


@dataclass(frozen=True)
class Notice:
    """Something over the table that needs the person: ``kind`` says what, ``detail`` the words."""

    kind: str
    """``unreadable``, ``expert-error``, ``expert-failed``, ``seed``, ``save-failed``, ``stats-save-failed``."""
    detail: str = ""
    count: int = 0


@dataclass(frozen=True)
class Refusal:
    """A card the person tapped that the rules do not allow now, and the engine's reason
    (``HandState.why_not``): said, and shown beside their cards for a moment."""

    number: int
    """Counts the refusals, so the same card tapped again is shown and said again."""
    step: Step
    action: str
    reason: str


REFUSAL_SECONDS = 4.0
"""How long a refused card's reason stays beside the cards."""


@dataclass(frozen=True)
class GameState:
    game: Game
    prefs: Prefs = Prefs()
    stats: Stats = field(default_factory=Stats)
    stats_problem: str | None = None
    evaluations: Evaluations = field(default_factory=Evaluations, compare=False)
    hint: Advice | None = None
    review: Review | None = None
    asked: frozenset = frozenset()
    """The decisions whose evaluation has been asked of the expert and not yet answered."""
    last_trick: bool = False
    gathered: Step | None = None
    """The step whose finished trick has been gathered to its winner."""
    turn: tuple | None = None
    """What the table last asked for: (step, "gather"), (step, "think", level) or (step, "forced");
    asked once for each moment."""
    queued: str | None = None
    """The person's choice tapped while the cards were still being dealt: played once they land."""
    thinking: int | None = None
    """The computer seat whose expert decision the page is waiting for."""
    dealt: Step | None = None
    """The step from which the deal has landed (nothing is decided before it)."""
    paused: bool = False
    """The score sheet is open: the computer seats wait."""
    dialog: str | None = None
    """``settings``, ``stats`` or ``how-to-play``: the dialog open over the page."""
    confirming_reset: bool = False
    confirming_new_round: bool = False
    notices: tuple[Notice, ...] = ()
    mode: str = "own"
    """What is on the table: ``own`` (the person's own game), ``day`` (today's deals, or a kept day's)
    or ``lesson`` (a guided hand)."""
    own_game: Game | None = None
    """The person's own game while another is on the table."""
    lesson: str | None = None
    """The lesson on the table (mode ``lesson``): its id (``euchre.lessons``)."""
    offering: bool = False
    """The guided hand is being offered (a first visit)."""
    expert: tuple[str, str] = ("idle", "")
    """The expert's worker: its state (``idle``, ``starting``, ``ready``, ``failed``) and why it failed."""
    expert_told: bool = False
    """The person has been told the expert is not available (said once)."""
    announce: tuple[int, str] = (0, "")
    """What the screen reader is told now, numbered so the same words can be said again."""
    focus: tuple[int, str | None] = (0, None)
    """Where the focus goes after this action (a button's ``data-action``, or None for the next
    sensible control), numbered: it moves once, when the number changes."""
    pending_seed: int | str | None = None
    days: Days = Days()
    """The days of today's deals kept on this device (the latest 30)."""
    today: str | None = None
    """The date of the day on the table (mode ``day``)."""
    day_expert: tuple | None = None
    """(date, hand, actions so far): the expert's own hand being worked out."""
    day_asked: tuple | None = None
    day_error: str = ""
    shared: Any = None
    """A day someone shared, being read back (``ui.game.day.Shared``)."""
    shared_asked: tuple | None = None
    refusal: Refusal | None = None
    """The card just refused, with the engine's reason, while it is shown beside the cards."""

    @property
    def step(self) -> Step:
        rnd = self.game.round
        return (rnd.seed, rnd.hand_number, len(rnd.hand.history))

    @property
    def guided(self) -> bool:
        return self.mode == "lesson"

    def notice(self, kind: str) -> Notice | None:
        return next((n for n in self.notices if n.kind == kind), None)

    def with_notice(self, kind: str, detail: str = "", count: int = 0) -> GameState:
        kept = tuple(n for n in self.notices if n.kind != kind)
        return dataclasses.replace(self, notices=kept + (Notice(kind, detail, count),))

    def without_notice(self, *kinds: str) -> GameState:
        """The state without those notices (this very state when none is shown)."""
        if not any(n.kind in kinds for n in self.notices):
            return self
        return dataclasses.replace(self, notices=tuple(n for n in self.notices if n.kind not in kinds))

    def saying(self, text: str) -> GameState:
        return dataclasses.replace(self, announce=(self.announce[0] + 1, text))

    def focusing(self, target: str | None) -> GameState:
        return dataclasses.replace(self, focus=(self.focus[0] + 1, target))
