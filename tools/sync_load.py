"""Load script (not a test): a big night's tables recording their hands at once through a CouchDB server.

    python3 tools/sync_load.py [--tables 32] [--hands 8] [--seed 1] [--server URL --admin NAME]

Sets up one tournament's database (tools/couch_setup.py), seats ``--tables`` tables of four, and
starts one thread per table: each is a table's phone, with that table's own credential, recording
``--hands`` random hands one after another and sending each hand's documents
(``euchre.sheet.sync_link.publish``, the page's own choice of what to send) to the server as it is
recorded. Meanwhile the organiser reads the database's changes feed and takes every document in
(``sync_link.take_in``, the page's own merge) until its standings equal totals worked out
separately from the same random results with ``euchre.scoring.hand_points``. Prints the time the
tables took to send everything and the time to converge (the organiser's standings right), from
the first hand sent.

Without ``--server`` it starts the npm CouchDB-protocol server (``tools/couch_server.js``) on
127.0.0.1 in a temporary folder (run ``npm ci`` first); with it, give the admin's password in
``COUCH_ADMIN_PASSWORD``.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import tempfile
import threading
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tools")]

from euchre.scoring import hand_points  # noqa: E402
from euchre.sheet import Tournament  # noqa: E402
from euchre.sheet.share import TableSheet  # noqa: E402
from euchre.sheet.sync_access import Access  # noqa: E402
from euchre.sheet.sync_link import Link, organiser_link, publish, take_in  # noqa: E402
from couch_setup import Couch, quote, set_up  # noqa: E402

PASSWORD = "load-test-organiser-password"


def stamp(n: int) -> str:
    return f"2026-12-04T{19 + n // 3600:02d}:{n // 60 % 60:02d}:{n % 60:02d}Z"


def send(couch: Couch, database: str, docs: list[dict]) -> None:
    _, answer = couch.request("POST", f"{quote(database)}/_bulk_docs", {"docs": docs})
    refused = [row for row in answer if row.get("error") and row.get("error") != "conflict"]
    if refused:
        raise RuntimeError(f"the server refused: {refused[:3]}")


def table_phone(server: str, t: Tournament, link: Link, results: list[tuple[int, int]], done: list) -> None:
    """One table's phone: each hand recorded, then its new documents sent with the table's credential."""
    couch = Couch(server, link.user, link.password)
    phone = TableSheet.of(t, link.round, link.table).tournament(at=stamp(0))
    sent: list[dict] = []
    for number, (makers, tricks) in enumerate(results, 1):
        phone = phone.record_hand(link.round, link.table, makers=makers, tricks=tricks,
                                  at=stamp(60 * link.table + number))
        new = publish(phone, link, sent)
        send(couch, link.database, new)
        sent += new
    done.append(time.perf_counter())


def expected_totals(t: Tournament, results: dict[int, list[tuple[int, int]]]) -> dict[int, int]:
    """Each player's total, from the results and the seats alone (seats a & b against c & d)."""
    totals: Counter = Counter({player.id: 0 for player in t.players})
    for number, hands in results.items():
        a, b, c, d = t.table(1, number).seats
        for makers, tricks in hands:
            first, second = hand_points(makers, tricks, False)
            for player in (a, b):
                totals[player] += first
            for player in (c, d):
                totals[player] += second
    return dict(totals)


def organiser_reads(server: str, org: Link, t: Tournament, want: dict[int, int], timeout: float) -> tuple[float, int]:
    """Follow the changes feed as the organiser, taking documents in, until the standings are right;
    returns (when, how many documents were read)."""
    couch = Couch(server, org.user, org.password, timeout=timeout)
    docs: dict[str, dict] = {}
    since = "0"
    ours = t
    deadline = time.perf_counter() + timeout
    while time.perf_counter() < deadline:
        _, answer = couch.request("GET", f"{quote(org.database)}/_changes?feed=longpoll&include_docs=true"
                                         f"&since={since}&timeout=1000")
        since = str(answer["last_seq"])
        fresh = [{k: v for k, v in row["doc"].items() if k != "_rev"} for row in answer["results"] if "doc" in row]
        if not fresh:
            continue
        for doc in fresh:
            docs[doc["_id"]] = doc
        ours, taken = take_in(ours, list(docs.values()), org, at=stamp(7000), fresh=fresh)
        if taken.problem:
            raise RuntimeError(taken.problem)
        if {row.player: row.total for row in ours.standings()} == want:
            return time.perf_counter(), len(docs)
    raise RuntimeError("the organiser's standings never came right")


def run(server: str, admin: Couch, tables: int, hands: int, seed: int) -> dict[str, float]:
    rng = random.Random(seed)
    players = [f"Player {n}" for n in range(1, 4 * tables + 1)]
    t = Tournament.new(f"load-{seed}-{tables}-{time.time_ns() % 10**8}", "Load night", players=players, at=stamp(0))
    t = t.start_round(tables=[tuple(range(4 * n, 4 * n + 4)) for n in range(tables)], at=stamp(1))
    set_up(admin, Access(t.id, PASSWORD), rounds=1, tables=tables, say=lambda *_: None)
    org = organiser_link(t.id, server, PASSWORD)
    send(Couch(server, org.user, org.password), org.database, publish(t, org, [{"_id": "tournament"}]))
    results = {n: [(rng.randint(0, 1), rng.choice((0, 1, 2, 3, 3, 4, 4, 5))) for _ in range(hands)]
               for n in range(1, tables + 1)}
    want = expected_totals(t, results)

    done: list[float] = []
    threads = [threading.Thread(target=table_phone, args=(server, t, org.for_table(1, n), results[n], done))
               for n in range(1, tables + 1)]
    start = time.perf_counter()
    for thread in threads:
        thread.start()
    converged, count = organiser_reads(server, org, t, want, timeout=600)
    for thread in threads:
        thread.join()
    if len(done) != tables:
        raise RuntimeError(f"only {len(done)} of {tables} tables sent everything")
    return {"sent": max(done) - start, "converged": converged - start, "documents": count}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", type=int, default=32)
    parser.add_argument("--hands", type=int, default=8)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--server", help="a CouchDB server's address (default: start tools/couch_server.js)")
    parser.add_argument("--admin", default="admin")
    args = parser.parse_args(argv)
    started = None
    if args.server:
        server, admin = args.server, Couch(args.server, args.admin, os.environ.get("COUCH_ADMIN_PASSWORD", ""))
    else:
        from tests.helpers.couch import ADMIN, ADMIN_PASSWORD, CouchServer

        started = CouchServer(Path(tempfile.mkdtemp(prefix="euchre-couch-")))
        server = started.start()
        admin = Couch(server, ADMIN, ADMIN_PASSWORD)
    try:
        figures = run(server, admin, args.tables, args.hands, args.seed)
    finally:
        if started is not None:
            started.stop()
    hands = args.tables * args.hands
    print(json.dumps({"tables": args.tables, "hands": hands, **{k: round(v, 2) for k, v in figures.items()}}),
          file=sys.stderr)
    print(f"{args.tables} tables x {args.hands} hands ({hands} hands, {figures['documents']} documents): "
          f"the tables sent everything in {figures['sent']:.2f} s; the organiser's standings were right "
          f"{figures['converged']:.2f} s after the first hand")
    return 0


if __name__ == "__main__":
    sys.exit(main())
