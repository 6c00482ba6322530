"""The tournament's database on a real CouchDB-protocol server: the setup script, who may write what,
what the validation function refuses (and that nothing stored changes then), the live changes feed,
replication's own requests, and a restart. The server is ``tools/couch_server.js``
(pouchdb-server's parts, from npm), started by the ``server`` fixture on 127.0.0.1."""

from __future__ import annotations

import json
import threading

import pytest

from euchre.sheet.sync_access import Access
from euchre.sheet.sync_docs import document_id, documents, read_documents
from tests.helpers.sheet import Clock, unmarked
from tests.sync.tournament import (ANY, ORGANISER_PASSWORD, all_docs, as_user, hand_doc, published, put, seated,
                                   set_up_tournament)
from tools.couch_setup import Couch, SetupError, quote, set_closed, set_up

# --- the setup --------------------------------------------------------------------------------

def test_the_setup_makes_database_users_security_and_validation_once(server, admin):
    access = set_up_tournament(admin, "setup-1")
    security = admin.get(f"{quote(access.database)}/_security")
    assert security["admins"]["names"] == [access.organiser.name]
    assert sorted(security["members"]["roles"]) == sorted(access.prefix + r for r in ("organiser", "screen", "table"))
    assert security["euchre"] == {"closed": []}
    for credential in (access.organiser, access.screen, access.table(1, 1), access.table(2, 2)):
        _, session = as_user(server, credential).request("GET", "_session")
        assert session["userCtx"] == {"name": credential.name, "roles": list(credential.roles)}
    assert admin.get(f"{quote(access.database)}/tournament")["organiser"] == access.organiser.name
    assert "validate_doc_update" in admin.get(f"{quote(access.database)}/_design/euchre")
    again = set_up(admin, access, 2, 2, say=lambda *_: None)
    assert again == {"created": 0, "updated": 0, "kept": 6}
    more = set_up(admin, access, 3, 2, say=lambda *_: None)
    assert more == {"created": 2, "updated": 0, "kept": 6}


def test_the_setup_refuses_a_wrong_admin_and_a_database_of_another_tournament(server, admin):
    with pytest.raises(SetupError, match="Name or password is incorrect"):
        set_up(Couch(server.url, "admin", "wrong"), Access("setup-2", ORGANISER_PASSWORD), 1, 1, say=lambda *_: None)
    assert admin.get(quote(Access("setup-2", ORGANISER_PASSWORD).database)) is None, "nothing was created"
    access = set_up_tournament(admin, "setup-3")
    admin.put(f"{quote(access.database)}/tournament", dict(admin.get(f"{quote(access.database)}/tournament"),
                                                          tournament="someone-else"))
    with pytest.raises(SetupError, match="holds tournament 'someone-else'"):
        set_up(admin, access, 1, 1, say=lambda *_: None)
    with pytest.raises(SetupError, match="cannot reach the server"):
        set_up(Couch("http://127.0.0.1:9/", "admin", "x", timeout=5), access, 1, 1, say=lambda *_: None)


# --- what the documents are, on the server -----------------------------------------------------

def test_every_document_of_a_tournament_is_accepted_and_reads_back(server, admin):
    clock = Clock()
    t = seated(clock)
    access = set_up_tournament(admin, t.id.replace("t-1", "docs-1"))
    t = type(t)(access.tournament_id, *[getattr(t, f) for f in ("name", "created", "updated", "players",
                                                                 "rounds", "settings")])
    published(admin, access, t)
    assert read_documents(all_docs(admin, access)).organiser == unmarked(t), "the server's SHA-256 ids are Python's"
    screen = as_user(server, access.screen)
    _, changes = screen.request("GET", f"{quote(access.database)}/_changes?include_docs=true")
    names = {row["doc"]["player"]["name"] for row in changes["results"] if row["doc"].get("kind") == "player"}
    assert "<script>alert(1)</script>" in names and "Núñez 🂡" in names, "names are kept as text"


def refused(server, admin, access, couch: Couch, doc: dict, words: str) -> None:
    """``doc`` is refused with ``words`` in the reason, and the database holds what it held."""
    before = all_docs(admin, access)
    status, answer = put(couch, access, doc)
    assert status in (400, 401, 403, 413), (status, answer)
    assert words in json.dumps(answer), answer
    assert all_docs(admin, access) == before


