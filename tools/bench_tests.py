"""What the browser tests pay, in the machine's CPU seconds: a returning visitor's page start in
Debian's Chromium (the game, the score sheet), a whole round at the Instant speed, and a page start
in WebKitGTK with and without JavaScriptCore's optimising WebAssembly compiler (the tests run
without it). Figures for docs/PERFORMANCE.md, "The test suite".

    python3 tools/bench_tests.py [--starts 4] [--rounds 2] [--skip-webkit]

CPU seconds are the whole machine's busy time (/proc/stat) from the start of a measure to its end:
run it on an otherwise idle machine. Each start is a new tab of a context whose offline copy is
kept, with every computer seat at the standard level (STANDARD_SEATS, as the tests' returning visitor).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
for folder in (ROOT, ROOT / "tools", ROOT / "tests" / "browser"):
    if str(folder) not in sys.path:
        sys.path.insert(0, str(folder))

from browser_support import CHROMIUM_ARGS, READY, SITE, STANDARD_SEATS, chromium_path
from serve import serve_in_thread


def busy() -> float:
    """The machine's busy CPU seconds so far (user, nice, system, irq, softirq)."""
    fields = [int(x) for x in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]]
    return (sum(fields[:3]) + fields[5] + fields[6]) / 100


def measured(action) -> tuple[float, float]:
    """(wall seconds, CPU seconds) of ``action()``."""
    cpu, wall = busy(), time.perf_counter()
    action()
    return time.perf_counter() - wall, busy() - cpu


def summary(name: str, runs: list[tuple[float, float]]) -> None:
    walls, cpus = [w for w, _ in runs], [c for _, c in runs]
    print(f"{name:48s} CPU s median {statistics.median(cpus):5.2f} (runs {' '.join(f'{c:.2f}' for c in cpus)}), "
          f"wall s median {statistics.median(walls):5.2f}", flush=True)


def chromium(playwright, url: str, starts: int, rounds: int) -> None:
    import test_game

    browser = playwright.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_ARGS)
    try:
        context = browser.new_context(service_workers="allow")
        first = context.new_page()
        first.goto(url)
        first.wait_for_selector(READY, state="attached", timeout=90_000)
        first.wait_for_function("navigator.serviceWorker.controller !== null")
        first.evaluate("(s) => localStorage.setItem('euchre:settings', s)", STANDARD_SEATS)
        first.close()
        for view, what in (("", "the game"), ("#sheet", "the score sheet")):
            runs = []
            for _ in range(starts):
                page = context.new_page()
                runs.append(measured(lambda page=page, view=view: (
                    page.goto(url + view), page.wait_for_selector(READY, state="attached", timeout=90_000))))
                page.close()
            summary(f"Chromium: a start of {what}", runs)
        runs = []
        for seed in range(31, 31 + rounds):
            page = context.new_page()
            test_game.open_game(page, url, seed)
            runs.append(measured(lambda page=page: test_game.play(page)))
            page.close()
        summary("Chromium: a whole round, Instant speed", runs)
    finally:
        browser.close()


def webkit(url: str, starts: int) -> None:
    import drivers

    server, display = drivers.start_display()
    try:
        for omg in ("1", "0"):
            os.environ["JSC_useOMGJIT"] = omg  # drivers.webkit sets "0"; the environment is read first
            driver = drivers.webkit(display)
            try:
                driver.set_page_load_timeout(drivers.BOOT_TIMEOUT_S)
                driver.get(url)
                drivers.wait_for_engine(driver)
                driver.execute_script("localStorage.setItem('euchre:settings', arguments[0])", STANDARD_SEATS)
                runs = []
                for _ in range(starts):
                    driver.get(url + "build.json")
                    runs.append(measured(lambda driver=driver: (driver.get(url), drivers.wait_for_engine(driver))))
                summary(f"WebKitGTK, optimising compiler {'on' if omg == '1' else 'off'}: a start", runs)
            finally:
                driver.quit()
    finally:
        os.environ.pop("JSC_useOMGJIT", None)
        server.terminate()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--starts", type=int, default=4)
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--skip-webkit", action="store_true")
    args = parser.parse_args()
    if not (SITE / "index.html").is_file():
        sys.exit("_site/ is not built: run `make site`")
    from playwright.sync_api import sync_playwright

    server, url = serve_in_thread(SITE, prefix="/euchre/")
    try:
        with sync_playwright() as playwright:
            chromium(playwright, url, args.starts, args.rounds)
        if not args.skip_webkit:
            webkit(url, args.starts)
    finally:
        server.shutdown()


if __name__ == "__main__":
    main()
