"""A table's results code carries a seal made with that table's key from its invitation: an edited or
foreign code is refused in words, an unsealed one comes in only when the organiser says so, and a
phone's code never replaces the organiser's own entry unasked."""

from __future__ import annotations

import base64
import json
import zlib

import pytest

from euchre.errors import EuchreError
from euchre.sheet import (ResultsSealBroken, ResultsUnsealed, Tournament, dump_tournament, hands_csv, load_tournament,
                          standings_csv)
from euchre.sheet.format import to_document
from euchre.sheet.keys import SEAL_CHARS, key_problem, new_secret, secret_problem, secured, table_key
from euchre.sheet.reasons import Refusal
from euchre.sheet.share import (CodeError, Seal, TableSheet, check_seal, decode, encode, merge_results,
                                preview_results)
from euchre.sheet.sync_docs import documents
from ui.sheet.words import closed_results_question, refusal_reason, unsealed_question
from tests.helpers.sheet import Clock, sheet

SECRET = "a7" * 32
ORGANISER, PHONE = "the organiser's device", "table 1's phone"


def night(clock: Clock, secret: str = SECRET) -> Tournament:
    return sheet(8, clock, [(0, 1, 2, 3), (4, 5, 6, 7)]).with_secret(secret)


def phone_of(t: Tournament, table: int, clock: Clock) -> Tournament:
    """A table's phone that scanned its invitation."""
    return decode(encode(TableSheet.of(t, 1, table), "join")).tournament(at=clock())


def results(phone: Tournament, table: int = 1) -> str:
    return encode(TableSheet.of(phone, 1, table), "results")


def unpack(code: str) -> list:
    raw = base64.urlsafe_b64decode(code + "=" * (-len(code) % 4))
    return json.loads(zlib.decompress(raw, -15).decode())


def pack(data) -> str:
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    raw = packer.compress(json.dumps(data, separators=(",", ":")).encode()) + packer.flush()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


# --- keys ----------------------------------------------------------------------------------------

def test_each_table_of_each_round_has_its_own_key_from_the_tournaments_secret():
    keys = {table_key(SECRET, "t-1", r, n) for r in (1, 2) for n in (1, 2, 12)}
    assert len(keys) == 6 and all(key_problem(k) is None for k in keys)
    assert table_key(SECRET, "t-1", 1, 12) != table_key(SECRET, "t-1", 11, 2)      # no two places share a text
    assert table_key(SECRET, "t-2", 1, 1) != table_key(SECRET, "t-1", 1, 1)
    assert table_key("b8" * 32, "t-1", 1, 1) != table_key(SECRET, "t-1", 1, 1)
    assert table_key("", "t-1", 1, 1) == ""
    made = {new_secret() for _ in range(3)}
    assert len(made) == 3 and all(secret_problem(s) is None for s in made)
    assert secret_problem("A7" * 32) and secret_problem("a7" * 31) and secret_problem(7)


def test_a_secret_is_made_once_kept_in_the_file_and_nowhere_else():
    clock = Clock()
    old = sheet(8, clock, [(0, 1, 2, 3), (4, 5, 6, 7)])          # a tournament from before sealing
    assert old.secret == "" and old.key_for(1, 1) == ""
    t = secured(old)
    assert secret_problem(t.secret) is None and t.secret and secured(t) is t
    assert t.with_secret(t.secret) is t
    with pytest.raises(EuchreError, match="has its secret already"):
        t.with_secret(new_secret())
    assert t.secret not in repr(t)
    assert load_tournament(dump_tournament(t)) == t and json.loads(dump_tournament(t))["secret"] == t.secret
    t = t.record_hand(1, 1, makers=0, tricks=3, at=clock())
    for text in (standings_csv(t), hands_csv(t), json.dumps(documents(t, source="org")),
                 encode(TableSheet.of(t, 1, 1), "join"), json.dumps(unpack(encode(TableSheet.of(t, 1, 1), "join")))):
        assert t.secret not in text
    invitation = unpack(encode(TableSheet.of(t, 1, 1), "join"))[-1]
    assert invitation == {"key": t.key_for(1, 1)} and t.key_for(1, 2) not in json.dumps(invitation)


def test_a_file_saved_before_sealing_loads_the_same_every_time_without_a_secret():
    clock = Clock()
    document = to_document(sheet(4, clock, [(0, 1, 2, 3)]).record_hand(1, 1, makers=0, tricks=3, at=clock()))
    document["schema"] = 4
    text = json.dumps(document)
    first, second = load_tournament(text), load_tournament(text)
    assert first == second and first.secret == ""
    with pytest.raises(EuchreError, match="64 hexadecimal digits"):
        load_tournament(json.dumps({**document, "schema": 5, "secret": "not hex"}))


# --- sealed codes ----------------------------------------------------------------------------------

