"""Statistics of the games played against the computer: a record of each finished round or game
to 10, the figures a person looks at, overall, by format or by the levels played against, and the
days of today's deals with their streak.

    >>> from euchre.game import Game
    >>> game = Game.new(seed=3)
    >>> while not game.round.is_over:
    ...     game = (game.next_hand() if game.needs_next_hand else
    ...             game.act(game.legal_actions()[0]) if game.human_to_act else game.computer_step())
    >>> book = Stats().noted(game, ("expert", "standard"), at="2026-05-01T19:30:00Z")
    >>> record = book.rounds[0]
    >>> record.scores == game.round.team_scores, record.levels, len(record.hands)
    (True, ('expert', 'standard'), 8)
    >>> figures(book.rounds).rounds, figures(book.rounds, ("expert", "expert")).rounds
    (1, 0)
    >>> loads(dumps(book)) == book
    True

Each record keeps its game's format (``record.format``: ``"round"``, ``"to-10"``); the figures
count one format at a time when asked:

    >>> record.format, figures(book.rounds, format="round").rounds, figures(book.rounds, format="to-10").rounds
    ('round', 1, 0)

A day of today's deals is noted as it goes (:meth:`Stats.day_noted`, a
:class:`euchre.daily.DayScore`); the streak counts the days played to the end in a row:

    >>> from euchre.daily import DayScore
    >>> book = book.day_noted(DayScore("2026-05-01", ((1, 0),) * 8, ((2, 0),) * 8))
    >>> book = book.day_noted(DayScore("2026-05-02", ((0, 2),) * 8))
    >>> [day.date for day in book.days], day_streaks(book.days, today="2026-05-03")
    (['2026-05-01', '2026-05-02'], Streaks(current=2, best=2))

:meth:`Stats.noted` is called after every move of the game: it notes the levels each hand was
played at as the hand finishes, and records the round once it is over. A hand's review, when
one was worked out, adds the points it says were given away (:meth:`Stats.reviewed`); it
counts only if the hand was finished as it was reviewed (an undo can change a hand after
its review). The figures count finished rounds only; a round given up before its end for another
(:meth:`Stats.abandoned_round`) is counted apart, as abandoned:

    >>> early = Game.new(seed=4)
    >>> early = early.act(early.legal_actions()[0]) if early.human_to_act else early.computer_step()
    >>> while not early.human_to_act:
    ...     early = early.computer_step()
    >>> in_progress(early), in_progress(early.act(early.legal_actions()[0]))
    (False, True)
    >>> book = book.abandoned_round(early.act(early.legal_actions()[0]), at="2026-05-02T10:00:00Z")
    >>> [(a.hand, a.scores) for a in book.abandoned], abandoned_count(book.abandoned, "round")
    ([(1, (0, 0))], 1)

Statistics are saved as JSON with ``"format": "euchre-stats"`` and a schema version
(:data:`SCHEMA`); :func:`loads` reads older schemas (:func:`migrate`) and refuses damaged or
newer data with :class:`~euchre.errors.InvalidStateError`, so the page can set it aside.
:func:`stats_csv` gives one row per round for a spreadsheet.
"""

from __future__ import annotations

import csv
import datetime
import io
import json
import math
import zlib
from collections.abc import Callable, Sequence
from typing import Any, NamedTuple

from .ai import LEVELS
from .cards import SUITS
from .daily import DayScore, day_date
from .errors import InvalidStateError
from .formats import FORMATS, ROUND, Format
from .game import HUMAN, Game
from .hand import HandState
from .storage import read_json

__all__ = ["FORMAT", "SCHEMA", "HandRecord", "RoundRecord", "AbandonedRound", "Notes", "Stats", "Figures",
           "figures", "in_progress", "abandoned_count",
           "level_groups", "formats", "Streaks", "day_streaks", "dumps", "loads", "migrate", "stats_csv"]

FORMAT = "euchre-stats"
SCHEMA = 3
"""The schema version written; this version reads it and older ones, and refuses newer ones. Schema 2
added each record's format and the days of today's deals; a schema 1 record is a round. Schema 3
added the rounds abandoned before their end (none before it)."""
MAX_ROUNDS = 20_000
"""Most rounds read back (about 10 MB of text; the browser's storage holds less)."""
MAX_HANDS = 500
"""Most hands in one record read back (a game to 10 under Hoyle's rules may throw many hands in)."""
MAX_ABANDONED = 20_000
"""Most abandoned rounds read back."""
MAX_DAYS = 20_000
"""Most days of today's deals read back (fifty years of them)."""
MAX_GIVEN_AWAY = 100.0
"""Most points a review may say one hand gave away (a bound for reading saved data)."""

