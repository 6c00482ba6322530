"""Bad input: malformed and illegal actions, out-of-turn play, bad deals, corrupt saves."""

from __future__ import annotations

import json
import random

import pytest

import euchre
from euchre import (
    EuchreError,
    IllegalActionError,
    InvalidActionError,
    InvalidCardError,
    InvalidDealError,
    InvalidStateError,
    Phase,
    Rules,
)

from tests.helpers import PACK, deal_with, play, snapshot

# Dealer 0, nine of clubs turned. Seat 1 leads after naming hearts in round two.
HANDS = ["KD JH TH 9H AC",
         "AD KS QS JS 9S",
         "JD AH KH QH AS",
         "TD 9D QD TC JC"]
UPCARD = "9C"
KITTY = ["QC", "KC", "TS"]


def fresh(rules=None):
    return deal_with(HANDS, UPCARD, rules=rules)


def in_play():
    """Hearts named by seat 1; seat 1 has led the ace of diamonds; seat 2 to act."""
    return play(fresh(), ["pass"] * 4 + ["call H", "play AD"])


def finished():
    return play(fresh(), ["pass"] * 4 + ["call H"] + [
        "play AD", "play AH", "play TD", "play KD",       # seat 2 trumps
        "play KH", "play 9D", "play TH", "play 9S",       # seat 2 leads trump, seat 0's TH loses to KH
        "play QH", "play QD", "play 9H", "play JS",
        "play JD", "play JC", "play JH", "play QS",       # right bower (seat 0) wins
        "play AC", "play KS", "play AS", "play TC",
    ])


def error_of(state, action, seat=None):
    before = snapshot(state)
    with pytest.raises(EuchreError) as caught:
        state.apply(action, seat) if seat is not None else state.apply(action)
    assert snapshot(state) == before, "a refused action changed the state"
    return caught.value


def test_errors_are_value_errors():
    for cls in (EuchreError, IllegalActionError, InvalidActionError, InvalidCardError,
                InvalidDealError, InvalidStateError):
        assert issubclass(cls, ValueError)
        assert issubclass(cls, EuchreError)


def test_scripted_finished_hand_is_what_the_comments_say():
    end = finished()
    assert end.is_over
    assert [t.winner for t in end.tricks] == [2, 2, 2, 0, 0]
    assert end.tricks_won == (5, 0) and end.points == (2, 0)  # seat 1's side euchred


# --- malformed actions ----------------------------------------------------------------------

MALFORMED = ["jump", "play 1H", "play 10H", "play jh", "call X", "call", "order up", "PASS", " pass",
             "pass ", "discard", "play", "call H  alone", "", None, 42, 1.5, ["pass"], b"pass", ("play", "AD")]


@pytest.mark.parametrize("action", MALFORMED, ids=repr)
@pytest.mark.parametrize("where", ["round one", "round two", "discard", "play", "over"])
def test_malformed_action_is_invalid_in_every_phase(action, where):
    state = {
        "round one": fresh(),
        "round two": play(fresh(), ["pass"] * 4),
        "discard": play(fresh(), ["order"]),
        "play": in_play(),
        "over": finished(),
    }[where]
    error = error_of(state, action)
    assert isinstance(error, InvalidActionError)
    assert not isinstance(error, IllegalActionError)
    assert repr(action) in str(error)
    assert "unknown action" in str(error)
    assert not state.is_legal(action)


@pytest.mark.parametrize("action", ["jump", None, 42, ""], ids=repr)
def test_malformed_action_is_invalid_even_with_a_seat(action):
    state = fresh()
    assert isinstance(error_of(state, action, seat=state.to_act), InvalidActionError)
    assert isinstance(error_of(state, action, seat=3), InvalidActionError)


# --- well-formed but illegal ---------------------------------------------------------------


def assert_illegal(state, action, seat_words, *why):
    error = error_of(state, action)
    assert type(error) is IllegalActionError
    message = str(error)
    assert repr(action) in message, message
    assert seat_words in message, message
    for word in why:
        assert word in message, message
    return message


