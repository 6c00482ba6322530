"""The round screen: one round at one table, with the form that records its next hand.

    node = round_screen(t, rnd, table, editing)      # a ui.kit.vdom node

A picker (one link per table, and "Next table") moves between the round's tables; the
address names the table, so a reload comes back to it. Each table's round is entered hand by
hand or as round totals (each pair's round score, as a paper card holds it): a choice of two
buttons switches between the record form and the totals form. Hands filled in after the totals
must add up to them (the model checks each one). Each form and hand row has a
feedback box (``[data-feedback]``) next to it, where the page says what an action did.
Pure Python (``ui.kit.vdom`` nodes), tested in CPython.
"""

from __future__ import annotations

from euchre.round import HANDS_PER_ROUND

from ..kit.vdom import h
from .routes import Route, route_hash
from .state import Editing
from .words import (hand_text, history_text, pair_text, plural, table_title, totals_only_text, totals_problem_text,
                    totals_score_text)


def feedback_box(place: str):
    """The empty box where the result of an action at ``place`` is shown."""
    return h("div", None, class_="feedback", data_feedback=place, tabindex="-1", hidden=True)


def round_screen(t, rnd, table, editing: Editing):
    """One round at one table. While tables are playing, the table's record form comes first; once every
    table has finished, closing the round (then seating the next) comes first."""
    r = rnd.number
    box = h("section", None, class_="sheet-round", data_round=str(r), data_place="round",
            aria_labelledby="round-title")
    done = sum(1 for x in rnd.tables if x.is_complete)
    state = "closed" if rnd.closed else f"{done} of {plural(len(rnd.tables), 'table')} finished"
    box.children.append(h("h3", f"Round {r}", h("span", f" · {state}", class_="hint"), id="round-title"))
    box.children.append(feedback_box("round"))
    finished = rnd.closed or not rnd.incomplete_tables
    if len(rnd.tables) > 1:
        box.children.append(table_picker(t, rnd, table))
    if rnd.byes:
        box.children.append(h("p", "Sitting out: " + ", ".join(t.name_of(p) for p in rnd.byes), class_="byes"))
    tools = round_tools(t, rnd, table)
    if finished:
        box.children.append(tools)
    box.children.append(table_view(t, rnd, table, editing))
    if not finished:
        box.children.append(tools)
    return box


def table_picker(t, rnd, current):
    nav = h("nav", None, class_="table-picker", aria_label=f"Tables of round {rnd.number}")
    items = h("ul")
    for table in rnd.tables:
        label = f"Table {table.number}"
        status = "done" if table.is_complete else f"{table.recorded}/{HANDS_PER_ROUND}"
        spoken = (f"{label}, round totals entered" if table.by_totals
                  else f"{label}, {table.recorded} of {HANDS_PER_ROUND} hands")
        link = h("a", None, h("span", label), h("span", status, class_="status"),
                  href=route_hash(Route(t.id, "round", rnd.number, table.number)),
                  data_goto_table=str(table.number),
                  aria_label=spoken,
                  aria_current="page" if table.number == current.number else None,
                  class_="done" if table.is_complete else None)
        items.children.append(h("li", None, link))
    nav.children.append(items)
    return nav


def next_table(rnd, current):
    """The table after ``current`` (the first unfinished one after it, else simply the next)."""
    tables = list(rnd.tables)
    index = tables.index(current)
    later = tables[index + 1:] + tables[:index]
    for table in later:
        if not table.is_complete:
            return table
    return later[0] if later else None


def round_tools(t, rnd, table):
    r = rnd.number
    tools = h("div", None, class_="round-tools", data_place="round-tools")
    following = next_table(rnd, table)
    row = h("p", None, class_="button-row")
    if following is not None:
        row.children.append(h("a", "Next table", class_="button-link",
                           href=route_hash(Route(t.id, "round", r, following.number)),
                           aria_label=f"Next table (table {following.number})"))
    row.children.append(h("button", "Print seating", type="button", data_do="print", data_what="seating",
                       data_round=str(r), class_="secondary"))
    tools.children.append(row)
    tools.children.append(feedback_box("round-tools"))
    actions = h("p", None, class_="button-row")
    if rnd.closed:
        actions.children.append(h("button", f"Reopen round {r}", type="button", data_do="reopen-round",
                               data_round=str(r), class_="secondary"))
        if rnd is t.rounds[-1]:
            actions.children.append(h("button", f"Seat round {len(t.rounds) + 1}", type="button", data_do="start-round",
                                   disabled=not t.can_seat_next_round()))
    else:
        incomplete = bool(rnd.incomplete_tables)
        label = f"Close round {r}" + (" with hands missing" if incomplete else "")
        actions.children.append(h("button", label, type="button", data_do="close-round", data_round=str(r),
                               data_incomplete="1" if incomplete else "0", class_="secondary"))
    tools.children.append(actions)
    return tools


