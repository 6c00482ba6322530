"""The game page's one path from (state, action) to (state, effects) (``ui.game.update``), driven
in CPython as the page drives it: a stand-in performs each effect and sends back what it learns."""

import dataclasses

import pytest
from ui.game.actions import (ComputerMoved, Dealt, Evaluated, ExpertState, Gathered, Key, Menu, NoticeDo, Press,
                             RefusalShown, Shown, Stored)
from ui.game.effects import (Evaluate, Focus, ForgetRefusal, Gather, PlayForced, SaveCoach, SaveGame, SavePrefs,
                             SaveStats, StopTurns, Think)
from ui.game.page import page as page_parts
from ui.game.state import GameState, Prefs
from ui.game.table import by_class, text_of
from ui.game.update import focus_order, update
from ui.game.words import refusal_text, turn_text
from ui.kit.vdom import Look, find, h

from euchre.ai.remote import expert_for
from euchre.game import Game
from euchre.hand import Phase
from euchre.lessons import LESSONS


class Page:
    """The page as ``ui.game.app`` is, without a browser: effects done at once, answers sent back."""

    def __init__(self, state: GameState, evaluate=True):
        self.state = state
        self.effects: list = []
        self.waiting: list = []
        self.evaluate = evaluate
        self.said: list[str] = []
        """Everything the live region was given to say, in order."""

    def send(self, action):
        before = self.state.announce
        self.state, effects = update(self.state, action)
        if self.state.announce != before:
            self.said.append(self.state.announce[1])
        self.effects += effects
        page_parts(self.state, "?seed=1")  # every state the page reaches can be drawn
        for effect in effects:
            if isinstance(effect, Think):
                self.waiting.append(ComputerMoved(effect.step, None))
            elif isinstance(effect, Gather):
                self.waiting.append(Gathered(effect.step))
            elif isinstance(effect, PlayForced):
                self.waiting.append(Press(effect.action))
            elif isinstance(effect, Evaluate) and self.evaluate:
                ask = effect.ask
                options = expert_for({**ask.request, "samples": 12}).evaluate(ask.view)
                self.waiting.append(Evaluated(ask.decision, ask.view, tuple(options)))

    def settle(self, most=200):
        """Let the computers and the page's timers do what they were asked, until the person is to act."""
        for _ in range(most):
            if not self.waiting:
                return
            self.send(self.waiting.pop(0))
        raise AssertionError("the table never came to rest")

    def deal_lands(self):
        self.send(Dealt(self.state.step))
        self.settle()

    def play_on(self):
        """One step by the first legal action: the next hand dealt, the person's move, or the computers'."""
        game = self.state.game
        if game.needs_next_hand:
            self.send(Press("next-hand"))
            self.deal_lands()
        elif game.human_to_act:
            self.send(Press(game.legal_actions()[0]))
            self.settle()
        else:
            self.settle()


def started(seed=5, **prefs) -> Page:
    page = Page(GameState(game=Game.new(seed=seed), prefs=Prefs(**prefs)))
    page.send(Shown(True))
    page.deal_lands()
    return page


def test_the_computers_play_until_it_is_the_persons_turn():
    page = started()
    assert page.state.game.human_to_act
    assert any(isinstance(e, SaveGame) for e in page.effects)


def test_a_tap_while_the_cards_fly_is_kept_and_played_once_they_land():
    page = Page(GameState(game=Game.new(seed=5), prefs=Prefs()))
    page.send(Shown(True))
    page.settle()
    assert page.state.game.human_to_act and page.state.dealt is None
    choice = page.state.game.legal_actions()[0]
    page.send(Press(choice))
    assert page.state.queued == choice and page.state.game.hand.history[-1][0] != 0
    page.send(Dealt(page.state.step))
    assert page.state.queued is None and page.state.game.hand.history[-1] == (0, choice)


def test_a_whole_round_by_taps_reaches_its_end():
    page = started(seed=11)
    for _ in range(400):
        if page.state.game.round.is_over:
            break
        page.play_on()
    assert page.state.game.round.is_over
    page.send(Press("new-round"))
    assert page.state.game.round.hand_number == 1 and not page.state.game.round.is_over


