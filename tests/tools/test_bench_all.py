"""tools/: bench_all.py's commands are the ones docs/PERFORMANCE.md quotes, and it reads each
script's output into that file's tables (from the scripts' own lines, written out here); every
script starts and answers --help, and the benchmarks without a browser run at their smallest."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from tests.helpers import load_tool

ROOT = Path(__file__).resolve().parents[2]
DOC = (ROOT / "docs" / "PERFORMANCE.md").read_text()
bench_all = load_tool("bench_all")

ENGINE = """Python 3.11.7 (CPython), 10000 random hands x 15 runs, interleaved, wall clock
euchre engine, deal + to_act: median 29,525 hands/s (min 29,090, max 30,153)
euchre engine, new_hand + is_over: median 26,490 hands/s (min 26,166, max 26,984)
OpenSpiel C++ euchre, same loop: median 26,459 hands/s (min 25,992, max 26,886)
"""
EXPERT = """Whole hands from the first lead (400 random deals and contracts):
  2,387 hands/s; median 0.25 ms, p95 1.36 ms; 871,102 search nodes/s
Every card choice of 100 hands (1,204 positions, each legal card solved):
  4,888 positions/s; median 0.06 ms, p95 0.95 ms; 893,400 search nodes/s
Expert decisions with 40 samples over 40 hands (one-option decisions excluded):
  bid_upcard   120 decisions; median    53.5 ms, p95    97.6 ms, max   150.0 ms
  bid_suit      30 decisions; median   107.0 ms, p95   169.0 ms, max   336.0 ms
  discard       12 decisions; median    97.0 ms, p95   137.0 ms, max   140.0 ms
  play         460 decisions; median     9.0 ms, p95    44.8 ms, max   120.0 ms
  all          622 decisions; median    14.6 ms, p95    96.1 ms, max   336.0 ms
Strength against the standard player, duplicate, 400 deals each (tournament rules):
     2 samples: -0.060 ±0.081 points per hand (40 s)
    80 samples: +0.273 ±0.076 points per hand (300 s)
"""
BROWSER = """Chromium 156.0.8078.114, expert budget 650 ms per decision, seed 1, opponents expert
worker boot: 1278 ms from start to ready as the page saw it (1100 ms inside the worker)
expert decisions: 120 in 12 hands; latency as the page waited: median 130 ms, p95 670 ms, max 678 ms (in the worker: \
median 120 ms, p95 660 ms)
deals sampled per decision: median 400, 10th percentile 328, fewest 172 (the cap is 400)
main thread after the expert was ready: 0 tasks over 50 ms
"""
CHROMIUM_STARTUP = """Chromium (Playwright):
  page, visit                              first paint   start     end  end ×bare  paired  usable  transferred
  app, cold                                        264    4424    5141      0.36×   0.39×    5140       14976K
  bare PyScript, cold                              128   13939   13948      0.99×   0.97×   13946       13365K
  bare Pyodide, cold                               116   14139   14140      1.00×   1.00×   14141       13217K
  bare Pyodide, site's stdlib, cold                 90    4321    4328      0.31×   0.33×    4329       13974K
  app, warm                                        240    1102    1222      0.17×   0.18×    1221           0K  (from snapshot in 10 of 10)
  bare PyScript, warm                               58    6931    6931      0.97×   0.98×    6931           4K
  bare Pyodide, warm                                70    7179    7181      1.00×   1.00×    7181           2K
  bare Pyodide, site's stdlib, warm                 72    2550    2551      0.36×   0.38×    2551           2K
  app, warm, no snapshot                           222    1098    1328      0.18×   0.23×    1327           0K
"""
WEBDRIVER_STARTUP = """WebKitGTK (WebDriver):
  page, visit                                start     end  end ×bare  paired  usable
  app, cold                                   5549    5995      0.23×   0.29×    5994
  bare Pyodide, cold                         26296   26297      1.00×   1.00×       -
  bare Pyodide, site's stdlib, cold           5339    5361      0.20×   0.22×       -
  app, reload                                 4025    6765      0.30×   0.21×    6762  (from snapshot in 3 of 3)
  bare Pyodide, reload                       22227   22228      1.00×   1.00×       -
  bare Pyodide, site's stdlib, reload         5230    5231      0.24×   0.24×       -

Firefox ESR (WebDriver):
  page, visit                                start     end  end ×bare  paired  usable
  app, cold                                   1732    1821      0.42×   0.36×    1820
  bare Pyodide, cold                          4344    4344      1.00×   1.00×       -
  bare Pyodide, site's stdlib, cold           1737    1737      0.40×   0.61×       -
  app, reload                                 1081    1253      0.29×   0.27×    1253  (from snapshot in 3 of 3)
  bare Pyodide, reload                        4387    4388      1.00×   1.00×       -
  bare Pyodide, site's stdlib, reload         1063    1064      0.24×   0.26×       -
"""
FIRST_MOVE = """  this build, cold                      3034   3627      612    683    1576   1629     0 of 7  starting
  this build, warm                       696    879      485    509    1640   1661     0 of 7  snapshot
