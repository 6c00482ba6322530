"""Files: download the tournament (JSON), its standings and every hand (CSV); import a tournament
file (a new one comes in; the same one is merged or kept beside, as the person chooses).

    node = files_view(state, t)

A merge takes nothing into a round closed here unasked: it asks (``held_back_step``, also used for
a table's results). Pure Python: the view and the actions.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from euchre.errors import EuchreError
from euchre.sheet import dump_tournament, hands_csv, load_tournament, merge_tournaments, standings_csv
from euchre.sheet.share import merge_results

from ...kit.vdom import Look, h
from .. import words
from ..registry import Address, Input, action, screen
from ..routes import Route
from ..state import HeldBack, Kind, Note, SheetState, Source, focus_only
from ..steps import Of, Refused, Step, go, stay
from .decide import decisions_panel
from .parts import feedback_box, file_button


def files_view(state: SheetState, t):
    return h("section", None, h("h3", "Files"),
             h("p", "Keep a copy, or carry the tournament to another device.", class_="hint"),
             h("p", None, h("span", "Tournament id (for tools/couch_setup.py --tournament): "),
               h("code", t.id, id="tournament-id"), class_="tournament-id"),
             h("p", None,
               h("button", "Download tournament (JSON)", type="button", data_do="export-json"),
               h("button", "Download standings (CSV)", type="button", data_do="export-standings", class_="secondary"),
               h("button", "Download every hand (CSV)", type="button", data_do="export-hands", class_="secondary"),
               class_="button-row"),
             feedback_box("files"),
             h("h4", "Hands recorded on another device"),
             h("p", "Import that device's tournament file: hands recorded there come in, and nothing is "
                    "duplicated.", class_="hint"),
             h("div", None, file_button("Merge a tournament file (JSON)", "merge-file", "import-file"),
               feedback_box("import"), data_place="import"),
             decisions_panel(t) if t.waiting() else None,
             class_="panel", aria_label="Files", data_place="files")


def import_choice(incoming):
    """The question when a file's tournament is already on this device (drawn beside the file chooser)."""
    return h("div", None,
             h("p", f"“{incoming.name}” is already on this device. Merge the file into it (hands recorded "
                    "elsewhere come in, nothing is duplicated), or keep both?"),
             h("p", None,
               h("button", "Merge into the existing tournament", type="button", data_do="import-merge"),
               h("button", "Keep both", type="button", class_="secondary", data_do="import-both"),
               h("button", "Cancel", type="button", class_="secondary", data_do="import-cancel"),
               class_="button-row"),
             class_="notice", role="alert", tabindex="-1", id="import-choice")


FILES = screen("files", Address.TOURNAMENT, files_view, tab=(5, "Files"))


def safe_filename(name: str) -> str:
    """A file name made of the tournament's name: letters, digits, dashes."""
    kept = "".join(c if c.isalnum() or c in "-_ " else "-" for c in name).strip().replace(" ", "-")
    return kept[:60] or "tournament"


@dataclass(frozen=True)
class Download:
    """Offer ``text`` as a file to save (``kind``: its media type)."""

    filename: str
    text: str
    kind: str


@action("export-json")
def export_json(state, t, form):
    return stay(state, t, None, (Download(f"{safe_filename(t.name)}.json", dump_tournament(t), "application/json"),))


@action("export-standings")
def export_standings(state, t, form):
    return stay(state, t, None, (Download(f"{safe_filename(t.name)}-standings.csv", standings_csv(t), "text/csv"),))


@action("export-hands")
def export_hands(state, t, form):
    return stay(state, t, None, (Download(f"{safe_filename(t.name)}-hands.csv", hands_csv(t), "text/csv"),))


def read_file(form):
    """The tournament a chosen file holds (``incoming``), or why not (``error``)."""
    if form.get("problem"):
        return {**form, "error": words.FILE_UNREADABLE}
    text = str(form.get("text") or "")
    try:
        if "\x00" in text or text.count("\ufffd") > 2:  # bytes that are not text: no JSON file of ours
            raise Refused(words.NOT_A_TOURNAMENT_FILE)
        return {**form, "incoming": load_tournament(text)}
    except EuchreError as error:
        return {**form, "error": words.NOT_IMPORTED.format(error=error)}