def test_play_a_card_not_held():
    state = in_play()
    assert "KC" not in state.hands[2] and state.to_act == 2
    assert_illegal(state, "play KC", "seat 2", "does not hold KC")
    # a card another player holds
    assert_illegal(state, "play TD", "seat 2", "does not hold TD")


def test_revoke_not_following_suit():
    state = play(fresh(), ["pass"] * 4 + ["call H", "play AD", "play AS"])
    assert state.to_act == 3
    assert_illegal(state, "play TC", "seat 3", "must follow", "diamonds", "TD", "9D", "QD")


def test_revoke_of_trump_names_the_left_bower():
    state = play(fresh(), ["pass"] * 4 + ["call H", "play AD", "play KH", "play TD", "play KD"])
    # seat 2 won with KH (trump) and leads
    assert state.to_act == 2
    state = state.apply("play AH")
    assert state.to_act == 3
    # seat 3 holds no heart and no left bower: any card; seat 0 holds JH TH 9H
    state = state.apply("play 9D")
    message = assert_illegal(state, "play AC", "seat 0", "must follow", "hearts")
    assert "left bower" in message


def test_call_the_turned_down_suit():
    state = play(fresh(), ["pass"] * 4)
    assert_illegal(state, "call C", "seat 1", "clubs", "turned down")
    assert_illegal(state, "call C alone", "seat 1", "turned down")


def test_order_in_round_two():
    state = play(fresh(), ["pass"] * 4)
    message = assert_illegal(state, "order", "seat 1", "round two")
    assert "call H" in message  # lists what is legal


def test_call_in_round_one():
    assert_illegal(fresh(), "call H", "seat 1", "round one")


def test_discard_in_play_phase():
    assert_illegal(in_play(), "discard JD", "seat 2", "play a card")


def test_play_during_bidding():
    assert_illegal(fresh(), "play AD", "seat 1", "round one")


def test_discard_a_card_not_held():
    state = play(fresh(), ["order"])
    assert state.phase is Phase.DISCARD
    assert_illegal(state, "discard AS", "seat 0", "does not hold AS")
    assert_illegal(state, "discard 9C", "seat 0", "turned card")
    assert_illegal(state, "play KD", "seat 0", "discard")


def test_pass_when_stuck():
    state = play(fresh(), ["pass"] * 7)
    assert_illegal(state, "pass", "seat 0", "stick the dealer")


@pytest.mark.parametrize("action", ["pass", "play AC", "order", "call H", "discard KD"])
def test_acting_when_the_hand_is_over(action):
    state = finished()
    error = error_of(state, action)
    assert type(error) is IllegalActionError
    assert repr(action) in str(error) and "over" in str(error)
    error = error_of(state, action, seat=1)
    assert type(error) is IllegalActionError
    assert repr(action) in str(error) and "seat 1" in str(error) and "over" in str(error)


# --- out of turn -----------------------------------------------------------------------------


@pytest.mark.parametrize("make", [fresh, lambda: play(fresh(), ["pass"] * 4), lambda: play(fresh(), ["order"]),
                                  in_play], ids=["round one", "round two", "discard", "play"])
def test_out_of_turn(make):
    state = make()
    for action in state.legal_actions():
        # with the right seat it is accepted
        assert state.apply(action, state.to_act) == state.apply(action)
        for seat in range(4):
            if seat == state.to_act:
                continue
            error = error_of(state, action, seat)
            assert type(error) is IllegalActionError
            message = str(error)
            assert repr(action) in message and f"seat {seat}" in message
            assert f"seat {state.to_act}'s turn" in message


@pytest.mark.parametrize("seat", [4, -1, "1", 1.5, True, False])
def test_bad_seat_argument(seat):
    state = fresh()  # seat 1 to act; True == 1 must not pass for seat 1
    error = error_of(state, "pass", seat)
    assert type(error) is IllegalActionError
    assert "seat" in str(error)


def test_state_usable_after_errors():
    state = in_play()
    for action in ("play KC", "jump", None, "discard JD", "order"):
        with pytest.raises(EuchreError):
            state.apply(action)
    assert state.apply(state.legal_actions()[0]).to_act == 3


