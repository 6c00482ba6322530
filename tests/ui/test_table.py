"""The table's views (ui.game.table, ui.game.advice) and the words they say (ui.game.words), on real engine states."""

from __future__ import annotations

import random

import euchre
from euchre import Phase, Rules
from euchre.game import Game
from euchre.ai.expert import Option
from euchre.hand import deal
from ui.game.advice import hint_panel
from ui.game.table import by_class, center, dock, my_seat, seat, summary, text_of, trick_cards, trump_box
from ui.kit.vdom import find
from ui.game.words import action_label, call_text, event_text, house_rule_note, turn_text


def states(rules=None, hands=200, seed=1):
    """Every state of random hands played by random legal actions."""
    rng = random.Random(seed)
    for n in range(hands):
        state = deal(rules or Rules(), n % 4, rng)
        while not state.is_over:
            yield state
            state = state.apply(rng.choice(state.legal_actions()))
        yield state


def test_while_you_bid_your_cards_are_not_buttons_and_nothing_is_dimmed():
    for state in states(hands=60):
        if state.phase in (Phase.BID_UPCARD, Phase.BID_SUIT):
            node = my_seat(state)
            assert not find(node, lambda n: n.tag == "button")
            assert not by_class(node, "illegal")
            assert len(by_class(node, "card")) == len(state.hands[0])


def test_while_you_play_exactly_the_legal_cards_are_enabled_and_the_others_still_answer_a_tap():
    """A refused card is dimmed and out of the Tab order, but not ``disabled``: a tap on it reaches
    the page, which says why (``aria-disabled`` tells a screen reader it is not available)."""
    seen = refused = 0
    for state in states(hands=120):
        if state.to_act == 0 and state.phase in (Phase.PLAY, Phase.DISCARD):
            buttons = find(my_seat(state), lambda n: n.tag == "button")
            assert not any("disabled" in b.attrs for b in buttons)
            enabled = {b.attrs["data-action"] for b in buttons if b.attrs.get("aria-disabled") != "true"}
            assert enabled == set(state.legal_actions())
            dimmed = [b for b in buttons if "illegal" in b.classes]
            assert {b.attrs["data-action"] for b in dimmed} == {b.attrs["data-action"] for b in buttons} - enabled
            assert all(b.attrs.get("tabindex") == "-1" for b in dimmed)
            assert not any("tabindex" in b.attrs for b in buttons if b.attrs["data-action"] in enabled)
            seen += 1
            refused += bool(dimmed)
    assert seen > 50 and refused > 10


def test_a_refused_cards_reason_is_shown_just_above_the_cards_only_while_you_choose():
    for state in states(hands=120):
        if state.to_act == 0 and state.phase is Phase.PLAY and len(state.legal_actions()) < len(state.hands[0]):
            node = my_seat(state, refused=(3, "You must follow hearts with 9♥ or K♥."))
            cards = by_class(node, "my-cards")[0]
            note = cards.children[-1]
            assert "refusal" in note.classes and text_of(note) == "You must follow hearts with 9♥ or K♥."
            assert note.key == "refusal-3"
            nxt = state.apply(state.legal_actions()[0])
            while nxt.to_act == 0:
                nxt = nxt.apply(nxt.legal_actions()[0])
            assert not by_class(my_seat(nxt, refused=(3, "gone")), "refusal")  # no longer yours to choose
            return
    raise AssertionError("no state with a refused card in the sample")


def test_the_call_is_announced_until_the_first_lead():
    for state in states(hands=80):
        if state.contract is None or state.is_over:
            continue
        shown = text_of(center(state))
        if not state.tricks and not state.trick:
            assert call_text(state) in shown
        else:
            assert call_text(state) not in shown


def test_a_lone_call_names_who_sits_out():
    rules = Rules()
    for state in states(rules, hands=300):
        if state.contract and state.contract.alone and state.contract.maker == 3:
            text = call_text(state)
            assert text.startswith("East ") and text.endswith("goes alone: West sits out.")
            return
    raise AssertionError("no lone hand by East in the sample")


def test_each_played_card_lies_before_its_seat_with_its_name():
    node = trick_cards(((1, "AS"), (2, "9S")), lead=1)
    west = [n for n in by_class(node, "slot") if "west" in n.classes][0]
    assert west.children[0].attrs["data-card"] == "AS" and text_of(west).endswith("West")
    assert "led" in west.children[0].attrs["aria-label"]
    assert "empty" in [n for n in by_class(node, "slot") if "south" in n.classes][0].classes