Levels = tuple[str, str]
"""(partner's level, opponents' level)."""


class HandRecord(NamedTuple):
    """One finished hand of a recorded round, from your side's point of view (you and North)."""

    dealer: int
    maker: int | None
    """The seat that made trump; None when the hand was thrown in."""
    alone: bool
    trump: str | None
    tricks: tuple[int, int]
    """Tricks taken: (you & North, West & East)."""
    points: tuple[int, int]
    partner: str
    """Your partner's level while this hand was played."""
    opponents: str
    given_away: float | None
    """Expected points your decisions gave away, as the hand's review said; None if not reviewed."""

    @property
    def levels(self) -> Levels:
        return (self.partner, self.opponents)

    @property
    def ours(self) -> bool:
        """Your side made trump."""
        return self.maker is not None and self.maker % 2 == HUMAN % 2

    @property
    def theirs(self) -> bool:
        return self.maker is not None and not self.ours


class RoundRecord(NamedTuple):
    """A finished round."""

    finished: str
    """When it was finished (ISO 8601, as the page gives it)."""
    seed: int | str
    rules: str
    """``tournament``, ``standard`` or ``custom``."""
    scores: tuple[int, int]
    """(you & North, West & East)."""
    undos: int
    hands: tuple[HandRecord, ...]
    format: str = ROUND.key
    """The game's format (:attr:`euchre.formats.Format.key`): ``round`` or ``to-10``."""

    @property
    def won(self) -> bool:
        return self.scores[0] > self.scores[1]

    @property
    def tied(self) -> bool:
        return self.scores[0] == self.scores[1]

    @property
    def levels(self) -> Levels | None:
        """The levels every hand was played at; None if they were changed during the round."""
        seen = {hand.levels for hand in self.hands}
        return seen.pop() if len(seen) == 1 else None


class AbandonedRound(NamedTuple):
    """A round (or game to 10) given up before its end for another: where it stood."""

    abandoned: str
    """When (ISO 8601, as the page gives it)."""
    seed: int | str
    format: str
    """The game's format (:attr:`euchre.formats.Format.key`)."""
    hand: int
    """The hand it was at (1 for the first)."""
    scores: tuple[int, int]
    """(you & North, West & East) when it was abandoned."""


def in_progress(game: Game) -> bool:
    """Whether ``game``'s round is under way and not over: a hand of it has finished or you have made
    a move. Only such a round is lost by starting another, so only it is asked about and counted
    as abandoned."""
    rnd = game.round
    return not rnd.is_over and (bool(rnd.results) or any(seat == HUMAN for seat, _ in rnd.hand.history))


class Notes(NamedTuple):
    """What is noted about the round in progress until it is recorded."""

    round: tuple[int | str, int]
    """The round: its seed and how many rounds the game finished before it."""
    recorded: bool
    levels: tuple[Levels, ...]
    """The levels of each finished hand, in order."""
    reviews: tuple[tuple[int, int, float], ...]
    """(hand number, fingerprint of the hand's actions, points given away) for each reviewed hand."""


def _round_key(game: Game) -> tuple[int | str, int]:
    return (game.round.seed, len(game.history))


def _fingerprint(hand: HandState) -> int:
    return zlib.crc32(" ".join(hand.actions).encode())


def _record(game: Game, notes: Notes, levels: Levels, at: str) -> RoundRecord:
    rnd = game.round
    given = {number: (mark, lost) for number, mark, lost in notes.reviews}
    hands = []
    for number, (hand, result) in enumerate(zip(rnd.hands, rnd.results), 1):
        contract = result.contract
        partner, opponents = notes.levels[number - 1] if number <= len(notes.levels) else levels
        review = given.get(number)
        lost = review[1] if review is not None and review[0] == _fingerprint(hand) else None
        hands.append(HandRecord(result.dealer, contract and contract.maker, bool(contract and contract.alone),
                                contract and contract.trump, result.tricks_won, result.points, partner, opponents,
                                lost))
    return RoundRecord(at, rnd.seed, rnd.rules.preset or "custom", rnd.team_scores, game.undos, tuple(hands),
                       rnd.format.key)


