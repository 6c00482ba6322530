"""A table's seats, changed by hand before its first hand is recorded ("Change seats").

    node = seats_part(state, t, rnd, table)      # the button, or the form while it is open

Pure Python: the view and its actions.
"""

from __future__ import annotations

from ...kit.vdom import Look, h
from .. import words
from ..registry import action
from ..state import SheetState, focus_only
from ..steps import number, said, stay
from .parts import feedback_box

LABELS = {"a": "Pair 1, first", "b": "Pair 1, second", "c": "Pair 2, first", "d": "Pair 2, second"}


def seats_part(state: SheetState, t, rnd, table):
    r, n = rnd.number, table.number
    box = h("div", None, class_="seats", data_place="seats")
    if state.editing.seats == (r, n):
        box.children.append(seats_form(t, rnd, table))
    elif not rnd.closed:
        box.children.append(h("button", "Change seats", type="button", data_do="edit-seats", data_round=str(r),
                              data_table=str(n), class_="secondary", aria_label=f"Change seats at table {n}"))
    box.children.append(feedback_box("seats"))
    return box


def seats_form(t, rnd, table):
    form = h("form", None, data_form="seats", data_round=str(rnd.number), data_table=str(table.number),
             class_="seats-form", data_place="seats")
    for slot, pid in zip("abcd", table.seats):
        ident = f"seat-{table.number}-{slot}"
        select = h("select", None, name=slot, id=ident)
        for player in t.players:
            if player.active or player.id == pid:
                select.children.append(h("option", player.name, value=str(player.id), selected=player.id == pid))
        form.children.append(h("label", LABELS[slot], for_=ident))
        form.children.append(select)
    form.children.append(h("p", None,
                           h("button", "Save seats", type="submit"),
                           h("button", "Cancel", type="button", data_do="cancel-seats", class_="secondary"),
                           class_="button-row"))
    return form


@action("edit-seats")
def edit_seats(state, t, form):
    n = number(form, "table")
    return stay(state.editing_with(seats=(number(form, "round"), n)), t, focus_only(Look(id=f"seat-{n}-a")))


@action("cancel-seats")
def cancel_seats(state, t, form):
    return stay(state.editing_with(seats=None), t, focus_only(Look(data_do="edit-seats")))


@action("seats")
def seats(state, t, form):
    r, n = number(form, "round"), number(form, "table")
    updated = t.set_table(r, n, [number(form, seat) for seat in "abcd"], at=form["at"])
    return said(state.editing_with(seats=None), t, "seats", words.seats_saved_text(updated, updated.table(r, n)),
                updated)
