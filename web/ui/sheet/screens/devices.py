"""The organiser's "Table devices" screen: invite a phone for each table of the latest round (a QR
code and its link), and bring a table's results back: scanned with the camera, from a photo of
the code, or its link pasted (also opened as ``#sheet/results/<code>``).

    node = devices_view(state, t)

The codes are ``euchre.sheet.share``'s; ``web/qr.js`` draws them into ``<img data-qr>`` and reads
them. Pure Python: the view and its actions; live sync is ``ui.sheet.screens.live``'s.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from euchre.errors import EuchreError
from euchre.round import HANDS_PER_ROUND
from euchre.sheet.reasons import Refusal, ResultsUnsealed
from euchre.sheet.share import TableSheet, code_from_link, decode, merge_results, preview_results

from ...kit.vdom import Look, h
from .. import words
from ..registry import Action, Address, Input, Unread, Watch, action, screen
from ..routes import Route
from ..state import HeldBack, Kind, Note, SheetState, Source, Topic, focus_only
from ..steps import Of, Refused, go, stay, text
from .decide import decisions_panel
from .files import held_back_step
from .live import sync_panel
from .parts import code_link, feedback_box, form_key, link_box, qr_image

PHOTO_PROBLEMS = {Unread.NO_CODE: words.NO_CODE_IN_PHOTO, Unread.UNREADABLE: words.PHOTO_UNREADABLE,
                  Unread.LOADING: words.READER_LOADING}
"""What went wrong reading a photo, in words."""


def devices_view(state: SheetState, t):
    """Each table of the latest round with its invitation, the ways to bring its results back, and
    live sync with a server."""
    syncing = state.syncing(t.id)
    box = h("section", None, h("h3", "Table devices", id="devices-title"), class_="sheet-devices panel",
            aria_labelledby="devices-title")
    if not t.rounds:
        box.children.append(h("p", "Seat a round first: then each table can keep its hands on its own phone.",
                              class_="hint"))
        box.children.append(sync_panel(state, t))
        return box
    rnd = t.rounds[-1]
    box.children.append(h("p", f"Round {rnd.number}. A phone at each table can keep that table's hands, with no "
                               "network: show the table its code, and when it finishes, scan the code its phone "
                               "shows. Hands already here are kept; nothing is counted twice.", class_="hint"))
    server = syncing.link if syncing is not None and syncing.link.role == "organiser" else None
    box.children.append(h("ul", None, *[_invitation(state, t, rnd, table, server) for table in rnd.tables],
                          class_="device-tables"))
    box.children.append(sync_panel(state, t))
    box.children.append(scan_panel(state))
    if t.waiting():
        box.children.append(decisions_panel(t))
    return box


def _invitation(state: SheetState, t, rnd, table, server):
    n = table.number
    status = "all hands here" if table.is_complete else f"{table.recorded} of {HANDS_PER_ROUND} hands here"
    item = h("li", None, h("p", None, h("strong", words.table_title(t, table)), h("span", f" · {status}", class_="hint")),
             data_table=str(n), data_place=f"invite-{n}", key=str(n))
    shown = state.editing.invite == n
    item.children.append(h("p", None, h(
        "button", f"Hide the code for table {n}" if shown else f"Invite a device for table {n}", type="button",
        data_do="invite", data_table=str(n), class_="secondary" if shown else None,
        aria_expanded="true" if shown else "false", aria_controls=f"invite-{n}"), class_="button-row"))
    if shown:
        address = code_link(state.base, "join", TableSheet.of(t, rnd.number, n),
                            server.for_table(rnd.number, n) if server is not None else None)
        carries = (" It also carries the server's address and this table's own password, so the phone sends "
                   "each hand here as it is recorded.") if server is not None else ""
        item.children.append(h("div", None,
                               h("p", f"Scan this with table {n}'s phone: it opens this page on table {n} of "
                                      f"round {rnd.number} only, with its seats and dealers.{carries}", class_="hint"),
                               qr_image(address, f"QR code inviting a phone to table {n} of round {rnd.number}"),
                               link_box(f"invite-link-{n}", f"Link for table {n}", address),
                               feedback_box(f"invite-{n}"), id=f"invite-{n}", class_="share"))
    return item


def scan_panel(state: SheetState):
    scanning = state.scanning
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
                          h("input", None, type="file", id="results-photo", accept="image/*", class_="file-input",
                            data_change="results-photo"),
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
                              data_form="results-link", class_="inline-form",
                              key=form_key(state, "results-link")))
    return section


def camera(state: SheetState) -> frozenset[Watch]:
    """While the screen scans, the camera reads codes."""
    return frozenset({Watch.CAMERA}) if state.scanning else frozenset()


DEVICES = screen("devices", Address.TOURNAMENT, devices_view, tab=(4, "Table devices"), sync_line=False,
                 watches=camera)


@action("invite")
def invite(state, t, form):
    """Show (or hide) a table's invitation. A tournament made before results codes were sealed gets its
    secret first (kept), so the invitation carries the table's key and its results come back sealed."""
    n = int(text(form, "table"))
    if state.editing.invite != n and not t.secret and form.get("secret"):
        t = t.with_secret(form["secret"])
    return stay(state.editing_with(invite=None if state.editing.invite == n else n), t,
                focus_only(Look(data_do="invite", data_table=n)))


