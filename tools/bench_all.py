"""Every benchmark in one sitting: the figures of docs/PERFORMANCE.md, measured again.

    python3 tools/bench_all.py [--quick] [--skip-slow] [--only PART,...] [--skip PART,...]
                               [--openspiel-python PY] [--no-build] [--list]

Builds `_site/`, then runs the benchmark scripts of tools/ one after another, each with the
arguments docs/PERFORMANCE.md quotes, and prints every benchmark's table as that file has it
(Markdown: the command, the date and the machine, the figures), ready to paste over the old one.
Each script's own output goes to stderr as it runs. Run it where `make test` has installed what
the tests need (`.venv`, the browsers): the scripts run with `.venv`'s Python.

``--list`` shows the parts and their commands. ``--skip-slow`` leaves out the figures that take
over ten minutes each: the expert's strength (by samples, and the matches) and the test suite.
``--quick`` runs every part at its smallest setting: a check, in a few minutes, that everything
runs; its figures are not ones to publish. OpenSpiel's euchre is measured beside the engine when
``--openspiel-python`` names a Python that imports ``pyspiel`` (``pip install open_spiel``).
"""

from __future__ import annotations

import argparse
import datetime
import math
import os
import platform
import re
import shlex
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import NamedTuple

ROOT = Path(__file__).resolve().parent.parent
VENV_PYTHON = ROOT / ".venv" / "bin" / "python"


class Run(NamedTuple):
    """One command of a part: as published, at its smallest (``--quick``), and under ``--skip-slow``."""

    args: tuple[str, ...]
    quick: tuple[str, ...] | None
    """The command under ``--quick``, or None to leave it out."""
    hurried: tuple[str, ...] | None
    """The command under ``--skip-slow``: the same, fewer arguments, or None to leave it out."""

    def command(self, quick: bool, skip_slow: bool) -> tuple[str, ...] | None:
        return self.quick if quick else self.hurried if skip_slow else self.args


def run(args: str, quick: str | None, hurried: str | None = "") -> Run:
    """A Run from command lines: ``hurried`` "" is the same as ``args``."""
    return Run(tuple(shlex.split(args)), tuple(shlex.split(quick)) if quick is not None else None,
               tuple(shlex.split(hurried or args)) if hurried is not None else None)


class Output(NamedTuple):
    """What one command printed (stdout and stderr together), how it ended and how long it took."""

    text: str
    returncode: int = 0
    seconds: float = 0.0


class Unreadable(Exception):
    """A script's output lacks a figure its table needs (the script changed, or it failed)."""


Rows = list[tuple[str, str]]


class Part(NamedTuple):
    name: str
    title: str
    """The heading of its section in docs/PERFORMANCE.md."""
    runs: tuple[Run, ...]
    rows: Callable[[list[Output | None]], Rows]
    """The table's figures from each run's output (None for a run left out)."""
    browsers: tuple[str, ...] = ()
    """The browsers its scripts drive, named with their versions in the table's date row."""


def find(pattern: str, text: str, flags: int = re.M) -> re.Match:
    match = re.search(pattern, text, flags)
    if match is None:
        raise Unreadable(f"no line matching {pattern!r}")
    return match


def number(text: str) -> float:
    return float(text.replace(",", ""))


def ms(value: float | str) -> str:
    """Milliseconds as the tables give them, to three figures: 1,278; 107; 14.6; 9; 1.36; 0.25."""
    value = number(value) if isinstance(value, str) else value
    return f"{value:,.0f}" if value >= 100 else f"{value:.3g}" if value >= 0.01 else f"{value:.3f}"


def counted(count: int | str, noun: str) -> str:
    return f"{int(count):,} {noun}{'' if int(count) == 1 else 's'}"


def spoken(items: list[str]) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


# -- each benchmark's table -------------------------------------------------------------------

