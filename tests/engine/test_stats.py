"""Statistics of the rounds against the computer (euchre.stats): the figures equal a count the
test makes itself over the rounds it played, after the statistics went through their saved form.

Rounds are played in CPython as the page plays them, ``Stats.noted`` after every move: the
person's seat by a computer player, the other seats at the levels chosen for the round (changed
in the middle of one round), with undos and hand reviews along the way.
"""

from __future__ import annotations

import csv
import io
import json
import random
from collections import Counter

import pytest

from euchre import InvalidStateError
from euchre.ai import computer_player
from euchre.game import Game
from euchre.stats import (CSV_HEADER, SCHEMA, Stats, abandoned_count, dumps, figures, formats, in_progress,
                          level_groups, loads, stats_csv)

AT = "2026-05-01T19:00:00Z"
PLAN = [("expert", "expert"), ("standard", "expert"), ("standard", "standard"), ("beginner", "standard")]
"""Levels (partner, opponents) of each round in turn; the engine's expert is slow, so it plays
no seat here: the levels are what is noted, the seats play at beginner and standard."""
PLAYED = {"expert": "standard", "standard": "standard", "beginner": "beginner"}


def play_rounds(count: int, seed: int = 0):
    """Play ``count`` rounds; returns the statistics and, for the test's own count, each finished
    round with the levels of each of its hands and the reviews that stand, and how often a review
    made before an undo stood (the hand ended the same) or was dropped."""
    rng = random.Random(seed)
    book = Stats()
    game = Game.new(seed=f"stats-{seed}")
    played = []
    events = Counter()
    for number in range(count):
        levels = PLAN[number % len(PLAN)]
        hand_levels = []
        reviews = {}
        looked = {}
        avoid = None
        change_at = 5 if number == 2 else None  # one round's levels change at hand 5
        person = computer_player("beginner" if number % 3 else "standard", seed=number)
        while not game.round.is_over:
            if change_at and game.round.hand_number == change_at:
                levels = ("beginner", "beginner")
            seats = (None, PLAYED[levels[1]], PLAYED[levels[0]], PLAYED[levels[1]])
            game = game.with_levels(seats)
            if game.needs_next_hand:
                game = game.next_hand()
            elif game.human_to_act:
                legal = game.legal_actions()
                bold = [a for a in legal if a.endswith("alone")]
                action = bold[0] if bold and rng.random() < 0.1 else person.choose(game.view())
                if action == avoid and len(legal) > 1 and rng.random() < 0.6:  # decides otherwise after an undo
                    action = rng.choice([a for a in legal if a != avoid])
                avoid = None
                game = game.act(action)
                if game.can_undo and rng.random() < 0.08:
                    game = game.undo()
            else:
                game = game.computer_step()
            number_now = game.round.hand_number
            if game.hand.is_over and len(hand_levels) < number_now:
                hand_levels.append(levels)
                reviews.pop(number_now, None)
                earlier = looked.get(number_now)  # reviewed before an undo: it stands if the hand ended the same
                if earlier is not None:
                    events["stands" if earlier[0] == game.hand.actions else "dropped"] += 1
                if earlier is not None and earlier[0] == game.hand.actions:
                    reviews[number_now] = earlier[1]
                if rng.random() < 0.5:  # the person looks at the review of this hand
                    lost = round(rng.random(), 2)
                    book = book.reviewed(game, game.hand, number_now, lost)
                    looked[number_now] = (game.hand.actions, lost)
                    reviews[number_now] = lost
                    if game.can_undo and rng.random() < 0.3:  # ... then takes the hand's last decision back
                        avoid = game.undoable
                        game = game.undo()
                        hand_levels.pop()
                        del reviews[number_now]
            book = book.noted(game, levels, AT)
            book = loads(dumps(book))  # as the page stores it after every move
        played.append((game.round, tuple(hand_levels), reviews, game.undos))
        game = game.new_round(seed=f"stats-{seed}-{number + 1}")
        book = book.noted(game, PLAN[(number + 1) % len(PLAN)], AT)
    return book, played, events