def test_arrow_keys_move_between_the_enabled_cards_and_nowhere_else():
    page = started(seed=4)  # you bid in round one
    page.send(Key("ArrowRight", focused=None, group=None))  # the focus on Hint: nothing happens, nothing fails
    assert page.effects[-1:] != [Focus] and page.state.game.human_to_act
    order = focus_order(page.state, "bids")
    assert order and all(isinstance(a, str) for a in order)
    state, effects = update(page.state, Key("End", focused=order[0], group="bids"))
    assert effects == [Focus(Look("button", data_action=order[-1]).within(Look(data_group="bids")))]
    state, effects = update(page.state, Key("ArrowRight", focused=order[-1], group="bids"))
    assert effects == [Focus(Look("button", data_action=order[0]).within(Look(data_group="bids")))]


@pytest.mark.parametrize("key", ["ArrowLeft", "ArrowRight", "Home", "End", "ArrowUp", "ArrowDown"])
def test_an_arrow_key_outside_the_cards_and_bids_changes_nothing(key):
    page = started(seed=5)
    state, effects = update(page.state, Key(key, focused="hint", group=None))
    assert effects == [] and state == page.state


def at_a_choice(page: Page) -> Page:
    """Play on (first legal action) until the person has a real choice."""
    while len(page.state.game.legal_actions()) < 2:
        page.play_on()
    return page


def test_undo_takes_back_the_persons_last_decision_and_stops_the_computers():
    page = at_a_choice(started(seed=5))
    before = page.state.game
    page.send(Press(before.legal_actions()[0]))
    page.send(Key("u"))
    assert page.state.game.hand.history == before.hand.history
    assert StopTurns() in page.effects


def test_undo_is_not_taken_while_typing_or_in_a_dialog():
    page = at_a_choice(started(seed=5))
    page.send(Press(page.state.game.legal_actions()[0]))
    moved = page.state.game
    page.send(Key("u", typing=True))
    page.send(Key("z", command=True, dialog=True))
    assert page.state.game is moved


def test_a_hint_asks_the_expert_once_and_shows_its_answer():
    page = started(seed=5)
    page.evaluate = False
    page.send(Press("hint"))
    asks = [e for e in page.effects if isinstance(e, Evaluate)]
    assert page.state.hint.status == "thinking" and len(asks) == 1
    page.send(Press("hint"))
    assert len([e for e in page.effects if isinstance(e, Evaluate)]) == 1
    ask = asks[0].ask
    options = tuple(expert_for({**ask.request, "samples": 12}).evaluate(ask.view))
    page.send(Evaluated(ask.decision, ask.view, options))
    assert page.state.hint.status == "done" and page.state.hint.options == options
    assert any(isinstance(e, SaveCoach) for e in page.effects)
    page.send(Press(options[0].action))
    assert page.state.hint is None  # the decision was made: the hint is for another moment


def test_the_review_follows_the_hint_and_never_calls_its_choice_a_mistake():
    page = started(seed=7)
    for _ in range(60):
        game = page.state.game
        if game.hand.is_over:
            break
        page.send(Press("hint"))
        page.settle()
        page.send(Press(page.state.hint.options[0].action))
        page.settle()
    page.send(Press("review"))
    page.settle()
    review = page.state.review
    assert review.status == "done" and review.open
    assert review.decisions and all(d.lost == 0 for d in review.decisions)


def test_an_expert_that_cannot_answer_is_said_and_the_hint_fails_in_words():
    page = started(seed=5)
    page.evaluate = False
    page.send(Press("hint"))
    ask = [e for e in page.effects if isinstance(e, Evaluate)][-1].ask
    page.send(ExpertState("failed", "its worker stopped"))
    page.send(Evaluated(ask.decision, ask.view, error="no answer"))
    assert page.state.hint.status == "failed" and "not available" in page.state.hint.error
    assert page.state.notice("expert-failed") is not None
    page.send(NoticeDo("dismiss-expert-failed"))
    assert page.state.notice("expert-failed") is None


def test_a_resized_window_draws_the_table_again_and_an_idle_save_does_not():
    """The statistics' chart is measured as it is drawn: a resize must give a new state (the page
    draws only a state that is not the very one it drew), and a save that went well the same one."""
    state = started().state
    assert update(state, Menu("resize"))[0] is not state
    assert update(state, Stored("game", None))[0] is state


