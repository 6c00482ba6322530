"""The tournament's commands: players, rounds, tables and the hands recorded at them.

    >>> from euchre.sheet import DEFAULT_TIE_BREAKS, Tournament
    >>> t = Tournament.new("fri-0503", "Friday night", at="2024-05-03T19:00:00Z")
    >>> t = t.add_players(["Ann", "Bob", "Cy", "Di"], at="2024-05-03T19:01:00Z")
    >>> t = t.start_round(tables=[((0, 1), (2, 3))], at="2024-05-03T19:02:00Z")
    >>> [t.dealer(1, 1, hand) for hand in range(1, 9)]        # clockwise a, c, b, d
    [0, 2, 1, 3, 0, 2, 1, 3]
    >>> t = t.record_hand(1, 1, makers=0, tricks=5, at="2024-05-03T19:05:00Z")           # Ann & Bob march
    >>> t = t.record_hand(1, 1, makers=1, tricks=4, alone=3, at="2024-05-03T19:08:00Z")  # Di alone, 4 tricks
    >>> [(row.place, row.name, row.total) for row in t.standings()]        # equal totals share a place
    [('1=', 'Ann', 2), ('1=', 'Bob', 2), ('3=', 'Cy', 1), ('3=', 'Di', 1)]
    >>> tb = t.with_settings(tie_breaks=DEFAULT_TIE_BREAKS, at="2024-05-03T19:08:30Z")
    >>> [(row.place, row.name) for row in tb.standings()][2:], tb.standings().decided[0].tie_break
    ([('3', 'Di'), ('4', 'Cy')], 'lone_hands')
    >>> t = t.correct_hand(1, 1, 2, makers=1, tricks=5, alone=3, at="2024-05-03T19:09:00Z")
    >>> t.table(1, 1).points, t.hand(1, 1, 2).revision
    ((2, 4), 2)

A :class:`Tournament` is immutable: every change returns a new tournament and
takes the time of the change as ``at`` (an ISO 8601 text from the caller; the
model never reads the clock and uses no randomness). Points come from
:mod:`euchre.scoring`, the same code the game uses.

Seats at a table are ``(a, b, c, d)``: a & b are partners (pair 0) against
c & d (pair 1); clockwise the order is a, c, b, d, and hand ``n`` (1 to 8) is
dealt by that order's ``(n - 1) % 4``-th player, so each player deals twice.

Late arrivals and leavers: a player added after play started joins the next
round; a removed player is marked inactive, keeps every past score and is not
seated again. When the active players change, the next automatic round is
seated from a schedule regenerated for the new count (``euchre.seating``), its
round and player mapping chosen to repeat the fewest earlier partners, then the
fewest repeated byes and opponents. Rounds before a player arrived or after they
left are neither played nor byes for them: they score nothing there under any rule.
A player who leaves mid-round keeps their seat in that round; to seat a substitute,
use :meth:`Tournament.set_table` (recorded hands stay with the seats).

Round totals: a table's round can instead be entered as each pair's round score, what a
paper progressive card holds (:meth:`Tournament.enter_totals`). They must be a score eight
hands can produce (:data:`ROUND_RESULTS`: each hand gives one pair 1, 2 or 4 points, a renege 2
or 4), and they finish the table's round. Hands may be filled in afterwards; each must fit the
totals (the remaining hands must still be able to make up the rest), so once all eight are in
they add up to the totals exactly. Wrong totals are changed (or cleared) first, and every
earlier version stays in the table's history. Standings count a round entered as totals
exactly as the same round entered hand by hand, except that lone hands are known only from
hands entered.

Standings count every recorded hand, finished round or not. Players with equal
totals share a rank ("3=") and are listed by name: the total of round scores alone
decides a place. Tie-breaks are the organiser's option,
off unless :attr:`TournamentSettings.tie_breaks` names some (in order; the usual
order is :data:`DEFAULT_TIE_BREAKS`: rounds won, lone hands made, best round; a
player who has not played has no best round and ranks below a best round of 0).
Nobody is in the top three until a hand is recorded.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any, Iterable, Sequence

from ..errors import TournamentError
from ..round import HANDS_PER_ROUND
from .checks import id_problem, int_problem, is_int, parse_seats, refuse, show, time_problem, version_problem
from .history import append_version, decide_line, in_force
from .keys import key_problem, secret_problem, table_key
from .limits import MAX_PLAYER_ID, MAX_PLAYERS, MAX_ROUNDS, MAX_TABLE_NUMBER
from .names import label_problem, name_key, name_problem
from .next_round import RepeatedPair, repeated_partners, seat_next
from .reasons import (HandProblem, HandTrouble, NameTaken, Refusal, RoundProblem, RoundTrouble,
                      TotalsProblem)
from .standings import ScoreCardRow, Standings, score_card, standings
from .totals import totals_problem
from .values import (
    HandEntry,
    HandVersion,
    HistoryLine,
    MergeConflict,
    TotalsConflict,
    TotalsVersion,
    TournamentPlayer,
    TournamentRound,
    TournamentSettings,
    TournamentTable,
    history_lines,
    waiting_conflicts,
)

__all__ = ["Tournament"]

_KEEP: Any = object()


# --- the tournament --------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Tournament:
    """A tournament's score sheet. Start one with :meth:`Tournament.new`."""

    id: str
    name: str
    created: str
    updated: str
    players: tuple[TournamentPlayer, ...] = ()
    """By id."""
    rounds: tuple[TournamentRound, ...] = ()
    """Round 1 first."""
    settings: TournamentSettings = TournamentSettings()
    secret: str = field(default="", repr=False)
    """The organiser's secret (64 hexadecimal digits; "" when none was made yet): each table's key
    comes from it (:mod:`euchre.sheet.keys`). Kept in the tournament file only."""
    table_key: str = field(default="", repr=False)
    """On a table's phone: the key its invitation carried for its one table ("" elsewhere)."""
    _index: dict[int, TournamentPlayer] = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_index", {p.id: p for p in self.players})

    # --- creating and naming ----------------------------------------------------------

    @classmethod
    def new(cls, id: str, name: str, *, at: str, players: Iterable[str] = (),
            settings: TournamentSettings | None = None, secret: str = "") -> Tournament:
        """A tournament with no rounds yet; ``id`` is the caller's (letters, digits, ``.``, ``_``, ``:``, ``-``).
        ``secret``: :func:`euchre.sheet.keys.new_secret`'s, from which the tables' keys come (the
        model makes nothing random itself; without one, :func:`~euchre.sheet.keys.secured` makes it
        when it is first needed)."""
        refuse(id_problem(id, "the tournament id"))
        refuse(time_problem(at, "the time"))
        refuse(secret_problem(secret))
        name = name.strip() if isinstance(name, str) else name
        refuse(name_problem(name, "the tournament name"))
        if settings is not None and not isinstance(settings, TournamentSettings):
            raise TournamentError(f"settings must be TournamentSettings, not {show(settings)}")
        tournament = cls(id, name, at, at, (), (), settings or TournamentSettings(), secret)
        return tournament.add_players(players, at=at) if players else tournament

    def with_secret(self, secret: str) -> Tournament:
        """The tournament with its secret, once: a tournament that has one keeps it (every table's
        key comes from it), so giving another is refused."""
        refuse(secret_problem(secret))
        if self.secret == secret:
            return self
        if self.secret:
            raise TournamentError("this tournament has its secret already: its tables' keys come from it")
        return dataclasses.replace(self, secret=secret)

    def with_table_key(self, key: str) -> Tournament:
        """A table's phone's copy with the key its invitation carried."""
        refuse(key_problem(key))
        return self if self.table_key == key else dataclasses.replace(self, table_key=key)

    def key_for(self, round_number: int, table_number: int) -> str:
        """The key of table ``table_number`` in round ``round_number``: derived from the secret on the
        organiser's copy, the invitation's on the table's phone, "" when this copy has neither."""
        if self.secret:
            return table_key(self.secret, self.id, round_number, table_number)
        return self.table_key

    def rename(self, name: str, *, at: str) -> Tournament:
        refuse(time_problem(at, "the time"))
        name = name.strip() if isinstance(name, str) else name
        refuse(name_problem(name, "the tournament name"))
        return dataclasses.replace(self, name=name, updated=at)

    def copy_as(self, id: str, name: str, *, at: str) -> Tournament:
        """The same sheet under another id and name (to keep both copies of an import)."""
        refuse(id_problem(id, "the tournament id"))
        return dataclasses.replace(self, id=id).rename(name, at=at)

    def with_settings(self, *, at: str, bye_rule: str = _KEEP, tie_breaks: Sequence[str] = _KEEP,
                      rounds: int | None = _KEEP, confirm: bool = _KEEP) -> Tournament:
        """Change the bye rule, the tie-break order, the planned rounds or whether an opponent
        confirms each hand on the table's phone (``confirm``)."""
        refuse(time_problem(at, "the time"))
        old = self.settings
        settings = TournamentSettings(
            old.bye_rule if bye_rule is _KEEP else bye_rule,
            old.tie_breaks if tie_breaks is _KEEP else tie_breaks,  # type: ignore[arg-type]
            old.rounds if rounds is _KEEP else rounds,
            old.confirm if confirm is _KEEP else confirm)
        return dataclasses.replace(self, settings=settings, updated=at)

    # --- players ----------------------------------------------------------------------

    def player(self, player_id: int) -> TournamentPlayer:
        """The player with this id; :class:`TournamentError` if there is none."""
        try:
            return self._index[player_id]
        except (KeyError, TypeError):
            raise TournamentError(f"there is no player #{show(player_id)} in this tournament") from None

    def who(self, player_id: int) -> str:
        """``"Ann (#0)"``: a player's name and id, for messages."""
        player = self._index.get(player_id) if is_int(player_id) else None
        return f"{player.name} (#{player.id})" if player else f"player #{show(player_id)}"

    @property
    def active_players(self) -> tuple[int, ...]:
        """Ids of the players still playing, in id order."""
        return tuple(p.id for p in self.players if p.active)

    def first_round(self, player_id: int) -> int:
        """The first round the player is in (seated or sitting out); for a player in none yet, the
        next round to be seated, where a late arrival joins.

            >>> t = Tournament.new("x", "x", at="2024-05-03T19:00:00Z", players=["Ann", "Bob", "Cy", "Di"])
            >>> t = t.start_round(at="2024-05-03T19:01:00Z").add_player("Ed", at="2024-05-03T19:20:00Z")
            >>> t.first_round(0), t.first_round(4)
            (1, 2)
        """
        pid = self.player(player_id).id
        for rnd in self.rounds:
            if pid in rnd.players:
                return rnd.number
        return len(self.rounds) + 1

    @property
    def next_player_id(self) -> int:
        """The id :meth:`add_player` gives the next player."""
        return self.players[-1].id + 1 if self.players else 0

    def _name_taken(self, name: str, other_than: int | None = None) -> None:
        """Two players whose names look the same (see ``name_key``) could not be told apart: a
        :class:`~euchre.sheet.reasons.Refusal` whose reason is a :class:`~euchre.sheet.reasons.NameTaken`."""
        key = name_key(name)
        for p in self.players:
            if p.id != other_than and name_key(p.name) == key:
                same = p.name.casefold() == name.casefold()
                raise Refusal(f"there is already a player called {p.name!r}" + ("" if same else
                              f" ({name!r} looks the same)") + "; add an initial to tell them apart",
                              NameTaken(p.id, name, same))

    def add_player(self, name: str, *, at: str, id: int | None = None) -> Tournament:
        """Add a player (also after play has started: they join the next round)."""
        refuse(time_problem(at, "the time"))
        name = name.strip() if isinstance(name, str) else name
        refuse(name_problem(name, "the player's name"))
        self._name_taken(name)
        if len(self.players) >= MAX_PLAYERS:
            raise TournamentError(f"a tournament holds at most {MAX_PLAYERS} players")
        pid = self.next_player_id if id is None else id
        refuse(int_problem(pid, "a player id", 0, MAX_PLAYER_ID))
        if pid in self._index:
            raise TournamentError(f"player id {pid} is already {self.who(pid)}")
        players = tuple(sorted(self.players + (TournamentPlayer(pid, name, True, at),)))
        return dataclasses.replace(self, players=players, updated=at)

    def add_players(self, names: Iterable[str], *, at: str) -> Tournament:
        tournament = self
        for name in names:
            tournament = tournament.add_player(name, at=at)
        return tournament

    def _with_player(self, player: TournamentPlayer, at: str) -> Tournament:
        players = tuple(player if p.id == player.id else p for p in self.players)
        return dataclasses.replace(self, players=players, updated=at)

    def rename_player(self, player_id: int, name: str, *, at: str) -> Tournament:
        refuse(time_problem(at, "the time"))
        player = self.player(player_id)
        name = name.strip() if isinstance(name, str) else name
        refuse(name_problem(name, "the player's name"))
        self._name_taken(name, other_than=player.id)
        return self._with_player(player._replace(name=name, updated=at), at)

    def remove_player(self, player_id: int, *, at: str) -> Tournament:
        """Mark a player inactive: not seated again; their scores stay in the standings."""
        refuse(time_problem(at, "the time"))
        player = self.player(player_id)
        return self if not player.active else self._with_player(player._replace(active=False, updated=at), at)

    def restore_player(self, player_id: int, *, at: str) -> Tournament:
        """Make a removed player active again (seated from the next round)."""
        refuse(time_problem(at, "the time"))
        player = self.player(player_id)
        return self if player.active else self._with_player(player._replace(active=True, updated=at), at)

    # --- rounds and tables ------------------------------------------------------------

    def round(self, round_number: int) -> TournamentRound:
        """Round ``round_number`` (1 for the first)."""
        if not is_int(round_number) or not 1 <= round_number <= len(self.rounds):
            have = f"rounds 1 to {len(self.rounds)}" if self.rounds else "no rounds yet"
            raise TournamentError(f"there is no round {show(round_number)}: the tournament has {have}")
        return self.rounds[round_number - 1]

    def table(self, round_number: int, table_number: int) -> TournamentTable:
        rnd = self.round(round_number)
        table = rnd.table(table_number) if is_int(table_number) else None
        if table is None:
            numbers = ", ".join(str(t.number) for t in rnd.tables)
            raise TournamentError(f"round {round_number} has no table {show(table_number)} (tables: {numbers})")
        return table

    def hand(self, round_number: int, table_number: int, hand_number: int) -> HandEntry | None:
        """The hand as entered (None if never entered); check ``is_recorded`` for undone hands."""
        table = self.table(round_number, table_number)
        refuse(int_problem(hand_number, "the hand number", 1, HANDS_PER_ROUND))
        return table.hand(hand_number)

    def dealer(self, round_number: int, table_number: int, hand_number: int) -> int:
        """Id of the player dealing hand ``hand_number`` (1 to 8): a, c, b, d, a, c, b, d."""
        return self.table(round_number, table_number).dealer(hand_number)

    @property
    def current_round(self) -> TournamentRound | None:
        return self.rounds[-1] if self.rounds else None

    def _open_round(self, round_number: int) -> TournamentRound:
        rnd = self.round(round_number)
        if rnd.closed:
            raise TournamentError(f"round {round_number} is closed; reopen it to change it")
        return rnd

    def _with_round(self, rnd: TournamentRound, at: str) -> Tournament:
        rounds = self.rounds[:rnd.number - 1] + (rnd,) + self.rounds[rnd.number:]
        return dataclasses.replace(self, rounds=rounds, updated=at)

    def _check_new_tables(self, tables: Sequence[tuple[int, int, int, int]]) -> None:
        seen: dict[int, int] = {}
        for index, seats in enumerate(tables, 1):
            for pid in seats:
                player = self.player(pid)
                if not player.active:
                    raise TournamentError(f"{self.who(pid)} has left the tournament; restore them to seat them")
                if pid in seen:
                    raise TournamentError(
                        f"{self.who(pid)} is seated twice in the round (tables {seen[pid]} and {index})")
                seen[pid] = index

    def start_round(self, *, at: str, tables: Sequence[Any] | None = None) -> Tournament:
        """Start the next round: seated by ``euchre.seating`` for the active players, or at ``tables``.

        ``tables`` lists each table's seats as ``(a, b, c, d)`` or ``((a, b), (c, d))``
        (player ids); active players not seated sit out.
        """
        refuse(time_problem(at, "the time"))
        if len(self.rounds) >= MAX_ROUNDS:
            raise TournamentError(f"a tournament has at most {MAX_ROUNDS} rounds")
        active = self.active_players
        schedule = None
        if tables is None:
            seat_list, schedule = seat_next(active, self.rounds, self.settings.rounds)
        else:
            if not isinstance(tables, (list, tuple)):
                raise TournamentError(f"tables must be a list of seatings, not {show(tables)}")
            seat_list = [parse_seats(spec, f"table {n}") for n, spec in enumerate(tables, 1)]
            self._check_new_tables(seat_list)
        if not seat_list:
            raise TournamentError("a round needs at least one table of four players")
        seated = {pid for seats in seat_list for pid in seats}
        rnd = TournamentRound(
            len(self.rounds) + 1,
            tuple(TournamentTable(n, seats) for n, seats in enumerate(seat_list, 1)),
            tuple(pid for pid in active if pid not in seated),
            False,
            schedule)
        return dataclasses.replace(self, rounds=self.rounds + (rnd,), updated=at)

    def set_table(self, round_number: int, table_number: int, seats: Any, *, at: str) -> Tournament:
        """Seat a table by hand: replace table ``table_number``'s seats, or add it as a new table.

        Hands already recorded stay with the table's positions (a, b, c, d). Players moved
        off the table sit out; players seated here leave the byes.
        """
        refuse(time_problem(at, "the time"))
        rnd = self._open_round(round_number)
        refuse(int_problem(table_number, "the table number", 1, MAX_TABLE_NUMBER))
        seats = parse_seats(seats, f"table {table_number}")
        old = rnd.table(table_number)
        old_seats = old.seats if old else ()
        for pid in seats:
            player = self.player(pid)
            if not player.active and pid not in old_seats:
                raise TournamentError(f"{self.who(pid)} has left the tournament; restore them to seat them")
            for other in rnd.tables:
                if other.number != table_number and pid in other.seats:
                    raise TournamentError(f"{self.who(pid)} already sits at table {other.number} of round "
                                          f"{round_number}; move them from there first")
        if old is None:
            table = TournamentTable(table_number, seats)
            tables = tuple(sorted(rnd.tables + (table,), key=lambda t: t.number))
        else:
            for entry in old.hands:
                for version in entry.versions[-1:]:
                    problem = version_problem(seats, version.makers, version.tricks, version.alone,
                                              version.renege, self.who)
                    if problem:
                        raise TournamentError(f"hand {entry.number} at table {table_number} does not fit the new "
                                              f"seats: {problem}; correct that hand first")
            table = dataclasses.replace(old, seats=seats)
            tables = tuple(table if t.number == table_number else t for t in rnd.tables)
        displaced = [pid for pid in old_seats if pid not in seats and self._index[pid].active]
        byes = tuple(sorted(pid for pid in set(rnd.byes) | set(displaced) if pid not in seats))
        return self._with_round(dataclasses.replace(rnd, tables=tables, byes=byes), at)

    def remove_table(self, round_number: int, table_number: int, *, at: str) -> Tournament:
        """Remove a table where nothing was recorded; its active players sit out."""
        refuse(time_problem(at, "the time"))
        rnd = self._open_round(round_number)
        table = self.table(round_number, table_number)
        if table.entered:
            what = "hands" if table.hands else "round totals"
            raise TournamentError(f"table {table_number} of round {round_number} has {what} entered; "
                                  f"seat it differently instead of removing it")
        if len(rnd.tables) == 1:
            raise TournamentError(f"table {table_number} is round {round_number}'s only table")
        tables = tuple(t for t in rnd.tables if t.number != table_number)
        moved = [pid for pid in table.seats if self._index[pid].active]
        byes = tuple(sorted(rnd.byes + tuple(moved)))
        return self._with_round(dataclasses.replace(rnd, tables=tables, byes=byes), at)

    def drop_round(self, round_number: int, *, at: str) -> Tournament:
        """Take back the last round when it was started by mistake (nothing entered yet)."""
        refuse(time_problem(at, "the time"))
        rnd = self.round(round_number)
        if round_number != len(self.rounds):
            raise TournamentError(f"only the last round (round {len(self.rounds)}) can be dropped")
        if any(table.entered for table in rnd.tables):
            what = "hands" if any(table.hands for table in rnd.tables) else "round totals"
            raise TournamentError(f"round {round_number} has {what} entered; it cannot be dropped")
        return dataclasses.replace(self, rounds=self.rounds[:-1], updated=at)

    def close_round(self, round_number: int, *, at: str, incomplete_ok: bool = False) -> Tournament:
        """Lock a round against changes; refused while a table lacks hands unless ``incomplete_ok``."""
        refuse(time_problem(at, "the time"))
        rnd = self.round(round_number)
        if rnd.closed:
            return self
        missing = rnd.incomplete_tables
        if missing and not incomplete_ok:
            tables = ", ".join(f"table {t.number} has {t.recorded} of {HANDS_PER_ROUND}" for t in missing)
            raise TournamentError(f"round {round_number} is not finished: {tables} hands "
                                  f"(close it anyway with incomplete_ok=True)")
        return self._with_round(dataclasses.replace(rnd, closed=True), at)

    def reopen_round(self, round_number: int, *, at: str) -> Tournament:
        refuse(time_problem(at, "the time"))
        rnd = self.round(round_number)
        return self if not rnd.closed else self._with_round(dataclasses.replace(rnd, closed=False), at)

    # --- hands -------------------------------------------------------------------------

    def _entry_point(self, round_number: int, table_number: int, hand_number: int | None,
                     at: str, by: str = "") -> tuple[TournamentRound, TournamentTable, int, HandEntry | None]:
        refuse(time_problem(at, "the time"))
        refuse(label_problem(by))
        rnd = self._open_round(round_number)
        table = self.table(round_number, table_number)
        where = f"table {table_number} of round {round_number}"
        if hand_number is None:
            hand_number = table.next_hand_number
            if hand_number is None:
                raise TournamentError(f"{where} already has all {HANDS_PER_ROUND} hands: a round is "
                                      f"{HANDS_PER_ROUND} hands")
        elif not is_int(hand_number) or not 1 <= hand_number <= HANDS_PER_ROUND:
            raise TournamentError(f"there is no hand {show(hand_number)}: a round is {HANDS_PER_ROUND} hands, "
                                  f"numbered 1 to {HANDS_PER_ROUND}")
        return rnd, table, hand_number, table.hand(hand_number)

    def _put_version(self, rnd: TournamentRound, table: TournamentTable, hand_number: int,
                     entry: HandEntry | None, content: tuple[Any, Any, Any, Any], at: str, by: str = "",
                     decided: bool = False, event: str = "") -> Tournament:
        makers, tricks, alone, renege = content
        problem = version_problem(table.seats, makers, tricks, alone, renege, self.who)
        if problem:
            raise TournamentError(f"hand {hand_number} at table {table.number} of round {rnd.number}: {problem}")
        version = HandVersion(1, at, makers, tricks, alone, renege, by, decided, "decided" if decided else event)
        if entry is None:
            entry = HandEntry(hand_number, (version,))
        elif decided:
            entry = HandEntry(hand_number, *decide_line(entry.line, version))
        elif entry.current.content == content:
            return self
        else:
            entry = HandEntry(hand_number, *append_version(entry.line, version))
        hands = tuple(sorted([h for h in table.hands if h.number != hand_number] + [entry]))
        new_table = dataclasses.replace(table, hands=hands)
        if table.fits_totals and not new_table.fits_totals:
            raise Refusal(f"hand {hand_number} at table {table.number} of round {rnd.number} does not fit the round "
                          f"totals {table.round_totals}; change the round totals first if they are wrong",
                          HandProblem(HandTrouble.DOES_NOT_FIT, hand=hand_number, totals=table.round_totals,
                                      fit=new_table.fit_problem))
        tables = tuple(new_table if t.number == table.number else t for t in rnd.tables)
        return self._with_round(dataclasses.replace(rnd, tables=tables), at)

    def _unrecorded_entry_point(self, round_number: int, table_number: int, hand: int | None, at: str, by: str):
        """:meth:`_entry_point` for a hand about to be recorded: refused if it already is."""
        rnd, table, number, entry = self._entry_point(round_number, table_number, hand, at, by)
        if entry is not None and entry.is_recorded:
            raise TournamentError(f"hand {number} at table {table_number} of round {round_number} is already "
                                  f"recorded; correct it instead")
        return rnd, table, number, entry

    def record_hand(self, round_number: int, table_number: int, *, makers: int, tricks: int,
                    alone: int | None = None, hand: int | None = None, at: str, by: str = "") -> Tournament:
        """Record a played hand: ``makers`` 0 (a & b) or 1 (c & d), their ``tricks`` (0-5),
        and the id of the player who went ``alone`` (one of the makers), if any.

        ``hand`` defaults to the table's first hand not yet recorded. ``by`` names the device
        it is entered on (see :attr:`HandVersion.by`); every command that changes a result takes it.
        """
        rnd, table, number, entry = self._unrecorded_entry_point(round_number, table_number, hand, at, by)
        if makers is None:
            raise TournamentError("say which pair made trump (makers 0 or 1)")
        return self._put_version(rnd, table, number, entry, (makers, tricks, alone, None), at, by, event="entered")

    def record_renege(self, round_number: int, table_number: int, *, offenders: int, makers: int | None = None,
                      alone: int | None = None, hand: int | None = None, at: str, by: str = "") -> Tournament:
        """Record a renege as the hand's result: ``offenders`` (0 or 1) score 0, the other pair 2,
        or 4 when the offended side was playing alone (give ``makers`` and ``alone``)."""
        rnd, table, number, entry = self._unrecorded_entry_point(round_number, table_number, hand, at, by)
        if offenders is None:
            raise TournamentError("say which pair reneged (offenders 0 or 1)")
        return self._put_version(rnd, table, number, entry, (makers, None, alone, offenders), at, by, event="entered")

    def correct_hand(self, round_number: int, table_number: int, hand_number: int, *, at: str,
                     makers: int | None = None, tricks: int | None = None, alone: int | None = None,
                     renege: int | None = None, by: str = "") -> Tournament:
        """Replace a recorded hand's result; the old result stays in its history.

        Give the whole new result: ``makers`` and ``tricks`` (and ``alone``), or ``renege``
        (the offending pair, with ``makers``/``alone`` when the offended side was alone). A result
        waiting for a decision still waits (:meth:`decide_hand` settles it).
        """
        rnd, table, number, entry = self._entry_point(round_number, table_number, hand_number, at, by)
        if entry is None or not entry.is_recorded:
            raise TournamentError(f"hand {number} at table {table_number} of round {round_number} is not "
                                  f"recorded; record it instead")
        if makers is None and renege is None:
            raise TournamentError("a correction needs makers (and tricks) or a renege; to remove the hand, clear it")
        return self._put_version(rnd, table, number, entry, (makers, tricks, alone, renege), at, by,
                                 event="corrected")

    def decide_hand(self, round_number: int, table_number: int, hand_number: int, choice: HandVersion, *,
                    at: str, by: str = "") -> Tournament:
        """Settle a hand recorded differently on two copies: ``choice`` (its current result or one
        of those waiting, see :meth:`waiting`) is in force from now, as a new version marked
        ``decided``; the results that waited join the hand's history, so the choice and what it was
        made between stay there. Merging either copy again changes nothing.
        """
        rnd, table, number, entry = self._entry_point(round_number, table_number, hand_number, at, by)
        if entry is None or not entry.waiting:
            raise TournamentError(f"hand {number} at table {table_number} of round {round_number} has no result "
                                  f"waiting for a decision")
        if not isinstance(choice, HandVersion) or choice.content not in {
                v.content for v in (entry.current,) + entry.waiting}:
            raise TournamentError(f"choose the result in force at hand {number} or one waiting there, "
                                  f"not {show(choice)}")
        return self._put_version(rnd, table, number, entry, choice.content, at, by, decided=True)

    def undo_hand(self, round_number: int, table_number: int, hand_number: int, *, at: str,
                  by: str = "") -> Tournament:
        """Undo the hand's last change: back to its previous result, or cleared if it had none."""
        rnd, table, number, entry = self._entry_point(round_number, table_number, hand_number, at, by)
        if entry is None:
            raise TournamentError(f"hand {number} at table {table_number} of round {round_number} was never "
                                  f"recorded; there is nothing to undo")
        current = entry.current.content
        target: tuple[Any, ...] = (None, None, None, None)
        for version in reversed(entry.history):
            if version.content != current:
                target = version.content
                break
        if target == current:
            raise TournamentError(f"hand {number} at table {table_number} of round {round_number} "
                                  f"has nothing to undo")
        return self._put_version(rnd, table, number, entry, target, at, by, event="undone")

    def redo_hand(self, round_number: int, table_number: int, hand_number: int, *, at: str,
                  by: str = "") -> Tournament:
        """Take back an undo: the hand's result before its last change, an undo, is in force again
        (as a new version, "redone"). Refused when the last change was not an undo (the hand changed
        since, here or on a copy merged in)."""
        rnd, table, number, entry = self._entry_point(round_number, table_number, hand_number, at, by)
        earlier = in_force(entry.versions[:-1]) if entry is not None else []
        if entry is None or entry.current.event != "undone" or entry.current.came_as or not earlier:
            raise TournamentError(f"hand {number} at table {table_number} of round {round_number} has no undo "
                                  f"to take back: its last change was not an undo made here")
        return self._put_version(rnd, table, number, entry, earlier[-1].content, at, by, event="redone")

    def clear_hand(self, round_number: int, table_number: int, hand_number: int, *, at: str,
                   by: str = "") -> Tournament:
        """Take a recorded hand off the sheet (kept in its history; it can be recorded again)."""
        rnd, table, number, entry = self._entry_point(round_number, table_number, hand_number, at, by)
        if entry is None or not entry.is_recorded:
            raise TournamentError(f"hand {number} at table {table_number} of round {round_number} is not recorded")
        return self._put_version(rnd, table, number, entry, (None, None, None, None), at, by, event="cleared")

    # --- round totals -----------------------------------------------------------------

    def totals_problem(self, round_number: int, table_number: int, ab: object, cd: object) -> TotalsProblem | None:
        """Why (ab, cd) cannot be entered as the table's round totals, or None. They must be a score
        eight hands can produce (:data:`~euchre.sheet.totals.ROUND_RESULTS`) and fit the hands
        already recorded there.

            >>> t = Tournament.new("x", "x", at="2024-05-03T19:00:00Z", players=["Ann", "Bob", "Cy", "Di"])
            >>> t = t.start_round(tables=[(0, 1, 2, 3)], at="2024-05-03T19:01:00Z")
            >>> t.totals_problem(1, 1, 31, 0).trouble
            <TotalsTrouble.NO_HANDS_MAKE_IT: 'no hands make it'>
        """
        table = self.table(round_number, table_number)
        return totals_problem((ab, cd), table.hand_points, table.recorded)

    def enter_totals(self, round_number: int, table_number: int, ab: int, cd: int, *, at: str,
                     by: str = "") -> Tournament:
        """Enter (or change) the table's round totals: a & b's round score ``ab``, c & d's ``cd``.

        The round then counts as finished with that score. Hands may still be recorded there;
        each must fit the totals. Earlier totals stay in the table's history.
        """
        rnd, table = self._totals_point(round_number, table_number, at, by)
        problem = self.totals_problem(round_number, table_number, ab, cd)
        if problem is not None:
            raise Refusal(f"table {table_number} of round {round_number} cannot have the round totals "
                          f"{show(ab)} and {show(cd)} ({problem.trouble.value})", problem)
        if table.round_totals == (ab, cd):
            return self
        event = "entered" if table.round_totals is None else "corrected"
        return self._put_totals(rnd, table, TotalsVersion(1, at, ab, cd, by, False, event))

    def clear_totals(self, round_number: int, table_number: int, *, at: str, by: str = "") -> Tournament:
        """Take the table's round totals off the sheet (kept in its history): the hands recorded
        there count again."""
        rnd, table = self._totals_point(round_number, table_number, at, by)
        if table.round_totals is None:
            raise TournamentError(f"table {table_number} of round {round_number} has no round totals to clear")
        return self._put_totals(rnd, table, TotalsVersion(1, at, None, None, by, False, "cleared"))

    def decide_totals(self, round_number: int, table_number: int, choice: TotalsVersion, *, at: str,
                      by: str = "") -> Tournament:
        """Settle round totals two copies entered differently, as :meth:`decide_hand` settles a hand."""
        rnd, table = self._totals_point(round_number, table_number, at, by)
        if not table.totals_waiting:
            raise TournamentError(f"table {table_number} of round {round_number} has no round totals waiting "
                                  f"for a decision")
        if not isinstance(choice, TotalsVersion) or choice.content not in {
                v.content for v in table.totals[-1:] + table.totals_waiting}:
            raise TournamentError(f"choose the round totals in force or ones waiting, not {show(choice)}")
        version = TotalsVersion(1, at, choice.ab, choice.cd, by, True, "decided")
        return self._put_totals(rnd, table, version)

    def _totals_point(self, round_number: int, table_number: int, at: str,
                      by: str) -> tuple[TournamentRound, TournamentTable]:
        refuse(time_problem(at, "the time"))
        refuse(label_problem(by))
        return self._open_round(round_number), self.table(round_number, table_number)

    def _put_totals(self, rnd: TournamentRound, table: TournamentTable, version: TotalsVersion) -> Tournament:
        if version.decided:
            totals, waiting = decide_line(table.totals_line, version)
        else:
            totals, waiting = append_version(table.totals_line, version)
        new_table = dataclasses.replace(table, totals=totals, totals_waiting=waiting)
        at = version.at
        tables = tuple(new_table if t.number == table.number else t for t in rnd.tables)
        return self._with_round(dataclasses.replace(rnd, tables=tables), at)

    def totals_history(self, round_number: int, table_number: int) -> tuple[HistoryLine, ...]:
        """Every version of the table's round totals and every one waiting, in the order this copy
        saw them (see :meth:`hand_history`)."""
        table = self.table(round_number, table_number)
        return history_lines(table.totals_line, None) if table.totals else ()

    def hand_problem(self, round_number: int, table_number: int, *, makers: int | None = None,
                     tricks: int | None = None, alone: int | None = None, renege: int | None = None,
                     hand: int | None = None) -> HandProblem | None:
        """Why this result cannot be entered at the table, or None: the same checks as
        :meth:`record_hand` and :meth:`record_renege` make, as a value for the person entering it
        (see :class:`~euchre.sheet.reasons.HandTrouble`):

            >>> t = Tournament.new("x", "x", at="2024-05-03T19:00:00Z", players=["Ann", "Bob", "Cy", "Di"])
            >>> t = t.start_round(tables=[(0, 1, 2, 3)], at="2024-05-03T19:01:00Z")
            >>> t.hand_problem(1, 1, makers=1, tricks=3, alone=0)
            HandProblem(trouble=<HandTrouble.LONER_NOT_A_MAKER: 'loner not a maker'>, player=0, side=1, partner=1, hand=None, totals=None, fit=None, detail=None)
        """
        table = self.table(round_number, table_number)
        if renege is not None:
            if renege not in (0, 1) or not is_int(renege):
                return HandProblem(HandTrouble.NO_RENEGE_PAIR)
        elif makers is None:
            return HandProblem(HandTrouble.NO_MAKERS)
        elif tricks is None and makers in (0, 1):
            return HandProblem(HandTrouble.NO_TRICKS, side=makers)
        if alone is not None and is_int(alone):
            if alone not in table.seats:
                return HandProblem(HandTrouble.LONER_AWAY, player=alone)
            side = table.side_of(alone)
            partner = next(pid for pid in table.pairs[side] if pid != alone)
            if makers is None:
                return HandProblem(HandTrouble.LONER_WITHOUT_MAKERS, player=alone, side=side)
            if side != makers:
                return HandProblem(HandTrouble.LONER_NOT_A_MAKER, player=alone, side=makers, partner=partner)
        problem = version_problem(table.seats, makers, tricks, alone, renege, self.who)
        if problem is not None:
            return HandProblem(HandTrouble.MALFORMED, detail=problem)
        number = table.next_hand_number if hand is None else hand
        if table.round_totals is not None and number is not None and table.fits_totals:
            entry = HandEntry(number, (HandVersion(1, "", makers, tricks, alone, renege),))
            after = dataclasses.replace(table, hands=tuple(sorted([h for h in table.hands if h.number != number]
                                                                  + [entry])))
            if not after.fits_totals:
                return HandProblem(HandTrouble.DOES_NOT_FIT, hand=number, totals=table.round_totals,
                                   fit=after.fit_problem)
        return None

    def name_of(self, player_id: int | None) -> str:
        """A player's name (``"#7"`` for an unknown id)."""
        player = self._index.get(player_id)  # type: ignore[arg-type]
        return player.name if player else f"#{player_id}"

    def hand_history(self, round_number: int, table_number: int, hand_number: int) -> tuple[HistoryLine, ...]:
        """Every version of a hand and every result waiting for a decision, in the order this copy
        saw them (a version made here when it was made, one from another copy when it was taken in),
        each with what happened (entered, corrected, undone, redone, cleared, decided), where, how it
        came here, the result in force before it and what changed.

            >>> t = Tournament.new("x", "x", at="2024-05-03T19:00:00Z", players=["Ann", "Bob", "Cy", "Di"])
            >>> t = t.start_round(tables=[(0, 1, 2, 3)], at="2024-05-03T19:01:00Z")
            >>> t = t.record_hand(1, 1, makers=0, tricks=3, at="2024-05-03T19:05:00Z")
            >>> t = t.undo_hand(1, 1, 1, at="2024-05-03T19:06:00Z").redo_hand(1, 1, 1, at="2024-05-03T19:07:00Z")
            >>> [(line.event, line.effect) for line in t.hand_history(1, 1, 1)]
            [('entered', 'result'), ('undone', 'result'), ('redone', 'result')]
        """
        entry = self.hand(round_number, table_number, hand_number)
        if entry is None:
            return ()
        return history_lines(entry.line, ("makers", "tricks", "alone", "renege"))

    def waiting(self) -> tuple[MergeConflict | TotalsConflict, ...]:
        """Every result that waits for a decision (two copies recorded it differently), in the
        order of the rounds, tables and hands: a :class:`MergeConflict` for a hand, a
        :class:`TotalsConflict` for a table's round totals."""
        found: list[MergeConflict | TotalsConflict] = []
        for rnd in self.rounds:
            for table in rnd.tables:
                if table.totals_waiting:
                    found += waiting_conflicts((rnd.number, table.number), table.totals_line, TotalsConflict)
                for entry in table.hands:
                    if entry.waiting:
                        found += waiting_conflicts((rnd.number, table.number, entry.number), entry.line,
                                                   MergeConflict)
        return tuple(found)

    # --- scores -------------------------------------------------------------------------

    def standings(self) -> Standings:
        """Every player (inactive ones too) by total; equal totals share a rank unless the settings
        name tie-breaks, which then order them (see :mod:`euchre.sheet.standings`)."""
        return standings(self.players, self.rounds, self.settings)

    def score_card(self, player_id: int) -> tuple[ScoreCardRow, ...]:
        """A player's rounds, for printing: table, partner, opponents, points, loners."""
        return score_card(self.players, self.rounds, self.settings, self.player(player_id).id)

    # --- what the next round needs ------------------------------------------------------

    def next_round_problem(self) -> RoundProblem | None:
        """Why the next round cannot be seated now, or None when it can.

        A round is seated when at least four players are active, the tournament has fewer than
        its most rounds, and the current round is closed or every table in it has finished:

            >>> t = Tournament.new("x", "x", at="2024-05-03T19:00:00Z", players=["Ann", "Bob", "Cy"])
            >>> t.next_round_problem()
            RoundProblem(trouble=<RoundTrouble.TOO_FEW_PLAYERS: 'too few players'>, round=None, limit=None)
            >>> t = t.add_player("Di", at="2024-05-03T19:01:00Z")
            >>> t.can_seat_next_round(), t.start_round(at="2024-05-03T19:02:00Z").next_round_problem().round
            (True, 1)
        """
        if len(self.active_players) < 4:
            return RoundProblem(RoundTrouble.TOO_FEW_PLAYERS)
        if len(self.rounds) >= MAX_ROUNDS:
            return RoundProblem(RoundTrouble.TOO_MANY_ROUNDS, limit=MAX_ROUNDS)
        current = self.current_round
        if current is not None and not current.closed and current.incomplete_tables:
            return RoundProblem(RoundTrouble.TABLES_STILL_PLAYING, round=current.number)
        return None

    def can_seat_next_round(self) -> bool:
        """True when :meth:`next_round_problem` finds nothing in the way."""
        return self.next_round_problem() is None

    def repeated_partners(self) -> tuple[RepeatedPair, ...]:
        """Every pair of players seated as partners in more than one round so far (in id order).

            >>> t = Tournament.new("x", "x", at="2024-05-03T19:00:00Z", players=["Ann", "Bob", "Cy", "Di"])
            >>> t = t.start_round(tables=[(0, 1, 2, 3)], at="2024-05-03T19:01:00Z")
            >>> t = t.start_round(tables=[(1, 0, 3, 2)], at="2024-05-03T19:02:00Z")
            >>> [(t.name_of(a), t.name_of(b), times) for (a, b), times in t.repeated_partners()]
            [('Ann', 'Bob', 2), ('Cy', 'Di', 2)]
        """
        return repeated_partners(self.rounds)