def count(played, levels=None):
    """The test's own count over the finished rounds, from the hands' tricks one by one."""
    c = Counter()
    for rnd, hand_levels, reviews, _ in played:
        whole = levels is None or set(hand_levels) == {levels}
        if whole:
            us = sum(h.points[0] for h in rnd.hands)
            them = sum(h.points[1] for h in rnd.hands)
            c["rounds"] += 1
            c["won"] += us > them
            c["tied"] += us == them
            c["points"] += us
            c["points_against"] += them
        for number, (hand, at) in enumerate(zip(rnd.hands, hand_levels), 1):
            if levels is not None and at != levels:
                continue
            c["hands"] += 1
            taken = [sum(1 for t in hand.tricks if t.winner % 2 == side) for side in (0, 1)]
            contract = hand.contract
            if contract is not None:
                ours = contract.maker in (0, 2)
                if ours:
                    c["made" if taken[0] >= 3 else "euchred"] += 1
                elif taken[1] < 3:
                    c["defended"] += 1
                if contract.maker == 0 and contract.alone:
                    c["loners"] += 1
                    c["loners_made"] += taken[0] >= 3
            if number in reviews:
                c["reviewed"] += 1
                c["given_away"] += reviews[number]
    return c


@pytest.fixture(scope="module")
def history():
    return play_rounds(12)


def test_the_figures_equal_the_tests_own_count_overall_and_by_levels(history):
    book, played, _ = history
    assert len(book.rounds) == len(played) == 12
    groups = level_groups(book.rounds)
    assert set(groups) == set(PLAN) | {("beginner", "beginner")}
    for levels in [None, *groups]:
        mine = count(played, levels)
        theirs = figures(book.rounds, levels)
        for name in ("rounds", "won", "tied", "points", "points_against", "hands", "made", "euchred", "loners",
                     "loners_made", "defended", "reviewed"):
            assert getattr(theirs, name) == mine[name], (levels, name)
        assert theirs.given_away == pytest.approx(mine["given_away"])
    total = figures(book.rounds)
    assert total.hands == 96 and total.rounds == 12
    assert total.made + total.euchred > 20 and total.defended > 0 and total.reviewed > 10  # a real history
    assert 0 < total.given_away_per_hand < 1 and total.loners > 0
    assert history[2]["stands"] > 0 and history[2]["dropped"] > 0  # reviews of hands changed by an undo
    assert total.average_points == pytest.approx(sum(r.scores[0] for r in book.rounds) / 12)
    # The round whose levels changed counts in all rounds only; its hands count at their levels.
    assert sum(figures(book.rounds, g).rounds for g in groups) == 11
    assert sum(figures(book.rounds, g).hands for g in groups) == 96


def test_each_record_is_the_round_as_played(history):
    book, played, _ = history
    for record, (rnd, hand_levels, reviews, undos) in zip(book.rounds, played):
        assert record.seed == rnd.seed and record.scores == rnd.team_scores and record.undos == undos
        assert [h.levels for h in record.hands] == list(hand_levels)
        assert [h.dealer for h in record.hands] == [h.dealer for h in rnd.hands]
        assert {n: h.given_away for n, h in enumerate(record.hands, 1) if h.given_away is not None} == reviews
        assert record.finished == AT and record.rules == "tournament"
    assert sum(r.undos for r in book.rounds) > 0


def test_the_csv_has_its_header_first_and_a_row_per_round(history):
    book, played, _ = history
    text = stats_csv(book.rounds)
    assert text.startswith("\ufeffRound,Finished,Seed,")
    assert text.encode("utf-8").startswith(b"\xef\xbb\xbfRound")
    rows = list(csv.reader(io.StringIO(text.removeprefix("\ufeff"))))
    assert tuple(rows[0]) == CSV_HEADER and len(rows) == 13
    column = {name: i for i, name in enumerate(CSV_HEADER)}
    for row, record in zip(rows[1:], book.rounds):
        assert int(row[column["You & North"]]) == record.scores[0]
        assert int(row[column["West & East"]]) == record.scores[1]
        assert row[column["Result"]] == ("won" if record.won else "tied" if record.tied else "lost")
    assert [r[column["Partner's level"]] for r in rows[1:4]] == ["expert", "standard", "changed"]
    assert int(sum(int(r[column["Made"]]) for r in rows[1:])) == figures(book.rounds).made
    assert stats_csv([]) == "\ufeff" + ",".join(CSV_HEADER) + "\r\n"


