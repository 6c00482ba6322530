"""Notices over the table: something went wrong or needs a decision, said in plain words.

    notices = Notices(by_id("notices"))
    notices.add("save-failed", el("p", "Your game could not be saved."))
    notices.remove("save-failed")

Each notice has a key, so the same problem is shown once and removed when it is over.
"""

from __future__ import annotations

from euchre.game import SEAT_NAMES
from . import store
from .dom import download, el


class Notices:
    def __init__(self, box) -> None:
        self.box = box
        self.shown: dict[str, object] = {}

    def add(self, key: str, *content) -> None:
        self.remove(key)
        node = el("div", None, *content, class_="notice", role="alert", data_notice=key)
        self.box.appendChild(node)
        self.shown[key] = node

    def remove(self, key: str) -> None:
        node = self.shown.pop(key, None)
        if node is not None and node.parentNode:
            node.parentNode.removeChild(node)

    def __contains__(self, key: str) -> bool:
        return key in self.shown


def dismiss_button(key: str):
    return el("button", "Dismiss", type="button", class_="secondary", data_notice_action=f"dismiss-{key}")


def words_list(names: list[str]) -> str:
    """``"West, North and East"``."""
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


class GameNotices(Notices):
    """The game's notices: unreadable saved data, the expert unavailable, an address asking for
    another round than the one in progress; and what their buttons do."""

    def __init__(self, box, app) -> None:
        super().__init__(box)
        self.app = app
        self.expert_failure_told = False
        self.pending_seed: int | str | None = None

    def unreadable(self, problem: str | None) -> None:
        kept = store.backups()
        what, why, after = ("Saved data", "", "")
        if problem:
            what, why, after = "A saved game", f" ({problem})", " A new game has started."
        self.add(
            "unreadable",
            el("p", f"{what} could not be read{why}. It has been kept, not deleted: download it to keep a copy, "
                    f"then delete it here when you no longer need it.{after}"),
            el("p", None,
               el("button", f"Download saved data ({len(kept)})", type="button", data_notice_action="download"),
               el("button", "Delete it", type="button", class_="secondary", data_notice_action="delete")))

    def expert_failed(self, reason: str) -> None:
        """Say in plain words that the expert cannot help, and what happens instead."""
        if not self.app.expert.failed:  # one answer went wrong; the next decision asks again
            self.add("expert-error", el("p", f"The expert computer player could not decide ({reason}); "
                                                     "the standard player moved instead."),
                             el("p", None, dismiss_button("expert-error")))
            return
        if self.expert_failure_told:
            return  # told once; dismissed or not, it is not repeated at every move
        self.expert_failure_told = True
        self.remove("expert-error")
        seats = [SEAT_NAMES[seat] for seat in self.app.settings.expert_seats()]
        text = f"The expert computer player is not available ({reason})."
        if seats:
            verb = "plays" if len(seats) == 1 else "play"
            text += f" The game goes on: {words_list(seats)} {verb} at the standard level for now."
        text += " Hints and hand reviews need the expert too."
        self.add("expert-failed", el("p", text),
                         el("p", None, el("button", "Try the expert again", type="button",
                                          data_notice_action="expert-retry"), dismiss_button("expert-failed")))

    def seed_conflict(self, seed) -> None:
        self.pending_seed = seed
        self.add(
            "seed",
            el("p", f"The address asks for a round with seed {seed}, but you have a round in progress."),
            el("p", None,
               el("button", "Keep playing my round", type="button", data_notice_action="keep-round"),
               el("button", f"Start the round with seed {seed}", type="button", class_="secondary",
                  data_notice_action="seed-round")))

    def on_click(self, event) -> None:
        target = event.target.closest("button[data-notice-action]")
        if not target:
            return
        what = str(target.dataset.noticeAction)
        if what == "download":
            text = "\n".join(f"{key}\n{value}" for key, value in store.backups())
            download("euchre-saved-data.txt", text, "text/plain")
        elif what == "delete":
            for key, _ in store.backups():
                store.delete_backup(key)
            self.remove("unreadable")
        elif what == "expert-retry":
            self.remove("expert-failed")
            self.expert_failure_told = False
            self.app.expert.restart()
            self.app.turns.schedule()
        elif what.startswith("dismiss-"):
            self.remove(what.removeprefix("dismiss-"))
        elif what == "keep-round":
            self.remove("seed")
        elif what == "seed-round":
            self.remove("seed")
            self.app.set_game(self.app.game.new_round(self.pending_seed))
            self.app.rules.render()
            self.app.render()
            self.app.turns.schedule()
