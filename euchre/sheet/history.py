"""A result's versions on one copy of the sheet, and how two copies' versions come together.

    >>> from euchre.sheet.history import Line, Outcome, merge_line
    >>> from euchre.sheet.values import HandVersion
    >>> here = Line((HandVersion(1, "2024-05-03T19:04:00Z", makers=0, tricks=3),))       # the organiser's
    >>> phone = Line((HandVersion(1, "2024-05-03T19:02:00Z", makers=1, tricks=4),))      # the table's phone
    >>> line, outcome = merge_line(here, phone)
    >>> outcome, line.current.content, [v.content for v in line.waiting]
    (<Outcome.WAITING: 'waiting'>, (0, 3, None, None), [(1, 4, None, None)])
    >>> merge_line(line, phone)[0] == line                                               # a second scan
    True

A hand's result (and a table's round totals) is a :class:`Line` on each copy: its versions on
this copy, oldest first, the last in force, and the results from other copies that wait for a
person's decision. Which copy has seen which result is told by the versions themselves, never by
the devices' clocks: a version is known by when and as what it was entered (its
:func:`identity`), and a copy whose versions hold the other's result has seen it. So:

- the other copy holds this copy's result and changed it since: its result is in force
  (:attr:`Outcome.UPDATED`);
- this copy holds the other's result: nothing changes but history (:attr:`Outcome.HISTORY`);
- the same result was entered on both: nothing to decide (:attr:`Outcome.HISTORY`);
- both entered different results, neither having seen the other's: this copy's stays in force and
  the other's result waits (:attr:`Outcome.WAITING`), whichever was entered later, until
  :func:`decide_line` records the choice as a new version. Only the other copy's result waits, not
  the versions it replaced there (they stay that copy's history).

A line is bounded: the revisions are this copy's own (1 for its oldest version, renumbered on the
way in), a merge keeps every version this copy had and leaves room for its own changes
(:data:`ROOM`), and at most :data:`MAX_WAITING` results wait. A change made here on a full line
lets go of its oldest version, so a change always saves.
"""

from __future__ import annotations

import enum
from typing import Any, Iterable, NamedTuple, Sequence

from .checks import show, time_problem
from .limits import MAX_VERSIONS

__all__ = ["Line", "Outcome", "ROOM", "MAX_WAITING", "EVENTS", "ARRIVALS", "marks_problem", "identity", "merge_line",
           "append_version",
           "decide_line", "renumber", "tidy", "in_force"]

ROOM = 10
"""Versions a merge leaves free in a line for this copy's own changes (it fills at most
``MAX_VERSIONS - ROOM``, the result that comes into force apart)."""
MAX_WAITING = 10
"""Most results from other copies waiting in one line for a decision."""
EVENTS = ("entered", "corrected", "undone", "redone", "cleared", "decided")
"""What a change to a result was, where it was made (a version's ``event``)."""
ARRIVALS = ("result", "history", "waiting")
"""How a version from another copy came into this one (its ``came_as``): ``"result"``, in force
when it came (this copy had nothing, or the other copy changed this copy's result after seeing
it); ``"history"``, the other copy's earlier version, kept in the history without coming into
force; ``"waiting"``, a result recorded differently, waiting for a decision. A version made on
this copy has ``came_as == ""``. Each copy marks its own: the marks, and the time ``seen``, are
set again whenever a version comes into a copy that did not have it."""


class Outcome(enum.Enum):
    """What merging another copy's line did to this copy's."""

    SAME = "same"
    """Nothing new (the other copy's versions were all here already, or there was no room for its history)."""
    ADDED = "added"
    """This copy had no version: the other copy's came in."""
    UPDATED = "updated"
    """The other copy changed the result after seeing this copy's: its result is in force now."""
    HISTORY = "history"
    """This copy's result stays in force; the other copy's versions came into its history."""
    WAITING = "waiting"
    """The copies hold different results, neither having seen the other's: the other copy's waits
    for a decision (it may have been waiting already)."""
    FULL = "full"
    """The other copy's result could not come in: its results already waiting fill the line."""


class Line(NamedTuple):
    """One result's versions on this copy."""

    versions: tuple[Any, ...]
    """This copy's versions, oldest first; the last is in force. Revisions are 1, 2, 3, ..."""
    waiting: tuple[Any, ...] = ()
    """Results from other copies, recorded differently and not yet decided on, oldest first (revision 0)."""

    @property
    def current(self) -> Any:
        return self.versions[-1]


