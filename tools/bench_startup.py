"""Start-up benchmark: the app against a bare ``loadPyodide()`` page, side by side.

    python3 tools/bench_startup.py [--runs 5] [--engines chromium,webkit,firefox] [--compare DIR ...]

Serves `_site/` (built by `make site`) on 127.0.0.1 with two reference pages added
beside it on the same vendored runtime: a bare page that only calls ``loadPyodide()`` and
runs one line of Python, and a bare PyScript page whose script runs one line. In Chromium
(Playwright) it reports, cold (new profile) and warm (reload): time to first paint, time
to Python ready (a reference page's Python runs; the app's web/main.py starts running),
time to the first usable control (the app's table is drawn and its controls wired;
``<body data-engine="ready">``), and bytes transferred. In WebKitGTK and Firefox ESR
(WebDriver) it reports Python ready and usable, cold and on reload. Service workers run,
as on a person's visit (the app registers its own once Python is ready). Runs alternate
between the pages, in a shuffled order; figures are medians. ``--latency MS`` adds a
round trip to every request in Chromium, as a real network would, and ``--mbps N`` caps
its download speed.

The app's warm visit comes after its snapshot of a started Python is saved (see
web/interpreter.mjs), as a person's next visit would. It is measured once more with the
snapshot deleted ("warm, no snapshot"): Python starts the ordinary way, after the page has
looked for the snapshot in Cache Storage and not found it. ``--compare DIR`` adds another build of the
site (say, a copy of `_site/` from before a change), served beside this one, so a
change is measured side by side in one run.
"""

from __future__ import annotations

import argparse
import random
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tools"), str(ROOT / "tests" / "browser")]

from serve import serve_in_thread  # noqa: E402

PYSCRIPT_ONLY = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>bare PyScript</title>
<script type="module" src="./web/vendor/pyscript/core.js"></script></head>
<body><p>bare</p>
<script type="py" config='{"interpreter": "./web/vendor/pyodide/pyodide.mjs"}'>
from pyscript import document
document.body.dataset.engine = "ready"
</script></body></html>
"""

BARE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>bare Pyodide</title></head>
<body><p>bare</p>
<script type="module">
import { loadPyodide } from "./web/vendor/pyodide/pyodide.mjs";
const pyodide = await loadPyodide({ indexURL: "./web/vendor/pyodide/" });
pyodide.runPython("import sys");
performance.mark("python-ready");
document.body.dataset.engine = "ready";
</script></body></html>
"""

MARK_READY = """
new MutationObserver(() => {
  if (document.body && document.body.dataset.engine === "ready" && !performance.getEntriesByName("python-ready").length) {
    performance.mark("python-ready");
  }
  // The first usable control: the game's controls, wired by Python (the speed menu is filled then).
  if (document.querySelector("#speed option") && document.body.dataset.engine === "ready" &&
      !performance.getEntriesByName("usable").length) {
    performance.mark("usable");
  }
}).observe(document, { subtree: true, childList: true, attributes: true });
"""

READ = """() => {
  const mark = (name) => { const e = performance.getEntriesByName(name); return e.length ? e[0].startTime : null; };
  const paint = performance.getEntriesByName("first-contentful-paint");
  const bytes = performance.getEntriesByType("resource").concat(performance.getEntriesByType("navigation"))
    .reduce((sum, e) => sum + (e.transferSize || 0), 0);
  return { paint: paint.length ? paint[0].startTime : null, ready: mark("python-ready"),
           usable: mark("usable") || mark("python-ready"), bytes,
           snapshot: document.documentElement.dataset.pythonStart === "snapshot" ? 1 : 0 };
}"""

# The app saves a snapshot after a fresh start (in a worker, once the page is idle); a page
# without one (bare, or an older build) has nothing to wait for.
SNAPSHOT_SETTLED = """() => document.documentElement.dataset.pythonStart !== "fresh" ||
                          Boolean(document.documentElement.dataset.pythonSnapshot)"""
