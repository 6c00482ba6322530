"""A table's own phone: that one table of one round (``#sheet/<id>/device/<round>/<table>``), opened
from the organiser's invitation (``#sheet/join/<code>``), and its results as a code for the
organiser.

    node = device_view(state, t)           # t: the phone's copy of its table, as a tournament

The phone keeps its table (``ui.sheet.store.DeviceShelf``) and shows its results back as a QR code
for the organiser's camera, a photo of it, or its link. Pure Python: the view and its actions.
"""

from __future__ import annotations

import dataclasses

from euchre.errors import EuchreError
from euchre.round import HANDS_PER_ROUND
from euchre.sheet.share import TableSheet, decode
from euchre.sheet.sync_link import LinkError, read_code

from ...kit.vdom import Look, h
from .. import words
from ..registry import Action, Address, action, screen
from ..routes import Route
from ..state import Kind, Note, SheetState, Topic, focus_only
from ..steps import Of, Step, go, stay, sync_started, text
from .parts import code_link, feedback_box, link_box, qr_image, sync_line
from .table import table_view


def device_route(sheet: TableSheet) -> Route:
    return Route(sheet.tournament_id, "device", sheet.round, sheet.table)


def device_view(state: SheetState, t):
    """The table's round only: its seats, dealers and hands, and its results as a code (and how
    sending them to the server goes, when the invitation carried one)."""
    r, n = state.route.round, state.route.table
    rnd = t.round(r)
    table = rnd.table(n)
    showing = state.editing.results
    box = h("section", None, class_="sheet-device", data_round=str(r), data_place="device",
            aria_labelledby="device-title")
    box.children.append(h("h3", f"Round {r} · table {n}", id="device-title"))
    box.children.append(h("p", None, h("span", "For "), h("strong", t.name, class_="tournament-name"),
                          h("span", ". This phone keeps this table's hands; the organiser's device has the other "
                                    "tables and the standings.")))
    dealers = ", ".join(f"{hand} {t.name_of(table.dealer(hand))}" for hand in range(1, 5))
    box.children.append(h("p", f"Deals in turn, hand by hand: {dealers}, and again from hand 5.", class_="hint",
                          id="dealers"))
    line = sync_line(state.syncing(f"{t.id}/{r}/{n}"))
    if line is not None:
        box.children.append(line)
    if rnd.closed:
        box.children.append(h("p", words.PHONE_ROUND_CLOSED.format(round=r), class_="notice round-closed",
                              role="status"))
    box.children.append(feedback_box("device"))
    view = table_view(state, t, rnd, table, seats=False)
    share = h("section", None, h("h4", "Results for the organiser"), class_="share", data_place="share",
              aria_label="Results for the organiser", key="share")
    if table.is_complete:
        share.children.append(h("p", "All hands are in: show this code to the organiser.", class_="hint"))
        share.children.append(feedback_box("share"))  # the last hand's confirmation, above the code
    if showing or table.is_complete:
        address = code_link(state.base, "results", TableSheet.of(t, r, n))
        share.children.append(qr_image(address, f"QR code of table {n}'s results "
                                                f"({table.recorded} of {HANDS_PER_ROUND} hands)"))
        share.children.append(h("p", f"The code holds {words.plural(table.recorded, 'hand')}. Showing it again "
                                     "later, with more hands, is fine: nothing is counted twice.", class_="hint"))
        share.children.append(link_box("results-link-out", "Link to the results", address))
    if not table.is_complete:
        share.children.append(h("p", None, h(
            "button", "Hide the code" if showing else "Show results to the organiser", type="button",
            data_do="show-results", class_="secondary" if showing else None,
            aria_expanded="true" if showing else "false"), class_="button-row"))
        share.children.append(feedback_box("share"))
    # Once the table has all its hands, its code comes first: it is what the table needs next.
    box.children.extend((share, view) if table.is_complete else (view, share))
    return box


DEVICE = screen("device", Address.DEVICE, device_view, framed=False)


@action("show-results")
def show_results(state, t, form):
    return stay(state.editing_with(results=not state.editing.results), t, focus_only(Look(data_do="show-results")))


def read_invitation(form):
    """The table an invitation's code names (``sheet``), and the table's server link it carries after a
    ``.`` (``link``, or ``link_error`` when it is damaged); ``error`` when the code is unreadable."""
    code, _, server = text(form, "code").partition(".")
    try:
        form = {**form, "sheet": decode(code)}
    except EuchreError as error:
        return {**form, "error": error}
    if not server:
        return form
    try:
        return {**form, "link": read_code(server)}
    except LinkError as error:
        return {**form, "link_error": str(error)}


def _invited(state, form) -> Of | None:
    if "sheet" not in form:
        return None
    sheet = form["sheet"]
    return Of(sheet.tournament_id, (sheet.round, sheet.table))


def join(state, t, form):
    """This phone keeps the table the organiser's code names (with any hands it already has).
    ``t`` is the copy of that table this phone already keeps, if any."""
    if "error" in form:
        return stay(go(state, Route()).say(Kind.ERROR, words.CODE_UNREADABLE.format(error=form["error"]),
                                           Topic.LINK), t)
    invitation = form["sheet"]
    at = form["at"]
    have = TableSheet.of(t, invitation.round, invitation.table) if t is not None else None
    sheet, said = invitation, words.JOINED.format(table=invitation.table, round_number=invitation.round)
    if have is not None and have.seat_ids == invitation.seat_ids:
        sheet = invitation.with_hands_of(have, at=at)[0]
        said = words.JOINED_AGAIN.format(table=invitation.table, round_number=invitation.round)
    elif have is not None and have.recorded:
        sheet, said = have, words.SEATS_MOVED.format(table=invitation.table)
    kept = sheet.tournament(at=at)
    state, effects = dataclasses.replace(go(state, device_route(sheet))), ()
    server = form.get("link")
    if server is not None and (server.tournament_id, server.round, server.table) == invitation.key:
        state, effects = sync_started(state, server)
    elif form.get("link_error"):
        said = f"{said} {words.SYNC_LINK_DAMAGED.format(error=form['link_error'])}"
    return Step(state, kept, Note("device", said), effects)


JOIN = screen("join", Address.LINK, opens=Action("join", join, _invited, read_invitation, quiet=True,
                                                 reads_table=True))
