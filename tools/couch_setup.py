"""Set up a CouchDB server for one tournament's live sync (run once, by whoever runs the server).

    COUCH_ADMIN_PASSWORD=... python3 tools/couch_setup.py --server http://192.168.1.20:5984 \\
        --admin admin --tournament fri-0503 --rounds 10 --tables 25

It creates the tournament's database, its users (the organiser; each table for each round, one
to ``--rounds`` and one to ``--tables``; a standings screen), the database's security object, the
validation function (``tools/couch_validate.js`` as ``_design/euchre``) and the tournament's
identity document. Running it again changes only what differs: more rounds or tables add users,
and a new validation function replaces the old one. The organiser's password comes from
``EUCHRE_ORGANISER_PASSWORD`` or is made up and printed once: the organiser types it into the
score sheet with the server's address, and every other password is derived from it
(:mod:`euchre.sheet.sync_access`). ``--close N`` and ``--reopen N`` close or reopen round N on
the server: ``tools/couch_server.js`` also holds the tables to the rounds the organiser closes on
the page, Apache CouchDB only to these.

Apache CouchDB 3 and ``node tools/couch_server.js`` (pouchdb-server's parts) both work. Only the
standard library is used, so it runs with any Python 3.11.
"""

from __future__ import annotations

import argparse
import base64
import json
import os
import secrets
import sys
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from euchre.sheet.sync_access import Access, Credential  # noqa: E402

VALIDATE = Path(__file__).with_name("couch_validate.js")
DESIGN_ID = "_design/euchre"


class SetupError(Exception):
    """The server refused or could not be reached; the message says what to do."""


class Couch:
    """A CouchDB server at ``url``, spoken to as ``user``."""

    def __init__(self, url: str, user: str | None = None, password: str | None = None, timeout: float = 30) -> None:
        self.url = url.rstrip("/") + "/"
        self.timeout = timeout
        self._auth = None
        if user is not None:
            self._auth = "Basic " + base64.b64encode(f"{user}:{password}".encode("utf-8")).decode("ascii")

    def request(self, method: str, path: str, body: Any = None, *, ok: tuple[int, ...] = (200, 201, 202)
                ) -> tuple[int, Any]:
        """(status, JSON answer) for ``body`` (JSON-ready, or bytes sent as they are); a status outside ``ok`` raises :class:`SetupError` with CouchDB's reason."""
        data = body if isinstance(body, bytes) or body is None else json.dumps(body).encode("utf-8")
        request = urllib.request.Request(self.url + path, data=data, method=method)
        request.add_header("Accept", "application/json")
        if data is not None:
            request.add_header("Content-Type", "application/json")
        if self._auth:
            request.add_header("Authorization", self._auth)
        try:
            with urllib.request.urlopen(request, timeout=self.timeout) as response:
                status, text = response.status, response.read()
        except urllib.error.HTTPError as error:
            status, text = error.code, error.read()
        except (urllib.error.URLError, OSError) as error:
            raise SetupError(f"cannot reach the server at {self.url}: {getattr(error, 'reason', error)}") from None
        try:
            answer = json.loads(text) if text else None
        except ValueError:
            answer = text.decode("utf-8", "replace")
        if status not in ok:
            reason = answer.get("reason") or answer.get("error") if isinstance(answer, dict) else answer
            raise SetupError(f"{method} /{path}: the server answered {status}: {reason}")
        return status, answer

    def get(self, path: str) -> Any | None:
        """The document at ``path``, or None when there is none."""
        status, answer = self.request("GET", path, ok=(200, 404))
        return answer if status == 200 else None

    def put(self, path: str, body: Any) -> Any:
        return self.request("PUT", path, body)[1]


def quote(name: str) -> str:
    return urllib.parse.quote(name, safe="")


def validate_source(access: Access) -> str:
    """The validation function for this tournament: couch_validate.js without its leading comments,
    the tournament's id and role prefix written in."""
    lines = VALIDATE.read_text(encoding="utf-8").splitlines()
    body = "\n".join(line for line in lines if not line.startswith("//"))
    return (body.replace("__TOURNAMENT__", json.dumps(access.tournament_id))
            .replace("__PREFIX__", json.dumps(access.prefix)).strip())


def _check_admin(couch: Couch) -> None:
    _, session = couch.request("GET", "_session")
    roles = (session or {}).get("userCtx", {}).get("roles", [])
    if "_admin" not in roles:
        raise SetupError("these credentials are not the server's admin: give the admin's name and password")


def _put_user(couch: Couch, credential: Credential) -> str:
    path = "_users/" + quote(f"org.couchdb.user:{credential.name}")
    existing = couch.get(path)
    document = credential.user_document()
    if existing is not None:
        if existing.get("roles") == list(credential.roles) and _password_works(couch, credential):
            return "kept"
        document["_rev"] = existing["_rev"]
    couch.put(path, document)
    return "updated" if existing is not None else "created"


def _password_works(couch: Couch, credential: Credential) -> bool:
    status, _ = Couch(couch.url, credential.name, credential.password).request("GET", "_session", ok=(200, 401))
    return status == 200


def set_closed(couch: Couch, access: Access, close: tuple[int, ...] = (), reopen: tuple[int, ...] = ()) -> list[int]:
    """Close and reopen rounds on the server (its security object); returns the closed rounds."""
    path = quote(access.database) + "/_security"
    _, current = couch.request("GET", path)
    closed = set((current or {}).get("euchre", {}).get("closed", [])) | set(close)
    closed -= set(reopen)
    security = dict(current or {}, **{"euchre": {"closed": sorted(closed)}})
    couch.put(path, security)
    return sorted(closed)


