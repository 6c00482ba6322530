"""Today's deals (euchre.daily): the same game for a date everywhere, the expert's own play of the
person's seat equal to a duplicate run the test makes itself with the same deals and seeds, the
worker's requests giving the same, duplicate scoring, the share code (round trip, and a mangled code
refused in words), the days kept, and the days in the statistics with their streak.

The expert plays every computer seat at 40 samples a decision, so the test plays few hands: the
person's first two hands of one day (a standard player in the person's seat), shared by the tests.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import zlib

import pytest

import euchre
from euchre import daily
from euchre.ai import computer_player
from euchre.ai.expert import ExpertPlayer
from euchre.ai.remote import handle, handle_request
from euchre.daily import (CODE_VERSION, KEEP_DAYS, SAMPLES, Day, Days, DayScore, SharedDay, Verdict, day_deal,
                          day_game, date_of, expert_hand, read_code, replay, replay_hand, share_code, share_text)
from euchre.errors import InvalidDateError, InvalidStateError, ShareCodeError
from euchre.formats import ROUND
from euchre.game import Game, decision_seed
from euchre.stats import Stats, day_streaks, dumps, loads

DATE = "2026-05-01"
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def play_hands(game: Game, count: int) -> Game:
    """The person (a standard player) and the day's computer players play ``count`` hands of ``game``."""
    person = computer_player("standard", seed=11)
    while len(game.round.results) < count:
        if game.needs_next_hand:
            game = game.next_hand()
        elif game.human_to_act:
            game = game.act(person.choose(game.view()))
        else:
            game = game.computer_step(daily.computer_action(game))
    return game


@pytest.fixture(scope="module")
def played():
    """The person's game of DATE after two hands."""
    return play_hands(day_game(DATE), 2)


@pytest.fixture(scope="module")
def expert_first():
    """The expert's own play of hand 1 of DATE, worked out from nothing."""
    return expert_hand(DATE, 1)


# --- the same game everywhere -------------------------------------------------------------------------


def deals(game: Game) -> list:
    return [(h.dealt, h.upcard, h.kitty, h.dealer) for h in (game.round.seeded_hand(i) for i in range(8))]


def test_two_games_for_the_same_date_are_identical_and_other_dates_differ():
    game = day_game(DATE)
    assert game == day_game(DATE) and deals(game) == deals(day_game(DATE))
    assert [(d.dealt, d.upcard, d.kitty, d.dealer) for d in (day_deal(DATE, n) for n in range(1, 9))] == deals(game)
    assert [d[3] for d in deals(game)] == [0, 1, 2, 3, 0, 1, 2, 3]  # each seat deals twice
    for other in ("2026-05-02", "2027-05-01", "2024-01-01"):
        theirs = deals(day_game(other))
        assert all(mine[0] != their[0] for mine, their in zip(deals(game), theirs))
    assert game.levels == (None, "expert", "expert", "expert") and game.format == ROUND
    assert game.round.rules == euchre.Rules() and date_of(game) == DATE


def test_the_days_cards_are_the_same_in_every_build():
    # A share code replays the day from its date: the deals of a date must never change while
    # CODE_VERSION stays (if this fails, the deals changed: bump CODE_VERSION).
    text = "|".join(repr((d.dealt, d.upcard, d.kitty)) for d in (day_deal(DATE, n) for n in range(1, 9)))
    assert zlib.crc32(text.encode()) == 1580547820 and CODE_VERSION == 1
    assert day_deal(DATE, 1).dealt[0] == ("QD", "JH", "KH", "TS", "KC")


def test_only_a_days_own_game_has_a_date():
    assert date_of(Game.new(seed=DATE)) is None
    assert date_of(Game.new(seed="day:2026-02-30", levels=daily.LEVELS)) is None
    assert date_of(day_game(DATE).with_levels(partner="standard")) is None
    assert date_of(Game.new(euchre.Rules.standard(), seed="day:" + DATE, levels=daily.LEVELS)) is None