VISITS = ("cold", "warm", "warm, no snapshot")


def bare_visit(label: str) -> str:
    return "bare Pyodide, " + ("cold" if label.endswith(", cold") else "warm")


def chromium_runs(base: str, runs: int, others: list[tuple[str, str]] = (), latency: float = 0,
                  mbps: float = 0) -> dict[str, dict[str, list[float]]]:
    from browser_support import CHROMIUM_ARGS, chromium_path
    from playwright.sync_api import sync_playwright

    results: dict[str, dict[str, list[float]]] = {}
    order = random.Random(2026)
    with sync_playwright() as playwright:
        for _ in range(runs):
            pages = [("bare Pyodide", base + "bare.html"), ("bare PyScript", base + "pyscript-only.html"),
                     ("app", base), *others]
            order.shuffle(pages)  # no page always follows another
            for name, page_url in pages:
                with tempfile.TemporaryDirectory() as profile:
                    context = playwright.chromium.launch_persistent_context(
                        profile, executable_path=chromium_path(), args=CHROMIUM_ARGS, service_workers="allow")
                    context.add_init_script(MARK_READY)
                    page = context.new_page()
                    if latency or mbps:
                        network = context.new_cdp_session(page)
                        network.send("Network.enable")
                        network.send("Network.emulateNetworkConditions", {
                            "offline": False, "latency": latency, "uploadThroughput": -1,
                            "downloadThroughput": mbps * 1e6 / 8 if mbps else -1})
                    for visit in VISITS:
                        if visit == "cold":
                            page.goto(page_url)
                        else:
                            if visit == "warm, no snapshot":
                                if not name.startswith("app") or not page.evaluate(
                                        "document.documentElement.dataset.pythonStart"):
                                    break
                                page.evaluate("caches.delete('python-snapshot')")
                            page.reload()
                        page.wait_for_selector("body[data-engine=ready]", state="attached", timeout=120_000)
                        page.wait_for_timeout(100)
                        if visit == "cold":
                            page.wait_for_function(SNAPSHOT_SETTLED, timeout=120_000)
                        figures = page.evaluate(READ)
                        for key, value in figures.items():
                            if value is not None:
                                results.setdefault(f"{name}, {visit}", {}).setdefault(key, []).append(value)
                    context.close()
    return results


