"""The rule variants a hand is played under, as data.

    >>> from euchre import Rules
    >>> Rules() == Rules.tournament()
    True
    >>> Rules.standard().stick_the_dealer
    False
    >>> Rules().replace(stick_the_dealer=False).changes()
    {'stick_the_dealer': False}
    >>> Rules.standard(), Rules(dealer_needs_natural=False)
    (Rules.standard(), Rules(dealer_needs_natural=False))

Each field is one house rule of the tournament, switchable on its own, declared in
the order of the house rules (1 to 4; rules 5 to 9 are about scoring and rounds and
are not switches). Every field has a default (the tournament's reading), so code
written against an older set of rules keeps working when a rule is added. Pass rules
by name: ``Rules(stick_the_dealer=False)``. docs/RULES.md says, rule by rule, which
field, function and test stand for each of the tournament's rules.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any

from .errors import InvalidStateError

__all__ = ["Rules"]


@dataclass(frozen=True, kw_only=True, repr=False)
class Rules:
    """Which house rules are in force."""

    order_without_trump: bool = field(
        default=True,
        metadata={
            "house_rule": 1,
            "title": "Order up without a trump",
            "on": "A player may order up the dealer without holding a card of the turned suit.",
            "off": "A player must hold a card that would be trump (left bower included) to order up.",
        },
    )
    """House rule 1: a player needs no trump in hand to order up the dealer."""

    partner_order_goes_alone: bool = field(
        default=True,
        metadata={
            "house_rule": 2,
            "title": "Ordering up your partner means going alone",
            "on": "When the dealer's partner orders up, that player plays alone; the dealer sits out.",
            "off": "The dealer's partner may order up with or without going alone.",
        },
    )
    """House rule 2: the dealer's partner who orders up plays alone, automatically."""

    dealer_needs_natural: bool = field(
        default=True,
        metadata={
            "house_rule": 3,
            "title": "The dealer needs a natural to pick up",
            "on": "The dealer may pick up only when holding a card of the turned suit; the left bower does not count.",
            "off": "The dealer may always pick up the turned card.",
        },
    )
    """House rule 3: the dealer may pick up only holding a natural card of the turned suit."""

    stick_the_dealer: bool = field(
        default=True,
        metadata={
            "house_rule": 4,
            "title": "Stick the dealer",
            "on": "If everyone passes twice, the dealer must name a suit (not the turned-down one). No re-deals.",
            "off": "If everyone passes twice, the hand is thrown in and scores nothing.",
        },
    )
    """House rule 4: when all others pass in round two, the dealer must name trump."""

    @classmethod
    def tournament(cls) -> Rules:
        """The tournament's house rules: the default."""
        return cls()

    @classmethod
    def standard(cls) -> Rules:
        """Plain Hoyle euchre: no stick the dealer, no forced lone hand, no natural needed."""
        return cls(stick_the_dealer=False, partner_order_goes_alone=False, dealer_needs_natural=False)

    @classmethod
    def names(cls) -> tuple[str, ...]:
        """The rule names, in the order of the fields."""
        return tuple(f.name for f in dataclasses.fields(cls))

    @classmethod
    def describe(cls, name: str) -> dict[str, Any]:
        """Title, house rule number and wording (``on``/``off``) of one rule."""
        for f in dataclasses.fields(cls):
            if f.name == name:
                return dict(f.metadata)
        raise KeyError(name)

    @property
    def preset(self) -> str | None:
        """``"tournament"``, ``"standard"`` or ``None`` for a custom mix."""
        if self == Rules.tournament():
            return "tournament"
        if self == Rules.standard():
            return "standard"
        return None

    def replace(self, **changes: bool) -> Rules:
        """A copy with some rules switched: ``Rules().replace(stick_the_dealer=False)``."""
        return dataclasses.replace(self, **changes)

    def changes(self) -> dict[str, bool]:
        """The rules that differ from the tournament preset."""
        default = Rules()
        return {n: getattr(self, n) for n in self.names() if getattr(self, n) != getattr(default, n)}

    def __repr__(self) -> str:
        """The shortest call that makes these rules: ``Rules()``, ``Rules.standard()`` or
        ``Rules(stick_the_dealer=False)`` (the rules that differ from the tournament's)."""
        if self.preset == "standard":
            return "Rules.standard()"
        return f"Rules({', '.join(f'{name}={value!r}' for name, value in self.changes().items())})"

    def to_dict(self) -> dict[str, bool]:
        """Every rule by name, for JSON."""
        return {n: getattr(self, n) for n in self.names()}

    @classmethod
    def from_dict(cls, data: object) -> Rules:
        """Rules from :meth:`to_dict` output; missing rules take their defaults."""
        if not isinstance(data, dict):
            raise InvalidStateError(f"rules must be an object of name: true/false, not {data!r}")
        known = set(cls.names())
        unknown = sorted(set(data) - known)
        if unknown:
            raise InvalidStateError(f"unknown rule(s) {', '.join(map(repr, unknown))}; known: {', '.join(sorted(known))}")
        for name, value in data.items():
            if not isinstance(value, bool):
                raise InvalidStateError(f"rule {name!r} must be true or false, not {value!r}")
        return cls(**data)

    def __post_init__(self) -> None:
        for name in self.names():
            if not isinstance(getattr(self, name), bool):
                raise TypeError(f"rule {name!r} must be a bool, not {getattr(self, name)!r}")