def engine_rows(outputs: list[Output | None]) -> Rows:
    text = outputs[0].text
    loops = re.findall(r"euchre engine, (\S+) \+ (\S+): median ([\d,]+) hands/s \(min ([\d,]+), max ([\d,]+)\)", text)
    if len(loops) != 2:
        raise Unreadable("the engine's two loops are not both there")
    theirs = re.search(r"OpenSpiel C\+\+ euchre, same loop: median ([\d,]+) hands/s \(min ([\d,]+), max ([\d,]+)\)",
                       text)
    rows = []
    for first, second, median, low, high in loops:
        against = f", {number(median) / number(theirs[1]):.0%} of OpenSpiel's" if theirs else ""
        rows.append((f"this engine, `{first}` + `{second}`", f"{median} hands/s ({low}-{high}){against}"))
    rows.append(("OpenSpiel's C++ euchre, the same loop",
                 f"{theirs[1]} hands/s ({theirs[2]}-{theirs[3]})" if theirs else "not measured (no `pyspiel`)"))
    return rows


PHASES = {"bid_upcard": "round one", "bid_suit": "round two", "discard": "discard", "play": "play"}


def expert_rows(outputs: list[Output | None]) -> Rows:
    text = outputs[0].text
    whole = find(r"Whole hands from the first lead.*\n\s+([\d,]+) hands/s; median ([\d.]+) ms, p95 ([\d.]+) ms; "
                 r"([\d,]+) search nodes/s", text)
    cards = find(r"Every card choice of (\d+) hands.*\n\s+([\d,]+) positions/s; median ([\d.]+) ms, "
                 r"p95 ([\d.]+) ms; ([\d,]+) search nodes/s", text)
    setting = find(r"Expert decisions with (\d+) samples over (\d+) hands", text)
    phases = {name: (int(count), median, p95, top) for name, count, median, p95, top in re.findall(
        r"^\s+(\w+)\s+(\d+) decisions; median\s+([\d.]+) ms, p95\s+([\d.]+) ms, max\s+([\d.]+) ms", text, re.M)}
    if "all" not in phases:
        raise Unreadable("no decision times")
    count, median, p95, top = phases["all"]
    rows = [
        ("solver, whole hands from the first lead (bidding's workload)",
         f"{whole[1]} hands/s; median {ms(whole[2])} ms, p95 {ms(whole[3])} ms"),
        (f"solver, every card choice of {counted(cards[1], 'hand')}, each legal card solved",
         f"{cards[2]} positions/s; median {ms(cards[3])} ms, p95 {ms(cards[4])} ms"),
        ("search nodes per second (whole hands; card choices)", f"{whole[4]}; {cards[5]}"),
        (f"expert decisions, {setting[1]} samples, {counted(setting[2], 'hand')} ({count:,} with a choice)",
         f"median {ms(median)} ms, p95 {ms(p95)} ms, max {ms(top)} ms"),
        ("by phase, median / p95", "; ".join(f"{PHASES[name]} {ms(phases[name][1])} / {ms(phases[name][2])} ms"
                                             for name in PHASES if name in phases)),
    ]
    budgets = re.findall(r"^\s+(\d+) samples: ([+-][\d.]+) ±([\d.]+) points per hand", text, re.M)
    if budgets:
        deals = find(r"duplicate, (\d+) deals each", text)[1]
        spread = sorted(float(ci) for _, _, ci in budgets)
        rows.append((f"strength by samples: margin over the standard player, points a hand, {deals} deals each "
                     f"(intervals ±{spread[0]:.2f} to ±{spread[-1]:.2f})",
                     "; ".join(f"{samples}: {margin}" for samples, margin, _ in budgets)))
    return rows


BROWSER_TABLES = ("the default table (three experts)", "standard opponents, the expert told")


