"""One table of a round: its score, the form for its next hand (or its round totals), its hands
with their corrections, undo and history, and its seats.

    node = table_view(state, t, rnd, table)          # a ui.kit.vdom node
    node = record_form(t, rnd, table, 2, correcting=False, entry=None)

Each form and hand row has a feedback box (``[data-feedback]``) beside it, where the page says
what an action did. A hand the person has begun to enter (``Editing.entry``) keeps its form, as
they left it, even when another tab or device records that hand meanwhile: sending it then asks
what to do (``ui.sheet.screens.hands``). Pure Python, tested in CPython.
"""

from __future__ import annotations

from euchre.round import HANDS_PER_ROUND

from ...kit.vdom import h
from ..state import Editing, Entry, SheetState
from ..words import (hand_text, history_text, pair_text, table_title, totals_only_text, totals_problem_text,
                     totals_score_text)
from .parts import feedback_box
from .seats import seats_part
from .totals import totals_form


def table_view(state: SheetState, t, rnd, table, seats: bool = True):
    """The table's hands and record form; ``seats=False`` leaves out "Change seats" (a table's own phone)."""
    editing = state.editing
    r, n = rnd.number, table.number
    box = h("section", None, class_="sheet-table", data_table=str(n), aria_label=f"Round {r}, table {n}",
            key=f"table-{r}-{n}")
    box.children.append(h("h4", table_title(t, table)))
    box.children.append(h("p", totals_score_text(t, table), class_="table-score"))
    if not table.fits_totals:
        box.children.append(h("p", "The hands recorded here don't fit the round totals: "
                               + totals_problem_text(t, table, table.fit_problem)
                               + " The totals count until all eight hands are in: correct a hand, or change the "
                                 "totals.", class_="notice warning totals-mismatch"))
    box.children.extend(_entering(t, rnd, table, editing))
    box.children.append(h("h5", "Hands"))
    if table.by_totals and not table.recorded:
        box.children.append(h("p", totals_only_text(t, table, rnd.closed), class_="hint totals-only"))
    else:
        box.children.append(h("ol", None, *[hand_row(t, rnd, table, number, editing)
                                            for number in range(1, HANDS_PER_ROUND + 1)], class_="hands"))
    if seats:
        box.children.append(seats_part(state, t, rnd, table))
    return box


def _entering(t, rnd, table, editing: Editing):
    """The form for the table's next hand (or the one the person is entering), or its round totals."""
    r, n = rnd.number, table.number
    entry = editing.entry if editing.entry is not None and editing.entry.at(r, n, correcting=False) else None
    upcoming = table.next_hand_number
    hand = entry.hand if entry is not None else upcoming
    mode = entry_mode(table, editing)
    correcting_here = editing.correct is not None and editing.correct[:2] == (r, n)
    if mode == "totals" and upcoming is not None and not rnd.closed and entry is None:
        yield totals_form(t, rnd, table)
    elif hand is not None and (entry is not None or not rnd.closed) and not correcting_here:
        if table.round_totals is not None:
            first, second = table.round_totals
            yield h("p", "Hands filled in here must add up to the round totals ("
                         f"{pair_text(t, table, 0)} {first}, {pair_text(t, table, 1)} {second}); the totals count "
                         f"until all {HANDS_PER_ROUND} hands are in.", class_="hint totals-hint")
        yield record_form(t, rnd, table, hand, correcting=False, entry=entry)
    elif upcoming is None:
        fits = (" They add up to the round totals entered." if table.round_totals is not None and table.fits_totals
                else "")
        yield h("p", f"All {HANDS_PER_ROUND} hands are recorded at this table.{fits}", class_="hint")
    if upcoming is not None and not rnd.closed:  # the other way of entering the round, after the form
        yield entry_choice(table, mode)
    if not upcoming and not rnd.closed and entry is None:
        yield feedback_box("record")  # the last hand's confirmation, where its form was


def entry_mode(table, editing: Editing) -> str:
    """``"hands"`` or ``"totals"``: the one the person chose for this table, else totals when only
    totals are entered there, else hand by hand."""
    chosen = editing.mode
    if chosen is not None and chosen[0] == table.number:
        return chosen[1]
    return "totals" if table.round_totals is not None and not table.recorded else "hands"


def entry_choice(table, mode: str):
    """The choice between entering the table's round hand by hand and as round totals."""
    group = h("div", None, class_="entry-choice button-row", role="group",
              aria_label=f"How to enter table {table.number}'s round")
    for value, label in (("hands", "Enter hand by hand"), ("totals", "Enter round totals")):
        group.children.append(h("button", label, type="button", data_do="entry-mode", data_mode=value,
                                data_table=str(table.number), aria_pressed="true" if mode == value else "false",
                                class_="choice"))
    return group


