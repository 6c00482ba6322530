"""A season across nights: chosen tournaments added into standings per player.

    >>> from euchre.sheet import Tournament
    >>> from euchre.sheet.season import Season
    >>> def night(tid, day, results):
    ...     t = Tournament.new(tid, f"Night {day}", players=["Ann", "Bob", "Cy", "Di"],
    ...                        at=f"2024-05-{day:02d}T19:00:00Z")
    ...     t = t.start_round(tables=[(0, 1, 2, 3)], at=f"2024-05-{day:02d}T19:01:00Z")
    ...     for makers, tricks in results:
    ...         t = t.record_hand(1, 1, makers=makers, tricks=tricks, at=f"2024-05-{day:02d}T19:05:00Z")
    ...     return t
    >>> season = Season("Spring").with_night(night("n1", 3, [(0, 5)])).with_night(night("n2", 10, [(1, 3)]))
    >>> [(row.place, row.name, row.total, row.nights, row.average, row.best_night) for row in season.standings()]
    [('1=', 'Ann', 2, 2, 1.0, 2), ('1=', 'Bob', 2, 2, 1.0, 2), ('3=', 'Cy', 1, 2, 0.5, 1), ('3=', 'Di', 1, 2, 0.5, 1)]
    >>> season = season.with_alias("Annie", "Ann")                  # the same person, written another way

A night is what a tournament's standings say about each player in it (:class:`Night`): total
(bye credit included, as that night's rules gave it), points scored at tables, rounds played and
byes. A season adds the nights it is given, each once (a tournament added again replaces its
night). Players are the same person across nights when their names look the same
(:func:`~euchre.sheet.names.name_key`: case, width, spaces and look-alike letters aside), or when
the organiser says two names are one person (:meth:`Season.with_alias`).

Per player: the season's total (the nights' totals added), nights played (nights the player was
in a round, seated or sitting out), the average a round (points scored at tables over rounds
played at a table, so a bye neither raises nor lowers it), and the best night's total. Equal
totals share a place; the top three are everyone ranked 1 to 3 once a hand was played. The stored
form is :mod:`euchre.sheet.season_format`'s, the CSV :func:`euchre.sheet.csv.season_csv`.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from fractions import Fraction
from typing import NamedTuple

from ..errors import TournamentError
from .checks import id_problem, refuse, show, time_problem
from .limits import MAX_PLAYERS
from .names import name_key, name_problem
from .tournament import Tournament

__all__ = ["MAX_NIGHTS", "MAX_ALIASES", "NightResult", "Night", "SeasonRow", "Season"]

MAX_NIGHTS = 200
"""Most nights one season adds up."""
MAX_ALIASES = 500
"""Most names a season may say are another player's."""


class NightResult(NamedTuple):
    """One player's night."""

    name: str
    total: int | float
    """The night's total: table points plus any bye credit (a float only for a fractional credit)."""
    points: int
    """Points scored at tables."""
    rounds: int
    """Rounds played at a table."""
    byes: int


class Night(NamedTuple):
    """What one tournament adds to a season."""

    tournament_id: str
    name: str
    date: str
    """When the tournament was made (ISO 8601): nights are listed in this order."""
    results: tuple[NightResult, ...]

    @classmethod
    def of(cls, t: Tournament) -> Night:
        """The night ``t`` was: every player who was in a round (seated or sitting out)."""
        results = tuple(NightResult(row.name, row.total, row.points, row.rounds_played, row.byes)
                        for row in t.standings() if row.rounds_played or row.byes)
        return cls(t.id, t.name, t.created, results)

    @staticmethod
    def problem(night: object) -> str | None:
        """Why ``night`` cannot be a season's night, or None."""
        if not isinstance(night, Night):
            return f"a night must be a Night, not {show(night)}"
        problem = (id_problem(night.tournament_id, "the tournament id") or name_problem(night.name, "the night's name")
                   or time_problem(night.date, "the night's date"))
        if problem:
            return problem
        if len(night.results) > MAX_PLAYERS:
            return f"a night has at most {MAX_PLAYERS} players"
        keys = set()
        for result in night.results:
            problem = name_problem(result.name, "a player's name")
            if problem:
                return problem
            key = name_key(result.name)
            if key in keys:
                return f"{result.name!r} is listed twice in one night"
            keys.add(key)
        return None


class SeasonRow(NamedTuple):
    """One player's line in a season's standings."""

    rank: int
    name: str
    """As the player's latest night wrote it (or the name others are said to be)."""
    total: int | float
    nights: int
    rounds: int
    """Rounds played at a table, all nights."""
    points: int
    """Points scored at tables, all nights."""
    average: float | None
    """Points a round played at a table (two decimals), None before the first round."""
    best_night: int | float | None
    """The best night's total (None with no night)."""
    best_night_name: str
    """That night's tournament name ("" with none)."""
    top_three: bool
    tied: bool

    @property
    def place(self) -> str:
        return f"{self.rank}=" if self.tied else str(self.rank)


def _number(value: Fraction) -> int | float:
    return value.numerator if value.denominator == 1 else round(float(value), 2)


