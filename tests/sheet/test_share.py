"""A table's round carried to its own device and back as a code: merged once, conflicts kept for a decision."""

import base64
import json
import zlib

import pytest

from euchre.errors import TournamentError
from euchre.sheet.share import (MAX_CODE_CHARS, CodeError, TableSheet, code_from_link, decide, decode, dump, encode,
                                load, merge_results)
from euchre.sheet import Tournament
from euchre.sheet.keys import table_key

AT = "2024-05-03T19:00:00.000+00:00"


def at(minute: int, second: int = 0) -> str:
    return f"2024-05-03T{19 + minute // 60:02d}:{minute % 60:02d}:{second:02d}.000+00:00"


SECRET = "0f" * 32


def eight() -> Tournament:
    t = Tournament.new("0123456789abcdef0123456789abcdef", "Friday <club> & co", at=AT,
                       players=["Ann", "Bob", "Cy", "Di", "Émile", "Fay 🙂", "Gus", "<b>Hal</b>"], secret=SECRET)
    return t.start_round(at=AT)


def pack(data) -> str:
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    text = data if isinstance(data, str) else json.dumps(data)
    raw = packer.compress(text.encode()) + packer.flush()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def results(table):
    """A table's hands without how each version came to a copy (each copy marks its own)."""
    return [(h.number, [(v.at, v.content, v.event) for v in h.versions], [v.content for v in h.waiting])
            for h in table.hands]


HANDS = [(0, 3, None), (1, 4, None), (0, 5, "a"), (1, 1, None), (0, 0, None), (1, 5, None), (0, 3, "b"), (1, 3, None)]


def play(t: Tournament, r: int, n: int, hands=HANDS, minute: int = 10) -> Tournament:
    table = t.table(r, n)
    for i, (makers, tricks, alone) in enumerate(hands):
        who = None if alone is None else table.seats[2 * makers + (alone == "b")]
        t = t.record_hand(r, n, makers=makers, tricks=tricks, alone=who, at=at(minute + i))
    return t


def test_an_invitation_round_trips_with_names_as_given():
    t = eight()
    invite = TableSheet.of(t, 1, 2)
    back = decode(encode(invite, "join"))
    assert back == invite and back.table_key == table_key(SECRET, t.id, 1, 2)
    assert [name for _, name in back.seats] == [t.name_of(pid) for pid in t.table(1, 2).seats]
    assert back.tournament_name == "Friday <club> & co"
    assert set(encode(invite)) <= set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")


def test_the_table_device_copy_deals_and_scores_like_the_organisers():
    t = eight()
    phone = TableSheet.of(t, 1, 2).tournament(at=AT)
    assert [phone.dealer(1, 2, h) for h in range(1, 9)] == [t.dealer(1, 2, h) for h in range(1, 9)]
    phone = play(phone, 1, 2)
    direct = play(t, 1, 2)
    assert phone.table(1, 2).points == direct.table(1, 2).points
    assert load(dump(TableSheet.of(phone, 1, 2))) == TableSheet.of(phone, 1, 2)


def test_results_merge_once_and_give_the_same_standings_as_entering_them_here():
    t = eight()
    phones = {n: play(TableSheet.of(t, 1, n).tournament(at=AT), 1, n, HANDS[n - 1:] + HANDS[:n - 1]) for n in (1, 2)}
    organiser = t
    for n, phone in phones.items():
        organiser, report = merge_results(organiser, decode(encode(TableSheet.of(phone, 1, n))), at=at(40 + n))
        assert len(report.added_hands) == 8 and not report.conflicts
    direct = play(play(t, 1, 1, HANDS), 1, 2, HANDS[1:] + HANDS[:1])
    assert [(s.player, s.total, s.rank) for s in organiser.standings()] == \
        [(s.player, s.total, s.rank) for s in direct.standings()]
    again, report = merge_results(organiser, decode(encode(TableSheet.of(phones[1], 1, 1))), at=at(50))
    assert again is organiser and not report.changed and not report.conflicts


def test_later_results_bring_only_what_is_new_corrections_included():
    t = eight()
    phone = play(TableSheet.of(t, 1, 1).tournament(at=AT), 1, 1, HANDS[:4])
    organiser, _ = merge_results(t, TableSheet.of(phone, 1, 1), at=at(30))
    phone = phone.correct_hand(1, 1, 2, makers=1, tricks=5, at=at(31))
    phone = play(phone, 1, 1, [(0, 3, None)], minute=32)
    organiser, report = merge_results(organiser, TableSheet.of(phone, 1, 1), at=at(33))
    assert report.added_hands == ((1, 1, 5),) and report.updated_hands == ((1, 1, 2),) and not report.conflicts
    assert results(organiser.table(1, 1)) == results(phone.table(1, 1))
    assert len(organiser.hand(1, 1, 2).versions) == 2


