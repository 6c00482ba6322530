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

ENGINE = """Python 3.11.7 (CPython), 3000 random hands x 15 runs, interleaved, CPU time
euchre engine, deal + to_act: median 13,514 hands/s (min 8,869, max 14,451)
euchre engine, new_hand + is_over: median 11,615 hands/s (min 7,965, max 13,097)
OpenSpiel C++ euchre, same loop: median 12,187 hands/s (min 7,271, max 13,371)
"""
EXPERT = """Whole hands from the first lead (400 random deals and contracts):
  2,244 hands/s; median 0.31 ms, p95 1.36 ms; 809,896 search nodes/s
Every card choice of 100 hands (1153 positions, each legal card solved):
  4,176 positions/s; median 0.07 ms, p95 1.11 ms; 782,160 search nodes/s
Expert decisions with 40 samples over 40 hands (one-option decisions excluded):
  bid_upcard   148 decisions; median    50.6 ms, p95    80.8 ms, max    98.4 ms
  discard       28 decisions; median    97.8 ms, p95   140.0 ms, max   150.7 ms
  play         433 decisions; median     8.1 ms, p95    45.9 ms, max    75.6 ms
  bid_suit      13 decisions; median   104.2 ms, p95   193.7 ms, max   193.7 ms
  all          622 decisions; median    13.9 ms, p95    92.1 ms, max   193.7 ms
Strength against the standard player, duplicate, 400 deals each (tournament rules):
     2 samples: -0.060 ±0.081 points per hand (40 s)
    80 samples: +0.273 ±0.076 points per hand (300 s)
"""
BROWSER = """Chromium 156.0.8078.114, expert budget 650 ms per decision, seed 1, opponents expert
worker boot: 1382 ms from start to ready as the page saw it (1037 ms inside the worker)
expert decisions: 121 in 12 hands; latency as the page waited: median 150 ms, p95 672 ms, max 688 ms (in the worker: \
median 149 ms, p95 671 ms)
deals sampled per decision: median 400, 10th percentile 276, fewest 136 (the cap is 400)
main thread after the expert was ready: 0 tasks over 50 ms
"""
CHROMIUM_STARTUP = """Chromium (Playwright):
  page, visit                              first paint   start     end  end ×bare  paired  usable  playable  to usable  transferred
  app, cold                                        372    4202    5491      0.66×   0.69×    5484      8937      4867K        7462K
  bare PyScript, cold                              120    8335    8337      1.01×   1.01×    8336         -      6295K        6296K
  bare Pyodide, cold                               148    8262    8263      1.00×   1.00×    8263         -      6239K        6239K
  bare Pyodide, site's stdlib, cold                108    2945    2946      0.36×   0.35×    2946         -      4806K        4806K
  app, warm                                        372    1840    2207      0.49×   0.47×    2206      2213         0K           0K
  bare PyScript, warm                              100    4244    4246      0.94×   1.02×    4245         -         0K           0K
  bare Pyodide, warm                               120    4505    4507      1.00×   1.00×    4507         -         0K           0K
  bare Pyodide, site's stdlib, warm                104    1527    1531      0.34×   0.34×    1531         -         0K           0K

  first visits by kind of file, KB on the wire before usable / in all (median visit), and when the
  last response before usable ended (median, ms):
  app                                     WebAssembly 3,463 / 3,864; Python 1,054 / 2,779; JavaScript 322 / 755; CSS 20 / 24; images 0 / 15; other 0 / 13; page 5 / 11; JSON 1 / 2; fetched by 5383
  bare PyScript                           WebAssembly 3,463 / 3,463; Python 2,486 / 2,486; JavaScript 318 / 319; JSON 26 / 26; page 1 / 1; other 1 / 0; fetched by 888
  bare Pyodide                            WebAssembly 3,463 / 3,463; Python 2,486 / 2,486; JavaScript 262 / 262; JSON 26 / 26; page 1 / 1; other 1 / 0; fetched by 733
  bare Pyodide, site's stdlib             WebAssembly 3,463 / 3,463; Python 1,054 / 1,054; JavaScript 262 / 262; JSON 26 / 26; page 1 / 1; other 1 / 0; fetched by 681
"""
CHROMIUM_SLOW_REQUESTS = """Chromium (Playwright), 50 ms added to every request:
  page, visit                              first paint   start     end  end ×bare  paired  usable  playable  to usable  transferred
  app, cold                                        288    3101    4042      0.62×   0.57×    4040      7021      4867K        7462K
  bare PyScript, cold                              132    7235    7237      1.11×   1.06×    7236         -      6295K        6296K
  bare Pyodide, cold                               136    6530    6531      1.00×   1.00×    6531         -      6239K        6239K
  bare Pyodide, site's stdlib, cold                136    2177    2182      0.33×   0.37×    2182         -      4806K        4806K

  first visits by kind of file, KB on the wire before usable / in all (median visit), and when the
  last response before usable ended (median, ms):
  app                                     WebAssembly 3,463 / 3,864; Python 1,054 / 2,779; JavaScript 322 / 755; CSS 20 / 24; images 0 / 15; other 0 / 13; page 5 / 11; JSON 1 / 2; fetched by 3975
  bare PyScript                           WebAssembly 3,463 / 3,463; Python 2,486 / 2,486; JavaScript 318 / 319; JSON 26 / 26; page 1 / 1; other 1 / 0; fetched by 837
  bare Pyodide                            WebAssembly 3,463 / 3,463; Python 2,486 / 2,486; JavaScript 262 / 262; JSON 26 / 26; page 1 / 1; other 1 / 0; fetched by 640
  bare Pyodide, site's stdlib             WebAssembly 3,463 / 3,463; Python 1,054 / 1,054; JavaScript 262 / 262; JSON 26 / 26; page 1 / 1; other 1 / 0; fetched by 623
"""
CHROMIUM_NETWORK = """Chromium (Playwright), 50 ms added to every request, downloads capped at 20 Mbit/s:
  page, visit                              first paint   start     end  end ×bare  paired  usable  playable  to usable  transferred
  app, cold                                        316    5844    6693      0.70×   0.64×    6691      9740      4865K        7462K
  bare PyScript, cold                              172   10266   10269      1.08×   1.05×   10267         -      6295K        6296K
  bare Pyodide, cold                               136    9550    9551      1.00×   1.00×    9551         -      6239K        6239K
  bare Pyodide, site's stdlib, cold                124    5015    5016      0.53×   0.53×    5016         -      4806K        4806K

  first visits by kind of file, KB on the wire before usable / in all (median visit), and when the
  last response before usable ended (median, ms):
  app                                     WebAssembly 3,463 / 3,864; Python 1,054 / 2,779; JavaScript 321 / 755; CSS 20 / 24; images 0 / 15; other 0 / 13; page 5 / 11; JSON 1 / 2; fetched by 3411
  bare PyScript                           WebAssembly 3,463 / 3,463; Python 2,486 / 2,486; JavaScript 318 / 319; JSON 26 / 26; page 1 / 1; other 1 / 0; fetched by 4051
  bare Pyodide                            WebAssembly 3,463 / 3,463; Python 2,486 / 2,486; JavaScript 262 / 262; JSON 26 / 26; page 1 / 1; other 1 / 0; fetched by 3436
  bare Pyodide, site's stdlib             WebAssembly 3,463 / 3,463; Python 1,054 / 1,054; JavaScript 262 / 262; JSON 26 / 26; page 1 / 1; other 1 / 0; fetched by 2956
"""
WEBDRIVER_STARTUP = """WebKitGTK (WebDriver):
  page, visit                                start     end  end ×bare  paired  usable
  app, cold                                  12548   15188      0.60×   0.54×   15178
  bare Pyodide, cold                         25166   25174      1.00×   1.00×       -
  bare Pyodide, site's stdlib, cold           4496    4502      0.18×   0.23×       -
  app, reload                                11875   16159      0.81×   0.89×   16151
  bare Pyodide, reload                       20070   20072      1.00×   1.00×       -
  bare Pyodide, site's stdlib, reload        11548   11549      0.58×   0.48×       -

Firefox ESR (WebDriver):
  page, visit                                start     end  end ×bare  paired  usable
  app, cold                                   5169    6276      0.47×   0.44×    6275
  bare Pyodide, cold                         13371   13372      1.00×   1.00×       -
  bare Pyodide, site's stdlib, cold           6373    6374      0.48×   0.48×       -
  app, reload                                 4390    6418      0.45×   0.44×    6417
  bare Pyodide, reload                       14210   14211      1.00×   1.00×       -
  bare Pyodide, site's stdlib, reload         7060    7061      0.50×   0.47×       -
"""
FIRST_MOVE = """  this build, cold                      1372   1578      689    813    1688   1780     7 of 7  fresh, starting
  this build, warm                       630    679      507    522    1870   1886     7 of 7  snapshot
"""
SMOOTH = "".join(f"  run {n}, this build: 11 choices in 23.4 s; long tasks while playing: {count}, longest 87 ms; "
                 f"at start-up: 3, longest 683 ms; while playing (from the table being ready): {when}\n"
                 for n, count, when in ((1, 1, "87 ms at +1.8 s"), (2, 2, "64 ms at +0.2 s, 85 ms at +1.9 s"),
                                        (3, 1, "68 ms at +1.7 s"), (4, 1, "84 ms at +1.8 s")))
