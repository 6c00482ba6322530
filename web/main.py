"""The page's Python entry point: builds the panels and starts the game.

Every part of it runs inside the page's boundary (``ui.kit.boundary``): a part that cannot start
(the game, the score sheet, the score sheet's code offline) is said in words, once, with "Copy
details", and the rest of the page goes on.

Runs in the browser (PyScript on Pyodide). No game rule lives here: everything
shown comes from the ``euchre`` package.

PyScript runs it as a plain script (``async="false"`` on its tag in index.html), so there is no
top-level ``await`` here: PyScript then reports it done (``py:done``) as soon as ``main()``
returns, instead of after the event loop's next turns and the page's next frame.
"""

from __future__ import annotations

import _zstd  # built into the runtime (web/sitecustomize.py unpacks the start's Python with it)
import asyncio
import gc
import importlib.util
import sys
import time

from pyscript import document, window

# The page's Python is running: the start-up benchmark (tools/bench_startup.py) measures to here,
# to the first usable control (the body's data-engine="ready", below) and to the script's end.
window.performance.mark("python-ready")

# The built site's Python comes as one archive, python.zip, which web/interpreter.mjs has put on
# sys.path; the repository served as it is has PyScript copy each module instead (pyscript.toml).

import euchre  # noqa: E402
from ui.game.app import App  # noqa: E402
from ui.kit import boundary  # noqa: E402
from ui.kit.dom import by_id, clear, el  # noqa: E402

SELF_CHECK_HANDS = 300


def build_check_panel() -> None:
    box = by_id("check")
    form = el("form", None,
              el("label", "Seed ", for_="check-seed"),
              el("input", None, id="check-seed", type="number", inputmode="numeric", value="2026", min="0",
                 step="1", required=True),
              el("button", "Run the check", type="submit", id="check-run"),
              id="check-form")
    box.appendChild(el("p", f"Plays {SELF_CHECK_HANDS} random hands from a seed and prints a fingerprint of "
                            "every card played. The same seed gives the same fingerprint on every device.",
                       class_="hint"))
    box.appendChild(form)
    box.appendChild(el("output", None, id="check-result", for_="check-seed", aria_live="polite"))


def run_self_check(event) -> None:
    event.preventDefault()
    output = by_id("check-result")
    raw = by_id("check-seed").value.strip()
    if not raw.isdigit():
        output.textContent = "Enter a whole number as the seed."
        return
    from euchre.simulate import digest, random_hands  # loaded when first used

    started = time.perf_counter()
    outcomes = random_hands(SELF_CHECK_HANDS, seed=int(raw))
    elapsed = time.perf_counter() - started
    team_points = [sum(o.points[t] for o in outcomes) for t in (0, 1)]
    clear(output)
    output.appendChild(el("span", f"{SELF_CHECK_HANDS} hands in {elapsed * 1000:.0f} ms; points "
                                  f"{team_points[0]} to {team_points[1]}. Fingerprint: "))
    output.appendChild(el("code", digest(outcomes), id="check-digest"))


SHEET = None
APP: App | None = None


SHEET_CODE = "./web/python-sheet.zst"
"""The score sheet's Python in the built site (tools/build_site.py): no start of the game needs it, so
it is fetched when the sheet is first opened."""
SHEET_ARCHIVE = "/lib/python-sheet.zip"
LOADING: asyncio.Future | None = None
"""The fetch of the score sheet's Python, while it is under way."""


async def sheet_code() -> None:
    """Make the score sheet's modules importable: in the built site they come in their own archive,
    fetched here (from the offline copy once there is one); served as it is, they are files already."""
    if importlib.util.find_spec("ui.sheet") is not None:
        return
    response = await window.fetch(SHEET_CODE)
    if not response.ok:
        raise OSError(f"the score sheet's code could not be fetched (HTTP {response.status})")
    packed = (await response.arrayBuffer()).to_bytes()
    with open(SHEET_ARCHIVE, "wb") as file:
        file.write(_zstd.ZstdDecompressor().decompress(packed))
    import ui

    euchre.__path__.append(f"{SHEET_ARCHIVE}/euchre")  # the packages' other halves, from the archive
    ui.__path__.append(f"{SHEET_ARCHIVE}/ui")


async def load_sheet() -> None:
    """Fetch the score sheet's Python, then show what the address names by then."""
    global LOADING
    try:
        await sheet_code()
    except Exception as error:  # noqa: BLE001 - offline with no copy, say: the game goes on; a later visit tries again
        boundary.failed("sheet", "The score sheet", error)
        return
    finally:
        LOADING = None
    show_view()


def show_view() -> None:
    """Show the part of the page the address names: the score sheet (#sheet, #sheet/...), or the game."""
    global SHEET, LOADING
    address = str(window.location.hash or "")
    sheet = on_sheet()
    by_id("sheet").hidden = not sheet
    by_id("play-view").hidden = sheet
    for link, current in ((by_id("nav-sheet"), sheet), (by_id("nav-play"), not sheet)):
        if current:
            link.setAttribute("aria-current", "page")
        else:
            link.removeAttribute("aria-current")
    if APP is not None:
        APP.shown(not sheet)  # the computer seats wait (and save nothing) while the score sheet is open
    if sheet and SHEET is None and importlib.util.find_spec("ui.sheet") is None:
        LOADING = LOADING or boundary.background(load_sheet(), "the score sheet's code")
    elif sheet and SHEET is None:
        SHEET = boundary.start("sheet", "The score sheet", start_sheet, address)
    elif sheet:
        SHEET.show(address)  # the screen the address names (a link, the back button)


def start_sheet(address: str):
    """The score sheet, started at ``address``."""
    from ui.sheet.controller import Sheet  # the score sheet is loaded when first opened

    sheet = Sheet(by_id("sheet"))
    sheet.start(address)
    return sheet


def on_sheet() -> bool:
    """Whether the address names the score sheet (#sheet, #sheet/...) rather than the game."""
    address = str(window.location.hash or "")
    return address == "#sheet" or address.startswith("#sheet/")


def start_game() -> App:
    """The game, started (a start at the score sheet boots no expert and deals nothing)."""
    app = App()
    app.start(shown=not on_sheet())
    return app


def main() -> None:
    global APP
    by_id("engine-status").textContent = (
        f"Euchre engine {euchre.__version__} running on Python {sys.version_info.major}."
        f"{sys.version_info.minor} in your browser. Nothing is sent anywhere.")
    build_check_panel()
    boundary.listen(by_id("check-form"), "submit", run_self_check)
    APP = boundary.start("game", "The game", start_game)  # a broken game must not keep the score sheet from starting
    boundary.listen(window, "hashchange", lambda event: show_view())
    boundary.guard(show_view)()
    if LOADING is not None:  # opened at the score sheet: ready once it is drawn
        LOADING.add_done_callback(boundary.guard(lambda done: ready(), ready))
    else:
        ready()


def ready() -> None:
    """Show the page (the game or the score sheet) and say it is ready."""
    by_id("loading").hidden = True
    by_id("app").hidden = False
    document.body.dataset.engine = "ready"
    window.performance.mark("usable")
    # What exists now (modules, the page's views) lives as long as the page: the cyclic garbage
    # collector stops walking it, so a collection while the expert thinks on the page stays short.
    gc.freeze()


main()
