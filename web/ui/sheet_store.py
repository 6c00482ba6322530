"""Keeping tournaments in localStorage so that nothing recorded is ever lost.

    shelf = Shelf()
    tournaments, problems = shelf.load_all()
    shelf.save(tournament)        # after every change; returns what happened

Each tournament is its own document (``euchre-tournament`` JSON, versioned by the
engine) under ``euchre:sheet:t:<id>``, with a second copy written after it under
``euchre:sheet:copy:<id>``. Unreadable data is moved aside (never overwritten) and
the other copy, the last good one, is used instead. When another tab has written the same
tournament since this tab read it, the two are merged instead of overwritten.
"""

from __future__ import annotations

from typing import NamedTuple

from pyscript import window

from euchre.errors import EuchreError
from euchre.tournament import Tournament

from . import store

PREFIX = "euchre:sheet:t:"
COPY = "euchre:sheet:copy:"


class Saved(NamedTuple):
    tournament: Tournament
    """What is now in force (merged with another tab's changes if there were any)."""
    merged: bool
    """Another tab had changed it: its changes were merged in."""
    problem: str | None
    """The browser refused to store it (full or unavailable); it lives on in memory only."""


def _storage():
    return window.localStorage


def _get(key: str) -> str | None:
    try:
        value = _storage().getItem(key)
    except Exception:  # noqa: BLE001 - storage switched off
        return None
    return value if value else None


def key_of(tournament_id: str) -> str:
    return PREFIX + tournament_id


class Shelf:
    """The tournaments in this browser, and the text last read or written for each."""

    def __init__(self) -> None:
        self.seen: dict[str, str | None] = {}

    def ids(self) -> list[str]:
        try:
            storage = _storage()
            keys = [str(storage.key(i)) for i in range(storage.length)]
        except Exception:  # noqa: BLE001
            return []
        return sorted(k[len(PREFIX):] for k in keys if k.startswith(PREFIX))

    def load(self, tournament_id: str) -> tuple[Tournament | None, str | None]:
        """The stored tournament, or its second copy if the stored text is unreadable."""
        key = key_of(tournament_id)
        text = _get(key)
        if text is None:
            return None, None
        try:
            tournament = Tournament.loads(text)
        except EuchreError as error:
            kept = store.keep_unreadable(text)
            previous = _get(COPY + tournament_id)  # written after the main text: the last good copy
            problem = f"Saved data for a tournament could not be read ({error}); it was kept aside as {kept}."
            if previous is not None:
                try:
                    tournament = Tournament.loads(previous)
                except EuchreError:
                    return None, problem + " No good earlier copy was found."
                _storage().setItem(key, previous)
                self.seen[tournament_id] = previous
                return tournament, problem + " The last good copy was restored."
            _storage().removeItem(key)
            return None, problem
        self.seen[tournament_id] = text
        return tournament, None

    def load_all(self) -> tuple[list[Tournament], list[str]]:
        tournaments, problems = [], []
        for tournament_id in self.ids():
            tournament, problem = self.load(tournament_id)
            if tournament is not None:
                tournaments.append(tournament)
            if problem:
                problems.append(problem)
        return tournaments, problems

    def changed_elsewhere(self, tournament_id: str) -> bool:
        return _get(key_of(tournament_id)) != self.seen.get(tournament_id)

    def save(self, tournament: Tournament, at: str) -> Saved:
        """Store ``tournament``; merge first if another tab stored a newer copy meanwhile."""
        key = key_of(tournament.id)
        current = _get(key)
        merged = False
        if current is not None and current != self.seen.get(tournament.id):
            try:
                theirs = Tournament.loads(current)
            except EuchreError:
                store.keep_unreadable(current)
            else:
                tournament, _report = theirs.merge(tournament, at=at)
                merged = True
        text = tournament.dumps()
        try:
            _storage().setItem(key, text)
            _storage().setItem(COPY + tournament.id, text)
        except Exception as error:  # noqa: BLE001 - quota exceeded or storage unavailable
            return Saved(tournament, merged, f"This browser would not store the tournament ({error}). "
                                             "Your entries are kept while this page stays open: download the "
                                             "tournament file now to keep a copy.")
        self.seen[tournament.id] = text
        return Saved(tournament, merged, None)

    def delete(self, tournament_id: str) -> None:
        for key in (key_of(tournament_id), COPY + tournament_id):
            _storage().removeItem(key)
        self.seen.pop(tournament_id, None)


def ask_to_persist() -> None:
    """Ask the browser to keep this site's storage through clean-ups (best effort)."""
    try:
        storage = window.navigator.storage
        if storage and storage.persist:
            storage.persist()
    except Exception:  # noqa: BLE001 - not offered by this browser
        pass