def browser_rows(outputs: list[Output | None]) -> Rows:
    rows = []
    for table, output in zip(BROWSER_TABLES, outputs):
        if output is None:
            continue
        text = output.text
        boot = find(r"worker boot: (\d+) ms", text)
        waited = find(r"expert decisions: (\d+) in \d+ hands; latency as the page waited: "
                      r"median (\d+) ms, p95 (\d+) ms, max (\d+) ms", text)
        sampled = find(r"deals sampled per decision: median (\d+), 10th percentile (\d+), fewest (\d+)", text)
        tasks = find(r"main thread after the expert was ready: (\d+) tasks over 50 ms(?:, longest (\d+) ms)?", text)
        long_tasks = "none" if tasks[1] == "0" else f"{tasks[1]}, the longest {ms(tasks[2])} ms"
        rows += [
            (f"{table}: decision, asked to answered ({counted(waited[1], 'decision')})",
             f"median {ms(waited[2])} ms, p95 {ms(waited[3])} ms, max {ms(waited[4])} ms"),
            (f"{table}: deals sampled per decision", f"median {sampled[1]}, 10th percentile {sampled[2]}, "
                                                     f"fewest {sampled[3]}"),
            (f"{table}: worker boot; main-thread tasks over 50 ms once it is ready",
             f"{ms(boot[1])} ms; {long_tasks}"),
        ]
    return rows


STARTUP_ROW = (r"^  (\S.*?)\s+{paint}(\d+|-)\s+(\d+|-)\s+([\d.]+)×\s+([\d.]+)×\s+(\d+|-){wire}"
               r"(?:\s+\(from snapshot in (\d+ of \d+)\))?$")
WIRE = r"\s+(\d+|-)\s+(\d+K|-)\s+(\d+K)"
"""Chromium's playable, bytes to usable and bytes in all."""


def startup_pages(text: str, chromium: bool = True) -> dict[str, dict[str, str]]:
    """bench_startup.py's table: each page and visit's start, end, end over bare Pyodide's, the same
    paired by round, usable; in Chromium, playable and the bytes before usable and in all (KB)."""
    row = STARTUP_ROW.format(paint=r"(?:\d+|-)\s+" if chromium else "", wire=WIRE if chromium else "")
    pages = {}
    for found in re.finditer(row, text, re.M):
        label, start, end, ratio, paired, usable, *rest = found.groups()
        wire = dict(zip(("playable", "before", "bytes"), (value.removesuffix("K") for value in rest[:3]))) \
            if chromium else {}
        pages[label] = {"start": start, "end": end, "ratio": ratio, "paired": paired, "usable": usable,
                        "restored": rest[-1], **wire}
    return pages


def startup_kinds(text: str) -> dict[str, tuple[str, str]]:
    """bench_startup.py's first visits by kind of file: each page's bytes by kind, and when the last
    response before usable ended."""
    section = find(r"^  first visits by kind of file.*\n.*\n((?:  .*\n?)+)", text)[1]
    return {label: (kinds, fetched)
            for label, kinds, fetched in re.findall(r"^  (\S.*?)\s{2,}(\S.*); fetched by (\d+)$", section, re.M)}


def startup_line(pages: dict[str, dict[str, str]], visit: str) -> str:
    try:
        bare, script, app = (pages[f"{page}, {visit}"] for page in ("bare Pyodide", "bare PyScript", "app"))
    except KeyError as missing:
        raise Unreadable(f"no Chromium figure for {missing}") from None
    stdlib = pages.get(f"bare Pyodide, site's stdlib, {visit}")
    restored = f", from its snapshot in {app['restored']}" if app["restored"] else ""
    return (f"bare Pyodide {ms(bare['end'])}"
            + (f" (with the site's standard library {ms(stdlib['end'])}, {stdlib['ratio']}×)" if stdlib else "")
            + f"; bare PyScript {ms(script['end'])} ({script['ratio']}×); this app {ms(app['end'])} "
            f"(**{app['ratio']}×**, paired {app['paired']}×), started {ms(app['start'])}{restored}")


