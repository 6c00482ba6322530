"""Cards that move: a played card slides from its player to the trick, a finished trick
gathers toward the seat that won it.

    motion = Motion()
    before = motion.where()          # before the table is redrawn
    ...                              # redraw
    motion.arrive(before, ms=280)    # new cards in the trick slide in from where they were

Only transforms and opacity are animated (the Web Animations API), so the browser moves
them on the compositor; nothing moves for people who ask for reduced motion, or at the
"Instant" speed.
"""

from __future__ import annotations

import asyncio

from pyodide.ffi import to_js
from pyscript import document, window

MOVE_MS = {"slow": 420, "normal": 300, "fast": 170, "instant": 0}
"""How long a card takes to reach the trick, and a trick to gather, at each computer speed."""


def _js(value):
    return to_js(value, dict_converter=window.Object.fromEntries)


def _box(node) -> tuple[float, float, float, float] | None:
    if not node:
        return None
    rect = node.getBoundingClientRect()
    if rect.width == 0:
        return None
    return (rect.left, rect.top, rect.width, rect.height)


class Motion:
    def __init__(self) -> None:
        query = window.matchMedia("(prefers-reduced-motion: reduce)")
        self.reduced = bool(query.matches)

    def duration(self, speed: str) -> int:
        return 0 if self.reduced else MOVE_MS.get(speed, 0)

    def where(self) -> dict:
        """Where the cards and seats are now: the person's cards, the other seats' cards, the trick."""
        hand = {str(n.dataset.card): _box(n) for n in document.querySelectorAll("#seat-0 .my-cards [data-card]")}
        seats = {seat: _box(document.querySelector(f"#seat-{seat} .backs") or document.getElementById(f"seat-{seat}"))
                 for seat in (1, 2, 3)}
        trick = {str(n.dataset.card) for n in document.querySelectorAll("#center .played")}
        return {"hand": hand, "seats": seats, "trick": trick}

    def arrive(self, before: dict, ms: int) -> None:
        """Slide each card new to the trick from where it was before."""
        if ms <= 0:
            return
        for node in document.querySelectorAll("#center .played"):
            card = str(node.dataset.card)
            if card in before["trick"]:
                continue
            seat = int(node.dataset.seat)
            start = before["hand"].get(card) if seat == 0 else before["seats"].get(seat)
            end = _box(node)
            if start is None or end is None:
                continue
            dx = start[0] + start[2] / 2 - (end[0] + end[2] / 2)
            dy = start[1] + start[3] / 2 - (end[1] + end[3] / 2)
            scale = max(0.3, min(1.6, start[2] / end[2]))
            node.animate(_js([{"transform": f"translate({dx:.1f}px, {dy:.1f}px) scale({scale:.2f})"},
                              {"transform": "none"}]),
                         _js({"duration": ms, "easing": "cubic-bezier(.2, .7, .3, 1)"}))

    async def gather(self, winner: int, ms: int) -> None:
        """Sweep the trick's cards toward the winner's seat, then wait for them to get there."""
        if ms <= 0:
            return
        target = _box(document.querySelector("#seat-0 .seat-info") if winner == 0
                      else document.getElementById(f"seat-{winner}"))
        if target is None:
            return
        for node in document.querySelectorAll("#center .played"):
            box = _box(node)
            if box is None:
                continue
            dx = target[0] + target[2] / 2 - (box[0] + box[2] / 2)
            dy = target[1] + target[3] / 2 - (box[1] + box[3] / 2)
            node.animate(_js([{"transform": "none", "opacity": 1},
                              {"transform": f"translate({dx:.1f}px, {dy:.1f}px) scale(.35)", "opacity": 0}]),
                         _js({"duration": ms, "easing": "ease-in", "fill": "forwards"}))
        await asyncio.sleep(ms / 1000)