def test_a_hand_recorded_differently_on_both_devices_waits_for_a_decision():
    t = eight()
    organiser = t.record_hand(1, 1, makers=0, tricks=3, at=at(5))
    phone = play(TableSheet.of(t, 1, 1).tournament(at=AT), 1, 1, [(1, 4, None), (0, 3, None)])
    sheet = decode(encode(TableSheet.of(phone, 1, 1)))
    merged, report = merge_results(organiser, sheet, at=at(20))
    assert [c.key for c in report.conflicts] == [(1, 1, 1)]
    assert merged.hand(1, 1, 1).versions == organiser.hand(1, 1, 1).versions          # kept, not overwritten
    assert [v.content for v in merged.hand(1, 1, 1).waiting] == [(1, 4, None, None)]  # the phone's waits
    assert merged.hand(1, 1, 2).current.content == (0, 3, None, None)  # the rest came in
    again, report = merge_results(merged, sheet, at=at(21))
    assert again is merged and [c.key for c in report.conflicts] == [(1, 1, 1)]

    taken, _ = decide(merged, sheet, 1, take_theirs=True, at=at(22))
    assert taken.hand(1, 1, 1).current.content == (1, 4, None, None)
    assert {v.content for v in taken.hand(1, 1, 1).versions} == {(0, 3, None, None), (1, 4, None, None)}
    assert merge_results(taken, sheet, at=at(23))[0] is taken

    kept, _ = decide(merged, sheet, 1, take_theirs=False, at=at(22))
    assert kept.hand(1, 1, 1).current.content == (0, 3, None, None)
    assert (1, 4, None, None) in {v.content for v in kept.hand(1, 1, 1).versions}
    rescanned, report = merge_results(kept, sheet, at=at(23))
    assert rescanned is kept and not report.conflicts


def test_results_for_another_tournament_or_changed_seats_are_refused():
    t = eight()
    phone = play(TableSheet.of(t, 1, 1).tournament(at=AT), 1, 1, HANDS[:2])
    sheet = TableSheet.of(phone, 1, 1)
    other = Tournament.new("other", "Other", at=AT, players=["A", "B", "C", "D"]).start_round(at=AT)
    with pytest.raises(TournamentError, match="another tournament"):
        merge_results(other, sheet, at=at(9))
    seats = t.table(1, 1).seats
    moved = t.set_table(1, 1, (seats[1], seats[0], seats[2], seats[3]), at=at(1))
    with pytest.raises(TournamentError, match="seats at table 1 of round 1 were changed"):
        merge_results(moved, sheet, at=at(9))
    with pytest.raises(TournamentError, match="round 3, which is not seated"):
        merge_results(t, sheet._replace(round=3, table_key=""), at=at(9), unsealed_ok=True)
    with pytest.raises(TournamentError, match="seal"):     # table 1's key is no key for round 3
        merge_results(t, sheet._replace(round=3), at=at(9))


@pytest.mark.parametrize("code, words", [
    ("", "empty"),
    ("not*base64!", "damaged"),
    ("QUJD", "damaged"),
    ("x" * (MAX_CODE_CHARS + 1), "at most"),
    (pack([4, "t", "T", 1, 1, [0, "A", 1, "B", 2, "C", 3, "D"], [], {}]), "another version"),
    (pack([3, "t", "T", 1, 1, [0, "A", 1, "B", 2, "C", 3, "D"], []]), "incomplete"),
    (pack([3, "t", "T", 1, 1, [0, "A", 1, "B", 2, "C", 3, "D"], [], {"key": "short"}]), "key is not one"),
    (pack([3, "t", "T", 1, 1, [0, "A", 1, "B", 2, "C", 3, "D"], [], {"password": "x"}]), "last part"),
    (pack([3, "t", "T", 1, 1, [0, "A", 1, "B", 2, "C", 3, "D"], [[1, [[1, "2024-05-03T19:00:00Z", 0, 3, None, None,
                                                                       "", False, "guessed"]]]], {}]), "event must be"),
    (pack("[3, 1, 2"), "damaged"),
    (pack([2, "t", "T", 1, 1, [0, "A", 1, "B", 2, "C", 3, "D"], [[1, [[1, "2024-05-03T19:00:00Z", 0, 3, None, None,
                                                                       "", "yes"]]]]]), "not a hand's result"),
    (pack([2, "t", "T", 1, 1, [0, "A", 1, "B", 2, "C", 3, "D"], [[1, [], [[0, "2024-05-03T19:00:00Z", 0, 3]]]]]),
     "no result"),
    (pack([1, "t", "T", 1, 1, [0, "A", 1, "B", 2, "C", 2, "D"], []]), "same player twice"),
    (pack([1, "t", "T", 1, 1, [0, "A", 1, "B", 2, "C", 3, "\u0007"], []]), "control character"),
    (pack([1, "t", "T", 1, 1, [0, "A", 1, "B", 2, "C", 3, "D"], [[1, [1, "2024-05-03T19:00:00Z", 0, 3, 2]]]]),
     "cannot go alone"),
    (pack([1, "t", "T", 1, 1, [0, "A", 1, "B", 2, "C", 3, "D"], [[9, [1, "2024-05-03T19:00:00Z", 0, 3]]]]),
     "hand number"),
    (pack([1, "t", "T", 1, 1, [0, "A", 1, "B", 2, "C", 3, "D"], [[1, [1, "2024-05-03T19:00:00Z", 0, 3]]] * 2]),
     "a hand twice"),
    (pack([1, "t", "T", 1, 1, [0, "A", 1, "B", 2, "C", 3, "D"], [[1]]]), "no result"),
    (pack("[" * 50 + "]" * 50), "nested"),
])
def test_a_damaged_or_forged_code_is_refused_in_words(code, words):
    with pytest.raises(CodeError) as refused:
        decode(code)
    assert words in refused.value.detail or words in str(refused.value)
    # the person holding it is told it is damaged (or what to do), never what a parser found
    assert any(said in str(refused.value) for said in ("damaged", "another version", "at most", "empty"))