def startup_network(text: str) -> Rows:
    """The rows of a run with a network: when the table was usable and playable, and the bytes."""
    pages = startup_pages(text)
    try:
        bare, app = pages["bare Pyodide, cold"], pages["app, cold"]
        kinds, fetched = startup_kinds(text)["app"]
    except KeyError as missing:
        raise Unreadable(f"no Chromium figure for {missing}") from None
    return [("Chromium, cold, 50 ms and 20 Mbit/s: the table usable / playable (a choice of yours enabled)",
             f"this app **{ms(app['usable'])}** / {ms(app['playable'])} ms, its start's files all fetched by "
             f"{ms(fetched)} ms; bare Pyodide ready {ms(bare['end'])} ms"),
            ("Chromium, cold, 50 ms and 20 Mbit/s: KB on the wire before the table is usable / in all",
             f"this app **{ms(app['before'])}** / {ms(app['bytes'])} (the offline copy's included); by kind, "
             f"before / in all: {kinds}; bare Pyodide {ms(bare['bytes'])}")]


def webdriver_startup(text: str, engine: str) -> str:
    section = find(rf"^{engine} \(WebDriver\).*\n((?:  .*\n?)+)", text)[1]
    pages = startup_pages(section, chromium=False)
    try:
        bare, bare_reload = pages["bare Pyodide, cold"], pages["bare Pyodide, reload"]
        app, app_reload = pages["app, cold"], pages["app, reload"]
    except KeyError as missing:
        raise Unreadable(f"no {engine} figure for {missing}") from None
    return (f"bare Pyodide {ms(bare['end'])} / {ms(bare_reload['end'])}; this app {ms(app['end'])} "
            f"(**{app['ratio']}×**) / **{ms(app_reload['end'])}** ({app_reload['ratio']}×)")


def startup_rows(outputs: list[Output | None]) -> Rows:
    plain, slow_requests, slow_network, others = outputs
    pages = startup_pages(plain.text)
    rows = [("Chromium, cold: the main script's end (vs bare Pyodide)", startup_line(pages, "cold")),
            ("Chromium, warm", startup_line(pages, "warm"))]
    for label, output in (("Chromium, cold, 50 ms a request", slow_requests),
                          ("Chromium, cold, 50 ms a request and 20 Mbit/s", slow_network)):
        rows.append((label, startup_line(startup_pages(output.text), "cold")))
    rows += startup_network(slow_network.text)
    for engine, label in (("WebKitGTK", "WebKitGTK, cold / reload"), ("Firefox ESR", "Firefox ESR, cold / reload")):
        rows.append((label, webdriver_startup(others.text, engine)))
    return rows


def first_move_rows(outputs: list[Output | None]) -> Rows:
    visits = {visit: figures for visit, *figures in re.findall(
        r"this build, (cold|warm)\s+(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s+(\d+)", outputs[0].text)}
    if set(visits) != {"cold", "warm"}:
        raise Unreadable("no cold and warm visits")
    columns = ("table ready, from navigation", "first computer decision, from the table ready",
               "your first decision, from the table ready")
    return [(f"{label} (median / worst)", "; ".join(
        f"{visit} {ms(visits[visit][2 * i])} / {ms(visits[visit][2 * i + 1])} ms" for visit in ("cold", "warm")))
        for i, label in enumerate(columns)]


def smooth_rows(outputs: list[Output | None]) -> Rows:
    runs = re.findall(r"run \d+, this build: .*?long tasks while playing: (\d+), longest \d+ ms; .*?"
                      r"while playing \(from the table being ready\): (.*)$", outputs[0].text, re.M)
    if not runs:
        raise Unreadable("no runs")
    tasks = [(number(length), number(at)) for _, when in runs
             for length, at in re.findall(r"(\d+) ms at \+([\d.]+) s", when)]
    figure = spoken([count for count, _ in runs]) + " a run"
    if tasks:
        lengths = sorted(length for length, _ in tasks)
        figure += (f"; {ms(lengths[0])}-{ms(lengths[-1])} ms, all within "
                   f"{math.ceil(max(at for _, at in tasks) * 10) / 10:.1f} s of the table being ready")
    return [(f"the page's tasks over 50 ms while the hands are played, {counted(len(runs), 'run')}", figure)]


