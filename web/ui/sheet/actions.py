"""The score sheet's actions: each a function from (state, tournament, form) to a :class:`Step`,
the new state, the tournament to store and what to say.

    >>> from euchre.sheet import Tournament
    >>> t = Tournament.new("fri", "Friday", at="2024-05-03T19:00:00Z", players=["Ann", "Bob", "Cy"])
    >>> step, _ = dispatch("add-player", SheetState(route=Route("fri", "players")),
    ...                    {"name": "Di", "at": "2024-05-03T19:01:00Z", "place": "players"}, lambda _: (t, None))
    >>> step.tournament.name_of(3), step.note.text
    ('Di', 'Di added: 4 playing.')

``form`` is what the person sent, as plain text: a form's fields and its ``data-*`` attributes, or
a button's ``data-*`` attributes, with ``at`` (the moment, ISO 8601) and ``new_id`` (a fresh id)
added by the controller. :func:`target` names the tournament an action works on (the
controller's ``find`` looks it up in the store); :func:`prepare` reads what a file or a code holds
before that; :func:`dispatch` does the three. An action that only says something returns the same
state and tournament: nothing is redrawn, so nothing a person has chosen in a form is lost. A
refusal from the model comes back as an error note next to the control (:func:`perform`). Pure Python, tested in CPython
(``tests/ui/test_sheet_actions.py``); ``ui.sheet.controller`` wires the events to them.
"""

from __future__ import annotations

import dataclasses
from typing import Any, Callable, NamedTuple

from euchre.errors import EuchreError
from euchre.sheet import DEFAULT_TIE_BREAKS, Tournament, dump_tournament, hands_csv, load_tournament, \
    merge_tournaments, standings_csv
from euchre.sheet.share import TableSheet, code_from_link, decode, merge_results
from euchre.sheet.sync_link import LinkError, organiser_link, read_code

from ..kit.vdom import h
from . import words
from .devices import device_route
from .routes import Route, checked
from .state import (Copy, Download, Editing, Forget, ForgetKept, FullScreen, Note, Print, SheetState, SyncStart,
                    SyncStop, focus_only)

Form = dict[str, Any]


class Step(NamedTuple):
    state: SheetState
    tournament: Tournament | None
    """The tournament to store when it is not the one the action was given (None: nothing to store)."""
    note: Note | None


class Refused(EuchreError):
    """An entry the sheet does not store, with the reason in the person's words."""


class DownloadKept:
    """Download the data kept aside (the controller reads it from storage)."""

    def __eq__(self, other: object) -> bool:
        return isinstance(other, DownloadKept)

    def __hash__(self) -> int:
        return 1


def _int(form: Form, name: str) -> int | None:
    value = form.get(name)
    if value is None or value == "":
        return None
    return int(value)


def _text(form: Form, name: str) -> str:
    return str(form.get(name) or "")


def _said(state: SheetState, t, place: str, text: str, tournament=None, **options) -> Step:
    """The usual ending: ``text`` said at ``place``, and ``tournament`` (if given) to store."""
    return Step(state, t if tournament is None else tournament, Note(place, text, **options))


# --- moving between screens ---------------------------------------------------------------------------

def show(state: SheetState, t, form: Form) -> Step:
    """The address changed (a link, the back button, a reload): the screen it names, or the nearest that
    exists. ``t`` is the tournament the route names (on a phone, the table's own copy)."""
    route = form["route"]
    if route.screen == "join":
        return join(state, t, form)
    if route.screen == "results":
        return results_link(state, t, form)
    if route.screen == "follow":
        return follow(state, t, form)
    device = t if route.screen == "device" else None
    fixed, why = checked(route, None if device is not None else t, device)
    if fixed == state.route and why is None and (route.screen != "device" or state.device is t):
        return Step(state, t, None)
    state = dataclasses.replace(state, route=fixed, editing=Editing(), confirm_delete=None, scanning=False,
                                device=device if route.screen == "device" else state.device)
    if why == "missing":
        state = state.say("info", words.MISSING_TOURNAMENT, "route")
    elif why == "no-device":
        state = state.say("info", words.NO_DEVICE_TABLE, "route")
    return Step(state, t, None)


def _enter(state: SheetState, t: Tournament, r: int, n: int, number: int, content: tuple, at: str, *,
           correct: bool) -> Tournament:
    """Hand ``number`` at round ``r``, table ``n`` entered as ``content`` (makers, tricks, alone,
    renege): a correction of a recorded hand, a renege, or a hand played."""
    makers, tricks, alone, renege = content
    if correct:
        return t.correct_hand(r, n, number, at=at, makers=makers, tricks=tricks, alone=alone, renege=renege,
                              by=_by(state))
    if renege is not None:
        return t.record_renege(r, n, offenders=renege, makers=makers, alone=alone, hand=number, at=at, by=_by(state))
    return t.record_hand(r, n, makers=makers, tricks=tricks, alone=alone, hand=number, at=at, by=_by(state))