CORS = {"enable_cors": "true", "origins": None, "credentials": "true", "methods": "GET, PUT, POST, HEAD, DELETE",
        "headers": "accept, authorization, content-type, origin, referer"}


def allow_origin(couch: Couch, origin: str) -> str:
    """Let pages from ``origin`` (the score sheet's site, e.g. https://club.github.io) use the server:
    Apache CouchDB 3's CORS settings; pouchdb-server allows every origin already."""
    status, _ = couch.request("GET", "_node/_local/_config/cors", ok=(200, 400, 404))
    if status != 200:
        return "this server already allows pages from any site"
    for key, value in CORS.items():
        section = "chttpd" if key == "enable_cors" else "cors"
        couch.put(f"_node/_local/_config/{section}/{key}", origin if value is None else value)
    return f"pages from {origin} may use this server"


def set_up(couch: Couch, access: Access, rounds: int, tables: int, *, say=print) -> dict[str, int]:
    """Everything the tournament needs on the server; returns how many users were created, updated, kept."""
    _check_admin(couch)
    couch.request("PUT", "_users", ok=(201, 202, 412))  # a new single-node CouchDB 3 has none yet
    database = quote(access.database)
    status, _ = couch.request("PUT", database, ok=(201, 202, 412))
    say(f"database {access.database}: {'created' if status != 412 else 'already there'}")
    identity = couch.get(f"{database}/tournament")
    if identity is not None and identity.get("tournament") != access.tournament_id:
        raise SetupError(f"database {access.database} holds tournament {identity.get('tournament')!r}, "
                         f"not {access.tournament_id!r}: nothing was changed")
    counts = {"created": 0, "updated": 0, "kept": 0}
    users = [access.organiser, access.screen] + [access.table(r, t) for r in range(1, rounds + 1)
                                                 for t in range(1, tables + 1)]
    for credential in users:
        counts[_put_user(couch, credential)] += 1
    say(f"users: {counts['created']} created, {counts['updated']} updated, {counts['kept']} unchanged")
    _, current = couch.request("GET", f"{database}/_security")
    closed = tuple((current or {}).get("euchre", {}).get("closed", []))
    couch.put(f"{database}/_security", access.security(closed))
    design = {"_id": DESIGN_ID, "validate_doc_update": validate_source(access)}
    existing = couch.get(f"{database}/{DESIGN_ID}")
    if existing is None or existing.get("validate_doc_update") != design["validate_doc_update"]:
        if existing is not None:
            design["_rev"] = existing["_rev"]
        couch.put(f"{database}/{DESIGN_ID}", design)
        say("validation function installed")
    if identity is None:
        couch.put(f"{database}/tournament", {"kind": "tournament", "tournament": access.tournament_id, "v": 1,
                                             "organiser": access.organiser.name})
    return counts


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--server", required=True, help="the server's address, e.g. http://192.168.1.20:5984")
    parser.add_argument("--admin", required=True, help="the server admin's name (password in COUCH_ADMIN_PASSWORD)")
    parser.add_argument("--tournament", required=True, help="the tournament's id (the score sheet's Files screen shows it)")
    parser.add_argument("--rounds", type=int, default=10, help="rounds to make table credentials for (default 10)")
    parser.add_argument("--tables", type=int, default=25, help="tables per round (default 25)")
    parser.add_argument("--origin", help="the score sheet's site, e.g. https://club.github.io (sets CouchDB's CORS)")
    parser.add_argument("--close", type=int, action="append", default=[], help="close round N on the server")
    parser.add_argument("--reopen", type=int, action="append", default=[], help="reopen round N on the server")
    args = parser.parse_args(argv)
    admin_password = os.environ.get("COUCH_ADMIN_PASSWORD")
    if admin_password is None:
        import getpass
        admin_password = getpass.getpass(f"password of the server admin {args.admin}: ")
    organiser_password = os.environ.get("EUCHRE_ORGANISER_PASSWORD")
    made_up = organiser_password is None
    if made_up:
        organiser_password = secrets.token_urlsafe(18)
    try:
        access = Access(args.tournament, organiser_password)
        couch = Couch(args.server, args.admin, admin_password)
        if args.close or args.reopen:
            _check_admin(couch)
            closed = set_closed(couch, access, tuple(args.close), tuple(args.reopen))
            print(f"closed rounds: {', '.join(map(str, closed)) or 'none'}")
            return 0
        if made_up and couch.get("_users/" + quote(f"org.couchdb.user:{access.organiser.name}")) is not None:
            raise SetupError("this tournament is already set up: set EUCHRE_ORGANISER_PASSWORD to the organiser's "
                             "password to change it (a new one would lock out every device already invited)")
        set_up(couch, access, args.rounds, args.tables)
        if args.origin:
            print(allow_origin(couch, args.origin))
    except (SetupError, ValueError) as error:
        print(f"couch_setup: {error}", file=sys.stderr)
        return 1
    print(f"\nIn the score sheet, under Live sync, enter:\n  server    {couch.url}\n"
          f"  user      {access.organiser.name}")
    if made_up:
        print(f"  password  {organiser_password}\n(made up now and shown only this once: keep it; run again with "
              f"EUCHRE_ORGANISER_PASSWORD set to it to add rounds or tables)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