def coach_rows(outputs: list[Output | None]) -> Rows:
    text = outputs[0].text
    rows = []
    for kind, label in (("bid_upcard", "a hint, bidding round one"), ("bid_suit", "a hint, naming trump"),
                        ("discard", "a hint, the discard"), ("play", "a hint, a card")):
        hint = re.search(rf"^  {kind}: median ([\d.]+) s, largest ([\d.]+) s \((\d+)\)", text, re.M)
        if hint:
            rows.append((f"{label} (median / largest)", f"{hint[1]} / {hint[2]} s ({counted(hint[3], 'hint')})"))
    for what in ("the hints kept", "nothing kept"):
        review = find(rf"^review of a hand, {what}: median ([\d.]+) s, largest ([\d.]+) s \((\d+)\)", text)
        rows.append((f"the review of a hand, {what} (median / largest)",
                     f"{review[1]} / {review[2]} s ({counted(review[3], 'hand')})"))
    return rows


def sheet_rows(outputs: list[Output | None]) -> Rows:
    text = outputs[0].text
    work = find(r"record_hand \+ standings \(the page's work\)\s+median\s+([\d.]+) ms\s+p95\s+([\d.]+) ms", text)
    page = find(r"in Chromium, round (\d+) of a (\d+)-player tournament: (\d+) entries, median ([\d.]+) ms, "
                r"95th percentile ([\d.]+) ms", text)
    size = find(r"stored JSON: [\d,]+ bytes \((\d+) KB", text)
    seating = find(r"seating, every count from 4 to 41\s+median\s+([\d.]+) ms\s+slowest\s+([\d.]+) ms "
                   r"\((\d+) players\)", text)
    return [("recording a hand and the standings, CPython", f"median {ms(work[1])} ms, p95 {ms(work[2])} ms"),
            (f"the same on the page, Chromium, {page[3]} entries in round {page[1]} of {page[2]} players "
             "(budget 50 ms)", f"median {ms(page[4])} ms, p95 {ms(page[5])} ms"),
            ("the stored tournament (budget 500 KB)", f"{size[1]} KB"),
            ("the whole seating plan, each count from 4 to 41 players, uncached",
             f"median {ms(seating[1])} ms, the slowest {ms(seating[2])} ms ({seating[3]} players)")]


def journal_rows(outputs: list[Output | None]) -> Rows:
    text = outputs[0].text
    hands = find(r"saved -> on disk, ms, (\d+) hands", text)
    figures = find(r"^median ([\d.]+) ms, max ([\d.]+) ms", text)
    return [(f"from a save marked \"writing\" to its journal write completed, Chromium, {counted(hands[1], 'hand')}",
             f"median {ms(figures[1])} ms, max {ms(figures[2])} ms")]


def sync_rows(outputs: list[Output | None]) -> Rows:
    rows = []
    if outputs[0] is not None:
        load = find(r"^(\d+) tables x (\d+) hands \((\d+) hands, (\d+) documents\): the tables sent everything in "
                    r"([\d.]+) s; the organiser's standings were right ([\d.]+) s", outputs[0].text)
        rows.append((f"{load[1]} tables x {load[2]} hands sent at once, to the organiser's standings right",
                     f"{load[6]} s (the tables done sending at {load[5]} s; {load[4]} documents)"))
    if outputs[1] is not None:
        hands = find(r"standings screen, ms, (\d+) hands", outputs[1].text)
        figures = find(r"^median (\d+) ms, max (\d+) ms", outputs[1].text)
        rows.append((f"a hand recorded on a phone to the standings screen showing it, Chromium, "
                     f"{counted(hands[1], 'hand')}", f"median {figures[1]} ms, max {figures[2]} ms"))
    return rows


def suite_rows(outputs: list[Output | None]) -> Rows:
    rows = []
    for label, output in zip(("`make test`: tests, pytest's time, the whole command", "`make check`"), outputs):
        if output is None:
            continue
        summary = find(r"(\d[\d,]* passed.*?) in ([\d.]+)s", output.text)
        outcome = re.sub(r"(\d{4,})", lambda m: f"{int(m[1]):,}", summary[1])
        figure = (f"{outcome}; {number(summary[2]):,.0f} s; {output.seconds:,.0f} s in all" if "test" in label
                  else f"{number(summary[2]):,.0f} s ({outcome})")
        rows.append((label, figure))
    return rows


