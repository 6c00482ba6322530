"""Duplicate matches: two computer players over the same deals, each deal played both ways round.

    >>> from functools import partial
    >>> from euchre import Rules
    >>> from euchre.ai import computer_player
    >>> from euchre.ai.duplicate import duplicate_match
    >>> result = duplicate_match(partial(computer_player, "standard"),
    ...                          partial(computer_player, "random"), deals=40, rules=Rules())
    >>> result.hands, result.margin > 0
    (80, True)

Deal ``i`` is shuffled by ``random.Random(f"{seed}/{i}")`` with seat ``i % 4``
dealing, and played as a single hand twice: first with A in seats 0 and 2 and B in
seats 1 and 3, then with the teams swapped, so that each side holds the same cards
once and the luck of the deal cancels. Each deal's paired margin is the average of
A's lead over B in its two plays. Every player is built afresh for each hand from a
seed fixed by (match seed, deal, play, seat), so a match gives the same result
however many processes play it.
"""

from __future__ import annotations

import functools
import hashlib
import math
import random
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ..hand import HandState, Phase
from ..hand import deal as deal_hand
from ..rules import Rules

__all__ = ["MatchResult", "duplicate_match", "play_both_ways", "paired_lead", "BLOCK", "AllSeeingPlayer", "all_seeing",
           "PHASES", "ALL_SEEING", "player_factory", "parse_option", "level_name"]

BLOCK = 8
"""Hands in a block (a tournament round) for counting who outscores whom."""

PlayerFactory = Callable[[int], Any]
"""Builds a player (anything with ``choose(view)``) from a seed; must pickle for ``processes > 1``."""

_DealRecord = tuple[int, int, int, int]
"""A's points, B's points in play 1, then the same in play 2."""


@dataclass(frozen=True)
class MatchResult:
    """What a duplicate match shows. Results compare equal whatever ``seconds`` they took."""

    deals: int
    """Deals played, each twice."""
    hands: int
    """Hands played: twice the deals."""
    a_points: float
    """A's mean points per hand."""
    b_points: float
    """B's mean points per hand."""
    margin: float
    """A's mean lead over B per hand (the mean paired margin)."""
    ci95: float
    """Half-width of the 95% confidence interval of ``margin`` (nan under two deals)."""
    blocks: int
    """Blocks of 8 hands counted: 8 deals in a row, in the same seating."""
    a_blocks: float
    """Share of blocks in which A scored more points than B."""
    b_blocks: float
    """Share of blocks in which B scored more points than A."""
    seconds: float = field(default=0.0, compare=False)
    """Time the match took."""
    paired: tuple[float, ...] = field(default=(), compare=False, repr=False)
    """Each deal's paired margin, in deal order (for comparing two matches over the same deals)."""

    @property
    def interval(self) -> tuple[float, float]:
        """The 95% confidence interval of the margin."""
        return self.margin - self.ci95, self.margin + self.ci95

    @property
    def significant(self) -> bool:
        """True when the 95% interval lies wholly above zero (A is the stronger)."""
        return self.interval[0] > 0


PHASES = {"bid": (Phase.BID_UPCARD, Phase.BID_SUIT), "discard": (Phase.DISCARD,), "play": (Phase.PLAY,)}
"""The decisions an :class:`AllSeeingPlayer` can be asked to make with every card in sight."""


