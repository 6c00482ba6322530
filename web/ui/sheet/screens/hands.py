"""A table's hands: record one (asked about once when it is unusual), choose in its form, correct,
undo and redo it, see its history, and choose between entering hand by hand or round totals.

    step = record(state, t, {"round": "1", "table": "1", "hand": "1", "makers": "0", "tricks": "3", ...})

Every choice made in a hand's form is an action too (``record-choice``): what the person has
chosen so far is kept in the state (``Editing.entry``), so a redraw, another tab's change or a sync
arrival never takes it away, and a loner from the pair that did not make trump is asked about as
it is chosen. Pure Python, tested in CPython.
"""

from __future__ import annotations

import dataclasses

from euchre.errors import EuchreError
from euchre.sheet import Tournament

from ...kit.vdom import Look, h
from .. import words
from ..registry import action
from ..state import Entry, Kind, Note, SheetState, focus_only
from ..steps import Form, Refused, by, number, said, stay, text
from .totals import FIRST_FIELD

DRAFTED = ("result", "makers", "alone", "tricks", "offenders")
"""The record form's fields, as kept while it is filled in."""


def enter(state: SheetState, t: Tournament, r: int, n: int, hand: int, content: tuple, at: str, *,
          correct: bool) -> Tournament:
    """Hand ``hand`` at round ``r``, table ``n`` entered as ``content`` (makers, tricks, alone,
    renege): a correction of a recorded hand, a renege, or a hand played."""
    makers, tricks, alone, renege = content
    if correct:
        return t.correct_hand(r, n, hand, at=at, makers=makers, tricks=tricks, alone=alone, renege=renege,
                              by=by(state))
    if renege is not None:
        return t.record_renege(r, n, offenders=renege, makers=makers, alone=alone, hand=hand, at=at, by=by(state))
    return t.record_hand(r, n, makers=makers, tricks=tricks, alone=alone, hand=hand, at=at, by=by(state))


def content_of(t, table, form: Form) -> tuple[int | None, int | None, int | None, int | None]:
    """(makers, tricks, alone, renege) as the record form holds them."""
    makers, alone = number(form, "makers"), number(form, "alone")
    if form.get("result") == "renege":
        offenders = number(form, "offenders")
        if offenders is None:
            raise Refused(words.choose_renege_text(t, table))
        return makers, None, alone, offenders
    return makers, number(form, "tricks"), alone, None


def entry_of(form: Form) -> Entry:
    """The hand's form as sent or as changed: which hand, and the choices it holds."""
    return Entry(number(form, "round"), number(form, "table"), number(form, "hand"), form.get("correct") == "1",
                 tuple((name, str(form[name])) for name in DRAFTED if form.get(name) is not None))


@action("record")
def record(state, t, form):
    """Record (or correct) a hand from the record form; ask once about an unusual one."""
    entry = entry_of(form)
    r, n, hand, correcting = entry.round, entry.table, entry.hand, entry.correcting
    table = t.table(r, n)
    there = table.hand(hand)
    content = content_of(t, table, form)
    makers, tricks, alone, renege = content
    if not correcting and there is not None and there.is_recorded:
        if there.current.content == content:
            return stay(state.editing_with(entry=None), t)  # the same result is saved already (pressed twice)
        # Recorded elsewhere meanwhile: what the person entered goes into the correction form.
        carried = dataclasses.replace(entry, correcting=True)
        return stay(state.editing_with(correct=(r, n, hand), entry=carried), t,
                    Note(f"correct-{hand}", words.carried_over_text(t, table, hand), Kind.QUESTION))
    problem = t.hand_problem(r, n, makers=makers, tricks=tricks, alone=alone, renege=renege, hand=hand)
    if problem:
        raise Refused(words.hand_problem_text(t, table, problem))
    ask = words.question(t, table, makers=makers, tricks=tricks, alone=alone, renege=renege)
    if ask and form.get("confirmed") != "1":
        return stay(state.editing_with(entry=entry), t, Note(text(form, "place"), ask.text, Kind.QUESTION, buttons=(
            h("button", ask.yes, type="button", data_do="confirm-yes", class_="primary"),
            h("button", ask.no, type="button", data_do="confirm-no", data_look=ask.look_at, class_="secondary"))))
    updated = enter(state, t, r, n, hand, content, form["at"], correct=correcting)
    new_table = updated.table(r, n)
    if state.table_key() is not None and t.settings.confirm and form.get("agreed") != "1":
        return stay(state.editing_with(entry=entry), t, _opponent_asked(t, new_table, hand, text(form, "place")))
    place = f"hand-{hand}" if correcting else "record"
    if place == "record" and state.table_key() is not None and new_table.is_complete:
        place = "share"  # the last hand at a table's phone: said above the table's code, which comes first now
    return said(state.editing_with(correct=None, entry=None), t, place,
                words.saved_text(updated, new_table, hand, corrected=correcting), updated)


@action("confirm-yes")
def confirm_yes(state, t, form):
    """The question's answer: the form it asked about, sent as it is."""
    return record(state, t, {**form, "confirmed": "1"})


