"""The score sheet's other screens: the tournaments on this device, a tournament's home (its rounds
and the top of the standings), the standings, the players and the files; and the printed pages.

    root.appendChild(home_screen(t))

Each screen is a function from the tournament (and what is being edited) to nodes; ``ui.sheet``
wires the events. Every form and button group sits in a ``[data-place]`` with a feedback box.
"""

from __future__ import annotations

import functools

from euchre.round import HANDS_PER_ROUND
from euchre.sheet import DEFAULT_TIE_BREAKS

from .dom import el
from .sheet_round import feedback_box
from .sheet_reasons import TIE_BREAK_NAMES, bye_rule_text, next_round_text, tie_break_text
from .sheet_words import (Route, import_conflict_text, kept_data_text, pair_text, plural, route_hash, size_text,
                          tab_conflict_text, table_title, tie_break_note, top_three_text, where_text)

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
    return el("span", None,
              el("input", None, type="file", id=ident, accept=".json,application/json", class_="file-input"),
              el("label", label, for_=ident, class_="file-button"), class_="file-pick")


# --- the list of tournaments -------------------------------------------------------------------

def list_screen(tournaments, confirm_delete):
    box = el("div", None, class_="sheet-list")
    box.appendChild(el("form", None,
                       el("label", "New tournament name", for_="new-tournament-name"),
                       el("input", None, id="new-tournament-name", name="name", required=True, maxlength="100",
                          autocomplete="off"),
                       el("button", "Create tournament", type="submit"),
                       feedback_box("list"),
                       data_form="new-tournament", class_="inline-form", data_place="list"))
    items = el("ul", None, class_="tournaments", aria_label="Tournaments on this device")
    for t in sorted(tournaments, key=lambda x: x.updated, reverse=True):
        meta = f"{plural(len(t.players), 'player')} · {plural(len(t.rounds), 'round')}"
        item = el("li", None, el("strong", t.name, class_="tournament-name"), el("span", " · " + meta),
                  data_tournament=t.id, data_place=f"tournament-{t.id}")
        if confirm_delete == t.id:
            item.appendChild(el("div", None,
                                el("span", f"Delete “{t.name}” and every hand recorded in it? "),
                                el("button", "Yes, delete it", type="button", data_do="delete-yes",
                                   data_id=t.id, class_="danger"),
                                el("button", "Keep it", type="button", data_do="delete-no",
                                   class_="secondary"), class_="confirm", role="alert"))
        else:
            item.appendChild(el("span", None,
                                el("button", "Open", type="button", data_do="open", data_id=t.id,
                                   aria_label=f"Open {t.name}"),
                                el("button", "Delete", type="button", data_do="delete", data_id=t.id,
                                   class_="secondary", aria_label=f"Delete {t.name}"), class_="actions"))
        items.appendChild(item)
    if not tournaments:
        box.appendChild(el("p", "No tournaments on this device yet.", class_="hint"))
    box.appendChild(items)
    box.appendChild(el("div", None,
                       el("p", "A tournament file from another device: a new tournament is added, the same "
                               "tournament is merged (you choose).", class_="hint"),
                       file_button("Import a tournament file (JSON)", "import-file"),
                       feedback_box("import"), class_="import", data_place="import"))
    return box


# --- a tournament's frame: its name and its screens --------------------------------------------

def tournament_frame(t, screen: str):
    box = el("div", None, class_="sheet-tournament", data_tournament=t.id, data_screen=screen)
    box.appendChild(el("p", None, el("button", "← All tournaments", type="button", data_do="close-tournament",
                                     class_="secondary"), class_="back"))
    box.appendChild(el("h3", t.name, id="tournament-name"))
    nav = el("nav", None, class_="sheet-tabs", aria_label=f"{t.name}: screens")
    current = "home" if screen == "round" else screen
    for name, label in TABS:
        nav.appendChild(el("a", label, href=route_hash(Route(t.id, name)),
                           aria_current="page" if name == current else None))
    box.appendChild(nav)
    return box


# --- home: the rounds, and the top of the standings --------------------------------------------

