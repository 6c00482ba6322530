"""The whole score sheet drawn from its state: the title, the messages, the hands waiting for a
decision, the screen the address names, and what the last action said next to its control.

    nodes = page(state, tournaments, base="/euchre/", kept=[])

A function from the state (``ui.sheet.state``) and the tournaments to ``ui.kit.vdom`` nodes: it
changes nothing, and is tested in CPython. ``ui.sheet.controller`` puts the nodes in the page.
"""

from __future__ import annotations

from typing import Mapping

from ..kit.vdom import Node, find, h
from .board import board
from .devices import device_screen, devices_screen, sync_line
from .round import round_screen
from .screens import (decisions_panel, files_screen, home_screen, import_choice, kept_data_panel, list_screen,
                      players_screen, standings_screen, tournament_frame, waiting_banner)
from .state import Note, SheetState


def screen(state: SheetState, t, base: str) -> Node:
    """The screen the route names, inside the tournament's frame (its name and tabs)."""
    route, editing = state.route, state.editing
    syncing = state.syncing(t.id)
    if route.screen == "screen":
        shown = board(t, state.board)  # for the room: no tabs around it
        foot = find(shown, lambda n: n.tag == "footer")
        if syncing is not None and foot:
            foot[0].children.append(sync_line(syncing))  # in the foot, which the screen's rows are measured above
        return shown
    if route.screen == "round":
        rnd = t.round(route.round)
        body = round_screen(t, rnd, rnd.table(route.table), editing)
    elif route.screen == "standings":
        body = standings_screen(t)
    elif route.screen == "players":
        body = players_screen(t, editing)
    elif route.screen == "files":
        body = files_screen(t)
    elif route.screen == "devices":
        body = devices_screen(t, base, editing.invite, state.scanning, syncing, editing.screen_link)
    elif route.screen == "decide":
        body = decisions_panel(t)
    else:
        body = home_screen(t, editing)
    frame = tournament_frame(t, route.screen)
    if syncing is not None and route.screen != "devices":  # where the organiser looks; in full on Table devices
        frame.children.append(sync_line(syncing))
    banner = waiting_banner(t) if route.screen in ("home", "round", "players") else None
    if banner is not None:
        frame.children.append(banner)
    frame.children.append(body)
    return frame


def messages_box(state: SheetState, kept) -> Node | None:
    """What happened elsewhere (storage, other tabs), with the data kept aside beside its message."""
    show_kept = bool(kept) and (state.route.screen == "list" or state.confirm_kept
                                or any(m.key == "unreadable" for m in state.messages))
    messages = [m for m in state.messages if state.route.screen != "screen" or m.kind == "error"]  # the room's
    if not messages and not show_kept:
        return None
    box = h("div", None, class_="sheet-messages", role="status", aria_live="polite")
    for message in messages:  # each can be dismissed; one of each kind at a time (a newer one replaces it)
        box.children.append(h("div", None, h("p", message.text, class_="message-text"),
                              h("button", "Dismiss", type="button", data_do="dismiss", data_key=message.key,
                                class_="secondary", aria_label=f"Dismiss: {message.text[:80]}"),
                              class_=f"message {message.kind}"))
    if show_kept:
        box.children.append(kept_data_panel(kept, state.confirm_kept))
    return box


def note_box(note: Note) -> Node:
    """The feedback box of ``note.place`` saying ``note`` (empty and hidden when it says nothing)."""
    if not note.text:
        return h("div", None, class_="feedback", data_feedback=note.place, tabindex="-1", hidden=True)
    return h("div", None,
             h("p", note.text),
             h("p", None, *note.buttons, class_="button-row") if note.buttons else None,
             class_=f"feedback {note.kind}", data_feedback=note.place, tabindex="-1",
             role="status" if note.kind == "ok" else "alert")


def place_note(nodes: list[Node], note: Note | None) -> None:
    """Put ``note`` in its box among ``nodes`` (drawn just now), or at the top when this screen has none."""
    if note is None or not note.text:
        return
    for node in nodes:
        for box in find(node, lambda n: n.attrs.get("data-feedback") == note.place):
            filled = note_box(note)
            box.attrs, box.children, box.text = filled.attrs, filled.children, filled.text
            return
    nodes.insert(1, note_box(note))


def _holder(nodes: list[Node]) -> Node | None:
    """Where a file's import choices go: beside the file chooser."""
    for node in nodes:
        found = find(node, lambda n: n.attrs.get("data-place") == "import")
        if found:
            return found[0]
    return None


def page(state: SheetState, tournaments: Mapping[str, object], base: str, kept) -> list[Node]:
    """Every node of the sheet, in order, for the state and the tournaments on this device."""
    route = state.route
    nodes: list[Node] = [h("h2", "Score sheet", id="sheet-title")]
    box = messages_box(state, kept)
    if box is not None:
        nodes.append(box)
    t = state.device if route.screen == "device" else tournaments.get(route.tournament) if route.tournament else None
    if route.screen == "device" and t is not None:
        nodes.append(device_screen(t, route.round, route.table, state.editing, base, state.editing.results,
                                   state.syncing(f"{route.tournament}/{route.round}/{route.table}")))
    elif t is None:
        nodes.append(list_screen(list(tournaments.values()), state.confirm_delete))
    else:
        nodes.append(screen(state, t, base))
    if state.pending_import is not None:
        holder = _holder(nodes)
        (holder.children if holder is not None else nodes).append(import_choice(state.pending_import))
    place_note(nodes, state.note)
    return nodes