"""
SMOOTH = "".join(f"  run {n}, this build: 14 choices in 20.1 s; long tasks while playing: {count}, longest 0 ms; "
                 f"at start-up: 3, longest 900 ms; while playing (from the table being ready): {when}\n"
                 for n, count, when in ((1, 0, "none"), (2, 1, "64 ms at +0.4 s"), (3, 0, "none"),
                                        (4, 2, "51 ms at +1.1 s, 60 ms at +2.41 s")))
SHEET = """record_hand + standings (the page's work)    median   1.700 ms   p95   2.300 ms
seating, every count from 4 to 41            median   0.130 ms   slowest   4.400 ms (33 players)
stored JSON: 130,005 bytes (127 KB; budget 500 KB)
in Chromium, round 10 of a 64-player tournament: 32 entries, median 20.7 ms, 95th percentile 34.8 ms (budget 50 ms)
"""
JOURNAL = "saved -> on disk, ms, 8 hands: 9.0, 9.4, 21.6\nmedian 9.2 ms, max 21.6 ms\n"
MATCH = """A = expert, B = standard; tournament rules; seed 1; 2000 deals x 2 = 4000 hands in 640.0 s
  8-hand blocks outscoring        60.8%    30.0%   (of 500)
A beats B by +0.242 ±0.035 points per hand over 2000 deals (4000 hands)
"""
SUITE = "...\n1621 passed, 2 skipped in 421.33s (0:07:01)\n"


def output(text: str, seconds: float = 0.0) -> object:
    return bench_all.Output(text, 0, seconds)


def rows(name: str, *texts: str | None) -> dict[str, str]:
    part = next(p for p in bench_all.PARTS if p.name == name)
    return dict(part.rows([None if t is None else output(t, 455.0) for t in texts]))


def test_every_command_and_heading_is_the_performance_docs():
    for part in bench_all.PARTS:
        assert f"\n## {part.title}\n" in DOC, part.title
        for run in part.runs:
            assert f"`{bench_all.shown(run.args)}`" in DOC, bench_all.shown(run.args)


def test_the_figures_read_as_the_performance_doc_writes_them():
    """Outputs carrying the doc's figures give the doc's rows, word for word."""
    doc_rows = dict(re.findall(r"^\| (.+?) \| (.+?) \|$", DOC, re.M))
    read = {**rows("engine", ENGINE), **rows("expert", EXPERT), **rows("browser", BROWSER, None),
            **rows("startup", CHROMIUM_STARTUP, CHROMIUM_STARTUP, CHROMIUM_STARTUP, WEBDRIVER_STARTUP),
            **rows("first-move", FIRST_MOVE), **rows("smooth", SMOOTH), **rows("journal", JOURNAL)}
    for what in ("this engine, `deal` + `to_act`", "OpenSpiel's C++ euchre, the same loop",
                 "solver, whole hands from the first lead (bidding's workload)",
                 "by phase, median / p95", "the default table (three experts): deals sampled per decision",
                 "Chromium, cold: the main script's end (vs bare Pyodide)", "Chromium, warm",
                 "WebKitGTK, cold / reload", "Firefox ESR, cold / reload",
                 "first computer decision, from the table ready (median / worst)",
                 "the page's tasks over 50 ms while the hands are played, 4 runs",
                 "from a save marked \"writing\" to its journal write completed, Chromium, 8 hands"):
        assert read[what] == doc_rows[what], what
    assert rows("engine", ENGINE)["this engine, `new_hand` + `is_over`"].endswith("100% of OpenSpiel's")
    assert rows("expert", EXPERT)["strength by samples: margin over the standard player, points a hand, "
                                  "400 deals each (intervals ±0.08 to ±0.08)"] == "2: -0.060; 80: +0.273"
    assert rows("sheet", SHEET)["the stored tournament (budget 500 KB)"] == "127 KB"
    assert rows("strength", MATCH)["expert vs standard, 2,000 deals"] == \
        "+0.242 ±0.035 a hand; 8-hand blocks won 60.8% vs 30.0%"
    assert rows("suite", SUITE, None) == {
        "`make test`: tests, pytest's time, the whole command": "1,621 passed, 2 skipped; 421 s; 455 s in all"}


def test_without_openspiel_the_engine_row_says_so():
    alone = "\n".join(ENGINE.splitlines()[:3])
    assert rows("engine", alone)["OpenSpiel's C++ euchre, the same loop"] == "not measured (no `pyspiel`)"
    assert "of OpenSpiel" not in rows("engine", alone)["this engine, `deal` + `to_act`"]


def test_a_failed_or_changed_script_gives_a_row_that_says_so():
    journal = next(p for p in bench_all.PARTS if p.name == "journal")
    command = journal.runs[0].args
    failed = bench_all.table(journal, [command], [bench_all.Output(JOURNAL, 1)], "2026-12-05; 2 cores")
    assert "| **not measured** | `python3 tools/bench_journal.py --hands 8` ended with exit status 1;" in failed
    changed = bench_all.table(journal, [command], [output("median: 9 ms\n")], "2026-12-05; 2 cores")
    assert "| **not measured** | no line matching" in changed
    assert changed.startswith("## A save on disk\n\n| what | figure now |\n| --- | --- |\n"
                              "| command | `python3 tools/bench_journal.py --hands 8` |\n"
                              "| date | 2026-12-05; 2 cores |")


def test_skip_slow_and_quick_choose_the_commands(capsys):
    assert bench_all.main(["--list", "--skip-slow"]) == 0
    listed = capsys.readouterr().out
    assert "duplicate.py" not in listed and "make test" not in listed and "make check" not in listed
    assert "python3 tools/bench_ai.py --strength-deals 0\n" in listed
    assert "python3 tools/bench_startup.py --runs 15 --engines chromium\n" in listed
    bench_all.main(["--list", "--quick", "--only", "engine,suite"])
    assert capsys.readouterr().out == ("engine (The engine's speed):\n"
                                       "  python3 tools/bench.py --hands 300 --repeats 2\n\n"
                                       "suite (The test suite):\n  make check\n\n")
    with pytest.raises(SystemExit, match="no such part: sheets"):
        bench_all.main(["--list", "--skip", "sheets"])


def test_a_sitting_prints_the_date_the_machine_and_each_table(monkeypatch, capsys):
    ran = []

    def execute(command, python, openspiel_python):
        ran.append((command, openspiel_python))
        return output(ENGINE if command[0] == "tools/bench.py" else JOURNAL)

    monkeypatch.setattr(bench_all, "execute", execute)
    monkeypatch.setattr(bench_all, "browser_versions", lambda: {"chromium": "Chromium 156", "firefox": "Firefox ESR 153"})
    assert bench_all.main(["--no-build", "--only", "engine,journal", "--openspiel-python", "/os/python"]) == 0
    report = capsys.readouterr().out
    assert [command for command, _ in ran] == [("tools/bench.py", "--hands", "10000", "--repeats", "15"),
                                               ("tools/bench_journal.py", "--hands", "8")]
    assert ran[0][1] == "/os/python"
    assert re.match(r"# Figures from tools/bench_all.py, \d{4}-\d\d-\d\d \d\d:\d\d UTC\n\n\d+ cores", report)
    engine, journal = re.findall(r"^\| date \| \d{4}-\d\d-\d\d; \d+ cores, CPython 3\.\d+\.\d+(.*) \|$", report, re.M)
    assert (engine, journal) == ("", ", Chromium 156"), "a browser's part names the browser it drove, and only that one"
    assert "\n## The engine's speed\n" in report and "\n## A save on disk\n" in report
    assert "| this engine, `deal` + `to_act` | 29,525 hands/s (29,090-30,153), 112% of OpenSpiel's |" in report
    assert "not measured" not in report and "--quick" not in report


def test_a_sitting_with_a_figure_missing_ends_in_failure(monkeypatch, capsys):
    monkeypatch.setattr(bench_all, "execute", lambda command, python, openspiel_python: output("nothing\n"))
    assert bench_all.main(["--no-build", "--only", "journal", "--quick"]) == 1
    report = capsys.readouterr().out
    assert "| **not measured** | no line matching" in report and "**--quick: every part" in report


def test_the_live_sync_figures_read_as_the_performance_doc_writes_them():
    doc_rows = dict(re.findall(r"^\| (.+?) \| (.+?) \|$", DOC, re.M))
    load = ("32 tables x 8 hands (256 hands, 389 documents): the tables sent everything in 1.51 s; the organiser's "
            "standings were right 1.71 s after the first hand\n")
    screen = ("recorded on the phone -> on the standings screen, ms, 8 hands: 405, 510, 493, 641, 317, 287, 364, 356\n"
              "median 384 ms, max 641 ms\n")
    read = rows("sync", load, screen)
    assert read and all(doc_rows[what] == figure for what, figure in read.items())


SCRIPTS = sorted(p.name for p in (ROOT / "tools").glob("*.py") if f"python3 tools/{p.name}" in p.read_text())
"""The scripts in tools/: each file whose docstring says how to run it (bench_pages.py is their library)."""


@pytest.mark.parametrize("script", SCRIPTS)
def test_every_script_in_tools_starts_and_explains_itself(script):
    """Each script imports what it needs and answers ``--help`` without doing its work: a module it
    borrows from the tests that moved, or an API it calls at import that was renamed, fails here
    rather than in the middle of a night's benchmarks."""
    done = subprocess.run([sys.executable, str(ROOT / "tools" / script), "--help"], capture_output=True,
                          text=True, cwd=ROOT, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "usage:" in done.stdout


@pytest.mark.parametrize("command", ["bench.py --hands 30 --repeats 1",
                                     "bench_sheet.py --players 8 --rounds 2 --repeats 3 --browser 0"])
def test_the_benchmarks_without_a_browser_run_at_their_smallest(command):
    """The CPU-only benchmarks run through (a figure's script failing is found here, not at a sitting)."""
    script, *args = command.split()
    done = subprocess.run([sys.executable, str(ROOT / "tools" / script), *args], capture_output=True, text=True,
                          cwd=ROOT, timeout=120)
    assert done.returncode == 0, done.stderr
    assert re.search(r"median\s+[\d,.]+", done.stdout), done.stdout
