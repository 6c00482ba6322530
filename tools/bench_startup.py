"""Start-up benchmark: the app against a bare ``loadPyodide()`` page, side by side.

    python3 tools/bench_startup.py [--runs 5] [--engines chromium,webkit,firefox] [--visits cold,warm]
                                   [--compare DIR ...] [--latency MS] [--mbps N]

Serves `_site/` (built by `make site`) on 127.0.0.1 as GitHub Pages does (tools/serve.py --pages:
gzip for compressible types, Cache-Control: max-age=600, ETag, keep-alive HTTP/1.1), with reference
pages beside it:

- "bare Pyodide": a page that only calls ``loadPyodide()`` and runs one line of Python, on the
  vendored runtime as npm ships it (web/vendor/pyodide/);
- "bare Pyodide, site's stdlib": the same with the standard library archive of this build
  (tools/pack_python.mjs): how much of the app's start that archive saves;
- "bare PyScript": a PyScript page whose script runs one line, on the runtime as shipped.

Every page is timed from navigation, in ms:

- "start": the main Python script starts running (a bare page's line; the app's web/main.py);
- "end": the main script has finished: PyScript's ``py:done`` for it (the app marks it
  "python-done", web/boot.js), or a bare page's line has run;
- "usable": the app's table is drawn and its controls wired (``<body data-engine="ready">``);
- "playable": a choice of the person's is enabled (a bid, a card to discard or play, or the next
  hand when one ended without them): in a new round the person deals, so this comes after the
  three computer seats' bids, at the game's own pace (Normal speed, expert players: the page's
  defaults);
- "first paint"; "to usable", the bytes on the wire (headers and gzip-encoded bodies, as the page's
  resource timing counts them) of the responses that ended before "usable" ("fetched by": when the
  last of them ended, which a slow network decides more than a busy machine); "transferred", every
  byte the server sent for the visit, the offline copy's too (counted by the server once the
  service worker is installed and the network has been quiet for a second).

After the table, each page's first visit is broken down by kind of file: the bytes before
"usable", and in all.

"end ×bare" is the page's median end over the bare Pyodide page's, "paired" the median of the same
ratio taken within each round. Chromium (Playwright) visits each page cold (a new profile) and
warm (a reload). Service workers run, as on a person's visit. A ``--compare`` build that keeps a
snapshot of a started Python (the site's builds before 2026-12-07) is reloaded once it has saved
it, as a person's next visit would be, and again with it deleted ("warm, no snapshot"). Within a
round the pages take turns in a shuffled order; figures are medians over the rounds. ``--visits cold`` measures first visits
only. ``--latency MS`` adds a round trip to every request the page makes in Chromium (DevTools
network emulation: it delays each response's headers by MS), and ``--mbps N`` caps its download
speed (counting the bytes as they come over the wire, gzip-encoded). In WebKitGTK and Firefox ESR
(WebDriver) it reports start, end and usable, cold and on reload. ``--compare DIR`` adds another
build of the site (say, a copy of `_site/` from before a change), served beside this one.
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

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_pages import ROOT, launch  # noqa: E402
from serve import serve_in_thread  # noqa: E402

SHIPPED = "as-shipped"
"""Where the bench serves the vendored runtime as npm ships it, beside the site."""

PYSCRIPT_ONLY = f"""<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>bare PyScript</title>
<script>addEventListener("py:done", () => performance.mark("python-done"), {{ once: true, capture: true }});</script>
<script type="module" src="./{SHIPPED}/pyscript/core.js"></script></head>
<body><p>bare</p>
<script type="py" config='{{"interpreter": "./{SHIPPED}/pyodide/pyodide.mjs"}}'>
from pyscript import document, window
window.performance.mark("python-ready")
document.body.dataset.engine = "ready"
</script></body></html>
"""

BARE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>bare Pyodide</title></head>
<body><p>bare</p>
<script type="module">
import { loadPyodide } from "./%(shipped)s/pyodide/pyodide.mjs";
const pyodide = await loadPyodide({ indexURL: "./%(shipped)s/pyodide/"%(stdlib)s });
performance.mark("python-ready");
pyodide.runPython("import sys");
performance.mark("python-done");
document.body.dataset.engine = "ready";
</script></body></html>
"""