# --- bad deals -----------------------------------------------------------------------------

GOOD_HANDS = [h.split() for h in HANDS]


def bad_deal(**changes):
    args = dict(rules=Rules(), dealer=0, hands=[list(h) for h in GOOD_HANDS], upcard=UPCARD, kitty=list(KITTY))
    args.update(changes)
    with pytest.raises(InvalidDealError) as caught:
        euchre.new_hand(**args)
    assert str(caught.value).startswith("bad deal")
    return str(caught.value)


def test_good_deal_is_accepted():
    state = euchre.new_hand(Rules(), 0, GOOD_HANDS, UPCARD, KITTY)
    assert sorted([*sum(state.dealt, ()), state.upcard, *state.kitty]) == sorted(PACK)


def test_duplicate_card_across_hands():
    hands = [list(h) for h in GOOD_HANDS]
    hands[1][0] = "KD"  # seat 0 holds KD already
    message = bad_deal(hands=hands)
    assert "KD" in message and "twice" in message


def test_duplicate_card_in_one_hand():
    hands = [list(h) for h in GOOD_HANDS]
    hands[2][1] = "JD"
    assert "JD" in bad_deal(hands=hands)


def test_upcard_also_in_a_hand():
    message = bad_deal(upcard="KD", kitty=["QC", "KC", "9C"])
    assert "KD" in message and "twice" in message


def test_kitty_card_also_in_a_hand():
    assert "AS" in bad_deal(kitty=["QC", "KC", "AS"])


@pytest.mark.parametrize("count", [4, 6, 0])
def test_wrong_number_of_cards_in_a_hand(count):
    hands = [list(h) for h in GOOD_HANDS]
    hands[3] = (hands[3] + ["QC", "KC", "TS"])[:count]
    message = bad_deal(hands=hands, kitty=["QC", "KC", "TS"] if count <= 5 else ["9C", "TS", "QC"])
    assert "seat 3" in message and "5 cards" in message and str(count) in message


def test_three_hands():
    message = bad_deal(hands=GOOD_HANDS[:3])
    assert "four" in message


def test_five_hands():
    assert "four" in bad_deal(hands=GOOD_HANDS + [["QC", "KC", "TS", "9C", "AC"]])


@pytest.mark.parametrize("code", ["JX", "10H", "jh", "J", "", "JHH", None, 11])
def test_unknown_card_code_in_a_hand(code):
    hands = [list(h) for h in GOOD_HANDS]
    hands[1][2] = code
    message = bad_deal(hands=hands)
    assert repr(code) in message and "unknown card" in message and "seat 1" in message


@pytest.mark.parametrize("code", ["JX", "10H", "jh", None])
def test_unknown_upcard_or_kitty_card(code):
    assert repr(code) in bad_deal(upcard=code)
    assert repr(code) in bad_deal(kitty=["QC", "KC", code])


@pytest.mark.parametrize("kitty", [["QC", "KC"], ["QC", "KC", "TS", "9C"], []])
def test_kitty_of_wrong_size(kitty):
    message = bad_deal(kitty=kitty)
    assert "kitty" in message and "3 cards" in message


@pytest.mark.parametrize("hands", ["JH TH", "KD JH TH 9H AC", None, 5, {"a": 1}])
def test_hands_not_a_list_of_hands(hands):
    bad_deal(hands=hands)


def test_a_hand_written_as_a_string():
    hands = [list(h) for h in GOOD_HANDS]
    hands[0] = "KD JH TH 9H AC"
    assert "seat 0" in bad_deal(hands=hands)


@pytest.mark.parametrize("dealer", [4, -1, True, False, "0", 1.0, None])
def test_bad_dealer(dealer):
    message = bad_deal(dealer=dealer)
    assert "dealer" in message and repr(dealer) in message


@pytest.mark.parametrize("dealer", [4, -1, True])
def test_bad_dealer_for_a_shuffled_deal(dealer):
    with pytest.raises(InvalidDealError, match="dealer"):
        euchre.deal(Rules(), dealer, random.Random(1))


