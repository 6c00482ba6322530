"""Benchmark: from a hand recorded on a table's phone to the room's standings screen showing it,
through a CouchDB-protocol server on 127.0.0.1.

    python3 tools/bench_sync.py [--hands 8]     (after `make site` and `npm ci`; Debian's Chromium)

Starts ``tools/couch_server.js`` and sets up a tournament of eight at two tables
(tools/couch_setup.py), with the organiser's documents on the server. A phone (a Chromium page)
opens table 1's invitation, which carries the server's address and the table's credential; a
standings screen (another context) opens the screen's link. Then the phone records ``--hands``
hands as a person does, one at a time, and for each the time runs from the phone's form being sent
to the screen's page showing the table's new count of hands on its board. Prints each figure and
the median. Both pages run on one machine, so one clock (``Date.now()``) times both.
"""
import argparse
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
for folder in (ROOT / "tests" / "browser", ROOT / "tools", ROOT):
    sys.path.insert(0, str(folder))
from browser_support import CHROMIUM_ARGS, SITE, chromium_path  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402
from serve import serve_in_thread  # noqa: E402
from test_sheet_devices import record_on, wait_ready  # noqa: E402

from couch_setup import Couch, quote, set_up  # noqa: E402
from euchre.sheet.share import TableSheet, encode  # noqa: E402
from euchre.sheet.sync_access import Access  # noqa: E402
from euchre.sheet.sync_link import organiser_link, publish  # noqa: E402
from tests.helpers.couch import ADMIN, ADMIN_PASSWORD, CouchServer  # noqa: E402
from tests.helpers.sheet import Clock, sheet  # noqa: E402

PASSWORD = "bench-organiser-password"
SENT = """() => { window.sentAt = [];
  document.addEventListener('submit', () => window.sentAt.push(Date.now()), true); }"""
SHOWN = """() => { window.shownAt = [];
  const recorded = () => { const s = document.querySelector('#board li[data-table="1"] .board-table-status');
    const text = s ? s.textContent : ''; return text === '✓' ? 8 : parseInt(text, 10) || 0; };
  new MutationObserver(() => { while (window.shownAt.length < recorded()) window.shownAt.push(Date.now()); })
  .observe(document.body, {subtree: true, childList: true, characterData: true}); }"""

parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
parser.add_argument("--hands", type=int, default=8, choices=range(1, 9), metavar="1-8")
args = parser.parse_args()

couch = CouchServer(Path(tempfile.mkdtemp(prefix="euchre-couch-")))
couch_url = couch.start()
site, url = serve_in_thread(SITE, prefix="/euchre/")
try:
    clock = Clock()
    t = sheet(8, clock, tables=[(0, 1, 2, 3), (4, 5, 6, 7)])
    set_up(Couch(couch_url, ADMIN, ADMIN_PASSWORD), Access(t.id, PASSWORD), rounds=1, tables=2, say=lambda *_: None)
    org = organiser_link(t.id, couch_url, PASSWORD)
    Couch(couch_url, org.user, org.password).request(
        "POST", f"{quote(org.database)}/_bulk_docs", {"docs": publish(t, org, [{"_id": "tournament"}])})
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_ARGS)
        screen = browser.new_context(service_workers="block").new_page()
        screen.set_viewport_size({"width": 1024, "height": 768})
        screen.goto(f"{url}#sheet/follow/{org.for_screen().code()}")
        wait_ready(screen)
        screen.wait_for_selector('body[data-sheet-screen="screen"]', timeout=120_000)
        screen.wait_for_selector('.sync-status[data-sync="uptodate"]', timeout=120_000)
        screen.evaluate(SHOWN)
        phone = browser.new_context(service_workers="block").new_page()
        phone.set_viewport_size({"width": 390, "height": 844})
        phone.goto(f"{url}#sheet/join/{encode(TableSheet.of(t, 1, 1))}.{org.for_table(1, 1).code()}")
        wait_ready(phone)
        phone.wait_for_selector('.sync-status[data-sync="uptodate"]', timeout=120_000)
        phone.evaluate(SENT)
        for h in range(1, args.hands + 1):
            record_on(phone, 1, h, t.table(1, 1).seats, hands=(h % 2, 3, False))
            screen.wait_for_function(f"window.shownAt.length >= {h}", timeout=60_000)
        sent, shown = phone.evaluate("window.sentAt"), screen.evaluate("window.shownAt")
        lat = [b - a for a, b in zip(sent, shown)]
        print(f"recorded on the phone -> on the standings screen, ms, {len(lat)} hands:",
              ", ".join(f"{x:.0f}" for x in lat))
        print(f"median {statistics.median(lat):.0f} ms, max {max(lat):.0f} ms")
        browser.close()
finally:
    site.shutdown()
    couch.stop()
