"""The page's Python entry point: builds the panels and starts the game.

Runs in the browser (PyScript on Pyodide). No game rule lives here: everything
shown comes from the ``euchre`` package.
"""

from __future__ import annotations

import sys
import time

from pyscript import document, when, window

# The page's Python is running: the start-up benchmark (tools/bench_startup.py) measures to here,
# and on to the first usable control (the body's data-engine="ready", below).
window.performance.mark("python-ready")

# The built site's Python comes as one archive, python.zip, which web/interpreter.mjs has put on
# sys.path; the repository served as it is has PyScript copy each module instead (pyscript.toml).
from pyodide.ffi import create_proxy  # noqa: E402

import euchre  # noqa: E402
from ui.app import App  # noqa: E402
from ui.dom import by_id, clear, el  # noqa: E402

SELF_CHECK_HANDS = 300


def build_rules_form() -> None:
    form = by_id("rules-form")
    clear(form)
    presets = el("fieldset", None, el("legend", "Preset"))
    for value, label in (("tournament", "Tournament (our house rules)"), ("standard", "Standard (plain Hoyle)")):
        presets.appendChild(el("label", None, el("input", None, type="radio", name="preset", value=value),
                               el("span", " " + label), class_="choice"))
    form.appendChild(presets)
    rules = el("fieldset", None, el("legend", "House rules"))
    names = sorted(euchre.Rules.names(), key=lambda n: euchre.Rules.describe(n)["house_rule"])
    for name in names:
        info = euchre.Rules.describe(name)
        rules.appendChild(el("label", None, el("input", None, type="checkbox", name=name),
                             el("strong", f" House rule {info['house_rule']}: {info['title']}."),
                             el("span", f" {info['on']}"), class_="choice"))
    form.appendChild(rules)
    form.appendChild(el("p", "Eight hands a round, each player deals twice, and every point counts.",
                        class_="hint"))
    form.appendChild(el("p", None, id="rules-note", class_="hint", aria_live="polite"))
    form.appendChild(el("button", "Start a new round with these rules", type="submit", id="rules-new-round"))


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


def show_view() -> None:
    """Show the part of the page the address names: the score sheet (#sheet, #sheet/...), or the game."""
    global SHEET
    address = str(window.location.hash or "")
    sheet = address == "#sheet" or address.startswith("#sheet/")
    by_id("sheet").hidden = not sheet
    by_id("play-view").hidden = sheet
    for link, current in ((by_id("nav-sheet"), sheet), (by_id("nav-play"), not sheet)):
        if current:
            link.setAttribute("aria-current", "page")
        else:
            link.removeAttribute("aria-current")
    if not sheet and APP is not None:
        APP.shown()
    if sheet and SHEET is None:
        from ui.sheet import Sheet  # the score sheet is loaded when first opened

        SHEET = Sheet(by_id("sheet"))
        SHEET.start(address)
    elif sheet:
        SHEET.show(address)  # the screen the address names (a link, the back button)


def main() -> None:
    by_id("engine-status").textContent = (
        f"Euchre engine {euchre.__version__} running on Python {sys.version_info.major}."
        f"{sys.version_info.minor} in your browser. Nothing is sent anywhere.")
    build_rules_form()
    build_check_panel()
    when("submit", "#check-form")(run_self_check)
    global APP
    APP = App()
    APP.start()
    window.addEventListener("hashchange", create_proxy(lambda event: show_view()))
    show_view()
    by_id("loading").hidden = True
    by_id("app").hidden = False
    document.body.dataset.engine = "ready"
    window.performance.mark("usable")


main()
