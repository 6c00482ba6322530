"""First-move benchmark: how long a new game waits for the expert, cold and warm, side by side.

    python3 tools/bench_first_move.py [--runs 5] [--compare DIR ...] [--seed 12]

Serves `_site/` (built by `make site`) on 127.0.0.1, and every ``--compare`` build (say,
a copy of the site from before a change) on its own port, so each build has its own
origin, service worker and caches. In Chromium (Playwright, service workers allowed, as on
a person's visit) each run opens every build in a fresh profile ("cold": a first visit),
waits until the snapshot of a started Python is saved (see web/interpreter.mjs and the
README's start-up section) and the service worker has installed, then reloads ("warm": a
later visit). Builds take turns within a run, in a shuffled order.

Every visit starts a new game from the same seed (the saved game is removed before the
page loads) at Fast speed, with the computer seats at their default level, the expert,
as the settings a person saved (``euchre:settings`` in localStorage). The person deals
the first hand, so the three computer seats bid first. Measured from the table being
ready (``<body data-engine="ready">``): the first computer seat's decision applied (the
game's ``data-step`` changes from its first value) and the person's first decision being
offered (``data-to-act="0"``); also table ready from navigation, and whether "Thinking…"
was shown. At Fast speed each computer action waits 0.35 s anyway (SPEEDS in
web/ui/app.py): the first computer decision cannot come sooner than that, and the
person's turn after three of them, not sooner than about 1.05 s.

web/boot.js starts the expert's worker as the page loads only on a device with four cores or
more (navigator.hardwareConcurrency); ``--cores N`` tells the page it has N, to measure either
way on one machine (the CPUs it really has stay the same).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_pages import add_build_options, builds, init_script, launch, serve_builds  # noqa: E402

READ = """async () => {
  const ai = window.euchreAI || {};
  let page = {};
  try {
    page = (await import(new URL("web/interpreter.mjs", document.baseURI).href)).started.phases || {};
  } catch (error) { /* an older build */ }
  const entry = (name) => { const e = performance.getEntriesByName(name); return e.length ? e[0].startTime : null; };
  const first = (ai.timings || []).find((t) => t.op === "choose") || null;
  return { marks: window.benchMarks || {}, aiStart: entry("ai-start"), aiReady: entry("ai-ready"),
           aiFrom: ai.pythonStart || "", aiState: ai.state || "", firstChoice: first,
           aiPhases: ai.bootPhases || {}, pagePhases: page,
           pythonStart: document.documentElement.dataset.pythonStart || "" };
}"""

SNAPSHOT_SETTLED = """() => document.documentElement.dataset.pythonStart !== "fresh" ||
                          Boolean(document.documentElement.dataset.pythonSnapshot)"""
SERVICE_WORKER_READY = """() => !("serviceWorker" in navigator) ? true :
  Promise.race([navigator.serviceWorker.ready.then(() => true),
                new Promise((resolve) => setTimeout(() => resolve(false), 60000))])"""
EXPERT_SETTLED = "() => !window.euchreAI || ['ready', 'failed', 'idle'].includes(window.euchreAI.state)"
VISITS = ("cold", "warm")


def measure_visit(page, timeout_ms: int = 120_000) -> dict:
    page.wait_for_selector("body[data-engine=ready]", state="attached", timeout=timeout_ms)
    page.wait_for_function("() => window.benchMarks && 'personToAct' in window.benchMarks", timeout=timeout_ms)
    figures = page.evaluate(READ)
    marks = figures["marks"]
    ready = marks["ready"]
    return {
        "table ready": ready,
        "first computer decision": marks["computerMoved"] - ready,
        "your first decision": marks["personToAct"] - ready,
        "thinking shown": 1 if "thinkingShown" in marks else 0,
        "expert from": figures["aiFrom"] or figures["aiState"],
        "expert asked before ready": 1 if figures["firstChoice"] and figures["firstChoice"]["beforeReady"] else 0,
        "expert started": figures["aiStart"],
        "expert ready": figures["aiReady"],
        "phases": {"page": figures["pagePhases"], "expert": figures["aiPhases"]},
        "first choice": figures["firstChoice"],
    }


def runs(sites: list[tuple[str, str]], count: int, seed: int, cores: int = 0) -> dict[tuple[str, str], list[dict]]:
    from playwright.sync_api import sync_playwright

    results: dict[tuple[str, str], list[dict]] = {}
    order = random.Random(2026)
    with sync_playwright() as playwright:
        for number in range(count):
            turns = list(sites)
            order.shuffle(turns)
            for name, url in turns:
                with tempfile.TemporaryDirectory() as profile:
                    context = launch(playwright, profile)
                    context.add_init_script(init_script(cores=cores))
                    page = context.new_page()
                    for visit in VISITS:
                        if visit == "cold":
                            page.goto(f"{url}?seed={seed}")
                        else:
                            page.reload()
                        figures = measure_visit(page)
                        results.setdefault((name, visit), []).append(figures)
                        print(f"  run {number + 1}, {name}, {visit}: ready {figures['table ready']:.0f} ms, "
                              f"first computer decision +{figures['first computer decision']:.0f} ms, "
                              f"your turn +{figures['your first decision']:.0f} ms "
                              f"(expert from {figures['expert from']}, started {figures['expert started'] or 0:.0f}, "
                              f"ready {figures['expert ready'] or 0:.0f}; {figures['phases']}; "
                              f"first choice {figures['first choice']})", file=sys.stderr, flush=True)
                        if visit == "cold":
                            page.wait_for_function(SNAPSHOT_SETTLED, timeout=120_000)
                            page.wait_for_function(EXPERT_SETTLED, timeout=120_000)
                            page.evaluate(SERVICE_WORKER_READY)
                            page.wait_for_timeout(500)  # the service worker's install settles
                    context.close()
    return results


def summary(values: list[float]) -> str:
    return f"{statistics.median(values):>7.0f} {max(values):>6.0f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--seed", type=int, default=12, help="the game's seed (the person deals the first hand)")
    add_build_options(parser)
    args = parser.parse_args()
    names, folders = builds(args)
    servers = serve_builds(folders)
    sites = [(name, url) for name, (_, url) in zip(names, servers)]
    results = runs(sites, args.runs, args.seed, args.cores)
    told = f", the page told it has {args.cores} cores" if args.cores else ""
    print(f"Chromium, {args.runs} runs per build, seed {args.seed}, Fast speed, expert seats; server on loopback, "
          f"{os.cpu_count()} CPUs{told}. Median and worst, ms.")
    print(f"  {'build, visit':<34}{'table ready':>15}{'to 1st computer':>16}{'to your turn':>15}"
          f"{'Thinking…':>11}  expert's Python")
    print(f"  {'':<34}{'(from nav.)':>15}{'decision':>16}{'':>15}{'shown':>11}")
    for name in names:
        for visit in VISITS:
            rows = results[(name, visit)]
            label = f"{name if len(name) < 24 else '…' + name[-23:]}, {visit}"
            sources = sorted({row["expert from"] for row in rows})
            print(f"  {label:<34}{summary([r['table ready'] for r in rows]):>15}"
                  f"{summary([r['first computer decision'] for r in rows]):>16}"
                  f"{summary([r['your first decision'] for r in rows]):>15}"
                  f"{sum(r['thinking shown'] for r in rows):>6} of {len(rows)}  {', '.join(sources)}")
    for server, _ in servers:
        server.shutdown()


if __name__ == "__main__":
    main()
