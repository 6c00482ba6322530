"""The score sheet's other screens: the tournaments on this device, a tournament's home (its rounds
and the top of the standings), the standings, the players and the files; the panels that ask for a
decision; and the printed pages.

    node = home_screen(t, Editing())          # a ui.kit.vdom node

Each screen is a function from the tournament (and what is being edited) to ``ui.kit.vdom`` nodes,
tested in CPython; ``ui.sheet.page`` puts them together and ``ui.sheet.controller`` wires the
events. Every form and button group sits in a ``[data-place]`` with a feedback box.
"""

from __future__ import annotations

import functools

from euchre.round import HANDS_PER_ROUND
from euchre.sheet import DEFAULT_TIE_BREAKS

from ..kit.vdom import h
from .round import feedback_box
from .routes import Route, route_hash
from .state import Editing
from .words import (DECISIONS_HINT, NOTHING_WAITS, TIE_BREAK_NAMES, bye_rule_text, conflict_result_text,
                    conflict_where, entered_text, kept_data_text, next_round_text, pair_text, plural, size_text,
                    standings_waiting_text, table_title, tie_break_note, tie_break_text, top_three_text, waiting_text)

TABS = (("home", "Rounds"), ("standings", "Standings"), ("players", "Players"), ("devices", "Table devices"),
        ("files", "Files"))


@functools.lru_cache(maxsize=8)
def plan_text(count: int) -> str:
    """How balanced the seating schedule for ``count`` players is, in words."""
    from euchre.schedules import balance, seating

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


def file_button(label: str, ident: str):
    """A file chooser shown as a whole, labelled button (the input itself stays reachable by keyboard)."""
    return h("span", None,
              h("input", None, type="file", id=ident, accept=".json,application/json", class_="file-input"),
              h("label", label, for_=ident, class_="file-button"), class_="file-pick")


# --- the list of tournaments -------------------------------------------------------------------

def list_screen(tournaments, confirm_delete):
    box = h("div", None, class_="sheet-list")
    box.children.append(h("form", None,
                       h("label", "New tournament name", for_="new-tournament-name"),
                       h("input", None, id="new-tournament-name", name="name", required=True, maxlength="100",
                          autocomplete="off"),
                       h("button", "Create tournament", type="submit"),
                       feedback_box("list"),
                       data_form="new-tournament", class_="inline-form", data_place="list"))
    items = h("ul", None, class_="tournaments", aria_label="Tournaments on this device")
    for t in sorted(tournaments, key=lambda x: x.updated, reverse=True):
        meta = f"{plural(len(t.players), 'player')} · {plural(len(t.rounds), 'round')}"
        item = h("li", None, h("strong", t.name, class_="tournament-name"), h("span", " · " + meta),
                  data_tournament=t.id, data_place=f"tournament-{t.id}")
        if confirm_delete == t.id:
            item.children.append(h("div", None,
                                h("span", f"Delete “{t.name}” and every hand recorded in it? "),
                                h("button", "Yes, delete it", type="button", data_do="delete-yes",
                                   data_id=t.id, class_="danger"),
                                h("button", "Keep it", type="button", data_do="delete-no",
                                   class_="secondary"), class_="confirm", role="alert"))
        else:
            item.children.append(h("span", None,
                                h("button", "Open", type="button", data_do="open", data_id=t.id,
                                   aria_label=f"Open {t.name}"),
                                h("button", "Delete", type="button", data_do="delete", data_id=t.id,
                                   class_="secondary", aria_label=f"Delete {t.name}"), class_="actions"))
        items.children.append(item)
    if not tournaments:
        box.children.append(h("p", "No tournaments on this device yet.", class_="hint"))
    box.children.append(items)
    box.children.append(h("div", None,
                       h("p", "A tournament file from another device: a new tournament is added, the same "
                               "tournament is merged (you choose).", class_="hint"),
                       file_button("Import a tournament file (JSON)", "import-file"),
                       feedback_box("import"), class_="import", data_place="import"))
    return box


# --- a tournament's frame: its name and its screens --------------------------------------------