@dataclass(frozen=True)
class Copy:
    """Copy ``text``, selecting the ``field`` that shows it (so it can be copied by hand if the browser
    refuses); whether it was is said at ``place`` (answered by the action ``copied``)."""

    text: str
    field: Look
    place: str


@action("copy-link")
def copy_link(state, t, form):
    return stay(state, t, None, (Copy(text(form, "text"), Look(id=text(form, "source")), text(form, "place")),))


@action("copied", quiet=True)
def copied(state, t, form):
    """Whether the browser copied the link (the controller's answer to ``Copy``)."""
    if form.get("ok") == "1":
        return stay(state, t, Note(text(form, "place"), words.LINK_COPIED))
    return stay(state, t, Note(text(form, "place"), words.NOT_COPIED, Kind.ERROR))


@action("scan-start")
def scan_start(state, t, form):
    return stay(dataclasses.replace(state, scanning=True), t, focus_only(Look(data_do="scan-stop")))


@action("scan-stop")
def scan_stop(state, t, form):
    return stay(dataclasses.replace(state, scanning=False), t, focus_only(Look(data_do="scan-start")))


@action("camera-problem", quiet=True)
def camera_problem(state, t, form):
    said = words.CAMERA_REFUSED if form.get("kind") == "refused" else words.NO_CAMERA
    return stay(dataclasses.replace(state, scanning=False), t, Note("devices", said, Kind.ERROR))


def read_results(form):
    """A table's results (``sheet``) from a code's text (``text``: scanned, or read in a photo) or a
    pasted link (``link``), or why not (``error``); a photo without a code says so (``problem``)."""
    if form.get("problem"):
        return form
    try:
        return {**form, "sheet": decode(code_from_link(text(form, "link") or text(form, "text"), "results"))}
    except EuchreError as error:
        return {**form, "error": error}


def _results_of(state, form) -> Of | None:
    return Of(form["sheet"].tournament_id) if "sheet" in form else None


@action("results-link", target=_results_of, read=read_results)
def take_results(state, t, form):
    """A table's results, read from its code, a photo of it or a pasted link: merged, once."""
    state = dataclasses.replace(state, scanning=False)
    if form.get("problem"):
        return stay(state, t, Note("devices", PHOTO_PROBLEMS[Unread(form["problem"])], Kind.ERROR))
    if "error" in form:
        return stay(state, t, Note("devices", words.NOT_MERGED.format(error=form["error"]), Kind.ERROR))
    sheet = form["sheet"]
    if t is None:
        return stay(state, t, Note("devices", words.NOT_MERGED.format(error=words.RESULTS_ELSEWHERE.format(
            name=sheet.tournament_name).rstrip(".")), Kind.ERROR))
    if state.route != Route(t.id, "devices"):
        state = go(state, Route(t.id, "devices"))
    try:
        merged, report = merge_results(t, sheet, at=form["at"], source=words.phone_label(sheet.table))
    except EuchreError as error:
        if isinstance(error, Refusal) and isinstance(error.reason, ResultsUnsealed):
            return _ask_unsealed(state, t, sheet, error.reason, form["at"])
        return stay(state, t, Note("devices", words.NOT_MERGED.format(error=words.refusal_reason(t, error)),
                                   Kind.ERROR))
    return merged_results(state, t, sheet, merged, report, form["at"])