def _by(state: SheetState) -> str:
    """Where this page's entries are entered (each version keeps it): a table's phone, or the organiser's."""
    if state.route.screen == "device" and state.route.table is not None:
        return words.phone_label(state.route.table)
    return words.ORGANISER_DEVICE


def go(state: SheetState, route: Route) -> SheetState:
    """Move to another screen after an action (the controller names it in the address)."""
    return dataclasses.replace(state, route=route, editing=Editing())


def open_tournament(state, t, form):
    return Step(go(state, Route(_text(form, "id"), "home")), t, None)


def close_tournament(state, t, form):
    return Step(go(state, Route()), t, None)


# --- tournaments and players -------------------------------------------------------------------------

def new_tournament(state, t, form):
    name = _text(form, "name").strip()
    created = Tournament.new(form["new_id"], name, at=form["at"])
    return Step(go(state, Route(created.id, "home")), created,
                Note("players", words.CREATED.format(name=name), focus="#add-player-name"))


def rename_tournament(state, t, form):
    return _said(state, t, "rename", words.RENAMED, t.rename(_text(form, "name").strip(), at=form["at"]))


def delete(state, t, form):
    return Step(dataclasses.replace(state, confirm_delete=_text(form, "id")), t,
                focus_only('button[data-do="delete-no"]'))


def delete_yes(state, t, form):
    state = dataclasses.replace(state, confirm_delete=None).doing(Forget(t.id))
    return Step(state, None, Note("list", words.TOURNAMENT_DELETED.format(name=t.name)))


def delete_no(state, t, form):
    return Step(dataclasses.replace(state, confirm_delete=None), t, None)


def add_player(state, t, form):
    name = _text(form, "name").strip()
    updated = t.add_player(name, at=form["at"])
    return _said(state, t, "players", words.player_added_text(name, len(updated.active_players)), updated,
                 focus="#add-player-name")


def rename_player(state, t, form):
    pid, name = _int(form, "player"), _text(form, "name").strip()
    updated = t.rename_player(pid, name, at=form["at"])
    return _said(state.editing_with(player=None), t, "players",
                 words.PLAYER_RENAMED.format(old=t.name_of(pid), new=updated.name_of(pid)), updated)


def edit_player(state, t, form):
    return Step(state.editing_with(player=_int(form, "player")), t, None)


def remove_player(state, t, form):
    pid = _int(form, "player")
    return _said(state, t, "players", words.PLAYER_REMOVED.format(name=t.name_of(pid)),
                 t.remove_player(pid, at=form["at"]))


def restore_player(state, t, form):
    pid = _int(form, "player")
    return _said(state, t, "players", words.PLAYER_BACK.format(name=t.name_of(pid)),
                 t.restore_player(pid, at=form["at"]))


def cancel(state, t, form):
    what = _text(form, "what")
    changes = {"player": {"player": None}, "seats": {"seats": None},
               "correct": {"correct": None, "draft": ()}}.get(what, {})
    return Step(state.editing_with(**changes), t, None)


# --- rounds and tables --------------------------------------------------------------------------------

def start_round(state, t, form):
    updated = t.start_round(at=form["at"])
    rnd = updated.rounds[-1]
    return Step(go(state, Route(t.id, "round", rnd.number, rnd.tables[0].number)), updated,
                Note("round", words.round_seated_text(updated, rnd)))


def close_round(state, t, form):
    r = _int(form, "round")
    return _said(state, t, "round-tools", words.ROUND_CLOSED.format(number=r),
                 t.close_round(r, at=form["at"], incomplete_ok=form.get("incomplete") == "1"))


def reopen_round(state, t, form):
    r = _int(form, "round")
    return _said(state, t, "round-tools", words.ROUND_REOPENED.format(number=r), t.reopen_round(r, at=form["at"]))


def edit_seats(state, t, form):
    return Step(state.editing_with(seats=(_int(form, "round"), _int(form, "table"))), t, None)


def seats(state, t, form):
    r, n = _int(form, "round"), _int(form, "table")
    updated = t.set_table(r, n, [_int(form, seat) for seat in "abcd"], at=form["at"])
    return _said(state.editing_with(seats=None), t, "seats", words.seats_saved_text(updated, updated.table(r, n)),
                 updated)


def entry_mode(state, t, form):
    """Switch a table between entering hand by hand and entering round totals."""
    mode = "totals" if form.get("mode") == "totals" else "hands"
    focus = 'form[data-form="totals"] input[name="ab"]' if mode == "totals" else \
        f'button[data-do="entry-mode"][data-mode="{mode}"]'
    return Step(state.editing_with(mode=(_int(form, "table"), mode), correct=None, draft=()), t, focus_only(focus))


# --- hands ---------------------------------------------------------------------------------------------