def tournament_frame(t, screen: str):
    box = h("div", None, class_="sheet-tournament", data_tournament=t.id, data_screen=screen)
    box.children.append(h("div", None,
                          h("button", "← All tournaments", type="button", data_do="close-tournament",
                            class_="secondary back"),
                          h("h3", t.name, id="tournament-name"), class_="tournament-head"))
    nav = h("nav", None, class_="sheet-tabs", aria_label=f"{t.name}: screens")
    current = "home" if screen == "round" else screen
    for name, label in TABS:
        nav.children.append(h("a", label, href=route_hash(Route(t.id, name)),
                           aria_current="page" if name == current else None))
    box.children.append(nav)
    return box


# --- home: the rounds, and the top of the standings --------------------------------------------

def home_screen(t, editing: Editing):
    box = h("div", None, class_="sheet-home")
    box.children.append(rounds_panel(t))  # "Seat round N" first: the screen's main action
    if not t.rounds:
        box.children.append(players_panel(t, editing, heading="Players: add at least four, then seat round 1"))
    standings = t.standings()
    top = top_three_text(standings)
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


def seat_controls(t):
    can_start = t.can_seat_next_round()
    row = h("p", None,
             h("button", f"Seat round {len(t.rounds) + 1}", type="button", data_do="start-round",
                disabled=not can_start),
             h("button", "Print seating", type="button", data_do="print", data_what="seating",
                class_="secondary", disabled=not t.rounds), class_="button-row")
    return row, can_start


def rounds_panel(t):
    section = h("section", None, h("h3", "Rounds"), class_="panel", aria_label="Rounds", data_place="rounds")
    row, can_start = seat_controls(t)
    section.children.append(row)
    section.children.append(feedback_box("rounds"))
    current = t.current_round
    problem = t.next_round_problem()
    if problem:
        section.children.append(h("p", next_round_text(problem), class_="hint"))
    if len(t.active_players) >= 4:
        section.children.append(h("p", plan_text(len(t.active_players)), class_="hint", id="seating-plan"))
        repeats = len(t.repeated_partners())
        if repeats:
            section.children.append(h("p", f"So far {plural(repeats, 'pair')} of players have been partners "
                                        "more than once.", class_="hint"))
    items = h("ol", None, class_="round-list", reversed=True)
    for rnd in reversed(t.rounds):
        done = sum(1 for x in rnd.tables if x.is_complete)
        state = "closed" if rnd.closed else f"{done} of {plural(len(rnd.tables), 'table')} finished"
        item = h("li", None, data_round=str(rnd.number))
        item.children.append(h("a", f"Round {rnd.number}", href=route_hash(Route(t.id, "round", rnd.number)),
                            class_="round-link"))
        item.children.append(h("span", f" · {state}", class_="hint"))
        if rnd is current and not rnd.closed:
            tables = h("ul", None, class_="table-links")
            for table in rnd.tables:
                status = "done" if table.is_complete else f"{table.recorded} of {HANDS_PER_ROUND} hands"
                tables.children.append(h("li", None, h(
                    "a", f"{table_title(t, table)} · {status}",
                    href=route_hash(Route(t.id, "round", rnd.number, table.number)))))
            item.children.append(tables)
        items.children.append(item)
    section.children.append(items)
    return section


# --- players --------------------------------------------------------------------------------------

def players_screen(t, editing: Editing):
    return players_panel(t, editing, heading=f"Players ({len(t.active_players)} playing)")