def test_the_menu_keeps_its_choices_and_the_next_rules():
    page = started(seed=5)
    page.send(Menu("speed", value="fast"))
    page.send(Menu("look", "sound", "off"))
    page.send(Menu("preset", value="standard"))
    assert page.state.prefs.speed == "fast" and not page.state.prefs.switch("sound")
    assert page.state.game.next_rules.preset == "standard" and page.state.game.round.rules.preset == "tournament"
    saved = [e.prefs for e in page.effects if isinstance(e, SavePrefs)][-1]
    assert saved.saved()["speed"] == "fast" and saved.saved()["sound"] is False
    page.send(Menu("speed", value="warp"))  # not a speed: nothing changes
    assert page.state.prefs.speed == "fast"


def test_a_new_round_from_the_rules_asks_before_abandoning_one_in_progress():
    page = started(seed=5)
    page.send(Press(page.state.game.legal_actions()[0]))
    page.settle()
    game = page.state.game
    page.send(Menu("new-round"))
    assert page.state.confirming_new_round and page.state.game is game
    page.send(Menu("new-round"))
    assert not page.state.confirming_new_round and page.state.game.round.hand_number == 1
    assert not page.state.game.hand.history or page.state.game.round.seed != game.round.seed


def test_the_statistics_are_saved_when_a_round_ends():
    page = started(seed=11, speed="instant")
    while not page.state.game.round.is_over:
        page.play_on()
    assert len(page.state.stats.rounds) == 1
    assert any(isinstance(e, SaveStats) and len(e.stats.rounds) == 1 for e in page.effects)


def test_a_lesson_keeps_the_persons_game_and_gives_it_back():
    page = started(seed=5)
    own = page.state.game
    page.send(Press("learn-start"))
    assert page.state.mode == "lesson" and page.state.lesson == LESSONS[0].id and page.state.game is not own
    page.send(Press("learn-next"))
    assert page.state.lesson == LESSONS[1].id
    page.send(Press("learn-leave"))
    assert page.state.game is own and page.state.mode == "own"
    assert all(e.game is own or not e.game.round.seed.startswith("lesson:") if isinstance(e.game.round.seed, str)
               else True for e in page.effects if isinstance(e, SaveGame))  # a lesson is never saved


def test_a_lesson_marks_the_coachs_choice_on_the_table_and_plays_to_its_end():
    from ui.game.page import table_parts

    page = started(seed=5)
    page.send(Press("learn-start"))
    item = LESSONS[0]
    for _ in range(60):
        page.deal_lands()
        game = page.state.game
        if game.hand.is_over:
            break
        if game.human_to_act:
            step = item.step_at(game.hand)
            action = step.action if step else game.legal_actions()[0]
            if step is not None:
                marked = [n.attrs["data-action"] for part in ("dock", "seat-0") for node in table_parts(page.state)[part]
                          for n in find(node, lambda n: n.attrs.get("data-recommended") == "true")]
                assert marked == [step.action]
            page.send(Press(action))
        page.settle()
    assert page.state.game.hand.is_over and page.state.mode == "lesson"


def test_the_score_sheet_open_stops_the_computers():
    page = Page(GameState(game=Game.new(seed=5)))
    page.send(Shown(False))
    assert not any(isinstance(e, Think) for e in page.effects)
    page.send(Shown(True))
    page.deal_lands()
    assert page.state.game.human_to_act


def test_a_finished_trick_is_gathered_before_the_next_lead():
    page = started(seed=5)
    for _ in range(60):
        hand = page.state.game.hand
        if hand.phase is Phase.PLAY and hand.tricks:
            break
        page.send(Press(page.state.game.legal_actions()[0]))
        page.settle()
    gathers = [e for e in page.effects if isinstance(e, Gather)]
    assert gathers, "a trick was taken without being gathered"
    assert dataclasses.replace(page.state).gathered is not None or page.state.game.hand.trick


def test_a_game_to_ten_is_chosen_for_the_next_game_and_ends_at_ten():
    page = started(seed=5, speed="instant")
    page.send(Menu("format", value="to-10"))
    assert page.state.prefs.format == "to-10" and page.state.game.format.key == "round"  # from the next game
    page.send(Menu("new-round"))
    page.send(Menu("new-round"))  # the question, then yes
    assert page.state.game.format.key == "to-10"
    page.deal_lands()
    for _ in range(3000):
        if page.state.game.round.is_over:
            break
        page.play_on()
    rnd = page.state.game.round
    assert rnd.is_over and max(rnd.team_scores) >= 10
    assert all(max(sum(r.points[t] for r in rnd.results[:n]) for t in (0, 1)) < 10 for n in range(len(rnd.results)))
    page.send(Press("new-round"))
    assert page.state.game.format.key == "to-10" and page.state.game.round.hand_number == 1