@action("import-file", target=lambda state, form: None, read=read_file, input=Input.FILE_TEXT)
def import_file(state, t, form):
    """A tournament file was chosen: a new tournament comes in; one already here asks how."""
    if "error" in form:
        raise Refused(form["error"])
    incoming = form["incoming"]
    if incoming.id in state.tournaments:
        return stay(dataclasses.replace(state, pending_import=incoming), t, focus_only(Look(id="import-choice")))
    return Step(state, incoming, Note("import", words.TOURNAMENT_IMPORTED.format(name=incoming.name)))


def held_back_step(state: SheetState, t, place: str, said: str, held: HeldBack, merged, report,
                   question: str | None = None) -> Step:
    """A merge's step: ``merged`` to store, and, when it left rounds closed here as they were, the
    question whether to take in what it brings (nothing comes into a closed round unasked):
    ``question``, or what the report says it held back."""
    waiting = report.conflicts or report.totals_conflicts
    if held.closed:
        state = dataclasses.replace(state, held_back=held)
        question = question or words.held_back_text(held.closed)
        return Step(state, merged, Note(place, f"{said} {question}", Kind.QUESTION,
                                        buttons=(h("button", "Take it in", type="button", data_do="take-closed",
                                                   class_="primary"),
                                                 h("button", "Leave it out", type="button", data_do="leave-closed",
                                                   class_="secondary"))))
    state = dataclasses.replace(state, held_back=None)
    if waiting and place == "import":  # what waits is decided on the decision screen, at once
        return Step(go(state, Route(t.id, "decide")), merged, Note("decisions", said, Kind.QUESTION))
    return Step(state, merged, Note(place, said, Kind.QUESTION if waiting else Kind.OK,
                                    focus=Look(id="decisions") if waiting else None))


def _pending(state, form) -> Of | None:
    return Of(state.pending_import.id) if state.pending_import is not None else None


@action("import-merge", target=_pending)
def import_merge(state, t, form):
    """Merge the file in: a result it recorded differently waits for a decision beside this device's,
    which stays in force; a closed round takes nothing in unasked."""
    incoming = state.pending_import
    merged, report = merge_tournaments(t, incoming, at=form["at"], source=words.FILE_DEVICE)
    return held_back_step(dataclasses.replace(state, pending_import=None), t, "import",
                          words.import_merged_text(merged, report), HeldBack(Source.FILE, incoming, report.closed),
                          merged, report)


@action("import-both", target=_pending)
def import_both(state, t, form):
    incoming = state.pending_import
    copy = incoming.copy_as(form["new_id"], f"{incoming.name} (imported)"[:100], at=form["at"])
    return Step(dataclasses.replace(state, pending_import=None), copy,
                Note("import", words.IMPORTED_AS.format(name=copy.name)))


@action("import-cancel")
def import_cancel(state, t, form):
    return stay(dataclasses.replace(state, pending_import=None), t, Note("import", words.NOTHING_IMPORTED))


def _held(state, form) -> Of | None:
    held = state.held_back
    if held is None:
        return None
    return Of(held.payload.tournament_id if held.source is Source.RESULTS else held.payload.id)


def _held_place(state) -> str:
    return "devices" if state.held_back is not None and state.held_back.source is Source.RESULTS else "import"


@action("take-closed", target=_held)
def take_closed(state, t, form):
    """Take into the closed rounds what the last merge held back (they stay closed)."""
    held = state.held_back
    if held is None or t is None:
        raise Refused(words.NOTHING_TO_DECIDE)
    if held.source is Source.RESULTS:
        merged, _ = merge_results(t, held.payload, at=form["at"], into_closed=True,
                                  source=words.phone_label(held.payload.table), unsealed_ok=held.unsealed)
    else:
        merged, _ = merge_tournaments(t, held.payload, at=form["at"], into_closed=[r.round for r in held.closed],
                                      source=words.FILE_DEVICE)
    return Step(dataclasses.replace(state, held_back=None), merged,
                Note(_held_place(state), words.closed_taken_text(held.closed)))


@action("leave-closed", target=_held)
def leave_closed(state, t, form):
    return stay(dataclasses.replace(state, held_back=None), t, Note(_held_place(state), words.LEFT_OUT))
