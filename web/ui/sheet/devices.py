"""A phone per table: the organiser's "Table devices" screen and a table's own screen.

    node = devices_screen(t, base, inviting, scanning)            # the organiser's: invite, scan results
    node = device_screen(t, r, n, editing, base, showing)         # a table's phone: that table's round only

The organiser shows a table's invitation as a QR code (and its link); the phone that opens it
keeps that table's hands (``ui.sheet.store.DeviceShelf``) and shows them back as a QR code for the
organiser's camera, a photo of it, or its link. The codes are ``euchre.sheet.share``'s;
``web/qr.js`` draws them into ``<img data-qr>`` and reads them. Pure Python (``ui.kit.vdom`` nodes),
tested in CPython; ``ui.sheet.controller`` wires the events.
"""

from __future__ import annotations

from euchre.round import HANDS_PER_ROUND
from euchre.sheet.share import TableSheet, encode

from ..kit.vdom import h
from .round import feedback_box, table_view
from .screens import decisions_panel
from .routes import Route
from .state import Editing, Syncing
from .words import plural, sync_status_text, table_title

def link(base: str, kind: str, sheet: TableSheet, server=None) -> str:
    """The whole link: this page's address with ``#sheet/<kind>/<code>``; an invitation made while
    live sync is on carries the table's server link after a ``.`` (``server``, its ``Link``)."""
    return f"{base}#sheet/{kind}/{encode(sheet)}" + (f".{server.code()}" if server is not None else "")


def screen_address(base: str, server) -> str:
    """The link that opens the standings screen on another device, following the server read-only."""
    return f"{base}#sheet/follow/{server.code()}"


def sync_line(syncing: Syncing | None):
    """How live sync is going, in a sentence (nothing when this device has no server)."""
    if syncing is None:
        return None
    kind = "error" if syncing.status in ("refused", "missing", "other", "denied", "nostore") else \
        "warning" if syncing.status == "offline" else "ok"
    return h("p", sync_status_text(syncing.status, syncing.detail, syncing.link.role), class_=f"sync-status {kind}",
             data_sync=syncing.status, role="status", aria_live="polite")


def sync_panel(t, syncing: Syncing | None, base: str, screen_link: bool):
    """The organiser's "Live sync" section: the server named once, or how it goes and the screen's link."""
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
                                autocomplete="off", spellcheck="false",
                                inputmode="url"),
                              h("label", "Organiser’s password (tools/couch_setup.py printed it)",
                                for_="sync-password"),
                              h("input", None, id="sync-password", name="password", type="password", required=True,
                                autocomplete="off", spellcheck="false"),
                              h("button", "Start live sync", type="submit"),
                              data_form="sync-on", class_="sync-form"))
        return box
    server = syncing.link
    box.children.append(sync_line(syncing))
    if syncing.status == "refused":
        box.children.append(feedback_box("sync"))
        box.children.append(h("form", None,
                              h("label", "Organiser’s password, again", for_="sync-password-again"),
                              h("input", None, id="sync-password-again", name="password", type="password",
                                required=True, autocomplete="off", spellcheck="false"),
                              h("button", "Try this password", type="submit"),
                              data_form="sync-password", class_="sync-form"))
    box.children.append(h("p", None, h("span", "Server: "), h("strong", server.server, class_="sync-server"),
                          h("span", ". Table invitations carry it with that table's own password; this "
                                    "device keeps the organiser's, and no file, CSV or printed page holds either.")),
                        )
    open_ = screen_link
    box.children.append(h("p", None,
                          h("button", "Hide the screen's code" if open_ else "Standings screen on another device",
                            type="button", data_do="screen-link", aria_expanded="true" if open_ else "false",
                            aria_controls="screen-link", class_="secondary" if open_ else None),
                          h("button", "Stop live sync", type="button", data_do="sync-off", class_="secondary"),
                          class_="button-row"))
    if open_:
        address = screen_address(base, server.for_screen())
        box.children.append(h("div", None,
                              h("p", "Open this on the projector's or TV's device: it shows the standings and "
                                     "follows the server by itself; results are entered at the tables or here, "
                                     "not on it.", class_="hint"),
                              qr_image(address, "QR code opening the standings screen on another device"),
                              link_box("screen-link-out", "Link for a standings screen", address),
                              id="screen-link", class_="share"))
    box.children.append(feedback_box("sync"))
    return box