def marks_problem(event: object, seen: object, came_as: object) -> str | None:
    """What is wrong with a version's marks (what it was, when and how it came here), or None."""
    if event != "" and event not in EVENTS:
        return f"event must be one of {', '.join(EVENTS)}, not {show(event)}"
    if seen != "":
        problem = time_problem(seen, "seen")
        if problem:
            return problem
    if came_as != "" and came_as not in ARRIVALS:
        return f"came_as must be one of {', '.join(ARRIVALS)}, not {show(came_as)}"
    return None


def identity(version: Any) -> tuple[Any, ...]:
    """What makes two copies' versions one and the same: when and as what it was entered. The
    revision is each copy's own numbering; the device's name, the decision mark, what the change
    was and how and when it came to this copy are labels (a decision is a new version with its own
    time), so none of them counts."""
    return (version.at, version.content)


def in_force(versions: Sequence[Any]) -> list[Any]:
    """The versions that were in force on this copy, in order: those made here and those that came
    in as its result (not another copy's history, nor a result that waited for a decision)."""
    return [v for v in versions if v.came_as in ("", "result")]


def renumber(versions: Iterable[Any], start: int = 1) -> tuple[Any, ...]:
    """The versions numbered ``start``, ``start + 1``, ... (``start=0`` numbers them all 0: waiting)."""
    out = []
    for index, version in enumerate(versions):
        revision = start + index if start else 0
        out.append(version if version.revision == revision else version._replace(revision=revision))
    return tuple(out)


def _run(versions: Sequence[Any]) -> list[Any]:
    """The last versions that all hold the current result (the same result entered on two copies
    sits together here, so either copy's version of it counts as having seen it)."""
    content = versions[-1].content
    run = []
    for version in reversed(versions):
        if version.content != content:
            break
        run.append(version)
    return run


def _labelled(version: Any, source: str, seen: str = "", came_as: str = "result") -> Any:
    """A version from another copy as this copy keeps it: where it was entered (``source`` when it
    does not say), when this copy took it in and how."""
    by = source if source and not version.by else version.by
    return version._replace(by=by, seen=seen, came_as=came_as)


def _unique(versions: Sequence[Any]) -> list[Any]:
    """Each version once (the last time it is listed)."""
    last = {identity(v): index for index, v in enumerate(versions)}
    return [v for index, v in enumerate(versions) if last[identity(v)] == index]


def tidy(versions: Sequence[Any], waiting: Sequence[Any]) -> Line:
    """Renumbered and each version once, with a waiting result that is now in the history dropped,
    and one that agrees with the result in force moved into the history just before it (while
    there is room: it only repeats that result)."""
    versions, waiting = _unique(versions), _unique(waiting)
    known = {identity(v) for v in versions}
    current = versions[-1].content
    agreeing = [v for v in waiting if identity(v) not in known and v.content == current]
    waiting = [v for v in waiting if identity(v) not in known and v.content != current]
    room = MAX_VERSIONS - len(versions)
    if agreeing and room > 0:   # without room they are let go: they only repeat the result in force
        versions = list(versions[:-1]) + agreeing[-room:] + [versions[-1]]
    return Line(renumber(versions), renumber(waiting, 0))


def _before_run(versions: Sequence[Any], older: Sequence[Any]) -> list[Any]:
    keep = len(versions) - len(_run(versions))
    return list(versions[:keep]) + list(older) + list(versions[keep:])


def _since(versions: Sequence[Any], shared: set[tuple[Any, ...]]) -> tuple[list[Any], list[Any]]:
    """(the versions after the last one both copies hold, the content of that one: [] when none is)."""
    for index in range(len(versions) - 1, -1, -1):
        if identity(versions[index]) in shared:
            return list(versions[index + 1:]), [versions[index].content]
    return list(versions), []


def _only(part: Sequence[Any], content: Any, before: list[Any], other: Sequence[Any]) -> bool:
    """``part`` holds nothing but ``content``, a result the other copy had too (the last version both
    hold, or one entered there since): so the other copy has seen it."""
    return (all(v.content == content for v in part)
            and (content in before or any(v.content == content for v in other)))


