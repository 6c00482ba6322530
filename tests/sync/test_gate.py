"""What the sync server refuses, whatever a request tries, and that replication still works.

Every attack is sent as a plain HTTP request to ``tools/couch_server.js`` (its gate,
``tools/couch_gate.js``, in front of pouchdb-server's parts) on 127.0.0.1; each test checks the
refusal and that nothing changed: the documents, the users, the security object, the process.
"""

from __future__ import annotations

import base64
import hashlib
import http.client
import json
import os
import select
import signal
import socket
from urllib.parse import quote as quote_path
from urllib.parse import urlsplit

import pytest

from euchre.sheet.sync_access import Access
from euchre.sheet.sync_docs import documents
from tests.helpers.couch import ADMIN, ADMIN_PASSWORD, CouchServer
from tests.helpers.sheet import Clock
from tests.sync.tournament import (ANY, NIGHTS, ORGANISER_PASSWORD, all_docs, answer, as_user, hand_doc, published,
                                   raw, replicate, seated, set_up_tournament, validation_alone)
from tools.couch_setup import Couch, quote, set_closed

MB = 1024 * 1024


def replicated(doc: dict) -> dict:
    """``doc`` as PouchDB's replication sends it: with its revision and revision history."""
    digest = hashlib.md5(json.dumps(doc, sort_keys=True).encode()).hexdigest()
    return dict(doc, _rev=f"1-{digest}", _revisions={"start": 1, "ids": [digest]})


def status_doc(t, access: Access, round_number: int, closed: bool, clock: Clock) -> dict:
    """The status document the organiser's page writes when it closes or reopens a round."""
    changed = t.close_round(round_number, at=clock(), incomplete_ok=True) if closed else t.reopen_round(
        round_number, at=clock())
    (doc,) = [d for d in documents(changed, source=access.organiser.name, known=documents(
        t, source=access.organiser.name)) if d["kind"] == "status"]
    return doc


def users(admin: Couch, access: Access) -> dict:
    """Every user document of the tournament, as the server's admin reads them."""
    _, rows = admin.request("GET", "_users/_all_docs?include_docs=true")
    return {row["id"]: row["doc"] for row in rows["rows"] if access.database in row["id"]}


def state(admin: Couch, access: Access) -> tuple:
    """Everything an attack could change: documents, users, security object, database list."""
    database = quote(access.database)
    return (all_docs(admin, access), users(admin, access), admin.get(f"{database}/_security"),
            admin.get(f"{database}/_design/euchre"), admin.request("GET", "_all_dbs")[1])


def alive(server) -> None:
    assert server.process.poll() is None, "the server process is gone"
    status, _ = answer(server, "GET", "/", user=(ADMIN, ADMIN_PASSWORD))
    assert status == 200


def bulk(server, access, user, docs, new_edits=None):
    body = {"docs": docs} if new_edits is None else {"docs": docs, "new_edits": new_edits}
    return answer(server, "POST", f"/{quote(access.database)}/_bulk_docs", body, user=user)


# --- 1. no sign-up, no role change, no password change --------------------------------------------