def hand_row(t, rnd, table, number: int, editing: Editing):
    r, n = rnd.number, table.number
    entry = table.hand(number)
    dealer = t.name_of(table.dealer(number))
    place = f"hand-{number}"
    row = h("li", None, data_hand=str(number), data_place=place, key=place)
    if entry is not None and entry.is_recorded:
        row.children.append(h("span", f"Hand {number} (dealer {dealer}): {hand_text(t, table, entry.current)}",
                              class_="hand-text"))
        buttons = h("span", None, class_="button-row")
        keys = dict(data_round=str(r), data_table=str(n), data_hand=str(number), class_="secondary")
        if not rnd.closed:
            for label, act in (("Correct", "correct"), ("Undo", "undo")):
                buttons.children.append(h("button", label, type="button", data_do=act,
                                          aria_label=f"{label} hand {number} at table {n}", **keys))
            if _redoable(entry):
                buttons.children.append(_redo_button(r, n, number))
        if entry.history:
            buttons.children.append(h("button", "History", type="button", data_do="history",
                                      aria_label=f"History of hand {number} at table {n}",
                                      aria_expanded="true" if editing.history == (r, n, number) else "false", **keys))
        if buttons.children:
            row.children.append(buttons)
        if editing.history == (r, n, number):
            row.children.append(h("ul", None, *[h("li", history_text(t, table, line))
                                                for line in t.hand_history(r, n, number)], class_="history"))
    else:
        missing = "counted in the round totals" if table.by_totals else "not recorded"
        row.children.append(h("span", f"Hand {number} (dealer {dealer}): {missing}", class_="hint hand-text"))
        if entry is not None and not rnd.closed and _redoable(entry):
            row.children.append(h("span", None, _redo_button(r, n, number), class_="button-row"))
    row.children.append(feedback_box(place))
    if editing.correct == (r, n, number):
        row.children.append(record_form(t, rnd, table, number, correcting=True, entry=editing.entry))
    return row


def chosen_in(table, r: int, number: int, correcting: bool, entry: Entry | None) -> dict[str, object]:
    """What the form for hand ``number`` shows chosen: the person's entry so far, else (a correction)
    the hand's result, else nothing but "Played out" and "Nobody" alone."""
    if entry is not None and entry.hand == number and entry.at(r, table.number, correcting):
        return dict(entry.fields)
    recorded = table.hand(number)
    current = recorded.current if correcting and recorded is not None else None
    return {"result": "renege" if current is not None and current.renege is not None else "hand",
            "makers": current.makers if current else None,
            "alone": (current.alone if current and current.alone is not None else ""),
            "tricks": current.tricks if current else None,
            "offenders": current.renege if current else None}


def record_form(t, rnd, table, number: int, correcting: bool, entry: Entry | None = None):
    """The form for one hand: the common hand is a pair, a number of tricks and the button. A correction
    starts from the hand's result, or from what the person entered (carried over, or chosen so far)."""
    r, n = rnd.number, table.number
    prefix = f"r{r}t{n}h{number}{'c' if correcting else ''}"
    chosen = chosen_in(table, r, number, correcting, entry)
    place = f"correct-{number}" if correcting else "record"
    verb = "Correct" if correcting else "Record"
    form = h("form", None, data_form="record", data_round=str(r), data_table=str(n), data_hand=str(number),
             data_correct="1" if correcting else "0", class_="record-form", data_place=place,
             data_change="record-choice", aria_label=f"{verb} hand {number} at table {n}", key=prefix)
    form.children.append(h("p", f"{verb} hand {number} · dealer {t.name_of(table.dealer(number))}",
                           class_="record-title"))

    def radios(legend: str, name: str, options, hidden=False):
        fieldset = h("fieldset", None, h("legend", legend), class_=f"choices {name}", hidden=hidden)
        picked = chosen.get(name)
        for value, label in options:
            ident = f"{prefix}-{name}-{value if value != '' else 'none'}"
            fieldset.children.append(h("input", None, type="radio", name=name, value=str(value), id=ident,
                                       checked=picked is not None and str(picked) == str(value)))
            fieldset.children.append(h("label", label, for_=ident))
        return fieldset

    is_renege = chosen.get("result") == "renege"
    pairs = [(0, pair_text(t, table, 0)), (1, pair_text(t, table, 1))]
    form.children.append(radios("Result", "result", [("hand", "Played out"), ("renege", "Renege")]))
    form.children.append(radios("Made trump", "makers", pairs))
    form.children.append(radios("Went alone", "alone", [("", "Nobody")] + [(p, t.name_of(p)) for p in table.seats]))
    form.children.append(radios("Tricks the makers took", "tricks", [(k, str(k)) for k in range(6)], hidden=is_renege))
    form.children.append(radios("Pair that reneged", "offenders", pairs, hidden=not is_renege))
    form.children.append(feedback_box(place))
    buttons = h("p", None, h("button", "Save correction" if correcting else f"Record hand {number}",
                             type="submit", class_="primary"), class_="button-row")
    if correcting:
        buttons.children.append(h("button", "Cancel", type="button", data_do="cancel-correction",
                                  class_="secondary"))
    form.children.append(buttons)
    return form


def _redoable(entry) -> bool:
    """The hand's last change is an undo made on this device (``Tournament.redo_hand`` takes it back)."""
    return entry.current.event == "undone" and not entry.current.came_as


def _redo_button(r: int, n: int, number: int):
    return h("button", "Redo", type="button", data_do="redo", data_round=str(r), data_table=str(n),
             data_hand=str(number), class_="secondary", aria_label=f"Redo hand {number} at table {n}")
