"""The :class:`~euchre.sheet.Tournament` methods that reach the layers above it, kept for older callers.

    >>> from euchre.sheet import Tournament, standings_csv
    >>> t = Tournament.new("club-1", "Club night", players=["Ann", "Bob", "Cy", "Di"], at="2024-05-03T19:00:00Z")
    >>> Tournament.loads(t.dumps()) == t, Tournament.from_dict(t.to_dict()) == t
    (True, True)
    >>> t.standings_csv() == standings_csv(t)
    True

The one-module sheet had ``t.to_dict()``, ``Tournament.from_dict(data)``, ``t.dumps()``,
``Tournament.loads(text)``, ``t.merge(other, at=...)``, ``t.standings_csv()`` and ``t.hands_csv()``.
The model no longer imports its formats (:mod:`euchre.sheet.format`, :mod:`euchre.sheet.merge`
and :mod:`euchre.sheet.csv` import it), so this module, on top of them, adds those methods to the
class; :mod:`euchre.sheet` imports it, so they are there whenever the sheet is. New code calls the
functions: ``to_document``, ``from_document``, ``dump_tournament``, ``load_tournament``,
``merge_tournaments``, ``standings_csv``, ``hands_csv``.
"""

from __future__ import annotations

from typing import Any

from .csv import hands_csv, standings_csv
from .format import dump_tournament, from_document, load_tournament, to_document
from .merge import MergeReport, merge_tournaments
from .tournament import Tournament

__all__: list[str] = []


def _to_dict(self: Tournament) -> dict[str, Any]:
    """The JSON-ready document (``"format": "euchre-tournament"``): :func:`~euchre.sheet.format.to_document`."""
    return to_document(self)


def _from_dict(cls: type[Tournament], data: object) -> Tournament:
    """A tournament from :meth:`to_dict` output (any readable schema), checking everything:
    :func:`~euchre.sheet.format.from_document`."""
    return from_document(data)


def _dumps(self: Tournament) -> str:
    """Compact JSON text: :func:`~euchre.sheet.format.dump_tournament`."""
    return dump_tournament(self)


def _loads(cls: type[Tournament], text: str | bytes) -> Tournament:
    """The tournament in JSON text, checked: :func:`~euchre.sheet.format.load_tournament`."""
    return load_tournament(text)


def _merge(self: Tournament, other: Tournament, *, at: str) -> tuple[Tournament, MergeReport]:
    """(merged tournament, :class:`~euchre.sheet.merge.MergeReport`): hands from another copy come in
    (:func:`~euchre.sheet.merge.merge_tournaments`)."""
    return merge_tournaments(self, other, at=at)


def _standings_csv(self: Tournament) -> str:
    """The standings as CSV: :func:`~euchre.sheet.csv.standings_csv`."""
    return standings_csv(self)


def _hands_csv(self: Tournament) -> str:
    """Every recorded hand as CSV: :func:`~euchre.sheet.csv.hands_csv`."""
    return hands_csv(self)


for _name, _method in (("to_dict", _to_dict), ("from_dict", classmethod(_from_dict)), ("dumps", _dumps),
                       ("loads", classmethod(_loads)), ("merge", _merge), ("standings_csv", _standings_csv),
                       ("hands_csv", _hands_csv)):
    setattr(Tournament, _name, _method)
del _name, _method