def test_a_seed_that_looks_like_a_formula_stays_text_in_the_csv():
    book, _, _ = play_rounds(0)
    game = Game.new(seed="=cmd()")
    while not game.round.is_over:
        game = (game.next_hand() if game.needs_next_hand else
                game.act(game.legal_actions()[0]) if game.human_to_act else game.computer_step())
    book = book.noted(game, ("standard", "standard"), AT)
    assert "'=cmd()" in stats_csv(book.rounds)


def finished_game(seed=7):
    game = Game.new(seed=seed)
    while not game.round.is_over:
        game = (game.next_hand() if game.needs_next_hand else
                game.act(game.legal_actions()[-1]) if game.human_to_act else game.computer_step())
    return game


def test_a_round_is_recorded_once_and_a_reset_does_not_bring_it_back():
    game = finished_game()
    book = Stats().noted(game, ("standard", "expert"), AT)
    assert len(book.rounds) == 1
    assert book.noted(game, ("standard", "expert"), "later") is book  # a reload, another save: still one
    empty = book.reset(game)
    assert empty.rounds == () and empty.noted(game, ("standard", "expert"), AT).rounds == ()
    assert len(loads(dumps(empty)).noted(game.new_round(), ("expert", "expert"), AT).rounds) == 0
    # A new game after a reset: its round is recorded.
    assert len(empty.noted(finished_game(8), ("expert", "expert"), AT).rounds) == 1


def test_a_hand_taken_back_loses_its_note():
    game = Game.new(seed=3)
    book = Stats()
    while not game.needs_next_hand:
        game = (game.act(game.legal_actions()[0]) if game.human_to_act else game.computer_step())
        book = book.noted(game, ("expert", "expert"), AT)
    assert book.notes.levels == (("expert", "expert"),)
    book = book.reviewed(game, game.hand, 1, 0.5)
    assert book.notes.reviews[0][0] == 1 and book.notes.reviews[0][2] == 0.5
    undone = game.undo()
    assert book.noted(undone, ("beginner", "expert"), AT).notes.levels == ()


def test_empty_statistics():
    assert figures([]) == figures(Stats().rounds)
    nothing = figures([])
    assert nothing.rounds == 0 and nothing.average_points is None and nothing.given_away_per_hand is None
    assert level_groups([]) == []
    assert loads(dumps(Stats())) == Stats()


# --- damaged and newer data ---------------------------------------------------------------------


def saved_round():
    return json.loads(dumps(Stats().noted(finished_game(), ("standard", "expert"), AT)))


def damaged(change):
    data = saved_round()
    change(data)
    return json.dumps(data)


@pytest.mark.parametrize("text, words", [
    ("", "not valid JSON"),
    ("[]", "not saved statistics"),
    ('{"format": "euchre", "schema": 1}', "not saved statistics"),
    ('{"format": "euchre-stats", "schema": 99, "rounds": []}', "newer version"),
    ('{"format": "euchre-stats", "schema": "1", "rounds": []}', "schema"),
    ('{"format": "euchre-stats", "schema": 1, "rounds": {}}', "rounds"),
    (lambda: damaged(lambda d: d["rounds"][0][3].__setitem__(0, 99)), "scores"),
    (lambda: damaged(lambda d: d["rounds"][0][5][0].__setitem__(8, "genius")), "level"),
    (lambda: damaged(lambda d: d["rounds"][0][5][0].__setitem__(10, -1)), "given away"),
    (lambda: damaged(lambda d: d["rounds"][0][5][0].__setitem__(4, 6)), "tricks"),
    (lambda: damaged(lambda d: d["rounds"][0].__setitem__(2, "house")), "rules"),
    (lambda: damaged(lambda d: d["notes"].__setitem__("recorded", "yes")), "round in progress"),
])
def test_damaged_statistics_are_refused_in_plain_words(text, words):
    text = text() if callable(text) else text
    with pytest.raises(InvalidStateError, match=words):
        loads(text)


def test_the_schema_is_saved():
    assert json.loads(dumps(Stats()))["schema"] == SCHEMA == 3


# --- formats, and statistics saved before them ------------------------------------------------------

