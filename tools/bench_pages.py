"""What the page's benchmarks share: the builds they measure, Chromium, and a new game as a person has it.

    parser = argparse.ArgumentParser()
    add_build_options(parser)               # --compare DIR (repeatable), --cores N
    names, folders = builds(parser.parse_args())
    servers = serve_builds(folders)         # one loopback origin per build
    context = launch(playwright, profile)   # Debian's Chromium, a fresh profile, service workers on
    context.add_init_script(init_script(cores=args.cores))

Used by tools/bench_startup.py, tools/bench_first_move.py and tools/bench_smooth.py. Each build is
`_site/` (built by `make site`) or a ``--compare`` folder, such as a copy of the site from before a
change, so that a change is measured side by side in one run.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
for folder in (ROOT, ROOT / "tools", ROOT / "tests" / "browser"):
    if str(folder) not in sys.path:
        sys.path.insert(0, str(folder))

from serve import serve_in_thread  # noqa: E402

SETTINGS_KEY = "euchre:settings"
GAME_KEY = "euchre:game"

# Runs before the page's own scripts on every load: a new game at the chosen speed, and marks
# (performance.now(), from navigation) of what a person would see.
MARKS = """
(() => {
  if (window.top !== window) return;
  try {
    localStorage.removeItem(%(game)s);
    localStorage.setItem(%(settings_key)s, %(settings)s);
  } catch (error) { /* no storage: the page's defaults */ }
  const marks = window.benchMarks = {};
  const mark = (name) => { if (!(name in marks)) marks[name] = performance.now(); };
  let first = null;
  new MutationObserver(() => {
    if (!document.body) return;
    if (document.body.dataset.engine === "ready") mark("ready");
    const game = document.getElementById("game");
    if (game && game.dataset.step) {
      if (first === null) first = game.dataset.step;
      else if (game.dataset.step !== first) mark("computerMoved");
      if (game.dataset.toAct === "0") mark("personToAct");
    }
    if (document.querySelector("#game [data-thinking]")) mark("thinkingShown");
  }).observe(document, { subtree: true, childList: true, attributes: true });
})();
"""

CORES = """Object.defineProperty(Navigator.prototype, "hardwareConcurrency", { get: () => %d });"""


def init_script(speed: str = "fast", cores: int = 0) -> str:
    """Marks, a new game at `speed`, and (`cores`) the number of cores the page is told it has."""
    settings = json.dumps({"schema": 1, "speed": speed})
    return (CORES % cores if cores else "") + MARKS % {
        "game": json.dumps(GAME_KEY), "settings_key": json.dumps(SETTINGS_KEY), "settings": json.dumps(settings)}


def add_build_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--compare", action="append", default=[], metavar="DIR",
                        help="another build of the site to measure beside _site/ (repeatable)")
    parser.add_argument("--cores", type=int, default=0, metavar="N",
                        help="tell the page it runs on N cores (navigator.hardwareConcurrency); web/boot.js starts "
                             "the expert's worker as the page loads only with 4 or more")


def builds(args: argparse.Namespace) -> tuple[list[str], list[Path]]:
    """The builds to measure, `_site/` first, with their names; exits if one is not built."""
    folders = [ROOT / "_site", *(Path(folder) for folder in args.compare)]
    for folder in folders:
        if not (folder / "index.html").is_file():
            sys.exit(f"{folder}: no index.html there (build the site first: make site)")
    return ["this build"] + [f"compare {Path(f).resolve()}" for f in args.compare], folders


def serve_builds(folders: list[Path]) -> list[tuple[object, str]]:
    """One loopback server per build (its own origin), each under a sub-path as on GitHub Pages."""
    return [serve_in_thread(folder, prefix="/euchre/") for folder in folders]


def launch(playwright, profile: str):
    """Debian's Chromium with a profile of its own (a first visit), service workers allowed."""
    from browser_support import CHROMIUM_ARGS, chromium_path

    return playwright.chromium.launch_persistent_context(
        profile, executable_path=chromium_path(), args=CHROMIUM_ARGS, service_workers="allow",
        viewport={"width": 1024, "height": 768})