def _entry(t, table, form: Form) -> tuple[int | None, int | None, int | None, int | None]:
    """(makers, tricks, alone, renege) as the record form holds them."""
    makers = _int(form, "makers")
    alone = _int(form, "alone")
    if form.get("result") == "renege":
        offenders = _int(form, "offenders")
        if offenders is None:
            raise Refused(words.choose_renege_text(t, table))
        return makers, None, alone, offenders
    return makers, _int(form, "tricks"), alone, None


DRAFTED = ("result", "makers", "alone", "tricks", "offenders")
"""The record form's fields, as carried into a correction form."""


def record(state, t, form):
    """Record (or correct) a hand from the record form; ask once about an unusual one."""
    r, n, number = _int(form, "round"), _int(form, "table"), _int(form, "hand")
    table = t.table(r, n)
    correcting = form.get("correct") == "1"
    there = table.hand(number)
    makers, tricks, alone, renege = _entry(t, table, form)
    if not correcting and there is not None and there.is_recorded:
        if there.current.content == (makers, tricks, alone, renege):
            return Step(state, t, None)  # the same result is saved already (pressed twice)
        # Recorded in another tab meanwhile: what the person entered goes into the correction form.
        draft = tuple((name, str(form[name])) for name in DRAFTED if form.get(name) is not None)
        return Step(state.editing_with(correct=(r, n, number), draft=draft), t,
                    Note(f"correct-{number}", words.carried_over_text(t, table, number), "question"))
    problem = t.hand_problem(r, n, makers=makers, tricks=tricks, alone=alone, renege=renege, hand=number)
    if problem:
        raise Refused(words.hand_problem_text(t, table, problem))
    ask = words.question(t, table, makers=makers, tricks=tricks, alone=alone, renege=renege)
    place = _text(form, "place")
    if ask and form.get("confirmed") != "1":
        return Step(state, t, Note(place, ask.text, "question", buttons=(
            h("button", ask.yes, type="button", data_do="confirm-yes", class_="primary"),
            h("button", ask.no, type="button", data_do="confirm-no", data_look=ask.look_at, class_="secondary"))))
    at = form["at"]
    updated = _enter(state, t, r, n, number, (makers, tricks, alone, renege), at, correct=correcting)
    new_table = updated.table(r, n)
    place = f"hand-{number}" if correcting else "record"
    if place == "record" and state.route.screen == "device" and new_table.is_complete:
        place = "share"  # the last hand at a table's phone: said above the table's code, which comes first now
    return _said(state.editing_with(correct=None, draft=()), t, place,
                 words.saved_text(updated, new_table, number, corrected=correcting), updated)


def answered(t, form: Form, tapped: str) -> tuple[Form, Note | None]:
    """The record form after the person tapped ``tapped`` ("makers" or "alone"): an empty "Made trump"
    is filled from a loner (only the makers' players go alone); an answer already given is never
    changed, but a loner from the other pair is asked about once, with a button for each way out.
    Returns (the answers to set in the form, the question to ask or None)."""
    r, n = _int(form, "round"), _int(form, "table")
    table = t.table(r, n)
    makers, alone = _int(form, "makers"), _int(form, "alone")
    if alone is None or alone not in table.seats:
        return {}, None
    side = table.side_of(alone)
    if makers is None:
        return {"makers": str(side)}, None
    if makers == side:
        return {}, None
    ask = words.loner_question(t, table, makers, alone, tapped)
    if tapped == "alone":  # yes: the loner's pair made trump; no: nobody went alone
        yes, no = ("makers", str(side)), ("alone", "")
    else:  # yes: nobody went alone; no: the loner's pair made trump after all
        yes, no = ("alone", ""), ("makers", str(side))
    buttons = (h("button", ask.yes, type="button", data_do="choose", data_name=yes[0], data_value=yes[1],
                 class_="primary"),
               h("button", ask.no, type="button", data_do="choose", data_name=no[0], data_value=no[1],
                 class_="secondary"))
    return {}, Note(_text(form, "place"), ask.text, "question", buttons=buttons, focus=None)


def confirm_no(state, t, form):
    """Back to the form from a question: the box is emptied and the field to look at focused."""
    place = _text(form, "place")
    return Step(state, t, Note(place, "", focus=f'[data-place="{place}"] fieldset.{_text(form, "look")} input'))


def correct(state, t, form):
    key = (_int(form, "round"), _int(form, "table"), _int(form, "hand"))
    return Step(state.editing_with(correct=key, draft=()), t,
                Note(f"correct-{key[2]}", words.CORRECT_PROMPT.format(number=key[2]),
                     focus='form[data-correct="1"] input:checked'))


def undo(state, t, form):
    r, n, number = _int(form, "round"), _int(form, "table"), _int(form, "hand")
    before = t.hand(r, n, number).current
    updated = t.undo_hand(r, n, number, at=form["at"], by=_by(state))
    after = updated.hand(r, n, number)
    state = dataclasses.replace(state, undone=(t.id, r, n, number, before.content, after.revision))
    redo_button = h("button", f"Redo hand {number}", type="button", data_do="redo", class_="primary",
                    aria_label=f"Redo hand {number} at table {n}")
    return _said(state, t, f"hand-{number}",
                 words.undone_text(updated, updated.table(r, n), number, before, after.current), updated,
                 buttons=(redo_button,))