REFERENCES = {
    "bare Pyodide": ("bare.html", BARE % {"shipped": SHIPPED, "stdlib": ""}),
    "bare Pyodide, site's stdlib": ("bare-site-stdlib.html", BARE % {
        "shipped": SHIPPED, "stdlib": ', stdLibURL: "./web/vendor/pyodide/python_stdlib.zip"'}),
    "bare PyScript": ("pyscript-only.html", PYSCRIPT_ONLY),
}
BARE_PAGE = "bare Pyodide"

# Older builds mark neither the end of their main script nor, always, its start. A choice of the
# person's: a bid, a card to discard or to play, or (a hand that ended without them) the next hand.
MARK_ENDS = """
const CHOICES = "#actions button:not([disabled]), #seat-0 button:not([disabled]), "
  + "#summary button[data-action=next-hand]";
addEventListener("py:done", () => {
  if (!performance.getEntriesByName("python-done").length) performance.mark("python-done");
}, { capture: true });
new MutationObserver(() => {
  if (!document.body || document.body.dataset.engine !== "ready") return;
  if (!performance.getEntriesByName("usable").length) performance.mark("usable");
  const choice = document.querySelector(CHOICES);
  if (choice && choice.offsetParent !== null && !performance.getEntriesByName("playable").length) {
    performance.mark("playable");
  }
}).observe(document, { subtree: true, childList: true, attributes: true });
"""

READ = """() => {
  const mark = (name) => { const e = performance.getEntriesByName(name); return e.length ? e[0].startTime : null; };
  const paint = performance.getEntriesByName("first-contentful-paint");
  const usable = mark("usable");
  const early = {};  // bytes of the responses that ended before "usable", by file
  let fetched = null;  // when the last of them ended
  for (const e of performance.getEntriesByType("navigation").concat(performance.getEntriesByType("resource"))) {
    if (usable === null || e.responseEnd > usable || !e.transferSize) continue;
    const kind = e.entryType === "navigation" ? "page" : e.name.split("?")[0].split("/").pop();
    early[kind] = (early[kind] || 0) + e.transferSize;
    fetched = Math.max(fetched || 0, e.responseEnd);
  }
  return { paint: paint.length ? paint[0].startTime : null, start: mark("python-ready"), end: mark("python-done"),
           usable, playable: mark("playable"), early, fetched,
           snapshot: document.documentElement.dataset.pythonStart === "snapshot" ? 1 : 0 };
}"""

# A build that keeps a snapshot of a started Python saves it after a fresh start (in a worker, once
# the page is idle); a page without one has nothing to wait for.
SNAPSHOT_SETTLED = """() => document.documentElement.dataset.pythonStart !== "fresh" ||
                          Boolean(document.documentElement.dataset.pythonSnapshot)"""
ENDED = """() => document.body.dataset.engine === "failed" ||
                (performance.getEntriesByName("python-done").length > 0 && document.body.dataset.engine === "ready")"""
FAILED = """() => document.body.dataset.engine === "failed" && document.getElementById("failed-reason").textContent"""
PLAYABLE = """() => performance.getEntriesByName("playable").length > 0"""
# The offline copy is complete once the service worker is active (a page without one has none).
OFFLINE_SETTLED = """async () => {
  if (!document.body.dataset.offline) return !document.querySelector("script[src*='boot.js']");
  if (document.body.dataset.offline !== "registered") return true;
  const registration = await navigator.serviceWorker.getRegistration();
  return Boolean(registration && registration.active && !registration.installing && !registration.waiting);
}"""
VISITS = ("cold", "warm", "warm, no snapshot")