def home_screen(t, editing: dict):
    box = el("div", None, class_="sheet-home")
    if not t.rounds:
        box.appendChild(players_panel(t, editing, heading="Players: add at least four, then seat round 1"))
    box.appendChild(rounds_panel(t))
    standings = t.standings()
    top = top_three_text(standings)
    if top:
        box.appendChild(el("section", None, el("h3", "Standings"),
                           el("p", top, class_="top-three"),
                           el("p", None, el("a", "All standings", href=route_hash(Route(t.id, "standings")),
                                            class_="button-link secondary")),
                           class_="panel", aria_label="Top of the standings"))
    box.appendChild(el("form", None,
                       el("label", "Tournament name", for_="rename-tournament"),
                       el("input", None, id="rename-tournament", name="name", value=t.name, maxlength="100",
                          required=True),
                       el("button", "Rename", type="submit", class_="secondary"),
                       feedback_box("rename"),
                       data_form="rename-tournament", class_="inline-form", data_place="rename"))
    return box


def seat_controls(t):
    can_start = t.can_seat_next_round()
    row = el("p", None,
             el("button", f"Seat round {len(t.rounds) + 1}", type="button", data_do="start-round",
                disabled=not can_start),
             el("button", "Print seating", type="button", data_do="print", data_what="seating",
                class_="secondary", disabled=not t.rounds), class_="button-row")
    return row, can_start


def rounds_panel(t):
    section = el("section", None, el("h3", "Rounds"), class_="panel", aria_label="Rounds", data_place="rounds")
    row, can_start = seat_controls(t)
    section.appendChild(row)
    section.appendChild(feedback_box("rounds"))
    current = t.current_round
    problem = t.next_round_problem()  # the model's reason, in the page's words
    if problem:
        section.appendChild(el("p", next_round_text(problem), class_="hint"))
    if len(t.active_players) >= 4:
        section.appendChild(el("p", plan_text(len(t.active_players)), class_="hint", id="seating-plan"))
        repeats = len(t.repeated_partners())
        if repeats:
            section.appendChild(el("p", f"So far {plural(repeats, 'pair')} of players have been partners "
                                        "more than once.", class_="hint"))
    items = el("ol", None, class_="round-list", reversed=True)
    for rnd in reversed(t.rounds):
        done = sum(1 for x in rnd.tables if x.is_complete)
        state = "closed" if rnd.closed else f"{done} of {plural(len(rnd.tables), 'table')} finished"
        item = el("li", None, data_round=str(rnd.number))
        item.appendChild(el("a", f"Round {rnd.number}", href=route_hash(Route(t.id, "round", rnd.number)),
                            class_="round-link"))
        item.appendChild(el("span", f" · {state}", class_="hint"))
        if rnd is current and not rnd.closed:
            tables = el("ul", None, class_="table-links")
            for table in rnd.tables:
                status = "done" if table.is_complete else f"{table.recorded} of {HANDS_PER_ROUND} hands"
                tables.appendChild(el("li", None, el(
                    "a", f"{table_title(t, table)} · {status}",
                    href=route_hash(Route(t.id, "round", rnd.number, table.number)))))
            item.appendChild(tables)
        items.appendChild(item)
    section.appendChild(items)
    return section


# --- players --------------------------------------------------------------------------------------

def players_screen(t, editing: dict):
    return players_panel(t, editing, heading=f"Players ({len(t.active_players)} playing)")


def players_panel(t, editing: dict, heading: str):
    section = el("section", None, el("h3", heading), class_="panel", aria_label="Players", data_place="players")
    section.appendChild(el("form", None,
                           el("label", "Player name", for_="add-player-name"),
                           el("input", None, id="add-player-name", name="name", required=True,
                              maxlength="100", autocomplete="off"),
                           el("button", "Add player", type="submit"),
                           data_form="add-player", class_="inline-form"))
    section.appendChild(feedback_box("players"))
    items = el("ul", None, class_="players")
    for player in t.players:
        item = el("li", None, data_player=str(player.id))
        if editing.get("player") == player.id:
            item.appendChild(el("form", None,
                                el("label", f"New name for {player.name}", for_=f"rename-{player.id}"),
                                el("input", None, id=f"rename-{player.id}", name="name", value=player.name,
                                   maxlength="100", required=True),
                                el("button", "Save", type="submit"),
                                el("button", "Cancel", type="button", data_do="cancel", data_what="player",
                                   class_="secondary"),
                                data_form="rename-player", data_player=str(player.id), class_="inline-form"))
        else:
            item.appendChild(el("span", player.name, class_="player-name"))
            if not player.active:
                item.appendChild(el("span", " (left)", class_="hint"))
            buttons = el("span", None, class_="button-row")
            buttons.appendChild(el("button", "Rename", type="button", data_do="rename-player",
                                   data_player=str(player.id), class_="secondary",
                                   aria_label=f"Rename {player.name}"))
            if player.active:
                buttons.appendChild(el("button", "Remove", type="button", data_do="remove-player",
                                       data_player=str(player.id), class_="secondary",
                                       aria_label=f"Remove {player.name}"))
            else:
                buttons.appendChild(el("button", "Bring back", type="button", data_do="restore-player",
                                       data_player=str(player.id), class_="secondary",
                                       aria_label=f"Bring back {player.name}"))
            item.appendChild(buttons)
        items.appendChild(item)
    section.appendChild(items)
    return section


