"""Results waiting for a decision (``#sheet/<id>/decide``): a hand or a table's round totals that two
devices or tabs recorded differently, neither having seen the other's. The two results stand side
by side with where and when each was entered: keep the one in force here, or use the other.

    node = decisions_panel(t)              # also drawn on the files and table devices screens

Pure Python: the view and its two actions.
"""

from __future__ import annotations

from ...kit.vdom import h
from .. import words
from ..registry import Address, action, screen
from ..state import SheetState
from ..steps import Refused, by, number, said, text
from .parts import feedback_box


def choice_value(version) -> str:
    """A result as a button's ``data-choice``: its content, comma-separated ("" for none)."""
    return ",".join("" if v is None else str(v) for v in content(version))


def content(version) -> tuple:
    """A hand's result or a table's round totals as a tuple of values."""
    return version.content if hasattr(version, "makers") else (version.ab, version.cd)


def _keys(conflict) -> dict[str, str | None]:
    return dict(data_round=str(conflict.key[0]), data_table=str(conflict.key[1]),
                data_hand=str(conflict.key[2]) if len(conflict.key) == 3 else None)


def result_card(t, conflict, version, heading: str, button: str, act: str):
    """One of a conflict's two results: what it is, where and when it was entered, and its button."""
    where = words.conflict_where(t, conflict)
    return h("article", None,
             h("h6", heading),
             h("p", words.conflict_result_text(t, conflict, version), class_="result"),
             h("p", words.entered_text(version), class_="hint entered"),
             h("p", None, h("button", button, type="button", data_do=act, data_choice=choice_value(version),
                            class_="primary" if act == "use-result" else "secondary",
                            aria_label=f"{button}: {where.lower() if where.startswith('Round') else where}",
                            **_keys(conflict)),
               class_="button-row"),
             class_="result-card " + ("in-force" if act == "keep-result" else "waiting"))


def decisions_panel(t):
    """Every result waiting for a decision, the two results side by side."""
    waiting = t.waiting()
    section = h("section", None, h("h4", "Results waiting for your decision"), class_="conflicts decisions",
                data_place="decisions", id="decisions", tabindex="-1", aria_label="Results waiting for your decision")
    section.children.append(h("p", words.DECISIONS_HINT if waiting else words.NOTHING_WAITS, class_="hint"))
    section.children.append(feedback_box("decisions"))
    items = h("ul", None, class_="conflict-list")
    for conflict in waiting:
        items.children.append(h("li", None,
                                h("h5", words.conflict_where(t, conflict)),
                                h("div", None,
                                  result_card(t, conflict, conflict.mine, "In force here", "Keep this result",
                                              "keep-result"),
                                  result_card(t, conflict, conflict.theirs, "Waiting", "Use this result",
                                              "use-result"),
                                  class_="compare"),
                                key="-".join(map(str, conflict.key)) + "-" + choice_value(conflict.theirs),
                                **_keys(conflict)))
    section.children.append(items)
    return section


def decide_view(state: SheetState, t):
    return decisions_panel(t)


DECIDE = screen("decide", Address.TOURNAMENT, decide_view)


def _decide(state, t, form, keep: bool):
    """Settle a result two copies recorded differently: the one in force here (``keep``), or the one
    waiting whose content the button names; both stay in the history."""
    r, n, hand = number(form, "round"), number(form, "table"), number(form, "hand")
    choice = tuple(None if part == "" else int(part) for part in text(form, "choice").split(","))
    conflicts = [c for c in t.waiting() if c.key == ((r, n, hand) if hand is not None else (r, n))]
    if not conflicts:
        raise Refused(words.NOTHING_TO_DECIDE)
    conflict = conflicts[0]
    version = conflict.mine if keep else next((c.theirs for c in conflicts if content(c.theirs) == choice), None)
    if version is None:
        raise Refused(words.NOTHING_TO_DECIDE)
    if hand is not None:
        updated = t.decide_hand(r, n, hand, version, at=form["at"], by=by(state))
    else:
        updated = t.decide_totals(r, n, version, at=form["at"], by=by(state))
    return said(state, t, "decisions", words.decided_text(updated, conflict, version, keep, not updated.waiting()),
                updated)


@action("keep-result")
def keep_result(state, t, form):
    return _decide(state, t, form, True)


@action("use-result")
def use_result(state, t, form):
    return _decide(state, t, form, False)