def test_nobody_but_the_server_admin_signs_up_or_changes_a_user(server, admin, night):
    t, access, clock = night
    before = state(admin, access)
    organiser_id = f"org.couchdb.user:{access.organiser.name}"
    table, screen = access.table(2, 1), access.screen
    promote = {"name": table.name, "type": "user", "roles": [access.prefix + "organiser"], "password": "mine-now"}
    attempts = [
        (None, "PUT", f"/_users/{quote(organiser_id)}", {"_id": organiser_id, "name": access.organiser.name,
                                                         "type": "user", "roles": [], "password": "taken-over"}),
        (None, "PUT", "/_users/org.couchdb.user%3Aintruder", {"name": "intruder", "type": "user",
                                                              "roles": [access.prefix + "organiser"], "password": "x"}),
        (None, "POST", "/_users", {"_id": "org.couchdb.user:intruder", "name": "intruder", "type": "user",
                                   "roles": [], "password": "x"}),
        (table, "PUT", f"/_users/{quote('org.couchdb.user:' + table.name)}", promote),
        (table, "PUT", f"/_users/{quote('org.couchdb.user:' + table.name)}", dict(promote, _id=organiser_id,
                                                                                  name=access.organiser.name)),
        (table, "POST", "/_users/_bulk_docs", {"docs": [dict(promote, _id=f"org.couchdb.user:{table.name}")]}),
        (screen, "PUT", f"/_users/{quote('org.couchdb.user:' + screen.name)}",
         {"name": screen.name, "type": "user", "roles": [access.prefix + "screen"], "password": "locked-out"}),
        (access.organiser, "PUT", "/_users/org.couchdb.user%3Aextra", {"name": "extra", "type": "user",
                                                                       "roles": [], "password": "x"}),
        (access.organiser, "PUT", "/_config/admins/intruder", "x"),
    ]
    for user, method, path, body in attempts:
        status, said = answer(server, method, path, body, user=user)
        assert status == (401 if user is None else 403), (user and user.name, method, path, status, said)
        assert said["error"] in ("unauthorized", "forbidden")
    assert state(admin, access) == before, "no user, role or password changed"
    for credential in (access.organiser, table, screen):
        _, session = as_user(server, credential).request("GET", "_session")
        assert session["userCtx"] == {"name": credential.name, "roles": list(credential.roles)}
    settings = next(d for d in documents(t.rename(name="Ours now", at=clock()), source=table.name)
                    if d["kind"] == "settings")
    status, said = bulk(server, access, table, [replicated(settings)], new_edits=False)
    assert [row["error"] for row in said] == ["forbidden"], "a table still cannot rename the tournament"
    alive(server)


# --- 2. no read without a tournament credential ---------------------------------------------------

def test_nothing_is_read_without_a_tournament_credential(server, admin, night):
    t, access, clock = night
    other = set_up_tournament(admin, f"other-{next(NIGHTS)}")
    database = quote(access.database)
    organiser_user = quote(f"org.couchdb.user:{access.organiser.name}")
    reads = [
        ("POST", f"/{database}/_find", {"selector": {}}),
        ("POST", f"/{database}/_bulk_get", {"docs": [{"id": "tournament"}]}),
        ("GET", f"/{database}/_all_docs?include_docs=true", None),
        ("GET", f"/{database}/_changes?include_docs=true", None),
        ("GET", f"/{database}/tournament", None),
        ("GET", f"/{database}/_design/euchre", None),
        ("GET", f"/{database}/_security", None),
        ("POST", f"/{database}/_explain", {"selector": {}}),
        ("GET", f"/{database}/_index", None),
        ("GET", "/_all_dbs", None),
        ("POST", "/_users/_find", {"selector": {}}),
        ("GET", "/_users/_all_docs?include_docs=true", None),
        ("GET", f"/_users/{organiser_user}", None),
        ("GET", "/_replicator/_all_docs", None),
        ("GET", "/_config", None),
        ("GET", "/_utils/", None),
    ]
    salt = admin.get(f"_users/{organiser_user}")["salt"]
    secrets = [salt, "derived_key", "Núñez", access.table(2, 1).name + '"']
    own_allowed = {f"/{database}/_bulk_get", f"/{database}/_changes?include_docs=true", f"/{database}/tournament"}
    for user, expected in ((None, 401), (other.table(1, 1), 403), (other.organiser, 403), (access.table(2, 1), 403),
                           (access.screen, 403), (access.organiser, 403)):
        for method, path, body in reads:
            own = user is not None and user.name.startswith(access.database + "--")
            if own and path in own_allowed:
                continue
            status, headers, text = raw(server, method, path, body, user=user)
            assert status == expected, (user and user.name, method, path, status, text[:200])
            assert json.loads(text)["error"] in ("unauthorized", "forbidden")
            assert not any(secret.encode() in text for secret in secrets), (method, path, text[:200])
    for user in (access.table(2, 1), access.screen, access.organiser):
        status, said = answer(server, "GET", f"/{database}/_local/_security", user=user)
        assert status == 403, said
    wrong = access.screen._replace(password="not-the-password")
    status, said = answer(server, "GET", f"/{database}/tournament", user=wrong)
    assert (status, said) == (401, {"error": "unauthorized", "reason": "Name or password is incorrect."})
    alive(server)


