"""A phone per table: the organiser's "Table devices" screen, a table's own screen, and their storage.

    node = devices_screen(t, base, state)         # the organiser's: invite each table, scan its results
    node = device_screen(t, sheet, editing, base) # a table's phone: that table's round only

The organiser shows a table's invitation as a QR code (and its link); the phone that opens it
keeps that table's hands (``DeviceShelf``) and shows them back as a QR code for the organiser's
camera, a photo of it, or its link. The codes are ``euchre.sheet.share``'s; ``web/qr.js`` draws
them into ``<img data-qr>`` and reads them. ``ui.sheet`` wires the events.
"""

from __future__ import annotations

from euchre.errors import EuchreError
from euchre.round import HANDS_PER_ROUND
from euchre.sheet.share import TableSheet, dump, encode, load

from .dom import el
from .sheet_reasons import describe
from .sheet_round import feedback_box, table_view
from .sheet_words import Route, pair_text, plural, route_hash, table_title

DEVICE_PREFIX = "euchre:sheet:device:"


def device_key(tournament_id: str, round_number: int, table_number: int) -> str:
    return f"{DEVICE_PREFIX}{tournament_id}:{round_number}:{table_number}"


def link(base: str, kind: str, sheet: TableSheet) -> str:
    """The whole link: this page's address with ``#sheet/<kind>/<code>``."""
    return f"{base}#sheet/{kind}/{encode(sheet)}"


class DeviceShelf:
    """The tables this phone keeps for the organiser, one stored copy each (``euchre:sheet:device:...``)."""

    def __init__(self, storage) -> None:
        self.storage = storage

    def load(self, tournament_id: str, round_number: int, table_number: int) -> tuple[TableSheet | None, str | None]:
        try:
            text = self.storage.getItem(device_key(tournament_id, round_number, table_number))
        except Exception:  # noqa: BLE001 - storage switched off
            return None, None
        if not text:
            return None, None
        try:
            return load(str(text)), None
        except EuchreError as error:
            return None, f"This phone's copy of the table could not be read ({error}): scan the organiser's code again."

    def save(self, sheet: TableSheet) -> str | None:
        try:
            self.storage.setItem(device_key(*sheet.key), dump(sheet))
        except Exception:  # noqa: BLE001 - full or switched off
            return ("This browser would not store the table's hands: they are kept only while this page stays "
                    "open. Show the results to the organiser before closing it.")
        return None


def qr_image(text: str, label: str):
    """An image ``web/qr.js`` draws the code of ``text`` into (it is never HTML: only an attribute)."""
    return el("img", None, data_qr=text, alt=label, class_="qr-code", width="320", height="320")


def link_box(ident: str, label: str, text: str):
    """The link as text to read or copy, with its Copy button."""
    return el("div", None,
              el("label", label, for_=ident),
              el("input", None, id=ident, value=text, readonly=True, class_="share-link", autocomplete="off",
                 spellcheck="false"),
              el("button", "Copy link", type="button", data_do="copy-link", data_source=ident, class_="secondary",
                 aria_label=f"Copy {label[0].lower() + label[1:]}"),
              class_="link-box")


# --- the organiser's screen ---------------------------------------------------------------------