class AllSeeingPlayer:
    """A reference for measurement only: it reads the whole deal, which no level offered to people may.

    In the phases it is given (``sees``, names from :data:`PHASES`) it decides as the expert would if
    its one sample were the real deal: each card solved double-dummy, each bid played forward with the
    other seats bidding as the standard player would and the contract solved, no allowance taken. In
    the other phases it asks ``fallback`` (a player built from the same seed), so a match against the
    expert with ``sees=("bid",)`` or ``sees=("play",)`` tells how much of the distance to perfect
    information lies in the bidding and how much in the play.

    The duplicate harness hands it the state itself (:meth:`choose_in`); asked through ``choose(view)``
    like any player, it can only ask its fallback.
    """

    def __init__(self, seed: int, sees: tuple[str, ...] = tuple(PHASES), fallback: PlayerFactory | None = None):
        from .expert import ExpertPlayer
        from .standard import RuleBasedPlayer

        unknown = set(sees) - set(PHASES)
        if unknown:
            raise ValueError(f"phases are {', '.join(PHASES)}, not {', '.join(sorted(unknown))}")
        self.phases = frozenset(p for name in sees for p in PHASES[name])
        self.fallback = None if fallback is None else fallback(seed)
        self._judge = ExpertPlayer(seed=seed, samples=1)
        self._standard = RuleBasedPlayer(random.Random(seed))

    def choose_in(self, state: HandState, seat: int) -> str:
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        if state.phase not in self.phases:
            return self.choose(state.view(seat))
        values = self._judge.values_in(state, seat)
        preferred = self._standard.choose(state.view(seat))
        return min(legal, key=lambda a: (-values[a], a != preferred, a))

    def choose(self, view) -> str:
        if self.fallback is None:
            raise ValueError("an all-seeing player without a fallback must be handed the whole deal")
        return self.fallback.choose(view)


def all_seeing(seed: int, sees: tuple[str, ...] = tuple(PHASES), fallback: PlayerFactory | None = None
               ) -> AllSeeingPlayer:
    """``AllSeeingPlayer(seed, sees, fallback)``, as a module-level factory (it pickles in a partial)."""
    return AllSeeingPlayer(seed, sees, fallback)


ALL_SEEING = "all-seeing"
"""The level name of :class:`AllSeeingPlayer` in :func:`player_factory` (never a level people play against)."""


def player_factory(level: str, options: dict[str, Any]) -> PlayerFactory:
    """A factory ``seed -> player`` for a computer level (``euchre.ai.computer_player``'s, ``"random"`` or
    :data:`ALL_SEEING`) with its keyword options; it pickles, for ``processes > 1``. For the all-seeing
    player, ``sees`` (phase names joined by commas) and ``fallback`` (a level) are its own options and
    the rest go to its fallback."""
    from . import computer_player

    if level != ALL_SEEING:
        return functools.partial(computer_player, level, **options)
    options = dict(options)
    sees = tuple(str(options.pop("sees", ",".join(PHASES))).split(","))
    fallback = str(options.pop("fallback", "expert"))
    return functools.partial(all_seeing, sees=sees, fallback=functools.partial(computer_player, fallback, **options))


def parse_option(text: str) -> tuple[str, Any]:
    """A player's option written ``KEY=VALUE`` (``"samples=16"`` -> ``("samples", 16)``): numbers become
    int or float, ``true`` and ``false`` booleans, the rest stay strings. Raises ValueError otherwise."""
    key, sep, value = text.partition("=")
    if not sep or not key:
        raise ValueError(f"an option is KEY=VALUE, not {text!r}")
    if value.lower() in ("true", "false"):
        return key, value.lower() == "true"
    for kind in (int, float):
        try:
            return key, kind(value)
        except ValueError:
            pass
    return key, value


def level_name(level: str, options: dict[str, Any]) -> str:
    """A level and its options in words, as reports print them: ``"expert (samples=16)"``."""
    return level + (f" ({', '.join(f'{k}={v}' for k, v in options.items())})" if options else "")


def player_seed(seed: int, deal: int, play: int, seat: int) -> int:
    """The seed of the player in ``seat`` for ``play`` (1 or 2) of deal number ``deal``."""
    digest = hashlib.blake2b(f"{seed}/{deal}/{play}/{seat}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") >> 1


def play_both_ways(make_a: PlayerFactory, make_b: PlayerFactory, rules: Rules, seed: int,
                   number: int) -> tuple[HandState, HandState]:
    """Deal number ``number`` of a match with ``seed``, played to its end twice: first with A in seats
    0 and 2, then with A in seats 1 and 3 (the two finished hands, in that order)."""
    first = deal_hand(rules, number % 4, random.Random(f"{seed}/{number}"))
    finished = []
    for play, a_team in ((1, 0), (2, 1)):
        players = [(make_a if seat % 2 == a_team else make_b)(player_seed(seed, number, play, seat))
                   for seat in range(4)]
        state = first
        while state.to_act is not None:
            seat = state.to_act
            player = players[seat]
            if isinstance(player, AllSeeingPlayer):
                state = state.apply(player.choose_in(state, seat), seat)
            else:
                state = state.apply(player.choose(state.view(seat)), seat)
        finished.append(state)
    return finished[0], finished[1]