def _opponent_asked(t, table, hand: int, place: str) -> Note:
    """Before a table's phone records (and sends) a hand, when the tournament asks for it: a player
    of the pair the hand gives no points confirms it; "No" goes back to the form as it was filled in."""
    ask = words.confirm_request(t, table, hand, table.hand(hand).current)
    return Note(place, ask.text, Kind.QUESTION, buttons=(
        h("button", ask.yes, type="button", data_do="opponent-yes", class_="primary"),
        h("button", ask.no, type="button", data_do="confirm-no", data_look="makers", class_="secondary")))


@action("opponent-yes")
def opponent_yes(state, t, form):
    """An opponent confirmed the hand on the table's phone: it is recorded (and sent) as it was asked about."""
    return record(state, t, {**form, "confirmed": "1", "agreed": "1"})


@action("confirm-no")
def confirm_no(state, t, form):
    """Back to the form from a question: the box is emptied and the field to look at focused."""
    place = text(form, "place")
    field = Look("input").within(Look("fieldset", class_=text(form, "look")).within(Look(data_place=place)))
    return stay(state, t, Note(place, "", focus=field))


def answered(t, form: Form, tapped: str) -> tuple[dict[str, str], Note | None]:
    """The record form after the person tapped ``tapped`` ("makers" or "alone"): an empty "Made trump"
    is filled from a loner (only the makers' players go alone); an answer already given is never
    changed, but a loner from the other pair is asked about once, with a button for each way out.
    Returns (the answers to set in the form, the question to ask or None)."""
    r, n = number(form, "round"), number(form, "table")
    table = t.table(r, n)
    makers, alone = number(form, "makers"), number(form, "alone")
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
    return {}, Note(text(form, "place"), ask.text, Kind.QUESTION, buttons=buttons, steady=True)


@action("record-choice")
def record_choice(state, t, form):
    """A choice made in a hand's form: kept, and a loner and the makers kept consistent by asking."""
    entry = entry_of(form)
    place = text(form, "place")
    tapped = text(form, "changed")
    sets, note = ({}, None)
    if tapped in ("alone", "makers") and form.get("checked") == "1" and t is not None:
        sets, note = answered(t, form, tapped)
    if note is None and state.note is not None and state.note.place == place and state.note.kind is Kind.QUESTION:
        note = Note(place, "", steady=True)  # a question left open is taken down
    return stay(state.editing_with(entry=entry.with_fields(**sets)), t, note or state.note)


@action("choose")
def choose(state, t, form):
    """A button of the form's question sets one of its answers (the person's choice, asked for)."""
    name, value, place = text(form, "name"), text(form, "value"), text(form, "place")
    entry = entry_of(form).with_fields(**{name: value})
    chosen = Look("input", name=name, value=value).within(Look(data_place=place))
    return stay(state.editing_with(entry=entry), t, Note(place, "", focus=chosen))


@action("correct")
def correct(state, t, form):
    key = (number(form, "round"), number(form, "table"), number(form, "hand"))
    return stay(state.editing_with(correct=key, entry=None), t,
                Note(f"correct-{key[2]}", words.CORRECT_PROMPT.format(number=key[2]),
                     focus=Look("input", checked=True).within(Look(data_form="record", data_correct="1"))))


@action("cancel-correction")
def cancel_correction(state, t, form):
    hand = state.editing.correct[2] if state.editing.correct else None
    return stay(state.editing_with(correct=None, entry=None), t,
                focus_only(Look(data_do="correct", data_hand=hand)) if hand is not None else None)


@action("undo")
def undo(state, t, form):
    """Take a hand back; the hand's own Redo (beside this note) takes the undo back."""
    r, n, hand = number(form, "round"), number(form, "table"), number(form, "hand")
    before = t.hand(r, n, hand).current
    updated = t.undo_hand(r, n, hand, at=form["at"], by=by(state))
    after = updated.hand(r, n, hand)
    return said(state, t, f"hand-{hand}", words.undone_text(updated, updated.table(r, n), hand, before, after.current),
                updated)


@action("redo")
def redo(state, t, form):
    """Take back an undo made here (``Tournament.redo_hand``), from the hand's own button while its last
    change is that undo."""
    r, n, hand = number(form, "round"), number(form, "table"), number(form, "hand")
    try:
        updated = t.redo_hand(r, n, hand, at=form["at"], by=by(state))
    except EuchreError:
        raise Refused(words.CHANGED_SINCE_UNDO.format(number=hand)) from None
    return said(state, t, f"hand-{hand}", words.redone_text(updated, updated.table(r, n), hand), updated)


@action("history")
def history(state, t, form):
    key = (number(form, "round"), number(form, "table"), number(form, "hand"))
    return stay(state.editing_with(history=None if state.editing.history == key else key), t,
                focus_only(Look(data_do="history", data_hand=key[2])))


@action("entry-mode")
def entry_mode(state, t, form):
    """Switch a table between entering hand by hand and entering round totals."""
    mode = "totals" if form.get("mode") == "totals" else "hands"
    focus = FIRST_FIELD if mode == "totals" else Look(data_do="entry-mode", data_mode=mode)
    return stay(state.editing_with(mode=(number(form, "table"), mode), correct=None, entry=None), t,
                focus_only(focus))
