"""A table's round entered as round totals: each pair's round score, as a paper card holds it.

    node = totals_form(t, rnd, table)

Hands filled in after the totals must add up to them (the model checks each one). Pure Python:
the form and its actions (save, clear: asked first).
"""

from __future__ import annotations

from ...kit.vdom import Look, h
from .. import words
from ..registry import action
from ..state import Kind, Note
from ..steps import Refused, by, number, said, stay, text
from .parts import feedback_box


def totals_form(t, rnd, table):
    """Each pair's round score: two labelled number fields."""
    r, n = rnd.number, table.number
    form = h("form", None, data_form="totals", data_round=str(r), data_table=str(n), class_="totals-form",
             data_place="totals", aria_label=f"Round totals at table {n}", key=f"totals-{r}-{n}")
    form.children.append(h("p", f"Round totals · table {n}", class_="record-title"))
    form.children.append(h("p", "Each pair's points for the whole round, as on the score card. Each of the eight "
                                "hands gave one pair 1, 2 or 4 points.", class_="hint"))
    current = table.round_totals
    fields = h("div", None, class_="totals-fields")
    for side, name in ((0, "ab"), (1, "cd")):
        ident = f"totals-r{r}t{n}-{name}"
        fields.children.append(h("label", f"{words.pair_text(t, table, side)}'s points", for_=ident))
        fields.children.append(h("input", None, id=ident, name=name, type="text", inputmode="numeric",
                                 maxlength="3", autocomplete="off", class_="points",
                                 value="" if current is None else str(current[side])))
    form.children.append(fields)
    if table.recorded:
        form.children.append(h("p", f"{words.plural(table.recorded, 'hand')} already recorded here: "
                                    f"{words.pair_text(t, table, 0)} {table.hand_points[0]}, "
                                    f"{words.pair_text(t, table, 1)} {table.hand_points[1]}. The totals must fit them.",
                               class_="hint"))
    form.children.append(feedback_box("totals"))
    buttons = h("p", None, h("button", "Save round totals", type="submit", class_="primary"), class_="button-row")
    if current is not None:
        buttons.children.append(h("button", "Clear round totals", type="button", data_do="clear-totals",
                                  data_round=str(r), data_table=str(n), class_="secondary"))
    form.children.append(buttons)
    if len(table.totals) > 1:
        form.children.append(h("ul", None, *[h("li", words.history_text(t, table, line))
                                             for line in t.totals_history(r, n)],
                               class_="history", aria_label=f"Changes to the round totals at table {n}"))
    return form


FIRST_FIELD = Look("input", name="ab").within(Look(data_form="totals"))


@action("totals")
def totals(state, t, form):
    r, n = number(form, "round"), number(form, "table")
    table = t.table(r, n)
    read = words.read_totals(t, table, text(form, "ab"), text(form, "cd"))
    if isinstance(read, str):
        raise Refused(read)
    problem = t.totals_problem(r, n, *read)
    if problem:
        raise Refused(words.totals_problem_text(t, table, problem))
    updated = t.enter_totals(r, n, *read, at=form["at"], by=by(state))
    return said(state.editing_with(mode=(n, "totals")), t, "totals",
                words.totals_saved_text(updated, updated.table(r, n)), updated)


@action("clear-totals")
def clear_totals(state, t, form):
    table = t.table(number(form, "round"), number(form, "table"))
    return stay(state, t, Note("totals", words.clear_totals_question(t, table), Kind.QUESTION, buttons=(
        h("button", "Yes, clear them", type="button", data_do="clear-totals-yes", data_round=form.get("round"),
          data_table=form.get("table"), class_="danger"),
        h("button", "Keep them", type="button", data_do="clear-totals-no", class_="secondary"))))


@action("clear-totals-yes")
def clear_totals_yes(state, t, form):
    r, n = number(form, "round"), number(form, "table")
    updated = t.clear_totals(r, n, at=form["at"], by=by(state))
    table = updated.table(r, n)
    place = "record" if table.next_hand_number is not None else "round"
    return said(state.editing_with(mode=(n, "hands")), t, place, words.cleared_totals_text(updated, table), updated)


@action("clear-totals-no")
def clear_totals_no(state, t, form):
    return stay(state, t, Note("totals", "", focus=FIRST_FIELD))