def webdriver_runs(engine: str, base: str, runs: int, others: list[tuple[str, str]] = ()
                   ) -> dict[str, dict[str, list[float]]]:
    import drivers

    results: dict[str, dict[str, list[float]]] = {}
    xvfb, display = drivers.start_display() if engine == "webkit" else (None, None)
    try:
        for _ in range(runs):
            for name, page_url in (("bare Pyodide", base + "bare.html"), ("app", base), *others):
                driver = drivers.webkit(display) if engine == "webkit" else drivers.firefox(display)
                try:
                    for visit in ("cold", "reload"):
                        started = time.monotonic()
                        if visit == "cold":
                            driver.get(page_url)
                        else:
                            driver.refresh()
                        while driver.execute_script("return document.body && document.body.dataset.engine") != "ready":
                            if time.monotonic() - started > 120:
                                raise TimeoutError(f"{engine}: {name} not ready")
                            time.sleep(0.02)
                        marks = driver.execute_script(f"return ({READ})()")  # the page's own marks
                        for key in ("ready", "usable"):
                            value = marks.get(key)
                            if value is not None:
                                results.setdefault(f"{name}, {visit}", {}).setdefault(key, []).append(value)
                        if visit == "cold":
                            while not driver.execute_script(f"return ({SNAPSHOT_SETTLED})()"):
                                if time.monotonic() - started > 120:
                                    raise TimeoutError(f"{engine}: {name} saved no snapshot")
                                time.sleep(0.1)
                        else:
                            start = driver.execute_script("return document.documentElement.dataset.pythonStart")
                            if start:
                                results.setdefault(f"{name}, reload", {}).setdefault("snapshot", []).append(
                                    1 if start == "snapshot" else 0)
                finally:
                    driver.quit()
    finally:
        if xvfb is not None:
            xvfb.terminate()
    return results


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--engines", default="chromium,webkit,firefox")
    parser.add_argument("--compare", action="append", default=[], metavar="DIR",
                        help="another build of the site to measure beside _site/ (repeatable)")
    parser.add_argument("--latency", type=float, default=0, metavar="MS",
                        help="Chromium only: add this round-trip time to every request, as a real network would")
    parser.add_argument("--mbps", type=float, default=0, metavar="N",
                        help="Chromium only: cap the download speed at N megabits per second")
    args = parser.parse_args()
    site = ROOT / "_site"
    if not (site / "index.html").is_file():
        sys.exit("build the site first: make site")
    with tempfile.TemporaryDirectory() as tmp:
        copy = Path(tmp) / "site"
        shutil.copytree(site, copy)
        (copy / "bare.html").write_text(BARE)
        (copy / "pyscript-only.html").write_text(PYSCRIPT_ONLY)
        for number, folder in enumerate(args.compare, 1):
            if not (Path(folder) / "index.html").is_file():
                sys.exit(f"--compare {folder}: no index.html there")
            shutil.copytree(folder, copy / f"compare-{number}")
        server, base = serve_in_thread(copy, prefix="/euchre/")
        others = [(f"app ({Path(folder).name})", f"{base}compare-{number}/")
                  for number, folder in enumerate(args.compare, 1)]
        engines = args.engines.split(",")
        print(f"medians of {args.runs} runs, ms (bytes in KB); server on loopback, 2 vCPU")
        if "chromium" in engines:
            network = [f"{args.latency:g} ms added to every request"] * bool(args.latency)
            network += [f"downloads capped at {args.mbps:g} Mbit/s"] * bool(args.mbps)
            print("\nChromium (Playwright)" + "".join(f", {part}" for part in network) + ":")
            print(f"  {'page, visit':<30}{'first paint':>12}{'Python ready':>14}{'vs bare':>9}{'usable':>10}"
                  f"{'transferred':>13}")
            results = chromium_runs(base, args.runs, others, args.latency, args.mbps)
            order = {visit: number for number, visit in enumerate(VISITS)}
            for label, figures in sorted(results.items(),
                                         key=lambda item: (order[item[0].split(", ", 1)[1]], item[0])):
                med = {k: statistics.median(v) for k, v in figures.items() if k != "snapshot"}
                bare = statistics.median(results[bare_visit(label)]["ready"])
                restored = (f"  (from snapshot in {sum(figures['snapshot'])} of {len(figures['snapshot'])})"
                            if label.endswith(", warm") and sum(figures["snapshot"]) else "")
                print(f"  {label:<30}{med.get('paint', float('nan')):>12.0f}{med['ready']:>14.0f}"
                      f"{(med['ready'] / bare - 1) * 100:>+8.0f}%{med['usable']:>10.0f}{med['bytes'] / 1024:>12.0f}K"
                      + restored)
        for engine in ("webkit", "firefox"):
            if engine in engines:
                print(f"\n{'WebKitGTK' if engine == 'webkit' else 'Firefox ESR'} (WebDriver), from navigation:")
                print(f"  {'page, visit':<30}{'Python ready':>14}{'usable':>10}")
                for label, figures in webdriver_runs(engine, base, args.runs, others).items():
                    restored = (f"  (from snapshot in {sum(figures['snapshot'])} of {len(figures['snapshot'])})"
                                if figures.get("snapshot") else "")
                    print(f"  {label:<30}{statistics.median(figures['ready']):>14.0f}"
                          f"{statistics.median(figures['usable']):>10.0f}" + restored)
        server.shutdown()


if __name__ == "__main__":
    main()
