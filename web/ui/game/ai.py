"""The expert computer player, asked through the page's web worker.

    expert = Expert()
    action = await expert.choose(view, seed=7)          # one of view.legal_actions
    options = await expert.evaluate(view, request)      # a coach's request (ui.game.evaluations): Options, best first

The worker (``web/ai_worker.js``) runs ``euchre.ai.remote.handle`` on its own copy of
Python, so the page stays responsive while the expert thinks; ``web/ai_client.js``
queues the requests and turns each into a promise, which is awaited here. When a
computer seat plays at the expert's level, the worker starts as the page loads (on a device
with cores to spare, ``web/boot.js``) or once the table is shown; :class:`Expert` adopts the
running worker (``start()`` then does nothing). Until the worker is ready, the expert's
decisions and evaluations are worked out on the page instead (:meth:`Expert.think_here`): the
same search, by the same expert (``euchre.ai.remote.expert_for``), in slices short enough that
the page keeps drawing and answering taps between them. Any failure (the worker cannot start,
stops answering, or answers with an error) raises :class:`ExpertUnavailable` with the reason
in words; a request the page no longer needs is dropped by cancelling the task that awaits it.
"""

from __future__ import annotations

import asyncio
import json

from pyodide.ffi import to_js
from pyscript import window

from euchre.ai.expert import ExpertPlayer, Option  # imported with the page, not at the first decision
from euchre.ai.remote import expert_for, option_dicts, options_from_dicts
from euchre.hand import HandView

CHOOSE_BUDGET_MS = 650
"""Time the expert may take over one of its own decisions (ready within 1 s in Chromium)."""
SAMPLES = 400
"""The most sampled deals for one of the expert's own decisions (the time budget usually stops it first)."""
HERE_BUDGET_MS = 450
"""Time for a decision worked out on the page while the worker starts: on two cores 24-60 sampled
deals for a visit's first decision and 90-310 after, past the 20-40 where more samples stop adding
strength (docs/PERFORMANCE.md)."""
SLICE_MS = 20
"""How long the page's search runs before the page draws and answers again (a long task is 50 ms)."""
TIMEOUT_MS = 15_000
"""A decision or evaluation not answered in this time means the worker is stuck: the game goes on without it."""


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

    async def ask(self, request: dict, timeout_ms: int = TIMEOUT_MS) -> dict:
        """Send one request to the worker and wait for its reply (``ok`` is true)."""
        if self.client is None:
            raise ExpertUnavailable(NO_CLIENT)
        request_id = self.client.submit(json.dumps(request, separators=(",", ":")), timeout_ms)
        try:
            text = await self.client.result(request_id)
        except asyncio.CancelledError:
            self.client.cancel(request_id)
            raise
        except Exception as error:  # noqa: BLE001 - a rejected promise: the worker failed
            message = str(getattr(error, "message", "") or error).removeprefix("Error: ")
            raise ExpertUnavailable(message) from None
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

    async def think_here(self, view: HandView, expert: ExpertPlayer) -> list[Option]:
        """``expert``'s options worked out on the page itself, in slices of about ``SLICE_MS``
        between which the page draws and answers taps (``asyncio.sleep(0)`` returns to the browser).
        A performance mark "expert-thought-here" records each decision and its samples."""
        thinking = expert.deliberate(view)
        while not thinking.step(SLICE_MS / 1000):
            await asyncio.sleep(0)
        detail = to_js({"detail": {"samples": thinking.count}}, dict_converter=window.Object.fromEntries)
        window.performance.mark("expert-thought-here", detail)
        return thinking.options

    async def choose(self, view: HandView, seed: int | None = None, budget_ms: int = CHOOSE_BUDGET_MS,
                     table: dict[str, str] | None = None) -> str:
        """The expert's action: from its worker, or worked out here while the worker starts.
        ``table`` says who sits left, across and right of the seat (``euchre.ai.table_places``)."""
        request = {"op": "choose", "level": "expert", "view": view.to_dict(), "seed": seed, "samples": SAMPLES,
                   "budget_ms": budget_ms, "table": table or {}}
        if self.not_ready_yet():
            here = expert_for({**request, "budget_ms": min(budget_ms, HERE_BUDGET_MS)})
            return (await self.think_here(view, here))[0].action
        action = (await self.ask(request)).get("action")
        if action not in view.legal_actions:
            raise ExpertUnavailable(f"the expert chose {action!r}, which is not allowed now")
        return action

    async def choose_as(self, view: HandView, request: dict) -> str:
        """The action a ``choose`` request made elsewhere asks for (a day's computer player: fixed
        samples, no time budget, so it is the same on every device): from the worker, or worked out
        here to the same choice while it starts."""
        if self.not_ready_yet():
            return (await self.think_here(view, expert_for(request)))[0].action
        action = (await self.ask(request)).get("action")
        if action not in view.legal_actions:
            raise ExpertUnavailable(f"the expert chose {action!r}, which is not allowed now")
        return action

    async def evaluate(self, view: HandView, request: dict) -> tuple[Option, ...]:
        """Every option for ``view``, best first, as ``request`` (an ``evaluate`` request for that
        view) asks: from the worker, or worked out here while it starts, to the same figures."""
        if self.not_ready_yet():
            return options_from_dicts(option_dicts(await self.think_here(view, expert_for(request))))
        try:
            return options_from_dicts((await self.ask(request))["options"])
        except (KeyError, ValueError) as error:
            raise ExpertUnavailable(f"the expert's answer could not be read ({error})") from None
