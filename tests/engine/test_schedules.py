"""Seating schedules (euchre.schedules): whist tournaments where the count allows one,
fair byes and no repeated partners otherwise, every claim recounted from the seatings."""


import pytest

import euchre
from euchre import schedules
from euchre.schedules import balance, full_rounds, is_whist_size, seating

SIZES = range(4, 42)
WHIST = [count for count in SIZES if is_whist_size(count)]
OTHER = [count for count in SIZES if not is_whist_size(count)]
LARGE_WHIST = [count for count in range(42, 401) if is_whist_size(count)]


def recount(schedule, count):
    """Partner and opponent counts per pair, byes per player (and after each round), checked
    independently of the module: every round seats each player exactly once."""
    partners = [0] * (count * count)
    opponents = [0] * (count * count)
    byes = [0] * count
    spread = []  # (most - fewest) byes after each round
    for tables, sitting_out in schedule:
        assert isinstance(tables, list) and isinstance(sitting_out, list)
        assert len(tables) == count // 4 and len(sitting_out) == count % 4
        seated = []
        for (a, b), (c, d) in tables:
            seated += (a, b, c, d)
            partners[a * count + b] += 1
            partners[b * count + a] += 1
            partners[c * count + d] += 1
            partners[d * count + c] += 1
            for x in (a, b):
                for y in (c, d):
                    opponents[x * count + y] += 1
                    opponents[y * count + x] += 1
        assert sorted(seated + sitting_out) == list(range(count))
        assert all(type(player) is int for player in seated + sitting_out)
        for player in sitting_out:
            byes[player] += 1
        spread.append(max(byes) - min(byes))
    pairs = [x * count + y for x in range(count) for y in range(x + 1, count)]
    return [partners[p] for p in pairs], [opponents[p] for p in pairs], byes, spread


def assert_report_matches(schedule, count, counts=None):
    partnered, opposed, byes, _ = counts or recount(schedule, count)
    report = balance(schedule, count)
    assert report == schedules.Balance(
        players=count,
        rounds=len(schedule),
        most_partnered=max(partnered),
        least_partnered=min(partnered),
        repeated_partners=sum(1 for times in partnered if times > 1),
        most_opposed=max(opposed),
        least_opposed=min(opposed),
        most_byes=max(byes),
        fewest_byes=min(byes),
        whist=set(partnered) == {1} and set(opposed) == {2} and len(set(byes)) == 1,
    )
    return report


def assert_whist(count):
    schedule = seating(count)
    assert len(schedule) == full_rounds(count) == (count - 1 if count % 4 == 0 else count)
    counts = partnered, opposed, byes, spread = recount(schedule, count)
    assert set(partnered) == {1}, "every two players are partners exactly once"
    assert set(opposed) == {2}, "every two players are opponents exactly twice"
    assert byes == [count % 4] * count, "4n players never sit out, 4n + 1 players each sit out once"
    assert max(spread) <= 1
    assert assert_report_matches(schedule, count, counts).whist


def test_every_4n_and_4n_plus_1_up_to_41_is_claimed():
    assert WHIST == [count for count in SIZES if count % 4 in (0, 1)]
    assert OTHER == [count for count in SIZES if count % 4 in (2, 3)]


@pytest.mark.parametrize("count", WHIST)
def test_whist_tournament(count):
    assert_whist(count)


def test_claimed_whist_tournaments_beyond_41():
    # the constructed ones: primes 4n + 1 (a tournament holds at most 400 players)
    assert LARGE_WHIST == [count for count in range(42, 401) if count % 4 == 1 and schedules._is_prime(count)]
    for count in LARGE_WHIST:
        assert_whist(count)


@pytest.mark.parametrize("count", OTHER)
def test_other_counts_up_to_41(count):
    schedule = seating(count)
    assert len(schedule) == full_rounds(count) == count
    partnered, opposed, byes, spread = recount(schedule, count)
    assert max(partnered) == 1, "no two players partner twice"
    assert max(opposed) <= 2, "no two players meet as opponents more than twice"
    assert byes == [count % 4] * count, "4n + 2 players each sit out twice, 4n + 3 three times"
    assert max(spread) <= 1, "nobody sits out again before everyone has sat out"
    report = assert_report_matches(schedule, count)
    assert not report.whist and report.least_partnered == 0


def test_opponents_meet_at_least_once_except_with_7_and_38_players():
    # 7 (one table a round): 7 pairs are partners once but never opponents;
    # 38: 19 pairs (each player with one other) never sit at the same table
    for count in OTHER:
        _, opposed, _, _ = recount(seating(count), count)
        assert min(opposed) == (0 if count in (7, 38) else 1), count


@pytest.mark.parametrize("count", [42, 43, 44, 45, 46, 47, 48, 50, 51, 54, 55, 64, 66, 99, 100, 102, 103, 200, 400])
def test_constructed_schedules_beyond_41(count):
    schedule = seating(count)
    assert len(schedule) == full_rounds(count)
    counts = partnered, opposed, byes, spread = recount(schedule, count)
    assert max(partnered) == 1
    assert min(partnered) == (1 if count % 4 in (0, 1) else 0)
    assert max(opposed) <= 8
    assert byes == [count % 4] * count and max(spread) <= 1
    assert_report_matches(schedule, count, counts)


