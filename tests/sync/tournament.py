"""A tournament's database on the sync tests' server, and what its devices send: shared by tests/sync/.

    access = set_up_tournament(admin, "night-1")          # database, users, security, validation
    published(admin, access, t)                          # the organiser's documents of ``t``
    doc = hand_doc(t, access, 2, 1, clock)               # a hand as table 1's phone of round 2 sends it
    status, answer = raw(server, "GET", "/_all_dbs", user=access.screen)
"""

from __future__ import annotations

import base64
import http.client
import itertools
import json
import subprocess
from pathlib import Path
from urllib.parse import urlsplit

from euchre.sheet.sync_access import Access, Credential
from euchre.sheet.sync_docs import documents
from tests.helpers.couch import ROOT
from tests.helpers.sheet import Clock, record_all, sheet
from tools.couch_setup import Couch, quote, set_up

ORGANISER_PASSWORD = "organiser-password-for-tests"
ANY = tuple(range(100, 600))
NIGHTS = itertools.count(1)  # a new database for every test: id() of a freed object comes back


def set_up_tournament(admin: Couch, tournament_id: str, rounds: int = 2, tables: int = 2) -> Access:
    access = Access(tournament_id, ORGANISER_PASSWORD)
    set_up(admin, access, rounds, tables, say=lambda *_: None)
    return access


def as_user(server, credential) -> Couch:
    return Couch(server.url, credential.name, credential.password)


def put(couch: Couch, access: Access, doc: dict) -> tuple[int, dict]:
    return couch.request("PUT", f"{quote(access.database)}/{quote(doc['_id'])}", doc, ok=ANY)


def all_docs(admin: Couch, access: Access) -> list[dict]:
    _, answer = admin.request("GET", f"{quote(access.database)}/_all_docs?include_docs=true")
    return [row["doc"] for row in answer["rows"] if not row["id"].startswith("_design/")]


def seated(clock: Clock):
    """Eight players, round 1 finished and round 2 seated at two tables; names a spreadsheet or a
    page could misread."""
    t = sheet(8, clock, tables=[(0, 1, 2, 3), (4, 5, 6, 7)])
    t = t.rename_player(2, "<script>alert(1)</script>", at=clock()).rename_player(5, "Núñez 🂡", at=clock())
    for table in (1, 2):
        t = record_all(t, 1, table, [(0, 3)] * 8, clock)
    return t.start_round(tables=[(0, 2, 1, 3), (4, 6, 5, 7)], at=clock())


def published(admin: Couch, access: Access, t) -> list[dict]:
    organiser = Couch(admin.url, access.organiser.name, access.organiser.password)
    docs = documents(t, source=access.organiser.name)
    for doc in docs:
        if doc["_id"] != "tournament":
            assert put(organiser, access, doc)[0] == 201, doc["_id"]
    return docs


def hand_doc(t, access: Access, round_number: int, table: int, clock: Clock, source: str | None = None, **result):
    phone = t.record_hand(round_number, table, at=clock(), **(result or {"makers": 0, "tricks": 3}))
    new = documents(phone, source=source or access.table(round_number, table).name, known=documents(
        t, source=access.organiser.name), scope=(round_number, table))
    return new[-1]


def raw(server, method: str, path: str, body: bytes | str | dict | list | None = None, *,
        user: Credential | tuple[str, str] | None = None, headers: dict | None = None,
        timeout: float = 30, connection: http.client.HTTPConnection | None = None) -> tuple[int, dict, bytes]:
    """(status, headers, body) of one request sent as given: ``path`` as it is, ``body`` as JSON
    (or bytes as they are), ``user`` a credential or (name, password) as Basic authorization; on
    ``connection`` (kept open for the next request) if given, else on a connection of its own."""
    own = connection is None
    if own:
        address = urlsplit(server.url)
        connection = http.client.HTTPConnection(address.hostname, address.port, timeout=timeout)
    sent = dict(headers or {})
    if isinstance(body, (dict, list)):
        body = json.dumps(body).encode("utf-8")
        sent.setdefault("Content-Type", "application/json")
    elif isinstance(body, str):
        body = body.encode("utf-8")
    if user is not None:
        name, password = (user.name, user.password) if isinstance(user, Credential) else user
        sent["Authorization"] = "Basic " + base64.b64encode(f"{name}:{password}".encode("utf-8")).decode("ascii")
    try:
        connection.request(method, path, body=body, headers=sent)
        response = connection.getresponse()
        text = response.read()
        if response.will_close:
            connection.close()          # opened again by the next request
        return response.status, dict(response.getheaders()), text
    finally:
        if own:
            connection.close()


def answer(server, method: str, path: str, body=None, **options) -> tuple[int, object]:
    """(status, the answer read as JSON, or as text when it is not JSON)."""
    status, _, text = raw(server, method, path, body, **options)
    try:
        return status, json.loads(text)
    except ValueError:
        return status, text.decode("utf-8", "replace")


VALIDATE = """
const vm = require("vm");
const given = JSON.parse(require("fs").readFileSync(0, "utf8"));
const validate = vm.runInNewContext("(" + given.source + ")");
try { validate(given.doc, null, given.userCtx, given.secObj); console.log(JSON.stringify(null)); }
catch (error) { console.log(JSON.stringify(error)); }
"""


def validation_alone(access: Access, doc: dict, credential: Credential, closed: tuple[int, ...] = ()) -> dict | None:
    """What the validation function installed by tools/couch_setup.py says of ``doc`` by itself,
    as Apache CouchDB runs it (in Node here): None, or CouchDB's refusal ({"forbidden": why})."""
    from tools.couch_setup import validate_source
    given = {"source": validate_source(access), "doc": doc, "secObj": access.security(closed),
             "userCtx": {"db": access.database, "name": credential.name, "roles": list(credential.roles)}}
    done = subprocess.run(["node", "-e", VALIDATE], input=json.dumps(given).encode(), capture_output=True, timeout=60)
    assert done.returncode == 0, done.stderr.decode(errors="replace")
    return json.loads(done.stdout)


REPLICATE = Path(__file__).with_name("replicate.js")


def replicate(server, access: Access, credential: Credential, mode: str, folder: Path, docs=()) -> dict:
    """One replication of a device (PouchDB 9 in Node, as the page does it; tests/sync/replicate.js)
    whose own database lives in ``folder`` and gets ``docs`` first."""
    done = subprocess.run(["node", str(REPLICATE), server.url, access.database, credential.name, credential.password,
                           mode, str(folder)], input=json.dumps({"docs": list(docs)}).encode("utf-8"),
                          capture_output=True, cwd=ROOT, timeout=120)
    assert done.returncode == 0, done.stderr.decode(errors="replace")
    return json.loads(done.stdout)