# --- standings ------------------------------------------------------------------------------------

def standings_screen(t):
    standings = t.standings()
    box = el("div", None, class_="sheet-standings")
    section = el("section", None, el("h3", "Standings"), class_="panel", aria_label="Standings",
                 data_place="standings")
    top = top_three_text(standings)
    if top:
        section.appendChild(el("p", top, class_="top-three"))
    else:
        section.appendChild(el("p", "No hand recorded yet: the top three appear with the first hand.",
                               class_="hint"))
    table = el("table", None, class_="log standings")
    heads = (("Place", "Place"), ("Player", "Player"), ("Total", "Total"), ("Rounds won", "Won"),
             ("Lone hands", "Lone"), ("Best round", "Best"), ("Byes", "Byes"))
    table.appendChild(el("thead", None, el("tr", None, *[column_head(full, short) for full, short in heads])))
    body = el("tbody")
    for row in standings:
        cells = [row.place, row.name + ("" if row.active else " (left)"), str(row.total), str(row.rounds_won),
                 str(row.lone_hands), "–" if row.best_round is None else str(row.best_round), str(row.byes)]
        body.appendChild(el("tr", None, *[el("td", c) for c in cells],
                            class_="top" if row.top_three else None, data_player=str(row.player)))
    table.appendChild(body)
    section.appendChild(el("div", None, table, class_="scroll"))
    section.appendChild(el("p", tie_break_text(standings.tie_breaks), class_="hint", id="tie-break-text"))
    note = tie_break_note(t, standings)
    if note:
        section.appendChild(el("p", note, class_="tie-break-note", id="tie-break-note"))
    section.appendChild(el("p", bye_rule_text(standings.bye_rule), class_="hint", id="bye-rule-text"))
    if any(table.by_totals for rnd in t.rounds for table in rnd.tables):
        section.appendChild(el("p", "Rounds entered as round totals count exactly as hands do; who went alone "
                                    "is known only where the hands were entered, so lone hands count only there.",
                               class_="hint", id="totals-note"))
    section.appendChild(el("p", None,
                           el("button", "Print standings", type="button", data_do="print", data_what="standings",
                              class_="secondary"),
                           el("button", "Print score cards", type="button", data_do="print", data_what="cards",
                              class_="secondary"), class_="button-row"))
    box.appendChild(section)
    box.appendChild(rules_panel(t))
    return box


def column_head(full: str, short: str):
    """A column heading; on a phone the short word shows, and the full one is still what is read out."""
    if full == short:
        return el("th", full, scope="col")
    return el("th", None, el("span", full, class_="long"), el("span", short, class_="short", aria_hidden="true"),
              scope="col")


def rules_panel(t):
    section = el("section", None, el("h3", "How places are decided"), class_="panel",
                 aria_label="How places are decided", data_place="rules")
    select = el("select", None, id="bye-rule", data_change="bye-rule")
    for value, text in (("zero", "A bye scores 0"), ("average", "A bye scores the player's average round")):
        select.appendChild(el("option", text, value=value, selected=t.settings.bye_rule == value))
    section.appendChild(el("p", None, el("label", "Byes ", for_="bye-rule"), select, class_="inline-form"))
    on = t.settings.breaks_ties
    section.appendChild(el("p", None,
                           el("input", None, type="checkbox", id="break-ties", data_change="break-ties",
                              checked=on),
                           el("label", "Break equal totals with tie-breaks", for_="break-ties"),
                           class_="check"))
    if on:
        section.appendChild(el("p", "Equal totals are put in order by, first to last:", class_="hint"))
        order = el("ol", None, class_="tie-breaks", aria_label="Tie-break order after total points")
        for i, name in enumerate(t.settings.tie_breaks):
            item = el("li", None, el("span", TIE_BREAK_NAMES[name], class_="tie-break-name"))
            if i:
                item.appendChild(el("button", "Move up", type="button", data_do="tie-up", data_name=name,
                                    class_="secondary", aria_label=f"Move {TIE_BREAK_NAMES[name]} up"))
            order.appendChild(item)
        section.appendChild(order)
    else:
        section.appendChild(el("p", "Off: players with equal totals share a place, as the tournament's rule 9 "
                                    "counts them (the tally of round scores decides). Switched on, equal totals "
                                    "are ordered by " + ", then ".join(TIE_BREAK_NAMES[n] for n in DEFAULT_TIE_BREAKS)
                               + ".", class_="hint"))
    section.appendChild(feedback_box("rules"))
    return section