MATCHES = ("expert vs standard", "expert, told its opponents are standard players, vs standard",
           "standard vs beginner", "beginner vs random", "standard vs random",
           "standard vs random, plain Hoyle rules", "all-seeing (a reference, not a level) vs expert")


def strength_rows(outputs: list[Output | None]) -> Rows:
    rows = []
    for match, output in zip(MATCHES, outputs):
        if output is None:
            continue
        deals = find(r"; (\d+) deals x 2", output.text)[1]
        blocks = find(r"blocks outscoring\s+([\d.]+%|nan%)\s+([\d.]+%|nan%)", output.text)
        margin = find(r"A beats B by ([+-][\d.]+) ±([\d.]+|nan) points per hand", output.text)
        rows.append((f"{match}, {counted(deals, 'deal')}", f"{margin[1]} ±{margin[2]} a hand; 8-hand blocks won "
                                                        f"{blocks[1]} vs {blocks[2]}"))
    return rows


DUPLICATE = "tools/duplicate.py --a "
PARTS = (
    Part("engine", "The engine's speed",
         (run("tools/bench.py --hands 3000 --repeats 15 --cpu", "tools/bench.py --hands 300 --repeats 2"),), engine_rows),
    Part("expert", "The expert in CPython",
         (run("tools/bench_ai.py --strength-deals 400 --budgets 2,5,10,20,40,80",
              "tools/bench_ai.py --positions 8 --hands 1 --strength-deals 2 --budgets 2,5 --processes 1",
              "tools/bench_ai.py --strength-deals 0"),), expert_rows),
    Part("browser", "The expert in the browser",
         (run("tools/bench_ai_browser.py --no-build --decisions 120", "tools/bench_ai_browser.py --no-build "
              "--decisions 3"),
          run("tools/bench_ai_browser.py --no-build --decisions 100 --opponents standard",
              "tools/bench_ai_browser.py --no-build --decisions 3 --opponents standard")), browser_rows, ("chromium",)),
    Part("strength", "The expert's strength",
         tuple(run(f"{DUPLICATE}{args} --processes 2",
                   f"{DUPLICATE}{re.sub(r'--deals [0-9]+', '--deals 2', args)}", None) for args in (
             "expert --b standard --deals 2000",
             "expert --a-option left=standard --a-option right=standard --b standard --deals 1500 --seed 4",
             "standard --b beginner --deals 2000",
             "beginner --b random --deals 2000",
             "standard --b random --deals 5000",
             "standard --b random --deals 5000 --standard-rules",
             "all-seeing --b expert --deals 1000 --seed 7")), strength_rows),
    Part("startup", "Start-up",
         (run("tools/bench_startup.py --runs 15 --engines chromium",
              "tools/bench_startup.py --runs 1 --engines chromium"),
          run("tools/bench_startup.py --runs 7 --engines chromium --visits cold --latency 50",
              "tools/bench_startup.py --runs 1 --engines chromium --visits cold --latency 50"),
          run("tools/bench_startup.py --runs 7 --engines chromium --visits cold --mbps 20 --latency 50",
              "tools/bench_startup.py --runs 1 --engines chromium --visits cold --mbps 20 --latency 50"),
          run("tools/bench_startup.py --runs 5 --engines webkit,firefox",
              "tools/bench_startup.py --runs 1 --engines webkit,firefox")), startup_rows,
         ("chromium", "webkit", "firefox")),
    Part("first-move", "The first move",
         (run("tools/bench_first_move.py --runs 7", "tools/bench_first_move.py --runs 1"),), first_move_rows,
         ("chromium",)),
    Part("smooth", "Smoothness",
         (run("tools/bench_smooth.py --hands 2 --runs 4", "tools/bench_smooth.py --hands 1 --runs 1"),), smooth_rows,
         ("chromium",)),
    Part("coach", "The coach",
         (run("tools/bench_coach.py --hands 6", "tools/bench_coach.py --hands 1"),), coach_rows, ("chromium",)),
    Part("sheet", "The score sheet",
         (run("tools/bench_sheet.py --players 64 --rounds 10 --repeats 20 --browser 32",
              "tools/bench_sheet.py --players 8 --rounds 2 --repeats 3 --browser 2"),), sheet_rows, ("chromium",)),
    Part("journal", "A save on disk",
         (run("tools/bench_journal.py --hands 8", "tools/bench_journal.py --hands 1"),), journal_rows, ("chromium",)),
    Part("sync", "Live sync",
         (run("tools/sync_load.py --tables 32 --hands 8", "tools/sync_load.py --tables 4 --hands 2"),
          run("tools/bench_sync.py --hands 8", "tools/bench_sync.py --hands 1")), sync_rows, ("chromium",)),
    Part("suite", "The test suite",
         (run("make test", None, None), run("make check", "make check", None)), suite_rows),
)