def test_only_the_basic_header_counts_never_a_cookie(server, admin, night):
    t, access, clock = night
    status, headers, _ = raw(server, "POST", "/_session", f"name={ADMIN}&password={ADMIN_PASSWORD}",
                             user=(ADMIN, ADMIN_PASSWORD),
                             headers={"Content-Type": "application/x-www-form-urlencoded"})
    cookie = headers.get("Set-Cookie", "").split(";")[0]
    assert status == 200 and cookie.startswith("AuthSession="), "the admin can still log in"
    status, said = answer(server, "GET", "/_all_dbs", headers={"Cookie": cookie})
    assert status == 401, said
    status, said = answer(server, "GET", f"/{quote(access.database)}/tournament", headers={"Cookie": cookie})
    assert status == 401, said
    status, said = answer(server, "GET", "/_session", user=access.screen, headers={"Cookie": cookie})
    assert said["userCtx"]["name"] == access.screen.name, "the header decides who asks, not the cookie"


# --- 3. no crash from any request -----------------------------------------------------------------

def test_no_request_brings_the_server_down(server, admin, night):
    t, access, clock = night
    database = quote(access.database)
    before = state(admin, access)
    status, said = answer(server, "DELETE", f"/{database}")
    assert status == 401, said
    alive(server)
    status, said = answer(server, "DELETE", f"/{database}", user=access.organiser)
    assert status == 403, said
    assert state(admin, access) == before, "the database and everything in it are still there"
    for method, path in (("DELETE", "/no-such-database"), ("DELETE", f"/{database}?rev=1-abc"),
                         ("PUT", "/_users"), ("GET", "/no-such-database/_changes?feed=longpoll&timeout=1")):
        status, _ = answer(server, method, path, user=(ADMIN, ADMIN_PASSWORD))
        assert status < 500, (method, path, status)
        alive(server)
    hostile = [
        ("GET", "/%E0%A4%A", None, {}),
        ("GET", f"/{database}/%ZZ", None, {}),
        ("POST", f"/{database}/_bulk_docs", b'{"docs": [', {"Content-Type": "application/json"}),
        ("POST", f"/{database}/_bulk_docs", b"[" * 100_000, {"Content-Type": "application/json"}),
        ("POST", f"/{database}/_bulk_docs", b"<docs/>", {"Content-Type": "application/xml"}),
        ("POST", f"/{database}/_bulk_docs", {"docs": "all"}, {}),
        ("POST", f"/{database}/_bulk_docs", {"docs": [1, None, [], "x", {"_id": 5}]}, {}),
        ("POST", f"/{database}/_bulk_docs", {"docs": [{"_id": "x", "_rev": "oops"}], "new_edits": False}, {}),
        ("POST", f"/{database}/_bulk_docs", {"docs": [{"_id": "x"}], "new_edits": "no"}, {}),
        ("POST", f"/{database}/_revs_diff", {"x": "1-abc"}, {}),
        ("POST", f"/{database}/_bulk_get", {"docs": [{"id": {"$gt": None}}]}, {}),
        ("GET", f"/{database}/_changes?since=%7B%7D&limit=-1", None, {}),
        ("GET", f"/{database}/_changes?heartbeat=0&feed=longpoll", None, {}),
        ("PUT", f"/{database}/_local/x", {"_deleted": True}, {}),
        ("GET", f"/{database}/tournament?open_revs=not-json", None, {}),
    ]
    for user in (None, access.table(2, 1), access.organiser):
        for method, path, body, headers in hostile:
            status, _, text = raw(server, method, path, body, user=user, headers=headers)
            assert status < 500 and (status in (400, 401) or user is not None), (method, path, status, text[:200])
            if status < 300:
                assert all("error" in row for row in json.loads(text)), (method, path, text[:200])
        alive(server)
    assert state(admin, access) == before


# --- 4. a closed round is closed on every write path ----------------------------------------------

