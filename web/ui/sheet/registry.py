"""The score sheet's screens and actions, each one record registered where its screen lives.

    @action("add-player")                           # a form, button or change names it in the markup
    def add_player(state, t, form): ...             # -> ui.sheet.steps.Step

    screen("players", Address.TOURNAMENT, players_view, tab=(3, "Players"))
    screen("screen", Address.TOURNAMENT, board_view, follows=measure, watches=page_turns)


    @on(SyncArrived)                                 # an action that is no control's: its type names it
    def arrived(state, action): ...                  # -> (state, effects)

An :class:`Action` holds everything about one action: the function, which tournament it works on,
how its input is read (a form's fields, a file's text, the code in a photo) and turned into values,
and whether it is quiet (not a person's doing). A :class:`Screen` holds its address's shape, its
view, its place among a tournament's tabs, what follows whenever it is shown and what runs while it
is (a :class:`Watch`). ``ui.sheet.screens`` imports every module in its folder, which registers
them: a new screen is one module there. ``ui.sheet.routes`` reads the screens, ``ui.sheet.update``
the actions and the screens' ``follows`` and ``watches``, ``ui.sheet.page`` their views. This module
imports nothing of the sheet's, so every other can read it.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum, StrEnum
from typing import Any, Callable

Form = dict[str, Any]
Run = Callable[..., Any]
"""``run(state, t, form) -> Step``: the action on the tournament it works on (None when there is none)."""


class Input(Enum):
    """How the controller reads what a control holds for its action."""

    FIELDS = "fields"
    """The control's ``data-*``, its form's ``data-*`` and fields; a field's own ``value``/``checked``."""
    FILE_TEXT = "file text"
    """A chosen file's text, as ``text`` (``problem`` says why it could not be read)."""
    PHOTO_CODE = "photo code"
    """The QR code ``web/qr.js`` reads in a chosen photo, as ``text`` (``problem`` when there is none)."""


class Unread(StrEnum):
    """Why the controller could not read a file or a photo for its action (its ``problem``)."""

    UNREADABLE = "unreadable"
    """The browser could not read the file."""
    NO_CODE = "no code"
    """The photo holds no QR code that could be read."""
    LOADING = "loading"
    """The code reader (``web/qr.js``) has not loaded yet."""


class Address(Enum):
    """The shapes of the sheet's addresses (``ui.sheet.routes`` reads and writes them)."""

    LIST = "#sheet"
    HOME = "#sheet/<id>"
    TOURNAMENT = "#sheet/<id>/<screen>"
    ROUND = "#sheet/<id>/round/<round>[/table/<table>]"
    DEVICE = "#sheet/<id>/device/<round>/<table>"
    BOOK = "#sheet/<screen>"
    """A screen of the device's own, beside its tournaments (the roster, the season)."""
    LINK = "#sheet/<screen>/<code>"
    """A link between devices: opening it runs the screen's ``opens`` action, which moves on to a screen."""


class Watch(Enum):
    """What runs while the state asks for it (``ui.sheet.update.subscriptions``): started when it
    appears, stopped when it goes."""

    PAGE_TURNS = "page turns"
    """The projector screen's timer: a ``PageTurn`` every ``PAGE_SECONDS``."""
    CAMERA = "camera"
    """The camera reads codes into the scan panel's video."""


@dataclass(frozen=True)
class Action:
    name: str
    """As the markup names it: ``data-form``, ``data-do`` or ``data-change``."""
    run: Run
    target: Callable[[Any, Form], Any] | None = None
    """``target(state, form)``: which tournament it works on (a ``ui.sheet.steps.Of``, or None for none);
    None here: the tournament of the screen shown."""
    read: Callable[[Form], Form] | None = None
    """What the input holds, read into values before the action runs (a file's tournament, a code's table)."""
    input: Input = Input.FIELDS
    quiet: bool = False
    """Not a person's doing (the address, a timer): the messages at the top stay as they are."""
    reads_table: bool = False
    """The phone's copy of the table it works on is read from storage again first (it may have been
    written since the page started: a copy set aside, another tab's)."""


@dataclass(frozen=True)
class Screen:
    name: str
    address: Address
    view: Callable[..., Any] | None = None
    """``view(state, t) -> Node``: the screen for the tournament ``t`` (a table's phone: its own copy)."""
    tab: tuple[int, str] | None = None
    """Its place and label among a tournament's tabs (None: not a tab)."""
    current_tab: str | None = None
    """The tab shown as current on this screen (its own name when None)."""
    framed: bool = True
    """Inside the tournament's frame: its name, tabs and sync line."""
    sync_line: bool = True
    """The frame shows how live sync goes (False: the screen shows it itself)."""
    banner: bool = False
    """The line saying that results wait for a decision is shown above it."""
    for_the_room: bool = False
    """Shown to a room (a projector): of the messages at the top, only errors."""
    opens: Action | None = None
    """A link's action (``Address.LINK``)."""
    follows: Callable[[Any], tuple] | None = None
    """``follows(state) -> effects``: added after every action that leaves it shown, unless there
    already (the projector screen measures its rows)."""
    watches: Callable[[Any], frozenset[Watch]] | None = None
    """``watches(state)``: what runs while it is shown (the projector's page turns; the camera while
    the devices screen scans)."""


ACTIONS: dict[str, Action] = {}
SCREENS: dict[str, Screen] = {}
HANDLERS: dict[type, Callable[[Any, Any], tuple[Any, tuple]]] = {}


def _add(table: dict, key, value) -> None:
    if key in table:
        raise ValueError(f"{key!r} is registered twice")
    table[key] = value


def action(name: str, *, target=None, read=None, input: Input = Input.FIELDS, quiet: bool = False):
    """Register the decorated function as the action ``name``; the function itself is returned."""
    def register(run: Run) -> Run:
        _add(ACTIONS, name, Action(name, run, target, read, input, quiet))
        return run
    return register


def screen(name: str, address: Address, view=None, **options) -> Screen:
    """Register a screen; returns its record."""
    record = Screen(name, address, view, **options)
    _add(SCREENS, name, record)
    return record


def on(kind: type):
    """Register the decorated ``handler(state, action) -> (state, effects)`` for actions of type ``kind``."""
    def register(handler):
        _add(HANDLERS, kind, handler)
        return handler
    return register


def tabs() -> list[Screen]:
    """A tournament's tabs, in order."""
    return sorted((s for s in SCREENS.values() if s.tab is not None), key=lambda s: s.tab[0])


def named(address: Address) -> set[str]:
    """The names of the screens whose addresses have this shape."""
    return {name for name, s in SCREENS.items() if s.address is address}
