"""Measure the expert computer player in the browser: decisions through its web worker.

    python3 tools/bench_ai_browser.py [--decisions 100] [--seed 1] [--opponents standard] [--no-build]

Builds `_site/` (unless --no-build), serves it on 127.0.0.1 and opens the game in
Chromium (Debian's binary, through Playwright) with every computer seat at the expert
level (or the opponents at --opponents's level, the partner an expert) and the computer
speed at Instant, chosen in the menu. The person's seat is played by clicking, as a person
would, until at least --decisions expert decisions have been made by the computer seats in
real hands, with the production time budget (ui/ai.py).

Reports:
- the worker's boot time (from starting it to the expert being ready), as the page
  saw it and as the worker measured it;
- each expert decision's latency, from the page asking to the page having the answer
  (the time an Instant table waits), as median, p95 and max, and the worker's own time;
  decisions asked for while the worker was still starting are left out (boot is above);
- the longest main-thread task after the expert was ready (PerformanceObserver
  "longtask"; tasks under 50 ms are not reported by the browser at all).
"""

from __future__ import annotations

import argparse
import ast
import random
import shlex
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
sys.path.insert(0, str(ROOT / "tests" / "browser"))

from browser_support import BOOT_TIMEOUT_MS, CHROMIUM_ARGS, READY, SITE, chromium_path, close_menu, open_menu  # noqa: E402
from serve import serve_in_thread  # noqa: E402

LONG_TASKS = """
window.longTasks = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) window.longTasks.push({start: entry.startTime, ms: entry.duration});
}).observe({type: "longtask", buffered: true});
"""


def production_budget() -> int:
    """CHOOSE_BUDGET_MS from web/ui/ai.py (read, not imported: that module needs the browser)."""
    tree = ast.parse((ROOT / "web" / "ui" / "ai.py").read_text())
    for node in tree.body:
        names = [t.id for t in getattr(node, "targets", ()) if isinstance(t, ast.Name)]
        if isinstance(node, ast.Assign) and names == ["CHOOSE_BUDGET_MS"]:
            return ast.literal_eval(node.value)
    raise SystemExit("CHOOSE_BUDGET_MS is not in web/ui/ai.py")


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(fraction * (len(ordered) - 1))))
    return ordered[index]