# --- files ----------------------------------------------------------------------------------------

def files_screen(t):
    return el("section", None, el("h3", "Files"),
              el("p", "Keep a copy, or carry the tournament to another device.", class_="hint"),
              el("p", None,
                 el("button", "Download tournament (JSON)", type="button", data_do="export-json"),
                 el("button", "Download standings (CSV)", type="button", data_do="export-standings",
                    class_="secondary"),
                 el("button", "Download every hand (CSV)", type="button", data_do="export-hands",
                    class_="secondary"), class_="button-row"),
              feedback_box("files"),
              el("h4", "Hands recorded on another device"),
              el("p", "Import that device's tournament file: hands recorded there come in, and nothing is "
                      "duplicated.", class_="hint"),
              el("div", None, file_button("Merge a tournament file (JSON)", "merge-file"),
                 feedback_box("import"), data_place="import"),
              class_="panel", aria_label="Files", data_place="files")


def import_choice(incoming):
    return el("div", None,
              el("p", f"“{incoming.name}” is already on this device. Merge the file into it (hands recorded "
                      "elsewhere come in, nothing is duplicated), or keep both?"),
              el("p", None,
                 el("button", "Merge into the existing tournament", type="button", data_do="import-merge"),
                 el("button", "Keep both", type="button", class_="secondary", data_do="import-both"),
                 el("button", "Cancel", type="button", class_="secondary", data_do="import-cancel"),
                 class_="button-row"),
              class_="notice", role="alert", tabindex="-1", id="import-choice")


def import_conflicts_panel(t, conflicts):
    """Hands the imported file recorded differently from this device: this device's are kept until a
    person chooses the file's, hand by hand."""
    section = el("section", None, el("h4", "Hands recorded differently in the file"), class_="conflicts notice",
                 data_place="import-conflicts", id="import-conflicts", tabindex="-1",
                 aria_label="Hands recorded differently in the file")
    section.appendChild(el("p", "Nothing here was overwritten. For each hand, keep this device's result or use "
                                "the file's (the other stays in the hand's history).", class_="hint"))
    items = el("ul", None, class_="conflict-list")
    for conflict in conflicts:
        r, n, h = conflict.key
        keys = dict(data_round=str(r), data_table=str(n), data_hand=str(h))
        where = where_text(t, conflict.key).replace("Hand ", "hand ")
        items.appendChild(el("li", None,
                             el("p", import_conflict_text(t, conflict)),
                             el("p", None,
                                el("button", f"Use the file's result for hand {h}", type="button",
                                   data_do="import-take", aria_label=f"Use the file's result for {where}", **keys),
                                el("button", f"Keep this device's hand {h}", type="button", data_do="import-keep",
                                   class_="secondary", aria_label=f"Keep this device's result for {where}", **keys),
                                class_="button-row"),
                             **keys))
    section.appendChild(items)
    section.appendChild(feedback_box("import-conflicts"))
    return section