def table_view(t, rnd, table, editing: Editing, seats: bool = True):
    """The table's hands and record form; ``seats=False`` leaves out "Change seats" (a table's own phone)."""
    r, n = rnd.number, table.number
    box = h("section", None, class_="sheet-table", data_table=str(n), aria_label=f"Round {r}, table {n}")
    box.children.append(h("h4", table_title(t, table)))
    box.children.append(h("p", totals_score_text(t, table), class_="table-score"))
    if not table.fits_totals:
        box.children.append(h("p", "The hands recorded here don't fit the round totals: "
                              + totals_problem_text(t, table, table.fit_problem)
                           + " The totals count until all eight hands are in: correct a hand, or change the "
                             "totals.", class_="notice warning totals-mismatch"))
    correcting = editing.correct
    upcoming = table.next_hand_number
    mode = entry_mode(table, editing)
    if mode == "totals" and upcoming is not None and not rnd.closed:
        box.children.append(totals_form(t, rnd, table))
    elif upcoming is not None and not rnd.closed and (correcting is None or correcting[:2] != (r, n)):
        if table.round_totals is not None:
            first, second = table.round_totals
            box.children.append(h("p", "Hands filled in here must add up to the round totals ("
                                    f"{pair_text(t, table, 0)} "
                                    f"{first}, {pair_text(t, table, 1)} {second}); the totals count until all "
                                    f"{HANDS_PER_ROUND} hands are in.", class_="hint totals-hint"))
        box.children.append(record_form(t, rnd, table, upcoming, correcting=False))
    elif upcoming is None:
        fits = (" They add up to the round totals entered." if table.round_totals is not None and table.fits_totals
                else "")
        box.children.append(h("p", f"All {HANDS_PER_ROUND} hands are recorded at this table.{fits}", class_="hint"))
    if upcoming is not None and not rnd.closed:  # the other way of entering the round, after the form
        box.children.append(entry_choice(table, mode))
    if not upcoming and not rnd.closed:
        box.children.append(feedback_box("record"))  # the last hand's confirmation, where its form was
    box.children.append(h("h5", "Hands"))
    if table.by_totals and not table.recorded:
        box.children.append(h("p", totals_only_text(t, table, rnd.closed), class_="hint totals-only"))
    else:
        rows = h("ol", None, class_="hands")
        for number in range(1, HANDS_PER_ROUND + 1):
            rows.children.append(hand_row(t, rnd, table, number, editing))
        box.children.append(rows)
    if not seats:
        return box
    place = "seats"
    seats = h("div", None, class_="seats", data_place=place)
    if editing.seats == (r, n):
        seats.children.append(seats_form(t, rnd, table))
    elif not rnd.closed:
        seats.children.append(h("button", "Change seats", type="button", data_do="edit-seats", data_round=str(r),
                             data_table=str(n), class_="secondary", aria_label=f"Change seats at table {n}"))
    seats.children.append(feedback_box(place))
    box.children.append(seats)
    return box


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


def totals_form(t, rnd, table):
    """Each pair's round score, as the paper card holds it: two labelled number fields."""
    r, n = rnd.number, table.number
    form = h("form", None, data_form="totals", data_round=str(r), data_table=str(n), class_="totals-form",
              data_place="totals", aria_label=f"Round totals at table {n}")
    form.children.append(h("p", f"Round totals · table {n}", class_="record-title"))
    form.children.append(h("p", "Each pair's points for the whole round, as on the score card. Each of the eight "
                              "hands gave "
                             "one pair 1, 2 or 4 points.", class_="hint"))
    current = table.round_totals
    fields = h("div", None, class_="totals-fields")
    for side, name in ((0, "ab"), (1, "cd")):
        ident = f"totals-r{r}t{n}-{name}"
        fields.children.append(h("label", f"{pair_text(t, table, side)}'s points", for_=ident))
        fields.children.append(h("input", None, id=ident, name=name, type="text", inputmode="numeric",
                              maxlength="3", autocomplete="off", class_="points",
                              value="" if current is None else str(current[side])))
    form.children.append(fields)
    if table.recorded:
        form.children.append(h("p", f"{plural(table.recorded, 'hand')} already recorded here: "
                                 f"{pair_text(t, table, 0)} {table.hand_points[0]}, "
                                 f"{pair_text(t, table, 1)} {table.hand_points[1]}. The totals must fit them.",
                            class_="hint"))
    form.children.append(feedback_box("totals"))
    buttons = h("p", None, h("button", "Save round totals", type="submit", class_="primary"), class_="button-row")
    if current is not None:
        buttons.children.append(h("button", "Clear round totals", type="button", data_do="clear-totals",
                               data_round=str(r), data_table=str(n), class_="secondary"))
    form.children.append(buttons)
    if len(table.totals) > 1:
        lines = h("ul", None, class_="history", aria_label=f"Changes to the round totals at table {n}")
        for line in t.totals_history(r, n):
            lines.children.append(h("li", history_text(t, table, line)))
        form.children.append(lines)
    return form