@pytest.mark.parametrize("text, words", [
    ("2026-02-30", "2026-02-30 is not a day on the calendar: February 2026 has 28 days"),
    ("2028-02-30", "February 2028 has 29 days"),
    ("2026-13-01", "there is no month 13"),
    ("2026-00-10", "there is no month 0"),
    ("2026-04-31", "April 2026 has 30 days"),
    ("1/5/2026", "not a date written year-month-day, like 2026-05-01"),
    ("20260501", "not a date written year-month-day"),
    ("2026-5-1", "not a date written year-month-day"),
    (" 2026-05-01", "not a date written year-month-day"),
    (20260501, "a day's date is text written year-month-day"),
    (None, "a day's date is text"),
    ("2023-12-31", "there are deals for the days from 2024-01-01 to 2203-06-07, not for 2023-12-31"),
    ("2203-06-08", "not for 2203-06-08"),
    ("0000-01-01", "not for 0000-01-01"),
    ("2026-02-00", "February 2026 has 28 days"),
    ("\u0662\u0660\u0662\u0666-05-01", "not a date written year-month-day"),  # digits of another script
])
def test_a_bad_date_is_refused_in_words(text, words):
    with pytest.raises(InvalidDateError) as caught:
        day_game(text)
    assert words in str(caught.value)
    assert isinstance(caught.value, ValueError)


def test_the_computer_players_choose_by_position_alone(played):
    """Each computer action of the person's game is what its player chooses afresh at that point, and
    what the worker answers to the day's request for it."""
    hand = played.round.hands[0]
    states = hand.states()
    computer = [i for i, (seat, _) in enumerate(hand.history) if seat != 0 and len(states[i].legal_actions()) > 1]
    assert len(computer) >= 8
    for index in computer[:2] + computer[-2:]:
        at = Game(euchre.Round(daily.RULES, 0, "day:" + DATE, ROUND, (states[index],)), levels=daily.LEVELS)
        request = daily.computer_request(at)
        assert "budget_ms" not in request and request["samples"] == SAMPLES
        reply = json.loads(handle(json.dumps(request)))
        assert reply["ok"] and reply["action"] == daily.computer_action(at) == hand.history[index][1]
    persons_turn = Game(euchre.Round(daily.RULES, 0, "day:" + DATE, ROUND,
                                     (states[min(i for i, (seat, _) in enumerate(hand.history) if seat == 0)],)),
                        levels=daily.LEVELS)
    assert persons_turn.human_to_act
    for ask in (daily.computer_request, daily.computer_action):
        with pytest.raises(ValueError, match="no computer player"):
            ask(persons_turn)


# --- the expert's own play -------------------------------------------------------------------------


def duplicate_run(date: str, number: int) -> euchre.HandState:
    """The test's own duplicate run of one deal: an expert in every seat, built here from the day's seed,
    the hand and the actions so far, with the same number of samples; South's expert told that experts
    sit around it, the others that a person sits South."""
    seed = f"day:{date}"
    state = day_deal(date, number)
    while state.to_act is not None:
        seat = state.to_act
        around = ["expert", "expert", "expert"]
        if seat != 0:
            around[3 - seat] = "person"  # seat 0 is 4 - seat places clockwise from the seat
        player = ExpertPlayer(seed=decision_seed(seed, number, len(state.history)), samples=40,
                              left=around[0], partner=around[1], right=around[2])
        state = state.apply(player.choose(state.view(seat)), seat)
    return state


def test_the_experts_result_equals_a_duplicate_run_of_the_same_deals_and_seeds(expert_first, played):
    assert expert_first.is_over and len(expert_first.history) >= 20
    assert duplicate_run(DATE, 1) == expert_first
    # Taking the computer seats' choices from the person's hand where the two went the same way
    # changes nothing.
    assert expert_hand(DATE, 1, known=[played.round.hands[0]]) == expert_first


def test_the_experts_play_is_the_same_in_another_process_with_other_hash_seeds(expert_first):
    code = ("from euchre import daily; print(' '.join(daily.expert_hand('2026-05-01', 1).actions))")
    env = {**os.environ, "PYTHONHASHSEED": "4242", "PYTHONPATH": ROOT}
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True, cwd=ROOT)
    assert out.stdout.split() == " ".join(expert_first.actions).split()