def tab_conflicts_panel(t, conflicts):
    """Hands recorded differently here and in another tab or device: this one's result is in force, the
    other waits; a person decides."""
    section = el("section", None, el("h4", f"Hands to check in “{t.name}”"), class_="conflicts notice",
                 data_place="tab-conflicts", id="tab-conflicts", tabindex="-1", data_tournament=t.id,
                 aria_label="Hands recorded differently here and elsewhere")
    items = el("ul", None, class_="conflict-list")
    for conflict in conflicts:
        r, n, h = conflict.key
        keys = dict(data_round=str(r), data_table=str(n), data_hand=str(h), data_id=t.id)
        where = where_text(t, conflict.key).replace("Hand ", "hand ")
        items.appendChild(el("li", None,
                             el("p", tab_conflict_text(t, conflict)),
                             el("p", None,
                                el("button", f"Keep hand {h} as it is", type="button", data_do="tab-keep",
                                   class_="secondary", aria_label=f"Keep {where} as it is", **keys),
                                el("button", f"Use the other result for hand {h}", type="button",
                                   data_do="tab-take", aria_label=f"Use the other result for {where}", **keys),
                                class_="button-row"),
                             data_round=str(r), data_table=str(n), data_hand=str(h)))
    section.appendChild(items)
    section.appendChild(feedback_box("tab-conflicts"))
    return section


def kept_data_panel(kept, confirming: bool):
    """The score sheet's data that could not be read and was kept aside: download it, or delete it."""
    count, chars = len(kept), sum(len(text) for _, text in kept)
    box = el("div", None, class_="kept-data", data_place="kept-data", id="kept-data")
    box.appendChild(el("p", kept_data_text(count, chars)))
    if confirming:
        box.appendChild(el("div", None,
                           el("p", f"Delete the kept data ({plural(count, 'piece')}, {size_text(chars)})? It cannot "
                                   "be brought back: download it first if it may matter."),
                           el("p", None,
                              el("button", "Yes, delete the kept data", type="button", data_do="kept-delete-yes",
                                 class_="danger"),
                              el("button", "Keep it", type="button", data_do="kept-delete-no", class_="secondary"),
                              class_="button-row"), class_="confirm", role="alert"))
    else:
        box.appendChild(el("p", None,
                           el("button", "Download the kept data", type="button", data_do="kept-download"),
                           el("button", "Delete it", type="button", data_do="kept-delete", class_="secondary",
                              aria_label="Delete it: the kept data that could not be read"),
                           class_="button-row"))
    box.appendChild(feedback_box("kept-data"))
    return box


# --- printing -------------------------------------------------------------------------------------

def print_nodes(t, what: str, round_number: int | None = None):
    nodes = [el("h1", t.name)]
    if what == "seating":
        rnd = t.round(round_number) if round_number else t.rounds[-1]
        nodes.append(el("h2", f"Round {rnd.number} seating"))
        for table in rnd.tables:
            nodes.append(el("p", f"Table {table.number}: {pair_text(t, table, 0)} vs {pair_text(t, table, 1)}"))
        if rnd.byes:
            nodes.append(el("p", "Sitting out: " + ", ".join(t.name_of(p) for p in rnd.byes)))
    elif what == "standings":
        standings = t.standings()
        nodes.append(el("h2", "Standings"))
        table = el("table", None, el("thead", None, el("tr", None, *[el("th", h) for h in (
            "Place", "Player", "Total", "Rounds won", "Lone hands", "Best round")])))
        body = el("tbody")
        for row in standings:
            body.appendChild(el("tr", None, *[el("td", str(c)) for c in (
                row.place, row.name, row.total, row.rounds_won, row.lone_hands,
                "–" if row.best_round is None else row.best_round)]))
        table.appendChild(body)
        nodes.append(table)
        nodes.append(el("p", bye_rule_text(standings.bye_rule)))
        nodes.append(el("p", tie_break_text(standings.tie_breaks)))
        note = tie_break_note(t, standings)
        if note:
            nodes.append(el("p", note))
    else:
        for player in t.players:
            card = el("section", None, el("h2", f"Score card: {player.name}"), class_="print-card")
            table = el("table", None, el("thead", None, el("tr", None, *[el("th", h) for h in (
                "Round", "Table", "Partner", "Opponents", "Points", "Lone hands")])))
            body = el("tbody")
            total = 0
            for row in t.score_card(player.id):
                if row.bye:
                    cells = (row.round, "sat out", "", "", row.points, "")
                else:
                    cells = (row.round, row.table, t.name_of(row.partner),
                             " & ".join(t.name_of(p) for p in row.opponents),
                             *(("", "") if row.points is None else (row.points, row.loners)))
                body.appendChild(el("tr", None, *[el("td", str(c)) for c in cells]))
                total += row.points or 0
            table.appendChild(body)
            card.appendChild(table)
            card.appendChild(el("p", f"Total: {total}"))
            nodes.append(card)
    return nodes
