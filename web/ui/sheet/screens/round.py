"""The round screen: one round at one table (``#sheet/<id>/round/2/table/3``), with a picker for the
round's other tables and the round's tools (print its seating, close or reopen it).

    node = round_view(state, t)            # the round and table the route names

Pure Python: the view and the round's actions; the table itself is ``ui.sheet.screens.table``'s.
"""

from __future__ import annotations

from euchre.round import HANDS_PER_ROUND

from ...kit.vdom import h
from .. import words
from ..registry import Address, action, screen
from ..routes import Route, route_hash
from ..state import SheetState
from ..steps import number, said
from .parts import feedback_box
from .printing import PAPERS
from .table import table_view


def round_view(state: SheetState, t):
    rnd = t.round(state.route.round)
    return round_screen(state, t, rnd, rnd.table(state.route.table))


def round_screen(state: SheetState, t, rnd, table):
    """One round at one table. While tables are playing, the table's record form comes first; once every
    table has finished, closing the round (then seating the next) comes first."""
    r = rnd.number
    box = h("section", None, class_="sheet-round", data_round=str(r), data_place="round",
            aria_labelledby="round-title", key=f"round-{r}")
    done = sum(1 for x in rnd.tables if x.is_complete)
    status = "closed" if rnd.closed else f"{done} of {words.plural(len(rnd.tables), 'table')} finished"
    box.children.append(h("h3", f"Round {r}", h("span", f" · {status}", class_="hint"), id="round-title"))
    box.children.append(feedback_box("round"))
    finished = rnd.closed or not rnd.incomplete_tables
    if len(rnd.tables) > 1:
        box.children.append(table_picker(t, rnd, table))
    if rnd.byes:
        box.children.append(h("p", "Sitting out: " + ", ".join(t.name_of(p) for p in rnd.byes), class_="byes"))
    tools = round_tools(t, rnd, table)
    if finished:
        box.children.append(tools)
    box.children.append(table_view(state, t, rnd, table))
    if not finished:
        box.children.append(tools)
    return box


def table_picker(t, rnd, current):
    items = h("ul")
    for table in rnd.tables:
        label = f"Table {table.number}"
        status = "done" if table.is_complete else f"{table.recorded}/{HANDS_PER_ROUND}"
        spoken = (f"{label}, round totals entered" if table.by_totals
                  else f"{label}, {table.recorded} of {HANDS_PER_ROUND} hands")
        items.children.append(h("li", None, h(
            "a", None, h("span", label), h("span", status, class_="status"),
            href=route_hash(Route(t.id, "round", rnd.number, table.number)), data_goto_table=str(table.number),
            aria_label=spoken, aria_current="page" if table.number == current.number else None,
            class_="done" if table.is_complete else None), key=str(table.number)))
    return h("nav", None, items, class_="table-picker", aria_label=f"Tables of round {rnd.number}")


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
    tools = h("div", None, class_="round-tools", data_place="round-tools", key="round-tools")
    following = next_table(rnd, table)
    row = h("p", None, class_="button-row")
    if following is not None:
        row.children.append(h("a", "Next table", class_="button-link",
                              href=route_hash(Route(t.id, "round", r, following.number)),
                              aria_label=f"Next table (table {following.number})"))
    row.children.append(h("button", "Print seating", type="button", data_do="print", data_what="seating",
                          data_round=str(r), class_="secondary"))
    tools.children.append(row)
    tools.children.append(paper_form(r))
    tools.children.append(feedback_box("round-tools"))
    actions = h("p", None, class_="button-row")
    if rnd.closed:
        actions.children.append(h("button", f"Reopen round {r}", type="button", data_do="reopen-round",
                                  data_round=str(r), class_="secondary"))
        if rnd is t.rounds[-1]:
            actions.children.append(h("button", f"Seat round {len(t.rounds) + 1}", type="button",
                                      data_do="start-round", disabled=not t.can_seat_next_round()))
    else:
        incomplete = bool(rnd.incomplete_tables)
        label = f"Close round {r}" + (" with hands missing" if incomplete else "")
        actions.children.append(h("button", label, type="button", data_do="close-round", data_round=str(r),
                                  data_incomplete="1" if incomplete else "0", class_="secondary"))
    tools.children.append(actions)
    return tools


ROUND = screen("round", Address.ROUND, round_view, current_tab="home", banner=True)


@action("close-round")
def close_round(state, t, form):
    r = number(form, "round")
    return said(state, t, "round-tools", words.ROUND_CLOSED.format(number=r),
                t.close_round(r, at=form["at"], incomplete_ok=form.get("incomplete") == "1"))


@action("reopen-round")
def reopen_round(state, t, form):
    r = number(form, "round")
    return said(state, t, "round-tools", words.ROUND_REOPENED.format(number=r), t.reopen_round(r, at=form["at"]))


def paper_form(r: int):
    """Paper beside the screens: the round's table cards and blank tally cards, on the paper chosen."""
    choice = h("select", None, *[h("option", label, value=key) for key, label in PAPERS.items()],
               id=f"paper-{r}", name="paper")
    return h("form", None,
             h("label", "Paper", for_=f"paper-{r}"), choice,
             h("button", "Print table cards", type="button", data_do="print", data_what="table-cards",
               data_round=str(r), class_="secondary", aria_label=f"Print round {r}'s table cards"),
             h("button", "Print blank tally cards", type="button", data_do="print", data_what="tally",
               class_="secondary"),
             class_="inline-form print-choice", key=f"paper-{r}")