OLD_STATS = (
    '{"format":"euchre-stats","schema":1,"rounds":[["2026-04-30T20:00:00Z",21,"tournament",[3,7],0,'
    '[[0,1,0,"C",2,3,0,1,"standard","beginner",null],[1,1,0,"S",1,4,0,1,"standard","beginner",null],'
    '[2,2,0,"S",4,1,1,0,"standard","beginner",null],[3,1,0,"D",3,2,2,0,"standard","beginner",null],'
    '[0,1,0,"H",2,3,0,1,"standard","beginner",null],[1,1,0,"S",1,4,0,1,"standard","beginner",null],'
    '[2,3,0,"D",0,5,0,2,"standard","beginner",null],[3,3,0,"D",1,4,0,1,"standard","beginner",null]]]],'
    '"notes":{"round":[22,1],"recorded":false,"levels":[["expert","expert"]],"reviews":[]}}'
)
"""Statistics saved before formats and days (schema 1), as the engine wrote them: one round of seed 21
finished, the next round's first hand noted."""


def test_statistics_saved_before_formats_load_with_every_round_as_a_round():
    book = loads(OLD_STATS)
    assert len(book.rounds) == 1 and book.days == ()
    record = book.rounds[0]
    assert record.format == "round" and record.seed == 21 and record.scores == (3, 7) and len(record.hands) == 8
    assert record.levels == ("standard", "beginner") and figures(book.rounds, format="round").rounds == 1
    assert book.notes.round == (22, 1) and book.notes.levels == (("expert", "expert"),)  # nothing dropped
    saved = json.loads(dumps(book))
    assert saved["schema"] == SCHEMA == 3 and saved["rounds"][0][6] == "round" and saved["days"] == []
    assert saved["abandoned"] == [] and book.abandoned == ()
    assert loads(dumps(book)) == book
    # A round of four hands (the engine can play one) is read as that.
    old = json.loads(OLD_STATS)
    old["rounds"][0][5] = old["rounds"][0][5][:4]
    old["rounds"][0][3] = [3, 2]
    assert loads(json.dumps(old)).rounds[0].format == "round-of-4"
    # A schema 1 record of hands no round has is refused in words, not dropped.
    old["rounds"][0][5] = old["rounds"][0][5][:3]
    old["rounds"][0][3] = [1, 2]
    with pytest.raises(InvalidStateError, match="round 1 of the statistics cannot be read"):
        loads(json.dumps(old))


def play_game(game: Game, seed: int) -> Game:
    person = computer_player("standard", seed=seed)
    while not game.round.is_over:
        game = (game.next_hand() if game.needs_next_hand else
                game.act(person.choose(game.view())) if game.human_to_act else game.computer_step())
    return game


def test_the_figures_count_each_format_apart():
    from euchre.formats import TO_TEN

    book = Stats()
    games = []
    levels = (None, "standard", "standard", "standard")
    for number, fmt in enumerate([TO_TEN, None, TO_TEN, TO_TEN, None]):
        game = Game.new(seed=f"formats-{number}", levels=levels, **({"format": fmt} if fmt else {}))
        game = play_game(game, number)
        book = loads(dumps(book.noted(game, ("standard", "standard"), AT)))
        games.append(game)
    assert formats(book.rounds) == ["round", "to-10"]
    for key, fmt_games in (("round", games[1::3]), ("to-10", [games[0], games[2], games[3]])):
        mine = figures(book.rounds, format=key)
        assert mine.rounds == len(fmt_games)
        assert mine.won == sum(g.round.team_scores[0] > g.round.team_scores[1] for g in fmt_games)
        assert mine.points == sum(g.round.team_scores[0] for g in fmt_games)
        assert mine.hands == sum(len(g.round.hands) for g in fmt_games)
    assert figures(book.rounds).rounds == 5
    assert all(max(r.scores) >= 10 for r in book.rounds if r.format == "to-10")
    rows = list(csv.reader(io.StringIO(stats_csv(book.rounds).removeprefix("\ufeff"))))
    assert [row[CSV_HEADER.index("Format")] for row in rows[1:]] == [r.format for r in book.rounds]


@pytest.mark.parametrize("change, words", [
    (lambda r: r.__setitem__(6, "first to 10"), "not a game's format"),
    (lambda r: r.__setitem__(6, "to-10"), "cannot end after 8 hands"),  # a side had 10 before the last hand
    (lambda r: r.__setitem__(6, "round-of-12"), "cannot end after 8 hands"),
    (lambda r: r.pop(), "7 values"),
])
def test_a_record_whose_format_does_not_fit_is_refused(change, words):
    data = saved_round()
    change(data["rounds"][0])
    with pytest.raises(InvalidStateError, match=words):
        loads(json.dumps(data))