def test_a_pass_the_rules_leave_you_plays_itself_after_a_pause_and_says_why():
    """Seed 1: you deal hand 1, the queen of clubs is turned and you hold no club (house rule 3)."""
    page = started(seed=1)
    forced = [e for e in page.effects if isinstance(e, PlayForced)]
    assert [e.action for e in forced] == ["pass"] and forced[0].pause > 0
    assert page.state.game.hand.history[3] == (0, "pass")
    assert "You passed: the dealer needs a club to pick up, and you hold none (house rule 3)." in page.said


def test_a_pass_the_rules_leave_you_waits_for_you_when_the_switch_is_off():
    page = started(seed=1, switches=(("sound", True), ("forced-card", False)))
    assert not any(isinstance(e, PlayForced) for e in page.effects)
    assert page.state.game.human_to_act and page.state.game.legal_actions() == ["pass"]
    assert turn_text(page.state.game.hand).startswith("You must pass: the dealer needs a club")


def at_a_refused_card(seed=5) -> Page:
    """Play on (first legal action) until the person must play and the rules refuse one of their cards."""
    page = started(seed=seed)
    for _ in range(300):
        game = page.state.game
        hand = game.hand
        if game.human_to_act and hand.phase is Phase.PLAY and len(game.legal_actions()) < len(hand.hands[0]):
            return page
        page.play_on()
    raise AssertionError("no refused card in the round")


def test_a_tap_on_a_card_the_rules_refuse_says_why_beside_the_cards_and_changes_nothing_else():
    page = at_a_refused_card()
    game = page.state.game
    legal = game.legal_actions()
    card = next(f"play {c}" for c in game.hand.hands[0] if f"play {c}" not in legal)
    before = page.state
    page.send(Press(card))
    reason = refusal_text(game.hand.why_not(card))
    assert reason.startswith("You must follow ") and reason.endswith(".")
    assert page.state.game is game and page.state.refusal.reason == reason
    assert page.state.announce[1] == reason and page.state.focus == before.focus
    forget = page.effects[-1]
    assert isinstance(forget, ForgetRefusal) and forget.after > 0
    seat = page_parts(page.state)["seat-0"][0]
    assert [text_of(n) for n in by_class(seat, "refusal")] == [reason]
    assert dataclasses.replace(page.state, refusal=None, announce=before.announce) == before
    page.send(Press(card))  # again: said again, a new note
    again = page.state.refusal.number
    assert again == forget.number + 1 and page.state.announce[0] == before.announce[0] + 2
    page.send(RefusalShown(forget.number))  # the first one's time is up: the second stays
    assert page.state.refusal is not None
    page.send(RefusalShown(again))
    assert page.state.refusal is None and not by_class(page_parts(page.state)["seat-0"][0], "refusal")


def test_arrow_keys_move_only_among_the_cards_you_may_play():
    page = at_a_refused_card()
    legal = page.state.game.legal_actions()
    order = focus_order(page.state, "cards")
    assert sorted(order) == sorted(legal) and len(order) < len(page.state.game.hand.hands[0])


# --- another round in place of one in progress ------------------------------------------------------

def deep_in_a_round(seed=5, hands=3) -> Page:
    """A round of ``seed`` played (first legal action) into its hand ``hands``, the person to act."""
    page = started(seed=seed)
    while page.state.game.round.hand_number < hands or not page.state.game.human_to_act:
        page.play_on()
    return page


def test_the_addresss_seed_asks_what_is_lost_before_abandoning_a_round_and_counts_it():
    page = deep_in_a_round()
    rnd = page.state.game.round
    us, them = rnd.team_scores
    page.state = dataclasses.replace(page.state, pending_seed=22).with_notice("seed")
    game = page.state.game
    page.send(NoticeDo("seed-round", at="2026-05-02T09:00:00Z"))
    assert page.state.game is game and page.effects[-1] == Focus(Look(id="seed-keep"))
    words = text_of(page_parts(page.state)["notices"][0])
    assert f"Abandon your round? You are at hand {rnd.hand_number}, {us}–{them}." in words
    assert "count as abandoned" in words and "Yes, abandon it and start seed 22" in words
    page.send(NoticeDo("seed-round", at="2026-05-02T09:00:00Z"))
    assert page.state.game.round.seed == 22 and page.state.game.round.hand_number == 1
    assert page.state.notice("seed") is None and page.state.pending_seed is None
    [gone] = page.state.stats.abandoned
    assert (gone.seed, gone.hand, gone.scores, gone.abandoned) == (5, rnd.hand_number, (us, them),
                                                                   "2026-05-02T09:00:00Z")
    assert any(isinstance(e, SaveStats) and e.stats.abandoned == (gone,) for e in page.effects)


