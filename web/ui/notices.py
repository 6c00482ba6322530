"""Notices over the table: something went wrong or needs a decision, said in plain words.

    notices = Notices(by_id("notices"))
    notices.add("save-failed", el("p", "Your game could not be saved."))
    notices.remove("save-failed")

Each notice has a key, so the same problem is shown once and removed when it is over.
"""

from __future__ import annotations

from .dom import el


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