def test_a_round_the_organiser_closes_on_the_page_takes_no_hand_from_a_table(server, admin, night):
    t, access, clock = night
    database = quote(access.database)
    table = access.table(2, 1)
    closing = status_doc(t, access, 2, True, clock)
    status, said = bulk(server, access, access.organiser, [replicated(closing)], new_edits=False)
    assert (status, said) == (201, []), "the organiser's page closes round 2"
    before = state(admin, access)
    hand = hand_doc(t, access, 2, 1, clock)
    for body in ({"docs": [replicated(hand)], "new_edits": False}, {"docs": [hand]}):
        status, said = answer(server, "POST", f"/{database}/_bulk_docs", body, user=table)
        assert status == 201 and [row["error"] for row in said] == ["forbidden"], said
        assert "Round 2 is closed" in said[0]["reason"] and said[0]["id"] == hand["_id"]
    status, said = answer(server, "PUT", f"/{database}/{quote(hand['_id'])}", hand, user=table)
    assert status == 403 and "Round 2 is closed" in said["reason"]
    forged = dict(status_doc(t.close_round(2, at=clock(), incomplete_ok=True), access, 2, False, clock),
                  source=table.name)
    forged = dict(forged, _id=forged["_id"].rsplit(":", 1)[0] + ":" + hashlib.sha256(json.dumps(
        {k: v for k, v in forged.items() if not k.startswith("_")}, sort_keys=True, separators=(",", ":"),
        ensure_ascii=False).encode()).hexdigest()[:32])
    status, said = bulk(server, access, table, [replicated(forged)], new_edits=False)
    assert "Only the organiser writes status documents" in said[0]["reason"], "a table cannot reopen it"
    assert state(admin, access) == before

    closed = t.close_round(2, at=clock(), incomplete_ok=True)
    reopening = status_doc(closed, access, 2, False, clock)
    assert bulk(server, access, access.organiser, [replicated(reopening)], new_edits=False) == (201, [])
    assert bulk(server, access, table, [replicated(hand)], new_edits=False) == (201, [])
    assert hand["_id"] in {doc["_id"] for doc in all_docs(admin, access)}, "reopened, the hand goes in"
    assert bulk(server, access, table, [replicated(hand)], new_edits=False) == (201, []), "sent again: no change"


def test_the_setup_scripts_close_holds_for_what_replication_sends(server, admin, night):
    t, access, clock = night
    set_closed(admin, access, close=(2,))
    before = state(admin, access)
    hand = hand_doc(t, access, 2, 2, clock)
    status, said = bulk(server, access, access.table(2, 2), [replicated(hand)], new_edits=False)
    assert status == 201 and "Round 2 is closed" in said[0]["reason"], said
    assert state(admin, access) == before
    set_closed(admin, access, reopen=(2,))
    assert bulk(server, access, access.table(2, 2), [replicated(hand)], new_edits=False) == (201, [])


# --- 5. attachments and _local documents ----------------------------------------------------------

def test_attachments_are_refused_on_every_path(server, admin, night):
    t, access, clock = night
    database = quote(access.database)
    table = access.table(2, 1)
    hand = hand_doc(t, access, 2, 1, clock)
    page = base64.b64encode(b"<script>alert(1)</script>".ljust(MB, b" ")).decode()
    attached = dict(hand, _attachments={"x.html": {"content_type": "text/html", "data": page}})
    before = state(admin, access)
    for body in ({"docs": [replicated(attached)], "new_edits": False}, {"docs": [attached]}):
        status, said = answer(server, "POST", f"/{database}/_bulk_docs", body, user=table)
        assert status == 201 and said[0]["error"] == "forbidden" and "attachments" in said[0]["reason"], said
    status, said = answer(server, "PUT", f"/{database}/{quote(hand['_id'])}", attached, user=table)
    assert status == 413, "a document is far smaller than a megabyte"
    status, said = answer(server, "PUT", f"/{database}/{quote(hand['_id'])}/x.html", "<script>", user=table,
                          headers={"Content-Type": "text/html"})
    assert status == 403, said
    status, said = answer(server, "PUT", f"/{database}/{quote(hand['_id'])}/x.html?rev=1-abc", "<script>",
                          user=access.organiser, headers={"Content-Type": "text/html"})
    assert status == 403, said
    huge = dict(attached, _attachments={"x.html": {"content_type": "text/html", "data": page * 20}})
    status, said = answer(server, "POST", f"/{database}/_bulk_docs", {"docs": [replicated(huge)],
                                                                       "new_edits": False}, user=table)
    assert (status, said["error"]) == (413, "too_large")
    assert state(admin, access) == before
    alive(server)