def test_a_phones_sealed_results_come_in_and_carry_no_key():
    clock = Clock()
    t = night(clock)
    phone = phone_of(t, 1, clock).record_hand(1, 1, makers=0, tricks=3, at=clock(), by=PHONE)
    code = results(phone)
    data = unpack(code)
    assert set(data[-1]) == {"seal"} and len(data[-1]["seal"]) == SEAL_CHARS
    assert t.key_for(1, 1) not in code and t.key_for(1, 1) not in json.dumps(data)
    sheet_in = decode(code)
    assert check_seal(t, sheet_in) is Seal.GOOD
    merged, report = merge_results(t, sheet_in, at=clock(), source=PHONE)
    assert report.added_hands == ((1, 1, 1),)
    assert merge_results(merged, decode(code), at=clock())[0] is merged


def test_an_edited_code_is_refused_in_a_sentence():
    clock = Clock()
    t = night(clock)
    phone = phone_of(t, 1, clock).record_hand(1, 1, makers=0, tricks=3, at=clock())
    data = unpack(results(phone))
    data[6][0][1][0][3] = 5                                       # 3 tricks made a march, seal kept
    forged = decode(pack(data))
    assert check_seal(t, forged) is Seal.BROKEN
    with pytest.raises(Refusal) as refused:
        merge_results(t, forged, at=clock())
    assert refused.value.reason == ResultsSealBroken(1, 1)
    assert refusal_reason(t, refused.value) == (
        "This code was changed after table 1's phone made it, or it is not from this tournament: scan it again "
        "from the phone")
    with pytest.raises(Refusal, match="seal"):                  # nor does a preview show what it would do
        preview_results(t, forged, at=clock())
    other = night(Clock(), "c3" * 32)                             # the same id, another organiser's secret
    with pytest.raises(Refusal) as refused:
        merge_results(other, decode(results(phone)), at=clock())
    assert isinstance(refused.value.reason, ResultsSealBroken)
    moved = data[:]
    moved[4] = 2                                                  # table 1's results said to be table 2's
    with pytest.raises(Refusal, match="seal"):
        merge_results(t, decode(pack(moved)), at=clock())


JARGON = ("json", "line 1", "column", "expecting", "traceback", "error", "char ", "utf-8", "codec", "delimiter")


def test_one_changed_character_anywhere_gives_a_sentence_never_a_changed_result():
    clock = Clock()
    t = night(clock)
    phone = phone_of(t, 1, clock)
    for hand, (makers, tricks) in enumerate([(0, 3), (1, 4), (0, 5), (1, 3)], 1):
        phone = phone.record_hand(1, 1, makers=makers, tricks=tricks, at=clock())
    phone = phone.correct_hand(1, 1, 2, makers=0, tricks=4, at=clock())
    code = results(phone)
    original = decode(code)
    alphabet = "AaZz09-_Qq"
    taken = refused = 0
    for position in range(len(code)):
        for char in alphabet:
            if char == code[position]:
                continue
            changed = code[:position] + char + code[position + 1:]
            try:
                merged, _ = merge_results(t, decode(changed), at=clock())
            except EuchreError as error:
                text = refusal_reason(t, error).lower()
                assert text and not any(word in text for word in JARGON), (position, char, text)
                refused += 1
                continue
            # only a change that leaves every result as the phone sealed it can come in
            assert decode(changed) == original, (position, char)
            taken += 1
    assert refused > 50 * len(code) // 10 and taken < len(code)


def test_a_code_that_is_not_a_code_is_refused_in_plain_words():
    for code in ("", "%%%", "QUJD", pack("[3, 1, 2"), pack([3] * 8), pack({"a": 1})):
        with pytest.raises(CodeError) as refused:
            decode(code)
        assert not any(word in str(refused.value).lower() for word in JARGON), str(refused.value)


# --- unsealed codes: phones invited before sealing ---------------------------------------------------

def test_an_unsealed_code_is_taken_in_only_when_the_organiser_says_so_and_says_what_it_changes():
    clock = Clock()
    t = night(clock)
    old_phone = TableSheet.of(t, 1, 1)._replace(table_key="").tournament(at=clock())    # invited before sealing
    old_phone = old_phone.record_hand(1, 1, makers=0, tricks=3, at=clock()).record_hand(1, 1, makers=1, tricks=5,
                                                                                          at=clock())
    code = decode(results(old_phone))
    assert code.seal == "" and check_seal(t, code) is Seal.NONE
    with pytest.raises(Refusal) as refused:
        merge_results(t, code, at=clock())
    assert refused.value.reason == ResultsUnsealed(1, 1)
    changes = preview_results(t, code, at=clock())
    assert [(c.key, c.kind) for c in changes] == [((1, 1, 1), "added"), ((1, 1, 2), "added")]
    assert unsealed_question(t, refused.value.reason, changes) == (
        "Table 1's code carries no seal: its phone was invited before results codes were sealed, so this device "
        "cannot tell whether the code was changed on the way. Take it in only if the table's phone shows the same "
        "results. Taking this in would add hand 1 (Ann & Bob 0 → 1) and add hand 2 (Cy & Di 0 → 2). Take it in?")
    merged, report = merge_results(t, code, at=clock(), unsealed_ok=True)
    assert report.added_hands == ((1, 1, 1), (1, 1, 2))
    assert preview_results(merged, code, at=clock()) == ()
    assert unsealed_question(merged, refused.value.reason, ()).endswith("These results change nothing here: there "
                                                                         "is nothing to take in.")
    no_secret = t.__class__(t.id, t.name, t.created, t.updated, t.players, t.rounds, t.settings)
    assert check_seal(no_secret, decode(results(phone_of(t, 1, clock)))) is Seal.UNCHECKED


