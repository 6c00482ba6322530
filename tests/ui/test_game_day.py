"""Today's deals on the game page (``ui.game.day`` through ``ui.game.update``), driven in CPython as
the page drives it: the worker's requests answered by ``euchre.ai.remote`` itself."""

import dataclasses

from ui.game import day
from ui.game.actions import ComputerMoved, Dealt, ExpertDayStep, Gathered, Menu, Press, SharedStep, Shown
from ui.game.effects import ExpertDay, Gather, PlayForced, ReplayShared, SaveDays, SaveGame, Think
from ui.game.page import days_body
from ui.game.page import page as page_parts
from ui.game.state import GameState
from ui.game.update import update
from ui.kit.vdom import find, text_of, walk

from euchre import daily
from euchre.ai.remote import handle_request
from euchre.game import Game
from euchre.stats import Stats

DATE = "2026-05-01"


class Page:
    def __init__(self, state):
        self.state = state
        self.effects = []
        self.waiting = []

    def send(self, action):
        self.state, effects = update(self.state, action)
        self.effects += effects
        page_parts(self.state, "?seed=1")  # every state the page reaches can be drawn
        days_body(self.state, DATE)
        for effect in effects:
            if isinstance(effect, Think):
                assert effect.level == ("day" if self.state.mode == "day" else effect.level)
                game = effect.game
                action = daily.computer_action(game) if effect.level == "day" else None
                self.waiting.append(ComputerMoved(effect.step, action))
            elif isinstance(effect, Gather):
                self.waiting.append(Gathered(effect.step))
            elif isinstance(effect, PlayForced):
                self.waiting.append(Press(effect.action))
            elif isinstance(effect, ExpertDay):
                reply = handle_request(effect.request)
                assert reply["ok"], reply
                self.waiting.append(ExpertDayStep(effect.request["date"], effect.request["hand"],
                                                  tuple(reply["actions"]), reply["done"]))
            elif isinstance(effect, ReplayShared):
                reply = handle_request(effect.request)
                assert reply["ok"], reply
                self.waiting.append(SharedStep(effect.request["code"], effect.request["hand"],
                                               tuple(reply["actions"]), reply["done"], reply.get("rest")))

    def settle(self, until=lambda state: False, most=5000):
        for _ in range(most):
            if not self.waiting or until(self.state):
                return
            self.send(self.waiting.pop(0))

    def play_hands(self, count):
        """The person takes the first legal choice each time, for ``count`` hands."""
        for _ in range(2000):
            game = self.state.game
            if len(game.round.results) >= count:
                return
            if game.needs_next_hand:
                self.send(Press("next-hand"))
            elif self.state.dealt is None or self.state.dealt[:2] != self.state.step[:2]:
                self.send(Dealt(self.state.step))
            elif game.human_to_act:
                self.send(Press(game.legal_actions()[0]))
            self.settle(until=lambda s: s.game.human_to_act or s.game.needs_next_hand)
        raise AssertionError("the hands never ended")


def started(**changes) -> Page:
    page = Page(GameState(game=Game.new(seed=4), **changes))
    page.send(Shown(True))
    return page


def test_todays_deals_are_the_days_deals_and_the_own_game_comes_back():
    page = started()
    own = page.state.game
    page.send(Menu("play-day", value=DATE))
    assert page.state.mode == "day" and page.state.game == daily.day_game(DATE)
    assert any(isinstance(e, SaveDays) for e in page.effects)
    page.send(Press("hint"))
    page.send(Press("undo"))
    assert page.state.hint is None and day.OFF in page.state.announce[1]
    page.send(Press("day-leave"))
    assert page.state.mode == "own" and page.state.game is own


def test_a_bad_date_is_refused_in_words():
    page = started()
    page.send(Menu("play-day", value="2026-02-30"))
    assert page.state.mode == "own" and "February" in page.state.announce[1]


def test_a_day_played_is_kept_counted_and_beside_the_experts_own_play():
    page = started()
    page.send(Menu("play-day", value=DATE))
    page.play_hands(1)
    assert not any(isinstance(e, SaveGame) and daily.date_of(e.game) == DATE for e in page.effects)
    page.settle(until=lambda s: len(s.days.get(DATE).expert) >= 1)
    kept = page.state.days.get(DATE)
    assert len(kept.game.round.results) == 1 and len(kept.expert) >= 1
    expected = daily.expert_hand(DATE, 1)  # worked out afresh, with nothing known
    assert kept.expert[0].actions == expected.actions
    noted = page.state.stats.day(DATE)
    assert noted is not None and noted.person == kept.score.person[:len(noted.person)]
    summary = page_parts(page.state)["summary"][0]
    assert "the expert on the same cards" in text_of(find(summary, lambda n: n.attrs.get("id") == "day-hand")[0])


