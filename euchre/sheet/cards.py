"""Paper beside the screens: each table's card for a round, and a blank player tally card, as values.

    >>> from euchre.sheet import Tournament
    >>> from euchre.sheet.cards import round_cards, tally_card
    >>> t = Tournament.new("fri", "Friday night", players=["Ann", "Bob", "Cy", "Di", "Ed"], at="2024-05-03T19:00:00Z")
    >>> t = t.start_round(tables=[(0, 1, 2, 3)], at="2024-05-03T19:01:00Z")
    >>> cards = round_cards(t, 1)
    >>> card = cards.tables[0]
    >>> [(seat.position, seat.name, t.name_of(seat.partner)) for seat in card.seats]   # clockwise from the first dealer
    [(0, 'Ann', 'Bob'), (1, 'Cy', 'Di'), (2, 'Bob', 'Ann'), (3, 'Di', 'Cy')]
    >>> [t.name_of(pid) for pid in card.dealers]
    ['Ann', 'Cy', 'Bob', 'Di', 'Ann', 'Cy', 'Bob', 'Di']
    >>> cards.byes, card.lines
    (('Ed',), 8)
    >>> tally_card(t).rounds
    5

A table's card is what a paper night puts on each table: the table's number, who sits where
(partners opposite each other), who deals each of the round's eight hands, and a line for each
hand to be written down beside the phone or tablet. The dealer is the sheet's own rule
(:meth:`euchre.sheet.values.TournamentTable.dealer`): seat a, the first position on the card,
deals hand 1, and the deal passes to the left (clockwise: a, c, b, d), so each player deals
twice. A player's tally card has a row for each round. A view turns these into printable nodes;
the words (compass points, headings) are the page's.
"""

from __future__ import annotations

from typing import NamedTuple

from ..errors import TournamentError
from ..round import HANDS_PER_ROUND
from .checks import int_problem, refuse
from .limits import MAX_ROUNDS
from .tournament import Tournament

__all__ = ["CardSeat", "TableCard", "RoundCards", "TallyCard", "TALLY_COLUMNS", "table_card", "round_cards",
           "tally_card"]

TALLY_COLUMNS = ("round", "table", "partner", "opponents", "points", "opponents_points", "total")
"""A tally card's columns, left to right: the round, the table, the partner, the opponents, the
pair's score for the round, the opponents' score, and the player's running total."""


class CardSeat(NamedTuple):
    """One seat at a table, as its card shows it."""

    position: int
    """0 to 3, clockwise from the first dealer (position 0 deals hand 1); partners sit two apart."""
    player: int
    name: str
    partner: int
    """The player sitting opposite (id)."""
    pair: int
    """0 for a & b, 1 for c & d."""
    deals: tuple[int, int]
    """The two hands this player deals."""


class TableCard(NamedTuple):
    """A table's card for one round."""

    tournament: str
    """The tournament's name."""
    round: int
    table: int
    seats: tuple[CardSeat, CardSeat, CardSeat, CardSeat]
    """Clockwise from the first dealer."""
    pairs: tuple[tuple[str, str], tuple[str, str]]
    """The names of a & b, and of c & d."""
    dealers: tuple[int, ...]
    """The player dealing each hand, 1 to 8 (ids)."""
    lines: int = HANDS_PER_ROUND
    """Blank lines for writing each hand down."""


class RoundCards(NamedTuple):
    """Every table's card for a round, and who sits out."""

    round: int
    tables: tuple[TableCard, ...]
    byes: tuple[str, ...]
    """The names of the players sitting out, in the order the round lists them."""


class TallyCard(NamedTuple):
    """A player's tally card: a row for each round (:data:`TALLY_COLUMNS`), blank or with the name."""

    tournament: str
    player: str
    """"" for a blank card."""
    rounds: int
    columns: tuple[str, ...] = TALLY_COLUMNS


def table_card(t: Tournament, round_number: int, table_number: int) -> TableCard:
    """Table ``table_number``'s card for round ``round_number``."""
    table = t.table(round_number, table_number)
    a, b, c, d = table.seats
    partner = {a: b, b: a, c: d, d: c}
    dealers = tuple(table.dealer(hand) for hand in range(1, HANDS_PER_ROUND + 1))
    def deals(pid: int) -> tuple[int, int]:
        return tuple(hand for hand, dealer in enumerate(dealers, 1) if dealer == pid)  # type: ignore[return-value]
    seats = tuple(CardSeat(position, pid, t.name_of(pid), partner[pid], table.side_of(pid), deals(pid))
                  for position, pid in enumerate(table.clockwise))
    pairs = ((t.name_of(a), t.name_of(b)), (t.name_of(c), t.name_of(d)))
    return TableCard(t.name, round_number, table_number, seats, pairs, dealers)  # type: ignore[arg-type]


def round_cards(t: Tournament, round_number: int) -> RoundCards:
    """Every table's card for a round (in table order) and the players sitting out."""
    rnd = t.round(round_number)
    return RoundCards(round_number, tuple(table_card(t, round_number, table.number) for table in rnd.tables),
                      tuple(t.name_of(pid) for pid in rnd.byes))


def tally_card(t: Tournament, rounds: int | None = None, player: int | None = None) -> TallyCard:
    """A player's tally card, blank (``player`` None) or with the player's name, with a row for each
    of ``rounds`` rounds: by default the rounds planned (the settings, else the seating schedule's
    full length for the players now active), and never fewer than the rounds already seated."""
    if rounds is None:
        planned = t.settings.rounds or _schedule_rounds(len(t.active_players)) or HANDS_PER_ROUND
        rounds = max(planned, len(t.rounds))
    refuse(int_problem(rounds, "the rounds on a tally card", 1, MAX_ROUNDS))
    name = "" if player is None else t.player(player).name
    return TallyCard(t.name, name, rounds)


def _schedule_rounds(count: int) -> int | None:
    """The seating schedule's full length for ``count`` players (None for fewer than four)."""
    if count < 4:
        return None
    # Imported when a card is made, as the seating is: the schedules module is heavy to load and
    # imports nothing from the sheet.
    try:
        from ..schedules import full_rounds
    except ImportError:   # pragma: no cover - a build without the schedules
        return None
    try:
        return min(full_rounds(count), MAX_ROUNDS)
    except (ValueError, TournamentError):
        return None