def test_a_code_that_unpacks_to_too_much_is_refused_without_unpacking_it_all():
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    bomb = base64.urlsafe_b64encode(packer.compress(b" " * 2_000_000) + packer.flush()).decode()
    assert len(bomb) < MAX_CODE_CHARS
    with pytest.raises(CodeError, match="damaged or too long"):
        decode(bomb)


def test_links_give_their_code_and_the_wrong_kind_is_named():
    assert code_from_link("https://x.example/euchre/#sheet/results/abc_-", "results") == "abc_-"
    assert code_from_link("  #sheet/join/abc ", "join") == "abc"
    with pytest.raises(CodeError, match="invitation, not its results"):
        code_from_link("https://x.example/#sheet/join/abc", "results")
    with pytest.raises(CodeError, match="not a table's link"):
        code_from_link("https://x.example/#play", "results")


def test_a_whole_tables_results_fit_a_qr_code_a_phone_reads():
    t = eight()
    phone = play(TableSheet.of(t, 1, 1).tournament(at=AT), 1, 1)
    for h in (2, 5):
        phone = phone.correct_hand(1, 1, h, makers=0, tricks=4, at=at(40 + h))
    code = encode(TableSheet.of(phone, 1, 1))
    assert len(code) < 600, len(code)


def test_the_addresses_between_devices_name_their_screens():
    from ui.sheet.routes import Route, parse_route, route_hash

    for route in (Route("fri", "devices"), Route("a:b.c_d-e", "device", 2, 3), Route(None, "join", code="Ab_-9"),
                  Route(None, "results", code="xyz")):
        assert parse_route(route_hash(route)) == route
    code = encode(TableSheet.of(eight(), 1, 1))
    assert parse_route("#sheet/join/" + code) == Route(None, "join", code=code)
    assert parse_route("#sheet/fri/device/2").screen == "home"


def test_a_code_of_the_first_version_is_still_read_and_numbered_again():
    """A phone that kept its copy before codes said where a result was entered (code version 1)."""
    first = [1, "t", "T", 1, 1, [0, "A", 1, "B", 2, "C", 3, "D"],
             [[1, [4, "2024-05-03T19:00:00Z", 0, 3], [9, "2024-05-03T19:01:00Z", 1, 4, 3]], [2, [1, AT, 1, None, None, 0]]]]
    sheet = decode(pack(first))
    assert [(v.revision, v.content) for v in sheet.hands[0].versions] == [(1, (0, 3, None, None)), (2, (1, 4, 3, None))]
    assert sheet.hands[1].current.content == (1, None, None, 0) and sheet.hands[1].waiting == ()
    assert decode(encode(sheet)) == sheet


def test_an_invitation_again_keeps_the_phones_own_results_in_force_there():
    t = eight()
    phone = TableSheet.of(t, 1, 1).tournament(at=AT).record_hand(1, 1, makers=1, tricks=4, at=at(4), by="Phone")
    organiser = t.record_hand(1, 1, makers=0, tricks=3, at=at(5), by="Organiser")
    again, _ = TableSheet.of(organiser, 1, 1).with_hands_of(TableSheet.of(phone, 1, 1), at=at(6))
    entry = again.hands[0]
    assert entry.current.by == "Phone" and [v.by for v in entry.waiting] == ["Organiser"]
    assert load(dump(again)) == again and again.table_key == table_key(SECRET, t.id, 1, 1)
    merged, report = merge_results(organiser, again, at=at(7))
    assert [(c.mine.by, c.theirs.by) for c in report.conflicts] == [("Organiser", "Phone")]
    assert merged.hand(1, 1, 1).current.by == "Organiser"


def test_an_invitation_carries_the_confirmation_setting_and_the_rounds_status():
    t = eight().with_settings(confirm=True, at=AT)
    invite = decode(encode(TableSheet.of(t, 1, 1), "join"))
    assert invite.confirm and not invite.closed
    phone = invite.tournament(at=AT)
    assert phone.settings.confirm and phone.table_key == t.key_for(1, 1) and phone.secret == ""
    assert TableSheet.of(phone, 1, 1) == invite
    closed = decode(encode(TableSheet.of(t.close_round(1, at=at(1), incomplete_ok=True), 1, 1), "join"))
    assert closed.closed and closed.tournament(at=AT).round(1).closed
    results_code = decode(encode(TableSheet.of(phone, 1, 1), "results"))
    assert (results_code.confirm, results_code.closed, results_code.table_key) == (False, False, "")
    with pytest.raises(ValueError, match="invitation"):
        encode(invite, "other")