def test_a_table_writes_its_own_hands_only(server, admin, night):
    t, access, clock = night
    table = as_user(server, access.table(2, 1))
    mine = hand_doc(t, access, 2, 1, clock)
    assert put(table, access, mine)[0] == 201
    refused(server, admin, access, table, hand_doc(t, access, 2, 2, clock, source=access.table(2, 1).name),
            "cannot write for round 2, table 2")
    corrected = t.correct_hand(1, 1, 1, makers=1, tricks=3, at=clock())
    earlier = documents(corrected, source=access.table(2, 1).name, scope=(1, 1))[-1]
    refused(server, admin, access, table, earlier, "cannot write for round 1, table 1")
    refused(server, admin, access, table, hand_doc(t, access, 2, 1, clock, source=access.table(2, 2).name),
            "source must be the user who writes it")
    settings = next(d for d in documents(t.rename(name="Mine", at=clock()), source=access.table(2, 1).name)
                    if d["kind"] == "settings")
    refused(server, admin, access, table, settings, "Only the organiser writes settings documents")
    refused(server, admin, access, as_user(server, access.screen), hand_doc(t, access, 2, 1, clock,
            source=access.screen.name), "A standings screen only reads")


def test_a_wrong_password_or_no_credential_is_refused(server, admin, night):
    t, access, clock = night
    wrong = access.table(2, 1)._replace(password="not-the-password")
    refused(server, admin, access, as_user(server, wrong), hand_doc(t, access, 2, 1, clock),
            "Name or password is incorrect")
    status, answer = Couch(server.url).request("GET", f"{quote(access.database)}/_all_docs", ok=ANY)
    assert status == 401 and "not authorized" in answer["reason"]
    other = set_up_tournament(admin, "elsewhere")
    status, _ = as_user(server, other.table(1, 1)).request("GET", f"{quote(access.database)}/_all_docs", ok=ANY)
    assert status in (401, 403), "another tournament's table cannot even read this one"


def test_a_stored_document_never_changes_and_is_never_deleted(server, admin, night):
    t, access, clock = night
    table = as_user(server, access.table(2, 1))
    doc = hand_doc(t, access, 2, 1, clock)
    _, answer = put(table, access, doc)
    changed = dict(doc, _rev=answer["rev"])
    refused(server, admin, access, table, changed, "already stored and never changes")
    organiser = as_user(server, access.organiser)
    refused(server, admin, access, organiser, changed, "already stored and never changes")
    refused(server, admin, access, organiser, dict(changed, _deleted=True), "never deleted")


def test_script_in_a_name_is_text_but_the_shape_is_checked(server, admin, night):
    t, access, clock = night
    organiser = as_user(server, access.organiser)
    renamed = t.rename_player(1, '"><img src=x onerror=alert(1)>', at=clock())
    doc = next(d for d in documents(renamed, source=access.organiser.name, known=documents(
        t, source=access.organiser.name)) if d["kind"] == "player")
    assert put(organiser, access, doc)[0] == 201
    assert read_documents(all_docs(admin, access)).organiser.player(1).name == '"><img src=x onerror=alert(1)>'

    def remade(doc, **changes):
        body = {k: v for k, v in doc.items() if k != "_id"} | changes
        return {"_id": document_id(body), **body}

    refused(server, admin, access, organiser, remade(doc, player=dict(doc["player"], name="Ann\u0007")),
            "without control characters")
    refused(server, admin, access, organiser, remade(doc, extra="<script>"), 'unknown field \\"extra\\"')
    refused(server, admin, access, organiser, dict(remade(doc), _id="player:1:" + "0" * 32),
            "is not the one its content gives")
    refused(server, admin, access, organiser, remade(doc, tournament="another"), "not \\\"another\\\"'s")
    refused(server, admin, access, organiser, dict(doc, _id="vote:1", kind="vote"), "Unknown kind")


def test_huge_and_deeply_nested_documents_are_refused(server, admin, night):
    t, access, clock = night
    table = as_user(server, access.table(2, 1))
    doc = hand_doc(t, access, 2, 1, clock)
    huge = dict(doc, version=dict(doc["version"], at="x" * 2_000_000))
    before = all_docs(admin, access)
    status, answer = put(table, access, huge)
    assert status in (403, 413) and ("characters long" in json.dumps(answer) or "too large" in json.dumps(answer))
    deep = json.dumps(dict(doc, version="DEEP")).replace('"DEEP"', '{"a":' * 5000 + "1" + "}" * 5000)
    status, answer = table.request("PUT", f"{quote(access.database)}/{quote(doc['_id'])}", deep.encode(), ok=ANY)
    assert status in (400, 403), answer
    assert all_docs(admin, access) == before
    assert put(table, access, doc)[0] == 201, "the server still answers"