def test_the_experts_play_is_the_same_in_every_build(expert_first):
    # The expert's hand 1 of DATE is what every device computes for everyone that day: a change to
    # how the expert decides changes every shared code's replay. If this fails, bump CODE_VERSION.
    assert zlib.crc32(" ".join(expert_first.actions).encode()) == 2238048168


def in_steps(request, middle=frozenset()):
    """``request`` asked again and again with the actions so far, as the page asks, until the hand is done:
    the actions, how many replies that took, and the last reply. No reply before the last has a key of
    ``middle``."""
    actions: list[str] = []
    replies = 0
    while True:
        reply = handle_request({**request, "actions": actions})
        assert reply["ok"], reply
        assert reply["actions"][:len(actions)] == actions
        actions = reply["actions"]
        replies += 1
        if reply["done"]:
            return actions, replies, reply
        assert not middle & reply.keys(), reply


def test_the_workers_request_plays_the_hand_in_steps_to_the_same_end(expert_first, played):
    actions, replies, reply = in_steps({"op": "daily_expert", "date": DATE, "hand": 1, "steps": 5})
    assert actions == list(expert_first.actions) and reply["points"] == list(expert_first.points)
    assert replies >= 3
    # Told the person's hand, it takes the computer seats' choices from it where the two went the same way.
    reply = handle_request({"op": "daily_expert", "date": DATE, "hand": 1,
                            "known": [list(played.round.hands[0].actions)]})
    assert reply["actions"] == list(expert_first.actions)
    # In steps, a step of nothing returns the hand as it is.
    assert handle_request({"op": "daily_expert", "date": DATE, "hand": 1, "steps": 0})["actions"] == []


@pytest.mark.parametrize("request_, words", [
    ({"op": "daily_expert", "date": "2026-02-30", "hand": 1}, "not a day on the calendar"),
    ({"op": "daily_expert", "date": DATE, "hand": 9}, "hands 1 to 8"),
    ({"op": "daily_expert", "date": DATE, "hand": 1, "steps": -1}, "steps"),
    ({"op": "daily_expert", "date": DATE, "hand": 1, "actions": ["play JH"]}, "cannot be replayed"),
    ({"op": "daily_expert", "date": DATE, "hand": 1, "actions": "pass"}, "actions must be a list"),
    ({"op": "daily_replay", "code": "NOT A CODE!", "hand": 1}, "only digits and letters"),
    ({"op": "daily_replay", "code": "0000000000", "hand": 1}, "another version"),
])
def test_a_bad_daily_request_is_answered_in_words(request_, words):
    reply = handle_request(request_)
    assert reply["ok"] is False and words in reply["error"], reply


# --- the share code ------------------------------------------------------------------------------------


def test_the_share_code_round_trip_rebuilds_the_sharers_game(played):
    code = share_code(played)
    assert 9 <= len(code) <= 16, code
    shared = read_code(code)
    assert shared.date == DATE and shared.hands == 2
    again = replay(shared)  # every computer decision worked out again, the person's from the code
    assert again.round.hands == played.round.hands[:2]
    assert daily.date_of(again) == DATE and again.round.results == played.round.results