def qr_image(text: str, label: str):
    """An image ``web/qr.js`` draws the code of ``text`` into (it is never HTML: only an attribute)."""
    return h("img", None, data_qr=text, alt=label, class_="qr-code", width="320", height="320")


def link_box(ident: str, label: str, text: str):
    """The link as text to read or copy, with its Copy button."""
    return h("div", None,
              h("label", label, for_=ident),
              h("input", None, id=ident, value=text, readonly=True, class_="share-link", autocomplete="off",
                 spellcheck="false"),
              h("button", "Copy link", type="button", data_do="copy-link", data_source=ident, class_="secondary",
                 aria_label=f"Copy {label[0].lower() + label[1:]}"),
              class_="link-box")


# --- the organiser's screen ---------------------------------------------------------------------

def devices_screen(t, base: str, inviting: int | None, scanning: bool, syncing: Syncing | None = None,
                   screen_link: bool = False):
    """Each table of the latest round with its invitation, the ways to bring its results back, and
    live sync with a server."""
    box = h("section", None, class_="sheet-devices panel", aria_labelledby="devices-title")
    box.children.append(h("h3", "Table devices", id="devices-title"))
    server = syncing.link if syncing is not None and syncing.link.role == "organiser" else None
    if not t.rounds:
        box.children.append(h("p", "Seat a round first: then each table can keep its hands on its own phone.",
                           class_="hint"))
        box.children.append(sync_panel(t, syncing, base, screen_link))
        return box
    rnd = t.rounds[-1]
    box.children.append(h("p", f"Round {rnd.number}. A phone at each table can keep that table's hands, with no "
                            "network: show the table its code, and when it finishes, scan the code its phone "
                            "shows. Hands already here are kept; nothing is counted twice.", class_="hint"))
    items = h("ul", None, class_="device-tables")
    for table in rnd.tables:
        n = table.number
        status = "all hands here" if table.is_complete else f"{table.recorded} of {HANDS_PER_ROUND} hands here"
        item = h("li", None, data_table=str(n), data_place=f"invite-{n}")
        item.children.append(h("p", None, h("strong", table_title(t, table)),
                               h("span", f" · {status}", class_="hint")))
        open_ = inviting == n
        item.children.append(h("p", None, h(
            "button", f"Hide the code for table {n}" if open_ else f"Invite a device for table {n}", type="button",
            data_do="invite", data_table=str(n), class_="secondary" if open_ else None,
            aria_expanded="true" if open_ else "false", aria_controls=f"invite-{n}"), class_="button-row"))
        if open_:
            address = link(base, "join", TableSheet.of(t, rnd.number, n),
                           server.for_table(rnd.number, n) if server is not None else None)
            carries = (" It also carries the server's address and this table's own password, so the phone sends "
                       "each hand here as it is recorded.") if server is not None else ""
            item.children.append(h("div", None,
                                h("p", f"Scan this with table {n}'s phone: it opens this page on table {n} of "
                                        f"round {rnd.number} only, with its seats and dealers.{carries}",
                                  class_="hint"),
                                qr_image(address, f"QR code inviting a phone to table {n} of round {rnd.number}"),
                                link_box(f"invite-link-{n}", f"Link for table {n}", address),
                                feedback_box(f"invite-{n}"), id=f"invite-{n}", class_="share"))
        items.children.append(item)
    box.children.append(items)
    box.children.append(sync_panel(t, syncing, base, screen_link))
    box.children.append(scan_panel(scanning))
    if t.waiting():
        box.children.append(decisions_panel(t))
    return box


