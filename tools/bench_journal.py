"""Benchmark: how long a score-sheet save takes to reach disk through the journal (web/journal.js).

    python3 tools/bench_journal.py [--hands 8]     (after `make site`; Debian's Chromium)

Records hands at one table of the built site as a person does and times, for each, the moment
the page marks the save "writing" to the moment the journal's IndexedDB transaction (durability
"strict") has completed and the page marks it "kept" (``body[data-sheet-journal]``). A browser
killed after that keeps the hand (tests/browser/test_storage.py). Prints each figure and the median.
"""
import argparse
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
for folder in (ROOT / "tests" / "browser", ROOT / "tools", ROOT):
    sys.path.insert(0, str(folder))
sys.path.append(str(ROOT / "web"))  # the page's own modules, as tests/conftest.py adds them
from browser_support import CHROMIUM_ARGS, chromium_path, SITE
from serve import serve_in_thread
from playwright.sync_api import sync_playwright
from test_storage import club, put, start, MAIN, COPY, record_form, open_table
from euchre.sheet import dump_tournament

parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
parser.add_argument("--hands", type=int, default=8, choices=range(1, 9), metavar="1-8")
args = parser.parse_args()
server, url = serve_in_thread(SITE, prefix="/euchre/")
WATCH = """() => { window.lat = []; let t0 = null;
  new MutationObserver(() => { const j = document.body.dataset.sheetJournal;
    if (j === 'writing' && t0 === null) t0 = performance.now();
    if (j === 'kept' && t0 !== null) { window.lat.push(performance.now() - t0); t0 = null; } })
  .observe(document.body, {attributes: true, attributeFilter: ['data-sheet-journal']}); }"""
with sync_playwright() as p:
    b = p.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_ARGS)
    page = b.new_context(service_workers="block").new_page()
    page.set_viewport_size({"width": 820, "height": 1180})
    start(page, url)
    put(page, {MAIN + "club": dump_tournament(club(0)), COPY + "club": dump_tournament(club(0))})
    open_table(page, url)
    page.evaluate(WATCH)
    for h in range(1, args.hands + 1):
        form = record_form(page, 1, 1)
        form.locator("fieldset.makers label").nth(h % 2).click()
        form.locator("fieldset.tricks label").nth(3).click()
        form.get_by_role("button", name=f"Record hand {h}").click()
        page.wait_for_function(f"window.lat.length >= {h}")
    lat = page.evaluate("window.lat")
    print(f"saved -> on disk, ms, {len(lat)} hands:", ", ".join(f"{x:.1f}" for x in lat))
    print(f"median {statistics.median(lat):.1f} ms, max {max(lat):.1f} ms")
    b.close()
server.shutdown()