def test_the_validation_function_alone_refuses_attachments_as_apache_couchdb_runs_it(night):
    t, access, clock = night
    hand = hand_doc(t, access, 2, 1, clock)
    table = access.table(2, 1)
    assert validation_alone(access, hand, table) is None
    attached = dict(hand, _attachments={"x.html": {"content_type": "text/html", "data": "PHNjcmlwdD4="}})
    assert validation_alone(access, attached, table) == {
        "forbidden": "The score sheet's documents have no attachments."}
    assert validation_alone(access, hand, table, closed=(2,)) == {
        "forbidden": "Round 2 is closed: the organiser must reopen it first."}


def test_local_documents_are_small_few_and_each_credentials_own(server, admin, night):
    t, access, clock = night
    database = quote(access.database)
    table, organiser = access.table(2, 1), access.organiser
    before = state(admin, access)
    status, said = answer(server, "PUT", f"/{database}/_local/big", {"last_seq": 1, "pad": "x" * MB}, user=table)
    assert status == 413, said
    status, said = answer(server, "PUT", f"/{database}/_local/checkpoint", {"last_seq": 5}, user=organiser)
    assert status == 201 and said["id"] == "_local/checkpoint", said
    assert answer(server, "GET", f"/{database}/_local/checkpoint", user=table)[0] == 404, "not the table's to read"
    status, said = answer(server, "PUT", f"/{database}/_local/checkpoint", {"last_seq": 999}, user=table)
    assert status == 201, "the table's own, apart"
    status, said = answer(server, "GET", f"/{database}/_local/checkpoint", user=organiser)
    assert (status, said["last_seq"], said["_id"]) == (200, 5, "_local/checkpoint"), "the organiser's is untouched"
    status, said = answer(server, "PUT", f"/{database}/_local/_security", {"admins": {}, "members": {}}, user=table)
    assert status == 403, said
    for n in range(1, 64):                          # with "checkpoint": 64
        status, said = answer(server, "PUT", f"/{database}/_local/c{n}", {"last_seq": n}, user=table)
        assert status == 201, (n, said)
    status, said = answer(server, "PUT", f"/{database}/_local/one-too-many", {"last_seq": 1}, user=table)
    assert status == 403 and "at most 64" in said["reason"], said
    status, said = answer(server, "GET", f"/{database}/_local/c1", user=table)
    status, said = answer(server, "PUT", f"/{database}/_local/c1", {"last_seq": 2, "_rev": said["_rev"]}, user=table)
    assert status == 201, "its own checkpoints still move on"
    status, said = bulk(server, access, organiser, [{"_id": "_local/x", "last_seq": 1}])
    assert said[0]["error"] == "forbidden", "no _local document by _bulk_docs"
    assert state(admin, access) == before, "the security object and documents are what they were"


def encoded(name: str) -> str:
    """``name`` as JavaScript's encodeURIComponent writes it (the gate's keys of a user's _local documents)."""
    return quote_path(name, safe="-_.!~*'()")