def test_keeping_the_round_abandons_nothing_and_a_round_not_begun_is_not_asked_about():
    page = deep_in_a_round(hands=2)
    page.state = dataclasses.replace(page.state, pending_seed=22).with_notice("seed")
    page.send(NoticeDo("seed-round"))
    page.send(NoticeDo("keep-round"))
    assert page.state.notice("seed") is None and page.state.game.round.seed == 5 and not page.state.stats.abandoned
    fresh = Page(dataclasses.replace(GameState(game=Game.new(seed=4)), pending_seed=22).with_notice("seed"))
    fresh.send(NoticeDo("seed-round", at="2026-05-02T09:00:00Z"))  # nothing of yours played yet: no question
    assert fresh.state.game.round.seed == 22 and not fresh.state.stats.abandoned


def test_a_new_round_from_the_menu_says_what_is_lost_and_counts_the_abandoned_round():
    page = deep_in_a_round(hands=2)
    rnd = page.state.game.round
    page.send(Menu("new-round", at="2026-05-02T09:00:00Z"))
    form = text_of(h("form", None, *page_parts(page.state)["rules-form"]))
    assert f"Abandon your round? You are at hand {rnd.hand_number}, {rnd.team_scores[0]}–{rnd.team_scores[1]}." \
        in form and "Yes, abandon this game" in form
    page.send(Menu("new-round", at="2026-05-02T09:00:00Z"))
    assert page.state.game.round.hand_number == 1 and len(page.state.stats.abandoned) == 1
    assert page.state.stats.abandoned[0].hand == rnd.hand_number


def test_a_seed_that_is_not_one_is_refused_in_words():
    from ui.game.page import notice_node
    from ui.game.state import Notice
    kept = text_of(notice_node(GameState(game=Game.new(seed=4)), Notice("bad-seed", "abc", 1)))
    assert "“abc”, which is not a seed" in kept and "a whole number from 0 to 999999999" in kept
    assert kept.endswith("Your round goes on.Dismiss")
    new = text_of(notice_node(GameState(game=Game.new(seed=4)), Notice("bad-seed", "9" * 40, 0)))
    assert "“" + "9" * 24 + "…”" in new and "A round with a seed of its own has started." in new


def test_the_first_visit_offer_stays_up_through_a_pass_that_played_itself():
    """Seed 1: your first move is a pass the rules leave you; the offer is still there after it, and goes
    once you make a choice of your own."""
    page = Page(GameState(game=Game.new(seed=1), offering=True))
    page.send(Shown(True))
    page.deal_lands()
    assert page.state.game.hand.history[3] == (0, "pass") and page.state.offering
    while page.state.offering:
        assert not page.state.game.round.hand_number > 2, "the offer outlived the person's choices"
        page.play_on()
    assert any(isinstance(e, SavePrefs) and e.prefs.offered for e in page.effects)


def review_the_hand(page: Page):
    """Press "Review this hand" at a finished hand and let the expert judge it; the review's decisions."""
    page.send(Press("review"))
    page.settle()
    review = page.state.review
    assert review.status == "done" and review.open, review
    assert review.key == (page.state.game.round.seed, page.state.game.round.hand_number)
    return review.decisions


def person_decisions(hand) -> list[int]:
    """Indexes in the hand's history of the person's choices that had more than one legal option."""
    state, found = hand.initial(), []
    for index, (seat, action) in enumerate(hand.history):
        if seat == 0 and len(state.legal_actions()) > 1:
            found.append(index)
        state = state.apply(action)
    return found


