"""The one event path (``ui.kit.program``): a failing update, render or effect leaves the state as
it was before the event, is reported, and the program goes on working."""

import dataclasses

import pytest

from ui.kit.program import Program


@dataclasses.dataclass(frozen=True)
class Counter:
    value: int = 0


def update(state, action):
    if action == "boom":
        raise RuntimeError("update failed")
    if action == "add":
        return Counter(state.value + 1), ["saved"]
    if action == "add-twice":
        return Counter(state.value + 1), ["again"]
    if action == "bad-effect":
        return Counter(state.value + 1), ["explode", "saved"]
    if action == "ugly":
        return Counter(-1), []
    return state, []


class Page:
    def __init__(self):
        self.drawn, self.performed, self.reports = [], [], []
        self.program = Program(Counter(), update, self.render, self.perform, self.report)

    def render(self, state):
        if state.value < 0:
            raise ValueError("cannot draw a negative count")
        self.drawn.append(state.value)

    def perform(self, effect):
        if effect == "explode":
            raise OSError("storage full")
        if effect == "again":
            self.program.dispatch("add")  # an effect's answer comes back as an action, after this one
        self.performed.append((effect, self.program.state.value))

    def report(self, error, what):
        self.reports.append((type(error).__name__, what))


def test_an_action_updates_renders_then_performs():
    page = Page()
    page.program.dispatch("add")
    assert page.program.state == Counter(1) and page.drawn == [1] and page.performed == [("saved", 1)]


def test_an_action_that_changes_nothing_draws_nothing_and_still_performs():
    page = Page()
    page.program.dispatch("add")
    page.program.dispatch("nothing")
    assert page.program.state == Counter(1) and page.drawn == [1]


def test_a_failing_update_leaves_the_state_and_draws_nothing():
    page = Page()
    page.program.dispatch("add")
    page.program.dispatch("boom")
    assert page.program.state == Counter(1) and page.drawn == [1]
    assert page.reports == [("RuntimeError", "boom")]
    page.program.dispatch("add")  # and it goes on working
    assert page.program.state == Counter(2)


def test_a_state_that_cannot_be_drawn_is_taken_back_and_the_one_before_drawn_again():
    page = Page()
    page.program.dispatch("add")
    page.program.dispatch("ugly")
    assert page.program.state == Counter(1) and page.drawn == [1, 1]
    assert page.reports == [("ValueError", "ugly")]


def test_a_failing_effect_is_reported_and_the_others_still_run():
    page = Page()
    page.program.dispatch("bad-effect")
    assert page.program.state == Counter(1)
    assert page.reports == [("OSError", "explode")] and page.performed == [("saved", 1)]


def test_an_action_dispatched_during_another_waits_its_turn():
    page = Page()
    page.program.dispatch("add-twice")
    assert page.program.state == Counter(2)
    assert page.performed == [("again", 1), ("saved", 2)]
    assert page.drawn == [1, 2]


def test_a_report_that_itself_fails_does_not_stop_the_program():
    reports = []

    def report(error, what):
        reports.append(what)

    program = Program(Counter(), update, lambda s: None, lambda e: None, report)
    program.dispatch("boom")
    program.dispatch("add")
    assert reports == ["boom"] and program.state == Counter(1)


@pytest.mark.parametrize("action", ["boom", "ugly"])
def test_the_program_is_not_left_busy_after_a_failure(action):
    page = Page()
    page.program.dispatch(action)
    page.program.dispatch("add")
    assert page.program.state.value >= 1