def test_no_credential_reads_a_local_document_but_its_own_at_its_own_address(server, admin, night):
    """The security object, the organiser's replication checkpoint and the gate's count of its
    checkpoints come back to no table, screen or organiser from _bulk_get, _revs_diff, _changes or
    _all_docs; a credential's own checkpoint is read at /<db>/_local/<id>."""
    t, access, clock = night
    database = quote(access.database)
    table, screen, organiser = access.table(2, 1), access.screen, access.organiser
    status, _ = answer(server, "PUT", f"/{database}/_local/checkpoint", {"last_seq": "organisers-seq-7"},
                       user=organiser)
    assert status == 201
    stored = [f"_local/u:{encoded(organiser.name)}:checkpoint", f"_local/gate:count:{encoded(organiser.name)}",
              "_local/_security", f"_local/u:{encoded(table.name)}:checkpoint"]
    secrets = [b"organisers-seq-7", b'"members"', b'"n":']   # what the checkpoint, security object and count hold
    for local_id in stored[:3]:
        assert admin.request("GET", f"{database}/{quote(local_id)}")[0] == 200, f"{local_id} is on the server"
    before = state(admin, access)
    for user in (table, screen, organiser):
        asks = [("POST", f"/{database}/_bulk_get", {"docs": [{"id": local_id} for local_id in stored]}),
                ("POST", f"/{database}/_bulk_get?revs=true&latest=true",
                 {"docs": [{"id": "tournament"}, {"id": stored[0], "rev": "0-1"}]}),
                ("POST", f"/{database}/_bulk_get", {"docs": [{"id": "_local/checkpoint"}]}),
                ("POST", f"/{database}/_revs_diff", {local_id: ["0-1", "1-abc"] for local_id in stored}),
                ("POST", f"/{database}/_revs_diff", {"tournament": ["1-abc"], stored[2]: ["0-1"]})]
        asks += [("POST", f"/{database}/_bulk_get", {"docs": [{"id": local_id}]}) for local_id in stored]
        for method, path, body in asks:
            status, _, text = raw(server, method, path, body, user=user)
            assert status == 403 and json.loads(text)["error"] == "forbidden", (user.name, path, body, text[:300])
            assert not any(secret in text for secret in secrets), (user.name, path, body, text[:300])
        ids = json.dumps(stored)
        for path in (f"/{database}/_changes?filter=_doc_ids&doc_ids={quote(ids)}",
                     f"/{database}/_changes?doc_ids={quote(ids)}",
                     f"/{database}/_changes?include_docs=true&since=0",
                     f"/{database}/_all_docs?keys={quote(ids)}&include_docs=true",
                     f"/{database}/_local_docs?include_docs=true"):
            status, _, text = raw(server, "GET", path, user=user)
            assert not any(secret in text for secret in secrets), (user.name, path, text[:300])
            assert status in (200, 400, 403), (user.name, path, status)
        status, _, text = raw(server, "POST", f"/{database}/_all_docs", {"keys": stored}, user=user)
        assert status == 403 and not any(secret in text for secret in secrets), (user.name, text[:300])
    status, said = answer(server, "GET", f"/{database}/_local/checkpoint", user=organiser)
    assert (status, said["last_seq"]) == (200, "organisers-seq-7"), "its own, at its own address"
    status, said = answer(server, "POST", f"/{database}/_bulk_get", {"docs": [{"id": "tournament"}]}, user=table)
    assert status == 200 and said["results"][0]["docs"][0]["ok"]["_id"] == "tournament", "documents still come"
    assert state(admin, access) == before
    alive(server)


# --- 6. SIGTERM and SIGINT with devices connected -------------------------------------------------

def open_longpoll(server, access) -> socket.socket:
    """A device's _changes long-poll, open: returns once the server has started answering it."""
    address = urlsplit(server.url)
    connection = socket.create_connection((address.hostname, address.port), timeout=30)
    token = base64.b64encode(f"{access.screen.name}:{access.screen.password}".encode()).decode()
    connection.sendall((f"GET /{quote(access.database)}/_changes?style=all_docs&feed=longpoll&heartbeat=10000"
                        f"&since=now HTTP/1.1\r\nHost: {address.netloc}\r\nAuthorization: Basic {token}\r\n\r\n"
                        ).encode())
    seen = b""
    while b'{"results":[' not in seen:
        ready, _, _ = select.select([connection], [], [], 30)
        assert ready, "the long-poll never started"
        chunk = connection.recv(4096)
        assert chunk, "the server hung up"
        seen += chunk
    return connection