def redo(state, t, form):
    if state.undone is None or state.undone[0] != t.id:
        raise Refused(words.NOTHING_TO_REDO)
    _, r, n, number, content, revision = state.undone
    entry = t.hand(r, n, number)
    if entry is None or entry.revision != revision:
        raise Refused(words.CHANGED_SINCE_UNDO.format(number=number))
    updated = _enter(state, t, r, n, number, content, form["at"], correct=entry.is_recorded)
    return _said(dataclasses.replace(state, undone=None), t, f"hand-{number}",
                 words.redone_text(updated, updated.table(r, n), number), updated)


def history(state, t, form):
    key = (_int(form, "round"), _int(form, "table"), _int(form, "hand"))
    shown = None if state.editing.history == key else key
    return Step(state.editing_with(history=shown), t,
                focus_only(f'button[data-do="history"][data-hand="{key[2]}"]'))


# --- round totals --------------------------------------------------------------------------------------

def totals(state, t, form):
    r, n = _int(form, "round"), _int(form, "table")
    table = t.table(r, n)
    read = words.read_totals(t, table, _text(form, "ab"), _text(form, "cd"))
    if isinstance(read, str):
        raise Refused(read)
    problem = t.totals_problem(r, n, *read)
    if problem:
        raise Refused(words.totals_problem_text(t, table, problem))
    updated = t.enter_totals(r, n, *read, at=form["at"], by=_by(state))
    return _said(state.editing_with(mode=(n, "totals")), t, "totals",
                 words.totals_saved_text(updated, updated.table(r, n)), updated)


def clear_totals(state, t, form):
    table = t.table(_int(form, "round"), _int(form, "table"))
    return Step(state, t, Note("totals", words.clear_totals_question(t, table), "question", buttons=(
        h("button", "Yes, clear them", type="button", data_do="clear-totals-yes", data_round=form.get("round"),
          data_table=form.get("table"), class_="danger"),
        h("button", "Keep them", type="button", data_do="clear-totals-no", class_="secondary"))))


def clear_totals_yes(state, t, form):
    r, n = _int(form, "round"), _int(form, "table")
    updated = t.clear_totals(r, n, at=form["at"], by=_by(state))
    table = updated.table(r, n)
    place = "record" if table.next_hand_number is not None else "round"
    return _said(state.editing_with(mode=(n, "hands")), t, place, words.cleared_totals_text(updated, table), updated)


def clear_totals_no(state, t, form):
    return Step(state, t, Note("totals", "", focus='form[data-form="totals"] input[name="ab"]'))


# --- standings' rules -------------------------------------------------------------------------------------

def tie_up(state, t, form):
    order = list(t.settings.tie_breaks)
    i = order.index(_text(form, "name"))
    if i == 0:
        return Step(state, t, None)
    order[i - 1], order[i] = order[i], order[i - 1]
    return _said(state, t, "rules", words.TIE_BREAKS_SAVED, t.with_settings(at=form["at"], tie_breaks=order))


def bye_rule(state, t, form):
    return _said(state, t, "rules", words.BYE_RULE_SAVED, t.with_settings(at=form["at"], bye_rule=_text(form, "value")))


def break_ties(state, t, form):
    on = form.get("checked") == "1"
    return _said(state, t, "rules", words.tie_breaks_switched_text(on),
                 t.with_settings(at=form["at"], tie_breaks=DEFAULT_TIE_BREAKS if on else ()), focus="#break-ties")


# --- the projector screen ---------------------------------------------------------------------------------

def _board(state: SheetState, **changes) -> SheetState:
    return dataclasses.replace(state, board=dataclasses.replace(state.board, **changes))


