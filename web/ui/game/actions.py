"""What happens on the game page, as values: each event, and each answer an effect brings back,
arrives at ``ui.game.update`` as one of these. Pure Python, tested in CPython."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .state import Step

@dataclass(frozen=True)
class Press:
    """A button of the table (``data-action``): a bid, a card, Next hand, Hint, Undo..."""

    action: str
    at: str = ""


@dataclass(frozen=True)
class Key:
    """A key pressed at the table. ``group``: ``cards`` or ``bids`` when the focus is among them;
    ``typing``: the focus is in a field; ``dialog``: a dialog is open."""

    key: str
    focused: str | None = None
    group: str | None = None
    command: bool = False
    shift: bool = False
    alt: bool = False
    typing: bool = False
    dialog: bool = False
    at: str = ""


@dataclass(frozen=True)
class NoticeDo:
    """A notice's button."""

    what: str
    at: str = ""


@dataclass(frozen=True)
class Menu:
    """The Menu and its dialogs: ``what`` is ``open``, ``closed`` (the dialog ``value`` closed itself),
    ``close``, ``speed``, ``level`` (``name`` partner/opponents), ``look`` (``name`` card-back/cloth or a
    switch), ``preset``, ``rule`` (``name`` a house rule), ``new-round``, ``stats``, ``stats-csv``,
    ``reset``, ``reset-yes``, ``reset-no``, ``review-day`` (``value`` a kept day's date), ``learn``, ``how``."""

    what: str
    name: str = ""
    value: str = ""
    at: str = ""


@dataclass(frozen=True)
class Shown:
    """The table is on screen (``True``) or the score sheet is open instead."""

    shown: bool
    at: str = ""


@dataclass(frozen=True)
class ComputerMoved:
    """A computer seat's move at ``step``: ``action``, or None for the standard player's."""

    step: Step
    action: str | None
    at: str = ""


@dataclass(frozen=True)
class Thinking:
    step: Step
    seat: int
    at: str = ""


@dataclass(frozen=True)
class ExpertTrouble:
    """The expert could not answer (``failed``: its worker is gone for good)."""

    reason: str
    failed: bool = False
    at: str = ""


@dataclass(frozen=True)
class ExpertState:
    state: str
    reason: str = ""
    at: str = ""


@dataclass(frozen=True)
class Evaluated:
    """The expert's options for a decision (``ui.game.evaluations.Decision``) from ``view``; or why not."""

    decision: Any
    view: Any
    options: tuple = ()
    error: str = ""
    at: str = ""


@dataclass(frozen=True)
class Gathered:
    step: Step
    at: str = ""


@dataclass(frozen=True)
class Dealt:
    step: Step
    at: str = ""


@dataclass(frozen=True)
class ExpertDayStep:
    """The worker's answer for the expert's own hand of a day: the actions so far, ``done`` when finished."""

    date: str
    hand: int
    actions: tuple[str, ...] = ()
    done: bool = False
    error: str = ""
    at: str = ""


@dataclass(frozen=True)
class SharedStep:
    """The worker's answer for a hand of a shared day being replayed."""

    code: str
    hand: int
    actions: tuple[str, ...] = ()
    done: bool = False
    rest: str | None = None
    error: str = ""
    at: str = ""


@dataclass(frozen=True)
class RefusalShown:
    """A refused card's reason has been shown long enough (``number``: which refusal)."""

    number: int
    at: str = ""


@dataclass(frozen=True)
class Stored:
    """What storing something said: ``what`` is ``game`` or ``stats``; ``problem`` None when stored."""

    what: str
    problem: str | None = None
    at: str = ""


