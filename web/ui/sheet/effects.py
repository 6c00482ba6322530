"""What ``ui.sheet.update`` asks the controller to do beside drawing: each effect a plain value.

    state, effects = update(state, action)      # e.g. (Save(t), Focus(Look(id="add-player-name")))

The controller (``ui.sheet.controller``) performs each, in order, after the state is drawn; what it
learns (a save merged with another tab's, a copy refused) comes back as an action
(``ui.sheet.actions``). Nothing here does anything: tests compare effects as values.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any

from ..kit.vdom import Look, Node


# --- storage -----------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Load:
    """Replay the journal's ``entries`` into storage, then read everything this device keeps."""

    entries: tuple


@dataclass(frozen=True)
class Save:
    """Store a tournament (merged with what another tab stored meanwhile); answered by ``Stored``."""

    tournament: Any


@dataclass(frozen=True)
class SaveTable:
    """Store a phone's copy of its table (``key``: tournament, round, table); answered by ``Stored``."""

    key: tuple[str, int, int]
    tournament: Any


@dataclass(frozen=True)
class ReadTable:
    """Read the phone's copy of a table from storage again (answered by ``TableRead``), then dispatch
    ``then``, the action that works on it."""

    key: tuple[str, int, int]
    then: Any


@dataclass(frozen=True)
class Reload:
    """Another tab wrote this tournament: read it again (answered by ``Reloaded``)."""

    tournament_id: str


@dataclass(frozen=True)
class Forget:
    """Delete a tournament from this device (the person confirmed it)."""

    tournament_id: str


@dataclass(frozen=True)
class ForgetKept:
    """Delete the data kept aside (the person confirmed it); answered by ``KeptRead``."""


# --- live sync -------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class SyncStart:
    """Keep ``link`` (a ``euchre.sheet.sync_link.Link``) on this device and replicate with its server."""

    link: Any


@dataclass(frozen=True)
class SyncStop:
    """Stop replicating the link kept under ``key`` and forget it."""

    key: str


@dataclass(frozen=True)
class SyncClose:
    """Stop replicating the link under ``key`` until the page opens again (its server holds another tournament)."""

    key: str


@dataclass(frozen=True)
class Publish:
    """Add to the link's database what ``tournament`` holds that it lacks."""

    key: str
    tournament: Any


# --- the page and the browser --------------------------------------------------------------------------

@dataclass(frozen=True)
class Download:
    filename: str
    text: str
    kind: str


@dataclass(frozen=True)
class DownloadKept:
    """Download the data kept aside (read from storage as it is now)."""


@dataclass(frozen=True)
class Print:
    what: str
    """``seating``, ``standings`` or ``cards`` (the body's ``data-printing`` for the print style)."""
    nodes: tuple[Node, ...]


@dataclass(frozen=True)
class Copy:
    text: str
    field: Look
    """The field showing the text (selected, so it can be copied by hand if the browser refuses)."""
    place: str
    """Where to say whether it was copied (answered by ``Copied``)."""


@dataclass(frozen=True)
class FullScreen:
    """Show the page on the whole screen (or leave it); the browser answers with ``FullscreenChanged``."""

    on: bool


@dataclass(frozen=True)
class Navigate:
    """Name the screen in the address: a new history entry, or in place of the current one."""

    address: str
    replace: bool


@dataclass(frozen=True)
class ScrollTop:
    """A new screen: start at its top."""


@dataclass(frozen=True)
class Focus:
    """Bring a node into view and give it the focus."""

    look: Look


@dataclass(frozen=True)
class Measure:
    """Measure how many of the projector screen's rows fit (answered by ``Measured`` when it changed)."""


@dataclass(frozen=True)
class Count:
    """Count one more on the page's body (``data-sheet-synced``: arrivals that changed this device's
    data; tests wait for it)."""

    marker: str


SYNCED = "sheetSynced"


class Watch(Enum):
    """What runs while the state asks for it (``ui.sheet.update.subscriptions``): started when it
    appears, stopped when it goes."""

    PAGE_TURNS = "page turns"
    """The projector screen's timer: a ``PageTurn`` every ``PAGE_SECONDS``."""
    CAMERA = "camera"
    """The camera reads codes into the scan panel's video."""
