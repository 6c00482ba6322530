"""The players: add, rename, remove (they keep their scores) and bring back.

    node = players_panel(state, t, heading="Players (4 playing)")

Pure Python: the view (also drawn on a tournament's home until round 1 is seated) and its actions.
"""

from __future__ import annotations

from ...kit.vdom import Look, h
from .. import words
from ..registry import Address, action, screen
from ..state import SheetState, focus_only
from ..steps import number, said, stay, text
from .parts import feedback_box, form_key
from .roster import learnt, roster_picker


def players_view(state: SheetState, t):
    return players_panel(state, t, heading=f"Players ({len(t.active_players)} playing)")


def players_panel(state: SheetState, t, heading: str):
    editing = state.editing
    section = h("section", None, h("h3", heading), class_="panel", aria_label="Players", data_place="players")
    section.children.append(h("form", None,
                              h("label", "Player name", for_="add-player-name"),
                              h("input", None, id="add-player-name", name="name", required=True,
                                maxlength="100", autocomplete="off"),
                              h("button", "Add player", type="submit"),
                              data_form="add-player", class_="inline-form", key=form_key(state, "add-player")))
    picker = roster_picker(state, t)
    if picker is not None:
        section.children.append(picker)
    section.children.append(feedback_box("players"))
    items = h("ul", None, class_="players")
    for player in t.players:
        item = h("li", None, data_player=str(player.id), key=str(player.id))
        if editing.player == player.id:
            item.children.append(h("form", None,
                                   h("label", f"New name for {player.name}", for_=f"rename-{player.id}"),
                                   h("input", None, id=f"rename-{player.id}", name="name", value=player.name,
                                     maxlength="100", required=True),
                                   h("button", "Save", type="submit"),
                                   h("button", "Cancel", type="button", data_do="cancel-rename",
                                     class_="secondary"),
                                   data_form="rename-player", data_player=str(player.id), class_="inline-form"))
        else:
            item.children.append(h("span", player.name, class_="player-name"))
            if not player.active:
                item.children.append(h("span", " (left)", class_="hint"))
            elif (joins := words.joins_text(t, player.id)) is not None:
                item.children.append(h("span", f" ({joins})", class_="hint joins"))
            item.children.append(h("span", None, *_buttons(player), class_="button-row"))
        items.children.append(item)
    section.children.append(items)
    return section


def _buttons(player):
    yield h("button", "Rename", type="button", data_do="edit-player", data_player=str(player.id),
            class_="secondary", aria_label=f"Rename {player.name}")
    label, act = ("Remove", "remove-player") if player.active else ("Bring back", "restore-player")
    yield h("button", label, type="button", data_do=act, data_player=str(player.id), class_="secondary",
            aria_label=f"{label} {player.name}")


PLAYERS = screen("players", Address.TOURNAMENT, players_view, tab=(3, "Players"), banner=True)


@action("add-player")
def add_player(state, t, form):
    name = text(form, "name").strip()
    updated = t.add_player(name, at=form["at"])
    late = updated.first_round(max(p.id for p in updated.players)) if t.rounds else None
    state, keeping = learnt(state, [name])  # the roster learns the name, for the next night
    return said(state, t, "players", words.player_added_text(name, len(updated.active_players), late), updated,
                keeping, focus=Look(id="add-player-name"))


@action("rename-player")
def rename_player(state, t, form):
    pid, name = number(form, "player"), text(form, "name").strip()
    updated = t.rename_player(pid, name, at=form["at"])
    return said(state.editing_with(player=None), t, "players",
                words.PLAYER_RENAMED.format(old=t.name_of(pid), new=updated.name_of(pid)), updated)


@action("edit-player")
def edit_player(state, t, form):
    pid = number(form, "player")
    return stay(state.editing_with(player=pid), t, focus_only(Look(id=f"rename-{pid}")))


@action("cancel-rename")
def cancel_rename(state, t, form):
    pid = state.editing.player
    return stay(state.editing_with(player=None), t, focus_only(Look(data_do="edit-player", data_player=pid)))


@action("remove-player")
def remove_player(state, t, form):
    pid = number(form, "player")
    return said(state, t, "players", words.PLAYER_REMOVED.format(name=t.name_of(pid)),
                t.remove_player(pid, at=form["at"]))


@action("restore-player")
def restore_player(state, t, form):
    pid = number(form, "player")
    return said(state, t, "players", words.PLAYER_BACK.format(name=t.name_of(pid)),
                t.restore_player(pid, at=form["at"]))