def test_a_lone_hand_leaves_the_seat_that_sits_out_an_empty_place_in_the_trick_with_no_words():
    """The seat itself says "Sitting out"; a word in the trick's empty place floated in the middle of
    the table."""
    for state in states(hands=300):
        if state.contract and state.contract.alone and state.phase is Phase.PLAY and state.trick:
            out = state.sitting_out
            node = center(state)
            empty = [n for n in by_class(node, "slot") if str(n.attrs.get("data-seat")) == str(out)]
            assert empty and "empty" in empty[0].classes and text_of(empty[0]) == ""
            assert "sits out" not in text_of(node)
            assert "Sitting out" in text_of(seat(state, out) if out != 0 else my_seat(state))
            return
    raise AssertionError("no lone hand in play in the sample")


def test_trump_shows_its_makers_and_alone():
    for state in states(hands=200):
        if state.contract and state.contract.alone:
            text = text_of(trump_box(state))
            assert "alone" in text and "Trump: " in text
            return
    raise AssertionError("no lone hand in the sample")


def test_house_rule_2_is_explained_when_the_dealers_partner_may_only_order_alone():
    for state in states(hands=300):
        if state.phase is Phase.BID_UPCARD and state.to_act == 0 and state.dealer == 2:
            assert "order alone" in state.legal_actions() and "order" not in state.legal_actions()
            assert house_rule_note(state).startswith("House rule 2")
            assert "House rule 2" in text_of(dock(state, state.legal_actions()))
            return
    raise AssertionError("no such state")


def test_the_discard_says_why_the_picked_up_card_stays():
    for state in states(hands=300):
        if state.phase is Phase.DISCARD and state.to_act == 0:
            assert "stays in your hand" in house_rule_note(state)
            assert f"discard {state.upcard}" not in state.legal_actions()
            return
    raise AssertionError("no such state")


def test_only_pass_without_house_rule_1_is_not_blamed_on_house_rule_3():
    """Rules().replace(order_without_trump=False), dealer 3, seed 13: a seat whose only
    round-one action is "pass" holds no trump; house rule 3 is not why."""
    rules = Rules().replace(order_without_trump=False)
    found = 0
    for seed in range(1, 400):
        state = deal(rules, 3, random.Random(seed))
        while state.phase is Phase.BID_UPCARD:
            if state.to_act == 0 and state.legal_actions() == ["pass"] and state.dealer != 0:
                assert "house rule 3" not in turn_text(state)
                assert "House rule 3" not in (house_rule_note(state) or "")
                found += 1
            state = state.apply("pass")
    assert found


def test_events_are_said_in_plain_words():
    game = Game.new(seed=5)
    while not game.hand.is_over:
        before = game.hand
        game = game.computer_step() if game.computer_to_act else game.act(game.legal_actions()[0])
        seat, action = game.hand.history[-1]
        text = event_text(before, game.hand, seat, action)
        assert text and "seat" not in text and "'" not in text.replace("'s", "")


def test_the_hint_leads_with_a_plain_sentence_and_keeps_the_numbers_behind_a_toggle():
    hint = {"status": "done", "options": (Option("pass", -0.31, 120), Option("order", -0.72, 120, 0.4))}
    nodes = hint_panel(hint, dealer=3)
    sentence = text_of(nodes[1])
    assert sentence.startswith("Pass: ") and "lose about 0.3" in sentence
    listed = text_of(nodes[2])
    assert "-0.31" not in listed and "0.4 points worse" in listed
    how = nodes[3]
    assert how.tag == "details" and "-0.72" in text_of(how) and "0.40" in text_of(how)


def test_a_round_ends_with_new_round_first():
    game = Game.new(seed=3)
    while not game.round.is_over:
        if game.needs_next_hand:
            assert summary(game) is not None
            game = game.next_hand()
        elif game.human_to_act:
            game = game.act(game.legal_actions()[0])
        else:
            game = game.computer_step()
    node = summary(game, "?seed=3")
    buttons = find(node, lambda n: n.tag == "button")
    assert buttons[0].attrs["data-action"] == "new-round"
    assert len(find(node, lambda n: n.tag == "tr")) == 1 + 8 + 1


