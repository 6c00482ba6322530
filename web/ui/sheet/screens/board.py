"""The standings for a room: a screen for a projector or a TV (``#sheet/<id>/screen``).

    node = board(t, Board(page=0, rows=16))        # a ui.kit.vdom node (Board is ui.sheet.state's)

Type large enough to read from the back of a hall, one column per round, shared places ("3="),
the top three marked, and the current round's progress (which tables have finished). Past one
screen the rows come a page at a time (``Board.rows`` of them: the controller measures how many
fit, and a timer turns the pages while the screen is shown: its record's ``follows`` and ``watches``).
Pure Python: the view, its actions and the handlers of its own events (the timer, the window's
size, the full screen), tested in CPython.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from euchre.round import HANDS_PER_ROUND

from ...kit.vdom import Look, Node, h
from ..registry import Address, Watch, action, on, screen
from ..routes import Route, route_hash
from ..state import Board, SheetState, focus_only
from ..steps import stay
from ..words import ROOM_WAITING, board_progress_text, full_stop, plural, short_name
from .parts import sync_line

PAGE_SECONDS = 12
"""How long each page of a long standings stays up."""


def round_scores(t) -> dict[int, dict[int, int | str]]:
    """Each player's score in each round, by player id then round number ("bye" for a round sat out)."""
    scores: dict[int, dict[int, int | str]] = {p.id: {} for p in t.players}
    for rnd in t.rounds:
        for pid in rnd.byes:
            scores.setdefault(pid, {})[rnd.number] = "bye"
        for table in rnd.tables:
            for side, pair in enumerate(table.pairs):
                for pid in pair:
                    scores.setdefault(pid, {})[rnd.number] = table.points[side]
    return scores


def progress(t) -> Node | None:
    """The current round's tables: which have finished, how far the others are."""
    rnd = t.current_round
    if rnd is None:
        return None
    items = h("ul", None, class_="board-tables", aria_label=f"Round {rnd.number}'s tables")
    for table in rnd.tables:
        done = table.is_complete
        status = "✓" if done else f"{table.recorded}/{HANDS_PER_ROUND}"
        spoken = "finished" if done else f"{table.recorded} of {HANDS_PER_ROUND} hands"
        items.children.append(h("li", None, h("span", f"Table {table.number}", class_="board-table-name"),
                                h("span", status, class_="board-table-status", aria_hidden="true"),
                                h("span", f": {spoken}", class_="visually-hidden"),
                                class_="done" if done else "playing", data_table=str(table.number)))
    return h("div", None, h("p", board_progress_text(rnd), class_="board-round"), items, class_="board-progress")


def seating(t) -> Node | None:
    """Who sits where in the current round (each table's two pairs, partners together) and who sits
    out, names shortened to fit, while the room finds its seats: until the round's first hand is
    recorded (then the standings need the screen, at 16 tables above all); None after."""
    rnd = t.current_round
    if rnd is None or rnd.closed or any(table.recorded or table.by_totals for table in rnd.tables):
        return None

    def named(pid):
        full = t.name_of(pid)
        return h("span", short_name(full), class_="board-player", title=full if short_name(full) != full else None)

    tables = h("ul", None, class_="board-seats", aria_label=f"Round {rnd.number}'s seating")
    for table in rnd.tables:
        (a, b), (c, d) = table.pairs
        tables.children.append(h("li", None, h("span", f"Table {table.number}", class_="board-table-name"),
                                 h("span", ": "), named(a), h("span", " & "), named(b), h("span", " vs "),
                                 named(c), h("span", " & "), named(d),
                                 data_table=str(table.number), key=str(table.number)))
    box = h("div", None, tables, class_="board-seating")
    if rnd.byes:
        box.children.append(h("p", full_stop("Sitting out: " + ", ".join(short_name(t.name_of(p)) for p in rnd.byes)),
                              class_="board-byes"))
    return box