def players_panel(t, editing: Editing, heading: str):
    section = h("section", None, h("h3", heading), class_="panel", aria_label="Players", data_place="players")
    section.children.append(h("form", None,
                           h("label", "Player name", for_="add-player-name"),
                           h("input", None, id="add-player-name", name="name", required=True,
                              maxlength="100", autocomplete="off"),
                           h("button", "Add player", type="submit"),
                           data_form="add-player", class_="inline-form"))
    section.children.append(feedback_box("players"))
    items = h("ul", None, class_="players")
    for player in t.players:
        item = h("li", None, data_player=str(player.id))
        if editing.player == player.id:
            item.children.append(h("form", None,
                                h("label", f"New name for {player.name}", for_=f"rename-{player.id}"),
                                h("input", None, id=f"rename-{player.id}", name="name", value=player.name,
                                   maxlength="100", required=True),
                                h("button", "Save", type="submit"),
                                h("button", "Cancel", type="button", data_do="cancel", data_what="player",
                                   class_="secondary"),
                                data_form="rename-player", data_player=str(player.id), class_="inline-form"))
        else:
            item.children.append(h("span", player.name, class_="player-name"))
            if not player.active:
                item.children.append(h("span", " (left)", class_="hint"))
            buttons = h("span", None, class_="button-row")
            buttons.children.append(h("button", "Rename", type="button", data_do="edit-player",
                                   data_player=str(player.id), class_="secondary",
                                   aria_label=f"Rename {player.name}"))
            if player.active:
                buttons.children.append(h("button", "Remove", type="button", data_do="remove-player",
                                       data_player=str(player.id), class_="secondary",
                                       aria_label=f"Remove {player.name}"))
            else:
                buttons.children.append(h("button", "Bring back", type="button", data_do="restore-player",
                                       data_player=str(player.id), class_="secondary",
                                       aria_label=f"Bring back {player.name}"))
            item.children.append(buttons)
        items.children.append(item)
    section.children.append(items)
    return section


# --- standings ------------------------------------------------------------------------------------

def standings_screen(t):
    standings = t.standings()
    box = h("div", None, class_="sheet-standings")
    section = h("section", None, h("h3", "Standings"), class_="panel", aria_label="Standings",
                 data_place="standings")
    top = top_three_text(standings)
    if top:
        section.children.append(h("p", top, class_="top-three"))
    else:
        section.children.append(h("p", "No hand recorded yet: the top three appear with the first hand.",
                               class_="hint"))
    waiting = len(t.waiting())
    if waiting:
        section.children.append(h("p", None, h("span", standings_waiting_text(waiting)),
                                  h("a", "Decide now", href=route_hash(Route(t.id, "decide")), class_="button-link"),
                                  class_="notice waiting-banner", id="standings-waiting"))
    table = h("table", None, class_="log standings")
    heads = (("Place", "Place"), ("Player", "Player"), ("Total", "Total"), ("Rounds won", "Won"),
             ("Lone hands", "Lone"), ("Best round", "Best"), ("Byes", "Byes"))
    table.children.append(h("thead", None, h("tr", None, *[column_head(full, short) for full, short in heads])))
    body = h("tbody")
    for row in standings:
        cells = [row.place, row.name + ("" if row.active else " (left)"), str(row.total), str(row.rounds_won),
                 str(row.lone_hands), "–" if row.best_round is None else str(row.best_round), str(row.byes)]
        body.children.append(h("tr", None, *[h("td", c) for c in cells],
                            class_="top" if row.top_three else None, data_player=str(row.player)))
    table.children.append(body)
    section.children.append(h("div", None, table, class_="scroll"))
    section.children.append(h("p", tie_break_text(standings.tie_breaks), class_="hint", id="tie-break-text"))
    note = tie_break_note(t, standings)
    if note:
        section.children.append(h("p", note, class_="tie-break-note", id="tie-break-note"))
    section.children.append(h("p", bye_rule_text(standings.bye_rule), class_="hint", id="bye-rule-text"))
    if any(table.by_totals for rnd in t.rounds for table in rnd.tables):
        section.children.append(h("p", "Rounds entered as round totals count exactly as hands do; who went alone "
                                    "is known only where the hands were entered, so lone hands count only there.",
                               class_="hint", id="totals-note"))
    section.children.append(h("p", None,
                           h("a", "Show on a projector or TV", href=route_hash(Route(t.id, "screen")),
                             class_="button-link"),
                           h("button", "Print standings", type="button", data_do="print", data_what="standings",
                              class_="secondary"),
                           h("button", "Print score cards", type="button", data_do="print", data_what="cards",
                              class_="secondary"), class_="button-row"))
    box.children.append(section)
    box.children.append(rules_panel(t))
    return box


