"""The players a device knows, to pick from when a tournament is made: a roster.

    >>> from euchre.sheet.roster import Roster
    >>> roster = Roster().add("Ann", at="2024-05-03T19:00:00Z").add("Bob", at="2024-05-03T19:00:00Z")
    >>> roster = roster.add("Cy", at="2024-05-03T19:00:00Z").rename(1, "Bobby", at="2024-05-10T19:00:00Z")
    >>> roster.names
    ('Ann', 'Bobby', 'Cy')
    >>> roster.find(" ANN ").id, roster.find("Zed")
    (0, None)
    >>> roster.add(" ann ", at="2024-05-10T19:00:00Z")
    Traceback (most recent call last):
    ...
    euchre.sheet.reasons.Refusal: there is already a player called 'Ann' in the roster

Names follow the sheet's own rules (:mod:`euchre.sheet.names`): plain text that shows something,
and no two that look the same (case, width, spaces, invisible characters and look-alike letters
aside). A roster is immutable: each change returns a new one. Its stored form is
:mod:`euchre.sheet.season_format`'s.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Iterable, NamedTuple

from ..errors import TournamentError
from .checks import int_problem, refuse, show, time_problem
from .names import name_key, name_problem
from .reasons import NameTaken, Refusal

__all__ = ["MAX_ROSTER", "RosterPlayer", "Roster"]

MAX_ROSTER = 2000
"""Most players a roster keeps."""


class RosterPlayer(NamedTuple):
    """A player a device knows: a stable id (the roster's own), the name, and when it last changed."""

    id: int
    name: str
    updated: str


@dataclass(frozen=True, slots=True)
class Roster:
    """The players this device knows, by id."""

    players: tuple[RosterPlayer, ...] = ()

    @property
    def names(self) -> tuple[str, ...]:
        """Every name, in alphabetical order (case aside): the list to pick from."""
        return tuple(sorted((p.name for p in self.players), key=lambda name: (name_key(name), name)))

    def find(self, name: str) -> RosterPlayer | None:
        """The player whose name looks like ``name`` (see :func:`~euchre.sheet.names.name_key`), or None."""
        key = name_key(name) if isinstance(name, str) else None
        return next((p for p in self.players if name_key(p.name) == key), None)

    def player(self, player_id: int) -> RosterPlayer:
        found = next((p for p in self.players if p.id == player_id), None)
        if found is None:
            raise TournamentError(f"there is no player #{show(player_id)} in the roster")
        return found

    def _checked(self, name: object, other_than: int | None = None) -> str:
        name = name.strip() if isinstance(name, str) else name
        refuse(name_problem(name, "the player's name"))
        assert isinstance(name, str)
        found = self.find(name)
        if found is not None and found.id != other_than:
            same = found.name.casefold() == name.casefold()
            raise Refusal(f"there is already a player called {found.name!r} in the roster"
                          + ("" if same else f" ({name!r} looks the same)"), NameTaken(found.id, name, same))
        return name

    def add(self, name: str, *, at: str) -> Roster:
        """The roster with a new player; refused when a name already there looks the same."""
        refuse(time_problem(at, "the time"))
        name = self._checked(name)
        if len(self.players) >= MAX_ROSTER:
            raise TournamentError(f"a roster keeps at most {MAX_ROSTER} players")
        next_id = self.players[-1].id + 1 if self.players else 0
        return Roster(self.players + (RosterPlayer(next_id, name, at),))

    def learn(self, names: Iterable[str], *, at: str) -> Roster:
        """The roster with every name in ``names`` that it does not know yet (a night's players, say);
        a name that looks like one already there is that player."""
        roster = self
        for name in names:
            if roster.find(name) is None:
                roster = roster.add(name, at=at)
        return roster

    def rename(self, player_id: int, name: str, *, at: str) -> Roster:
        refuse(time_problem(at, "the time"))
        player = self.player(player_id)
        name = self._checked(name, other_than=player.id)
        return dataclasses.replace(self, players=tuple(p._replace(name=name, updated=at) if p.id == player.id else p
                                                       for p in self.players))

    def remove(self, player_id: int) -> Roster:
        """The roster without the player (tournaments they played keep their names)."""
        player = self.player(player_id)
        return Roster(tuple(p for p in self.players if p.id != player.id))

    @staticmethod
    def problem(players: object) -> str | None:
        """Why ``players`` cannot be a roster's (ids in order, names valid and told apart), or None."""
        if not isinstance(players, tuple) or len(players) > MAX_ROSTER:
            return f"a roster keeps at most {MAX_ROSTER} players"
        keys: dict[str, str] = {}
        last = -1
        for player in players:
            problem = (int_problem(player.id, "a player's id", 0, 10 * MAX_ROSTER)
                       or name_problem(player.name, "a player's name") or time_problem(player.updated, "updated"))
            if problem:
                return problem
            if player.id <= last:
                return "the players' ids are not in order, or one is there twice"
            last = player.id
            key = name_key(player.name)
            if key in keys:
                return f"two players are called {keys[key]!r} and {player.name!r}, which look the same"
            keys[key] = player.name
        return None