# -- running and reporting ----------------------------------------------------------------------

def shown(command: tuple[str, ...]) -> str:
    """A command as the doc quotes it: ``python3 tools/...`` or ``make ...``."""
    return shlex.join(command if command[0] == "make" else ("python3", *command))


def execute(command: tuple[str, ...], python: str, openspiel_python: str | None) -> Output:
    """Run one command from the repository's root, its output passed on to stderr as it comes."""
    if command[0] != "make":
        chosen = openspiel_python if command[0] == "tools/bench.py" and openspiel_python else python
        command = (chosen, *command)
    print(f"\n$ {shlex.join(command)}", file=sys.stderr, flush=True)
    started = time.monotonic()
    process = subprocess.Popen(command, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                               env={**os.environ, "PYTHONUNBUFFERED": "1"})
    lines = []
    for line in process.stdout:  # bytes, so that a progress line's "\r" stays one line
        sys.stderr.buffer.write(line)
        sys.stderr.flush()
        lines.append(line)
    text = b"".join(lines).decode(errors="replace").replace("\r", "\n")
    return Output(text, process.wait(), time.monotonic() - started)


def machine(python: str) -> tuple[str, str]:
    """The machine as a table's date row gives it, and at more length for the report's head."""
    version = subprocess.run([python, "-c", "import platform; print(platform.python_implementation(), "
                              "platform.python_version())"], capture_output=True, text=True).stdout.strip()
    model = ""
    try:
        model = find(r"^model name\s*:\s*(.+)$", Path("/proc/cpuinfo").read_text())[1].strip()
    except (OSError, Unreadable):
        pass
    short = f"{os.cpu_count()} cores, {version}"
    load = ", load average {:.2f} at the start".format(os.getloadavg()[0]) if hasattr(os, "getloadavg") else ""
    return short, f"{os.cpu_count()} cores{f' ({model})' if model else ''}, {version}, {platform.system()} " \
                  f"{platform.release()}{load}"


def browser_versions() -> dict[str, str]:
    """Each installed browser as a table's date row names it (a browser it cannot ask is left out)."""
    def ask(command: list[str], pattern: str) -> str | None:
        try:
            text = subprocess.run(command, capture_output=True, text=True, timeout=60).stdout
        except (OSError, subprocess.SubprocessError):
            return None
        match = re.search(pattern, text)
        return match[1] if match else None

    found = {"chromium": ask(["chromium", "--version"], r"Chromium (\d+)"),
             "webkit": ask(["dpkg-query", "-W", "-f", "${Version}", "libwebkit2gtk-4.1-0"], r"^(\d+\.\d+)"),
             "firefox": ask(["firefox-esr", "--version"], r"Firefox (\d+)")}
    names = {"chromium": "Chromium {}", "webkit": "WebKitGTK {}", "firefox": "Firefox ESR {}"}
    return {engine: names[engine].format(version) for engine, version in found.items() if version}


NOT_MEASURED = "**not measured**"