def test_rules_must_be_rules():
    with pytest.raises(TypeError):
        euchre.new_hand({"stick_the_dealer": True}, 0, GOOD_HANDS, UPCARD, KITTY)


@pytest.mark.parametrize("code", ["JX", "10H", "jh", "", None])
def test_card_functions_reject_unknown_codes(code):
    with pytest.raises(InvalidCardError, match="unknown card"):
        euchre.effective_suit(code, "H")


@pytest.mark.parametrize("seat", [4, -1, True, "0"])
def test_view_rejects_bad_seats(seat):
    with pytest.raises(ValueError, match="seat"):
        fresh().view(seat)


# --- corrupt saved data -----------------------------------------------------------------------


def saved_hand():
    return json.loads(euchre.dumps(in_play()))


def saved_round():
    rnd = euchre.Round.start(seed=5)
    rng = random.Random(5)
    while rnd.hand_number < 2 or len(rnd.hand.history) < 6:
        rnd = rnd.next_hand() if rnd.hand.is_over else rnd.apply(rng.choice(rnd.legal_actions()))
    return json.loads(euchre.dumps(rnd))


def refused(document, *words):
    with pytest.raises(InvalidStateError) as caught:
        euchre.loads(json.dumps(document))
    for word in words:
        assert word in str(caught.value), str(caught.value)
    return str(caught.value)


def test_saved_documents_load():
    assert euchre.loads(json.dumps(saved_hand())) == in_play()
    doc = saved_round()
    assert euchre.loads(json.dumps(doc)).to_dict() == doc["data"]


@pytest.mark.parametrize("text", ["", "{", "not json", "{'format': 'euchre'}", b"\xff\xfe", None, 42])
def test_not_json(text):
    with pytest.raises(InvalidStateError):
        euchre.loads(text)


@pytest.mark.parametrize("text, words", [
    ('{"format":"euchre","schema":1,"kind":[]}', "unknown kind a list"),
    ('{"format":"euchre","schema":1,"kind":{"a":1}}', "unknown kind a dict"),
    ('{"format":"euchre","schema":1,"kind":"game","data":{"round":[]}}', "round"),
    ('{"format":"euchre","schema":1,"kind":"round","data":{"hands":{}}}', "saved"),
    ("[" * 1000 + "]" * 1000, "nested too deeply"),
    ("[" * 6000 + "]" * 6000, "nested too deeply"),
    ("{\"a\":" * 40 + "0" + "}" * 40, "nested too deeply"),
    ("[" * 20_000, "nested too deeply"),
    ('"' + "x" * 4_000_001 + '"', "at most 4000000"),
    ('{"format":"euchre","schema":' + "1" * 5000 + "}", "a number 5000 digits long"),
    ('{"format":"euchre","schema":1,"kind":"game","data":NaN}', "holds NaN"),
    ("1e400", "a number too large"),
    ("Round,Table,Hand\r\n1,1,1\r\n", "spreadsheet (CSV)"),
])
def test_bad_input_raises_only_value_errors_in_plain_words(text, words):
    with pytest.raises(InvalidStateError) as caught:
        euchre.loads(text)
    message = str(caught.value)
    assert words in message, message
    assert "set_int_max_str_digits" not in message and "Traceback" not in message


def test_nesting_inside_strings_is_not_counted():
    doc = saved_hand()
    doc["data"]["note"] = "[{" * 5000 + '\\"'
    assert euchre.loads(json.dumps(doc)) == in_play()


@pytest.mark.parametrize("document", [[], "euchre", 3, None, {}, {"format": "chess", "schema": 1},
                                      {"schema": 1, "kind": "hand"}])
def test_wrong_format(document):
    refused(document, "format")


def test_newer_schema():
    doc = saved_hand()
    doc["schema"] = euchre.SCHEMA + 1
    refused(doc, "newer", str(euchre.SCHEMA + 1))


