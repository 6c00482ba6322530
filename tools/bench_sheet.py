"""Benchmark: the tournament score sheet at full size (64 players, 10 rounds, every hand recorded).

    python3 tools/bench_sheet.py [--players 64] [--rounds 10] [--repeats 200] [--browser 32]

Builds the tournament through the public API (``euchre.seating`` when it is
available, else shuffled tables), records all 8 hands at every table with a mix of
plain, lone, euchred and renege results and some corrections, then times the two
things the score-sheet page does on every entry: recording a hand and recomputing
the standings. Prints the median and 95th percentile over ``--repeats`` runs, and
the size of the stored JSON. Pyodide runs this kind of code about 1.5x slower than
CPython; the page's budget is 50 ms, so aim under 15 ms here.
"""

from __future__ import annotations

import argparse
import platform
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import euchre  # noqa: E402
from euchre.sheet import Tournament, dump_tournament, hands_csv, load_tournament, standings_csv  # noqa: E402


def stamp(minute: int) -> str:
    return f"2024-05-03T{18 + minute // 60 % 6:02d}:{minute % 60:02d}:00Z"


def result(rng: random.Random, seats: tuple[int, ...]) -> dict:
    makers = rng.randrange(2)
    roll = rng.random()
    if roll < 0.02:
        return {"renege": makers}
    alone = rng.choice(seats[2 * makers:2 * makers + 2]) if roll < 0.15 else None
    return {"makers": makers, "tricks": rng.choice((0, 1, 2, 3, 3, 3, 4, 4, 4, 5, 5)), "alone": alone}


def record(t: Tournament, rnd: int, table: int, hand: int, entry: dict, at: str) -> Tournament:
    if "renege" in entry:
        return t.record_renege(rnd, table, offenders=entry["renege"], hand=hand, at=at)
    return t.record_hand(rnd, table, hand=hand, at=at, **entry)


def build(players: int, rounds: int, seed: int = 1) -> tuple[Tournament, str]:
    rng = random.Random(seed)
    t = Tournament.new("bench", "Benchmark", at=stamp(0), players=[f"Player {i + 1}" for i in range(players)])
    t = t.with_settings(rounds=rounds, at=stamp(0))
    try:
        import euchre.schedules  # noqa: F401
        source = "euchre.seating"
    except ImportError:
        source = "shuffled tables (euchre.schedules not present)"
    minute = 1
    for number in range(1, rounds + 1):
        if source == "euchre.seating":
            t = t.start_round(at=stamp(minute))
        else:
            ids = list(t.active_players)
            rng.shuffle(ids)
            t = t.start_round(tables=[tuple(ids[i:i + 4]) for i in range(0, len(ids) - 3, 4)], at=stamp(minute))
        for table in t.round(number).tables:
            for hand in range(1, 9):
                minute += 1
                t = record(t, number, table.number, hand, result(rng, table.seats), stamp(minute))
                if rng.random() < 0.05:
                    entry = result(rng, table.seats)
                    if "renege" in entry:
                        t = t.correct_hand(number, table.number, hand, renege=entry["renege"], at=stamp(minute))
                    else:
                        t = t.correct_hand(number, table.number, hand, at=stamp(minute), **entry)
        t = t.close_round(number, at=stamp(minute))
    return t, source


def timed(function, repeats: int) -> list[float]:
    times = []
    for _ in range(repeats):
        started = time.perf_counter()
        function()
        times.append((time.perf_counter() - started) * 1000)
    return times


def report(label: str, times: list[float]) -> None:
    times = sorted(times)
    p95 = times[min(len(times) - 1, int(len(times) * 0.95))]
    print(f"{label:<44} median {statistics.median(times):7.3f} ms   p95 {p95:7.3f} ms")