class Stats:
    """Every recorded round (or game to 10), the notes on the one in progress, and the days of
    today's deals. Immutable: each method returns new statistics (or the same object when nothing
    changed)."""

    __slots__ = ("rounds", "notes", "days", "abandoned")

    def __init__(self, rounds: tuple[RoundRecord, ...] = (), notes: Notes | None = None,
                 days: tuple[DayScore, ...] = (), abandoned: tuple[AbandonedRound, ...] = ()) -> None:
        object.__setattr__(self, "rounds", tuple(rounds))
        object.__setattr__(self, "notes", notes)
        object.__setattr__(self, "days", tuple(days))  # oldest first, one a date
        object.__setattr__(self, "abandoned", tuple(abandoned))  # oldest first

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Stats are immutable: their methods return new statistics")

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Stats):
            return NotImplemented
        return (self.rounds, self.notes, self.days, self.abandoned) == (
            other.rounds, other.notes, other.days, other.abandoned)

    def __hash__(self) -> int:
        return hash((self.rounds, self.notes, self.days, self.abandoned))

    def __repr__(self) -> str:
        return f"<Stats {len(self.rounds)} rounds, {len(self.abandoned)} abandoned, {len(self.days)} days>"

    def _notes_for(self, game: Game) -> Notes:
        key = _round_key(game)
        if self.notes is not None and tuple(self.notes.round) == key:
            return self.notes
        return Notes(key, False, (), ())

    def noted(self, game: Game, levels: Levels, at: str) -> Stats:
        """After a move of ``game``: note ``levels`` for each hand that has just finished (a hand
        taken back by an undo loses its note), and record the round when it is over (once).
        ``at`` is the time, recorded with a finished round."""
        notes = self._notes_for(game)
        finished = len(game.round.results)
        kept = notes.levels[:finished]
        noted = kept + (tuple(levels),) * (finished - len(kept))
        notes = notes._replace(levels=noted)
        rounds = self.rounds
        if game.round.is_over and not notes.recorded:
            rounds = rounds + (_record(game, notes, tuple(levels), at),)
            notes = notes._replace(recorded=True)
        if rounds == self.rounds and notes == self.notes:
            return self
        return Stats(rounds, notes, self.days, self.abandoned)

    def day_noted(self, score: DayScore) -> Stats:
        """After a move of a day's game or a hand of the expert's: ``score`` replaces what was noted
        for its date."""
        if not isinstance(score, DayScore):
            raise TypeError(f"a day is noted as a euchre.daily.DayScore, not {type(score).__name__}")
        if any(day == score for day in self.days):
            return self
        days = sorted([day for day in self.days if day.date != score.date] + [score], key=lambda day: day.date)
        return Stats(self.rounds, self.notes, tuple(days), self.abandoned)

    def day(self, date: str) -> DayScore | None:
        """What was noted for ``date``, if anything."""
        return next((day for day in self.days if day.date == date), None)

    def reviewed(self, game: Game, hand: HandState, number: int, given_away: float) -> Stats:
        """Note what the review of hand ``number`` (``hand``, finished) said was given away; the last
        review of a hand is the one kept. A hand of a round already recorded (its last hand, reviewed
        from the round's end) is added to that round's record."""
        notes = self._notes_for(game)
        if not hand.is_over or not math.isfinite(given_away):
            return self
        given = round(min(max(given_away, 0.0), MAX_GIVEN_AWAY), 4)
        reviews = tuple(r for r in notes.reviews if r[0] != number) + ((number, _fingerprint(hand), given),)
        notes = notes._replace(reviews=tuple(sorted(reviews)))
        rounds = self.rounds
        if notes.recorded:  # the round is over and recorded: its hand takes the review (the last one, say)
            last = rounds[-1] if rounds else None
            rnd = game.round
            if last is None or last.seed != rnd.seed or not 1 <= number <= len(last.hands) \
                    or _fingerprint(rnd.hands[number - 1]) != _fingerprint(hand):
                return self
            hands = list(last.hands)
            hands[number - 1] = hands[number - 1]._replace(given_away=given)
            rounds = rounds[:-1] + (last._replace(hands=tuple(hands)),)
        return Stats(rounds, notes, self.days, self.abandoned)

    def abandoned_round(self, game: Game, at: str) -> Stats:
        """``game``'s round, given up at ``at`` for another, counted as abandoned if it was
        :func:`in_progress` (the same statistics otherwise)."""
        if not in_progress(game):
            return self
        rnd = game.round
        record = AbandonedRound(at, rnd.seed, rnd.format.key, rnd.hand_number, rnd.team_scores)
        return Stats(self.rounds, self.notes, self.days, self.abandoned[-(MAX_ABANDONED - 1):] + (record,))

    def reset(self, game: Game) -> Stats:
        """No rounds, abandoned rounds or days recorded; a round already over in ``game`` is not recorded
        again."""
        notes = self._notes_for(game)
        return Stats((), Notes(notes.round, game.round.is_over, notes.levels, notes.reviews))

    # --- JSON ---------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        notes = self.notes
        return {
            "rounds": [_round_to_list(r) for r in self.rounds],
            "notes": None if notes is None else {
                "round": list(notes.round), "recorded": notes.recorded,
                "levels": [list(lv) for lv in notes.levels], "reviews": [list(r) for r in notes.reviews]},
            "days": [[day.date, [list(p) for p in day.person], [list(p) for p in day.expert]] for day in self.days],
            "abandoned": [[a.abandoned, a.seed, a.format, a.hand, list(a.scores)] for a in self.abandoned],
        }

    @classmethod
    def from_dict(cls, data: object) -> Stats:
        if not isinstance(data, dict):
            raise InvalidStateError("statistics must be a JSON object")
        records = _read_list(data, "rounds", MAX_ROUNDS, "round", _round_from_list, (KeyError, IndexError))
        try:
            notes = _notes_from_dict(data.get("notes"))
        except (TypeError, ValueError, KeyError, IndexError) as error:
            raise InvalidStateError(f"the notes on the round in progress cannot be read: {error}") from None
        scores = _read_list(data, "days", MAX_DAYS, "day", _day_from_list)
        if [day.date for day in scores] != sorted({day.date for day in scores}):
            raise InvalidStateError("the statistics' days must each be there once, oldest first")
        given_up = _read_list(data, "abandoned", MAX_ABANDONED, "abandoned round", _abandoned_from_list)
        return cls(records, notes, scores, given_up)