@pytest.mark.parametrize("schema", [0, -1, "1", None, True, 1.0])
def test_bad_schema(schema):
    doc = saved_hand()
    doc["schema"] = schema
    refused(doc, "schema")


def test_unknown_kind():
    doc = saved_hand()
    doc["kind"] = "tournament"
    refused(doc, "kind")


def test_tampered_action_illegal():
    doc = saved_hand()
    actions = doc["data"]["actions"]
    assert actions[4] == "call H"
    actions[4] = "call C"  # the turned-down suit
    refused(doc, "action 5", "turned down")


def test_tampered_action_malformed():
    doc = saved_hand()
    doc["data"]["actions"][5] = "play AX"
    refused(doc, "action 6")


def test_tampered_action_card_not_held():
    doc = saved_hand()
    doc["data"]["actions"][5] = "play KD"  # seat 1 does not hold it
    refused(doc, "action 6", "does not hold")


def test_tampered_extra_action_after_the_end():
    doc = json.loads(euchre.dumps(finished()))
    doc["data"]["actions"].append("pass")
    refused(doc, "over")


def test_tampered_deal():
    doc = saved_hand()
    doc["data"]["hands"][0][0] = doc["data"]["hands"][1][0]
    refused(doc, "bad deal", "twice")


@pytest.mark.parametrize("key", ["rules", "dealer", "hands", "upcard", "kitty", "actions"])
def test_missing_key(key):
    doc = saved_hand()
    del doc["data"][key]
    refused(doc, key)


def test_unknown_rule_and_non_boolean_rule():
    doc = saved_hand()
    doc["data"]["rules"]["no_trump_ever"] = True
    refused(doc, "no_trump_ever")
    doc = saved_hand()
    doc["data"]["rules"]["stick_the_dealer"] = 1
    refused(doc, "stick_the_dealer")


def test_actions_not_a_list():
    doc = saved_hand()
    doc["data"]["actions"] = "pass pass"
    refused(doc, "actions")


def test_round_with_hand_dealt_by_wrong_seat():
    doc = saved_round()
    doc["data"]["hands"][1]["dealer"] = 3
    refused(doc, "hand 2")


def test_round_with_tampered_hand_action():
    doc = saved_round()
    doc["data"]["hands"][1]["actions"][0] = "discard 9C"
    refused(doc, "hand 2")


def test_round_with_unfinished_earlier_hand():
    doc = saved_round()
    doc["data"]["hands"][0]["actions"] = doc["data"]["hands"][0]["actions"][:3]
    refused(doc, "not finished")


@pytest.mark.parametrize("field,value", [("format", "round-of-7"), ("format", 8), ("format", "to-0"),
                                         ("format", "first to 10"), ("first_dealer", 4),
                                         ("seed", 1.5), ("hands", []), ("hands", {})])
def test_round_with_bad_fields(field, value):
    doc = saved_round()
    doc["data"][field] = value
    refused(doc)


@pytest.mark.parametrize("count", [7, "8", None, 0])
def test_round_of_an_older_schema_with_a_bad_hand_count(count):
    doc = saved_round()
    doc["schema"] = 2
    del doc["data"]["format"]
    doc["data"]["hand_count"] = count
    refused(doc)


def test_round_with_too_many_hands():
    doc = saved_round()
    doc["data"]["format"] = "round-of-4"
    doc["data"]["hands"] = doc["data"]["hands"] * 3
    refused(doc, "4 hands")


# --- new_hand's quick check agrees with the careful one ------------------------------------


