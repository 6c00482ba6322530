"""The score sheet's actions as values: everything that happens on the page becomes one, and goes
through ``ui.sheet.update.update(state, action)``.

    Act(ACTIONS["add-player"], {"name": "Di", "place": "players"}, at, new_id)   # a person, through a control
    Opened("#sheet/fri/standings", at, new_id)                                    # the address
    SyncArrived("fri", docs, fresh, at)                                           # a server's documents

    >>> from ui.sheet.registry import ACTIONS
    >>> act = Act(ACTIONS["bye-rule"], {"value": "average", "place": "rules"})
    >>> act.action.name, act.action.input.name, act.action.quiet
    ('bye-rule', 'FIELDS', False)

A person's doing through a control is an :class:`Act` of a registered action (``ui.sheet.registry``);
everything else has its own type, declared beside the handler registered for it: a server's
documents and another tab's changes in ``ui.sheet.arrivals``, what an effect learnt in
``ui.sheet.answers``, the projector screen's timer and size in ``ui.sheet.screens.board``. ``at``
(the moment, ISO 8601, in the device's time zone), ``new_id`` (a fresh id) and ``secret`` (a fresh
tournament secret) come from the controller, so ``update`` stays pure.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .registry import Action


@dataclass(frozen=True)
class Act:
    """A person's doing: a form sent, a button pressed, a choice changed, a file or a code read."""

    action: Action
    form: dict[str, Any] = field(default_factory=dict, hash=False)
    """What the control holds, as text: its form's fields and the ``data-*`` (``ui.sheet.controller.read``)."""
    at: str = ""
    new_id: str = ""
    secret: str = ""
    """A fresh tournament secret (``euchre.sheet.keys.new_secret``), for an action that needs one."""


@dataclass(frozen=True)
class Opened:
    """The address changed (a link, the back button, a reload, the first start)."""

    address: str
    at: str = ""
    new_id: str = ""
