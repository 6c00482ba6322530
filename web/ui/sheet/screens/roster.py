"""The roster: the players this device knows (``#sheet/roster``), to pick from when a tournament is
made; its file to move it to another device.

    node = roster_view(state, None)                   # a ui.kit.vdom node
    node = roster_picker(state, t)                    # on a tournament's players: the roster's names to add

A player added to a tournament is learnt by the roster too, so the next night's list is ready. The
roster is kept in this device's storage (``KeepBook``, performed by the controller). Pure Python:
the views and their actions.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from euchre.errors import EuchreError
from euchre.sheet.names import name_key
from euchre.sheet.reasons import NameTaken, Refusal
from euchre.sheet.roster import Roster
from euchre.sheet.season_format import dump_roster, load_roster

from ...kit.vdom import Look, h
from .. import words
from ..registry import Address, Input, action, screen
from ..state import Note, SheetState
from ..steps import Refused, Step, number, said, text
from .files import Download
from .parts import feedback_box, file_button, form_key

ROSTER_KEY = "euchre:sheet:roster"
SEASON_KEY = "euchre:sheet:season"


@dataclass(frozen=True)
class KeepBook:
    """Keep ``text`` (the roster's or the season's stored form) in this device's storage under ``key``."""

    key: str
    text: str


def keep_roster(roster: Roster) -> KeepBook:
    return KeepBook(ROSTER_KEY, dump_roster(roster))


def book_links(current: str | None = None):
    """The links from the list of tournaments to the roster and the season (and back)."""
    links = [("#sheet", "Tournaments", "list"), ("#sheet/roster", "Roster", "roster"),
             ("#sheet/season", "Season", "season")]
    return h("nav", None, *[h("a", label, href=href, class_="button-link",
                              aria_current="page" if name == current else None)
                            for href, label, name in links],
             class_="sheet-tabs book-links", aria_label="This device's tournaments, roster and season")


def roster_view(state: SheetState, t=None):
    roster = state.roster
    box = h("div", None, book_links("roster"), class_="sheet-roster", key="roster")
    section = h("section", None, h("h3", f"Roster ({words.plural(len(roster.players), 'player')})"),
                class_="panel", aria_label="Roster", data_place="roster")
    section.children.append(h("p", "The players this device knows. A tournament's Players screen offers them to "
                                   "add, and everyone added to a tournament joins the roster.", class_="hint"))
    section.children.append(h("form", None,
                              h("label", "Name for the roster", for_="roster-name"),
                              h("input", None, id="roster-name", name="name", required=True, maxlength="100",
                                autocomplete="off"),
                              h("button", "Add to roster", type="submit"),
                              data_form="roster-add", class_="inline-form", key=form_key(state, "roster-add")))
    section.children.append(feedback_box("roster"))
    items = h("ul", None, class_="players roster", aria_label="Players in the roster")
    for name in roster.names:
        player = roster.find(name)
        items.children.append(h("li", None, h("span", player.name, class_="player-name"),
                                h("span", None, h("button", "Remove", type="button", data_do="roster-remove",
                                                  data_player=str(player.id), class_="secondary",
                                                  aria_label=f"Remove {player.name} from the roster"),
                                  class_="button-row"),
                                data_player=str(player.id), key=str(player.id)))
    section.children.append(items)
    files = h("section", None, h("h3", "Roster file"), class_="panel", aria_label="Roster file",
              data_place="roster-file")
    files.children.append(h("p", None, h("button", "Download roster (JSON)", type="button",
                                         data_do="roster-export"), class_="button-row"))
    files.children.append(h("p", "A roster file from another device: its players are added to this roster "
                                 "(a name already here stays as it is).", class_="hint"))
    files.children.append(file_button("Import a roster file (JSON)", "roster-file", "roster-import"))
    files.children.append(feedback_box("roster-file"))
    box.children.extend((section, files))
    return box


ROSTER = screen("roster", Address.BOOK, roster_view, framed=False)