def _read_list(data: dict, key: str, most: int, each: str, read: Callable[[Any], Any],
               errors: tuple[type[Exception], ...] = ()) -> tuple:
    """``data[key]``, a list of at most ``most`` items, each read by ``read``; an item that cannot be read
    (``read`` raising TypeError, ValueError or one of ``errors``) is refused in words, by its number."""
    items = data.get(key, [])
    if not isinstance(items, list) or len(items) > most:
        raise InvalidStateError(f"the statistics' {each}s must be a list of at most {most}")
    values = []
    for number, item in enumerate(items, 1):
        try:
            values.append(read(item))
        except (TypeError, ValueError, *errors) as error:
            raise InvalidStateError(f"{each} {number} of the statistics cannot be read: {error}") from None
    return tuple(values)


def _day_from_list(item: object) -> DayScore:
    if not isinstance(item, list) or len(item) != 3:
        raise ValueError("a day must be a list of 3 values: the date, your points, the expert's")
    return DayScore.checked(*item)


# --- the saved shape: a round is a list, each hand a list --------------------------------------

def _hand_to_list(hand: HandRecord) -> list[object]:
    return [hand.dealer, hand.maker, int(hand.alone), hand.trump, *hand.tricks, *hand.points,
            hand.partner, hand.opponents, hand.given_away]


def _round_to_list(record: RoundRecord) -> list[object]:
    return [record.finished, record.seed, record.rules, list(record.scores), record.undos,
            [_hand_to_list(h) for h in record.hands], record.format]


