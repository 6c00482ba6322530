"""The tournaments on this device: create one, open one, delete one (asked first), import a file.

    node = list_view(state, None)          # a ui.kit.vdom node

Pure Python: the view, and the actions it offers, registered with ``ui.sheet.registry``.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from euchre.sheet import Tournament

from ...kit.vdom import Look, h
from .. import words
from ..registry import Address, action, screen
from ..routes import Route
from ..state import Note, SheetState, focus_only
from ..steps import Of, Step, go, stay, text
from .parts import feedback_box, file_button, form_key
from .roster import book_links


def list_view(state: SheetState, t=None):
    tournaments = list(state.tournaments.values())
    box = h("div", None, book_links("list"), class_="sheet-list", key="list")
    box.children.append(h("form", None,
                          h("label", "New tournament name", for_="new-tournament-name"),
                          h("input", None, id="new-tournament-name", name="name", required=True, maxlength="100",
                            autocomplete="off"),
                          h("button", "Create tournament", type="submit"),
                          feedback_box("list"),
                          data_form="new-tournament", class_="inline-form", data_place="list",
                          key=form_key(state, "new-tournament")))
    items = h("ul", None, class_="tournaments", aria_label="Tournaments on this device")
    for one in sorted(tournaments, key=lambda x: x.updated, reverse=True):
        items.children.append(_item(one, state.confirm_delete == one.id))
    if not tournaments:
        box.children.append(h("p", "No tournaments on this device yet.", class_="hint"))
    box.children.append(items)
    box.children.append(h("div", None,
                          h("p", "A tournament file from another device: a new tournament is added, the same "
                                 "tournament is merged (you choose).", class_="hint"),
                          file_button("Import a tournament file (JSON)", "import-file", "import-file"),
                          feedback_box("import"), class_="import", data_place="import"))
    return box


def _item(t, confirming: bool):
    meta = f"{words.plural(len(t.players), 'player')} · {words.plural(len(t.rounds), 'round')}"
    item = h("li", None, h("strong", t.name, class_="tournament-name"), h("span", " · " + meta),
             data_tournament=t.id, data_place=f"tournament-{t.id}", key=t.id)
    if confirming:
        item.children.append(h("div", None,
                               h("span", f"Delete “{t.name}” and every hand recorded in it? "),
                               h("button", "Yes, delete it", type="button", data_do="delete-yes", data_id=t.id,
                                 class_="danger"),
                               h("button", "Keep it", type="button", data_do="delete-no", class_="secondary"),
                               class_="confirm", role="alert"))
    else:
        item.children.append(h("span", None,
                               h("button", "Open", type="button", data_do="open", data_id=t.id,
                                 aria_label=f"Open {t.name}"),
                               h("button", "Delete", type="button", data_do="delete", data_id=t.id,
                                 class_="secondary", aria_label=f"Delete {t.name}"), class_="actions"))
    return item


LIST = screen("list", Address.LIST, list_view, framed=False)


def _named(state, form) -> Of:
    return Of(text(form, "id"))


@action("new-tournament", target=lambda state, form: None)
def new_tournament(state, t, form):
    name = text(form, "name").strip()
    created = Tournament.new(form["new_id"], name, at=form["at"], secret=form.get("secret", ""))
    return Step(go(state, Route(created.id, "home")), created,
                Note("players", words.CREATED.format(name=name), focus=Look(id="add-player-name")))


@action("open", target=_named)
def open_tournament(state, t, form):
    return stay(go(state, Route(text(form, "id"), "home")), t)


@action("close-tournament")
def close_tournament(state, t, form):
    return stay(go(state, Route()), t)


@action("delete")
def delete(state, t, form):
    return stay(dataclasses.replace(state, confirm_delete=text(form, "id")), t,
                focus_only(Look(data_do="delete-no")))


@dataclass(frozen=True)
class Forget:
    """Delete a tournament from this device (the person confirmed it)."""

    tournament_id: str


@action("delete-yes", target=_named)
def delete_yes(state, t, form):
    if t is None:
        return stay(dataclasses.replace(state, confirm_delete=None), t)
    state = dataclasses.replace(state, confirm_delete=None, tournaments=state.tournaments.without(t.id))
    return Step(state, None, Note("list", words.TOURNAMENT_DELETED.format(name=t.name)), (Forget(t.id),))


@action("delete-no")
def delete_no(state, t, form):
    return stay(dataclasses.replace(state, confirm_delete=None), t)