@dataclass(frozen=True, slots=True)
class Season:
    """Nights added into standings per player. Start one with ``Season(name)``."""

    name: str
    nights: tuple[Night, ...] = ()
    """In date order."""
    aliases: tuple[tuple[str, str], ...] = ()
    """(a name, the name of the player it is): names the organiser said are one person."""

    def __post_init__(self) -> None:
        refuse(name_problem(self.name, "the season's name"))

    def rename(self, name: str) -> Season:
        return dataclasses.replace(self, name=name.strip() if isinstance(name, str) else name)

    def with_night(self, night: Night | Tournament) -> Season:
        """The season with a tournament's night (one added before is replaced: its scores may have changed)."""
        if isinstance(night, Tournament):
            night = Night.of(night)
        refuse(Night.problem(night))
        others = [n for n in self.nights if n.tournament_id != night.tournament_id]
        if len(others) >= MAX_NIGHTS:
            raise TournamentError(f"a season adds up at most {MAX_NIGHTS} nights")
        nights = tuple(sorted(others + [night], key=lambda n: (n.date, n.tournament_id)))
        return dataclasses.replace(self, nights=nights)

    def without_night(self, tournament_id: str) -> Season:
        return dataclasses.replace(self, nights=tuple(n for n in self.nights if n.tournament_id != tournament_id))

    def _resolve(self, key: str) -> str:
        """The key of the person a name's key stands for, following the aliases."""
        table = {name_key(alias): name_key(same) for alias, same in self.aliases}
        seen = {key}
        while key in table:
            key = table[key]
            if key in seen:   # refused when made; a crafted file cannot loop either
                break
            seen.add(key)
        return key

    def same_person(self, first: str, second: str) -> bool:
        """The two names are one player in this season."""
        return self._resolve(name_key(first)) == self._resolve(name_key(second))

    def with_alias(self, name: str, same_as: str) -> Season:
        """The season with ``name`` counted as the player called ``same_as`` (one person written two ways)."""
        name = name.strip() if isinstance(name, str) else name
        same_as = same_as.strip() if isinstance(same_as, str) else same_as
        refuse(name_problem(name, "the name") or name_problem(same_as, "the other name"))
        if self.same_person(name, same_as):
            return self
        if any(name_key(alias) == name_key(name) for alias, _ in self.aliases):
            raise TournamentError(f"{name!r} is already said to be another player; take that back first")
        if len(self.aliases) >= MAX_ALIASES:
            raise TournamentError(f"a season keeps at most {MAX_ALIASES} such names")
        return dataclasses.replace(self, aliases=self.aliases + ((name, same_as),))

    def without_alias(self, name: str) -> Season:
        key = name_key(name) if isinstance(name, str) else None
        return dataclasses.replace(self, aliases=tuple(a for a in self.aliases if name_key(a[0]) != key))

    def standings(self) -> tuple[SeasonRow, ...]:
        """Every player of every night, by season total (equal totals share a place, listed by name)."""
        people: dict[str, dict[str, object]] = {}
        for night in self.nights:
            for result in night.results:
                own = name_key(result.name)
                key = self._resolve(own)
                person = people.setdefault(key, {"name": result.name, "own": "", "total": Fraction(0), "nights": 0,
                                                 "rounds": 0, "points": 0, "best": None, "best_name": ""})
                person["name"] = result.name   # the latest night's spelling...
                if own == key:
                    person["own"] = result.name   # ...of the name the others are said to be, when it played
                person["total"] += Fraction(str(result.total))  # type: ignore[operator]
                person["nights"] += 1  # type: ignore[operator]
                person["rounds"] += result.rounds  # type: ignore[operator]
                person["points"] += result.points  # type: ignore[operator]
                if person["best"] is None or result.total > person["best"]:  # type: ignore[operator]
                    person["best"], person["best_name"] = result.total, night.name
        for person in people.values():
            person["name"] = person["own"] or person["name"]
        played = any(result.rounds for night in self.nights for result in night.results)
        ordered = sorted(people.values(),
                         key=lambda p: (-p["total"], str(p["name"]).casefold()))  # type: ignore[operator]
        rows = []
        rank = 0
        for position, person in enumerate(ordered):
            above = ordered[position - 1] if position else None
            below = ordered[position + 1] if position + 1 < len(ordered) else None
            if above is None or above["total"] != person["total"]:
                rank = position + 1
            tied = (above is not None and above["total"] == person["total"]) or (
                below is not None and below["total"] == person["total"])
            rounds = int(person["rounds"])  # type: ignore[call-overload]
            average = round(int(person["points"]) / rounds, 2) if rounds else None  # type: ignore[call-overload]
            rows.append(SeasonRow(rank, str(person["name"]), _number(person["total"]),  # type: ignore[arg-type]
                                  int(person["nights"]), rounds, int(person["points"]),  # type: ignore[call-overload]
                                  average, person["best"], str(person["best_name"]),  # type: ignore[arg-type]
                                  played and rank <= 3, tied))
        return tuple(rows)

    def top_three(self) -> tuple[SeasonRow, ...]:
        """Everyone ranked 1, 2 or 3 (more when places are shared); empty before any round was played."""
        return tuple(row for row in self.standings() if row.top_three)
