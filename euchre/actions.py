"""Actions: the strings a player's decisions are written in, and the same as values.

    >>> from euchre.actions import Action
    >>> action = Action.parse("call H alone")
    >>> action.kind, action.suit, action.alone, str(action)
    ('call', 'H', True, 'call H alone')

Strings are the engine's wire and storage format (``pass``, ``order``, ``order alone``,
``call H``, ``call H alone``, ``discard 9C``, ``play JH``); :class:`Action` reads one as a value
for code that would otherwise slice strings, and :data:`ACTIONS` maps every well-formed one.
"""

from __future__ import annotations

from typing import NamedTuple

from .cards import PACK, SUITS
from .errors import InvalidActionError

__all__ = ["ACTIONS", "Action"]

PASS, ORDER, CALL, DISCARD, PLAY = "pass", "order", "call", "discard", "play"
"""The kinds of action (:attr:`Action.kind`)."""


def _action_table() -> dict[str, tuple[str, str | None, bool]]:
    table: dict[str, tuple[str, str | None, bool]] = {
        "pass": (PASS, None, False),
        "order": (ORDER, None, False),
        "order alone": (ORDER, None, True),
    }
    for suit in SUITS:
        table[f"call {suit}"] = (CALL, suit, False)
        table[f"call {suit} alone"] = (CALL, suit, True)
    for card in PACK:
        table[f"discard {card}"] = (DISCARD, card, False)
        table[f"play {card}"] = (PLAY, card, False)
    return table


ACTIONS: dict[str, tuple[str, str | None, bool]] = _action_table()
"""Every well-formed action string, mapped to ``(kind, card or suit, alone)``."""

PLAY_ACTION = {card: f"play {card}" for card in PACK}
"""Each card's play action: ``PLAY_ACTION["JH"] == "play JH"``."""
PLAY_CARD = {action: card for card, action in PLAY_ACTION.items()}
"""Each play action's card."""
DISCARD_ACTION = {card: f"discard {card}" for card in PACK}
"""Each card's discard action."""
_MALFORMED = ("actions are 'pass', 'order', 'order alone', 'call H', 'call H alone', 'discard 9C' "
              "or 'play JH' (suits C D H S, ranks 9 T J Q K A)")


class Action(NamedTuple):
    """One action as a value, for code that would otherwise slice strings.

        >>> action = Action.parse("call H alone")
        >>> action.kind, action.suit, action.alone, str(action)
        ('call', 'H', True, 'call H alone')
        >>> Action.parse("play JD").card
        'JD'

    Strings stay the engine's wire and storage format: :meth:`HandState.apply`,
    ``legal_actions`` and saved games use the text, which ``str(action)`` gives back.
    """

    kind: str
    """``"pass"``, ``"order"``, ``"call"``, ``"discard"`` or ``"play"``."""
    card: str | None = None
    """The card of a discard or a play, else None."""
    suit: str | None = None
    """The suit named by a call, else None (an order's suit is the turned card's)."""
    alone: bool = False
    """True for ``order alone`` and ``call X alone``."""

    @classmethod
    def parse(cls, text: object) -> Action:
        """The action a string names; raises :class:`InvalidActionError` (a ValueError) if none."""
        action = PARSED.get(text) if isinstance(text, str) else None
        if action is None:
            raise InvalidActionError(f"unknown action {text!r}: {_MALFORMED}")
        return action

    @property
    def text(self) -> str:
        """The action string, as :meth:`HandState.apply` takes it."""
        text = _TEXT.get(self)
        if text is None:
            raise InvalidActionError(f"{tuple(self)!r} is not an action: {_MALFORMED}")
        return text

    def __str__(self) -> str:
        return self.text


def _parsed_table() -> dict[str, Action]:
    table = {}
    for text, (kind, arg, alone) in ACTIONS.items():
        card = arg if kind in (DISCARD, PLAY) else None
        table[text] = Action(kind, card, arg if kind == CALL else None, alone)
    return table


PARSED: dict[str, Action] = _parsed_table()
_TEXT: dict[Action, str] = {action: text for text, action in PARSED.items()}


def action_form(action: object) -> tuple[str, str | None, bool]:
    """``ACTIONS[action]``: ``(kind, card or suit, alone)``; raises :class:`InvalidActionError` for anything else."""
    if isinstance(action, str):
        parsed = ACTIONS.get(action)
        if parsed is not None:
            return parsed
    raise InvalidActionError(f"unknown action {action!r}: {_MALFORMED}")
