"""A game's format in words: its name in the menu, the hand number on the table, the end of the game.

    >>> from euchre.formats import ROUND, TO_TEN
    >>> format_name(ROUND), format_name(TO_TEN)
    ('A round of 8 hands', 'First to 10')
    >>> from euchre.round import Round
    >>> hand_heading(Round.start(seed=1)), hand_heading(Round.start(seed=1, format=TO_TEN))
    ('Hand 1 of 8', 'Hand 1 · first to 10')

Pure Python, tested in CPython (``tests/ui/test_daily_views.py``); the words come from the format
(``euchre.formats``), so a new format needs no new sentence here.
"""

from __future__ import annotations

from euchre.formats import Format
from euchre.round import Round

__all__ = ["format_name", "format_description", "hand_heading", "game_over_text"]


def format_name(fmt: Format) -> str:
    """The format as the menu offers it."""
    return f"A round of {fmt.hands} hands" if fmt.fixed else f"First to {fmt.target}"


def format_description(fmt: Format) -> str:
    """One sentence on how the format is played."""
    if fmt.fixed:
        deals = {1: "once", 2: "twice"}.get(fmt.hands // 4, f"{fmt.hands // 4} times")
        return f"The tournament's format: {fmt.hands} hands, each player deals {deals}, and every point counts."
    return (f"The first side to {fmt.target} points wins, at the end of the hand that takes it there; "
            f"the deal passes to the left until then.")


def hand_heading(rnd: Round) -> str:
    """The hand number as the table shows it: "Hand 5 of 8" in a round, "Hand 5 · first to 10" in a
    game to 10."""
    fmt = rnd.format
    if fmt.fixed:
        return f"Hand {rnd.hand_number} of {fmt.hands}"
    return f"Hand {rnd.hand_number} · first to {fmt.target}"


def game_over_text(rnd: Round) -> str | None:
    """How the game ended, or None while it goes on."""
    if not rnd.is_over:
        return None
    us, them = rnd.team_scores
    what = "round" if rnd.format.fixed else "game"
    if rnd.winner is None:
        return f"The {what} ends level, {us} to {them}."
    winners = "You & North" if rnd.winner == 0 else "West & East"
    high, low = max(us, them), min(us, them)
    return f"{winners} win the {what}, {high} to {low}."