def seat_every_count() -> None:
    """The whole seating plan for every player count from 4 to 41, each made afresh (uncached)."""
    from euchre import schedules

    times = []
    for count in range(4, 42):
        schedules._schedule.cache_clear()
        started = time.perf_counter()
        euchre.seating(count)
        times.append((time.perf_counter() - started) * 1000)
    print(f"{'seating, every count from 4 to 41':<44} median {statistics.median(times):7.3f} ms   "
          f"slowest {max(times):7.3f} ms ({times.index(max(times)) + 4} players)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=64)
    parser.add_argument("--rounds", type=int, default=10)
    parser.add_argument("--repeats", type=int, default=200)
    parser.add_argument("--browser", type=int, default=0, metavar="ENTRIES",
                        help="also record ENTRIES hands on the page in Chromium (needs `make site`)")
    args = parser.parse_args()

    started = time.perf_counter()
    full, source = build(args.players, args.rounds)
    built = time.perf_counter() - started
    hands = sum(table.recorded for rnd in full.rounds for table in rnd.tables)
    print(f"Python {platform.python_version()} ({platform.python_implementation()}), euchre {euchre.__version__}")
    print(f"{args.players} players, {args.rounds} rounds, {hands} hands recorded; seating from {source}; "
          f"built in {built:.2f} s")

    # The last hand of the last table taken off again, so it can be recorded afresh each time.
    last_round = full.rounds[-1]
    last_table = last_round.tables[-1]
    open_sheet = full.reopen_round(last_round.number, at=stamp(0)).clear_hand(
        last_round.number, last_table.number, 8, at=stamp(0))
    entry = {"makers": 0, "tricks": 4, "alone": None}

    def record_and_rank() -> None:
        t = open_sheet.record_hand(last_round.number, last_table.number, hand=8, at=stamp(1), **entry)
        t.standings()

    report("record_hand + standings (the page's work)", timed(record_and_rank, args.repeats))
    report("record_hand", timed(lambda: open_sheet.record_hand(
        last_round.number, last_table.number, hand=8, at=stamp(1), **entry), args.repeats))
    report("correct_hand", timed(lambda: open_sheet.correct_hand(
        last_round.number, last_table.number, 7, makers=1, tricks=0, at=stamp(1)), args.repeats))
    report("standings", timed(full.standings, args.repeats))
    player = full.players[0].id
    report("score_card", timed(lambda: full.score_card(player), args.repeats))
    text = dump_tournament(full)
    report("dump_tournament", timed(lambda: dump_tournament(full), max(10, args.repeats // 10)))
    report("loads (validates everything)", timed(lambda: load_tournament(text), max(10, args.repeats // 10)))
    report("standings_csv + hands_csv", timed(lambda: (standings_csv(full), hands_csv(full)),
                                                max(10, args.repeats // 10)))
    assert load_tournament(text) == full
    seat_every_count()
    size = len(text.encode("utf-8"))
    print(f"stored JSON: {size:,} bytes ({size / 1024:.0f} KB; budget 500 KB)")
    if args.browser:
        browser_entries(build(args.players, args.rounds - 1)[0], args.browser)


def browser_entries(before_last: Tournament, entries: int) -> None:
    """Time recording hands on the page itself (Chromium), with every earlier round recorded.

    The page notes on <body data-sheet-entry-ms> how long each entry took from the submit
    to the updated page: the engine's work, storing the tournament and drawing it.
    """
    import tempfile

    root = Path(__file__).resolve().parent.parent
    sys.path[:0] = [str(root / "tools"), str(root / "tests" / "browser")]
    from browser_support import CHROMIUM_ARGS, chromium_path
    from playwright.sync_api import sync_playwright
    from serve import serve_in_thread

    server, url = serve_in_thread(root / "_site", prefix="/euchre/")
    next_round = len(before_last.rounds) + 1
    times = []
    with tempfile.TemporaryDirectory() as folder, sync_playwright() as playwright:
        saved = Path(folder) / "tournament.json"
        saved.write_text(dump_tournament(before_last))
        browser = playwright.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_ARGS)
        page = browser.new_page(viewport={"width": 820, "height": 1180})
        page.goto(url + "#sheet")
        page.wait_for_selector("body[data-sheet=ready]", state="attached", timeout=120_000)
        page.get_by_label("Import a tournament file (JSON)").set_input_files(str(saved))
        page.locator(".feedback.ok").wait_for()
        page.locator("button[data-do=open]").click()
        page.get_by_role("button", name=f"Seat round {next_round}").click()
        tables = page.locator("nav.table-picker a").count() or 1
        for number in range(entries):
            table, hand = number % tables + 1, number // tables + 1
            if tables > 1:  # the round screen shows one table: pick it
                page.locator(f'nav.table-picker a[data-goto-table="{table}"]').click()
            form = page.locator(f'form[data-form="record"][data-round="{next_round}"][data-table="{table}"]')
            form.wait_for()
            form.locator("fieldset.makers label").nth(number % 2).click()
            form.locator("fieldset.tricks label").nth(2 + number % 3).click()  # 2-4: no march to confirm
            form.get_by_role("button", name=f"Record hand {hand}").click()
            page.locator(f'[data-round="{next_round}"] [data-table="{table}"] li[data-hand="{hand}"]').filter(
                has_not_text="not recorded").wait_for()
            times.append(float(page.evaluate("document.body.dataset.sheetEntryMs")))
        browser.close()
    server.shutdown()
    times.sort()
    print(f"in Chromium, round {next_round} of a {len(before_last.players)}-player tournament: "
          f"{len(times)} entries, median {statistics.median(times):.1f} ms, "
          f"95th percentile {times[int(0.95 * (len(times) - 1))]:.1f} ms (budget 50 ms)")


if __name__ == "__main__":
    main()