# --- a phone never replaces the organiser's own entry unasked ---------------------------------------

def test_a_hand_edited_link_no_longer_rewrites_a_hand_the_organiser_entered():
    """What a director saw: a well-formed results link, edited by hand to follow the organiser's own entry
    with another result, merged as "1 hand corrected"."""
    clock = Clock()
    t = night(clock)
    organiser = t.record_hand(1, 1, makers=0, tricks=3, at=clock(), by=ORGANISER)
    phone = phone_of(organiser, 1, clock)                         # it saw the organiser's result (live sync)
    phone = phone.correct_hand(1, 1, 1, makers=1, tricks=5, at=clock(), by=PHONE)
    data = unpack(results(phone))
    data[-1] = {}                                                   # the seal cut off, as an editor would
    edited = decode(pack(data))
    with pytest.raises(Refusal):
        merge_results(organiser, edited, at=clock())
    merged, report = merge_results(organiser, edited, at=clock(), unsealed_ok=True)
    assert report.updated_hands == () and [c.key for c in report.conflicts] == [(1, 1, 1)]
    assert merged.hand(1, 1, 1).current == organiser.hand(1, 1, 1).current
    # the table's own sealed code waits the same way: a change to the organiser's entry is the organiser's to take
    merged, report = merge_results(organiser, decode(results(phone)), at=clock())
    assert report.updated_hands == () and merged.hand(1, 1, 1).current.by == ORGANISER
    assert [v.content for v in merged.hand(1, 1, 1).waiting] == [(1, 5, None, None)]
    # while the phone's change to its own result comes in
    own = phone_of(t, 1, clock).record_hand(1, 1, makers=0, tricks=4, at=clock(), by=PHONE)
    first, _ = merge_results(t, decode(results(own)), at=clock())
    own = own.correct_hand(1, 1, 1, makers=0, tricks=5, at=clock(), by=PHONE)
    second, report = merge_results(first, decode(results(own)), at=clock())
    assert report.updated_hands == ((1, 1, 1),) and second.hand(1, 1, 1).current.tricks == 5


# --- a closed round says what would change -------------------------------------------------------------

def test_a_code_for_a_closed_round_says_which_hands_would_change_before_asking():
    clock = Clock()
    t = night(clock)
    organiser = t
    for hand in range(1, 8):
        organiser = organiser.record_hand(1, 1, makers=0, tricks=3, at=clock(), by=ORGANISER)
    phone = phone_of(organiser, 1, clock)
    phone = phone.correct_hand(1, 1, 3, makers=0, tricks=5, at=clock()).record_hand(1, 1, makers=1, tricks=4,
                                                                                     at=clock())
    organiser = organiser.record_hand(1, 2, makers=0, tricks=3, at=clock())
    closed = organiser.close_round(1, at=clock(), incomplete_ok=True)
    code = decode(results(phone))
    merged, report = merge_results(closed, code, at=clock())
    assert merged is closed and report.closed
    changes = preview_results(closed, code, at=clock())
    assert closed_results_question(closed, 1, changes) == (
        "Round 1 is closed. Taking this in would make hand 3 wait for your decision and add hand 8 (Cy & Di 0 → 1). "
        "Take it in? The round stays closed and its scores change.")
    same = decode(results(phone_of(closed, 1, clock)))
    assert preview_results(closed, same, at=clock()) == ()
    assert closed_results_question(closed, 1, ()) == (
        "Round 1 is closed, and these results change nothing in it: there is nothing to take in.")
    # the phone's own hand, corrected there: the change and its points
    own = phone_of(t, 2, clock).record_hand(1, 2, makers=0, tricks=4, at=clock())
    taken, _ = merge_results(t, decode(results(own, 2)), at=clock())
    taken = taken.close_round(1, at=clock(), incomplete_ok=True)
    own = own.correct_hand(1, 2, 1, makers=0, tricks=5, at=clock())
    changes = preview_results(taken, decode(results(own, 2)), at=clock())
    assert closed_results_question(taken, 1, changes).startswith(
        "Round 1 is closed. Taking this in would change hand 1 (Ed & Flo 1 → 2). Take it in?")
