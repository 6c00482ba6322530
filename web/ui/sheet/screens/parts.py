"""Pieces several of the sheet's screens draw: the feedback box beside each control, a file
chooser shown as a button, a code and its link, the sync status line, a tournament's frame (its
name and tabs) and the line saying results wait for a decision.

    feedback_box("players")                # where what an action did at "players" is said

Functions from values to ``ui.kit.vdom`` nodes, tested in CPython with the screens that use them.
"""

from __future__ import annotations

from euchre.sheet.share import encode

from ...kit.vdom import Node, h
from .. import registry
from ..routes import Route, route_hash
from ..state import SheetState, Syncing
from ..words import sync_status_text, waiting_text


def feedback_box(place: str) -> Node:
    """The empty box where the result of an action at ``place`` is shown."""
    return h("div", None, class_="feedback", data_feedback=place, tabindex="-1", hidden=True, key=f"feedback:{place}")


def form_key(state: SheetState, name: str) -> str:
    """The key of a form that comes back empty once it was sent (a new key: a fresh form)."""
    return f"{name}:{state.sent.get(name, 0)}"


def file_button(label: str, ident: str, action: str, accept: str = ".json,application/json") -> Node:
    """A file chooser shown as a whole, labelled button (the input itself stays reachable by keyboard)."""
    return h("span", None,
             h("input", None, type="file", id=ident, accept=accept, class_="file-input", data_change=action),
             h("label", label, for_=ident, class_="file-button"), class_="file-pick")


def code_link(base: str, kind: str, sheet, server=None) -> str:
    """The whole link: this page's address with ``#sheet/<kind>/<code>`` (``kind``: the link's screen);
    an invitation made while live sync is on carries the table's server link after a ``.`` (``server``,
    its ``Link``)."""
    return f"{base}#sheet/{kind}/{encode(sheet, kind)}" + (f".{server.code()}" if server is not None else "")


def qr_image(text: str, label: str) -> Node:
    """An image ``web/qr.js`` draws the code of ``text`` into (it is never HTML: only an attribute)."""
    return h("img", None, data_qr=text, alt=label, class_="qr-code", width="320", height="320")


def link_box(ident: str, label: str, text: str) -> Node:
    """The link as text to read or copy, with its Copy button."""
    return h("div", None,
             h("label", label, for_=ident),
             h("input", None, id=ident, value=text, readonly=True, class_="share-link", autocomplete="off",
               spellcheck="false"),
             h("button", "Copy link", type="button", data_do="copy-link", data_source=ident, data_text=text,
               class_="secondary", aria_label=f"Copy {label[0].lower() + label[1:]}"),
             class_="link-box")


def sync_line(syncing: Syncing | None) -> Node | None:
    """How live sync is going, in a sentence (nothing when this device has no server)."""
    if syncing is None:
        return None
    status = syncing.status
    return h("p", sync_status_text(status, syncing.detail, syncing.link.role),
             class_=f"sync-status {status.severity}", data_sync=status.value, role="status", aria_live="polite",
             key="sync-status")


def tournament_frame(t, screen: registry.Screen) -> Node:
    """A tournament's name, the way back to the list, and its screens as tabs."""
    box = h("div", None, class_="sheet-tournament", data_tournament=t.id, data_screen=screen.name,
            key=f"tournament:{t.id}")
    box.children.append(h("div", None,
                          h("button", "← All tournaments", type="button", data_do="close-tournament",
                            class_="secondary back"),
                          h("h3", t.name, id="tournament-name"), class_="tournament-head"))
    nav = h("nav", None, class_="sheet-tabs", aria_label=f"{t.name}: screens")
    current = screen.current_tab or screen.name
    for tab in registry.tabs():
        nav.children.append(h("a", tab.tab[1], href=route_hash(Route(t.id, tab.name)),
                              aria_current="page" if tab.name == current else None))
    box.children.append(nav)
    return box


def waiting_banner(t) -> Node | None:
    """A line at the top of a tournament's screens while results wait for a decision (None otherwise)."""
    count = len(t.waiting())
    if not count:
        return None
    return h("p", None, h("span", waiting_text(count)),
             h("a", "Decide now", href=route_hash(Route(t.id, "decide")), class_="button-link"),
             class_="notice waiting-banner", role="status", key="waiting")