def table(part: Part, commands: list[tuple[str, ...] | None], outputs: list[Output | None], date: str,
          browsers: dict[str, str] | None = None) -> str:
    """A part's table in docs/PERFORMANCE.md's form: the commands, the date and machine (with the
    versions of the browsers it drove), the figures."""
    ran = [shown(c) for c in commands if c is not None]
    drove = [browsers[b] for b in part.browsers if b in (browsers or {})]
    lines = [f"## {part.title}", "", "| what | figure now |", "| --- | --- |",
             "| command | " + "<br>".join(f"`{c}`" for c in ran) + " |", f"| date | {', '.join([date, *drove])} |"]
    failed = [(shown(c), o) for c, o in zip(commands, outputs) if o is not None and o.returncode != 0]
    try:
        if failed:
            raise Unreadable("; ".join(f"`{c}` ended with exit status {o.returncode}" for c, o in failed))
        lines += [f"| {what} | {figure} |" for what, figure in part.rows(outputs)]
    except (Unreadable, AttributeError, KeyError, IndexError, TypeError, ValueError,
            ZeroDivisionError, statistics.StatisticsError) as error:
        lines.append(f"| {NOT_MEASURED} | {error or type(error).__name__}; see the script's output (stderr) |")
    return "\n".join(lines)


def chosen_parts(only: str, skip: str) -> list[Part]:
    names = {part.name for part in PARTS}
    wanted = set(only.split(",")) if only else names
    unwanted = set(skip.split(",")) if skip else set()
    unknown = (wanted | unwanted) - names
    if unknown:
        raise SystemExit(f"no such part: {', '.join(sorted(unknown))} (the parts: {', '.join(p.name for p in PARTS)})")
    return [part for part in PARTS if part.name in wanted - unwanted]


def parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="every part at its smallest setting (a check only)")
    parser.add_argument("--skip-slow", action="store_true",
                        help="leave out the expert's strength and the test suite (over ten minutes each)")
    parser.add_argument("--only", default="", metavar="PART,...", help="run only these parts")
    parser.add_argument("--skip", default="", metavar="PART,...", help="leave these parts out")
    parser.add_argument("--openspiel-python", metavar="PY", help="the Python that runs tools/bench.py, with pyspiel")
    parser.add_argument("--no-build", action="store_true", help="use _site/ as it is")
    parser.add_argument("--list", action="store_true", help="show the parts and their commands, and stop")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    parts = chosen_parts(args.only, args.skip)
    if args.list:
        for part in parts:
            commands = [r.command(args.quick, args.skip_slow) for r in part.runs]
            if any(commands):
                print(f"{part.name} ({part.title}):\n" + "".join(f"  {shown(c)}\n" for c in commands if c))
        return 0
    python = str(VENV_PYTHON) if VENV_PYTHON.exists() else sys.executable
    started = datetime.datetime.now(datetime.timezone.utc)
    short, long = machine(python)
    date = f"{started:%Y-%m-%d}; {short}"
    if not args.no_build:
        subprocess.run([python, str(ROOT / "tools" / "build_site.py"), str(ROOT / "_site")], cwd=ROOT, check=True)
    tables, took, failures = [], [], 0
    browsers = browser_versions()
    for part in parts:
        commands = [r.command(args.quick, args.skip_slow) for r in part.runs]
        if not any(commands):
            continue
        began = time.monotonic()
        outputs = [execute(c, python, args.openspiel_python) if c else None for c in commands]
        tables.append(table(part, commands, outputs, date, browsers))
        failures += f"| {NOT_MEASURED} |" in tables[-1]
        took.append(f"{part.name} {(time.monotonic() - began) / 60:.1f} min")
    head = [f"# Figures from tools/bench_all.py, {started:%Y-%m-%d %H:%M} UTC", long + ".",
            f"`{shlex.join(['python3', 'tools/bench_all.py', *(argv if argv is not None else sys.argv[1:])])}`: "
            + ", ".join(took) + "."]
    if args.quick:
        head.append("**--quick: every part at its smallest setting. These figures only show that everything "
                    "runs; they are not ones to publish.**")
    print("\n\n".join([*head, *tables]))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
