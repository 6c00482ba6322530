"""A device's link to its tournament's database: the server's address, the stored link, the code an
invitation carries, what a save publishes and how what arrives is taken in."""

from __future__ import annotations

import json

import pytest

from euchre.errors import TournamentError
from euchre.sheet.keys import secured
from euchre.sheet.share import TableNews, TableSheet, decode, encode, table_news
from euchre.sheet.sync_access import Access
from euchre.sheet.sync_docs import documents
from euchre.sheet.sync_link import (Link, LinkError, dumps, loads, organiser_link, publish, read_code,
                                    server_problem, table_of, take_in, take_in_table)
from tests.helpers.sheet import Clock, sheet
from ui.sheet.words import table_news_text

PASSWORD = "organiser-password-for-tests"


@pytest.fixture
def clock():
    return Clock()


@pytest.fixture
def night(clock):
    t = sheet(8, clock, tables=[(0, 1, 2, 3), (4, 5, 6, 7)])
    return t, organiser_link(t.id, "http://127.0.0.1:5984", PASSWORD)


@pytest.mark.parametrize("address, problem", [
    ("https://couch.club.org:6984", None),
    ("http://192.168.1.20:5984/", None),
    ("", "empty"),
    ("couch.club.org", "must start with http:// or https://"),
    ("ftp://couch.club.org", "must start with http:// or https://"),
    ("http://", "names no computer"),
    ("http://admin:secret@couch.club.org", "without a name, password"),
    ("http://couch.club.org:port", "not a web address"),
    ("http://couch.club.org/" + "x" * 400, "longer than"),
])
def test_a_server_address_is_checked_in_words(address, problem):
    found = server_problem(address)
    assert (found is None) if problem is None else (problem in found)


def test_the_organiser_names_the_server_and_password_once(night):
    t, org = night
    assert org.server == "http://127.0.0.1:5984/" and org.user == Access(t.id, PASSWORD).organiser.name
    assert org.database_url == "http://127.0.0.1:5984/euchre-t-1" and org.key == t.id
    with pytest.raises(LinkError, match="at least 12 characters"):
        organiser_link(t.id, "http://127.0.0.1:5984", "short")
    with pytest.raises(LinkError, match="http:// or https://"):
        organiser_link(t.id, "127.0.0.1:5984", PASSWORD)


def test_tables_and_screens_get_their_own_credentials_never_the_organisers(night):
    t, org = night
    table = org.for_table(1, 2)
    screen = org.for_screen()
    access = Access(t.id, PASSWORD)
    assert (table.user, table.password, table.key) == (access.table(1, 2).name, access.table(1, 2).password, "t-1/1/2")
    assert (screen.user, screen.password, screen.role) == (access.screen.name, access.screen.password, "screen")
    for link in (table, screen):
        assert read_code(link.code()) == link
        assert PASSWORD not in json.dumps(link.to_dict()) and PASSWORD not in link.code()
        with pytest.raises(LinkError, match="only the organiser"):
            link.for_table(1, 1)
    assert table_of(table.user) == (1, 2) and table_of(org.user) is None


def test_a_stored_link_has_a_schema_and_a_damaged_one_is_refused_in_words(night):
    _, org = night
    assert loads(dumps(org)) == org
    data = json.loads(dumps(org))
    assert data["format"] == "euchre-sync-link" and data["schema"] == 1
    for change, words in [({"schema": 2}, "schema 2"), ({"format": "x"}, "not one"), ({"role": "admin"}, "role"),
                          ({"server": "nowhere"}, "http://"), ({"user": "someone-else"}, "not one of this"),
                          ({"extra": 1}, "fields")]:
        with pytest.raises(LinkError, match=words):
            loads(json.dumps({**data, **change}))
    with pytest.raises(LinkError):
        loads("{not json")


@pytest.mark.parametrize("code", ["", "!!!", "e30", "x" * 2000,
                                  Link("t-1", "http://h/", "table", "euchre-t-1--r1-t1", "p", 0, 1).code()])
def test_a_damaged_code_is_refused_in_words(code):
    with pytest.raises(LinkError, match="server part of the link"):
        read_code(code)


