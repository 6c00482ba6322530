"""The page's Python entry point: renders engine facts and wires the controls.

Runs in the browser (PyScript on Pyodide). No game rule lives here: everything
shown comes from the ``euchre`` package.
"""

from __future__ import annotations

import sys
import time

from pyscript import document, when

import euchre
from euchre.simulate import digest, random_hands

SELF_CHECK_HANDS = 300


def element(tag: str, text: str | None = None, **attributes: str):
    """A new element; text is set as text, never parsed as HTML."""
    node = document.createElement(tag)
    if text is not None:
        node.textContent = text
    for name, value in attributes.items():
        node.setAttribute(name.rstrip("_").replace("_", "-"), value)
    return node


def append(parent, *children):
    for child in children:
        parent.appendChild(child)
    return parent


def rules_panel():
    panel = element("section", None, class_="panel", aria_labelledby="rules-title")
    append(panel, element("h2", "The tournament's rules", id="rules-title"))
    items = element("ul", None, class_="rules")
    rules = euchre.Rules.tournament()
    for name in sorted(euchre.Rules.names(), key=lambda n: euchre.Rules.describe(n)["house_rule"]):
        info = euchre.Rules.describe(name)
        wording = info["on"] if getattr(rules, name) else info["off"]
        item = element("li", None, data_rule=name)
        append(item, element("strong", f"House rule {info['house_rule']}: {info['title']}. "),
               element("span", wording))
        items.appendChild(item)
    append(panel, items,
           element("p", "Eight hands a round, each player deals twice, and every point counts.",
                   class_="hint"))
    return panel


def self_check_panel():
    panel = element("section", None, class_="panel", aria_labelledby="check-title")
    append(panel, element("h2", "Check this device", id="check-title"),
           element("p", f"Plays {SELF_CHECK_HANDS} random hands from a seed and prints a fingerprint "
                        "of every card played. The same seed gives the same fingerprint on every device.",
                   class_="hint"))
    form = element("form", None, id="check-form")
    label = element("label", "Seed ", for_="check-seed")
    seed = element("input", None, id="check-seed", type="number", inputmode="numeric", value="2026",
                   min="0", step="1", required="")
    button = element("button", "Run the check", type="submit", id="check-run")
    append(form, label, seed, button)
    output = element("output", None, id="check-result", for_="check-seed", aria_live="polite")
    append(panel, form, output)
    return panel


def run_self_check(event) -> None:
    event.preventDefault()
    output = document.getElementById("check-result")
    raw = document.getElementById("check-seed").value.strip()
    if not raw.isdigit():
        output.textContent = "Enter a whole number as the seed."
        return
    started = time.perf_counter()
    outcomes = random_hands(SELF_CHECK_HANDS, seed=int(raw))
    elapsed = time.perf_counter() - started
    team_points = [sum(o.points[t] for o in outcomes) for t in (0, 1)]
    output.textContent = ""
    append(output,
           element("span", f"{SELF_CHECK_HANDS} hands in {elapsed * 1000:.0f} ms; points "
                           f"{team_points[0]} to {team_points[1]}. Fingerprint: "),
           element("code", digest(outcomes), id="check-digest"))


def main() -> None:
    app = document.getElementById("app")
    intro = element("section", None, class_="panel")
    append(intro, element("h2", "Ready", id="app-title"),
           element("p", f"Euchre engine {euchre.__version__} running on Python "
                        f"{sys.version_info.major}.{sys.version_info.minor} in your browser. "
                        "Nothing is sent anywhere.", id="engine-status"))
    append(app, intro, rules_panel(), self_check_panel())
    when("submit", "#check-form")(run_self_check)
    document.getElementById("loading").hidden = True
    app.hidden = False
    document.body.dataset.engine = "ready"


main()
