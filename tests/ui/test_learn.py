"""Learn mode's words and views (ui.game.learn): reasons that are facts of the hand, the house rules as they
come up, "How to play" in plain words, and the guided round."""

from __future__ import annotations

import random
import re

import pytest

import euchre
from euchre.ai import computer_player
from euchre.ai.expert import Option
from euchre.cards import EFFECTIVE_SUIT, POWER
from euchre.hand import Phase, new_hand
from euchre.lessons import LESSONS
from ui.game.learn import (HOW_TO_PLAY, how_to_play, lesson_game, lesson_panel, offer_panel, reasons, rule_notes)
from ui.kit.vdom import find, text_of
from ui.game.words import card_text

RULES = euchre.Rules()
SYMBOL = {"♣": "C", "♦": "D", "♥": "H", "♠": "S"}
CARD = re.compile(r"\b(10|[9JQKA])([♣♦♥♠])")


def cards_named(text: str) -> set[str]:
    return {("T" if rank == "10" else rank) + SYMBOL[suit] for rank, suit in CARD.findall(text)}


def person_states(hands: int = 300, seed: int = 1):
    """The person's (seat 0) decisions in hands played by standard and random players."""
    rng = random.Random(seed)
    for n in range(hands):
        state = euchre.deal(RULES, n % 4, rng)
        players = [computer_player("random" if n % 3 else "standard", seed=n * 4 + s) for s in range(4)]
        while not state.is_over:
            if state.to_act == 0:
                yield state
            state = state.apply(players[state.to_act].choose(state.view(state.to_act)))
        yield state


def test_every_reason_is_a_fact_of_the_hand_the_person_can_see():
    checked = 0
    for state in person_states():
        if state.is_over:
            continue
        view = state.view(0)
        seen = set(view.hand) | {view.upcard} | {c for t in view.tricks for c in t.cards} | (
            set(view.trick.cards) if view.trick else set())
        for action in view.legal_actions:
            said = reasons(view, action)
            for sentence in said:
                assert sentence and sentence[0].islower() and not sentence.endswith(".")
                assert cards_named(sentence) <= seen, (sentence, view)
            text = " ".join(said)
            if state.phase is Phase.PLAY:
                card = action.split()[1]
                trump = state.trump
                plays = state.trick  # (seat, card) pairs
                if "must follow suit" in text:
                    led = EFFECTIVE_SUIT[trump][plays[0][1]]
                    assert any(EFFECTIVE_SUIT[trump][c] == led for c in view.hand)
                if "no card still out" in text:  # checked against every hand at the table
                    suit = EFFECTIVE_SUIT[trump][card]
                    others = {c for seat in range(4) if seat != 0 for c in state.hands[seat]}
                    assert not [c for c in others if EFFECTIVE_SUIT[trump][c] == suit
                                and POWER[trump][suit][c] > POWER[trump][suit][card]], (text, state)
                if "your partner is winning" in text:
                    led = EFFECTIVE_SUIT[trump][plays[0][1]]
                    assert max(plays, key=lambda p: POWER[trump][led][p[1]])[0] == 2
                if "you play last" in text:
                    assert len(plays) == (2 if state.contract.alone else 3)
                if "your lowest card that beats" in text:
                    led = EFFECTIVE_SUIT[trump][plays[0][1]]
                    best = max(POWER[trump][led][c] for _, c in plays)
                    beating = [c for c in (a.split()[1] for a in view.legal_actions) if POWER[trump][led][c] > best]
                    assert POWER[trump][led][card] == min(POWER[trump][led][c] for c in beating)
            checked += 1
    assert checked > 1000


def test_a_bid_is_explained_by_the_trumps_and_bowers_held():
    state = new_hand(RULES, 3, [["JH", "JD", "AH", "AC", "9S"], ["9C", "TC", "QC", "KC", "9D"],
                                ["TD", "QD", "KD", "AD", "TS"], ["QS", "KS", "AS", "JS", "JC"]], "KH",
                     ["QH", "9H", "TH"])
    said = reasons(state.view(0), "order alone")
    assert said[:3] == ["you hold both bowers (J♥ and J♦), the two highest trumps",
                        "you would hold 3 trumps: J♥, J♦, A♥", "an off-suit ace (A♣) should take a trick"]
    assert any("scores 4" in s for s in said) and any("East, the dealer" in s for s in said)
    passing = reasons(state.view(0), "pass")
    assert passing[0] == "with hearts as trump you would hold 3 trumps: J♥, J♦, A♥"


def everyone_passes(hands: int = 8):
    """The bidding of hands in which every seat passes while it may."""
    for n in range(hands):
        state = euchre.deal(RULES, n % 4, random.Random(n))
        while state.phase in (Phase.BID_UPCARD, Phase.BID_SUIT):
            yield state
            legal = state.legal_actions()
            state = state.apply("pass" if "pass" in legal else legal[0])


def notes_in(states, condition):
    return [" ".join(rule_notes(s.view(0))) for s in states if condition(s)]