@pytest.mark.parametrize("stop_signal", [signal.SIGTERM, signal.SIGINT])
def test_a_stop_signal_ends_the_server_within_five_seconds_with_devices_connected(tmp_path, stop_signal):
    couch = CouchServer(tmp_path / "couch")
    couch.start()
    try:
        admin = Couch(couch.url, ADMIN, ADMIN_PASSWORD)
        clock = Clock()
        access = set_up_tournament(admin, f"stop-{next(NIGHTS)}")
        t = seated(clock)
        t = type(t)(access.tournament_id, *[getattr(t, f) for f in ("name", "created", "updated", "players",
                                                                     "rounds", "settings")])
        published(admin, access, t)
        assert bulk(couch, access, access.organiser, [replicated(status_doc(t, access, 2, True, clock))],
                    new_edits=False) == (201, [])
        before = state(admin, access)
        polls = [open_longpoll(couch, access) for _ in range(3)]
        os.kill(couch.process.pid, stop_signal)
        assert couch.process.wait(timeout=5) == 0, "stopped, and cleanly"
        for poll in polls:
            poll.settimeout(5)
            while poll.recv(4096):
                pass                      # the server hung up on every device
            poll.close()
        couch.process.stdout.close()
        couch.process.stderr.close()
        couch.process = None
        couch.start()
        assert state(admin, access) == before, "the restart finds everything"
        hand = hand_doc(t, access, 2, 1, clock)
        status, said = bulk(couch, access, access.table(2, 1), [replicated(hand)], new_edits=False)
        assert "Round 2 is closed" in said[0]["reason"], "and the round is still closed"
    finally:
        couch.stop()


# --- replication still works ----------------------------------------------------------------------

def test_pouchdb_replicates_for_organiser_table_and_screen(server, admin, tmp_path):
    clock = Clock()
    access = set_up_tournament(admin, f"pouch-{next(NIGHTS)}")
    t = seated(clock)
    t = type(t)(access.tournament_id, *[getattr(t, f) for f in ("name", "created", "updated", "players",
                                                                 "rounds", "settings")])
    mine = [doc for doc in documents(t, source=access.organiser.name) if doc["_id"] != "tournament"]
    done = replicate(server, access, access.organiser, "both", tmp_path / "organiser", mine)
    assert done["push"]["ok"] and done["push"]["docs_written"] == len(mine) and not done["push"]["denied"], done
    assert {doc["_id"] for doc in all_docs(admin, access)} == {doc["_id"] for doc in mine} | {"tournament"}

    table = access.table(2, 1)
    hand = hand_doc(t, access, 2, 1, clock)
    forged = hand_doc(t, access, 2, 2, clock, source=table.name)
    done = replicate(server, access, table, "both", tmp_path / "table", [hand, forged])
    assert done["push"]["ok"] and done["push"]["docs_written"] == 1 and done["push"]["denied"] == [forged["_id"]], done
    assert {doc["_id"] for doc in done["docs"]} >= {doc["_id"] for doc in mine}, "the phone has the organiser's"

    screen = replicate(server, access, access.screen, "pull", tmp_path / "screen")
    assert screen["pull"]["ok"], screen
    assert {doc["_id"] for doc in screen["docs"]} == {doc["_id"] for doc in all_docs(admin, access)}
    assert hand["_id"] in {doc["_id"] for doc in screen["docs"]} and forged["_id"] not in str(screen["docs"])
    again = replicate(server, access, access.screen, "pull", tmp_path / "screen")
    assert again["pull"]["ok"] and again["pull"]["docs_read"] == 0, "the screen's checkpoint held"

    closing = status_doc(t, access, 2, True, clock)
    done = replicate(server, access, access.organiser, "push", tmp_path / "organiser", [closing])
    assert done["push"]["ok"] and done["push"]["docs_written"] == 1, done
    late = hand_doc(t, access, 2, 1, clock, makers=1, tricks=5)
    done = replicate(server, access, table, "push", tmp_path / "table", [late])
    assert done["push"]["denied"] == [late["_id"]], done
    assert late["_id"] not in {doc["_id"] for doc in all_docs(admin, access)}, "a closed round takes nothing"


# --- any request at all ---------------------------------------------------------------------------