def test_each_device_publishes_only_what_its_database_lacks(night, clock):
    t, org = night
    first = publish(t, org, [])
    assert first and "tournament" not in {d["_id"] for d in first}, "the setup script writes the identity"
    assert publish(t, org, first + [{"_id": "tournament"}]) == []
    table = org.for_table(1, 1)
    phone = TableSheet.of(t, 1, 1).tournament(at=clock()).record_hand(1, 1, makers=0, tricks=3, at=clock())
    sent = publish(phone, table, [])
    assert [d["kind"] for d in sent] == ["hand"] and {d["source"] for d in sent} == {table.user}
    assert publish(phone, table, sent) == []
    assert publish(t, org.for_screen(), []) == [], "a screen writes nothing"



def served(t, org):
    """What the server holds once the organiser's device has published ``t``: its documents and the
    tournament's own."""
    return publish(t, org, []) + [{"_id": "tournament", "kind": "tournament", "tournament": t.id, "v": 1,
                                   "organiser": org.user}]


def phone_sent(t, org, clock, tricks):
    """Table 1's phone has recorded its first hand (the makers took ``tricks``) and sent it to the
    server the organiser published ``t`` to: (the phone's link, the server's documents, the phone's
    tournament, the phone's table sheet)."""
    link = org.for_table(1, 1)
    server = served(t, org)
    phone = TableSheet.of(t, 1, 1).tournament(at=clock()).record_hand(1, 1, makers=0, tricks=tricks, at=clock())
    return link, server + publish(phone, link, server), phone, TableSheet.of(phone, 1, 1)


def test_results_from_phones_are_merged_once_and_a_conflict_waits(night, clock):
    t, org = night
    server = served(t, org)
    phone = TableSheet.of(t, 1, 1).tournament(at=clock())
    phone = phone.record_hand(1, 1, makers=0, tricks=3, at=clock()).record_hand(1, 1, makers=1, tricks=4, at=clock())
    server += publish(phone, org.for_table(1, 1), server)
    ours = t.record_hand(1, 1, makers=1, tricks=5, at=clock())           # hand 1 on the tablet, differently
    server += publish(ours, org, server)
    merged, taken = take_in(ours, server, org, at=clock(), label=lambda n: f"table {n}'s phone",
                            organiser_label="the organiser's device")
    assert taken.problem is None and merged.table(1, 1).recorded == 2
    (conflict,) = merged.waiting()
    assert conflict.key == (1, 1, 1)
    assert merged.table(1, 1).hands[0].waiting[0].by == "table 1's phone"
    again, _ = take_in(merged, server + publish(merged, org, server), org, at=clock())
    assert again is merged, "taking the same documents in again changes nothing"
    screen, _ = take_in(None, server + publish(merged, org, server), org.for_screen(), at=clock())
    assert screen.standings() == merged.standings() and len(screen.waiting()) == 1
    assert take_in(ours, server, org.for_table(1, 1), at=clock())[0] is ours, "a phone keeps a table, not this"


def test_a_phone_gets_the_organisers_correction_of_its_table(night, clock):
    t, org = night
    link = org.for_table(1, 1)
    server = served(t, org)
    mine = TableSheet.of(t, 1, 1)
    phone = mine.tournament(at=clock()).record_hand(1, 1, makers=0, tricks=3, at=clock())
    mine = TableSheet.of(phone, 1, 1)
    server += publish(phone, link, server)
    assert take_in_table(mine, server, link, at=clock()) is mine, "nothing from the organiser yet"

    merged, _ = take_in(t, server, org, at=clock())
    corrected = merged.correct_hand(1, 1, 1, makers=0, tricks=5, at=clock())   # seen on the tablet, put right
    corrected = corrected.record_hand(1, 2, makers=1, tricks=3, at=clock())    # table 2: not this phone's
    server += publish(corrected, org, server)
    got = take_in_table(mine, server, link, at=clock())
    assert got.hands[0].current.tricks == 5 and not got.hands[0].waiting, "the correction followed the phone's hand"
    assert got.seats == mine.seats and got.key == mine.key
    assert take_in_table(got, server, link, at=clock()) is got, "taking the same in again changes nothing"
    assert take_in_table(mine, server, org.for_table(1, 2), at=clock()) is mine, "another table's link"
    assert take_in_table(mine, server, org, at=clock()) is mine, "an organiser's link is take_in's"

    # The organiser entered hand 2 without seeing the phone's: the phone's stays, the other waits.
    phone2 = got.tournament(at=clock()).record_hand(1, 1, makers=1, tricks=4, at=clock())
    tablet = corrected.record_hand(1, 1, makers=0, tricks=4, at=clock())
    server += publish(tablet, org, server)
    mine2 = TableSheet.of(phone2, 1, 1)
    both = take_in_table(mine2, server, link, at=clock())
    assert both.hands[1].current.makers == 1 and len(both.hands[1].waiting) == 1

    other = [{**doc, "tournament": "other"} if doc["_id"] == "tournament" else doc for doc in server]
    assert take_in_table(mine, other, link, at=clock()) is mine, "another tournament's database"


