"""The Statistics dialog (from the Menu), and keeping the statistics as rounds are played.

    panel = StatsPanel(app)      # loads the saved statistics (unreadable ones are set aside)
    panel.wire(listen)
    panel.sync(game)             # after every move: hands and rounds as they finish
    panel.reviewed(number, hand, decisions)   # a hand's review has been worked out

What it shows is ``ui.game.stats`` (functions tested in CPython); what it records is
``euchre.stats``; where it is kept is ``ui.kit.store``.
"""

from __future__ import annotations

import time

from euchre.ai.review import given_away
from euchre.stats import stats_csv

from pyscript import window

from ..kit import store
from ..kit.dom import by_id, download, el, replace_children
from .stats import stats_screen


def now() -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())


class StatsPanel:
    def __init__(self, app) -> None:
        self.app = app
        saved = store.load_stats()
        self.stats = saved.stats
        self.problem = saved.problem
        """Why the statistics saved before could not be read (they were set aside), if so."""
        self.confirming_reset = False

    def levels(self) -> tuple[str, str]:
        levels = self.app.settings.levels
        return (levels["partner"], levels["opponents"])

    # --- recording ---------------------------------------------------------------------------

    def sync(self, game) -> None:
        self.keep(self.stats.noted(game, self.levels(), now()))

    def reviewed(self, number: int, hand, decisions) -> None:
        self.keep(self.stats.reviewed(self.app.game, hand, number, given_away(decisions)))

    def keep(self, stats) -> None:
        if stats is self.stats:
            return
        self.stats = stats
        problem = store.save_stats(stats)
        if problem:
            self.app.notices.add("stats-save-failed", el("p", problem))
        else:
            self.app.notices.remove("stats-save-failed")
        if by_id("stats").open:
            self.render()

    # --- the dialog ----------------------------------------------------------------------------

    def wire(self, listen) -> None:
        listen(by_id("stats-button"), "click", lambda event: self.open())
        listen(by_id("stats-close"), "click", lambda event: by_id("stats").close())
        listen(by_id("stats"), "click", self.on_click)
        listen(window, "resize", lambda event: by_id("stats").open and self.render())
        by_id("stats-button").disabled = False

    def open(self) -> None:
        menu = by_id("settings")
        if menu.open:
            menu.close()
        self.confirming_reset = False
        dialog = by_id("stats")
        if not dialog.open:
            dialog.showModal()
        self.render()  # once shown, so the chart is drawn as wide as the dialog is
        dialog.scrollTop = 0

    def chart_size(self) -> tuple[int, int]:
        """The chart drawn as wide as the dialog's body, and not taller than half the window (the
        figures below it stay in reach on a phone on its side)."""
        width = int(by_id("stats-body").clientWidth or 0) or min(int(window.innerWidth) - 48, 900)
        height = max(170, min(300, int(width * 0.55), int(window.innerHeight) // 2))
        return width, height

    def render(self) -> None:
        replace_children(by_id("stats-body"), *stats_screen(self.stats, self.problem, self.confirming_reset,
                                                            self.chart_size()))

    def on_click(self, event) -> None:
        target = event.target.closest("button[data-stats-action]")
        if not target or target.disabled:
            return
        what = str(target.dataset.statsAction)
        if what == "csv":
            download("euchre-statistics.csv", stats_csv(self.stats.rounds), "text/csv;charset=utf-8")
            return
        if what == "reset-yes":
            self.keep(self.stats.reset(self.app.game))
            self.problem = None
        self.confirming_reset = what == "reset"
        self.render()
        focus = {"reset": "stats-reset-no", "reset-yes": "stats-close", "reset-no": "stats-reset"}.get(what)
        if focus and by_id(focus):
            by_id(focus).focus()