def test_a_round_closed_by_the_setup_script_takes_nothing_from_a_table(server, admin, night):
    t, access, clock = night
    assert set_closed(admin, access, close=(2,)) == [2], "couch_setup.py --close 2"
    table = as_user(server, access.table(2, 1))
    doc = hand_doc(t, access, 2, 1, clock)
    refused(server, admin, access, table, doc, "Round 2 is closed")
    security = admin.get(f"{quote(access.database)}/_security")
    for who in (table, as_user(server, access.organiser)):
        status, _ = who.request("PUT", f"{quote(access.database)}/_security", {"admins": {}, "members": {}}, ok=ANY)
        assert status == 403, "only the server's admin changes the security object (the organiser closes by document)"
    assert admin.get(f"{quote(access.database)}/_security") == security
    set_closed(admin, access, reopen=(2,))
    assert put(table, access, doc)[0] == 201


# --- what replication needs -----------------------------------------------------------------------

def test_the_changes_feed_answers_live(server, admin, night):
    t, access, clock = night
    screen = as_user(server, access.screen)
    _, info = screen.request("GET", f"{quote(access.database)}")
    since = info["update_seq"]
    got = {}

    def follow():
        got["answer"] = screen.request(
            "GET", f"{quote(access.database)}/_changes?feed=longpoll&timeout=20000&since={quote(json.dumps(since))}"
        )[1]

    follower = threading.Thread(target=follow)
    follower.start()
    doc = hand_doc(t, access, 2, 1, clock)
    assert put(as_user(server, access.table(2, 1)), access, doc)[0] == 201
    follower.join(30)
    assert [change["id"] for change in got["answer"]["results"]] == [doc["_id"]]


def test_replication_requests_go_through_the_same_checks(server, admin, night):
    """What PouchDB sends when it pushes: _revs_diff, _bulk_docs with new_edits false, _local
    checkpoints; and what it reads when it pulls: _bulk_get."""
    t, access, clock = night
    table = as_user(server, access.table(2, 1))
    database = quote(access.database)
    mine = dict(hand_doc(t, access, 2, 1, clock), _rev="1-" + "a" * 32)
    other = dict(hand_doc(t, access, 2, 2, clock, source=access.table(2, 1).name), _rev="1-" + "b" * 32)
    _, diff = table.request("POST", f"{database}/_revs_diff", {mine["_id"]: [mine["_rev"]], other["_id"]: [other["_rev"]]})
    assert set(diff) == {mine["_id"], other["_id"]}
    _, answer = table.request("POST", f"{database}/_bulk_docs", {"docs": [mine, other], "new_edits": False})
    assert [row.get("error") for row in answer if row.get("error")] == ["forbidden"]
    assert table.put(f"{database}/_local/checkpoint", {"last_seq": 1})["ok"]
    _, got = as_user(server, access.screen).request("POST", f"{database}/_bulk_get?revs=true",
                                                    {"docs": [{"id": mine["_id"]}, {"id": other["_id"]}]})
    found = [r["docs"][0] for r in got["results"]]
    assert "ok" in found[0] and found[0]["ok"]["version"] == mine["version"]
    assert "ok" not in found[1], "the refused document is not there"


def test_a_restart_keeps_users_documents_and_rules(server, admin, night):
    t, access, clock = night
    doc = hand_doc(t, access, 2, 1, clock)
    assert put(as_user(server, access.table(2, 1)), access, doc)[0] == 201
    before = all_docs(admin, access)
    server.stop()
    with pytest.raises(SetupError, match="cannot reach"):
        Couch(server.url, timeout=5).request("GET", "")
    server.start()
    assert all_docs(admin, access) == before
    refused(server, admin, access, as_user(server, access.table(2, 1)),
            hand_doc(t, access, 2, 2, clock, source=access.table(2, 1).name), "cannot write for round 2, table 2")


def test_only_the_admin_creates_a_database_and_the_server_survives_the_asking(server, admin):
    status, answer = Couch(server.url).request("PUT", "surprise", ok=ANY)
    assert status == 401, answer
    assert admin.request("PUT", "surprise")[0] == 201
    assert Couch(server.url).request("GET", "")[0] == 200, "still up (pouchdb-server issue 374 crashed here)"