def test_a_database_of_another_tournament_is_refused(night, clock):
    t, org = night
    other = sheet(4, clock)
    other = other.__class__.new("other", "Other night", players=["A", "B", "C", "D"], at=clock())
    docs = [{"_id": "tournament", "kind": "tournament", "tournament": "other", "v": 1, "organiser": "x"}] + \
        documents(other, source="x", known=[{"_id": "tournament"}])
    kept, taken = take_in(t, docs, org, at=clock())
    assert kept is t and "another tournament ('other')" in taken.problem


def test_an_organiser_reads_again_only_the_tables_with_something_fresh(night, clock):
    t, org = night
    server = publish(t, org, [])
    for n in (1, 2):
        phone = TableSheet.of(t, 1, n).tournament(at=clock()).record_hand(1, n, makers=0, tricks=3, at=clock())
        server += publish(phone, org.for_table(1, n), server)
    merged, _ = take_in(t, server, org, at=clock())
    server += publish(merged, org, server)
    phone = TableSheet.of(merged, 1, 2).tournament(at=clock()).correct_hand(1, 2, 1, makers=1, tricks=4, at=clock())
    new = publish(phone, org.for_table(1, 2), server)
    assert len(new) == 1
    quick, _ = take_in(merged, server + new, org, at=clock(), fresh=new)
    full, _ = take_in(merged, server + new, org, at=clock())
    def results(t):   # taken in at two different moments: the same results, seen at different times
        return [[(h.number, [(v.at, v.content) for v in h.versions], [v.content for v in h.waiting])
                 for h in table.hands] for rnd in t.rounds for table in rnd.tables]
    assert results(quick) == results(full) and quick.table(1, 2).points != merged.table(1, 2).points


# --- a table's phone: news only when something it shows changed, a closed round sends nothing ------------

def test_a_phone_is_told_nothing_when_nothing_it_shows_changed(night, clock):
    """What a director saw: "updated from the organiser's device" on a phone when nothing had changed
    (the organiser had entered the same result: only the history differed)."""
    t, org = night
    link, server, phone, mine = phone_sent(t, org, clock, tricks=5)
    tablet = t.record_hand(1, 1, makers=0, tricks=5, at=clock())          # the same result, entered there too
    server += publish(tablet, org, server)
    assert take_in_table(mine, server, link, at=clock()) is mine
    renamed = tablet.rename_player(0, "Annie", at=clock())                 # a change the phone shows
    server += publish(renamed, org, server)
    got = take_in_table(mine, server, link, at=clock())
    assert got is not mine and dict(got.seats)[0] == "Annie"
    assert table_news(mine, got) == TableNews(renamed=True)
    assert table_news_text(phone, phone.table(1, 1), table_news(mine, got)) == (
        "Live sync: Names were updated from the organiser's device.")


