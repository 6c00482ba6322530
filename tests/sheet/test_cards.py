"""Paper beside the screens: a table's card (seats, partners, the dealer of each hand, lines for the hands)
and a player's tally card, as values, with their words."""

from __future__ import annotations

from collections import Counter

import pytest

from euchre import Round
from euchre.errors import TournamentError
from euchre.round import HANDS_PER_ROUND
from euchre.sheet.cards import TALLY_COLUMNS, round_cards, table_card, tally_card
from ui.sheet.words import (COMPASS, TALLY_HEADINGS, card_byes_text, card_pairs_text, card_title, dealer_line_text,
                            seat_text)
from tests.helpers.sheet import NAMES, Clock, sheet


def night():
    clock = Clock()
    t = sheet(9, clock, [(0, 1, 2, 3), (4, 5, 6, 7)])      # Ivy sits out
    return t, clock


def test_a_tables_card_seats_partners_opposite_and_names_the_dealer_of_each_hand():
    t, _ = night()
    card = table_card(t, 1, 2)
    assert (card.tournament, card.round, card.table, card.lines) == ("Friday night", 1, 2, HANDS_PER_ROUND)
    assert card.pairs == (("Ed", "Flo"), ("Gus", "Hal"))
    assert [seat.name for seat in card.seats] == ["Ed", "Gus", "Flo", "Hal"]           # clockwise: a, c, b, d
    for seat in card.seats:
        partner = next(s for s in card.seats if s.player == seat.partner)
        assert abs(partner.position - seat.position) == 2 and partner.pair == seat.pair   # opposite, same pair
    # the sheet's own dealer, the one its hand form shows, for every hand
    assert card.dealers == tuple(t.dealer(1, 2, hand) for hand in range(1, 9))
    assert Counter(card.dealers) == Counter({pid: 2 for pid in t.table(1, 2).seats})    # each deals twice
    assert [seat.deals for seat in card.seats] == [(1, 5), (2, 6), (3, 7), (4, 8)]


def test_the_deal_passes_to_the_left_as_in_the_game():
    """The card's positions are clockwise from the first dealer, as the game's seats 0-3 are: the game,
    started with seat 0 dealing, deals each hand from the same position as the card says."""
    t, _ = night()
    card = table_card(t, 1, 1)
    game = Round.start(first_dealer=0, seed=7)
    for hand in range(1, HANDS_PER_ROUND + 1):
        dealer = next(seat for seat in card.seats if seat.player == card.dealers[hand - 1])
        assert dealer.position == game.seeded_hand(hand - 1).dealer
    partners_in_game = {(0, 2), (1, 3)}
    assert {tuple(sorted((s.position, next(o.position for o in card.seats if o.player == s.partner))))
            for s in card.seats} == partners_in_game


def test_a_rounds_cards_say_who_sits_out_and_read_as_words():
    t, _ = night()
    cards = round_cards(t, 1)
    assert [card.table for card in cards.tables] == [1, 2] and cards.byes == ("Ivy",)
    card = cards.tables[0]
    assert card_title(card) == "Round 1 · Table 1"
    assert card_pairs_text(card) == "Ann & Bob (North–South) vs Cy & Di (East–West)"
    assert [seat_text(card, seat) for seat in card.seats] == [
        "North: Ann, partner of Bob (South); deals hands 1 and 5",
        "East: Cy, partner of Di (West); deals hands 2 and 6",
        "South: Bob, partner of Ann (North); deals hands 3 and 7",
        "West: Di, partner of Cy (East); deals hands 4 and 8"]
    assert [dealer_line_text(card, hand) for hand in (1, 2, 8)] == ["Hand 1 · Ann deals", "Hand 2 · Cy deals",
                                                                   "Hand 8 · Di deals"]
    assert card_byes_text(cards) == "Sitting out round 1: Ivy."
    everyone = sheet(8, Clock(), [(0, 1, 2, 3), (4, 5, 6, 7)])
    assert card_byes_text(round_cards(everyone, 1)) is None
    assert COMPASS[card.seats[0].position] == "North"


def test_a_tally_card_has_a_row_for_each_round_planned():
    t, clock = night()
    blank = tally_card(t)
    assert blank.player == "" and blank.columns == TALLY_COLUMNS and set(TALLY_HEADINGS) == set(TALLY_COLUMNS)
    assert blank.rounds == 9                  # 9 players: the full schedule is 9 rounds
    planned = t.with_settings(rounds=4, at=clock())
    assert tally_card(planned).rounds == 4 and tally_card(planned, player=2).player == "Cy"
    assert tally_card(planned, rounds=6).rounds == 6
    few = sheet(3, Clock())
    assert tally_card(few).rounds == HANDS_PER_ROUND        # too few players for a schedule: eight rows
    with pytest.raises(TournamentError, match="rounds on a tally card"):
        tally_card(t, rounds=0)
    with pytest.raises(TournamentError):
        tally_card(t, player=99)
    assert NAMES[2] == "Cy"