def test_new_hand_accepts_exactly_the_deals_of_the_whole_pack():
    rng = random.Random(8)
    for trial in range(600):
        cards = list(PACK)
        rng.shuffle(cards)
        hands = [cards[i:i + 5] for i in range(0, 20, 5)]
        upcard, kitty = cards[20], cards[21:24]
        dealer = trial % 4
        change = rng.randrange(8)
        if change == 1:                      # a card twice, another missing
            hands[rng.randrange(4)][rng.randrange(5)] = kitty[0]
        elif change == 2:                    # a hand of four, a kitty of four
            kitty = kitty + [hands[0].pop()]
        elif change == 3:                    # an unknown or unhashable card
            hands[rng.randrange(4)][0] = rng.choice(["1C", "jh", None, ["JH"], 9])
        elif change == 4:                    # tuples, not lists: fine
            hands, kitty = tuple(tuple(h) for h in hands), tuple(kitty)
        elif change == 5:                    # a bad dealer
            dealer = rng.choice([4, -1, True, "0", 1.0])
        elif change == 6:                    # the upcard is also in a hand
            upcard = hands[1][2]
        flat = [c for h in hands for c in h] + [upcard, *kitty]
        whole = (all(isinstance(h, (list, tuple)) and len(h) == 5 for h in hands) and len(kitty) == 3
                 and all(isinstance(c, str) for c in flat) and sorted(flat) == sorted(PACK)
                 and type(dealer) is int and 0 <= dealer <= 3)
        try:
            state = euchre.new_hand(Rules(), dealer, hands, upcard, kitty)
        except InvalidDealError as error:
            assert not whole, (change, error)
            assert str(error).startswith("bad deal")
        else:
            assert whole, change
            assert state.dealt == tuple(tuple(h) for h in hands) and state.kitty == tuple(kitty)
            assert type(state.dealt[0]) is tuple


def test_a_seeded_deal_is_the_pack_as_random_shuffle_leaves_it():
    """``deal`` shuffles in fewer steps than ``random.shuffle`` but to the same order, with the
    same draws: seeded deals stay what they were, and the generator is left where it was."""
    assert euchre.hand._DRAWN  # this Python's shuffle is the one written out (else deal uses rng.shuffle)
    for seed in range(300):
        ours, theirs = random.Random(seed), random.Random(seed)
        pack = list(euchre.PACK)
        theirs.shuffle(pack)
        state = euchre.deal(Rules(), seed % 4, ours)
        assert [c for hand in state.dealt for c in hand] + [state.upcard, *state.kitty] == pack
        assert ours.random() == theirs.random()


def test_a_generator_with_a_shuffle_or_source_of_its_own_shuffles_the_deal():
    class Reversing(random.Random):
        def shuffle(self, x):  # type: ignore[override]
            x.reverse()

    class Constant(random.Random):
        def random(self):  # type: ignore[override]
            return 0.0  # random.shuffle then swaps every place with place 0

    state = euchre.deal(Rules(), 0, Reversing(1))
    assert state.dealt[0] == tuple(reversed(euchre.PACK))[:5]
    pack = list(euchre.PACK)
    Constant().shuffle(pack)
    assert euchre.deal(Rules(), 0, Constant()).dealt[0] == tuple(pack[:5])


# --- a seed asked for in words (the page's address) ------------------------------------------------


@pytest.mark.parametrize("text", ["abc", "99999999999999999999", "1000000000", "-5", "+5", "4.0", "1e3", "",
                                  "  ", "٤٢", "12 34", "0x10"])
def test_a_seed_that_is_not_a_whole_number_in_range_is_refused_in_words(text):
    from euchre.round import read_seed
    with pytest.raises(euchre.InvalidSeedError) as refused:
        read_seed(text)
    assert "is not a seed: a seed is a whole number from 0 to 999999999" in str(refused.value)
    assert isinstance(refused.value, EuchreError)


@pytest.mark.parametrize("text, seed", [("0", 0), ("42", 42), (" 7 ", 7), ("007", 7), ("999999999", 999999999)])
def test_a_whole_number_in_range_is_a_seed_and_deals_as_that_number(text, seed):
    from euchre.round import SEEDS, read_seed
    assert read_seed(text) == seed and seed in SEEDS
    assert euchre.Round.start(seed=read_seed(text)).hand == euchre.Round.start(seed=seed).hand


def test_a_round_started_without_a_seed_takes_one_a_person_can_ask_for_again():
    from euchre.round import read_seed
    for _ in range(20):
        seed = euchre.Round.start().seed
        assert read_seed(str(seed)) == seed