@pytest.mark.parametrize("count", range(4, 80))
def test_construction_used_beyond_41_works_for_small_counts_too(count, monkeypatch):
    # the construction without stored designs: partners never repeat, byes fair
    monkeypatch.setattr(schedules, "_DESIGNS", {})
    schedules._schedule.cache_clear()
    try:
        partnered, _, byes, spread = recount(seating(count), count)
    finally:
        schedules._schedule.cache_clear()
    assert max(partnered) == 1
    assert byes == [count % 4] * count and max(spread) <= 1


@pytest.mark.parametrize("count", SIZES)
def test_fewer_and_more_rounds(count):
    full = seating(count)
    size = len(full)
    for rounds in sorted({1, 2, 3, size // 2, size - 1, size}):
        part = seating(count, rounds)
        assert part == full[:rounds]
        partnered, opposed, _, spread = recount(part, count)
        assert max(partnered) <= 1 and max(opposed) <= 2 and max(spread) <= 1
        assert_report_matches(part, count)
    for rounds in (size + 1, 2 * size, 2 * size + 3):
        more = seating(count, rounds)
        assert more == (full * 3)[:rounds]
        partnered, _, _, spread = recount(more, count)
        assert max(partnered) <= -(-rounds // size) and max(spread) <= 1
    if is_whist_size(count):
        twice = balance(seating(count, 2 * size), count)  # the whole schedule twice over
        assert (twice.most_partnered, twice.least_partnered, twice.repeated_partners) == (2, 2, count * (count - 1) // 2)
        assert (twice.most_opposed, twice.least_opposed, twice.whist) == (4, 4, False)


def test_first_round_seats_players_in_order():
    for count in list(SIZES) + [45, 46, 47, 48, 53]:
        tables, byes = seating(count, 1)[0]
        assert tables == [((i, i + 1), (i + 2, i + 3)) for i in range(0, count - count % 4, 4)]
        assert byes == list(range(count - count % 4, count))


def test_tables_and_byes_are_listed_in_order():
    for count in SIZES:
        for tables, byes in seating(count):
            assert byes == sorted(byes)
            assert tables == sorted(tables)
            for (a, b), (c, d) in tables:
                assert a < b and c < d and a < c


def test_deterministic_and_not_shared():
    for count in SIZES:
        assert seating(count) == seating(count) == seating(count, None)
    schedule = seating(12)
    schedule[0][0].clear()
    schedule[0][1].append(99)
    schedule.pop()
    assert seating(12) == seating(12, 11) and len(seating(12)) == 11 and seating(12)[0][0]


def test_the_contract_shape():
    schedule = seating(9, 2)
    assert isinstance(schedule, list) and len(schedule) == 2
    for entry in schedule:
        assert isinstance(entry, tuple) and len(entry) == 2
        tables, byes = entry
        assert isinstance(tables, list) and isinstance(byes, list)
        for table in tables:
            assert isinstance(table, tuple) and all(isinstance(pair, tuple) and len(pair) == 2 for pair in table)
    assert euchre.seating is seating


@pytest.mark.parametrize("count", [3, 0, -4, 8.0, "8", True, None, [8]])
def test_count_must_be_a_whole_number_from_4(count):
    with pytest.raises(ValueError, match="at least 4"):
        seating(count)
    with pytest.raises(ValueError, match="at least 4"):
        full_rounds(count)
    with pytest.raises(ValueError, match="at least 4"):
        is_whist_size(count)


@pytest.mark.parametrize("rounds", [0, -1, 1.5, 2.0, True, "3", [3]])
def test_rounds_must_be_a_whole_number_from_1(rounds):
    with pytest.raises(ValueError, match="rounds must be"):
        seating(8, rounds)


def test_balance_of_a_hand_made_schedule():
    same_table = [([((0, 1), (2, 3))], [4])] * 2 + [([((0, 4), (1, 2))], [3])]
    report = balance(same_table, 5)
    assert report == schedules.Balance(players=5, rounds=3, most_partnered=2, least_partnered=0, repeated_partners=2,
                                       most_opposed=3, least_opposed=0, most_byes=2, fewest_byes=0, whist=False)


@pytest.mark.parametrize("bad", [
    [([((0, 1), (2, 3))], [])],             # player 4 missing
    [([((0, 1), (2, 3))], [3, 4])],         # player 3 twice
    [([((0, 1), (2, 5))], [4])],            # no player 5
    [([((0, 1), (2, -2))], [4])],
    [([((0, 1), (2, 3.0))], [4])],
    [([((0, 1, 2), (3,))], [4])],
    [([((0, 1), (2, 3))], [4], [])],
    [None],
])
def test_balance_refuses_a_malformed_schedule(bad):
    with pytest.raises(ValueError, match="round 1 does not seat"):
        balance(bad, 5)


