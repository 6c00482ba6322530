"""What happened elsewhere (storage, another tab, a link, a server), said at the top of the sheet
until the person dismisses it; and the sheet's data that could not be read, kept aside, with its
download and delete (asked first).

    node = messages_box(state)             # None when there is nothing to say

Pure Python: the view and its actions.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from ...kit.vdom import Look, h
from .. import words
from ..registry import SCREENS, Address, action
from ..routes import shape
from ..state import Kind, SheetState, Topic, focus_only
from ..steps import number, stay, text
from .parts import feedback_box


ROOM_NEVER = frozenset({Topic.SYNC_CONFLICT})
"""Messages a screen for the room never shows, whatever their kind."""


def messages_box(state: SheetState):
    """The messages, with the data kept aside beside theirs (on the list, or while one speaks of it)."""
    kept = state.kept
    show_kept = bool(kept) and (shape(state.route) is Address.LIST or state.confirm_kept
                                or any(m.topic is Topic.UNREADABLE for m in state.messages))
    shown = SCREENS.get(state.route.screen)
    room = shown is not None and shown.for_the_room
    # The room sees what stops this screen working (storage, a refused link), never the organiser's
    # business: results recorded differently wait for the organiser, on the organiser's device.
    messages = [m for m in state.messages if not room or (m.kind is Kind.ERROR and m.topic not in ROOM_NEVER)]
    if not messages and not show_kept:
        return None
    box = h("div", None, class_="sheet-messages", role="status", aria_live="polite", key="messages")
    for message in messages:  # each can be dismissed; one of each kind at a time (a newer one replaces it)
        box.children.append(h("div", None, h("p", message.text, class_="message-text"),
                              h("button", "Dismiss", type="button", data_do="dismiss", data_key=message.key,
                                class_="secondary", aria_label=f"Dismiss: {message.text[:80]}"),
                              class_=f"message {message.kind}", key=message.key))
    if show_kept:
        box.children.append(kept_data_panel(kept, state.confirm_kept))
    return box


def kept_data_panel(kept, confirming: bool):
    """The score sheet's data that could not be read and was kept aside: download it, or delete it."""
    count, chars = len(kept), sum(len(value) for _, value in kept)
    box = h("div", None, h("p", words.kept_data_text(count, chars)), class_="kept-data", data_place="kept-data",
            id="kept-data")
    if confirming:
        box.children.append(h("div", None,
                              h("p", f"Delete the kept data ({words.plural(count, 'piece')}, "
                                     f"{words.size_text(chars)})? It cannot be brought back: download it first if "
                                     "it may matter."),
                              h("p", None,
                                h("button", "Yes, delete the kept data", type="button", data_do="kept-delete-yes",
                                  data_count=str(count), class_="danger"),
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


@action("dismiss", quiet=True)
def dismiss(state, t, form):
    key = text(form, "key")
    return stay(dataclasses.replace(state, messages=tuple(m for m in state.messages if m.key != key)), t)


@dataclass(frozen=True)
class DownloadKept:
    """Download the data kept aside, read from storage as it is now."""


@action("kept-download")
def kept_download(state, t, form):
    return stay(state, t, None, (DownloadKept(),))


@action("kept-delete")
def kept_delete(state, t, form):
    return stay(dataclasses.replace(state, confirm_kept=True), t, focus_only(Look(data_do="kept-delete-no")))


@dataclass(frozen=True)
class ForgetKept:
    """Delete the data kept aside (the person confirmed it); answered by ``KeptRead``."""


@action("kept-delete-yes")
def kept_delete_yes(state, t, form):
    state = dataclasses.replace(state, confirm_kept=False, kept=()).unsay(Topic.UNREADABLE)
    return stay(state.say(Kind.OK, words.kept_deleted_text(number(form, "count") or 0), Topic.KEPT), t, None,
                (ForgetKept(),))


@action("kept-delete-no")
def kept_delete_no(state, t, form):
    return stay(dataclasses.replace(state, confirm_kept=False), t, focus_only(Look(data_do="kept-delete")))