def board_fit(state, t, form):
    """How many rows fit on the screen, as measured: the page stays on the same first row."""
    rows = max(1, _int(form, "rows") or 1)
    first = state.board.page * state.board.rows
    return Step(_board(state, rows=rows, page=first // rows), t, None)


def board_next(state, t, form):
    """The next page of a long standings (the first after the last), unless stopped."""
    pages = state.board.pages(len(t.players))
    if state.board.paused or pages <= 1:
        return Step(state, t, None)
    return Step(_board(state, page=(state.board.page + 1) % pages), t, None)


def board_pause(state, t, form):
    return Step(_board(state, paused=not state.board.paused), t, focus_only('button[data-do="board-pause"]'))


def board_fullscreen(state, t, form):
    return Step(state.doing(FullScreen(not state.board.fullscreen)), t, None)


def fullscreen_changed(state, t, form):
    return Step(_board(state, fullscreen=form.get("on") == "1"), t, focus_only('button[data-do="board-fullscreen"]'))


# --- files ------------------------------------------------------------------------------------------------

def safe_filename(name: str) -> str:
    """A file name made of the tournament's name: letters, digits, dashes."""
    kept = "".join(c if c.isalnum() or c in "-_ " else "-" for c in name).strip().replace(" ", "-")
    return kept[:60] or "tournament"


def export_json(state, t, form):
    return Step(state.doing(Download(f"{safe_filename(t.name)}.json", dump_tournament(t), "application/json")),
                t, None)


def export_standings(state, t, form):
    return Step(state.doing(Download(f"{safe_filename(t.name)}-standings.csv", standings_csv(t), "text/csv")),
                t, None)


def export_hands(state, t, form):
    return Step(state.doing(Download(f"{safe_filename(t.name)}-hands.csv", hands_csv(t), "text/csv")), t, None)


def print_page(state, t, form):
    return Step(state.doing(Print(_text(form, "what"), _int(form, "round"))), t, None)


def import_file(state, t, form):
    """A tournament file was chosen: a new tournament comes in; one already here asks how."""
    if "error" in form:
        raise Refused(words.NOT_IMPORTED.format(error=form["error"]))
    incoming = form["incoming"]
    if incoming.id in state.on_device:
        return Step(dataclasses.replace(state, pending_import=incoming), t, focus_only("#import-choice"))
    return _said(state, t, "import", words.TOURNAMENT_IMPORTED.format(name=incoming.name), incoming)


def _held_back(state: SheetState, t, place: str, said: str, kind: str, payload, merged, report) -> Step:
    """A merge's step: ``merged`` to store, and, when it left rounds closed here as they were, the
    question whether to take in what it brings (nothing comes into a closed round unasked)."""
    waiting = report.conflicts or report.totals_conflicts
    if report.closed:
        state = dataclasses.replace(state, held_back=(kind, payload, report.closed))
        return Step(state, merged, Note(place, f"{said} {words.held_back_text(report.closed)}", "question", buttons=(
            h("button", "Take it in", type="button", data_do="take-closed", class_="primary"),
            h("button", "Leave it out", type="button", data_do="leave-closed", class_="secondary"))))
    state = dataclasses.replace(state, held_back=None)
    if waiting and place == "import":  # what waits is decided on the decision screen, at once
        return Step(go(state, Route(t.id, "decide")), merged, Note("decisions", said, "question"))
    return Step(state, merged, Note(place, said, "question" if waiting else "ok",
                                    focus="#decisions" if waiting else None))


def import_merge(state, t, form):
    """Merge the file in: a result it recorded differently waits for a decision beside this device's,
    which stays in force; a closed round takes nothing in unasked."""
    incoming = state.pending_import
    merged, report = merge_tournaments(t, incoming, at=form["at"], source=words.FILE_DEVICE)
    return _held_back(dataclasses.replace(state, pending_import=None), t, "import",
                      words.import_merged_text(merged, report), "import", incoming, merged, report)


def import_both(state, t, form):
    incoming = state.pending_import
    copy = incoming.copy_as(form["new_id"], f"{incoming.name} (imported)"[:100], at=form["at"])
    return Step(dataclasses.replace(state, pending_import=None), copy,
                Note("import", words.IMPORTED_AS.format(name=copy.name)))


def import_cancel(state, t, form):
    return Step(dataclasses.replace(state, pending_import=None), t, Note("import", words.NOTHING_IMPORTED))


def take_closed(state, t, form):
    """Take into the closed rounds what the last merge held back (they stay closed)."""
    if state.held_back is None:
        raise Refused(words.NOTHING_TO_DECIDE)
    kind, payload, closed = state.held_back
    rounds = [r.round for r in closed]
    if kind == "results":
        merged, _ = merge_results(t, payload, at=form["at"], into_closed=True, source=words.phone_label(payload.table))
        place = "devices"
    else:
        merged, _ = merge_tournaments(t, payload, at=form["at"], into_closed=rounds, source=words.FILE_DEVICE)
        place = "import"
    return Step(dataclasses.replace(state, held_back=None), merged, Note(place, words.closed_taken_text(closed)))


def leave_closed(state, t, form):
    place = "devices" if state.held_back is not None and state.held_back[0] == "results" else "import"
    return Step(dataclasses.replace(state, held_back=None), t, Note(place, words.LEFT_OUT))


# --- results waiting for a decision ------------------------------------------------------------------------

def _content(text: str) -> tuple:
    return tuple(None if part == "" else int(part) for part in text.split(","))


def _decide(state, t, form, keep: bool) -> Step:
    """Settle a result two copies recorded differently: the one in force here (``keep``), or the one
    waiting whose content the button names; both stay in the history."""
    r, n, number = _int(form, "round"), _int(form, "table"), _int(form, "hand")
    choice = _content(_text(form, "choice"))
    conflicts = [c for c in t.waiting() if c.key == ((r, n, number) if number is not None else (r, n))]
    if not conflicts:
        raise Refused(words.NOTHING_TO_DECIDE)
    conflict = conflicts[0]
    if keep:
        version = conflict.mine
    else:
        version = next((c.theirs for c in conflicts if words_content(c.theirs) == choice), None)
        if version is None:
            raise Refused(words.NOTHING_TO_DECIDE)
    if number is not None:
        updated = t.decide_hand(r, n, number, version, at=form["at"], by=_by(state))
    else:
        updated = t.decide_totals(r, n, version, at=form["at"], by=_by(state))
    settled = not updated.waiting()
    return _said(state, t, "decisions", words.decided_text(updated, conflict, version, keep, settled), updated)


def words_content(version) -> tuple:
    return version.content if hasattr(version, "makers") else (version.ab, version.cd)


def keep_result(state, t, form):
    return _decide(state, t, form, True)


def use_result(state, t, form):
    return _decide(state, t, form, False)


# --- data kept aside ------------------------------------------------------------------------------------

def kept_download(state, t, form):
    return Step(state.doing(DownloadKept()), t, None)


def kept_delete(state, t, form):
    return Step(dataclasses.replace(state, confirm_kept=True), t, focus_only('button[data-do="kept-delete-no"]'))


def kept_delete_yes(state, t, form):
    state = dataclasses.replace(state, confirm_kept=False).doing(ForgetKept()).unsay("unreadable")
    return Step(state.say("ok", words.kept_deleted_text(_int(form, "count") or 0), "kept"), t, None)


def kept_delete_no(state, t, form):
    return Step(dataclasses.replace(state, confirm_kept=False), t, focus_only('button[data-do="kept-delete"]'))


# --- a phone per table ----------------------------------------------------------------------------------------

def invite(state, t, form):
    n = _int(form, "table")
    return Step(state.editing_with(invite=None if state.editing.invite == n else n), t,
                focus_only(f'button[data-do="invite"][data-table="{n}"]'))


def show_results(state, t, form):
    return Step(state.editing_with(results=not state.editing.results), t,
                focus_only('button[data-do="show-results"]'))


def copy_link(state, t, form):
    place = _text(form, "place")
    return Step(state.doing(Copy(_text(form, "source"), place)), t, None)


def scan_start(state, t, form):
    return Step(dataclasses.replace(state, scanning=True), t, focus_only('button[data-do="scan-stop"]'))


def scan_stop(state, t, form):
    return Step(dataclasses.replace(state, scanning=False), t, focus_only('button[data-do="scan-start"]'))


def camera_problem(state, t, form):
    text = words.CAMERA_REFUSED if form.get("kind") == "refused" else words.NO_CAMERA
    return Step(dataclasses.replace(state, scanning=False), t, Note("devices", text, "error"))


def take_results(state, t, form):
    """A table's results, read from its code, a photo of it or a pasted link: merged, once."""
    state = dataclasses.replace(state, scanning=False)
    if "error" in form:
        return Step(state, t, Note("devices", words.NOT_MERGED.format(error=form["error"]), "error"))
    sheet = form["sheet"]
    if t is None:
        return Step(state, t, Note("devices", words.NOT_MERGED.format(error=words.RESULTS_ELSEWHERE.format(
            name=sheet.tournament_name).rstrip(".")), "error"))
    try:
        merged, report = merge_results(t, sheet, at=form["at"], source=words.phone_label(sheet.table))
    except EuchreError as error:
        return Step(state, t, Note("devices", words.NOT_MERGED.format(error=words.refusal_reason(t, error)), "error"))
    if state.route != Route(t.id, "devices"):
        state = go(state, Route(t.id, "devices"))
    said = words.results_text(merged, sheet, report)
    return _held_back(state, t, "devices", said, "results", sheet, merged if merged is not t else t, report)


def results_link(state, t, form):
    """A results link opened in the address bar (``#sheet/results/<code>``)."""
    if "error" in form:
        return Step(go(state, Route()).say("error", words.NOT_MERGED.format(error=form["error"]), "link"), t, None)
    if t is None:
        return Step(go(state, Route()).say("error", words.RESULTS_ELSEWHERE.format(name=form["sheet"].tournament_name),
                                           "link"), t, None)
    return take_results(go(state, Route(t.id, "devices")), t, form)


def join(state, t, form):
    """This phone keeps the table the organiser's code names (with any hands it already has).
    ``t`` is the copy of that table this phone already keeps, if any."""
    if "error" in form:
        return Step(go(state, Route()).say("error", words.CODE_UNREADABLE.format(error=form["error"]), "link"), t, None)
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
    state = dataclasses.replace(go(state, device_route(sheet)), device=kept)
    server = form.get("link")
    if server is not None and (server.tournament_id, server.round, server.table) == invitation.key:
        state = state.doing(SyncStart(server))
    elif form.get("link_error"):
        said = f"{said} {words.SYNC_LINK_DAMAGED.format(error=form['link_error'])}"
    return Step(state, kept, Note("device", said))


# --- live sync with a server --------------------------------------------------------------------------

def _start_sync(state, t, address: str, form, focus: str, said: Callable[[str], str]) -> Step:
    """Live sync started with the organiser's link to ``address`` and the form's password, or why not
    (said next to the field ``focus``); ``said(server)`` is the sentence for a start."""
    try:
        server = organiser_link(t.id, address, _text(form, "password"))
    except LinkError as error:
        return Step(state, t, Note("sync", words.SYNC_NOT_ON.format(error=error), "error", focus=focus))
    return Step(state.doing(SyncStart(server)), t, Note("sync", said(server.server)))


def sync_on(state, t, form):
    """The organiser names the server and the organiser's password, once for the tournament."""
    return _start_sync(state, t, _text(form, "server"), form, "#sync-server",
                       lambda server: words.SYNC_ON.format(name=t.name, server=server))


def sync_password(state, t, form):
    """The server refused the organiser's password: the same server, the password typed again."""
    syncing = state.syncing(t.id)
    if syncing is None or syncing.link.role != "organiser":
        return Step(state, t, Note("sync", words.SYNC_NOT_ON.format(error=words.SYNC_NOT_STARTED), "error"))
    return _start_sync(state, t, syncing.link.server, form, "#sync-password-again",
                       lambda server: words.SYNC_PASSWORD_AGAIN.format(server=server))


def sync_off(state, t, form):
    return Step(state.doing(SyncStop(t.id)).editing_with(screen_link=False), t, Note("sync", words.SYNC_OFF))


def screen_link(state, t, form):
    return Step(state.editing_with(screen_link=not state.editing.screen_link), t,
                focus_only('button[data-do="screen-link"]'))


def follow(state, t, form):
    """A standings screen's link (``#sheet/follow/<code>``): follow the server read-only and show the
    standings for the room, as soon as the tournament is here."""
    if "error" in form:
        return Step(go(state, Route()).say("error", words.CODE_UNREADABLE.format(error=form["error"]), "link"), t, None)
    server = form["link"]
    if server.role != "screen":
        return Step(go(state, Route()).say("error", words.CODE_UNREADABLE.format(error="it is not a screen's link"),
                                           "link"), t, None)
    state = state.doing(SyncStart(server))
    if t is None:
        return Step(go(state, Route()).say("info", words.SYNC_FOLLOWING, "follow"), t, None)
    return Step(go(state, Route(t.id, "screen")), t, None)


# --- the table of actions --------------------------------------------------------------------------------

ACTIONS: dict[str, Callable[[SheetState, Any, Form], Step]] = {
    # forms (data-form)
    "new-tournament": new_tournament,
    "rename-tournament": rename_tournament,
    "add-player": add_player,
    "rename-player": rename_player,
    "record": record,
    "totals": totals,
    "seats": seats,
    "results-link": take_results,
    "sync-on": sync_on,
    "sync-password": sync_password,
    # buttons (data-do)
    "open": open_tournament,
    "close-tournament": close_tournament,
    "delete": delete,
    "delete-yes": delete_yes,
    "delete-no": delete_no,
    "remove-player": remove_player,
    "restore-player": restore_player,
    "edit-player": edit_player,
    "cancel": cancel,
    "start-round": start_round,
    "close-round": close_round,
    "reopen-round": reopen_round,
    "edit-seats": edit_seats,
    "correct": correct,
    "undo": undo,
    "redo": redo,
    "history": history,
    "tie-up": tie_up,
    "export-json": export_json,
    "export-standings": export_standings,
    "export-hands": export_hands,
    "import-merge": import_merge,
    "import-both": import_both,
    "import-cancel": import_cancel,
    "take-closed": take_closed,
    "leave-closed": leave_closed,
    "keep-result": keep_result,
    "use-result": use_result,
    "kept-download": kept_download,
    "kept-delete": kept_delete,
    "kept-delete-yes": kept_delete_yes,
    "kept-delete-no": kept_delete_no,
    "print": print_page,
    "confirm-no": confirm_no,
    "invite": invite,
    "show-results": show_results,
    "copy-link": copy_link,
    "scan-start": scan_start,
    "scan-stop": scan_stop,
    "entry-mode": entry_mode,
    "clear-totals": clear_totals,
    "clear-totals-yes": clear_totals_yes,
    "clear-totals-no": clear_totals_no,
    "sync-off": sync_off,
    "screen-link": screen_link,
    "board-pause": board_pause,
    "board-fullscreen": board_fullscreen,
    # the projector screen's own events
    "board-fit": board_fit,
    "board-next": board_next,
    "fullscreen-changed": fullscreen_changed,
    # changes (data-change), files and codes
    "bye-rule": bye_rule,
    "break-ties": break_ties,
    "import-file": import_file,
    "scanned": take_results,
    "camera-problem": camera_problem,
    # the address
    "show": show,
}
"""What each form (``data-form``), button (``data-do``), change (``data-change``) and event does."""


def prepare(name: str, form: Form) -> Form:
    """The form with what its text holds read into values: an imported file's tournament, a table's
    code (``sheet``), or the ``error`` that says why it could not be read."""
    try:
        if name == "import-file":
            text = form["text"]
            if "\x00" in text or text.count("\ufffd") > 2:  # bytes that are not text: no JSON file of ours
                raise Refused(words.NOT_A_TOURNAMENT_FILE)
            return {**form, "incoming": load_tournament(text)}
        if name in ("results-link", "scanned"):  # a pasted link, or a code the camera or a photo read
            text = _text(form, "link" if name == "results-link" else "text")
            return {**form, "sheet": decode(code_from_link(text, "results"))}
        if name == "show" and form["route"].screen == "follow":
            return {**form, "link": read_code(form["route"].code or "")}
        if name == "show" and form["route"].screen == "join" and "." in (form["route"].code or ""):
            code, server = (form["route"].code or "").split(".", 1)
            try:
                return {**form, "sheet": decode(code), "link": read_code(server)}
            except LinkError as error:
                return {**form, "sheet": decode(code), "link_error": str(error)}
        if name == "show" and form["route"].screen in ("join", "results"):
            return {**form, "sheet": decode(form["route"].code or "")}
    except EuchreError as error:
        return {**form, "error": error}
    return form


def target(name: str, state: SheetState, form: Form) -> tuple[str, Any] | None:
    """Which tournament the action works on: ``("tournament", id)``, ``("device", (id, round, table))``
    for a table's copy on this phone, or None."""
    if "error" in form:
        return None
    if name == "show":
        route = form["route"]
        if route.screen == "join":
            return ("device", form["sheet"].key)
        if route.screen == "results":
            return ("tournament", form["sheet"].tournament_id)
        if route.screen == "follow":
            return ("tournament", form["link"].tournament_id)
        if route.screen == "device":
            return ("device", (route.tournament, route.round, route.table))
        return ("tournament", route.tournament) if route.tournament else None
    if name in ("results-link", "scanned"):
        return ("tournament", form["sheet"].tournament_id)
    if name in ("delete-yes", "open"):
        return ("tournament", form.get("id"))
    if name in ("import-merge", "import-both") and state.pending_import is not None:
        return ("tournament", state.pending_import.id)
    if name in ("take-closed", "leave-closed") and state.held_back is not None:
        kind, payload, _ = state.held_back
        return ("tournament", payload.tournament_id if kind == "results" else payload.id)
    if name in ("new-tournament", "import-file"):
        return None
    if state.route.screen == "device":
        return ("device", (state.route.tournament, state.route.round, state.route.table))
    return ("tournament", state.route.tournament) if state.route.tournament else None


QUIET = frozenset({"show", "board-fit", "board-next", "fullscreen-changed"})
"""Actions that are not a person's doing (the address, the screen's size, a timer): they leave the
messages at the top as they are."""

Find = Callable[[tuple[str, Any]], tuple[Any, str | None]]
"""The store's lookup: a :func:`target` to (its tournament or None, a problem reading it or None)."""


def _followed(state: SheetState, t) -> bool:
    """Whether this device follows ``t`` as a standings screen (rebuilt from the organiser's
    documents each time, so a change made here would not last)."""
    syncing = state.syncing(getattr(t, "id", None))
    return syncing is not None and syncing.link.role == "screen"


def perform(name: str, state: SheetState, t, form: Form) -> Step:
    """Do action ``name`` on ``t`` (``form`` already read by :func:`prepare`): its step, or an error note
    next to the control when it is refused. An action that changes anything clears the messages about
    what happened elsewhere, except a warning that storing failed; one that only says something
    leaves them."""
    action = ACTIONS.get(name)
    if action is None:
        return Step(state, t, None)
    try:
        step = action(state, t, form)
    except EuchreError as error:
        return Step(state, t, Note(_text(form, "place"), words.refusal_text(t, error), "error"))
    if step.tournament is not t and t is not None and _followed(state, t):
        return Step(state, t, Note(_text(form, "place"), words.FOLLOWED_READ_ONLY, "error"))
    if name not in QUIET and (step.state != state or step.tournament is not t):
        kept = tuple(m for m in step.state.messages if m.key == "storage" or m not in state.messages)
        step = step._replace(state=dataclasses.replace(step.state, messages=kept))
    return step


def dispatch(name: str, state: SheetState, form: Form, find: Find) -> tuple[Step, Any]:
    """Read what ``form`` holds, find the tournament the action works on and do it: (the step, the
    tournament it was given)."""
    form = prepare(name, form)
    where = target(name, state, form)
    t, problem = find(where) if where is not None else (None, None)
    if problem:
        state = state.say("error", problem, "unreadable")
    return perform(name, state, t, form), t
