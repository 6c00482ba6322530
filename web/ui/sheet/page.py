"""The whole score sheet drawn from its state: the title, the messages, the screen the address
names (inside its tournament's frame), a file's import question, and what the last action said
next to its control.

    nodes = page(state)                    # ui.kit.vdom nodes; ui.kit.patch.Root puts them in the page

A function of the state alone: it changes nothing, and is tested in CPython. Each screen's view is
its registered ``Screen.view`` (``ui.sheet.registry``).
"""

from __future__ import annotations

from ..kit.vdom import Look, Node, locate, h
from .registry import SCREENS, Address, Screen, named
from .routes import shape
from .screens.files import import_choice
from .screens.messages import messages_box
from .screens.parts import sync_line, tournament_frame, waiting_banner
from .state import Note, SheetState
from .steps import shown
from .core import lookup


def screen_nodes(state: SheetState, t) -> Node:
    """The screen the route names, inside the tournament's frame (its name, tabs and sync line)."""
    screen = SCREENS[state.route.screen]
    body = screen.view(state, t)
    if body.key is None:
        body.key = f"screen:{screen.name}"  # its own element, whatever comes and goes around it
    if not screen.framed:
        return body
    frame = tournament_frame(t, screen)
    if screen.sync_line:  # where the organiser looks
        line = sync_line(state.syncing(t.id))
        if line is not None:
            frame.children.append(line)
    banner = waiting_banner(t) if screen.banner else None
    if banner is not None:
        frame.children.append(banner)
    frame.children.append(body)
    return frame


def list_screen() -> Screen:
    """The screen of the list's address (``Address.LIST``), shown whenever the address names no tournament."""
    (name,) = named(Address.LIST)
    return SCREENS[name]


def note_box(note: Note) -> Node:
    """The feedback box of ``note.place`` saying ``note``."""
    return h("div", None,
             h("p", note.text),
             h("p", None, *note.buttons, class_="button-row") if note.buttons else None,
             class_=f"feedback {note.kind}", data_feedback=note.place, tabindex="-1",
             role="status" if note.kind == "ok" else "alert")


def place_note(nodes: list[Node], note: Note | None) -> None:
    """Put ``note`` in its box among ``nodes`` (drawn just now), or at the top when this screen has none."""
    if note is None or not note.text:
        return
    box = locate(nodes, Look(data_feedback=note.place))
    filled = note_box(note)
    if box is None:
        filled.key = f"feedback:{note.place}"
        nodes.insert(1, filled)
        return
    box.attrs, box.children, box.text = filled.attrs, filled.children, filled.text


def page(state: SheetState) -> list[Node]:
    """Every node of the sheet, in order."""
    nodes: list[Node] = [h("h2", "Score sheet", id="sheet-title")]
    box = messages_box(state)
    if box is not None:
        nodes.append(box)
    t = lookup(state, shown(state)) if state.route.screen in SCREENS else None
    if shape(state.route) is Address.BOOK:
        nodes.append(SCREENS[state.route.screen].view(state, None))
    elif t is None or shape(state.route) in (None, Address.LIST, Address.LINK):
        nodes.append(list_screen().view(state, None))
    else:
        nodes.append(screen_nodes(state, t))
    if state.pending_import is not None:
        holder = locate(nodes, Look(data_place="import"))
        (holder.children if holder is not None else nodes).append(import_choice(state.pending_import))
    place_note(nodes, state.note)
    return nodes