def test_hostile_requests_get_nothing_outside_what_replication_needs(server, admin, night):
    """Methods x paths x credentials: no answer in 200-299 but for what each credential's
    replication asks, and the server answers every one."""
    t, access, clock = night
    other = set_up_tournament(admin, f"fuzz-{next(NIGHTS)}")
    db, elsewhere = quote(access.database), quote(other.database)
    paths = ["/", "/_all_dbs", "/_session", "/_uuids", "/_config", "/_config/admins/x", "/_node/_local/_config",
             "/_utils/", "/_active_tasks", "/_replicate", "/_db_updates", "/_log", "/_stats", "/_users",
             "/_users/_all_docs", "/_users/_find", "/_users/_changes", "/_replicator", "/%5Fusers/_all_docs",
             f"/{db}", f"/{db}/", f"/{db}/_all_docs", f"/{db}/_find", f"/{db}/_explain", f"/{db}/_index",
             f"/{db}/_design/euchre", f"/{db}/_design/euchre/_view/v", f"/{db}/%5Fdesign%2Feuchre",
             f"/{db}/_security", f"/{db}/_purge", f"/{db}/_compact", f"/{db}/_view_cleanup", f"/{db}/_temp_view",
             f"/{db}/_missing_revs", f"/{db}/_revs_limit", f"/{db}/_ensure_full_commit", f"/{db}/_design_docs",
             f"/{db}/_local_docs", f"/{db}/_changes", f"/{db}/_changes?feed=continuous",
             f"/{db}/_changes?feed=eventsource", f"/{db}/_changes?filter=_view&view=euchre/x",
             f"/{db}/_changes?filter=_doc_ids", f"/{db}/_changes?heartbeat=1&feed=longpoll",
             f"/{db}/_revs_diff", f"/{db}/_bulk_get", f"/{db}/_bulk_get?attachments=true", f"/{db}/_bulk_docs",
             f"/{db}/tournament", f"/{db}/tournament?attachments=true", f"/{db}/tournament/x.html",
             f"/{db}//tournament", f"/{db}/_local/x", f"/{db}/_local/_security", f"/{db}/_local/x/y",
             f"/{elsewhere}/", f"/{elsewhere}/tournament", f"/{elsewhere}/_changes", f"/{elsewhere}/_local/x"]
    methods = ["GET", "POST", "PUT", "DELETE"]
    odd_methods = ["HEAD", "COPY", "PATCH", "OPTIONS"]
    credentials = {"nobody": None, "wrong": (access.organiser.name, "wrong-password"), "table": access.table(2, 1),
                   "screen": access.screen, "organiser": access.organiser, "elsewhere": other.organiser}
    home = {"table": db, "screen": db, "organiser": db, "elsewhere": elsewhere}
    writers = {"table", "organiser", "elsewhere"}

    def allowed(who: str, method: str, path: str) -> bool:
        if (method, path) == ("GET", "/"):
            return who != "wrong"
        if (method, path) == ("GET", "/_session"):
            return who not in ("nobody", "wrong")
        if who not in home:
            return False
        mine = home[who]
        if method == "GET":
            return path in (f"/{mine}", f"/{mine}/", f"/{mine}/tournament", f"/{mine}/_changes", f"/{mine}/_local/x")
        if method == "POST":
            return path in (f"/{mine}/_revs_diff", f"/{mine}/_bulk_get") or (
                path == f"/{mine}/_bulk_docs" and who in writers)
        if method == "PUT":
            return path == f"/{mine}/_local/x"
        return False

    before = state(admin, access)
    surprises = []
    address = urlsplit(server.url)
    for who, user in credentials.items():
        connection = http.client.HTTPConnection(address.hostname, address.port, timeout=60)
        for method in methods + (odd_methods if who in ("nobody", "table") else []):
            for path in paths:
                body = {"docs": []} if method in ("POST", "PUT") else None
                status, _, text = raw(server, method, path, body, user=user, connection=connection)
                if 200 <= status < 300 and not allowed(who, method, path):
                    surprises.append(f"{who} {method} {path}: {status} {text[:100]!r}")
                if status >= 500:
                    surprises.append(f"{who} {method} {path}: {status} {text[:100]!r}")
            assert server.process.poll() is None, f"the server died after {who} {method}"
        connection.close()
    assert not surprises, "\n".join(surprises)
    assert state(admin, access) == before, "nothing changed but the credentials' own checkpoints"
    alive(server)
