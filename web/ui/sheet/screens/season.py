"""The season (``#sheet/season``): nights chosen among this device's tournaments added into standings
per player (total, nights, average a round, best night), the top three, CSV, and the season's file
to move it to another device.

    node = season_view(state, None)                   # a ui.kit.vdom node

A night added is what its tournament's standings say now; adding it again after a change replaces
it. A season file from another device brings its nights in (one already here is replaced by the
file's). Kept in this device's storage (``KeepBook``). Pure Python: the view and its actions.
"""

from __future__ import annotations

import dataclasses

from euchre.errors import EuchreError
from euchre.sheet.csv import season_csv
from euchre.sheet.season import Season
from euchre.sheet.season_format import dump_season, load_season

from ...kit.vdom import Look, h
from .. import words
from ..registry import Address, Input, action, screen
from ..state import Note, SheetState
from ..steps import Refused, Step, text
from .files import Download, safe_filename
from .parts import feedback_box, file_button
from .roster import SEASON_KEY, KeepBook, book_links

HEADS = ("Place", "Player", "Total", "Nights", "Average a round", "Best night")


def season_view(state: SheetState, t=None):
    season = state.season
    box = h("div", None, book_links("season"), class_="sheet-season", key="season")
    standings = season.standings()
    section = h("section", None, h("h3", f"Season: {season.name}"), class_="panel", aria_label="Season standings",
                data_place="season")
    top = words.season_top_three_text(standings)
    section.children.append(h("p", top, class_="top-three") if top else
                            h("p", "Add a night below: the season's standings add up the nights chosen.",
                              class_="hint"))
    if standings:
        body = h("tbody", None, *[h("tr", None, *[h("td", cell) for cell in _cells(row)],
                                    class_="top" if row.top_three else None, key=row.name) for row in standings])
        section.children.append(h("div", None, h("table", None, h("thead", None, h("tr", None, *[
            h("th", head, scope="col") for head in HEADS])), body, class_="log standings season-standings"),
            class_="scroll"))
        section.children.append(h("p", "The average counts points scored at a table over rounds played there, so "
                                       "a bye neither raises nor lowers it.", class_="hint"))
    section.children.append(feedback_box("season"))
    box.children.extend((section, _nights(state, season), _files(season)))
    return box


def _cells(row) -> list[str]:
    average = "–" if row.average is None else f"{row.average:g}"
    best = "–" if row.best_night is None else f"{row.best_night:g} ({row.best_night_name})"
    return [row.place, row.name, f"{row.total:g}", str(row.nights), average, best]


def _nights(state: SheetState, season: Season):
    section = h("section", None, h("h3", "Nights"), class_="panel", aria_label="Nights", data_place="nights")
    added = {night.tournament_id for night in season.nights}
    items = h("ul", None, class_="tournaments season-nights")
    for t in sorted(state.tournaments.values(), key=lambda t: t.created):
        inside = t.id in added
        label, act = (("Remove from season", "season-remove") if inside else ("Add to season", "season-add"))
        items.children.append(h("li", None, h("strong", t.name, class_="tournament-name"),
                                h("span", " · in the season" if inside else " · not in the season"),
                                h("span", None, h("button", label, type="button", data_do=act, data_id=t.id,
                                                  class_="secondary" if inside else None,
                                                  aria_label=f"{label}: {t.name}"), class_="actions"),
                                data_tournament=t.id, key=t.id))
    for night in season.nights:  # nights from a season file whose tournament is not on this device
        if night.tournament_id not in state.tournaments:
            items.children.append(h("li", None, h("strong", night.name, class_="tournament-name"),
                                    h("span", " · in the season (from a season file)"),
                                    h("span", None, h("button", "Remove from season", type="button",
                                                      data_do="season-remove", data_id=night.tournament_id,
                                                      class_="secondary",
                                                      aria_label=f"Remove from season: {night.name}"),
                                      class_="actions"), key=f"file:{night.tournament_id}"))
    if not items.children:
        section.children.append(h("p", "No tournaments on this device yet.", class_="hint"))
    section.children.append(items)
    section.children.append(feedback_box("nights"))
    return section


def _files(season: Season):
    return h("section", None, h("h3", "Season files"),
             h("p", None,
               h("button", "Download season standings (CSV)", type="button", data_do="season-csv"),
               h("button", "Download season file (JSON)", type="button", data_do="season-export",
                 class_="secondary"), class_="button-row"),
             h("p", "A season file from another device: its nights come into this season (a night already here "
                    "is replaced by the file's).", class_="hint"),
             file_button("Import a season file (JSON)", "season-file", "season-import"),
             feedback_box("season-file"), class_="panel", aria_label="Season files", data_place="season-file")


SEASON = screen("season", Address.BOOK, season_view, framed=False)


def _on_season(state: SheetState, season: Season, place: str, saying: str, **options) -> Step:
    return Step(dataclasses.replace(state, season=season), None, Note(place, saying, **options),
                (KeepBook(SEASON_KEY, dump_season(season)),))


@action("season-add", target=lambda state, form: None)
def season_add(state, t, form):
    night = state.tournaments.get(text(form, "id"))
    if night is None:
        raise Refused(words.MISSING_TOURNAMENT)
    season = state.season.with_night(night)
    return _on_season(state, season, "nights", words.season_added_text(night.name, len(season.nights)),
                      focus=Look(data_do="season-remove", data_id=night.id))


@action("season-remove", target=lambda state, form: None)
def season_remove(state, t, form):
    ident = text(form, "id")
    night = next((n for n in state.season.nights if n.tournament_id == ident), None)
    if night is None:
        raise Refused(words.MISSING_TOURNAMENT)
    season = state.season.without_night(ident)
    return _on_season(state, season, "nights", words.season_removed_text(night.name, len(season.nights)))


@action("season-csv", target=lambda state, form: None)
def season_csv_download(state, t, form):
    name = safe_filename(state.season.name)
    return Step(state, None, None, (Download(f"{name}-standings.csv", season_csv(state.season), "text/csv"),))


@action("season-export", target=lambda state, form: None)
def season_export(state, t, form):
    name = safe_filename(state.season.name)
    return Step(state, None, None, (Download(f"{name}.json", dump_season(state.season), "application/json"),))


def read_season(form):
    """The season a chosen file holds (``incoming``), or why not (``error``)."""
    if form.get("problem"):
        return {**form, "error": words.FILE_UNREADABLE}
    try:
        return {**form, "incoming": load_season(str(form.get("text") or ""))}
    except EuchreError as error:
        return {**form, "error": words.SEASON_NOT_IMPORTED.format(error=error)}


@action("season-import", target=lambda state, form: None, read=read_season, input=Input.FILE_TEXT)
def season_import(state, t, form):
    if "error" in form:
        raise Refused(form["error"])
    incoming = form["incoming"]
    season = state.season
    if not season.nights:
        season = season.rename(incoming.name)  # an empty season takes the file's name
    for night in incoming.nights:
        season = season.with_night(night)
    for name, same_as in incoming.aliases:
        if not season.same_person(name, same_as):
            season = season.with_alias(name, same_as)
    return _on_season(state, season, "season-file", words.season_imported_text(incoming.name, len(incoming.nights)))