def scan_panel(scanning: bool):
    section = h("section", None, h("h4", "Bring a table's results in"), class_="scan", data_place="devices",
                 aria_label="Bring a table's results in")
    section.children.append(h("p", "On the table's phone, tap “Show results to the organiser”, then scan its code "
                                "here. No camera? Choose a photo of the code, or paste the link.", class_="hint"))
    row = h("p", None, class_="button-row")
    if scanning:
        row.children.append(h("button", "Stop the camera", type="button", data_do="scan-stop", class_="secondary"))
    else:
        row.children.append(h("button", "Scan with the camera", type="button", data_do="scan-start"))
    row.children.append(h("span", None,
                       h("input", None, type="file", id="results-photo", accept="image/*", class_="file-input"),
                       h("label", "Choose a photo of the code", for_="results-photo", class_="file-button"),
                       class_="file-pick"))
    section.children.append(row)
    if scanning:
        section.children.append(h("video", None, id="scan-video", class_="scan-video", muted=True, playsinline=True,
                               aria_label="The camera's view: hold the table's code in it"))
        section.children.append(h("p", "Hold the code on the table's phone in front of the camera.", class_="hint",
                               role="status"))
    section.children.append(feedback_box("devices"))
    section.children.append(h("form", None,
                           h("label", "Or paste the results link", for_="results-link"),
                           h("input", None, id="results-link", name="link", autocomplete="off", required=True,
                              spellcheck="false"),
                           h("button", "Merge results", type="submit"),
                           data_form="results-link", class_="inline-form"))
    return section


# --- a table's phone ---------------------------------------------------------------------------

def device_screen(t, r: int, n: int, editing: Editing, base: str, showing: bool, syncing: Syncing | None = None):
    """The table's round only: its seats, dealers and hands, and its results as a code (and how
    sending them to the server goes, when the invitation carried one)."""
    rnd = t.round(r)
    table = rnd.table(n)
    box = h("section", None, class_="sheet-device", data_round=str(r), data_place="device",
             aria_labelledby="device-title")
    box.children.append(h("h3", f"Round {r} · table {n}", id="device-title"))
    box.children.append(h("p", None, h("span", "For "), h("strong", t.name, class_="tournament-name"),
                       h("span", ". This phone keeps this table's hands; the organiser's device has the other "
                                  "tables and the standings.")), )
    dealers = ", ".join(f"{n} {t.name_of(table.dealer(n))}" for n in range(1, 5))
    box.children.append(h("p", f"Deals in turn, hand by hand: {dealers}, and again from hand 5.", class_="hint",
                       id="dealers"))
    if syncing is not None:
        box.children.append(sync_line(syncing))
    box.children.append(feedback_box("device"))
    view = table_view(t, rnd, table, editing, seats=False)
    share = h("section", None, h("h4", "Results for the organiser"), class_="share", data_place="share",
               aria_label="Results for the organiser")
    if table.is_complete:
        share.children.append(h("p", "All hands are in: show this code to the organiser.", class_="hint"))
        share.children.append(feedback_box("share"))  # the last hand's confirmation, above the code
    if showing or table.is_complete:
        address = link(base, "results", TableSheet.of(t, r, n))
        share.children.append(qr_image(address, f"QR code of table {n}'s results "
                                            f"({table.recorded} of {HANDS_PER_ROUND} hands)"))
        share.children.append(h("p", f"The code holds {plural(table.recorded, 'hand')}. Showing it again later, "
                                  "with more hands, is fine: nothing is counted twice.", class_="hint"))
        share.children.append(link_box("results-link-out", "Link to the results", address))
    if not table.is_complete:
        share.children.append(h("p", None, h(
            "button", "Hide the code" if showing else "Show results to the organiser", type="button",
            data_do="show-results", class_="secondary" if showing else None,
            aria_expanded="true" if showing else "false"), class_="button-row"))
    if not table.is_complete:
        share.children.append(feedback_box("share"))
    # Once the table has all its hands, its code comes first: it is what the table needs next.
    for part in ((share, view) if table.is_complete else (view, share)):
        box.children.append(part)
    return box


def device_route(sheet: TableSheet) -> Route:
    return Route(sheet.tournament_id, "device", sheet.round, sheet.table)