def test_the_last_hand_reviewed_from_the_rounds_end_counts():
    """The review of hand 8, opened from the round's summary after the round was recorded, is
    added to that round's record (it once went missing: "Hands reviewed 7" after 8)."""
    game = finished_game(9)
    book = Stats().noted(game, ("expert", "expert"), AT)
    assert book.rounds[-1].hands[-1].given_away is None
    for number, hand in enumerate(game.round.hands, 1):
        book = book.reviewed(game, hand, number, 0.25 * (number % 2))
    assert [h.given_away for h in book.rounds[-1].hands] == [0.25 * (n % 2) for n in range(1, 9)]
    assert figures(book.rounds).reviewed == 8
    assert book.reviewed(game, game.round.hands[0], 2, 1.0) is book  # another hand's actions: nothing changes



# --- rounds abandoned before their end ------------------------------------------------------------------

def part_played(seed: int, moves: int) -> Game:
    """A round of ``seed`` after the person's first ``moves`` decisions (hands dealt as they end)."""
    game = Game.new(seed=seed)
    while moves:
        if game.needs_next_hand:
            game = game.next_hand()
        elif game.human_to_act:
            game = game.act(game.legal_actions()[0])
            moves -= 1
        else:
            game = game.computer_step()
    return game


def test_a_round_in_progress_is_one_you_have_moved_in_or_that_has_finished_a_hand():
    fresh = Game.new(seed=4)
    while not fresh.human_to_act:
        fresh = fresh.computer_step()
        assert not in_progress(fresh)  # the computers' bids alone: nothing of yours is lost
    assert in_progress(part_played(4, 1)) and in_progress(part_played(4, 12))
    assert not in_progress(finished_game())


def test_an_abandoned_round_is_counted_apart_kept_through_its_saved_form_and_reset():
    game = finished_game(7)
    book = Stats().noted(game, ("expert", "expert"), AT)
    left = part_played(11, 9)
    rnd = left.round
    book = book.noted(left, ("expert", "expert"), AT).abandoned_round(left, "2026-05-02T09:00:00Z")
    assert [(a.abandoned, a.seed, a.format, a.hand, a.scores) for a in book.abandoned] == [
        ("2026-05-02T09:00:00Z", 11, "round", rnd.hand_number, rnd.team_scores)]
    assert rnd.hand_number > 1 and len(book.rounds) == 1 and figures(book.rounds).rounds == 1
    assert abandoned_count(book.abandoned) == abandoned_count(book.abandoned, "round") == 1
    assert abandoned_count(book.abandoned, "to-10") == 0
    assert book.abandoned_round(game, AT) is book  # a round already over is not abandoned
    assert Stats().abandoned_round(Game.new(seed=3), AT) == Stats()  # nor one not begun
    assert loads(dumps(book)) == book and json.loads(dumps(book))["abandoned"][0][3] == rnd.hand_number
    assert book.reset(game.new_round()).abandoned == ()


@pytest.mark.parametrize("change, words", [
    (lambda item: item.__setitem__(3, 0), "the hand must be a whole number"),
    (lambda item: item.__setitem__(2, "to-eleventy"), "not a game's format"),
    (lambda item: item.__setitem__(4, [3]), "scores must be a pair"),
    (lambda item: item.__setitem__(4, [99, 0]), "a score must be"),
    (lambda item: item.pop(), "a list of 5 values"),
])
def test_a_damaged_abandoned_round_is_refused_in_words(change, words):
    book = Stats().abandoned_round(part_played(11, 9), AT)
    data = json.loads(dumps(book))
    change(data["abandoned"][0])
    with pytest.raises(InvalidStateError, match=f"abandoned round 1 of the statistics cannot be read: .*{words}"):
        loads(json.dumps(data))


def test_statistics_of_schema_2_load_with_no_abandoned_round():
    data = json.loads(dumps(Stats().noted(finished_game(), ("standard", "expert"), AT)))
    data["schema"] = 2
    del data["abandoned"]
    book = loads(json.dumps(data))
    assert book.abandoned == () and len(book.rounds) == 1
    assert json.loads(dumps(book))["schema"] == 3