def test_the_house_rules_are_explained_where_they_decide_something():
    states = list(person_states(hands=400, seed=4))
    dealer_without_natural = notes_in(states, lambda s: s.phase is Phase.BID_UPCARD and s.dealer == 0
                                      and not s.is_over and s.to_act == 0 and "order" not in s.legal_actions())
    assert dealer_without_natural and all("house rule 3" in n for n in dealer_without_natural)
    partner_dealing = notes_in(states, lambda s: s.phase is Phase.BID_UPCARD and s.dealer == 2 and s.to_act == 0)
    assert partner_dealing and all("House rule 2, ordering up your partner means going alone" in n
                                   for n in partner_dealing)
    passing = list(everyone_passes())
    stuck = notes_in(passing, lambda s: s.phase is Phase.BID_SUIT and s.to_act == 0 and "pass" not in s.legal_actions())
    assert stuck and all("stick the dealer (house rule 4)" in n.lower() for n in stuck)
    turned_down = notes_in(passing, lambda s: s.phase is Phase.BID_SUIT and s.to_act == 0)
    assert turned_down and all("was turned down and cannot be trump" in n for n in turned_down)
    first_trick = notes_in(states, lambda s: s.phase is Phase.PLAY and not s.tricks)
    assert first_trick and all("(left bower)" in n for n in first_trick)
    over = [s for s in states if s.is_over and s.contract]
    for state in over[:40]:
        notes = " ".join(rule_notes(state.view(0)))
        assert "house rule 7" in notes and "Scoring:" in notes
        taken = state.tricks_won[state.contract.maker % 2]
        assert (f"took {taken} trick" in notes) or ("all five" in notes and taken == 5)
        if taken < 3:
            assert "euchred" in notes.split("Scoring:")[0]


def test_another_seats_house_rule_is_explained_when_it_happens():
    # West deals; North speaks first and passes; East, the dealer's partner, orders up (alone: house rule 2).
    state = new_hand(RULES, 1, [["9C", "TC", "QC", "9D", "TD"], ["9H", "TH", "QH", "KH", "QD"],
                                ["KC", "AC", "KD", "AD", "9S"], ["JH", "JD", "AH", "AS", "KS"]], "TS",
                     ["QS", "JS", "JC"])
    state = state.apply("pass")
    assert state.to_act == 3 and "order alone" in state.legal_actions()
    state = state.apply("order alone")
    notes = " ".join(rule_notes(state.view(0)))
    assert "East is the dealer's partner, so ordering up meant going alone, and West sits out" in notes


def test_how_to_play_says_every_rule_in_plain_words_without_code():
    text = " ".join(p for _, paragraphs in HOW_TO_PLAY for p in paragraphs)
    for number in range(1, 10):
        assert f"house rule {number}" in text.lower(), number
    for word in ("right bower", "left bower", "follow the suit", "euchred", "march", "stick the dealer",
                 "eight hands", "sits out", "turned down"):
        assert word in text
    for code in ("`", "euchre.", "()", "_", "Rules", "test", "Code:"):
        assert code not in text, code
    nodes = how_to_play()
    assert [text_of(find(n, lambda x: x.tag == "h3")[0]) for n in nodes] == [t for t, _ in HOW_TO_PLAY]


def options(*pairs):
    return tuple(Option(action, points, 200, 0.0, error) for action, points, error in pairs)


@pytest.mark.parametrize("item", LESSONS, ids=[item.id for item in LESSONS])
def test_each_lesson_is_played_on_the_table_with_the_coachs_choice_and_why(item):
    """A lesson's deal as the page plays it: at each of the learner's turns the panel names the
    recommended action and its reason; the computer seats' moves are the lesson's own."""
    game = lesson_game(item)
    assert game.round.hand == item.start()
    steps = iter(item.steps)
    while not game.hand.is_over:
        if game.human_to_act:
            step = item.step_at(game.hand)
            view = game.hand.view(0)
            if step is None:  # the lesson's steps are taken: the hand is the learner's to finish
                assert next(steps, None) is None
                text = " ".join(text_of(n) for n in lesson_panel(item, view, None, free=True))
                assert "choices are made" in text or len(view.legal_actions) == 1
                game = game.act(view.legal_actions[0])
                steps = iter(())
                continue
            assert step == next(steps)
            nodes = lesson_panel(item, view, step)
            advice = [n for node in nodes for n in find(node, lambda x: "data-best" in x.attrs)]
            assert advice and advice[0].attrs["data-best"] == step.action
            assert step.reason in " ".join(text_of(n) for n in nodes)
            game = game.act(step.action)
        else:
            game = game.computer_step(item.computer_action(game.hand))
    done = " ".join(text_of(n) for n in lesson_panel(item, game.hand.view(0), None))
    assert "Lesson done" in done


def test_a_learner_who_goes_another_way_is_told_the_advice_ends_there():
    item = next(i for i in LESSONS if len(i.steps) > 1)
    game = lesson_game(item)
    while not game.human_to_act:
        game = game.computer_step(item.computer_action(game.hand))
    other = next(a for a in game.legal_actions() if a != item.steps[0].action)
    game = game.act(other)
    while not game.hand.is_over and not game.human_to_act:
        game = game.computer_step(item.computer_action(game.hand))
    if not game.hand.is_over and len(game.legal_actions()) > 1:
        assert item.step_at(game.hand) is None
        text = " ".join(text_of(n) for n in lesson_panel(item, game.hand.view(0), None))
        assert "another way than the coach" in text


def test_the_offer_leads_to_the_first_lesson_how_to_play_or_no_thanks():
    buttons = [n for node in offer_panel() for n in find(node, lambda x: x.tag == "button")]
    assert [(b.text, b.attrs["data-action"]) for b in buttons] == [
        ("Start the first lesson", "learn-start"), ("How to play", "learn-rules"), ("No thanks", "learn-dismiss")]


def test_the_docstring_example_runs():
    import doctest

    import ui.game.learn

    result = doctest.testmod(ui.game.learn)
    assert result.failed == 0 and result.attempted > 0


@pytest.mark.parametrize("card", ["TH", "9S", "AD"])
def test_card_names_in_reasons_read_as_the_table_writes_them(card):
    assert cards_named(card_text(card)) == {card}