def test_the_worker_replays_a_code_hand_by_hand(played):
    code = share_code(played)
    rest = None
    for number in (1, 2):
        request = {"op": "daily_replay", "code": code, "hand": number, "steps": 50,
                   "known": [list(played.round.hands[number - 1].actions)]}
        if rest is not None:
            request["rest"] = rest
        reply = handle_request(request)
        assert reply["ok"] and reply["done"] and reply["date"] == DATE and reply["hands"] == 2, reply
        assert reply["actions"] == list(played.round.hands[number - 1].actions)
        rest = reply["rest"]
    assert rest == "0"
    assert "needed after hand 1" in handle_request({"op": "daily_replay", "code": code, "hand": 2})["error"]
    # In steps: every step of a hand is asked with the rest the hand began with, and the actions so far.
    actions, steps, _ = in_steps({"op": "daily_replay", "code": code, "hand": 1, "steps": 4}, middle={"rest"})
    assert actions == list(played.round.hands[0].actions) and steps >= 2
    # Actions that are not the code's play of the hand are refused.
    states = played.round.hands[0].states()
    first = next(i for i, (seat, _) in enumerate(played.round.hands[0].history)
                 if seat == 0 and len(states[i].legal_actions()) > 1)
    other = next(a for a in states[first].legal_actions() if a != played.round.hands[0].history[first][1])
    wrong = list(played.round.hands[0].actions[:first]) + [other]
    reply = handle_request({"op": "daily_replay", "code": code, "hand": 1, "actions": wrong, "steps": 0})
    assert reply["ok"] is False and "not the code's play of hand 1" in reply["error"]


def test_the_code_is_read_from_the_whole_message_and_forgives_how_it_was_typed(played):
    code = share_code(played)
    text = share_text(DayScore(DATE, ((1, 0), (0, 2))), code)
    assert read_code(text) == read_code(code)
    assert read_code("look: " + text.replace("\n", " ") + " see you tomorrow") == read_code(code)
    assert read_code(code.lower()) == read_code(code)
    assert read_code("-".join(code[i:i + 4] for i in range(0, len(code), 4))) == read_code(code)
    assert read_code(code.replace("0", "O").replace("1", "l")) == read_code(code)


def mangled(code: str):
    alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
    for i in range(len(code)):
        yield code[:i] + alphabet[(alphabet.index(code[i]) + 7) % 32] + code[i + 1:]  # a character changed
        yield code[:i] + code[i + 1:]  # a character lost
        yield code[:i] + code[i] + code[i:]  # a character doubled
    yield code[:i - 1] + code[i] + code[i - 1]  # the last two swapped


def test_a_mangled_code_is_refused_in_words(played):
    code = share_code(played)
    for bad in mangled(code):
        if bad == code:
            continue
        with pytest.raises(ShareCodeError) as caught:
            read_code(bad)
        message = str(caught.value)
        assert ("does not check out" in message or "too short" in message or "another version" in message), message
        assert isinstance(caught.value, ValueError)


@pytest.mark.parametrize("text, words", [
    ("", "there is no code here"),
    (None, "there is no code here"),
    ("Code: ABCU1234", "no U"),
    ("ab$cd", "only digits and letters"),
    ("12345", "too short"),
    ("Z" * 200, "too long to be a day's code"),
])
def test_what_is_not_a_code_is_refused_in_words(text, words):
    with pytest.raises(ShareCodeError, match=words):
        read_code(text)


def test_a_code_from_another_version_is_refused_in_words(played, monkeypatch):
    monkeypatch.setattr(daily, "CODE_VERSION", 2)
    code = share_code(played)
    monkeypatch.undo()
    with pytest.raises(ShareCodeError, match=r"another version of the game \(code version 2; this one reads version 1\)"):
        read_code(code)


def test_a_code_whose_number_does_not_fit_the_cards_is_refused(played):
    shared = read_code(share_code(played))
    hands = played.round.hands[:2]
    # A number larger than the person's decisions can use: the same decisions, with some left over.
    product = 1
    for hand in hands:
        for state, (seat, _) in zip(hand.states(), hand.history):
            if seat == 0:
                product *= len(state.legal_actions())
    bigger = SharedDay(shared.date, shared.hands, shared.decisions + product * 12345)
    _, rest = replay_hand(bigger, 1, bigger.decisions, known=[hands[0]])
    with pytest.raises(ShareCodeError, match="does not fit the day's cards"):
        replay_hand(bigger, 2, rest, known=[hands[1]])


def test_a_day_not_played_cannot_be_shared():
    with pytest.raises(ValueError, match="play at least one hand"):
        share_code(day_game(DATE))
    with pytest.raises(ValueError, match="only a day's game"):
        share_code(Game.new(seed=1))