def devices_screen(t, base: str, inviting: int | None, scanning: bool, pending):
    """Each table of the latest round with its invitation, and the ways to bring its results back."""
    box = el("section", None, class_="sheet-devices panel", aria_labelledby="devices-title")
    box.appendChild(el("h3", "Table devices", id="devices-title"))
    if not t.rounds:
        box.appendChild(el("p", "Seat a round first: then each table can keep its hands on its own phone.",
                           class_="hint"))
        return box
    rnd = t.rounds[-1]
    box.appendChild(el("p", f"Round {rnd.number}. A phone at each table can keep that table's hands, with no "
                            "network: show the table its code, and when it finishes, scan the code its phone "
                            "shows. Hands already here are kept; nothing is counted twice.", class_="hint"))
    items = el("ul", None, class_="device-tables")
    for table in rnd.tables:
        n = table.number
        status = "all hands here" if table.is_complete else f"{table.recorded} of {HANDS_PER_ROUND} hands here"
        item = el("li", None, data_table=str(n), data_place=f"invite-{n}")
        item.appendChild(el("p", None, el("strong", table_title(t, table)), el("span", f" · {status}", class_="hint")))
        open_ = inviting == n
        item.appendChild(el("p", None, el(
            "button", f"Hide the code for table {n}" if open_ else f"Invite a device for table {n}", type="button",
            data_do="invite", data_table=str(n), class_="secondary" if open_ else None,
            aria_expanded="true" if open_ else "false", aria_controls=f"invite-{n}"), class_="button-row"))
        if open_:
            address = link(base, "join", TableSheet.of(t, rnd.number, n))
            item.appendChild(el("div", None,
                                el("p", f"Scan this with table {n}'s phone: it opens this page on table {n} of "
                                        f"round {rnd.number} only, with its seats and dealers.", class_="hint"),
                                qr_image(address, f"QR code inviting a phone to table {n} of round {rnd.number}"),
                                link_box(f"invite-link-{n}", f"Link for table {n}", address),
                                feedback_box(f"invite-{n}"), id=f"invite-{n}", class_="share"))
        items.appendChild(item)
    box.appendChild(items)
    box.appendChild(scan_panel(scanning))
    if pending is not None and pending[0].tournament_id == t.id:
        box.appendChild(conflicts_panel(t, *pending))
    return box


def scan_panel(scanning: bool):
    section = el("section", None, el("h4", "Bring a table's results in"), class_="scan", data_place="devices",
                 aria_label="Bring a table's results in")
    section.appendChild(el("p", "On the table's phone, tap “Show results to the organiser”, then scan its code "
                                "here. No camera? Choose a photo of the code, or paste the link.", class_="hint"))
    row = el("p", None, class_="button-row")
    if scanning:
        row.appendChild(el("button", "Stop the camera", type="button", data_do="scan-stop", class_="secondary"))
    else:
        row.appendChild(el("button", "Scan with the camera", type="button", data_do="scan-start"))
    row.appendChild(el("span", None,
                       el("input", None, type="file", id="results-photo", accept="image/*", class_="file-input"),
                       el("label", "Choose a photo of the code", for_="results-photo", class_="file-button"),
                       class_="file-pick"))
    section.appendChild(row)
    if scanning:
        section.appendChild(el("video", None, id="scan-video", class_="scan-video", muted=True, playsinline=True,
                               aria_label="The camera's view: hold the table's code in it"))
        section.appendChild(el("p", "Hold the code on the table's phone in front of the camera.", class_="hint",
                               role="status"))
    section.appendChild(feedback_box("devices"))
    section.appendChild(el("form", None,
                           el("label", "Or paste the results link", for_="results-link"),
                           el("input", None, id="results-link", name="link", autocomplete="off", required=True,
                              spellcheck="false"),
                           el("button", "Merge results", type="submit"),
                           data_form="results-link", class_="inline-form"))
    return section


def conflicts_panel(t, sheet: TableSheet, conflicts):
    table = t.table(sheet.round, sheet.table)
    section = el("section", None, el("h4", f"Hands to decide at table {sheet.table}"), class_="conflicts notice",
                 data_place="conflicts", aria_label=f"Hands to decide at table {sheet.table}", id="conflicts")
    section.appendChild(el("p", "These hands were entered here and at the table differently. Nothing was "
                                "overwritten: choose which is right (the other stays in the hand's history).",
                           class_="hint"))
    items = el("ul", None, class_="conflict-list")
    for conflict in conflicts:
        _, _, h = conflict.key
        mine = f"{describe(t, table, conflict.mine)} ({'–'.join(map(str, conflict.mine.points))})"
        theirs = f"{describe(t, table, conflict.theirs)} ({'–'.join(map(str, conflict.theirs.points))})"
        items.appendChild(el("li", None,
                             el("p", f"Hand {h}: here, {mine}; at the table, {theirs}."),
                             el("p", None,
                                el("button", f"Keep hand {h} as entered here", type="button", data_do="results-keep",
                                   data_hand=str(h), class_="secondary"),
                                el("button", f"Take the table's hand {h}", type="button", data_do="results-take",
                                   data_hand=str(h)), class_="button-row"),
                             data_hand=str(h)))
    section.appendChild(items)
    section.appendChild(feedback_box("conflicts"))
    return section