def _play_deal(make_a: PlayerFactory, make_b: PlayerFactory, rules: Rules, seed: int,
               number: int) -> _DealRecord:
    one, two = play_both_ways(make_a, make_b, rules, seed, number)
    return one.points[0], one.points[1], two.points[1], two.points[0]


def _play_chunk(job: tuple[PlayerFactory, PlayerFactory, Rules, int, int, int]) -> list[_DealRecord]:
    make_a, make_b, rules, seed, start, stop = job
    return [_play_deal(make_a, make_b, rules, seed, n) for n in range(start, stop)]


def paired_lead(first: MatchResult, second: MatchResult) -> tuple[float, float]:
    """How much more ``first`` gave its side A than ``second`` gave its own, per hand, over the same
    deals (same seed and number): the mean per-deal difference of the paired margins, and its 95%
    half-width. Each deal's luck cancels, so this is far tighter than comparing the two margins."""
    if len(first.paired) != len(second.paired) or not first.paired:
        raise ValueError("the two matches must be over the same deals")
    differences = [a - b for a, b in zip(first.paired, second.paired)]
    ci = 1.96 * statistics.stdev(differences) / math.sqrt(len(differences)) if len(differences) >= 2 else math.nan
    return statistics.fmean(differences), ci


def _summary(records: list[_DealRecord], seconds: float) -> MatchResult:
    deals = len(records)
    hands = 2 * deals
    paired = [((a1 - b1) + (a2 - b2)) / 2 for a1, b1, a2, b2 in records]
    blocks = [sum(r[2 * play] - r[2 * play + 1] for r in records[start:start + BLOCK])
              for play in (0, 1) for start in range(0, deals - BLOCK + 1, BLOCK)]
    return MatchResult(
        deals=deals,
        hands=hands,
        a_points=sum(r[0] + r[2] for r in records) / hands if hands else math.nan,
        b_points=sum(r[1] + r[3] for r in records) / hands if hands else math.nan,
        margin=statistics.fmean(paired) if paired else math.nan,
        ci95=1.96 * statistics.stdev(paired) / math.sqrt(deals) if deals >= 2 else math.nan,
        blocks=len(blocks),
        a_blocks=sum(b > 0 for b in blocks) / len(blocks) if blocks else math.nan,
        b_blocks=sum(b < 0 for b in blocks) / len(blocks) if blocks else math.nan,
        seconds=seconds,
        paired=tuple(paired),
    )


def duplicate_match(make_a: PlayerFactory, make_b: PlayerFactory, deals: int, rules: Rules,
                    seed: int = 1, processes: int = 1,
                    progress: Callable[[int, int], None] | None = None) -> MatchResult:
    """Play ``deals`` deals twice each, A against B, and sum up.

    ``make_a(seed)`` and ``make_b(seed)`` build a player; with ``processes > 1`` they
    are sent to worker processes, so they must pickle (a module-level function or a
    ``functools.partial`` of one). ``progress(done, total)`` is called as deals finish.
    """
    if deals < 1:
        raise ValueError(f"deals must be at least 1, not {deals!r}")
    started = time.perf_counter()
    processes = max(1, min(processes, deals))
    size = max(1, min(50, deals // (processes * 8)))
    jobs = [(make_a, make_b, rules, seed, start, min(start + size, deals)) for start in range(0, deals, size)]
    records: list[_DealRecord] = []

    def collect(chunk: list[_DealRecord]) -> None:
        records.extend(chunk)  # chunks arrive in order (imap), so records stay in deal order
        if progress is not None:
            progress(len(records), deals)

    if processes == 1:
        for job in jobs:
            collect(_play_chunk(job))
    else:
        import multiprocessing

        with multiprocessing.get_context("spawn").Pool(processes) as pool:
            for chunk in pool.imap(_play_chunk, jobs):
                collect(chunk)
    return _summary(records, time.perf_counter() - started)