def board(t, state: Board, syncing=None) -> Node:
    """The standings on one screen (a page of them past one screen), for the room."""
    standings = t.standings()
    rows = list(standings)
    scores = round_scores(t)
    numbers = [rnd.number for rnd in t.rounds]
    pages = state.pages(len(rows))
    page = min(state.page, pages - 1)
    shown = rows if state.rows <= 0 else rows[page * state.rows:(page + 1) * state.rows]
    section = h("section", None, class_="board", id="board", aria_labelledby="board-title",
                data_page=str(page + 1), data_pages=str(pages))
    head = h("header", None, class_="board-head")
    head.children.append(h("h3", None, h("span", t.name, class_="board-name"),
                           h("span", " · standings", class_="board-what"), id="board-title"))
    head.children.append(h("p", None,
                           h("button", "Leave full screen" if state.fullscreen else "Full screen", type="button",
                             data_do="board-fullscreen", class_="secondary"),
                           h("button", "Turn the pages" if state.paused else "Stop on this page", type="button",
                             data_do="board-pause", class_="secondary") if pages > 1 else None,
                           h("a", "Back to the standings", href=route_hash(Route(t.id, "standings")),
                             class_="button-link secondary") if not state.fullscreen else None,
                           class_="button-row board-controls"))
    section.children.append(head)
    shown_progress = progress(t)
    if shown_progress is not None:
        section.children.append(shown_progress)
    seats = seating(t)
    if seats is not None:
        section.children.append(seats)
    if t.waiting():   # the organiser decides, on the organiser's device; the room only knows to wait
        section.children.append(h("p", ROOM_WAITING, class_="board-waiting"))
    table = h("table", None, class_="board-table")
    heads = [h("th", "Place", scope="col", class_="place"), h("th", "Player", scope="col", class_="name")]
    heads += [h("th", f"R{n}", scope="col", class_="round", aria_label=f"Round {n}") for n in numbers]
    heads.append(h("th", "Total", scope="col", class_="total"))
    table.children.append(h("thead", None, h("tr", None, *heads)))
    body = h("tbody", None)
    for row in shown:
        mine = scores.get(row.player, {})
        shortened = short_name(row.name)
        cells = [h("td", row.place, class_="place"),
                 h("th", shortened, scope="row", class_="name", title=row.name if shortened != row.name else None)]
        cells += [h("td", str(mine.get(n, "")), class_="round") for n in numbers]
        cells.append(h("td", str(row.total), class_="total"))
        body.children.append(h("tr", None, *cells, data_player=str(row.player),
                               class_=f"top top-{row.rank}" if row.top_three else None, key=str(row.player)))
    table.children.append(body)
    section.children.append(h("div", None, table, class_="board-rows"))
    foot = h("footer", None, class_="board-foot")
    if standings.top_three:
        foot.children.append(h("span", "The top three are marked.", class_="board-key"))
    if pages > 1:
        turning = "stopped" if state.paused else f"the next in {PAGE_SECONDS} seconds"
        foot.children.append(h("span", f"Page {page + 1} of {pages} ({plural(len(rows), 'player')}): {turning}.",
                               class_="board-page", aria_live="polite"))
    line = sync_line(syncing)
    if line is not None:
        foot.children.append(line)  # in the foot, which the screen's rows are measured above
    section.children.append(foot)
    return section


def board_view(state: SheetState, t) -> Node:
    return board(t, state.board, state.syncing(t.id))


def measure(state: SheetState) -> tuple:
    """Whenever the screen is shown: how many rows fit is measured again (the page may have changed)."""
    return (Measure(),)


def page_turns(state: SheetState) -> frozenset[Watch]:
    """While the screen is shown, a timer turns the pages."""
    return frozenset({Watch.PAGE_TURNS})


BOARD = screen("screen", Address.TOURNAMENT, board_view, framed=False, for_the_room=True, follows=measure,
               watches=page_turns)


def _board(state: SheetState, **changes) -> SheetState:
    return dataclasses.replace(state, board=dataclasses.replace(state.board, **changes))


@action("board-pause")
def board_pause(state, t, form):
    return stay(_board(state, paused=not state.board.paused), t, focus_only(Look(data_do="board-pause")))


@dataclass(frozen=True)
class FullScreen:
    """Show the page on the whole screen (or leave it); the browser answers with ``FullscreenChanged``."""

    on: bool


@action("board-fullscreen")
def board_fullscreen(state, t, form):
    return stay(state, t, None, (FullScreen(not state.board.fullscreen),))


@dataclass(frozen=True)
class FullscreenChanged:
    """The page went full screen, or left it (the person may have pressed Escape)."""

    on: bool


@on(FullscreenChanged)
def fullscreen_changed(state: SheetState, action: FullscreenChanged):
    state = _board(state, fullscreen=action.on)
    return state.noting(focus_only(Look(data_do="board-fullscreen"))), ()


@dataclass(frozen=True)
class Measure:
    """Measure how many of the screen's rows fit (answered by ``Measured`` when it changed)."""


@dataclass(frozen=True)
class Measured:
    """How many of the screen's rows fit, as measured."""

    rows: int


@on(Measured)
def measured(state: SheetState, action: Measured):
    """How many rows fit on the screen, as measured: the page stays on the same first row."""
    rows = max(1, action.rows)
    first = state.board.page * state.board.rows
    return _board(state, rows=rows, page=first // rows), ()


@dataclass(frozen=True)
class PageTurn:
    """The screen's timer: the next page of a long standings."""


@on(PageTurn)
def page_turn(state: SheetState, action: PageTurn):
    """The next page of a long standings (the first after the last), unless stopped."""
    t = state.tournaments.get(state.route.tournament) if state.route.screen == BOARD.name else None
    pages = state.board.pages(len(t.players)) if t is not None else 1
    if state.board.paused or pages <= 1:
        return state, ()
    return _board(state, page=(state.board.page + 1) % pages), ()


@dataclass(frozen=True)
class Resized:
    """The window's size changed."""


@on(Resized)
def resized(state: SheetState, action: Resized):
    return state, (Measure(),) if state.route.screen == BOARD.name else ()