def roster_picker(state: SheetState, t):
    """The roster's players not in ``t`` yet, each a checkbox, and a button to add those chosen (None
    when there are none)."""
    taken = {name_key(p.name) for p in t.players}
    names = [name for name in state.roster.names if name_key(name) not in taken]
    if not names:
        return None
    group = h("fieldset", None, h("legend", "From the roster"), class_="roster-pick")
    for i, name in enumerate(names):
        ident = f"roster-pick-{i}"
        group.children.append(h("span", None, h("input", None, type="checkbox", id=ident, name=f"pick-{i}",
                                                 value=name),
                                h("label", name, for_=ident), class_="check"))
    return h("form", None, group,
             h("p", None, h("button", "Add the chosen players", type="submit"), class_="button-row"),
             data_form="roster-pick", class_="roster-pick-form", data_place="players",
             key=form_key(state, "roster-pick"))


def learnt(state: SheetState, names) -> tuple[SheetState, tuple]:
    """The state whose roster knows ``names`` too, and the effect keeping it (none when it knew them)."""
    try:
        roster = state.roster.learn(names, at=_now(state))
    except EuchreError:
        return state, ()  # a roster that is full keeps what it has: the tournament is what counts
    if roster == state.roster:
        return state, ()
    return dataclasses.replace(state, roster=roster), (keep_roster(roster),)


def _now(state: SheetState) -> str:
    """The time a name is learnt at: the latest change among the tournaments here (the model needs one)."""
    times = [t.updated for t in state.tournaments.values()]
    return max(times) if times else "2000-01-01T00:00:00Z"


def _on_roster(state: SheetState, roster: Roster, place: str, saying: str, **options) -> Step:
    return Step(dataclasses.replace(state, roster=roster), None, Note(place, saying, **options),
                (keep_roster(roster),))


@action("roster-add", target=lambda state, form: None)
def roster_add(state, t, form):
    name = text(form, "name").strip()
    try:
        roster = state.roster.add(name, at=form["at"])
    except Refusal as refusal:
        if isinstance(refusal.reason, NameTaken):
            raise Refused(words.roster_name_taken_text(refusal.reason,
                                                       state.roster.player(refusal.reason.player).name)) from None
        raise
    return _on_roster(state, roster, "roster", words.ROSTER_ADDED.format(name=words.isolate(name)),
                      focus=Look(id="roster-name"))


@action("roster-remove", target=lambda state, form: None)
def roster_remove(state, t, form):
    player = state.roster.player(number(form, "player"))
    return _on_roster(state, state.roster.remove(player.id), "roster",
                      words.ROSTER_REMOVED.format(name=words.isolate(player.name)), focus=Look(id="roster-name"))


@action("roster-export", target=lambda state, form: None)
def roster_export(state, t, form):
    return Step(state, None, None, (Download("roster.json", dump_roster(state.roster), "application/json"),))


def read_roster(form):
    """The roster a chosen file holds (``incoming``), or why not (``error``)."""
    if form.get("problem"):
        return {**form, "error": words.FILE_UNREADABLE}
    try:
        return {**form, "incoming": load_roster(str(form.get("text") or ""))}
    except EuchreError as error:
        return {**form, "error": words.ROSTER_NOT_IMPORTED.format(error=error)}


@action("roster-import", target=lambda state, form: None, read=read_roster, input=Input.FILE_TEXT)
def roster_import(state, t, form):
    if "error" in form:
        raise Refused(form["error"])
    incoming = form["incoming"]
    roster = state.roster.learn(incoming.names, at=form["at"])
    added = len(roster.players) - len(state.roster.players)
    return _on_roster(state, roster, "roster-file", words.roster_imported_text(added, len(incoming.players)))


@action("roster-pick")
def roster_pick(state, t, form):
    """Add the roster's players chosen on a tournament's players screen."""
    picked = [(int(key[5:]), str(value)) for key, value in form.items()
              if key.startswith("pick-") and key[5:].isdigit() and value]
    names = [name for _, name in sorted(picked)]
    if not names:
        raise Refused(words.ROSTER_NONE_CHOSEN)
    updated = t.add_players(names, at=form["at"])
    return said(state, t, "players", words.roster_picked_text(names, len(updated.active_players)), updated)
