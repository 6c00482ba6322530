"""Live sync with a CouchDB server at the venue (docs/SYNC.md): the organiser names the server and
the organiser's password once; table invitations then carry each table's own credential, and a
standings screen on another device follows the server (``#sheet/follow/<code>``).

    node = sync_panel(state, t)            # on the "Table devices" screen

Pure Python: the panel and its actions. What arrives from the server, and how replication goes,
are ``ui.sheet.arrivals``'s.
"""

from __future__ import annotations

from euchre.errors import EuchreError
from euchre.sheet.sync_link import LinkError, organiser_link, read_code

from ...kit.vdom import Look, h
from .. import words
from ..registry import Action, Address, screen, action
from ..routes import Route
from ..state import Kind, Note, SheetState, Topic, focus_only
from ..steps import Of, go, stay, sync_started, sync_stopped, text
from ..sync_status import SyncStatus
from .parts import feedback_box, link_box, qr_image, sync_line


def screen_address(base: str, server) -> str:
    """The link that opens the standings screen on another device, following the server read-only."""
    return f"{base}#sheet/follow/{server.code()}"


def sync_panel(state: SheetState, t):
    """The organiser's "Live sync" section: the server named once, or how it goes and the screen's link."""
    syncing = state.syncing(t.id)
    box = h("section", None, h("h4", "Live sync", id="sync-title"), class_="sync-panel", data_place="sync",
            aria_labelledby="sync-title")
    if syncing is None or syncing.link.role != "organiser":
        box.children.append(h("p", "With a CouchDB server at the venue (docs/SYNC.md), every table's phone sends its "
                                   "hands here as they are recorded, and standings screens follow. Without one, "
                                   "everything works by QR code.", class_="hint"))
        box.children.append(feedback_box("sync"))
        box.children.append(h("form", None,
                              h("label", "Server address", for_="sync-server"),
                              h("input", None, id="sync-server", name="server", type="url", required=True,
                                autocomplete="off", spellcheck="false", inputmode="url"),
                              h("label", "Organiser’s password (tools/couch_setup.py printed it)",
                                for_="sync-password"),
                              h("input", None, id="sync-password", name="password", type="password", required=True,
                                autocomplete="off", spellcheck="false"),
                              h("button", "Start live sync", type="submit"),
                              data_form="sync-on", class_="sync-form"))
        return box
    server = syncing.link
    box.children.append(sync_line(syncing))
    if syncing.status is SyncStatus.REFUSED:
        box.children.append(feedback_box("sync"))
        box.children.append(h("form", None,
                              h("label", "Organiser’s password, again", for_="sync-password-again"),
                              h("input", None, id="sync-password-again", name="password", type="password",
                                required=True, autocomplete="off", spellcheck="false"),
                              h("button", "Try this password", type="submit"),
                              data_form="sync-password", class_="sync-form"))
    box.children.append(h("p", None, h("span", "Server: "), h("strong", server.server, class_="sync-server"),
                          h("span", ". Table invitations carry it with that table's own password; this "
                                    "device keeps the organiser's, and no file, CSV or printed page holds either.")))
    shown = state.editing.screen_link
    box.children.append(h("p", None,
                          h("button", "Hide the screen's code" if shown else "Standings screen on another device",
                            type="button", data_do="screen-link", aria_expanded="true" if shown else "false",
                            aria_controls="screen-link", class_="secondary" if shown else None),
                          h("button", "Stop live sync", type="button", data_do="sync-off", class_="secondary"),
                          class_="button-row"))
    if shown:
        address = screen_address(state.base, server.for_screen())
        box.children.append(h("div", None,
                              h("p", "Open this on the projector's or TV's device: it shows the standings and "
                                     "follows the server by itself; results are entered at the tables or here, "
                                     "not on it.", class_="hint"),
                              qr_image(address, "QR code opening the standings screen on another device"),
                              link_box("screen-link-out", "Link for a standings screen", address),
                              id="screen-link", class_="share"))
    box.children.append(feedback_box("sync"))
    return box


def _start(state, t, address: str, form, field: str, saying) -> tuple:
    """Live sync started with the organiser's link to ``address`` and the form's password, or why not
    (said next to ``field``); ``saying(server)`` is the sentence for a start."""
    try:
        server = organiser_link(t.id, address, text(form, "password"))
    except LinkError as error:
        return stay(state, t, Note("sync", words.SYNC_NOT_ON.format(error=error), Kind.ERROR, focus=Look(id=field)))
    state, effects = sync_started(state, server)
    return stay(state, t, Note("sync", saying(server.server)), effects)


@action("sync-on")
def sync_on(state, t, form):
    """The organiser names the server and the organiser's password, once for the tournament."""
    return _start(state, t, text(form, "server"), form, "sync-server",
                  lambda server: words.SYNC_ON.format(name=t.name, server=server))


@action("sync-password")
def sync_password(state, t, form):
    """The server refused the organiser's password: the same server, the password typed again."""
    syncing = state.syncing(t.id)
    if syncing is None or syncing.link.role != "organiser":
        return stay(state, t, Note("sync", words.SYNC_NOT_ON.format(error=words.SYNC_NOT_STARTED), Kind.ERROR))
    return _start(state, t, syncing.link.server, form, "sync-password-again",
                  lambda server: words.SYNC_PASSWORD_AGAIN.format(server=server))


@action("sync-off")
def sync_off(state, t, form):
    state, effects = sync_stopped(state, t.id)
    return stay(state.editing_with(screen_link=False), t, Note("sync", words.SYNC_OFF), effects)


@action("screen-link")
def screen_link(state, t, form):
    return stay(state.editing_with(screen_link=not state.editing.screen_link), t,
                focus_only(Look(data_do="screen-link")))


def read_follow(form):
    """The server link a standings screen's address carries (``link``), or why not (``error``)."""
    try:
        return {**form, "link": read_code(text(form, "code"))}
    except EuchreError as error:
        return {**form, "error": error}


def _followed(state, form) -> Of | None:
    return Of(form["link"].tournament_id) if "link" in form else None


def follow(state, t, form):
    """A standings screen's link: follow the server read-only and show the standings for the room, as
    soon as the tournament is here."""
    if "error" in form:
        return stay(go(state, Route()).say(Kind.ERROR, words.CODE_UNREADABLE.format(error=form["error"]),
                                           Topic.LINK), t)
    server = form["link"]
    if server.role != "screen":
        return stay(go(state, Route()).say(Kind.ERROR, words.CODE_UNREADABLE.format(
            error="it is not a screen's link"), Topic.LINK), t)
    state, effects = sync_started(state, server)
    if t is None:
        return stay(go(state, Route()).say(Kind.INFO, words.SYNC_FOLLOWING, Topic.FOLLOW), t, None, effects)
    return stay(go(state, Route(t.id, "screen")), t, None, effects)


FOLLOW = screen("follow", Address.LINK, opens=Action("follow", follow, _followed, read_follow, quiet=True))
