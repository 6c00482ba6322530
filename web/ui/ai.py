"""The expert computer player, asked through the page's web worker.

    expert = Expert()
    action = await expert.choose(view, seed=7)             # one of view.legal_actions
    options = await expert.evaluate(view)                  # [{"action", "points", "samples"}], best first
    decisions = await expert.review(hand, seat, progress)  # progress(done, total)

The worker (``web/ai_worker.js``) runs ``euchre.ai.remote.handle`` on its own copy of
Python, so the page stays responsive while the expert thinks; ``web/ai_client.js``
queues the requests and turns each into a promise, which is awaited here. When a
computer seat plays at the expert's level, the worker starts as the page loads (on a device
with cores to spare, ``web/boot.js``) or once the table is shown; :class:`Expert` adopts the
running worker (``start()`` then does nothing). Until the worker is ready, the expert's own
decisions are worked out on the page instead (:meth:`Expert.think_here`): the same search, in
slices short enough that the page keeps drawing and answering taps between them. Any
failure (the worker cannot start, stops answering, or answers with an error)
raises :class:`ExpertUnavailable` with the reason in words; a request the page no
longer needs is dropped by cancelling the task that awaits it.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable

from pyodide.ffi import create_proxy, to_js
from pyscript import window

from euchre.ai.expert import ExpertPlayer, Option  # imported with the page, not at the first decision
from euchre.ai.remote import option_dicts
from euchre.hand import HandState, HandView

CHOOSE_BUDGET_MS = 650
"""Time the expert may take over one of its own decisions (ready within 1 s in Chromium)."""
HINT_BUDGET_MS = 1000
"""Time for a hint: the person asked and waits for it, so a little more care."""
REVIEW_BUDGET_MS = 250
"""Time per decision when reviewing a hand (about nine decisions: a few seconds in all)."""
SAMPLES = 400
"""The most sampled deals per decision (the time budget usually stops it first)."""
HERE_BUDGET_MS = 450
"""Time for a decision worked out on the page while the worker starts: on two cores 24-60 sampled
deals for a visit's first decision and 90-310 after, past the 20-40 where more samples stop adding
strength (docs/PERFORMANCE.md)."""
SLICE_MS = 20
"""How long the page's search runs before the page draws and answers again (a long task is 50 ms)."""
TIMEOUT_MS = 15_000
"""A decision or hint not answered in this time means the worker is stuck: the game goes on without it."""
REVIEW_TIMEOUT_MS = 90_000
"""The same for a whole hand's review (about nine decisions, on a slow device)."""


class ExpertUnavailable(Exception):
    """The expert could not answer; ``str(error)`` says why, in words."""


NO_CLIENT = "its script could not be loaded"


class Expert:
    def __init__(self) -> None:
        client = getattr(window, "euchreAI", None)
        self.client = client if client else None  # web/ai_client.js did not load: no expert, still a game

    @property
    def state(self) -> str:
        return "failed" if self.client is None else str(self.client.state)

    @property
    def failed(self) -> bool:
        return self.state == "failed"

    @property
    def reason(self) -> str:
        return NO_CLIENT if self.client is None else str(self.client.reason)

    def start(self) -> None:
        if self.client is not None:
            self.client.start()

    def restart(self) -> None:
        if self.client is not None:
            self.client.restart()

    async def ask(self, request: dict, progress: Callable[[dict], None] | None = None,
                  timeout_ms: int = TIMEOUT_MS) -> dict:
        """Send one request to the worker and wait for its reply (``ok`` is true)."""
        if self.client is None:
            raise ExpertUnavailable(NO_CLIENT)
        proxy = None
        if progress is not None:
            proxy = create_proxy(lambda text: progress(json.loads(str(text))))
        request_id = self.client.submit(json.dumps(request, separators=(",", ":")), proxy, timeout_ms)
        try:
            text = await self.client.result(request_id)
        except asyncio.CancelledError:
            self.client.cancel(request_id)
            raise
        except Exception as error:  # noqa: BLE001 - a rejected promise: the worker failed
            message = str(getattr(error, "message", "") or error).removeprefix("Error: ")
            raise ExpertUnavailable(message) from None
        finally:
            if proxy is not None:
                self.client.cancel(request_id)  # no more progress calls to a destroyed proxy
                proxy.destroy()
        reply = json.loads(str(text))
        if not reply.get("ok"):
            raise ExpertUnavailable(f"the expert could not answer ({reply.get('error', 'no reason given')})")
        return reply

    def not_ready_yet(self) -> bool:
        """True while the worker has still to start or is starting (it is started now if need be):
        the page then thinks for itself. False once it is ready, or when it failed."""
        if self.client is None or self.state not in ("idle", "starting"):
            return False
        self.start()
        return True

    async def think_here(self, view: HandView, seed: int | None = None,
                         budget_ms: int = HERE_BUDGET_MS, table: dict[str, str] | None = None) -> list[Option]:
        """The expert's options worked out on the page itself, in slices of about ``SLICE_MS``
        between which the page draws and answers taps (``asyncio.sleep(0)`` returns to the browser).
        A performance mark "expert-thought-here" records each decision and its samples."""
        thinking = ExpertPlayer(seed=seed, samples=SAMPLES, time_budget=budget_ms / 1000,
                                **(table or {})).deliberate(view)
        while not thinking.step(SLICE_MS / 1000):
            await asyncio.sleep(0)
        detail = to_js({"detail": {"samples": thinking.count}}, dict_converter=window.Object.fromEntries)
        window.performance.mark("expert-thought-here", detail)
        return thinking.options

    async def choose(self, view: HandView, seed: int | None = None, budget_ms: int = CHOOSE_BUDGET_MS,
                     table: dict[str, str] | None = None) -> str:
        """The expert's action: from its worker, or worked out here while the worker starts.
        ``table`` says who sits left, across and right of the seat (``euchre.ai.table_places``)."""
        if self.not_ready_yet():
            options = await self.think_here(view, seed, min(budget_ms, HERE_BUDGET_MS), table)
            return options[0].action
        reply = await self.ask({"op": "choose", "level": "expert", "view": view.to_dict(), "seed": seed,
                                "samples": SAMPLES, "budget_ms": budget_ms, "table": table or {}})
        action = reply.get("action")
        if action not in view.legal_actions:
            raise ExpertUnavailable(f"the expert chose {action!r}, which is not allowed now")
        return action

    async def evaluate(self, view: HandView, seed: int | None = None,
                       budget_ms: int = HINT_BUDGET_MS, table: dict[str, str] | None = None) -> list[dict]:
        """Every option, best first (a hint): from the worker, or worked out here while it starts."""
        if self.not_ready_yet():
            return option_dicts(await self.think_here(view, seed, budget_ms, table))
        reply = await self.ask({"op": "evaluate", "view": view.to_dict(), "seed": seed, "samples": SAMPLES,
                                "budget_ms": budget_ms, "table": table or {}})
        return reply["options"]

    async def review(self, hand: HandState, seat: int, progress: Callable[[int, int], None] | None = None,
                     seed: int | None = None, budget_ms: int = REVIEW_BUDGET_MS,
                     table: dict[str, str] | None = None) -> list[dict]:
        def report(message: dict) -> None:
            if progress is not None:
                progress(int(message.get("progress", 0)), int(message.get("total", 0)))

        reply = await self.ask({"op": "review", "hand": hand.to_dict(), "seat": seat, "seed": seed,
                                "samples": SAMPLES, "budget_ms": budget_ms, "table": table or {}}, report,
                               REVIEW_TIMEOUT_MS)
        return reply["decisions"]
