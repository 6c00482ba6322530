"""Cards that move: the deal flies out from the dealer and the turned card turns over, a played
card slides from its player to the trick, a finished trick gathers toward the seat that won it,
and a round your side wins throws the pack up over the table.

    motion = Motion()
    before = motion.where()          # before the table is redrawn
    ...                              # redraw
    motion.arrive(before, ms=280)    # new cards in the trick slide in from where they were
    motion.follow(["deal"], "normal", dealer=1)   # what ``ui.kit.sound.cues`` says happened
    await motion.settled()           # the deal is over: the first bid may come

Only transforms and opacity are animated (the Web Animations API), so the browser moves
them on the compositor; nothing moves for people who ask for reduced motion, or at the
"Instant" speed.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import random

from pyodide.ffi import create_once_callable
from pyscript import document, window

from euchre.cards import PACK

from ..kit.boundary import background, guard
from .table import card_url

MOVE_MS = {"slow": 420, "normal": 300, "fast": 170, "instant": 0}
"""How long a card takes to reach the trick, and a trick to gather, at each computer speed."""
DEAL_EVERY_MS = {"slow": 70, "normal": 45, "fast": 20, "instant": 0}
"""The deal: from one card leaving the dealer to the next, at each computer speed."""


def _js(value):
    """Keyframes and timings for ``Element.animate``, as JavaScript values: through JSON, one call
    across to JavaScript instead of one a key (a deal or a celebration makes dozens)."""
    return window.JSON.parse(json.dumps(value))


def _all(selector: str, within=None) -> list:
    """The elements ``selector`` finds in ``within`` (else the page): every element the motions move or
    measure is looked up here."""
    return list((within or document).querySelectorAll(selector))


def _one(selector: str, within=None):
    """The first element ``selector`` finds in ``within`` (else the page), or None."""
    found = (within or document).querySelector(selector)
    return found if found else None


def _seat(seat: int):
    """Where a seat's cards come from and go to: your name and tricks, another seat's whole place."""
    return _one("#seat-0 .seat-info") if seat == 0 else _one(f"#seat-{seat}")


def _box(node) -> tuple[float, float, float, float] | None:
    if not node:
        return None
    rect = node.getBoundingClientRect()
    if rect.width == 0:
        return None
    return (rect.left, rect.top, rect.width, rect.height)


def _centre(box) -> tuple[float, float]:
    return box[0] + box[2] / 2, box[1] + box[3] / 2


class Motion:
    def __init__(self) -> None:
        query = window.matchMedia("(prefers-reduced-motion: reduce)")
        self.reduced = bool(query.matches)
        self.busy_until = 0.0
        """When (``performance.now()``, ms) the deal now under way ends, by the clock."""
        self.last_moves: list = []
        """The deal's animations that end last (the last card's, the turned card's turn): their clocks
        start a frame or more after ``busy_until`` is set, later still on a busy machine."""

    def duration(self, speed: str) -> int:
        return 0 if self.reduced else MOVE_MS.get(speed, 0)

    def deal_every(self, speed: str) -> int:
        return 0 if self.reduced else DEAL_EVERY_MS.get(speed, 0)

    def where(self) -> dict:
        """Where the cards and seats are now: the person's cards, the other seats' cards, the trick."""
        hand = {str(n.dataset.card): _box(n) for n in _all("#seat-0 .my-cards [data-card]")}
        seats = {seat: _box(_one(f"#seat-{seat} .backs") or _one(f"#seat-{seat}")) for seat in (1, 2, 3)}
        trick = {str(n.dataset.card) for n in _all("#center .played")}
        return {"hand": hand, "seats": seats, "trick": trick}

    def arrive(self, before: dict, ms: int) -> None:
        """Slide each card new to the trick from where it was before."""
        if ms <= 0:
            return
        moves = []
        for node in _all("#center .played"):  # every position read before any move
            card = str(node.dataset.card)
            if card in before["trick"]:
                continue
            seat = int(node.dataset.seat)
            moves.append((node, before["hand"].get(card) if seat == 0 else before["seats"].get(seat), _box(node)))
        for node, start, end in moves:
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
        target = _box(_seat(winner))
        if target is None:
            return
        for node in _all("#center .played"):
            box = _box(node)
            if box is None:
                continue
            dx = target[0] + target[2] / 2 - (box[0] + box[2] / 2)
            dy = target[1] + target[3] / 2 - (box[1] + box[3] / 2)
            node.animate(_js([{"transform": "none", "opacity": 1},
                              {"transform": f"translate({dx:.1f}px, {dy:.1f}px) scale(.35)", "opacity": 0}]),
                         _js({"duration": ms, "easing": "ease-in", "fill": "forwards"}))
        await asyncio.sleep(ms / 1000)

    # --- the deal, and the end of a round ------------------------------------------------------

    def follow(self, happened: list[str], speed: str, dealer: int, seed: object = None) -> None:
        """Show what ``ui.kit.sound.cues`` says happened: a deal from ``dealer``, a round won."""
        every, ms = self.deal_every(speed), self.duration(speed)
        if "deal" in happened and every > 0 and ms > 0:
            # In the next frame, before it is painted: the new table's layout, which the deal
            # reads, is then the frame's own work and not added to the click's.
            self.busy_until = float(window.performance.now()) + self.deal_length(20, every, ms)
            window.requestAnimationFrame(create_once_callable(guard(lambda _time: self.deal(dealer, every, ms), "the deal")))
        if "round-won" in happened:
            self.celebrate(self.duration(speed), seed)

    def deal(self, dealer: int, every: int, ms: int) -> None:
        """Deal the cards as they lie now: one at a time from the dealer, round the table from the
        dealer's left, your own face down until they land and turn over; then the turned card
        turns over."""
        if every <= 0 or ms <= 0:
            return
        start = _box(_seat(dealer))
        if start is None:
            return
        cards = {0: _all("#seat-0 .my-cards .card")}
        for seat in (1, 2, 3):
            cards[seat] = _all(f"#seat-{seat} .backs .card")
        order = [(dealer + 1 + n) % 4 for n in range(4)]
        # Every position is read before any animation starts: a read after one would make the
        # browser work out the whole table's style again, twenty times over.
        deal = [(seat, cards[seat][round_], _box(cards[seat][round_]))
                for round_ in range(5) for seat in order if round_ < len(cards[seat])]
        hand = _one("#seat-0 .my-cards")
        if hand:
            hand.classList.add("dealing")
        sx, sy = _centre(start)
        dealt = 0
        self.last_moves = []
        for seat, node, box in deal:
            if box is None:
                continue
            x, y = _centre(box)
            turn = -24 if seat in (1, 3) else 12
            timing = _js({"duration": ms * (1.6 if seat == 0 else 1), "delay": dealt * every,
                          "easing": "cubic-bezier(.25, .8, .35, 1)", "fill": "backwards"})
            if seat == 0:
                moved = node.animate(_js([
                    {"transform": f"translate({sx - x:.1f}px, {sy - y:.1f}px) scale(.4) rotate({turn}deg)",
                     "opacity": 0},
                    {"opacity": 1, "offset": 0.1},
                    {"transform": "none", "offset": 0.62},
                    {"transform": "scaleX(0)", "offset": 0.81},
                    {"transform": "none"}]), timing)
                art = _one(".art", node)
                if art:
                    art.animate(_js([{"opacity": 0}, {"opacity": 0, "offset": 0.81}, {"opacity": 1, "offset": 0.81},
                                     {"opacity": 1}]), timing)
            else:
                moved = node.animate(_js([
                    {"transform": f"translate({sx - x:.1f}px, {sy - y:.1f}px) rotate({turn}deg)", "opacity": 0},
                    {"opacity": 1, "offset": 0.15},
                    {"transform": "none"}]), timing)
            self.last_moves = [moved]
            dealt += 1
        total = dealt * every + ms * 1.6
        self.turn_over(_one("#center .upcard"), total, ms)
        self.busy_until = float(window.performance.now()) + self.deal_length(dealt, every, ms)
        if hand:
            clear_later(hand, total)

    @staticmethod
    def deal_length(cards: int, every: int, ms: int) -> float:
        """Milliseconds from the first card leaving the dealer to the turned card face up."""
        return cards * every + ms * 2.6

    def turn_over(self, node, delay: float, ms: int) -> None:
        """Turn a card face up: it narrows to an edge showing its back, and widens showing its face."""
        if not node:
            return
        node.classList.add("face-down")
        timing = _js({"duration": ms, "delay": delay, "easing": "ease-in-out", "fill": "backwards"})
        turning = node.animate(_js([{"transform": "none"}, {"transform": "scaleX(0)", "offset": 0.5},
                                    {"transform": "none"}]), timing)
        self.last_moves.append(turning)
        art = _one(".art", node)
        if art:
            art.animate(_js([{"opacity": 0}, {"opacity": 0, "offset": 0.5}, {"opacity": 1, "offset": 0.5},
                             {"opacity": 1}]), timing)
        clear_later(node, delay + ms, "face-down")

    async def settled(self) -> None:
        """Wait until the deal under way (if any) has ended."""
        left = self.busy_until - float(window.performance.now())
        if left > 0:
            await asyncio.sleep(left / 1000)
        for moving in self.last_moves:
            with contextlib.suppress(Exception):  # an animation cancelled is over too
                await moving.finished

    def celebrate(self, ms: int, seed: object = None) -> None:
        """The round won: the whole pack thrown up from the bottom of the table, each card
        tumbling along its own arc and out of sight (about five times a card's move), a few
        cards a moment, each batch its own short task so the page never stalls."""
        table = _one("#table")
        if ms > 0 and table:
            background(self.throw_the_pack(table, ms, random.Random(str(seed))), "the pack thrown up")

    async def throw_the_pack(self, table, ms: int, rng: random.Random) -> None:
        # A layer of its own over the table, outside the table's grid: adding to it lays out
        # nothing else.
        left, top, width, height = _box(table) or (0, 0, float(window.innerWidth), float(window.innerHeight))
        layer = document.createElement("div")
        layer.className = "fx"
        layer.setAttribute("aria-hidden", "true")
        card = max(56.0, min(150.0, min(width, height) * 0.14))
        layer.style.cssText = (f"left:{left:.0f}px;top:{top:.0f}px;width:{width:.0f}px;height:{height:.0f}px;"
                               f"--fx-w:{card:.0f}px")
        document.body.appendChild(layer)
        cards = list(PACK)
        rng.shuffle(cards)
        flight, every = ms * 5, ms / 8
        start = float(window.performance.now())
        for n, card in enumerate(cards):
            if n and n % 4 == 0:
                await asyncio.sleep(0)
            image = document.createElement("img")
            image.className = "card"
            image.src = card_url(card)
            image.alt = ""
            image.style.left = f"{width / 2:.0f}px"
            image.style.top = f"{height:.0f}px"
            x = rng.uniform(-0.48, 0.48) * width
            peak = -height * rng.uniform(0.55, 0.95)
            spin = rng.choice((-1, 1)) * rng.uniform(200, 560)
            delay = max(0.0, n * every - (float(window.performance.now()) - start))
            image.animate(_js([
                {"transform": "translate(0px, 0px) rotate(0deg)", "opacity": 0},
                {"opacity": 1, "offset": 0.06},
                {"transform": f"translate({x * 0.6:.0f}px, {peak:.0f}px) rotate({spin * 0.5:.0f}deg)", "offset": 0.45},
                {"opacity": 1, "offset": 0.85},
                {"transform": f"translate({x:.0f}px, {height * 0.1:.0f}px) rotate({spin:.0f}deg)", "opacity": 0}]),
                _js({"duration": flight, "delay": delay, "easing": "cubic-bezier(.3, .6, .6, 1)", "fill": "both"}))
            layer.appendChild(image)
        await asyncio.sleep((flight + len(cards) * every) / 1000)
        layer.remove()


def clear_later(node, after_ms: float, class_name: str = "dealing", remove: bool = False) -> None:
    """After ``after_ms``, take ``class_name`` off ``node`` (or take the node away)."""
    async def later():
        await asyncio.sleep(after_ms / 1000)
        if remove:
            node.remove()
        else:
            node.classList.remove(class_name)

    background(later(), "a card's animation")