# --- duplicate scoring and the share text ---------------------------------------------------------------


def test_the_day_is_scored_hand_by_hand_against_the_expert():
    person = ((2, 0), (0, 2), (1, 0), (0, 1), (4, 0), (0, 2), (1, 0), (0, 1))
    expert = ((1, 0), (1, 0), (1, 0), (0, 2), (1, 0), (0, 2), (2, 0))
    score = DayScore(DATE, person, expert)
    mine = [(p[0] - p[1]) - (e[0] - e[1]) for p, e in zip(person, expert)]
    assert [row.difference for row in score.rows] == mine + [None]
    assert score.difference == sum(mine) == 1 and score.verdict == Verdict.AHEAD and score.margin == 1
    assert score.person_total == (8, 6) and score.expert_total == (6, 4) and score.compared == 7
    assert score.played and not score.complete
    level = DayScore(DATE, person[:2], ((2, 0), (0, 2)))
    assert level.verdict == Verdict.LEVEL and level.margin == 0 and not level.played
    behind = DayScore(DATE, ((0, 2),), ((1, 0),))
    assert behind.verdict == Verdict.BEHIND and behind.margin == 3


def test_the_share_text_has_a_row_per_hand_the_verdict_and_the_code():
    person = ((2, 0), (0, 2), (1, 0), (0, 1), (4, 0), (0, 2), (1, 0), (0, 1))
    expert = ((1, 0), (1, 0), (1, 0), (0, 2), (1, 0), (0, 2), (2, 0), (0, 1))
    text = share_text(DayScore(DATE, person, expert), "7K2M")
    lines = text.split("\n")
    assert lines[0] == "Euchre, the deals of 2026-05-01" and len(lines) == 11
    assert lines[1] == "\U0001F7E9 1: me 2-0, expert 1-0"
    assert lines[2] == "\U0001F7E5 2: me 0-2, expert 1-0"
    assert lines[3] == "\u2B1C 3: me 1-0, expert 1-0"
    assert lines[9] == "I beat the expert by 1 (me 8-6, expert 6-5)"
    assert lines[10] == "Code: 7K2M"
    level = share_text(DayScore(DATE, ((1, 0),), ((1, 0),)), "X")
    assert "Level with the expert over 1 hand (me 1-0, expert 1-0)" in level
    pending = share_text(DayScore(DATE, ((0, 2), (1, 0)), ((1, 0),)), "X")
    assert "2: me 1-0, expert ?" in pending and "The expert did better by 3 over 1 hand" in pending


# --- the days kept ------------------------------------------------------------------------------------


def test_a_day_is_kept_and_loaded_with_the_experts_hands(played, expert_first):
    day = Day.new(DATE).with_game(played).with_expert_hand(expert_first)
    assert day.score.person == tuple(r.points for r in played.round.results)
    assert day.score.expert == (expert_first.points,) and day.next_expert_hand == 2
    again = euchre.loads(euchre.dumps(day))
    assert again == day
    days = Days().kept(day)
    assert euchre.loads(euchre.dumps(days)) == days
    with pytest.raises(ValueError, match="not hand 2"):
        day.with_expert_hand(expert_first)
    with pytest.raises(ValueError, match="not the game of"):
        day.with_game(day_game("2026-05-02"))


def test_the_last_30_days_are_kept_oldest_first():
    days = Days()
    dates = [f"2026-04-{d:02d}" for d in range(1, 31)] + [f"2026-05-{d:02d}" for d in range(1, 6)]
    for date in reversed(dates):  # kept in any order, held in date order
        days = days.kept(Day.new(date))
    assert len(days.days) == KEEP_DAYS and days.dates == tuple(sorted(dates)[-KEEP_DAYS:])
    assert days.get("2026-04-01") is None and days.get("2026-05-05").date == "2026-05-05"
    assert days.kept(Day.new("2026-05-05")).dates == days.dates  # the same date replaces


def saved_day(played, expert_first):
    return json.loads(euchre.dumps(Day.new(DATE).with_game(played).with_expert_hand(expert_first)))