def column_head(full: str, short: str):
    """A column heading; on a phone the short word shows, and the full one is still what is read out."""
    if full == short:
        return h("th", full, scope="col")
    return h("th", None, h("span", full, class_="long"), h("span", short, class_="short", aria_hidden="true"),
              scope="col")


def rules_panel(t):
    section = h("section", None, h("h3", "How places are decided"), class_="panel",
                 aria_label="How places are decided", data_place="rules")
    select = h("select", None, id="bye-rule", data_change="bye-rule")
    for value, text in (("zero", "A bye scores 0"), ("average", "A bye scores the player's average round")):
        select.children.append(h("option", text, value=value, selected=t.settings.bye_rule == value))
    section.children.append(h("p", None, h("label", "Byes ", for_="bye-rule"), select, class_="inline-form"))
    on = t.settings.breaks_ties
    section.children.append(h("p", None,
                           h("input", None, type="checkbox", id="break-ties", data_change="break-ties",
                              checked=on),
                           h("label", "Break equal totals with tie-breaks", for_="break-ties"),
                           class_="check"))
    if on:
        section.children.append(h("p", "Equal totals are put in order by, first to last:", class_="hint"))
        order = h("ol", None, class_="tie-breaks", aria_label="Tie-break order after total points")
        for i, name in enumerate(t.settings.tie_breaks):
            item = h("li", None, h("span", TIE_BREAK_NAMES[name], class_="tie-break-name"))
            if i:
                item.children.append(h("button", "Move up", type="button", data_do="tie-up", data_name=name,
                                    class_="secondary", aria_label=f"Move {TIE_BREAK_NAMES[name]} up"))
            order.children.append(item)
        section.children.append(order)
    else:
        section.children.append(h("p", "Off: players with equal totals share a place, as the tournament's rule 9 "
                                    "counts them (the tally of round scores decides). Switched on, equal totals "
                                    "are ordered by " + ", then ".join(TIE_BREAK_NAMES[n] for n in DEFAULT_TIE_BREAKS)
                               + ".", class_="hint"))
    section.children.append(feedback_box("rules"))
    return section


# --- files ----------------------------------------------------------------------------------------

def files_screen(t):
    return h("section", None, h("h3", "Files"),
              h("p", "Keep a copy, or carry the tournament to another device.", class_="hint"),
              h("p", None,
                 h("button", "Download tournament (JSON)", type="button", data_do="export-json"),
                 h("button", "Download standings (CSV)", type="button", data_do="export-standings",
                    class_="secondary"),
                 h("button", "Download every hand (CSV)", type="button", data_do="export-hands",
                    class_="secondary"), class_="button-row"),
              feedback_box("files"),
              h("h4", "Hands recorded on another device"),
              h("p", "Import that device's tournament file: hands recorded there come in, and nothing is "
                      "duplicated.", class_="hint"),
              h("div", None, file_button("Merge a tournament file (JSON)", "merge-file"),
                 feedback_box("import"), data_place="import"),
              decisions_panel(t) if t.waiting() else None,
              class_="panel", aria_label="Files", data_place="files")


def import_choice(incoming):
    return h("div", None,
              h("p", f"“{incoming.name}” is already on this device. Merge the file into it (hands recorded "
                      "elsewhere come in, nothing is duplicated), or keep both?"),
              h("p", None,
                 h("button", "Merge into the existing tournament", type="button", data_do="import-merge"),
                 h("button", "Keep both", type="button", class_="secondary", data_do="import-both"),
                 h("button", "Cancel", type="button", class_="secondary", data_do="import-cancel"),
                 class_="button-row"),
              class_="notice", role="alert", tabindex="-1", id="import-choice")


def choice_value(version) -> str:
    """A result as a button's ``data-choice``: its content, comma-separated ("" for none)."""
    content = version.content if hasattr(version, "makers") else (version.ab, version.cd)
    return ",".join("" if v is None else str(v) for v in content)


