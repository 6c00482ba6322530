"""The coach in Chromium: how long a hint takes, and a hand's review with and without the hints kept.

    python3 tools/bench_coach.py [--hands 4] [--seed 1] [--opponents expert]

Serves `_site/` (built by `make site`) on 127.0.0.1 and opens it in a fresh Chromium profile
with the computer seats at ``--opponents`` (partner and opponents) and the Instant speed. For
each of ``--hands`` hands, from seeds ``--seed``, ``--seed`` + 1, …, the person asks for a hint
at every decision and takes the hint's first choice; once the hand is over, "Review this hand"
is clicked (every evaluation is kept: the review only judges them). Then the same hand is
played again in a new context without asking for hints, and reviewed: each decision is
evaluated then, as the hint would have. Reported: hint times (click to the options shown) by
kind of decision, and review times (click to the total shown), median and largest.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tools"), str(ROOT / "tests" / "browser")]

from bench_first_move import launch, serve_builds  # noqa: E402

TO_ACT = ("document.querySelector('#game').dataset.toAct === '0' "
          "|| document.querySelector('#summary:not([hidden]) button')")
MINE = "#actions button[data-action]:not([disabled]), #seat-0 button[data-action]:not([disabled])"


def settle(page, url: str, seed: int, level: str) -> None:
    page.goto(f"{url}?seed={seed}#sheet")  # the computer seats wait while the sheet is open
    page.wait_for_selector("body[data-engine=ready]", state="attached", timeout=120_000)
    page.get_by_role("button", name="Menu", exact=True).click()
    for label in ("Partner's level", "Opponents' level"):
        page.get_by_label(label).select_option(level)
    page.get_by_label("Computer speed").select_option("instant")
    page.locator("#settings").get_by_role("button", name="Close", exact=True).click()
    page.get_by_role("link", name="Play", exact=True).click()
    page.wait_for_function("document.body.dataset.ai === 'ready'", timeout=120_000)


def play_hand(page, hints: bool) -> dict[str, list[float]]:
    """Play the hand to its end; with ``hints``, ask for one at every decision and take its first choice."""
    times: dict[str, list[float]] = {}
    while True:
        page.wait_for_function(TO_ACT, timeout=120_000)
        if page.locator("#summary:not([hidden]) button").count():
            return times
        kind = page.locator("#game").get_attribute("data-phase")
        action = page.locator(MINE).first.get_attribute("data-action")
        if hints:
            started = time.perf_counter()
            page.get_by_role("button", name="Hint").click()
            page.locator("#hint-options").wait_for(timeout=120_000)
            times.setdefault(kind, []).append(time.perf_counter() - started)
            action = page.locator("#hint-options li").first.get_attribute("data-action")
        before = page.locator("#game").get_attribute("data-step")
        page.locator(f'#actions button[data-action="{action}"], #seat-0 button[data-action="{action}"]').click()
        page.wait_for_function("(b) => document.querySelector('#game').dataset.step !== b", arg=before)


def review(page) -> tuple[float, int]:
    started = time.perf_counter()
    page.get_by_role("button", name="Review this hand").click()
    page.locator("#review-total").wait_for(timeout=300_000)
    return time.perf_counter() - started, page.locator("#review [data-index][data-best]").count()


def line(values: list[float]) -> str:
    return f"median {statistics.median(values):.2f} s, largest {max(values):.2f} s ({len(values)})"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--opponents", default="expert", choices=("beginner", "standard", "expert"))
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    (server, url), = serve_builds([ROOT / "_site"])
    hints: dict[str, list[float]] = {}
    kept, fresh, judged = [], [], []
    try:
        with sync_playwright() as playwright:
            for seed in range(args.seed, args.seed + args.hands):
                for with_hints in (True, False):
                    with tempfile.TemporaryDirectory() as profile:
                        context = launch(playwright, profile)
                        page = context.new_page()
                        settle(page, url, seed, args.opponents)
                        for kind, values in play_hand(page, with_hints).items():
                            hints.setdefault(kind, []).extend(values)
                        seconds, decisions = review(page)
                        (kept if with_hints else fresh).append(seconds)
                        judged.append(decisions)
                        context.close()
                print(f"seed {seed}: review {kept[-1]:.2f} s with the hints kept, {fresh[-1]:.2f} s without "
                      f"({decisions} decisions)", flush=True)
    finally:
        server.shutdown()
    print(f"hints, {args.opponents} computer seats:")
    for kind, values in sorted(hints.items()):
        print(f"  {kind}: {line(values)}")
    print(f"review of a hand, the hints kept: {line(kept)}")
    print(f"review of a hand, nothing kept: {line(fresh)}; decisions judged per hand: "
          f"median {statistics.median(judged)}")


if __name__ == "__main__":
    main()
