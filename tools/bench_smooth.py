"""Smoothness benchmark: the page's long tasks while whole hands are played at Fast speed.

    python3 tools/bench_smooth.py [--hands 3] [--runs 1] [--seed 12] [--compare DIR ...]

Serves `_site/` (built by `make site`) and every ``--compare`` build on 127.0.0.1, each on
its own port, and opens each in a fresh Chromium profile (service workers allowed) at Fast
speed with the computer seats at their default level, the expert (as tools/bench_first_move.py
does). It plays ``--hands`` whole hands as a person would: whenever the person has a choice,
it clicks the first one offered (a button named "Pass", "Order up", "Pick up", "Play …",
"Discard …" or "Next hand", or any other control of the game's with a ``data-action``, but
never the hint, the last trick, the review or Undo), and waits for the game to move on.

The main thread's long tasks (PerformanceObserver "longtask", buffered: tasks over 50 ms) are
recorded from the start; the expert thinks in its own web worker, whose tasks are not the
page's. Reported: the long tasks while the hands are played (from the table being ready to
the last hand's end), their count and the longest, and the same for start-up (before the
table is ready), which is the runtime's own and shown only for comparison.
"""

from __future__ import annotations

import argparse
import os
import random
import re
import statistics
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_pages import add_build_options, builds, init_script, launch, serve_builds  # noqa: E402

LONG_TASKS = """
(() => {
  if (window.top !== window) return;
  const tasks = window.benchLongTasks = [];
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, ms: entry.duration });
    }).observe({ type: "longtask", buffered: true });
  } catch (error) { /* no long-task timing in this browser */ }
})();
"""

CHOICE = re.compile(r"^(Pass|Order up|Pick up|Play |Discard |Next hand)")
NOT_A_CHOICE = ("hint", "hint-close", "last-trick", "review", "new-round", "undo")
# Whether the person has something to click now: an enabled, visible button of the game's.
OFFERED = """([pattern, excluded]) => {
  if (document.querySelector("#game[data-forced]")) return false;  // the table plays this card itself
  const named = new RegExp(pattern);
  return [...document.querySelectorAll("#game button")].some((b) => {
    if (b.disabled || !b.offsetParent) return false;
    const name = (b.getAttribute("aria-label") || b.textContent || "").trim();
    const action = b.dataset.action;
    return named.test(name) || (action !== undefined && !excluded.includes(action));
  });
}"""
STEP = "() => (document.querySelector('#game') || {dataset: {}}).dataset.step || ''"


def first_choice(page):
    """The first choice the page offers the person, found by role and name as a person would."""
    game = page.locator("#game")
    candidates = [game.get_by_role("button", name=CHOICE)]
    candidates.append(game.locator("[data-action]" + "".join(f":not([data-action={a}])" for a in NOT_A_CHOICE)))
    for locator in candidates:
        for index in range(locator.count()):
            button = locator.nth(index)
            if button.is_visible() and button.is_enabled():
                return button
    return None


def play_hands(page, hands: int, timeout_ms: int = 120_000) -> int:
    """Play until `hands` hands have ended; returns how many choices the person made."""
    made = 0
    while True:
        page.wait_for_function(OFFERED, arg=[CHOICE.pattern, list(NOT_A_CHOICE)], timeout=timeout_ms)
        button = first_choice(page)
        if button is None:
            continue
        name = (button.get_attribute("aria-label") or button.inner_text()).strip()
        if name.startswith("Next hand"):
            if int(page.evaluate(STEP).split(":")[0]) >= hands:
                return made
        before = page.evaluate(STEP)
        button.click()
        made += 1
        page.wait_for_function(f"() => ({STEP})() !== {before!r}", timeout=timeout_ms)


def run(playwright, url: str, hands: int, seed: int, cores: int = 0) -> dict:
    with tempfile.TemporaryDirectory() as profile:
        context = launch(playwright, profile)
        context.add_init_script(init_script(cores=cores))
        context.add_init_script(LONG_TASKS)
        page = context.new_page()
        page.goto(f"{url}?seed={seed}")
        page.wait_for_selector("body[data-engine=ready]", state="attached", timeout=120_000)
        choices = play_hands(page, hands)
        figures = page.evaluate("""() => ({ tasks: window.benchLongTasks || [], end: performance.now(),
                                            ready: (window.benchMarks || {}).ready })""")
        context.close()
    ready = figures["ready"]
    play = [t["ms"] for t in figures["tasks"] if t["start"] >= ready]
    when = [f"{t['ms']:.0f} ms at +{(t['start'] - ready) / 1000:.1f} s" for t in figures["tasks"] if t["start"] >= ready]
    boot = [t["ms"] for t in figures["tasks"] if t["start"] < ready]
    return {"play": play, "boot": boot, "choices": choices, "seconds": (figures["end"] - ready) / 1000,
            "when": when}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=3)
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument("--seed", type=int, default=12)
    add_build_options(parser)
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    names, folders = builds(args)
    servers = serve_builds(folders)
    results: dict[str, list[dict]] = {name: [] for name in names}
    order = random.Random(2026)
    with sync_playwright() as playwright:
        for number in range(args.runs):
            turns = list(zip(names, (url for _, url in servers)))
            order.shuffle(turns)
            for name, url in turns:
                figures = run(playwright, url, args.hands, args.seed, args.cores)
                results[name].append(figures)
                longest = max(figures["play"], default=0)
                print(f"  run {number + 1}, {name}: {figures['choices']} choices in {figures['seconds']:.1f} s; "
                      f"long tasks while playing: {len(figures['play'])}, longest {longest:.0f} ms; "
                      f"at start-up: {len(figures['boot'])}, longest {max(figures['boot'], default=0):.0f} ms; "
                      f"while playing (from the table being ready): {', '.join(figures['when']) or 'none'}",
                      file=sys.stderr, flush=True)
    print(f"Chromium, {args.runs} run(s) per build of {args.hands} hands each, seed {args.seed}, Fast speed, "
          f"expert seats; server on loopback, {os.cpu_count()} CPUs"
          + (f", the page told it has {args.cores} cores." if args.cores else "."))
    print("  Long tasks over 50 ms on the page's main thread; per run: the median count.")
    print(f"  {'build':<34}{'while playing: long tasks':>27}{'longest':>9}{'at start-up':>13}{'longest':>9}")
    for name in names:
        rows = results[name]
        play = [t for row in rows for t in row["play"]]
        boot = [t for row in rows for t in row["boot"]]
        label = name if len(name) < 34 else "…" + name[-33:]
        per_run = statistics.median(len(row["play"]) for row in rows)
        print(f"  {label:<34}{per_run:>20.0f} a run{max(play, default=0):>8.0f}ms"
              f"{statistics.median(len(row['boot']) for row in rows):>13.0f}{max(boot, default=0):>7.0f}ms")
    for server, _ in servers:
        server.shutdown()


if __name__ == "__main__":
    main()