SHEET = """record_hand + standings (the page's work)    median   0.919 ms   p95   1.175 ms
seating, every count from 4 to 41            median   0.135 ms   slowest   0.400 ms (41 players)
stored JSON: 130,189 bytes (127 KB; budget 500 KB)
in Chromium, round 10 of a 64-player tournament: 32 entries, median 15.5 ms, 95th percentile 18.7 ms (budget 50 ms)
"""
JOURNAL = "saved -> on disk, ms, 8 hands: 11.0, 12.4, 10.4, 5.0, 4.6, 4.9, 5.6, 6.2\nmedian 5.9 ms, max 12.4 ms\n"
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
            **rows("startup", CHROMIUM_STARTUP, CHROMIUM_SLOW_REQUESTS, CHROMIUM_NETWORK, WEBDRIVER_STARTUP),
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
    assert rows("engine", ENGINE)["this engine, `new_hand` + `is_over`"].endswith("95% of OpenSpiel's")
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
    monkeypatch.setattr(bench_all, "browser_versions",
                        lambda: {"chromium": "Chromium 156", "firefox": "Firefox ESR 153"})
    assert bench_all.main(["--no-build", "--only", "engine,journal", "--openspiel-python", "/os/python"]) == 0
    report = capsys.readouterr().out
    assert [command for command, _ in ran] == [("tools/bench.py", "--hands", "3000", "--repeats", "15", "--cpu"),
                                               ("tools/bench_journal.py", "--hands", "8")]
    assert ran[0][1] == "/os/python"
    assert re.match(r"# Figures from tools/bench_all.py, \d{4}-\d\d-\d\d \d\d:\d\d UTC\n\n\d+ cores", report)
    engine, journal = re.findall(r"^\| date \| \d{4}-\d\d-\d\d; \d+ cores, CPython 3\.\d+\.\d+(.*) \|$", report, re.M)
    assert (engine, journal) == ("", ", Chromium 156"), "a browser's part names the browser it drove, and only that one"
    assert "\n## The engine's speed\n" in report and "\n## A save on disk\n" in report
    assert "| this engine, `deal` + `to_act` | 13,514 hands/s (8,869-14,451), 111% of OpenSpiel's |" in report
    assert "not measured" not in report and "--quick" not in report


def test_a_sitting_with_a_figure_missing_ends_in_failure(monkeypatch, capsys):
    monkeypatch.setattr(bench_all, "execute", lambda command, python, openspiel_python: output("nothing\n"))
    assert bench_all.main(["--no-build", "--only", "journal", "--quick"]) == 1
    report = capsys.readouterr().out
    assert "| **not measured** | no line matching" in report and "**--quick: every part" in report


def test_the_live_sync_figures_read_as_the_performance_doc_writes_them():
    doc_rows = dict(re.findall(r"^\| (.+?) \| (.+?) \|$", DOC, re.M))
    load = ("32 tables x 8 hands (256 hands, 389 documents): the tables sent everything in 1.02 s; the organiser's "
            "standings were right 1.19 s after the first hand\n")
    screen = ("recorded on the phone -> on the standings screen, ms, 8 hands: 300, 330, 309, 279, 284, 269, 274, 315\n"
              "median 292 ms, max 330 ms\n")
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