def _whole(value: object, low: int, high: int, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise ValueError(f"{what} must be a whole number from {low} to {high}")
    return value


def _level(value: object) -> str:
    if value not in LEVELS:
        raise ValueError(f"a level must be one of {', '.join(LEVELS)}")
    return value


def _given(value: object) -> float | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 <= value <= MAX_GIVEN_AWAY:
        raise ValueError(f"points given away must be a number from 0 to {MAX_GIVEN_AWAY:g}")
    return float(value)


def _text(value: object, most: int, what: str) -> str:
    if not isinstance(value, str) or not value or len(value) > most:
        raise ValueError(f"{what} must be text of 1 to {most} characters")
    return value


def _seed(value: object) -> int | str:
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    return _text(value, 64, "a seed")


def _hand_from_list(item: object) -> HandRecord:
    if not isinstance(item, list) or len(item) != 11:
        raise ValueError("a hand must be a list of 11 values")
    dealer, maker, alone, trump, us, them, ours, theirs, partner, opponents, given = item
    dealer = _whole(dealer, 0, 3, "a dealer")
    alone = bool(_whole(alone, 0, 1, "alone"))
    if maker is None:
        if trump is not None or alone or (us, them, ours, theirs) != (0, 0, 0, 0):
            raise ValueError("a hand thrown in has no trump, tricks or points")
    else:
        maker = _whole(maker, 0, 3, "a maker")
        if trump not in tuple(SUITS):
            raise ValueError("trump must be a suit")
        if _whole(us, 0, 5, "tricks") + _whole(them, 0, 5, "tricks") != 5:
            raise ValueError("a hand's tricks must add up to 5")
        _whole(ours, 0, 4, "points")
        _whole(theirs, 0, 4, "points")
    return HandRecord(dealer, maker, alone, trump, (us, them), (ours, theirs), _level(partner), _level(opponents),
                      _given(given))


def _round_from_list(item: object) -> RoundRecord:
    if not isinstance(item, list) or len(item) != 7:
        raise ValueError("a round must be a list of 7 values")
    finished, seed, rules, scores, undos, hands, key = item
    if rules not in ("tournament", "standard", "custom"):
        raise ValueError("rules must be tournament, standard or custom")
    if not isinstance(hands, list) or not 1 <= len(hands) <= MAX_HANDS:
        raise ValueError(f"a round's hands must be a list of 1 to {MAX_HANDS} hands")
    try:
        form = Format.parse(key)
    except InvalidStateError as error:
        raise ValueError(str(error)) from None
    records = tuple(_hand_from_list(h) for h in hands)
    if not isinstance(scores, list) or len(scores) != 2 or scores != [sum(h.points[t] for h in records)
                                                                       for t in (0, 1)]:
        raise ValueError("the round's scores are not the sum of its hands' points")
    before = (scores[0] - records[-1].points[0], scores[1] - records[-1].points[1])
    if ((form.fixed and len(records) != form.hands) or not form.ends(len(records), tuple(scores))
            or (not form.fixed and form.ends(len(records) - 1, before))):
        raise ValueError(f"a finished game of the format {form.key!r} cannot end after {len(records)} hands "
                         f"at {scores[0]} to {scores[1]}")
    return RoundRecord(_text(finished, 40, "the time"), _seed(seed), rules, tuple(scores),
                       _whole(undos, 0, 10**9, "undos"), records, form.key)


def _abandoned_from_list(item: object) -> AbandonedRound:
    if not isinstance(item, list) or len(item) != 5:
        raise ValueError("an abandoned round must be a list of 5 values: when, the seed, the format, the hand, "
                         "the scores")
    at, seed, key, hand, scores = item
    try:
        form = Format.parse(key)
    except InvalidStateError as error:
        raise ValueError(str(error)) from None
    hand = _whole(hand, 1, form.hands or MAX_HANDS, "the hand")
    if not isinstance(scores, list) or len(scores) != 2:
        raise ValueError("the scores must be a pair")
    most = 4 * hand  # a hand scores at most 4
    return AbandonedRound(_text(at, 40, "the time"), _seed(seed), form.key, hand,
                          (_whole(scores[0], 0, most, "a score"), _whole(scores[1], 0, most, "a score")))


def _notes_from_dict(data: object) -> Notes | None:
    if data is None:
        return None
    if not isinstance(data, dict):
        raise ValueError("notes must be an object")
    key = data["round"]
    if not isinstance(key, list) or len(key) != 2:
        raise ValueError("the round must be [seed, index]")
    levels = data["levels"]
    reviews = data["reviews"]
    if (not isinstance(levels, list) or len(levels) > MAX_HANDS or not isinstance(reviews, list)
            or len(reviews) > MAX_HANDS):
        raise ValueError(f"levels and reviews must be lists of at most {MAX_HANDS}")
    noted = []
    for pair in levels:
        if not isinstance(pair, list) or len(pair) != 2:
            raise ValueError("levels must be pairs")
        noted.append((_level(pair[0]), _level(pair[1])))
    given = []
    for review in reviews:
        if not isinstance(review, list) or len(review) != 3:
            raise ValueError("a review must be [hand, fingerprint, points]")
        given.append((_whole(review[0], 1, MAX_HANDS, "a hand number"),
                      _whole(review[1], 0, 2**32 - 1, "a fingerprint"),
                      _given(review[2])))
    if not isinstance(data["recorded"], bool):
        raise ValueError("recorded must be true or false")
    return Notes((_seed(key[0]), _whole(key[1], 0, 10**9, "a round index")), data["recorded"], tuple(noted),
                 tuple(given))


def dumps(stats: Stats) -> str:
    """Statistics as JSON text, with their format and schema."""
    return json.dumps({"format": FORMAT, "schema": SCHEMA, **stats.to_dict()}, separators=(",", ":"))


def migrate(data: dict[str, Any], schema: int) -> dict[str, Any]:
    """Saved statistics of an older ``schema`` in the shape of :data:`SCHEMA`. Schema 1 had rounds only,
    each without its format: a round of its hands' number (the page played rounds of eight). Before
    schema 3 no abandoned round was kept: there are none."""
    if schema < 2:
        rounds = data.get("rounds", [])
        if isinstance(rounds, list):
            data = {**data, "rounds": [
                item + [_old_format(item[5])] if isinstance(item, list) and len(item) == 6 else item
                for item in rounds]}
    if schema < 3:
        data = {**data, "abandoned": []}
    return data


def _old_format(hands: object) -> object:
    count = len(hands) if isinstance(hands, list) else 0
    try:
        return Format(hands=count).key
    except ValueError:
        return None  # not a round's number of hands: refused in words as the record is read


def loads(text: str) -> Stats:
    """Statistics from :func:`dumps` text (of this schema or an older one); :class:`InvalidStateError` in
    plain words if they cannot be read."""
    data = read_json(text, "the statistics", max_depth=6)
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise InvalidStateError('these are not saved statistics (no "format": "euchre-stats")')
    schema = data.get("schema")
    if isinstance(schema, bool) or not isinstance(schema, int) or schema < 1:
        raise InvalidStateError(f"the statistics have no valid schema version (found {str(schema)[:20]})")
    if schema > SCHEMA:
        raise InvalidStateError(f"the statistics were saved by a newer version (schema {schema}); this version "
                                f"reads schema {SCHEMA}")
    return Stats.from_dict(migrate(data, schema))


# --- figures --------------------------------------------------------------------------------------

class Figures(NamedTuple):
    """What the statistics screen shows for a set of rounds."""

    rounds: int
    won: int
    tied: int
    points: int
    """Your side's points over the rounds."""
    points_against: int
    hands: int
    made: int
    """Hands your side made trump and took at least three tricks."""
    euchred: int
    """Hands your side made trump and was euchred."""
    loners: int
    """Hands you played alone."""
    loners_made: int
    defended: int
    """Euchres your side scored on defence."""
    reviewed: int
    """Hands whose review was worked out."""
    given_away: float
    """Points given away over the reviewed hands."""

    @property
    def lost(self) -> int:
        return self.rounds - self.won - self.tied

    @property
    def average_points(self) -> float | None:
        return self.points / self.rounds if self.rounds else None

    @property
    def average_against(self) -> float | None:
        return self.points_against / self.rounds if self.rounds else None

    @property
    def given_away_per_hand(self) -> float | None:
        return self.given_away / self.reviewed if self.reviewed else None


def figures(rounds: tuple[RoundRecord, ...] | list[RoundRecord], levels: Levels | None = None,
            format: Format | str | None = None) -> Figures:
    """The figures of ``rounds``; with ``levels``, only the hands played at those levels, and only the
    rounds played at them throughout; with ``format`` (a :class:`~euchre.formats.Format` or its key),
    only the games of that format."""
    if format is not None:
        key = format.key if isinstance(format, Format) else format
        rounds = [r for r in rounds if r.format == key]
    whole = [r for r in rounds if levels is None or r.levels == tuple(levels)]
    hands = [h for r in rounds for h in r.hands if levels is None or h.levels == tuple(levels)]
    reviewed = [h.given_away for h in hands if h.given_away is not None]
    return Figures(
        rounds=len(whole), won=sum(r.won for r in whole), tied=sum(r.tied for r in whole),
        points=sum(r.scores[0] for r in whole), points_against=sum(r.scores[1] for r in whole),
        hands=len(hands),
        made=sum(1 for h in hands if h.ours and h.tricks[0] >= 3),
        euchred=sum(1 for h in hands if h.ours and h.tricks[0] < 3),
        loners=sum(1 for h in hands if h.maker == HUMAN and h.alone),
        loners_made=sum(1 for h in hands if h.maker == HUMAN and h.alone and h.tricks[0] >= 3),
        defended=sum(1 for h in hands if h.theirs and h.tricks[1] < 3),
        reviewed=len(reviewed), given_away=sum(reviewed))


def abandoned_count(abandoned: Sequence[AbandonedRound], format: Format | str | None = None) -> int:
    """How many of ``abandoned`` (:attr:`Stats.abandoned`) were of ``format`` (all of them without one)."""
    key = format.key if isinstance(format, Format) else format
    return sum(1 for a in abandoned if key is None or a.format == key)


def level_groups(rounds: tuple[RoundRecord, ...] | list[RoundRecord]) -> list[Levels]:
    """Every pair of levels some hand was played at, in the order of :data:`euchre.ai.LEVELS`."""
    seen = {h.levels for r in rounds for h in r.hands}
    return sorted(seen, key=lambda pair: (LEVELS.index(pair[0]), LEVELS.index(pair[1])))


def formats(rounds: tuple[RoundRecord, ...] | list[RoundRecord]) -> list[str]:
    """The formats of the recorded games (their keys), those a person can choose first, in their order."""
    seen = {r.format for r in rounds}
    offered = [f.key for f in FORMATS]
    return [key for key in offered if key in seen] + sorted(seen - set(offered))


# --- today's deals: the streak -----------------------------------------------------------------------

class Streaks(NamedTuple):
    """Days of today's deals played to the end, one after another."""

    current: int
    """The run that ends today, or yesterday while today's deals are still to be finished."""
    best: int
    """The longest run ever."""


def day_streaks(days: Sequence[DayScore], today: str) -> Streaks:
    """The current and best streaks of ``days`` (:attr:`Stats.days`) on the date ``today``."""
    played = sorted({datetime.date.fromisoformat(day.date) for day in days if day.played})
    now = datetime.date.fromisoformat(day_date(today))
    one = datetime.timedelta(days=1)
    best = run = 0
    previous = None
    for date in played:
        run = run + 1 if previous is not None and date - previous == one else 1
        best = max(best, run)
        previous = date
    current = 0
    last = now if now in played else now - one
    days_played = set(played)
    while last in days_played:
        current += 1
        last -= one
    return Streaks(current, best)


# --- CSV ------------------------------------------------------------------------------------------

CSV_HEADER = ("Round", "Finished", "Seed", "Rules", "Format", "Partner's level", "Opponents' level", "You & North",
              "West & East", "Result", "Hands your side made trump", "Made", "Euchred", "Your loners",
              "Loners made", "Euchres on defence", "Undos", "Hands reviewed", "Points given away")


def _cell(value: object) -> object:
    # A seed typed into the address could start like a formula: a spreadsheet keeps it as text.
    if isinstance(value, str) and value[:1] in ("=", "+", "-", "@"):
        return "'" + value
    return "" if value is None else value


def stats_csv(rounds: tuple[RoundRecord, ...] | list[RoundRecord]) -> str:
    """One row per round, the header first, as UTF-8 text that starts with a byte order mark (so
    a spreadsheet reads it as UTF-8)."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\r\n")
    writer.writerow(CSV_HEADER)
    for number, record in enumerate(rounds, 1):
        one = figures([record])
        levels = record.levels
        result = "won" if record.won else ("tied" if record.tied else "lost")
        writer.writerow([_cell(v) for v in (
            number, record.finished, record.seed, record.rules, record.format,
            levels[0] if levels else "changed", levels[1] if levels else "changed",
            record.scores[0], record.scores[1], result, one.made + one.euchred, one.made, one.euchred,
            one.loners, one.loners_made, one.defended, record.undos, one.reviewed,
            f"{one.given_away:.2f}" if one.reviewed else "")])
    return "\ufeff" + buffer.getvalue()