def hand_row(t, rnd, table, number: int, editing: Editing):
    r, n = rnd.number, table.number
    entry = table.hand(number)
    dealer = t.name_of(table.dealer(number))
    place = f"hand-{number}"
    row = h("li", None, data_hand=str(number), data_place=place)
    if entry is not None and entry.is_recorded:
        row.children.append(h("span", f"Hand {number} (dealer {dealer}): {hand_text(t, table, entry.current)}",
                              class_="hand-text"))
        buttons = h("span", None, class_="button-row")
        if not rnd.closed:
            for label, action in (("Correct", "correct"), ("Undo", "undo")):
                buttons.children.append(h("button", label, type="button", data_do=action, data_round=str(r),
                                       data_table=str(n), data_hand=str(number), class_="secondary",
                                       aria_label=f"{label} hand {number} at table {n}"))
        if entry.history:
            buttons.children.append(h("button", "History", type="button", data_do="history", data_round=str(r),
                                   data_table=str(n), data_hand=str(number), class_="secondary",
                                   aria_label=f"History of hand {number} at table {n}",
                                   aria_expanded="true" if editing.history == (r, n, number) else "false"))
        if buttons.children:
            row.children.append(buttons)
        if editing.history == (r, n, number):
            lines = h("ul", None, class_="history")
            for line in t.hand_history(r, n, number):
                lines.children.append(h("li", history_text(t, table, line)))
            row.children.append(lines)
    else:
        missing = "counted in the round totals" if table.by_totals else "not recorded"
        row.children.append(h("span", f"Hand {number} (dealer {dealer}): {missing}", class_="hint hand-text"))
    row.children.append(feedback_box(place))
    if editing.correct == (r, n, number):
        row.children.append(record_form(t, rnd, table, number, correcting=True, draft=editing.draft))
    return row


def seats_form(t, rnd, table):
    form = h("form", None, data_form="seats", data_round=str(rnd.number), data_table=str(table.number),
              class_="seats-form", data_place="seats")
    labels = {"a": "Pair 1, first", "b": "Pair 1, second", "c": "Pair 2, first", "d": "Pair 2, second"}
    for slot, pid in zip("abcd", table.seats):
        select = h("select", None, name=slot, id=f"seat-{table.number}-{slot}")
        for player in t.players:
            if player.active or player.id == pid:
                select.children.append(h("option", player.name, value=str(player.id), selected=player.id == pid))
        form.children.append(h("label", labels[slot], for_=f"seat-{table.number}-{slot}"))
        form.children.append(select)
    form.children.append(h("p", None,
                        h("button", "Save seats", type="submit"),
                        h("button", "Cancel", type="button", data_do="cancel", data_what="seats",
                           class_="secondary"), class_="button-row"))
    return form


def record_form(t, rnd, table, number: int, correcting: bool, draft: tuple[tuple[str, str], ...] = ()):
    """The form for one hand: the common hand is a pair, a number of tricks and the button. A correction
    starts from the hand's result, or from ``draft`` (the person's own entry, carried over)."""
    r, n = rnd.number, table.number
    prefix = f"r{r}t{n}h{number}{'c' if correcting else ''}"
    entry = table.hand(number)
    current = entry.current if correcting and entry is not None else None
    chosen = dict(draft) if draft else {
        "result": "renege" if current is not None and current.renege is not None else "hand",
        "makers": current.makers if current else None,
        "alone": (current.alone if current and current.alone is not None else ""),
        "tricks": current.tricks if current else None,
        "offenders": current.renege if current else None}
    place = f"correct-{number}" if correcting else "record"
    form = h("form", None, data_form="record", data_round=str(r), data_table=str(n), data_hand=str(number),
             data_correct="1" if correcting else "0", class_="record-form", data_place=place,
             aria_label=f"{'Correct' if correcting else 'Record'} hand {number} at table {n}")
    dealer = t.name_of(table.dealer(number))
    form.children.append(h("p", f"{'Correct' if correcting else 'Record'} hand {number} · dealer {dealer}",
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
    form.children.append(radios("Result", "result", [("hand", "Played out"), ("renege", "Renege")]))
    pairs = [(0, pair_text(t, table, 0)), (1, pair_text(t, table, 1))]
    form.children.append(radios("Made trump", "makers", pairs))
    loners = [("", "Nobody")] + [(pid, t.name_of(pid)) for pid in table.seats]
    form.children.append(radios("Went alone", "alone", loners))
    form.children.append(radios("Tricks the makers took", "tricks", [(k, str(k)) for k in range(6)], hidden=is_renege))
    form.children.append(radios("Pair that reneged", "offenders", pairs, hidden=not is_renege))
    form.children.append(feedback_box(place))
    buttons = h("p", None, h("button", "Save correction" if correcting else f"Record hand {number}",
                             type="submit", class_="primary"), class_="button-row")
    if correcting:
        buttons.children.append(h("button", "Cancel", type="button", data_do="cancel", data_what="correct",
                                  class_="secondary"))
    form.children.append(buttons)
    return form