def run(decisions: int, seed: int, opponents: str = "expert") -> dict:
    from playwright.sync_api import sync_playwright

    server, url = serve_in_thread(SITE, prefix="/euchre/")
    rng = random.Random(seed)
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_ARGS)
            context = browser.new_context(service_workers="block")
            page = context.new_page()
            errors: list[str] = []
            page.on("pageerror", lambda error: errors.append(str(error)))
            page.on("console", lambda message: message.type == "error" and errors.append(message.text))
            page.add_init_script(LONG_TASKS)
            page.goto(f"{url}?seed={seed}")
            page.wait_for_selector(READY, state="attached", timeout=BOOT_TIMEOUT_MS)
            open_menu(page)  # as a person chooses them: in the menu
            page.get_by_label("Partner's level").select_option("expert")
            page.get_by_label("Opponents' level").select_option(opponents)
            page.get_by_label("Computer speed").select_option("instant")
            close_menu(page)
            page.wait_for_function("['ready', 'failed'].includes(document.body.dataset.ai)", timeout=BOOT_TIMEOUT_MS)
            if page.evaluate("document.body.dataset.ai") != "ready":
                raise SystemExit(f"the expert did not start: {page.evaluate('euchreAI.reason')}")
            boot_page = page.evaluate(
                "performance.measure('ai-boot', 'ai-start', 'ai-ready').duration")
            boot_worker = page.evaluate("euchreAI.bootMs")
            hands = 0
            started = time.monotonic()
            measured = "euchreAI.timings.filter(t => t.op === 'choose' && !t.beforeReady)"
            while page.evaluate(f"{measured}.length") < decisions:
                if time.monotonic() - started > 900:
                    raise SystemExit("gave up after 15 minutes")
                page.wait_for_function(
                    "document.querySelector('#game').dataset.toAct === '0' || document.querySelector("
                    "'#summary button[data-action=next-hand], #summary button[data-action=new-round]')",
                    timeout=120_000)
                summary = page.locator("#summary button[data-action=next-hand], #summary button[data-action=new-round]")
                before = page.locator("#game").get_attribute("data-step")
                if summary.count():
                    hands += 1
                    summary.first.click()
                else:
                    buttons = page.locator("#actions button[data-action]:not([disabled]), "
                                           "#seat-0 button[data-action]:not([disabled])")
                    rng.choice(buttons.all()).click()
                page.wait_for_function(f"document.querySelector('#game').dataset.step !== {before!r}")
            timings = page.evaluate(measured)
            ready_at = page.evaluate("performance.getEntriesByName('ai-ready')[0].startTime")
            long_tasks = [t["ms"] for t in page.evaluate("window.longTasks") if t["start"] >= ready_at]
            browser_version = browser.version
            browser.close()
    finally:
        server.shutdown()
    waited = [t["waitedMs"] for t in timings]
    worker = [t["workerMs"] for t in timings if t["workerMs"] is not None]
    return {
        "browser": browser_version, "decisions": len(waited), "hands": hands,
        "boot_page_ms": boot_page, "boot_worker_ms": boot_worker,
        "median_ms": statistics.median(waited), "p95_ms": percentile(waited, 0.95), "max_ms": max(waited),
        "worker_median_ms": statistics.median(worker), "worker_p95_ms": percentile(worker, 0.95),
        "samples": sorted(t["samples"] for t in timings if t["samples"] is not None),
        "long_tasks": long_tasks, "errors": errors,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--decisions", type=int, default=100, help="expert decisions to measure (default 100)")
    parser.add_argument("--seed", type=int, default=1, help="the round's seed and the person's choices")
    parser.add_argument("--opponents", choices=("beginner", "standard", "expert"), default="expert",
                        help="the opponents' level (default expert; the partner is always an expert)")
    parser.add_argument("--no-build", action="store_true", help="use _site/ as it is")
    args = parser.parse_args()
    if chromium_path() is None:
        raise SystemExit("Debian's chromium is not installed (make test installs it)")
    if not args.no_build:
        subprocess.run([sys.executable, str(ROOT / "tools" / "build_site.py"), str(SITE)], check=True)
    budget = production_budget()
    result = run(args.decisions, args.seed, args.opponents)
    command = "python3 tools/bench_ai_browser.py " + " ".join(shlex.quote(a) for a in sys.argv[1:])
    print(f"$ {command.strip()}")
    print(f"Chromium {result['browser']}, expert budget {budget} ms per decision, seed {args.seed}, "
          f"opponents {args.opponents}")
    print(f"worker boot: {result['boot_page_ms']:.0f} ms from start to ready as the page saw it "
          f"({result['boot_worker_ms']} ms inside the worker)")
    print(f"expert decisions: {result['decisions']} in {result['hands']} hands; latency as the page waited: "
          f"median {result['median_ms']:.0f} ms, p95 {result['p95_ms']:.0f} ms, max {result['max_ms']:.0f} ms "
          f"(in the worker: median {result['worker_median_ms']:.0f} ms, p95 {result['worker_p95_ms']:.0f} ms)")
    samples = result["samples"]
    if samples:
        print(f"deals sampled per decision: median {statistics.median(samples):.0f}, "
              f"10th percentile {percentile(samples, 0.1):.0f}, fewest {samples[0]} (the cap is 400)")
    tasks = result["long_tasks"]
    print(f"main thread after the expert was ready: {len(tasks)} tasks over 50 ms"
          + (f", longest {max(tasks):.0f} ms" if tasks else ""))
    if result["errors"]:
        print(f"console or page errors: {result['errors']}")
        raise SystemExit(1)


if __name__ == "__main__":
    main()
