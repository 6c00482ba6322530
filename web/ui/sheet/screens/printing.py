"""The printed pages: a round's seating, the standings, and each player's score card.

    nodes = print_nodes(t, "standings")     # ui.kit.vdom nodes for the page's print area

Pure Python: the pages and the action that prints one (``Print``: the controller draws the nodes in
the print area and asks the browser to print).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from ...kit.vdom import h
from ..registry import action
from ..steps import number, stay, text
from ..words import bye_rule_text, pair_text, tie_break_note, tie_break_text


class Page(StrEnum):
    """What is printed (the body's ``data-printing`` while it is, for the print style)."""

    SEATING = "seating"
    STANDINGS = "standings"
    CARDS = "cards"


def print_nodes(t, what: str, round_number: int | None = None):
    nodes = [h("h1", t.name)]
    what = Page(what)
    if what is Page.SEATING:
        rnd = t.round(round_number) if round_number else t.rounds[-1]
        nodes.append(h("h2", f"Round {rnd.number} seating"))
        for table in rnd.tables:
            nodes.append(h("p", f"Table {table.number}: {pair_text(t, table, 0)} vs {pair_text(t, table, 1)}"))
        if rnd.byes:
            nodes.append(h("p", "Sitting out: " + ", ".join(t.name_of(p) for p in rnd.byes)))
    elif what is Page.STANDINGS:
        standings = t.standings()
        nodes.append(h("h2", "Standings"))
        table = h("table", None, h("thead", None, h("tr", None, *[h("th", head) for head in (
            "Place", "Player", "Total", "Rounds won", "Lone hands", "Best round")])))
        body = h("tbody")
        for row in standings:
            body.children.append(h("tr", None, *[h("td", str(c)) for c in (
                row.place, row.name, row.total, row.rounds_won, row.lone_hands,
                "–" if row.best_round is None else row.best_round)]))
        table.children.append(body)
        nodes.append(table)
        nodes.append(h("p", bye_rule_text(standings.bye_rule)))
        nodes.append(h("p", tie_break_text(standings.tie_breaks)))
        note = tie_break_note(t, standings)
        if note:
            nodes.append(h("p", note))
    else:
        for player in t.players:
            card = h("section", None, h("h2", f"Score card: {player.name}"), class_="print-card")
            table = h("table", None, h("thead", None, h("tr", None, *[h("th", head) for head in (
                "Round", "Table", "Partner", "Opponents", "Points", "Lone hands")])))
            body = h("tbody")
            total = 0
            for row in t.score_card(player.id):
                if row.bye:
                    cells = (row.round, "sat out", "", "", row.points, "")
                else:
                    cells = (row.round, row.table, t.name_of(row.partner),
                             " & ".join(t.name_of(p) for p in row.opponents),
                             *(("", "") if row.points is None else (row.points, row.loners)))
                body.children.append(h("tr", None, *[h("td", str(c)) for c in cells]))
                total += row.points or 0
            table.children.append(body)
            card.children.append(table)
            card.children.append(h("p", f"Total: {total}"))
            nodes.append(card)
    return nodes


@dataclass(frozen=True)
class Print:
    """Draw ``nodes`` in the page's print area and ask the browser to print them."""

    what: Page
    nodes: tuple


@action("print")
def print_page(state, t, form):
    what = Page(text(form, "what"))
    return stay(state, t, None, (Print(what, tuple(print_nodes(t, what, number(form, "round")))),))