def merged_results(state, t, sheet, merged, report, at: str, unsealed: bool = False):
    """A table's results merged: what it did, and for a round closed here, what taking the rest in
    would change, asked (``take-closed``); nothing is asked when it would change nothing."""
    said = words.results_text(merged, sheet, report)
    held = ()
    question = None
    if report.closed:
        changes = preview_results(t, sheet, at=at, source=words.phone_label(sheet.table))
        if changes:
            held, question = report.closed, words.closed_results_question(t, sheet.round, changes)
        else:
            said = f"{said} {words.closed_results_question(t, sheet.round, changes)}"
    return held_back_step(state, t, "devices", said, HeldBack(Source.RESULTS, sheet, held, unsealed), merged,
                          report, question=question)


def _ask_unsealed(state, t, sheet, reason, at: str):
    """A results code without a seal this device can check: what it would change, and the question."""
    changes = preview_results(t, sheet, at=at, source=words.phone_label(sheet.table))
    said = words.unsealed_question(t, reason, changes)
    if not changes:
        return stay(dataclasses.replace(state, held_back=None), t, Note("devices", said))
    state = dataclasses.replace(state, held_back=HeldBack(Source.RESULTS, sheet, (), True))
    return stay(state, t, Note("devices", said, Kind.QUESTION, buttons=(
        h("button", "Take it in", type="button", data_do="take-unsealed", class_="primary"),
        h("button", "Leave it out", type="button", data_do="leave-unsealed", class_="secondary"))))


def _held(state, form) -> Of | None:
    held = state.held_back
    return Of(held.payload.tournament_id) if held is not None and held.source is Source.RESULTS else None


@action("take-unsealed", target=_held)
def take_unsealed(state, t, form):
    """Take in the results code the organiser vouched for (it had no seal this device could check)."""
    held = state.held_back
    if held is None or t is None or not held.unsealed:
        raise Refused(words.NOTHING_TO_DECIDE)
    sheet = held.payload
    try:
        merged, report = merge_results(t, sheet, at=form["at"], source=words.phone_label(sheet.table),
                                       unsealed_ok=True)
    except EuchreError as error:
        raise Refused(words.NOT_MERGED.format(error=words.refusal_reason(t, error))) from None
    return merged_results(dataclasses.replace(state, held_back=None), t, sheet, merged, report, form["at"], True)


@action("leave-unsealed", target=_held)
def leave_unsealed(state, t, form):
    return stay(dataclasses.replace(state, held_back=None), t, Note("devices", words.UNSEALED_LEFT_OUT))


action("scanned", target=_results_of, read=read_results)(take_results)
action("results-photo", target=_results_of, read=read_results, input=Input.PHOTO_CODE)(take_results)


def results_link(state, t, form):
    """A results link opened in the address bar (``#sheet/results/<code>``)."""
    if "error" in form:
        return stay(go(state, Route()).say(Kind.ERROR, words.NOT_MERGED.format(error=form["error"]), Topic.LINK), t)
    if t is None:
        return stay(go(state, Route()).say(Kind.ERROR, words.RESULTS_ELSEWHERE.format(
            name=form["sheet"].tournament_name), Topic.LINK), t)
    return take_results(go(state, Route(t.id, "devices")), t, form)


def _read_link(form):
    try:
        return {**form, "sheet": decode(text(form, "code"))}
    except EuchreError as error:
        return {**form, "error": error}


RESULTS = screen("results", Address.LINK, opens=Action("results", results_link, _results_of, _read_link, quiet=True))
