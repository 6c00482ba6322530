"""The page's boundary (``ui.kit.boundary``) in CPython, on the stand-in document: whatever fails in a
click, a timer, a promise's answer, a task or a part's start, the page says "That did not work;
nothing was lost." with "Copy details", one notice for each part, and goes on working."""

from __future__ import annotations

import asyncio
import concurrent.futures

import pytest

from tests.helpers.fake_browser import Element, Settled, browser


@pytest.fixture
def page(monkeypatch):
    """``ui.kit.boundary`` on the stand-in document and window."""
    with browser(monkeypatch, "ui.kit.boundary") as found:
        yield found


def shown(page) -> list[Element]:
    box = page.document.getElementById("oops")
    return [] if box is None else box.children


def words(element) -> str:
    """What the notice says, its buttons included (the details to copy by hand left out)."""
    said = [p.textContent if p.textContent and not p.children else words(p)
            for p in element.children if p.tagName in ("P", "BUTTON")]
    return " ".join(" ".join(said).split())


def button(notice: Element, name: str) -> Element:
    return next(b for row in notice.children for b in row.children
                if b.tagName == "BUTTON" and b.textContent == name)


def press(page, notice: Element, name: str) -> None:
    page.document.getElementById("oops").fire("click", button(notice, name))


def broken(*args):
    raise KeyError("checked")


def test_a_failing_handler_says_so_with_copy_details_and_the_page_goes_on(page):
    boundary = page.boundary
    done = []
    assert boundary.guard(broken)("an event") is None  # nothing escapes to the page
    [notice] = shown(page)
    assert words(notice) == f"{boundary.FAILED} Copy details Dismiss"
    assert notice.attributes["role"] == "alert"
    assert "Traceback" not in notice.textContent and "KeyError" not in notice.textContent
    assert len(page.window.logged) == 1 and "KeyError: 'checked'" in page.window.logged[0]
    boundary.guard(done.append)("next")  # the page goes on working
    assert done == ["next"] and len(shown(page)) == 1


def test_copy_details_copies_what_went_wrong_for_a_report(page):
    boundary = page.boundary
    boundary.guard(broken, "a tap on Record")("event")
    [notice] = shown(page)
    press(page, notice, "Copy details")
    copied = page.window.navigator.clipboard.text
    assert copied.startswith("While handling 'a tap on Record':") and "KeyError: 'checked'" in copied
    assert "Traceback (most recent call last)" in copied
    assert boundary.COPIED in words(shown(page)[0])


def test_a_browser_that_refuses_to_copy_shows_the_details_to_copy_by_hand(page):
    boundary = page.boundary
    page.window.navigator.clipboard.allowed = False
    boundary.guard(broken)("event")
    press(page, shown(page)[0], "Copy details")
    [notice] = shown(page)
    assert boundary.NOT_COPIED in words(notice)
    [details] = [c for c in notice.children if c.tagName == "TEXTAREA"]
    assert "KeyError: 'checked'" in details.textContent and "readonly" in details.attributes


def test_without_a_clipboard_the_details_are_shown_too(page):
    page.window.navigator.clipboard = None
    page.boundary.guard(broken)("event")
    press(page, shown(page)[0], "Copy details")
    assert page.boundary.NOT_COPIED in words(shown(page)[0])


def test_dismiss_takes_the_notice_down_and_a_later_failure_brings_it_back(page):
    boundary = page.boundary
    boundary.guard(broken)("event")
    press(page, shown(page)[0], "Dismiss")
    assert shown(page) == []
    boundary.guard(broken)("event")
    assert len(shown(page)) == 1


def test_failures_one_after_another_show_one_notice_with_the_latest_details(page):
    boundary = page.boundary
    boundary.guard(broken, "first")("event")
    boundary.guard(lambda: 1 / 0, "second")()
    [notice] = shown(page)
    press(page, notice, "Copy details")
    assert "ZeroDivisionError" in page.window.navigator.clipboard.text
    assert len(page.window.logged) == 2


def test_a_part_that_cannot_start_says_so_once_however_often_it_is_tried_and_goes_when_it_starts(page):
    boundary = page.boundary
    for _ in range(3):
        assert boundary.start("sheet", "The score sheet", broken) is None
    [notice] = shown(page)
    assert words(notice) == (f"{boundary.FAILED} The score sheet could not start: reloading the page may "
                             "help; the rest of the site works meanwhile. Copy details Dismiss")
    boundary.guard(broken)("event")  # a failure elsewhere has its own notice
    assert [n.attributes["data-part"] for n in shown(page)] == ["sheet", boundary.ANY]
    press(page, shown(page)[0], "Copy details")
    assert "the start of sheet" in page.window.navigator.clipboard.text
    assert boundary.start("sheet", "The score sheet", lambda address: f"sheet at {address}", "#sheet") == "sheet at #sheet"
    assert [n.attributes["data-part"] for n in shown(page)] == [boundary.ANY]


def test_a_failing_listener_timer_promise_and_task_are_each_reported(page):
    boundary = page.boundary
    node = page.document.createElement("button")
    boundary.listen(node, "click", broken)
    node.fire("click")
    assert len(page.window.logged) == 1
    boundary.later(0.1, broken, "late")
    page.window.timers[0]()
    assert len(page.window.logged) == 2
    boundary.then(Settled(error="offline"), print)  # a failed promise with nobody to tell
    assert "a promise failed: offline" in page.window.logged[2]
    answers = []
    boundary.then(Settled(error="offline"), print, answers.append)  # told to its own handler instead
    assert answers == ["offline"] and len(page.window.logged) == 3

    async def fails():
        raise OSError("the archive could not be fetched")

    async def run():
        task = boundary.background(fails(), "the score sheet's code")
        await asyncio.sleep(0)
        await asyncio.sleep(0)
        return task

    # A loop of its own, in a thread of its own: in a pytest worker that ran browser tests first,
    # Playwright's loop is still running in this thread.
    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        pool.submit(asyncio.run, run()).result()
    assert "OSError: the archive could not be fetched" in page.window.logged[3]
    assert len(shown(page)) == 1


def test_a_notice_that_cannot_be_drawn_still_reaches_the_console(page, capsys):
    page.document.body = None  # no page to draw into
    page.boundary.guard(broken)("event")
    assert "KeyError: 'checked'" in page.window.logged[0]
    assert "Traceback" in capsys.readouterr().err
