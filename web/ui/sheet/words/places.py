"""How places are decided, in words: the standings' top three, the bye rule and tie-breaks (saying
the rule itself: the room has no rulebook), and the printed cards beside the screens.

    text = top_three_text(t.standings())
"""

from __future__ import annotations


from euchre.sheet import (DEFAULT_TIE_BREAKS, RoundCards, Standings, TableCard, Tournament)
from euchre.sheet.cards import CardSeat


from .base import full_stop, isolate, name, plural


# --- how places are decided ------------------------------------------------------------------------

BYE_RULE_TEXTS = {
    "zero": "A player sitting out a round scores 0 for it.",
    "average": ("A player sitting out a round is credited with their average round score over the rounds "
                "they played (rounds complete at their table, or closed)."),
}
"""What each bye rule (``euchre.sheet.BYE_RULES``) says on the standings."""

TIE_BREAK_NAMES = {
    "rounds_won": "rounds won (their side outscored the other side at the table)",
    "lone_hands": "lone hands made",
    "best_round": "best round score",
}
"""Each tie-break (``euchre.sheet.TIE_BREAKS``) by name."""


def bye_rule_text(bye_rule: str) -> str:
    return BYE_RULE_TEXTS[bye_rule]


def tie_break_text(tie_breaks) -> str:
    """How equal totals are ranked, with the organiser's tie-breaks in order."""
    if not tie_breaks:
        return "Ranked by total points; players with equal totals share a place (no tie-breaks)."
    order = ["total points"] + [TIE_BREAK_NAMES[name] for name in tie_breaks]
    return "Ranked by " + ", then ".join(order) + "; players still tied share a rank."


ROOM_WAITING = "A result is being checked: these standings may still change."
"""What the projector screen says while results wait for the organiser's decision."""

SHORT_NAME = 24
"""The most characters of a name a screen for the room shows (the whole name is its title)."""


def short_name(name: str, most: int = SHORT_NAME) -> str:
    """``name`` cut to ``most`` characters with "…", so a long name never pushes a screen's columns off.

    >>> short_name("Ann"), short_name("Bartholomew Fitzgerald-Montgomery III", 12)
    ('Ann', 'Bartholomew…')
    """
    return name if len(name) <= most else name[:most - 1].rstrip() + "\u2026"


def board_progress_text(rnd) -> str:
    """The current round on the projector screen: ``"Round 3: 5 of 8 tables finished"``."""
    if rnd.closed:
        return f"Round {rnd.number} is over."
    done = sum(1 for table in rnd.tables if table.is_complete)
    if done == len(rnd.tables):
        return f"Round {rnd.number}: every table has finished."
    return f"Round {rnd.number}: {done} of {plural(len(rnd.tables), 'table')} finished."


def tie_break_note(t: Tournament, standings: Standings) -> str | None:
    """Where the organiser's tie-breaks decided a place, in words (None when none did)."""
    if not standings.decided:
        return None
    parts = [f"{name(t, d.above)} above {name(t, d.below)} on {TIE_BREAK_NAMES[d.tie_break]}"
             for d in standings.decided]
    return "Tie-breaks used: " + "; ".join(parts) + "."


def top_three_text(standings: Standings) -> str | None:
    """``"Top three: 1= Ann (2), 1= Bob (2), 3= Cy (1), 3= Di (1)"``, once a hand is recorded."""
    top = standings.top_three
    if not top:
        return None
    return "Top three: " + ", ".join(f"{row.place} {row.name} ({row.total})" for row in top)


# --- the room's rules, and paper beside the screens --------------------------------------------------

def tie_breaks_off_text() -> str:
    """The standings' rules while tie-breaks are off, saying the rule itself (the room has no rulebook)."""
    order = ", then ".join(TIE_BREAK_NAMES[n] for n in DEFAULT_TIE_BREAKS)
    return ("Off: players with equal totals share a place; the total of their round scores alone decides. "
            f"Switched on, equal totals are ordered by {order}.")


COMPASS = ("North", "East", "South", "West")
"""The positions on a table's card, clockwise from the first dealer (``CardSeat.position``)."""


def seat_text(card: TableCard, seat: CardSeat) -> str:
    """``"North: Ann, partner of Bob (South); deals hands 1 and 5"``."""
    partner = next(other for other in card.seats if other.player == seat.partner)
    deals = " and ".join(map(str, seat.deals))
    return (f"{COMPASS[seat.position]}: {isolate(seat.name)}, partner of {isolate(partner.name)} "
            f"({COMPASS[partner.position]}); deals hands {deals}")


def card_title(card: TableCard) -> str:
    """``"Round 2 · Table 3"``."""
    return f"Round {card.round} · Table {card.table}"


def card_pairs_text(card: TableCard) -> str:
    """``"Ann & Bob (North–South) vs Cy & Di (East–West)"``."""
    (a, b), (c, d) = card.pairs
    return (f"{isolate(a)} & {isolate(b)} (North–South) vs {isolate(c)} & {isolate(d)} (East–West)")


def dealer_line_text(card: TableCard, hand: int) -> str:
    """A line of the card's hand list: ``"Hand 3 · Bob deals"``."""
    seat = next(seat for seat in card.seats if seat.player == card.dealers[hand - 1])
    return f"Hand {hand} · {isolate(seat.name)} deals"


def card_byes_text(cards: RoundCards) -> str | None:
    """``"Sitting out round 2: Ed."``, or None when everybody plays."""
    if not cards.byes:
        return None
    return full_stop(f"Sitting out round {cards.round}: {', '.join(isolate(n) for n in cards.byes)}")


TALLY_HEADINGS = {"round": "Round", "table": "Table", "partner": "Partner", "opponents": "Opponents",
                  "points": "Our score", "opponents_points": "Their score", "total": "My total"}
"""A tally card's column headings (``euchre.sheet.cards.TALLY_COLUMNS``)."""