def test_a_shared_message_is_read_back_on_another_device_beside_the_expert():
    sharer = started()
    sharer.send(Menu("play-day", value=DATE))
    sharer.play_hands(1)
    message = day.share_message(sharer.state.days.get(DATE))
    assert message.startswith(f"Euchre, the deals of {DATE}") and "Code: " in message

    friend = started()  # another device: nothing of that day played there
    friend.send(Menu("days"))
    friend.send(Menu("shared", value=message))
    friend.settle(until=lambda s: s.shared.done and len(s.days.get(DATE).expert) >= 1)
    shared = friend.state.shared
    assert shared.done and not shared.error
    mine = sharer.state.days.get(DATE)
    assert [h.points for h in shared.replayed] == [r.points for r in mine.game.round.results]
    body = days_body(friend.state, DATE)
    table = next(n for node in body for n in find(node, lambda n: n.attrs.get("id") == "shared-table"))
    cells = [text_of(c) for c in find(table, lambda n: n.attrs.get("data-who") == "them")]
    assert cells == [f"{a}–{b}" for a, b in (h.points for h in shared.replayed)]


def test_a_mangled_code_is_refused_in_words():
    page = started()
    page.send(Menu("shared", value="Code: 20TKWW6H171SHPZ6Q"))
    assert page.state.shared.error and "code" in page.state.shared.error.lower()
    assert not any(isinstance(e, ReplayShared) for e in page.effects)


def test_the_days_dialog_offers_today_and_says_the_streak():
    page = started(stats=Stats())
    page.send(Menu("days"))
    body = days_body(page.state, DATE)
    play = next(n for node in body for n in find(node, lambda n: n.attrs.get("id") == "play-today"))
    assert play.text == "Play today's deals" and play.attrs["data-date"] == DATE
    assert any("streak" in text_of(node).lower() for node in body)
    page.send(Menu("play-day", value=DATE))
    page.send(Dealt(page.state.step))
    state = dataclasses.replace(page.state, dialog="days")
    again = next(n for node in days_body(state, DATE) for n in find(node, lambda n: n.attrs.get("id") == "play-today"))
    assert again.text in ("Play today's deals", "Go on with today's deals (hand 1 of 8)")


def test_each_hand_of_a_past_day_is_reviewed_with_its_own_decisions():
    from ui.game.actions import Evaluated
    from ui.game.effects import Evaluate

    from euchre.ai.remote import expert_for
    from euchre.ai.review import decisions
    from euchre.daily import Days
    from euchre.game import HUMAN

    player = started()
    player.send(Menu("play-day", value=DATE))
    player.play_hands(8)
    assert player.state.game.round.is_over
    days = Days.from_dict(player.state.days.to_dict())  # the day as it is kept, read back another day
    page = started(days=days)
    stats = page.state.stats
    page.send(Menu("play-day", value=DATE))  # "Review" in Statistics or the Today's deals dialog
    rnd = page.state.game.round
    assert page.state.mode == "day" and rnd.is_over
    hand = rnd.hands[2]
    expected = list(decisions(hand, HUMAN))
    assert expected
    before = len(page.effects)
    page.send(Press("review-hand-3"))
    for _ in range(100):
        asks = [e.ask for e in page.effects[before:] if isinstance(e, Evaluate)]
        before = len(page.effects)
        if not asks:
            break
        for ask in asks:
            assert ask.decision == (rnd.seed, 3, ask.decision.index)
            assert any(ask.view == view and ask.action == action for _, action, view in expected)
            options = expert_for({**ask.request, "samples": 12}).evaluate(ask.view)
            page.send(Evaluated(ask.decision, ask.view, tuple(options)))
    review = page.state.review
    assert review.key == (rnd.seed, 3) and review.status == "done"
    assert [d.index for d in review.decisions] == [index for index, _, _ in expected]
    summary = page_parts(page.state)["summary"][0]
    box = find(summary, lambda n: n.attrs.get("id") == "review")[0]
    assert "hidden" not in box.attrs and "Review of hand 3" in text_of(box)
    assert page.state.stats.rounds == stats.rounds and page.state.stats.notes == stats.notes  # a day is not a round
    page.send(Press("review-hand-3"))
    assert not page.state.review.open


def a_day_at_its_end() -> GameState:
    """Today's deals over, every seat taking its first legal choice (no expert needed to draw it)."""
    game = daily.day_game(DATE)
    while not game.round.is_over:
        if game.needs_next_hand:
            game = game.next_hand()
        elif game.human_to_act:
            game = game.act(game.legal_actions()[0])
        else:
            game = game.computer_step(game.hand.legal_actions()[0])
    days = daily.Days().kept(daily.Day.new(DATE).with_game(game))
    return GameState(game=game, mode="day", today=DATE, days=days)


def test_at_the_days_end_the_result_and_its_buttons_come_before_the_days_table():
    """The day's end summary reads as a round's end does: the verdict, the way on ("Back to your own
    game"), the last hand's result; then the day beside the expert's, the message to share and the
    streak; the round's own log last. The day's table before the buttons pushed them out of the
    window at every size."""
    (node,) = page_parts(a_day_at_its_end(), "?seed=1")["summary"]
    order = [n.attrs["id"] for n in walk(node) if n.attrs.get("id")]
    assert order.index("round-result") < order.index("day-leave") < order.index("hand-result") \
        < order.index("share-text") < order.index("day-streak")
    assert order.index("day-streak") < min(i for i, n in enumerate(walk(node)) if "log" in n.classes)