def test_a_hand_of_a_game_to_ten_is_reviewed_mid_game_and_at_the_games_end():
    """A game to 10 (issue 42: reviewed like the round): its first hand is reviewed where it ends,
    and so is the hand that took a side to 10, from the "Game over" summary; each review judges
    the person's decisions of that hand and is kept in Statistics under the game to 10."""
    from euchre.formats import TO_TEN

    page = Page(GameState(game=Game.new(seed=5, format=TO_TEN), prefs=Prefs(speed="instant")))
    page.send(Shown(True))
    page.deal_lands()
    reviewed = 0
    for _ in range(3000):
        game = page.state.game
        if game.hand.is_over and person_decisions(game.hand) and (game.round.hand_number == 1 or game.round.is_over):
            decisions = review_the_hand(page)
            assert [d.index for d in decisions] == person_decisions(game.hand)
            assert all(d.action == game.hand.history[d.index][1] for d in decisions)
            reviewed += 1
        if game.round.is_over:
            break
        page.play_on()
    rnd = page.state.game.round
    assert rnd.is_over and rnd.format.key == "to-10" and max(rnd.team_scores) >= 10
    assert reviewed == 2, "the first hand or the last gave the person no choice to review: choose another seed"
    record = page.state.stats.rounds[-1]
    assert record.format == "to-10" and record.seed == rnd.seed and len(record.hands) == rnd.hand_number
    assert record.hands[0].given_away is not None, "the first hand's review is not in Statistics"
    assert record.hands[-1].given_away is not None, "the last hand's review, from the game's end, is not in Statistics"


def _node(state, ident):
    summary = page_parts(state, "?seed=1")["summary"]
    found = [n for node in summary for n in find(node, lambda n: n.attrs.get("id") == ident)]
    return found[0] if found else None


def test_every_hand_of_a_finished_round_is_reviewed_from_its_row_of_the_log():
    from euchre.ai.review import decisions
    from euchre.game import HUMAN

    page = started(seed=11, speed="instant")
    page.evaluate = False
    while not page.state.game.round.is_over:
        if page.state.game.needs_next_hand and page.state.game.round.hand_number == 2:
            page.send(Press("review-hand-1"))  # not before the round is over: the review is of the hand just finished
            assert page.state.review is None and not any(isinstance(e, Evaluate) for e in page.effects)
        page.play_on()
    rnd = page.state.game.round
    assert _node(page.state, "review-hand-8") is not None
    number = next(n for n in range(1, 8) if list(decisions(rnd.hands[n - 1], HUMAN)))
    button = _node(page.state, f"review-hand-{number}")
    assert button.tag == "button" and button.attrs["aria-label"] == f"Review hand {number}"
    assert button.attrs["aria-expanded"] == "false" and "disabled" not in button.attrs
    page.evaluate = True
    before = len(page.effects)
    page.send(Press(f"review-hand-{number}"))
    page.settle()
    asks = [e.ask for e in page.effects[before:] if isinstance(e, Evaluate)]
    expected = list(decisions(rnd.hands[number - 1], HUMAN))
    assert asks and all(ask.decision.hand_number == number for ask in asks)
    assert [ask.view for ask in asks] == [view for _, _, view in expected][:len(asks)]
    review = page.state.review
    assert review.key == (rnd.seed, number) and review.status == "done" and review.open
    assert [d.index for d in review.decisions] == [index for index, _, _ in expected]
    box = _node(page.state, "review")
    assert "hidden" not in box.attrs and f"Review of hand {number}" in text_of(box)
    shown = _node(page.state, f"review-hand-{number}")
    assert shown.attrs["aria-expanded"] == "true" and shown.attrs["aria-label"] == f"Hide the review of hand {number}"
    assert text_of(_node(page.state, "review-toggle")) == "Review this hand"  # the last hand's is not the one shown
    [record] = page.state.stats.rounds
    assert record.hands[number - 1].given_away is not None
    assert [h.given_away is not None for h in record.hands].count(True) == 1
    page.send(Press(f"review-hand-{number}"))  # closed
    assert not page.state.review.open and "hidden" in _node(page.state, "review").attrs
    page.send(Press("review"))  # the last hand's, then the first one's again: each hand counted once
    page.settle()
    assert page.state.review.key == (rnd.seed, 8)
    assert text_of(_node(page.state, "review-toggle")) == "Hide the review"
    page.send(Press(f"review-hand-{number}"))
    page.settle()
    assert page.state.review.key == (rnd.seed, number) and page.state.review.status == "done"
    [record] = page.state.stats.rounds
    assert [h.given_away is not None for h in record.hands].count(True) == 2
    page.send(Press("review-hand-9"))  # no such hand: nothing changes
    assert page.state.review.key == (rnd.seed, number)
    page.send(Press("new-round"))
    assert page.state.review is None
