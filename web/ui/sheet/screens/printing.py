"""The printed pages: a round's seating, the standings, each player's score card, a round's table
cards (seats and partners, who deals each hand, a line for each hand) and blank tally cards, on A4
or Letter paper.

    nodes = print_nodes(t, "standings")                       # ui.kit.vdom nodes for the print area
    nodes = print_nodes(t, "table-cards", 2, paper="letter")  # one page a table

Pure Python: the pages and the action that prints one (``Print``: the controller draws the nodes in
the print area and asks the browser to print).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from euchre.sheet.cards import round_cards, tally_card

from ...kit.vdom import h
from ..registry import action
from ..steps import number, stay, text
from ..words import (TALLY_HEADINGS, bye_rule_text, card_byes_text, card_pairs_text, card_title, dealer_line_text,
                     pair_text, seat_text, tie_break_note, tie_break_text)

PAPERS = {"a4": "A4", "letter": "Letter"}
"""The paper sizes a print is laid out for (the print style's named pages), as the choice names them."""


class Page(StrEnum):
    """What is printed (the body's ``data-printing`` while it is, for the print style)."""

    SEATING = "seating"
    STANDINGS = "standings"
    CARDS = "cards"
    TABLE_CARDS = "table-cards"
    TALLY = "tally"


def print_nodes(t, what: str, round_number: int | None = None, paper: str = "a4"):
    """What is printed, laid out for ``paper`` (a key of :data:`PAPERS`)."""
    paper = paper if paper in PAPERS else "a4"
    what = Page(what)
    if what is Page.TABLE_CARDS:
        body = table_cards(t, round_number or len(t.rounds))
    elif what is Page.TALLY:
        body = tally_cards(t)
    else:
        body = _pages(t, what, round_number)
    return [h("div", None, *body, class_="print-pages", data_paper=paper)]


def table_cards(t, round_number: int) -> list:
    """A page for each table of the round: its seats with partners, the dealer of each hand, and a
    blank line for each hand, for a paper record beside the phones."""
    cards = round_cards(t, round_number)
    pages = []
    byes = card_byes_text(cards)
    for card in cards.tables:
        lines = h("tbody")
        for hand in range(1, card.lines + 1):
            lines.children.append(h("tr", None, h("th", dealer_line_text(card, hand), scope="row"),
                                    *[h("td", "") for _ in range(4)]))
        pages.append(h("section", None,
                       h("p", card.tournament, class_="print-tournament"),
                       h("h2", card_title(card)),
                       h("p", card_pairs_text(card)),
                       h("ul", None, *[h("li", seat_text(card, seat)) for seat in card.seats]),
                       h("table", None, h("thead", None, h("tr", None, *[h("th", head, scope="col") for head in (
                           "Hand", "Made trump", "Tricks", "North–South", "East–West")])), lines,
                         class_="print-lines"),
                       h("p", "Signed for North–South: ____________   for East–West: ____________",
                         class_="print-sign"),
                       h("p", byes, class_="print-byes") if byes else None,
                       class_="print-sheet table-card", data_table=str(card.table)))
    return pages


def tally_cards(t, per_page: int = 2) -> list:
    """Blank tally cards, one a player (at least four), ``per_page`` to a page: a player writes each
    round's table, partner, opponents and scores, and keeps a running total."""
    card = tally_card(t)
    count = max(4, len(t.active_players))
    pages = []
    for first in range(0, count, per_page):
        page = h("section", None, class_="print-sheet tally-page")
        for _ in range(first, min(count, first + per_page)):
            rows = h("tbody", None, *[h("tr", None, h("th", str(n), scope="row"),
                                         *[h("td", "") for _ in card.columns[1:]]) for n in range(1, card.rounds + 1)])
            page.children.append(h("div", None,
                                   h("h2", f"Tally card · {card.tournament}"),
                                   h("p", "Player: ______________________________", class_="print-player"),
                                   h("table", None, h("thead", None, h("tr", None, *[
                                       h("th", TALLY_HEADINGS[c], scope="col") for c in card.columns])), rows,
                                     class_="print-lines"),
                                   class_="tally-card"))
        pages.append(page)
    return pages


def _pages(t, what: Page, round_number: int | None) -> list:
    nodes = [h("h1", t.name)]
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
    return [h("section", None, *nodes, class_="print-sheet")]


@dataclass(frozen=True)
class Print:
    """Draw ``nodes`` in the page's print area and ask the browser to print them."""

    what: Page
    nodes: tuple


@action("print")
def print_page(state, t, form):
    what = Page(text(form, "what"))
    nodes = print_nodes(t, what, number(form, "round"), text(form, "paper") or "a4")
    return stay(state, t, None, (Print(what, tuple(nodes)),))