Results = dict[tuple[str, str], dict[str, list]]
"""Per (page, visit): each figure's values, one a round (None where a page has no such figure);
"early" and "sent" hold each round's bytes by file name (before "usable", and in all)."""

KINDS = ((".wasm", "WebAssembly"), (".zip", "Python"), (".js", "JavaScript"), (".mjs", "JavaScript"),
         (".css", "CSS"), (".json", "JSON"), (".webmanifest", "JSON"), (".svg", "images"), (".png", "images"))


def kind(name: str) -> str:
    """The kind of file a response was, by its name ("page" for the page itself)."""
    name = name.split("?")[0]
    if name in ("page", "") or name.endswith((".html", "/")):
        return "page"
    return next((label for suffix, label in KINDS if name.endswith(suffix)), "other")


def settle(server, first: int) -> dict[str, int]:
    """Wait until the server has sent nothing for a second; the bytes it sent since response `first`,
    by file name."""
    count = -1
    while count != len(server.sent):
        count = len(server.sent)
        time.sleep(1)
    sent: dict[str, int] = {}
    for response in server.sent[first:]:
        name = response.path.split("?")[0].rsplit("/", 1)[-1] or "page"
        sent[name] = sent.get(name, 0) + response.bytes
    return sent


def chromium_runs(pages: list[tuple[str, str]], runs: int, visits: tuple[str, ...], server, latency: float = 0,
                  mbps: float = 0) -> Results:
    from playwright.sync_api import sync_playwright

    results: Results = {}
    order = random.Random(2026)
    with sync_playwright() as playwright:
        for number in range(runs):
            pages = list(pages)
            order.shuffle(pages)  # no page always follows another
            for name, page_url in pages:
                with tempfile.TemporaryDirectory() as profile:
                    context = launch(playwright, profile)
                    context.add_init_script(MARK_ENDS)
                    page = context.new_page()
                    if latency or mbps:
                        network = context.new_cdp_session(page)
                        network.send("Network.enable")
                        network.send("Network.emulateNetworkConditions", {
                            "offline": False, "latency": latency, "uploadThroughput": -1,
                            "downloadThroughput": mbps * 1e6 / 8 if mbps else -1})
                    for visit in visits:
                        first = len(server.sent)
                        if visit == "cold":
                            page.goto(page_url)
                        else:
                            if visit == "warm, no snapshot":
                                if not page.evaluate("document.documentElement.dataset.pythonStart"):
                                    break  # a page that keeps no snapshot
                                page.evaluate("caches.delete('python-snapshot')")
                            page.reload()
                        page.wait_for_function(ENDED, timeout=300_000)
                        if page.evaluate(FAILED):
                            sys.exit(f"{name}, {visit}: the page failed: {page.evaluate(FAILED)}")
                        if name.startswith("app"):
                            page.wait_for_function(PLAYABLE, timeout=300_000)
                        page.wait_for_timeout(100)
                        figures = page.evaluate(READ)
                        page.wait_for_function(OFFLINE_SETTLED, timeout=300_000)
                        if visit == "cold" and "warm" in visits:
                            page.wait_for_function(SNAPSHOT_SETTLED, timeout=120_000)
                        figures["sent"] = settle(server, first)
                        figures["bytes"] = sum(figures["sent"].values())
                        figures["before"] = sum(figures["early"].values()) if figures["usable"] else None
                        for key, value in figures.items():
                            results.setdefault((name, visit), {}).setdefault(key, []).append(value)
                        print(f"  round {number + 1}, {name}, {visit}: "
                              + ", ".join(f"{key} {figures[key]:.0f}" for key in ("start", "end", "usable", "playable")
                                          if figures[key])
                              + f", {figures['before'] or 0:,} bytes before usable, {figures['bytes']:,} in all",
                              file=sys.stderr, flush=True)
                    context.close()
    return results