def merge_line(mine: Line, theirs: Line, source: str = "", seen: str = "",
               guard: bool = False) -> tuple[Line, Outcome]:
    """This copy's line with what the other copy's brings, and what that did.

    Each copy's part is what it holds after the last version both hold. The other copy has seen
    this copy's result when this copy's part holds nothing but that result and the other copy had it
    too (the same result entered on both counts as one); the reverse the same way. ``source`` names
    the other copy for versions that do not say where they were entered (their ``by``); ``seen`` is
    when this copy takes them in (this copy's clock), kept with each with how it came
    (:data:`ARRIVALS`). With ``guard`` (a table's phone, whose code or documents this copy only
    trusts so far), a result made on this copy is never replaced: the other copy's change to it
    waits for a decision as a result recorded differently does. Merging the same line twice changes
    nothing; no version this copy had is dropped.
    """
    if not theirs.versions:
        return mine, Outcome.SAME
    limit = MAX_VERSIONS - ROOM
    if not mine.versions:
        versions = [_labelled(v, source, seen) for v in _unique(theirs.versions)][-limit:]
        waiting = [_labelled(v, source, seen, "waiting") for v in _unique(theirs.waiting)][-MAX_WAITING:]
        return tidy(versions, waiting), Outcome.ADDED
    known = {identity(v) for v in mine.versions}
    held = {identity(v) for v in mine.waiting}
    fresh = [v for v in _unique(theirs.versions) if identity(v) not in known and identity(v) not in held]
    their_all = {identity(v) for v in theirs.versions}
    shared = known & their_all
    mine_part, base = _since(mine.versions, shared)
    their_part, _ = _since(theirs.versions, shared)
    versions, waiting = list(mine.versions), list(mine.waiting)
    same = theirs.current.content == mine.current.content
    mine_own = mine.current.came_as == ""
    if fresh and (not mine_part and their_part or not same and _only(mine_part, mine.current.content, base,
                                                                      their_part)) and len(versions) < MAX_VERSIONS \
            and not (guard and mine_own and not same):
        # the other copy saw this copy's result and changed it since (or took it further)
        versions += [_labelled(v, source, seen) for v in fresh[-max(1, limit - len(versions)):]]
        outcome = Outcome.UPDATED
    elif same or _only(their_part, theirs.current.content, base, mine_part):
        # the same result on both, or this copy has seen the other's: history only
        room = max(0, limit - len(versions))
        older = [_labelled(v, source, seen, "history") for v in fresh[max(0, len(fresh) - room):]] if room else []
        versions = _before_run(versions, older)
        outcome = Outcome.HISTORY
    elif identity(theirs.current) in held:
        outcome = Outcome.WAITING
    else:
        # recorded differently, neither having seen the other's (or a guarded result changed
        # there): the other's result waits
        if len(waiting) >= MAX_WAITING:
            return mine, Outcome.FULL
        waiting.append(_labelled(theirs.current, source, seen, "waiting"))
        outcome = Outcome.WAITING
    current = versions[-1].content
    for version in theirs.waiting:   # the other copy's own undecided results: undecided here too
        if identity(version) not in known and identity(version) not in held and version.content != current \
                and len(waiting) < MAX_WAITING:
            waiting.append(_labelled(version, source, seen, "waiting"))
    line = tidy(versions, waiting)
    if outcome is Outcome.HISTORY and line == mine:
        outcome = Outcome.SAME
    return line, outcome


def append_version(line: Line, version: Any) -> Line:
    """The line with a change made on this copy in force; on a full line the oldest version goes.
    A waiting result that this change agrees with joins the history: nothing is left to decide there."""
    versions = line.versions[-(MAX_VERSIONS - 1):] if len(line.versions) >= MAX_VERSIONS else line.versions
    return tidy(versions + (version,), line.waiting)


def decide_line(line: Line, version: Any) -> Line:
    """The line with a person's decision in force: ``version`` (a new version holding the chosen
    result, ``decided``) after the results that waited, which join the history. Every version this
    copy had before stays; on a full line the oldest waiting ones go first."""
    versions = line.versions[-(MAX_VERSIONS - 1):] if len(line.versions) >= MAX_VERSIONS else line.versions
    room = MAX_VERSIONS - 1 - len(versions)
    waited = line.waiting[max(0, len(line.waiting) - room):] if room > 0 else ()
    return Line(renumber(versions + waited + (version,)), ())