def test_a_phone_learns_its_round_is_closed_and_then_sends_nothing(night, clock):
    t, org = night
    t = secured(t)
    link = org.for_table(1, 1)
    server = served(t, org)
    invited = decode(encode(TableSheet.of(t, 1, 1), "join"))
    phone = invited.tournament(at=clock()).record_hand(1, 1, makers=0, tricks=3, at=clock())
    mine = TableSheet.of(phone, 1, 1)
    assert mine.table_key == t.key_for(1, 1)
    assert publish(phone, link, server), "an open round: the phone sends its hand"
    closed = t.close_round(1, at=clock(), incomplete_ok=True)
    server += publish(closed, org, server)
    got = take_in_table(mine, server, link, at=clock())
    assert got.closed and got.table_key == mine.table_key, "the key the phone was invited with stays"
    assert table_news(mine, got).closed is True
    kept = got.tournament(at=clock())
    assert publish(kept, link, []) == [], "nothing, not even the hands the database lacks"
    with pytest.raises(TournamentError, match="closed"):
        kept.record_hand(1, 1, makers=1, tricks=4, at=clock())
    assert table_news_text(kept, kept.table(1, 1), table_news(mine, got)) == (
        "Live sync: The organiser has closed round 1: this phone records nothing more and sends nothing. The hands "
        "here stay; show them to the organiser if one is missing.")
    reopened = closed.reopen_round(1, at=clock())
    server += publish(reopened, org, server)
    back = take_in_table(got, server, link, at=clock())
    assert not back.closed and table_news(got, back).closed is False
    assert publish(back.tournament(at=clock()).record_hand(1, 1, makers=1, tricks=4, at=clock()), link, server)


def test_an_organisers_correction_reaches_the_phone_with_its_words(night, clock):
    t, org = night
    link, server, phone, mine = phone_sent(t, org, clock, tricks=3)
    merged, _ = take_in(t, server, org, at=clock())
    merged = merged.correct_hand(1, 1, 1, makers=0, tricks=4, at=clock()).record_hand(1, 1, makers=1, tricks=3,
                                                                                     at=clock())
    server += publish(merged, org, server)
    got = take_in_table(mine, server, link, at=clock())
    news = table_news(mine, got)
    assert news == TableNews(added=(2,), changed=(1,))
    kept = got.tournament(at=clock())
    assert table_news_text(kept, kept.table(1, 1), news) == (
        "Live sync: The organiser's device recorded hand 2 and corrected hand 1 (hand 1 is now Ann & Bob made trump, "
        "4 tricks → made, 1).")


def test_a_standings_screen_waits_where_the_organisers_device_waits(night, clock):
    """A phone's change to the organiser's own entry waits on the organiser's device; a screen rebuilt
    from the documents tells the organiser's own versions from those taken in from a phone, and waits too."""
    t, org = night
    server = served(t, org)
    tablet = t.record_hand(1, 1, makers=0, tricks=3, at=clock()).record_hand(1, 2, makers=0, tricks=3, at=clock())
    server += publish(tablet, org, server)
    for n in (1, 2):
        link = org.for_table(1, n)
        mine = take_in_table(TableSheet.of(t, 1, n), server, link, at=clock())
        phone = mine.tournament(at=clock()).correct_hand(1, n, 1, makers=1, tricks=4, at=clock())
        if n == 2:    # table 2's phone recorded hand 2 itself, then corrected it: its own, it comes in
            phone = phone.record_hand(1, 2, makers=0, tricks=4, at=clock()).correct_hand(1, 2, 2, makers=0,
                                                                                          tricks=5, at=clock())
        server += publish(phone, link, server)
    merged, _ = take_in(tablet, server, org, at=clock())
    assert sorted(c.key for c in merged.waiting()) == [(1, 1, 1), (1, 2, 1)]
    assert merged.hand(1, 2, 2).current.tricks == 5
    screen, _ = take_in(None, server + publish(merged, org, server), org.for_screen(), at=clock())
    assert sorted(c.key for c in screen.waiting()) == [(1, 1, 1), (1, 2, 1)]
    assert screen.standings() == merged.standings()


def test_the_confirmation_setting_reaches_the_phone_over_live_sync(night, clock):
    t, org = night
    link = org.for_table(1, 1)
    server = served(t, org)
    mine = TableSheet.of(t, 1, 1)
    assert take_in_table(mine, server, link, at=clock()) is mine
    server += publish(t.with_settings(confirm=True, at=clock()), org, server)
    got = take_in_table(mine, server, link, at=clock())
    assert got.confirm and table_news(mine, got) == TableNews(confirm=True)
    assert got.tournament(at=clock()).settings.confirm