def webdriver_runs(engine: str, pages: list[tuple[str, str]], runs: int) -> Results:
    sys.path.insert(0, str(ROOT / "tests" / "browser"))
    import drivers

    results: Results = {}
    xvfb, display = drivers.start_display()
    try:
        for _ in range(runs):
            for name, page_url in pages:
                driver = drivers.webkit(display) if engine == "webkit" else drivers.firefox(display)
                driver.set_page_load_timeout(120)  # a page that never loads fails the run, not hangs it
                driver.set_script_timeout(120)
                try:
                    for visit in ("cold", "reload"):
                        started = time.monotonic()
                        if visit == "cold":
                            driver.get(page_url)
                        else:
                            driver.refresh()
                        while not driver.execute_script(f"return ({ENDED})()"):
                            if time.monotonic() - started > 120:
                                raise TimeoutError(f"{engine}: {name} not ready")
                            time.sleep(0.02)
                        figures = driver.execute_script(f"return ({READ})()")  # the page's own marks
                        for key, value in figures.items():
                            results.setdefault((name, visit), {}).setdefault(key, []).append(value)
                        while visit == "cold" and not driver.execute_script(f"return ({SNAPSHOT_SETTLED})()"):
                            if time.monotonic() - started > 120:
                                raise TimeoutError(f"{engine}: {name} saved no snapshot")
                            time.sleep(0.1)
                finally:
                    driver.quit()
    finally:
        xvfb.terminate()
    return results


def median(values: list) -> float | None:
    present = [value for value in values if value is not None]
    return statistics.median(present) if present else None


def paired(figures: dict[str, list], bare: dict[str, list]) -> float | None:
    """The median over rounds of this page's end over the bare page's end in the same round."""
    ratios = [mine / theirs for mine, theirs in zip(figures["end"], bare["end"]) if mine and theirs]
    return statistics.median(ratios) if ratios else None


def report(results: Results, visits: tuple[str, ...], chromium: bool) -> None:
    def cell(value: float | None, width: int, unit: str = "") -> str:
        if value is None:
            return f"{'-':>{width}}"
        return f"{value:>{width - len(unit)}.2f}{unit}" if unit == "×" else f"{value:>{width - len(unit)}.0f}{unit}"

    print(f"  {'page, visit':<40}" + (f"{'first paint':>12}" if chromium else "")
          + f"{'start':>8}{'end':>8}{'end ×bare':>11}{'paired':>8}{'usable':>8}"
          + (f"{'playable':>10}{'to usable':>11}{'transferred':>13}" if chromium else ""))
    order = {visit: number for number, visit in enumerate(visits)}
    for (name, visit), figures in sorted(results.items(), key=lambda item: (order[item[0][1]], item[0][0])):
        bare = results.get((BARE_PAGE, visit.split(",")[0]))  # warm with no snapshot: against the bare warm visit
        end = median(figures["end"])
        ratio = end / median(bare["end"]) if bare and end else None
        restored = (f"  (from snapshot in {sum(figures['snapshot'])} of {len(figures['snapshot'])})"
                    if visit != "cold" and sum(figures["snapshot"]) else "")
        row = f"  {name + ', ' + visit:<40}" + (cell(median(figures["paint"]), 12) if chromium else "")
        row += cell(median(figures["start"]), 8) + cell(end, 8) + cell(ratio, 11, "×")
        row += cell(paired(figures, bare) if bare else None, 8, "×") + cell(median(figures["usable"]), 8)
        if chromium:
            before = median(figures["before"])
            row += cell(median(figures["playable"]), 10) + cell(before / 1024 if before is not None else None, 11, "K")
            row += cell(median(figures["bytes"]) / 1024, 13, "K")
        print(row + restored)
    if chromium:
        print("\n  first visits by kind of file, KB on the wire before usable / in all (median visit), and when the"
              "\n  last response before usable ended (median, ms):")
        for (name, visit), figures in sorted(results.items()):
            if visit == "cold":
                print(f"  {name:<40}" + by_kind(figures) + f"; fetched by {median(figures['fetched']):.0f}")