def result_card(t, conflict, version, heading: str, button: str, action: str):
    """One of a conflict's two results: what it is, where and when it was entered, and its button."""
    r, n = conflict.key[:2]
    keys = dict(data_round=str(r), data_table=str(n),
                data_hand=str(conflict.key[2]) if len(conflict.key) == 3 else None)
    where = conflict_where(t, conflict)
    return h("article", None,
             h("h6", heading),
             h("p", conflict_result_text(t, conflict, version), class_="result"),
             h("p", entered_text(version), class_="hint entered"),
             h("p", None, h("button", button, type="button", data_do=action, data_choice=choice_value(version),
                            class_="primary" if action == "use-result" else "secondary",
                            aria_label=f"{button}: {where.lower() if where.startswith('Round') else where}", **keys),
               class_="button-row"),
             class_="result-card " + ("in-force" if action == "keep-result" else "waiting"))


def decisions_panel(t):
    """Every result waiting for a decision, the two results side by side with where and when each was
    entered: keep the one in force here, or use the other."""
    waiting = t.waiting()
    section = h("section", None, h("h4", "Results waiting for your decision"), class_="conflicts decisions",
                data_place="decisions", id="decisions", tabindex="-1", aria_label="Results waiting for your decision")
    if not waiting:
        section.children.append(h("p", NOTHING_WAITS, class_="hint"))
    else:
        section.children.append(h("p", DECISIONS_HINT, class_="hint"))
    section.children.append(feedback_box("decisions"))
    items = h("ul", None, class_="conflict-list")
    for conflict in waiting:
        key = dict(data_round=str(conflict.key[0]), data_table=str(conflict.key[1]),
                   data_hand=str(conflict.key[2]) if len(conflict.key) == 3 else None)
        items.children.append(h("li", None,
                                h("h5", conflict_where(t, conflict)),
                                h("div", None,
                                  result_card(t, conflict, conflict.mine, "In force here", "Keep this result",
                                              "keep-result"),
                                  result_card(t, conflict, conflict.theirs, "Waiting", "Use this result",
                                              "use-result"),
                                  class_="compare"),
                                **key))
    section.children.append(items)
    return section


def waiting_banner(t):
    """A line at the top of a tournament's screens while results wait for a decision (None otherwise)."""
    count = len(t.waiting())
    if not count:
        return None
    return h("p", None, h("span", waiting_text(count)),
             h("a", "Decide now", href=route_hash(Route(t.id, "decide")), class_="button-link"),
             class_="notice waiting-banner", role="status")


def kept_data_panel(kept, confirming: bool):
    """The score sheet's data that could not be read and was kept aside: download it, or delete it."""
    count, chars = len(kept), sum(len(text) for _, text in kept)
    box = h("div", None, class_="kept-data", data_place="kept-data", id="kept-data")
    box.children.append(h("p", kept_data_text(count, chars)))
    if confirming:
        box.children.append(h("div", None,
                           h("p", f"Delete the kept data ({plural(count, 'piece')}, {size_text(chars)})? It cannot "
                                   "be brought back: download it first if it may matter."),
                           h("p", None,
                              h("button", "Yes, delete the kept data", type="button", data_do="kept-delete-yes",
                                 data_count=str(count),
                                 class_="danger"),
                              h("button", "Keep it", type="button", data_do="kept-delete-no", class_="secondary"),
                              class_="button-row"), class_="confirm", role="alert"))
    else:
        box.children.append(h("p", None,
                           h("button", "Download the kept data", type="button", data_do="kept-download"),
                           h("button", "Delete it", type="button", data_do="kept-delete", class_="secondary",
                              aria_label="Delete it: the kept data that could not be read"),
                           class_="button-row"))
    box.children.append(feedback_box("kept-data"))
    return box


# --- printing -------------------------------------------------------------------------------------

def print_nodes(t, what: str, round_number: int | None = None):
    nodes = [h("h1", t.name)]
    if what == "seating":
        rnd = t.round(round_number) if round_number else t.rounds[-1]
        nodes.append(h("h2", f"Round {rnd.number} seating"))
        for table in rnd.tables:
            nodes.append(h("p", f"Table {table.number}: {pair_text(t, table, 0)} vs {pair_text(t, table, 1)}"))
        if rnd.byes:
            nodes.append(h("p", "Sitting out: " + ", ".join(t.name_of(p) for p in rnd.byes)))
    elif what == "standings":
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