@pytest.mark.parametrize("change, words", [
    (lambda d: d["data"].__setitem__("date", "2026-05-02"), "not that day's game"),
    (lambda d: d["data"].__setitem__("date", "May 1"), "date cannot be read"),
    (lambda d: d["data"]["expert"][0].pop(), "not finished"),
    (lambda d: d["data"]["expert"][0].__setitem__(2, "play 9H"), "cannot be replayed"),
    (lambda d: d["data"].__setitem__("expert", [[]] * 9), "at most 8"),
    (lambda d: d["data"]["game"].__setitem__("levels", [None, "standard", "expert", "expert"]), "not that day's"),
])
def test_a_damaged_day_is_refused_in_words(played, expert_first, change, words):
    doc = saved_day(played, expert_first)
    change(doc)
    with pytest.raises(InvalidStateError, match=words):
        euchre.loads(json.dumps(doc))


# --- the days in the statistics ------------------------------------------------------------------------


def test_each_day_is_noted_once_and_saved_with_the_statistics():
    book = Stats()
    book = book.day_noted(DayScore("2026-05-03", ((1, 0),)))
    book = book.day_noted(DayScore("2026-05-01", ((1, 0),) * 8, ((0, 2),) * 8))
    book = book.day_noted(DayScore("2026-05-03", ((1, 0), (0, 1)), ((2, 0),)))  # later in the day
    assert [d.date for d in book.days] == ["2026-05-01", "2026-05-03"]
    assert book.day("2026-05-03").person == ((1, 0), (0, 1)) and book.day("2026-05-02") is None
    assert book.day_noted(book.days[0]) is book
    again = loads(dumps(book))
    assert again == book and again.days[0].verdict == Verdict.AHEAD and again.days[0].margin == 24
    assert book.reset(day_game(DATE)).days == ()


@pytest.mark.parametrize("played_dates, today, current, best", [
    ([], "2026-05-10", 0, 0),
    (["2026-05-08", "2026-05-09", "2026-05-10"], "2026-05-10", 3, 3),
    (["2026-05-08", "2026-05-09"], "2026-05-10", 2, 2),  # today still to play: the streak lives
    (["2026-05-07", "2026-05-08"], "2026-05-10", 0, 2),  # a day missed
    (["2026-04-29", "2026-04-30", "2026-05-01", "2026-05-03", "2026-05-04"], "2026-05-04", 2, 3),
    (["2025-12-31", "2026-01-01"], "2026-01-01", 2, 2),
    (["2024-02-28", "2024-02-29", "2024-03-01"], "2024-03-02", 3, 3),
])
def test_the_streak_counts_days_played_to_the_end_one_after_another(played_dates, today, current, best):
    days = [DayScore(date, ((1, 0),) * 8) for date in played_dates]
    days.append(DayScore("2026-05-09" if "2026-05-09" not in played_dates else "2026-05-11", ((1, 0),) * 7))
    assert day_streaks(days, today) == (current, best)


@pytest.mark.parametrize("day, words", [
    (["2026-02-30", [], []], "not a day on the calendar"),
    (["2026-05-01", [[1, 1]], []], "is not a hand's points"),
    (["2026-05-01", [[5, 0]], []], "is not a hand's points"),
    (["2026-05-01", [[1, 0]] * 9, []], "at most 8"),
    (["2026-05-01", [[1, 0]]], "3 values"),
])
def test_a_damaged_day_in_the_statistics_is_refused_in_words(day, words):
    text = json.dumps({"format": "euchre-stats", "schema": 2, "rounds": [], "notes": None, "days": [day]})
    with pytest.raises(InvalidStateError, match=words):
        loads(text)


def test_days_noted_twice_in_the_saved_statistics_are_refused():
    day = ["2026-05-01", [[1, 0]], []]
    text = json.dumps({"format": "euchre-stats", "schema": 2, "rounds": [], "notes": None, "days": [day, day]})
    with pytest.raises(InvalidStateError, match="each be there once"):
        loads(text)