def by_kind(figures: dict[str, list]) -> str:
    """The bytes of the visit whose total is the median, by kind of file: before usable / in all."""
    visit = sorted(range(len(figures["bytes"])), key=lambda i: figures["bytes"][i])[len(figures["bytes"]) // 2]
    early: dict[str, int] = {}
    sent: dict[str, int] = {}
    for table, names in ((early, figures["early"][visit]), (sent, figures["sent"][visit])):
        for file, size in names.items():
            table[kind(file)] = table.get(kind(file), 0) + size
    return "; ".join(f"{label} {early.get(label, 0) / 1024:,.0f} / {sent.get(label, 0) / 1024:,.0f}"
                     for label in sorted(sent, key=lambda label: -sent[label]))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--engines", default="chromium,webkit,firefox")
    parser.add_argument("--visits", default=",".join(VISITS[:2]),
                        help="Chromium: cold (first visits only), or cold,warm (the default: also a reload, with "
                             "the app's snapshot and without)")
    parser.add_argument("--compare", action="append", default=[], metavar="DIR",
                        help="another build of the site to measure beside _site/ (repeatable)")
    parser.add_argument("--latency", type=float, default=0, metavar="MS",
                        help="Chromium only: add this round-trip time to every request, as a real network would")
    parser.add_argument("--mbps", type=float, default=0, metavar="N",
                        help="Chromium only: cap the download speed at N megabits per second")
    args = parser.parse_args()
    asked = set(args.visits.split(",")) | {"cold"}  # a warm visit is the reload of a cold one
    visits = tuple(visit for visit in VISITS if visit.split(",")[0] in asked)
    site = ROOT / "_site"
    if not (site / "index.html").is_file():
        sys.exit("build the site first: make site")
    with tempfile.TemporaryDirectory() as tmp:
        copy = Path(tmp) / "site"
        shutil.copytree(site, copy)
        for part in ("pyodide", "pyscript"):
            shutil.copytree(ROOT / "web" / "vendor" / part, copy / SHIPPED / part)
        for file, text in REFERENCES.values():
            (copy / file).write_text(text)
        for number, folder in enumerate(args.compare, 1):
            if not (Path(folder) / "index.html").is_file():
                sys.exit(f"--compare {folder}: no index.html there")
            shutil.copytree(folder, copy / f"compare-{number}")
        server, base = serve_in_thread(copy, prefix="/euchre/", pages=True)
        server.precompress(copy)  # as a host's cache holds them: no response waits for its compression
        pages = [(name, base + file) for name, (file, _) in REFERENCES.items()] + [("app", base)]
        pages += [(f"app ({Path(folder).name})", f"{base}compare-{number}/")
                  for number, folder in enumerate(args.compare, 1)]
        engines = args.engines.split(",")
        print(f"medians of {args.runs} rounds, ms from navigation (bytes in KB); served on loopback as GitHub Pages "
              "serves a site (gzip, max-age=600)")
        if "chromium" in engines:
            network = [f"{args.latency:g} ms added to every request"] * bool(args.latency)
            network += [f"downloads capped at {args.mbps:g} Mbit/s"] * bool(args.mbps)
            print("\nChromium (Playwright)" + "".join(f", {part}" for part in network) + ":")
            report(chromium_runs(pages, args.runs, visits, server, args.latency, args.mbps), visits, chromium=True)
        for engine in ("webkit", "firefox"):
            if engine in engines:
                print(f"\n{'WebKitGTK' if engine == 'webkit' else 'Firefox ESR'} (WebDriver):")
                report(webdriver_runs(engine, [p for p in pages if p[0] != "bare PyScript"], args.runs),
                       ("cold", "reload"), chromium=False)
        server.shutdown()


if __name__ == "__main__":
    main()
