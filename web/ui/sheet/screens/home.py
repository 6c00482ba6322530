"""A tournament's home: its rounds (seat the next, open one), the top of the standings, its name.

    node = home_view(state, t)             # a ui.kit.vdom node

Pure Python: the view and its actions. Until round 1 is seated, the players' panel is here too.
"""

from __future__ import annotations

import functools

from euchre.round import HANDS_PER_ROUND

from ...kit.vdom import h
from .. import words
from ..registry import Address, action, screen
from ..routes import Route, route_hash
from ..state import Note, SheetState
from ..steps import Step, go, said, text
from .parts import feedback_box
from .players import players_panel


@functools.lru_cache(maxsize=8)
def plan_text(count: int) -> str:
    """How balanced the seating schedule for ``count`` players is, in words."""
    from euchre.schedules import balance, seating  # noqa: PLC0415 - the schedules load when first needed

    report = balance(seating(count), count)
    rounds = report.rounds
    if report.whist:
        sits = ", and each sits out once" if count % 4 else ""
        return (f"{count} players: a whist schedule of {rounds} rounds. Every two players are partners "
                f"exactly once and opponents exactly twice{sits}.")
    byes = ("nobody sits out" if report.most_byes == 0 else
            f"each sits out {report.fewest_byes} round{'s' if report.fewest_byes != 1 else ''}"
            if report.fewest_byes == report.most_byes else
            f"each sits out {report.fewest_byes} or {report.most_byes} rounds")
    partners = ("no two players are partners twice" if report.most_partnered <= 1 else
                f"{report.repeated_partners} pairs are partners more than once")
    return (f"{count} players: {rounds} rounds; {partners}, opponents meet at most {report.most_opposed} "
            f"times, and {byes}.")


def home_view(state: SheetState, t):
    box = h("div", None, class_="sheet-home")
    box.children.append(rounds_panel(t))  # "Seat round N" first: the screen's main action
    if not t.rounds:
        box.children.append(players_panel(state, t, heading="Players: add at least four, then seat round 1"))
    top = words.top_three_text(t.standings())
    if top:
        box.children.append(h("section", None, h("h3", "Standings"),
                              h("p", top, class_="top-three"),
                              h("p", None, h("a", "All standings", href=route_hash(Route(t.id, "standings")),
                                             class_="button-link secondary")),
                              class_="panel", aria_label="Top of the standings"))
    box.children.append(h("form", None,
                          h("label", "Tournament name", for_="rename-tournament"),
                          h("input", None, id="rename-tournament", name="name", value=t.name, maxlength="100",
                            required=True),
                          h("button", "Rename", type="submit", class_="secondary"),
                          feedback_box("rename"),
                          data_form="rename-tournament", class_="inline-form", data_place="rename"))
    return box


def rounds_panel(t):
    section = h("section", None, h("h3", "Rounds"), class_="panel", aria_label="Rounds", data_place="rounds")
    section.children.append(h("p", None,
                              h("button", f"Seat round {len(t.rounds) + 1}", type="button", data_do="start-round",
                                disabled=not t.can_seat_next_round()),
                              h("button", "Print seating", type="button", data_do="print", data_what="seating",
                                class_="secondary", disabled=not t.rounds), class_="button-row"))
    section.children.append(feedback_box("rounds"))
    problem = t.next_round_problem()
    if problem:
        section.children.append(h("p", words.next_round_text(problem), class_="hint"))
    if len(t.active_players) >= 4:
        section.children.append(h("p", plan_text(len(t.active_players)), class_="hint", id="seating-plan"))
        repeats = len(t.repeated_partners())
        if repeats:
            section.children.append(h("p", f"So far {words.plural(repeats, 'pair')} of players have been partners "
                                           "more than once.", class_="hint"))
    items = h("ol", None, class_="round-list", reversed=True)
    for rnd in reversed(t.rounds):
        items.children.append(_round_item(t, rnd))
    section.children.append(items)
    return section


def _round_item(t, rnd):
    done = sum(1 for x in rnd.tables if x.is_complete)
    status = "closed" if rnd.closed else f"{done} of {words.plural(len(rnd.tables), 'table')} finished"
    item = h("li", None, h("a", f"Round {rnd.number}", href=route_hash(Route(t.id, "round", rnd.number)),
                           class_="round-link"),
             h("span", f" · {status}", class_="hint"), data_round=str(rnd.number), key=str(rnd.number))
    if rnd is t.current_round and not rnd.closed:
        tables = h("ul", None, class_="table-links")
        for table in rnd.tables:
            progress = "done" if table.is_complete else f"{table.recorded} of {HANDS_PER_ROUND} hands"
            tables.children.append(h("li", None, h(
                "a", f"{words.table_title(t, table)} · {progress}",
                href=route_hash(Route(t.id, "round", rnd.number, table.number)))))
        item.children.append(tables)
    return item


HOME = screen("home", Address.HOME, home_view, tab=(1, "Rounds"), banner=True)


@action("rename-tournament")
def rename_tournament(state, t, form):
    return said(state, t, "rename", words.RENAMED, t.rename(text(form, "name").strip(), at=form["at"]))


@action("start-round")
def start_round(state, t, form):
    updated = t.start_round(at=form["at"])
    rnd = updated.rounds[-1]
    return Step(go(state, Route(t.id, "round", rnd.number, rnd.tables[0].number)), updated,
                Note("round", words.round_seated_text(updated, rnd)))
