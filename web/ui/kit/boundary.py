"""The boundary every piece of code on the page runs inside: a click, a key, a form, a timer, a
worker's reply, a sync arrival, another tab's storage event, and the start of each part.

    listen(button, "click", on_click)        # on_click runs inside the boundary
    later(0.5, step)                         # so does a timer
    background(coroutine)                    # and a task
    then(promise, on_value, on_error)        # and a promise's answer
    started = start("sheet", "The score sheet", make_sheet)   # a part of the page starting

Whatever goes wrong in there, nobody sees a traceback: the page says "That did not work; nothing
was lost." where the person is looking (over the page, below its bar), with "Copy details" for a
report, and goes on working. A part that could not start says so too, once however often it is
tried, and its notice goes when it starts. The details go to the browser's console as an error,
so a test that watches the console fails on it. ``ui.kit.program`` keeps the state as it was
before the event; this module says so.
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
ANY = "page"
"""The notice of a failure anywhere on the page (one at a time: the latest)."""


def could_not_start(name: str) -> str:
    """What the page says of a part (``name``, "The score sheet") that could not start."""
    return f"{name} could not start: reloading the page may help; the rest of the site works meanwhile."


_proxies: list = []
_shown: dict[str, dict] = {}
"""The notices shown, by part (``ANY`` for a failure anywhere): what it says besides ``FAILED``, its
details, and whether copying them worked (None until tried)."""
_root: list = []


def failure_notice(part: str, details: str, copied: bool | None, said: str | None = None) -> Node:
    """What the person sees when something went wrong: the sentence, and the details to copy."""
    answer = {True: COPIED, False: NOT_COPIED}.get(copied) if copied is not None else None
    return h("div", None,
             h("p", FAILED, class_="oops-text"),
             h("p", said) if said else None,
             h("p", None,
               h("button", "Copy details", type="button", data_oops="copy", class_="secondary"),
               h("button", "Dismiss", type="button", data_oops="dismiss", class_="secondary"),
               class_="button-row"),
             h("p", answer, class_="hint") if answer else None,
             h("textarea", details, readonly=True, rows="4", aria_label="Details of what went wrong",
               class_="oops-details") if copied is False else None,
             class_="notice oops", role="alert", data_part=part, key=f"oops-{part}")


def notices(shown: dict[str, dict]) -> list[Node]:
    """Every notice shown, one for each part, in the order they first came."""
    return [failure_notice(part, notice["details"], notice["copied"], notice.get("said"))
            for part, notice in shown.items()]


def describe(error: BaseException, what: object) -> str:
    """The details of a failure, for a report: what the page was doing and where it failed."""
    lines = traceback.format_exception(type(error), error, error.__traceback__)
    return f"While handling {what!r}:\n" + "".join(lines)[-4000:]


def _draw() -> None:
    if not _root:
        box = document.getElementById("oops")
        if not box:
            box = document.createElement("div")
            box.id = "oops"
            document.body.appendChild(box)
        _listen_raw(box, "click", _on_click)
        _root.append(Root(box, document))
    _root[0].render(notices(_shown))


def _say(part: str, error: BaseException, what: object, said: str | None) -> None:
    try:
        details = describe(error, what)
        window.console.error("euchre: " + details)
        _shown[part] = {"details": details, "copied": None, "said": said}
        _draw()
    except Exception:  # noqa: BLE001 - the last resort must not fail in turn
        print("".join(traceback.format_exception(*sys.exc_info())), file=sys.stderr)


def report(error: BaseException, what: object = None) -> None:
    """Say that something did not work, keep the details for a report, and log them."""
    _say(ANY, error, what, None)


def start(part: str, name: str, starting, *args):
    """``starting(*args)`` for the part of the page whose element is ``part`` ("sheet"): its value,
    or None when it fails, when the page says that ``name`` could not start (one notice, however
    often it is tried); a start that works takes the notice down."""
    try:
        started = starting(*args)
    except Exception as error:  # noqa: BLE001 - the boundary: one part must not stop the others
        failed(part, name, error)
        return None
    if part in _shown:
        dismiss(part)
    return started


def failed(part: str, name: str, error: BaseException) -> None:
    """Say that the part ``part`` (``name``, "The score sheet") could not start."""
    _say(part, error, f"the start of {part}", could_not_start(name))


def dismiss(part: str = ANY) -> None:
    """Take down the notice of ``part``."""
    _shown.pop(part, None)
    _draw()


def _on_click(event) -> None:
    target = event.target.closest("button[data-oops]")
    if not target:
        return
    holder = target.closest("[data-part]")
    part = str(holder.getAttribute("data-part")) if holder else ANY
    notice = _shown.get(part)
    if notice is None:
        return
    if str(target.getAttribute("data-oops")) == "dismiss":
        dismiss(part)
        return

    def copied(ok) -> None:
        if _shown.get(part) is notice:
            notice["copied"] = bool(ok)
            _draw()

    clipboard = getattr(window.navigator, "clipboard", None)
    if not clipboard:
        copied(False)
        return
    clipboard.writeText(notice["details"]).then(create_once_callable(lambda _: copied(True)),
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
