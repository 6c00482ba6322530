"""The boundary every piece of code on the page runs inside: a click, a key, a form, a timer, a
worker's reply, a sync arrival, another tab's storage event.

    listen(button, "click", on_click)        # on_click runs inside the boundary
    later(0.5, step)                         # so does a timer
    background(coroutine)                    # and a task
    then(promise, on_value, on_error)        # and a promise's answer

Whatever goes wrong in there, nobody sees a traceback: the page says "That did not work; nothing
was lost." where the person is looking, with "Copy details" for a report, and goes on working.
The details go to the browser's console as an error too, so a test that watches the console
fails on it. ``ui.kit.program`` keeps the state as it was before the event; this module says so.
"""

from __future__ import annotations

import asyncio
import sys
import traceback

from pyodide.ffi import create_once_callable, create_proxy
from pyscript import document, window

from .patch import Root
from .vdom import Node, h

FAILED = "That did not work; nothing was lost."
COPIED = "Copied: paste it into your message."
NOT_COPIED = "This browser did not let the page copy: select the text below and copy it."

_proxies: list = []
_shown: dict = {"details": "", "copied": None, "root": None}


def failure_notice(details: str, copied: bool | None) -> list[Node]:
    """What the person sees when something went wrong: the sentence, and the details to copy."""
    if not details:
        return []
    said = {True: COPIED, False: NOT_COPIED}.get(copied) if copied is not None else None
    return [h("div", None,
              h("p", FAILED, class_="oops-text"),
              h("p", None,
                h("button", "Copy details", type="button", data_oops="copy", class_="secondary"),
                h("button", "Dismiss", type="button", data_oops="dismiss", class_="secondary"),
                class_="button-row"),
              h("p", said, class_="hint") if said else None,
              h("textarea", details, readonly=True, rows="4", aria_label="Details of what went wrong",
                class_="oops-details") if copied is False else None,
              class_="oops", role="alert", key="oops")]


def describe(error: BaseException, what: object) -> str:
    """The details of a failure, for a report: what the page was doing and where it failed."""
    lines = traceback.format_exception(type(error), error, error.__traceback__)
    return f"While handling {what!r}:\n" + "".join(lines)[-4000:]


def _draw() -> None:
    root = _shown["root"]
    if root is None:
        box = document.getElementById("oops")
        if not box:
            box = document.createElement("div")
            box.id = "oops"
            document.body.appendChild(box)
            _listen_raw(box, "click", _on_click)
        root = _shown["root"] = Root(box, document)
    root.render(failure_notice(_shown["details"], _shown["copied"]))


def report(error: BaseException, what: object = None) -> None:
    """Say that something did not work, keep the details for a report, and log them."""
    try:
        details = describe(error, what)
        window.console.error("euchre: " + details)
        _shown.update(details=details, copied=None)
        _draw()
    except Exception:  # noqa: BLE001 - the last resort must not fail in turn
        print("".join(traceback.format_exception(*sys.exc_info())), file=sys.stderr)


def _on_click(event) -> None:
    target = event.target.closest("button[data-oops]")
    if not target:
        return
    if str(target.getAttribute("data-oops")) == "dismiss":
        _shown.update(details="", copied=None)
        _draw()
        return

    def copied(ok) -> None:
        _shown["copied"] = bool(ok)
        _draw()

    clipboard = getattr(window.navigator, "clipboard", None)
    if not clipboard:
        copied(False)
        return
    clipboard.writeText(_shown["details"]).then(create_once_callable(lambda _: copied(True)),
                                                create_once_callable(lambda _: copied(False)))


def guard(handler, what: object = None):
    """``handler`` run inside the boundary."""
    def guarded(*args):
        try:
            return handler(*args)
        except Exception as error:  # noqa: BLE001 - the boundary
            report(error, what or getattr(handler, "__name__", handler))
            return None
    return guarded


def _listen_raw(node, event: str, handler) -> None:
    proxy = create_proxy(guard(handler, event))
    _proxies.append(proxy)
    node.addEventListener(event, proxy)


def listen(node, event: str, handler) -> None:
    """Call ``handler(event)`` for each ``event`` on ``node``, inside the boundary."""
    _listen_raw(node, event, handler)


def later(seconds: float, handler, *args) -> int:
    """Call ``handler(*args)`` after ``seconds``, inside the boundary; returns the timer's id."""
    return window.setTimeout(create_once_callable(guard(lambda *_: handler(*args), handler)),
                             max(0, int(seconds * 1000)))


def every(seconds: float, handler):
    """Call ``handler()`` every ``seconds``, inside the boundary; returns a function that stops it."""
    proxy = create_proxy(guard(lambda *_: handler(), handler))
    timer = window.setInterval(proxy, max(1, int(seconds * 1000)))

    def stop() -> None:
        window.clearInterval(timer)
        proxy.destroy()
    return stop


def then(promise, on_value, on_error=None) -> None:
    """``on_value(value)`` when ``promise`` settles with a value, ``on_error(error)`` when it fails
    (reported when no ``on_error`` is given), both inside the boundary."""
    def failed(error) -> None:
        if on_error is None:
            raise RuntimeError(f"a promise failed: {error}")
        on_error(error)
    promise.then(create_once_callable(guard(on_value, on_value)), create_once_callable(guard(failed, on_error)))


def awaited(coroutine) -> asyncio.Task:
    """Run ``coroutine`` as a task whose failure is for the code awaiting it to handle (as the expert's
    choice is, by a computer seat's turn): it is never reported here, and never left unretrieved."""
    task = asyncio.ensure_future(coroutine)
    task.add_done_callback(lambda done: done.cancelled() or done.exception())
    return task


def background(coroutine, what: object = None) -> asyncio.Task:
    """Run ``coroutine`` as a task; its failure (not a cancellation) is reported."""
    task = asyncio.ensure_future(coroutine)

    def finished(done: asyncio.Task) -> None:
        if done.cancelled():
            return
        error = done.exception()
        if error is not None:
            report(error, what or coroutine)
    task.add_done_callback(finished)
    return task
