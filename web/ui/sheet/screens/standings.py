"""The standings, and how places are decided: what a bye scores, and whether tie-breaks order
equal totals (in an order the organiser sets).

    node = standings_view(state, t)        # a ui.kit.vdom node

Pure Python: the view and its actions (the bye rule, tie-breaks on or off, a tie-break moved up).
"""

from __future__ import annotations

from euchre.sheet import DEFAULT_TIE_BREAKS

from ...kit.vdom import Look, h
from .. import words
from ..registry import action, screen, Address
from ..routes import Route, route_hash
from ..state import SheetState
from ..steps import said, stay, text
from .parts import feedback_box

BYE_RULES = (("zero", "A bye scores 0"), ("average", "A bye scores the player's average round"))
HEADS = (("Place", "Place"), ("Player", "Player"), ("Total", "Total"), ("Rounds won", "Won"),
         ("Lone hands", "Lone"), ("Best round", "Best"), ("Byes", "Byes"))


def standings_view(state: SheetState, t):
    standings = t.standings()
    section = h("section", None, h("h3", "Standings"), class_="panel", aria_label="Standings",
                data_place="standings")
    top = words.top_three_text(standings)
    section.children.append(h("p", top, class_="top-three") if top else
                            h("p", "No hand recorded yet: the top three appear with the first hand.", class_="hint"))
    waiting = len(t.waiting())
    if waiting:
        section.children.append(h("p", None, h("span", words.standings_waiting_text(waiting)),
                                  h("a", "Decide now", href=route_hash(Route(t.id, "decide")), class_="button-link"),
                                  class_="notice waiting-banner", id="standings-waiting"))
    body = h("tbody")
    for row in standings:
        cells = [row.place, row.name + ("" if row.active else " (left)"), str(row.total), str(row.rounds_won),
                 str(row.lone_hands), "–" if row.best_round is None else str(row.best_round), str(row.byes)]
        body.children.append(h("tr", None, *[h("td", c) for c in cells], class_="top" if row.top_three else None,
                               data_player=str(row.player), key=str(row.player)))
    heads = h("thead", None, h("tr", None, *[column_head(full, short) for full, short in HEADS]))
    section.children.append(h("div", None, h("table", None, heads, body, class_="log standings"), class_="scroll"))
    section.children.append(h("p", words.tie_break_text(standings.tie_breaks), class_="hint", id="tie-break-text"))
    note = words.tie_break_note(t, standings)
    if note:
        section.children.append(h("p", note, class_="tie-break-note", id="tie-break-note"))
    section.children.append(h("p", words.bye_rule_text(standings.bye_rule), class_="hint", id="bye-rule-text"))
    if any(table.by_totals for rnd in t.rounds for table in rnd.tables):
        section.children.append(h("p", "Rounds entered as round totals count exactly as hands do; who went alone "
                                       "is known only where the hands were entered, so lone hands count only there.",
                                  class_="hint", id="totals-note"))
    section.children.append(h("p", None,
                              h("a", "Show on a projector or TV", href=route_hash(Route(t.id, "screen")),
                                class_="button-link"),
                              h("button", "Print standings", type="button", data_do="print", data_what="standings",
                                class_="secondary"),
                              h("button", "Print score cards", type="button", data_do="print", data_what="cards",
                                class_="secondary"), class_="button-row"))
    return h("div", None, section, rules_panel(t), class_="sheet-standings")


def column_head(full: str, short: str):
    """A column heading; on a phone the short word shows, and the full one is still what is read out."""
    if full == short:
        return h("th", full, scope="col")
    return h("th", None, h("span", full, class_="long"), h("span", short, class_="short", aria_hidden="true"),
             scope="col")


def rules_panel(t):
    section = h("section", None, h("h3", "How places are decided"), class_="panel",
                aria_label="How places are decided", data_place="rules")
    select = h("select", None, *[h("option", label, value=value, selected=t.settings.bye_rule == value)
                                 for value, label in BYE_RULES], id="bye-rule", name="rule", data_change="bye-rule")
    section.children.append(h("p", None, h("label", "Byes ", for_="bye-rule"), select, class_="inline-form"))
    on = t.settings.breaks_ties
    section.children.append(h("p", None,
                              h("input", None, type="checkbox", id="break-ties", name="on", value="1",
                                data_change="break-ties", checked=on),
                              h("label", "Break equal totals with tie-breaks", for_="break-ties"), class_="check"))
    if on:
        section.children.append(h("p", "Equal totals are put in order by, first to last:", class_="hint"))
        order = h("ol", None, class_="tie-breaks", aria_label="Tie-break order after total points")
        for i, name in enumerate(t.settings.tie_breaks):
            item = h("li", None, h("span", words.TIE_BREAK_NAMES[name], class_="tie-break-name"), key=name)
            if i:
                item.children.append(h("button", "Move up", type="button", data_do="tie-up", data_name=name,
                                       class_="secondary", aria_label=f"Move {words.TIE_BREAK_NAMES[name]} up"))
            order.children.append(item)
        section.children.append(order)
    else:
        section.children.append(h("p", words.tie_breaks_off_text(), class_="hint"))
    confirm = t.settings.confirm
    section.children.append(h("p", None,
                              h("input", None, type="checkbox", id="confirm-hands", name="on", value="1",
                                data_change="confirm-hands", checked=confirm),
                              h("label", words.CONFIRM_SETTING, for_="confirm-hands"), class_="check"))
    section.children.append(h("p", words.confirm_setting_text(confirm), class_="hint", id="confirm-hands-text"))
    section.children.append(feedback_box("rules"))
    return section


STANDINGS = screen("standings", Address.TOURNAMENT, standings_view, tab=(2, "Standings"))


@action("tie-up")
def tie_up(state, t, form):
    order = list(t.settings.tie_breaks)
    name = text(form, "name")
    i = order.index(name)
    if i == 0:
        return stay(state, t)
    order[i - 1], order[i] = order[i], order[i - 1]
    moved = Look(data_do="tie-up", data_name=name) if i > 1 else None  # still a button above the first
    return said(state, t, "rules", words.TIE_BREAKS_SAVED, t.with_settings(at=form["at"], tie_breaks=order),
                focus=moved)


@action("bye-rule")
def bye_rule(state, t, form):
    """The person chose what a bye scores (the select's ``value``)."""
    return said(state, t, "rules", words.BYE_RULE_SAVED, t.with_settings(at=form["at"], bye_rule=text(form, "value")),
                steady=True)


@action("break-ties")
def break_ties(state, t, form):
    on = form.get("checked") == "1"
    return said(state, t, "rules", words.tie_breaks_switched_text(on),
                t.with_settings(at=form["at"], tie_breaks=DEFAULT_TIE_BREAKS if on else ()), focus=Look(id="break-ties"))


@action("confirm-hands")
def confirm_hands(state, t, form):
    """Whether an opponent confirms each hand on a table's phone (invitations made from now on carry it,
    and live sync brings it to the phones already at their tables)."""
    on = form.get("checked") == "1"
    return said(state, t, "rules", words.confirm_setting_text(on), t.with_settings(at=form["at"], confirm=on),
                focus=Look(id="confirm-hands"))
