"""A long exploratory run over the built site: seeded random taps, clicks, keys, typed text, resizes,
back, forward and reloads on every screen of the game and the score sheet (tests/browser/explorer.py),
seed after seed until the time is up; then each distinct defect found, with its shortest way there.

    python3 tools/explore.py --minutes 30                     # Chromium, seeds 1, 2, 3, ...
    python3 tools/explore.py --minutes 10 --seed 500 --engine firefox
    python3 tools/explore.py --replay /tmp/.../explore-chromium-iPad.json   # a failure's steps again

``make test`` runs a short exploration (tests/browser/test_explore.py); this is the long one, run
before a change to the page is called done. Each run visits every screen at each size (``--sizes``)
with ``--steps`` random steps on each; a defect (a Python traceback in the page, a page or console
error, a failed request) starts the page again and the run goes on. The defects are written to
``--report`` (JSON, as ``--replay`` reads them). Needs the built site (``make site``) and the
browsers ``make test`` installs: build the site first if it is stale.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def arguments() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--minutes", type=float, default=30, help="how long to explore (default 30)")
    parser.add_argument("--seed", type=int, default=1, help="the first seed (each run takes the next)")
    parser.add_argument("--engine", choices=("chromium", "webkit", "firefox"), default="chromium")
    parser.add_argument("--sizes", default="phone,iPad,desktop",
                        help="the window sizes each run visits in turn: phone (390x844), iPad (1024x768), "
                             "desktop (1440x900)")
    parser.add_argument("--steps", type=int, default=4, help="random steps on each screen after reaching it")
    parser.add_argument("--screens", default="",
                        help="only these screens, comma-separated (names of explorer.SCREENS; default all)")
    parser.add_argument("--replay", metavar="FILE",
                        help="take a report's steps again (a file a failed test or an earlier run wrote) and "
                             "say what each step that went wrong showed")
    parser.add_argument("--site", metavar="DIR", default=str(ROOT / "_site"),
                        help="the built site to explore (default _site/, which `make site` builds)")
    parser.add_argument("--report", metavar="FILE", default=str(ROOT / "_explore" / "defects.json"),
                        help="where the defects found are written (default _explore/defects.json)")
    return parser.parse_args()


class Browser:
    """The engine, its page (a device that keeps Python's snapshot between runs) and its surface."""

    def __init__(self, engine: str) -> None:
        self.engine, self.closers = engine, []

    def __enter__(self):
        from explorer import PlaywrightSurface, WebDriverSurface

        if self.engine == "chromium":
            from browser_support import CHROMIUM_ARGS, Guard, chromium_path, guard_requests
            from playwright.sync_api import sync_playwright

            playwright = sync_playwright().start()
            self.closers.append(playwright.stop)
            browser = playwright.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_ARGS)
            self.closers.append(browser.close)
            context = browser.new_context(service_workers="block", has_touch=True)
            guard = Guard()
            guard_requests(context, guard)
            page = context.new_page()
            guard.watch(page)
            return PlaywrightSurface(page, guard)
        import drivers

        server, display = drivers.start_display()
        self.closers.append(server.terminate)
        driver = drivers.webkit(display) if self.engine == "webkit" else drivers.firefox(display)
        driver.set_page_load_timeout(drivers.BOOT_TIMEOUT_S)
        self.closers.append(driver.quit)
        return WebDriverSurface(driver)

    def __exit__(self, *_exc) -> None:
        for close in reversed(self.closers):
            try:
                close()
            except Exception:  # noqa: BLE001 - a browser that died is gone anyway
                pass


def main() -> int:
    args = arguments()
    for folder in (ROOT, ROOT / "tools", ROOT / "tests" / "browser"):
        sys.path.insert(0, str(folder))
    from explorer import SCREENS, SIZES, Defect, Explorer, Run, Start, files, replay, summary
    from serve import serve_in_thread

    site = Path(args.site)
    if not (site / "index.html").is_file():
        sys.exit(f"{site} is not a built site: run `make site` first")
    _server, site_url = serve_in_thread(site, prefix="/euchre/")
    if args.replay:
        found = json.loads(Path(args.replay).read_text())
        for item in found if isinstance(found, list) else [found]:
            print(f"Replaying {len(item['actions'])} steps in {item['engine']} (seed {item['seed']}, "
                  f"found on the {item['screen']} screen):")
            with Browser(item["engine"]) as surface:
                shown = replay(surface, site_url, Start.from_json(item["start"]), item["actions"])
            for number, problems in shown:
                print(f"  step {number}: {json.dumps(item['actions'][number - 1], ensure_ascii=False)}")
                for problem in problems:
                    print("    " + problem.replace("\n", "\n    "))
            print("  nothing went wrong" if not shown else "")
        return 0

    sizes = tuple(size for size in args.sizes.split(",") if size)
    unknown = [size for size in sizes if size not in SIZES]
    if unknown:
        sys.exit(f"unknown sizes {unknown}: choose from {', '.join(SIZES)}")
    screens = tuple(name.strip() for name in args.screens.split(",") if name.strip()) or None
    unknown = [name for name in screens or () if name not in SCREENS]
    if unknown:
        sys.exit(f"unknown screens {unknown}: choose from {', '.join(SCREENS)}")
    chosen = files(Path(tempfile.mkdtemp(prefix="explore-files-")))
    defects: list[Defect] = []
    end, seed, runs, steps = time.monotonic() + args.minutes * 60, args.seed, 0, 0
    report = Path(args.report)
    report.parent.mkdir(parents=True, exist_ok=True)
    while time.monotonic() < end:
        # A browser that stops answering (a navigation that never ends) ends its run, which is said,
        # with what was found before it; the next seed gets a new browser.
        with Browser(args.engine) as surface:
            while time.monotonic() < end:
                began = time.monotonic()
                explorer = Explorer(surface, site_url, Run(seed, sizes, args.steps, screens, expert=True), chosen)
                stopped = None
                try:
                    explorer.explore()
                except Exception as error:  # noqa: BLE001 - said below, and the next seed goes on
                    stopped = f"{type(error).__name__}: {str(error).splitlines()[0][:200]}"
                runs += 1
                defects += explorer.defects
                steps += explorer.taken
                print(f"seed {seed}: {len(explorer.defects)} defects in {explorer.taken} steps, "
                      f"{time.monotonic() - began:.0f} s"
                      + (f"; the run stopped after {len(explorer.actions)} steps: {stopped}" if stopped else ""),
                      flush=True)
                report.write_text(json.dumps([d.as_json() for d in defects], ensure_ascii=False, indent=1))
                seed += 1
                if stopped:
                    break
    print(f"\n{runs} runs (seeds {args.seed} to {seed - 1}, {steps} steps) in {args.engine}, {args.minutes:g} minutes: "
          f"{len(defects)} defects, {len({d.signature for d in defects})} distinct; all in {report}\n")
    print(summary(defects))
    return 1 if defects else 0


if __name__ == "__main__":
    sys.exit(main())