def results_text(t, sheet: TableSheet, report) -> str:
    """What merging a table's results did, in words."""
    where = f"Table {sheet.table} of round {sheet.round}"
    parts = []
    if report.added_hands:
        parts.append(f"{plural(len(report.added_hands), 'hand')} added")
    if report.updated_hands:
        parts.append(f"{plural(len(report.updated_hands), 'hand')} corrected")
    if report.history_hands:
        parts.append(f"{plural(len(report.history_hands), 'hand')} gained history")
    table = t.table(sheet.round, sheet.table)
    a, b = table.points
    score = f"{pair_text(t, table, 0)} {a}, {pair_text(t, table, 1)} {b} ({table.recorded} of {HANDS_PER_ROUND} hands)."
    if report.conflicts:
        asked = plural(len(report.conflicts), "hand")
        done = f"{', '.join(parts)}; " if parts else ""
        return f"{where}: {done}{asked} entered differently here: choose which is right below. Now {score}"
    if not parts:
        return f"{where}: these results were already here; nothing changed. {score}"
    return f"{where} merged: {', '.join(parts)}. Now {score}"


# --- a table's phone ---------------------------------------------------------------------------

def device_screen(t, sheet: TableSheet, editing: dict, base: str, showing: bool):
    """The table's round only: its seats, dealers and hands, and its results as a code."""
    rnd = t.round(sheet.round)
    table = rnd.table(sheet.table)
    box = el("section", None, class_="sheet-device", data_round=str(sheet.round), data_place="device",
             aria_labelledby="device-title")
    box.appendChild(el("h3", f"Round {sheet.round} · table {sheet.table}", id="device-title"))
    box.appendChild(el("p", None, el("span", "For "), el("strong", t.name, class_="tournament-name"),
                       el("span", ". This phone keeps this table's hands; the organiser's device has the other "
                                  "tables and the standings.")), )
    dealers = ", ".join(f"{h} {t.name_of(table.dealer(h))}" for h in range(1, 5))
    box.appendChild(el("p", f"Deals in turn, hand by hand: {dealers}, and again from hand 5.", class_="hint",
                       id="dealers"))
    box.appendChild(feedback_box("device"))
    view = table_view(t, rnd, table, editing, seats=False)
    share = el("section", None, el("h4", "Results for the organiser"), class_="share", data_place="share",
               aria_label="Results for the organiser")
    if table.is_complete:
        share.appendChild(el("p", "All hands are in: show this code to the organiser.", class_="hint"))
        share.appendChild(feedback_box("share"))  # the last hand's confirmation, above the code
    if showing or table.is_complete:
        address = link(base, "results", TableSheet.of(t, sheet.round, sheet.table))
        share.appendChild(qr_image(address, f"QR code of table {sheet.table}'s results "
                                            f"({table.recorded} of {HANDS_PER_ROUND} hands)"))
        share.appendChild(el("p", f"The code holds {plural(table.recorded, 'hand')}. Showing it again later, "
                                  "with more hands, is fine: nothing is counted twice.", class_="hint"))
        share.appendChild(link_box("results-link-out", "Link to the results", address))
    if not table.is_complete:
        share.appendChild(el("p", None, el(
            "button", "Hide the code" if showing else "Show results to the organiser", type="button",
            data_do="show-results", class_="secondary" if showing else None,
            aria_expanded="true" if showing else "false"), class_="button-row"))
    if not table.is_complete:
        share.appendChild(feedback_box("share"))
    # Once the table has all its hands, its code comes first: it is what the table needs next.
    for part in ((share, view) if table.is_complete else (view, share)):
        box.appendChild(part)
    return box


def device_route(sheet: TableSheet) -> Route:
    return Route(sheet.tournament_id, "device", sheet.round, sheet.table)


def device_address(sheet: TableSheet) -> str:
    return route_hash(device_route(sheet))