def test_the_views_need_no_browser():
    assert "pyscript" not in euchre.__dict__
    import sys
    assert "pyscript" not in sys.modules and "js" not in sys.modules


def test_the_views_docstring_examples_run():
    import doctest

    import ui.game.advice
    import ui.sheet.actions
    import ui.sheet.routes
    import ui.sheet.state
    import ui.sheet.words
    import ui.game.table
    import ui.kit.vdom

    for module in (ui.kit.vdom, ui.game.table, ui.game.advice, ui.sheet.routes, ui.sheet.state, ui.sheet.words, ui.sheet.actions):
        result = doctest.testmod(module)
        assert result.failed == 0 and result.attempted > 0, module.__name__


def test_cards_are_images_of_the_drawn_faces_with_no_request():
    from urllib.parse import unquote

    from ui.game.cards import card_svg
    from ui.game.table import card_url, face

    node = face("JH")
    art = node.children[0]
    assert art.tag == "img" and art.attrs["alt"] == "" and node.attrs["aria-label"] == "jack of hearts"
    assert art.attrs["src"] == card_url("JH")
    assert art.attrs["src"].startswith("data:image/svg+xml;charset=utf-8,")
    assert unquote(art.attrs["src"].split(",", 1)[1]) == card_svg("JH")


def test_the_plain_bids_come_first_and_going_alone_is_quieter_on_its_own_line():
    from ui.game.table import bids
    seen = set()
    for state in states(hands=200):
        if state.phase not in (Phase.BID_UPCARD, Phase.BID_SUIT):
            continue
        legal = state.legal_actions()
        nodes = bids(state, legal)
        actions = [n.attrs["data-action"] for n in nodes if "data-action" in n.attrs]
        assert sorted(actions) == sorted(legal)
        plain = [a for a in actions if not a.endswith(" alone")]
        lone = [a for a in actions if a.endswith(" alone")]
        twinned = [a for a in lone if a.removesuffix(" alone") in plain]
        assert actions == plain + lone, "the plain bids first"
        for node in nodes:
            action = node.attrs.get("data-action")
            if action is None:
                assert "bid-break" in node.classes
                continue
            assert ("alone" in node.classes) == (action in twinned)
            assert node.attrs.get("aria-label", text_of(node)) == action_label(action, 0, state.dealer)
        breaks = [i for i, n in enumerate(nodes) if "bid-break" in n.classes]
        assert breaks == ([len(plain)] if twinned else [])
        seen.add((state.phase, bool(twinned), len(lone) > len(twinned)))
    assert (Phase.BID_UPCARD, True, False) in seen and (Phase.BID_SUIT, True, False) in seen


def test_the_dealers_partner_ordering_alone_is_a_plain_bid():
    from ui.game.table import bids
    for state in states(hands=400):
        legal = state.legal_actions()
        if state.phase is Phase.BID_UPCARD and "order alone" in legal and "order" not in legal:
            node = [n for n in bids(state, legal) if n.attrs.get("data-action") == "order alone"][0]
            assert "alone" not in node.classes and text_of(node) == "Order up and go alone"
            return
    raise AssertionError("no dealer's partner limited to ordering alone in the sample")


def test_only_a_pass_the_rules_leave_you_and_your_last_card_are_forced():
    from ui.game.table import forced_choice
    passes = lasts = 0
    for seed in range(12, 30):
        game = Game.new(seed=seed)
        while not game.round.is_over:
            if game.needs_next_hand:
                game = game.next_hand()
                continue
            if not game.human_to_act:
                assert forced_choice(game) is None
                game = game.computer_step()
                continue
            legal = game.legal_actions()
            hand = game.hand
            last = hand.phase is Phase.PLAY and len(hand.hands[0]) == 1
            only_pass = legal == ["pass"]
            assert forced_choice(game) == (legal[0] if last or only_pass else None)
            if not last and not only_pass and len(legal) == 1:
                assert forced_choice(game) is None  # one legal card among several is still yours to play
            passes += only_pass
            lasts += last
            game = game.act("pass" if "pass" in legal else min(legal))
        if passes and lasts > 3:
            return
    raise AssertionError(f"{passes} forced passes and {lasts} last cards in the sample")
