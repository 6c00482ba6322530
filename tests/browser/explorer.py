"""Seeded random use of the whole page, as a curious person would use it: taps, clicks, keys, typed
text, other window sizes, back and forward, reloads, over every screen of the game and of the
score sheet. After every step the page must show no Python traceback and report no page error,
console error or failed request; a step that shows one is a defect, told with the seed and the
steps that led to it so that it can be replayed.

    surface = PlaywrightSurface(page, guard)           # or WebDriverSurface(driver), or one of your own
    run = Run(seed=7, sizes=("desktop",), steps=3)
    defects = explore(surface, site_url, run)           # [] when nothing went wrong
    problems = replay(surface, site_url, defects[0].start, defects[0].actions)   # the same steps again

Each screen is reached the way a person reaches it (the menu's buttons, the sheet's tabs, an
address, a link from another device's QR code: a table's invitation, its results, a standings
screen's link), then ``run.steps`` random steps are taken from there. A control is chosen only among
those a person could use at that moment (``explore_pick.js``: visible, enabled, not covered once
scrolled to); what the page shows is read after each step (``explore_check.js``). A defect does not
end the run: the page starts again from the run's start and the plan goes on, so one run can find
several. A step is a list of plain values (``["key", "ArrowRight"]``, ``["click", {"css": ...}]``),
written as JSON in a defect's report, and ``replay`` (or ``tools/explore.py --replay FILE``) takes
them again in order.

Used by tests/browser/test_explore.py (Chromium), test_other_engines.py (WebKitGTK and Firefox
ESR) and tools/explore.py (long runs). Random timing (the computer seats' moves, a worker's answer)
is not part of the seed: the same seed takes the same decisions on the same page, and a replay
takes the same steps, but a page that moved on in between can make them land elsewhere.
"""

from __future__ import annotations

import dataclasses
import json
import random
import re
from dataclasses import dataclass, field
from pathlib import Path

from browser_support import FORGET_THE_VISIT

from euchre.sheet import Tournament, dump_tournament, merge_tournaments
from euchre.sheet.roster import Roster
from euchre.sheet.season import Season
from euchre.sheet.season_format import dump_roster, dump_season
from euchre.sheet.share import TableSheet, encode
from euchre.sheet.sync_link import organiser_link

HERE = Path(__file__).parent
PICK = (HERE / "explore_pick.js").read_text()
CHECK = (HERE / "explore_check.js").read_text()

SIZES = {"phone": (390, 844), "iPad": (1024, 768), "desktop": (1440, 900)}
KEYS = ("Tab", "Shift+Tab", "Enter", "Escape", "ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End",
        "Space", "u", "U", "Control+z")
LONG_TEXT = ("Annabelle Fitzgerald-Worthington 🂡 <i>&amp;</i> " * 5)[:200]
TEXTS = ("Ann", "Zoë 🃏🎉 O'Brien", "<b>x</b><script>alert(1)</script>", "<img src=x onerror=alert(2)>", LONG_TEXT,
         "-1", "12", "ten", "   ")

TOURNAMENT = "explore"
FOLLOWED = "explore-screen"
"""A second tournament on the device, the one a standings screen's link follows (a device that
follows a tournament takes it from the server only: the first stays the organiser's)."""
AT = "2026-01-01T00:00:00Z"
SECRET = "5e" * 32
"""The tournament's secret, from which its tables' keys come (the page makes a random one for each
tournament; a fixed one here, so that a seed's invitations and results codes are the same each run)."""
ABSENT_SERVER = "http://127.0.0.1:9/"
"""The venue's sync server a standings screen's link names, and that does not answer (port 9, which
Chromium refuses before any connection): the screen must say so in words. Its requests failing is
the browser's report, not the page's error (``PlaywrightSurface.check`` leaves those out)."""
STORE = "euchre:sheet:t:"
STORE_COPY = "euchre:sheet:copy:"
STORE_VALUES = "(values) => { for (const [k, v] of Object.entries(values)) localStorage.setItem(k, v); }"


def tournament(ident: str = TOURNAMENT, name: str = "Club night <i>spring</i>") -> Tournament:
    """Nine players, so one sits out each round: two rounds played and closed (byes count), round 3
    seated with hands recorded at table 1 (one entered differently on another device, waiting for a
    decision) and table 2 entered as round totals."""
    names = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo", "Gus", "Hal", "<b>Ivy</b>"]
    t = Tournament.new(ident, name, at=AT, secret=SECRET).add_players(names, at=AT)
    for r in (1, 2):
        t = t.start_round(at=AT)
        for table in t.round(r).tables:
            for h in range(1, 9):
                makers, tricks = (h + r + table.number) % 2, (h * 3 + r) % 6
                alone = table.pairs[makers][0] if h == 4 and tricks >= 3 else None
                t = t.record_hand(r, table.number, makers=makers, tricks=tricks, alone=alone, at=AT)
        t = t.close_round(r, at=AT)
    t = t.start_round(at=AT)
    for h in range(1, 4):
        t = t.record_hand(3, 1, makers=h % 2, tricks=3 + h % 3, at=AT)
    ours = t.record_hand(3, 1, makers=0, tricks=3, at=AT)
    theirs = t.record_hand(3, 1, makers=1, tricks=4, at=AT)
    t, _ = merge_tournaments(ours, theirs, at=AT, source="table 1's phone")
    return t.enter_totals(3, 2, 11, 7, at=AT)


def links() -> dict[str, str]:
    """The addresses a person opens from another device's QR code or link, made as the page makes them
    (``euchre.sheet``): ``join``, the organiser's invitation for table 1 of round 3; ``results``, that
    table's phone's results with all eight hands (sealed with the table's key); ``follow``, a standings
    screen's link to the venue's server, for ``FOLLOWED``; ``damaged``, an invitation cut short (a link copied in part)."""
    t = tournament()
    invitation = TableSheet.of(t, 3, 1)
    phone = invitation.tournament(at=AT)
    for h in range(phone.table(3, 1).recorded + 1, 9):
        phone = phone.record_hand(3, 1, makers=h % 2, tricks=(h * 2) % 6, at=AT)
    screen = organiser_link(FOLLOWED, ABSENT_SERVER, "organiser-password-for-exploring").for_screen()
    join, results = encode(invitation, "join"), encode(TableSheet.of(phone, 3, 1), "results")
    return {"join": f"#sheet/join/{join}", "results": f"#sheet/results/{results}",
            "follow": f"#sheet/follow/{screen.code()}", "damaged": f"#sheet/join/{join[:len(join) // 2]}"}


LINKS = links()


@dataclass(frozen=True)
class Run:
    """One exploration: its seed, the window sizes it visits in turn (names of ``SIZES``), and how many
    random steps it takes on each screen after reaching it."""

    seed: int
    sizes: tuple[str, ...] = ("phone", "iPad", "desktop")
    steps: int = 3
    screens: tuple[str, ...] | None = None
    """The screens to visit (names of ``SCREENS``), in an order the seed shuffles; None for all."""
    expert: bool = False
    """Whether the seed may seat the expert (its worker starts another Python: slower steps)."""
    reloads: bool = True
    """Whether a step may reload the page (WebKitGTK starts Python again in most of a minute on a busy
    machine: its short run leaves them to Chromium's)."""


# Each screen and how a person gets there: a list of steps, each ("click", selector) for a control
# used if it can be (a step that cannot be taken is skipped, as a person would find another way),
# ("select", selector) for a random choice in a list, ("address", hash) for an address typed,
# bookmarked or opened from another device's QR code or link (``LINKS``), or ("play", n) for n of
# the person's own moves at the table (the first choice offered, or the summary's button).
MENU = ("click", "#menu-button")
HOME = f"#sheet/{TOURNAMENT}"
TAB = "nav.sheet-tabs a[href$='/{}']"
TOURNAMENT_BACK = [("tournament", None)]
"""The first step to a screen of the tournament: its file imported again if a random step deleted it."""
BOOK = "nav.book-links a[href='#sheet/{}']"
"""The links from the list of tournaments to this device's roster and season."""
SCREENS: dict[str, list[tuple]] = {
    "table": [("address", "#play")],
    "menu": [("address", "#play"), MENU],
    "rules": [("address", "#play"), MENU, ("click", "#rules-panel > summary")],
    "about": [("address", "#play"), MENU, ("click", "#about-panel > summary"), ("click", "#check-panel > summary")],
    "statistics": [("address", "#play"), MENU, ("click", "#stats-button")],
    "how to play": [("address", "#play"), MENU, ("click", "#how-button")],
    "learn": [("address", "#play"), MENU, ("click", "#learn-button")],
    "lesson played": [("address", "#play"), MENU, ("click", "#learn-button"), ("play", 5)],
    "today's deals": [("address", "#play"), MENU, ("click", "#days-button")],
    "today's deal played": [("address", "#play"), MENU, ("click", "#days-button"), ("click", "#play-today"),
                            ("play", 3)],
    "hint": [("address", "#play"), ("play", 2), ("click", "#hint")],
    "last trick": [("address", "#play"), ("play", 9), ("click", "#last-trick")],
    "review": [("address", "#play"), ("play", 14), ("click", "#summary button[data-action=review]"),
               ("click", "[data-action=review]")],
    "sheet list": [("address", "#sheet")],
    "roster": [("address", "#sheet"), ("click", BOOK.format("roster"))],
    "season": [*TOURNAMENT_BACK, ("address", "#sheet"), ("click", BOOK.format("season")),
               ("click", "[data-do=season-add]")],
    "sheet home": [*TOURNAMENT_BACK, ("address", "#sheet"), ("click", f'[data-tournament="{TOURNAMENT}"] button')],
    "players": [*TOURNAMENT_BACK, ("address", HOME), ("click", TAB.format("players"))],
    "rounds": [*TOURNAMENT_BACK, ("address", f"{HOME}/round/3")],
    "a table": [*TOURNAMENT_BACK, ("address", f"{HOME}/round/3"), ("click", "nav.table-picker a[data-goto-table='2']")],
    "standings": [*TOURNAMENT_BACK, ("address", HOME), ("click", TAB.format("standings"))],
    "byes": [*TOURNAMENT_BACK, ("address", f"{HOME}/standings"), ("select", "#bye-rule")],
    "devices": [*TOURNAMENT_BACK, ("address", HOME), ("click", TAB.format("devices"))],
    "invitation": [*TOURNAMENT_BACK, ("address", f"{HOME}/devices"), ("click", "[data-do=invite]")],
    "files": [*TOURNAMENT_BACK, ("address", HOME), ("click", TAB.format("files"))],
    "decide": [*TOURNAMENT_BACK, ("address", f"{HOME}/decide")],
    "projector screen": [*TOURNAMENT_BACK, ("address", f"{HOME}/screen")],
    "table phone": [("address", LINKS["join"])],
    "table phone's code": [("address", LINKS["join"]), ("click", "[data-do=show-results]")],
    "results link": [*TOURNAMENT_BACK, ("address", LINKS["results"])],
    "standings screen link": [("address", LINKS["follow"])],
    "damaged link": [("address", LINKS["damaged"])],
}
"""Every screen of the game and of the score sheet, and the way to it."""

# How often each kind of random step comes (out of the total): controls used, keys (the arrows and
# Home/End on whatever has the focus most of all), text, choices in lists, the window and the history.
KINDS = (("click", 30), ("tap", 10), ("key", 30), ("type", 8), ("select", 8), ("resize", 4), ("back", 3),
         ("forward", 2), ("reload", 2), ("file", 3))
FILE_CHOOSERS = "label.file-button, input[type=file]"
"""What opens a file chooser: the sheet's file inputs are each drawn as a labelled button."""
AFTER_A_CONTROL = ("click", "tap", "select", "type")
"""Steps that leave the focus on a control (in Chromium a click focuses a button; in Safari not)."""
FOCUS_KEYS = ("ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End")


@dataclass(frozen=True)
class Start:
    """Where a run (and its replay) begins: the address's query, the window's size and what is stored."""

    query: str
    size: tuple[int, int]
    stored: dict[str, str] = field(default_factory=dict)

    def as_json(self) -> dict:
        return {"query": self.query, "size": list(self.size), "stored": self.stored}

    @classmethod
    def from_json(cls, data: dict) -> "Start":
        return cls(data["query"], tuple(data["size"]), dict(data.get("stored", {})))


def start_of(run: Run) -> Start:
    """The run's start: a deal from its seed, the computer seats' levels and speed as the seed says
    (with ``run.expert``, now and then the expert at the normal speed, as a new visitor has them), and
    the tournaments stored."""
    text, followed = dump_tournament(tournament()), dump_tournament(tournament(FOLLOWED, "Club night: the screen"))
    choices = ({"speed": "instant", "partner": "standard", "opponents": "standard"},
               {"speed": "fast", "partner": "beginner", "opponents": "standard"},
               {"speed": "normal", "partner": "expert", "opponents": "expert"})
    levels = choices[run.seed % (3 if run.expert else 2)]
    return Start(f"?seed={run.seed}", SIZES[run.sizes[0]], {
        STORE + TOURNAMENT: text, STORE_COPY + TOURNAMENT: text, STORE + FOLLOWED: followed,
        STORE_COPY + FOLLOWED: followed,
        "euchre:settings": json.dumps({"schema": 1, **levels})})


@dataclass
class Defect:
    """What went wrong, where, and the steps from the run's start that led there."""

    problems: list[str]
    screen: str
    size: tuple[int, int]
    seed: int
    engine: str
    start: Start
    actions: list[list]

    @property
    def signature(self) -> str:
        """The same defect found again has the same signature: its error's last line and the code's place."""
        text = " ".join(self.problems)
        error = re.findall(r"\b([A-Z]\w*(?:Error|Exception)\b:[^\n]{0,120})", text)
        place = re.findall(r'File "([^"]+)", line (\d+)', text)
        if error or place:
            return f"{error[-1].strip() if error else ''} at {':'.join(place[-1]) if place else '?'}"
        return re.sub(r"\d+", "N", self.problems[0])[:160]

    def report(self) -> str:
        steps = "\n".join(f"  {number:3d}. {json.dumps(action, ensure_ascii=False)}"
                          for number, action in enumerate(self.actions, 1))
        return (f"{self.engine}, seed {self.seed}, {self.size[0]}x{self.size[1]}, on the {self.screen} screen:\n"
                + "\n".join(f"  {problem}" for problem in self.problems)
                + f"\nsteps from the start ({json.dumps(self.start.as_json()['query'])}):\n{steps}\n")

    def as_json(self) -> dict:
        return {"engine": self.engine, "seed": self.seed, "screen": self.screen, "size": list(self.size),
                "problems": self.problems, "start": self.start.as_json(), "actions": self.actions}


class Surface:
    """A page driven as a person drives it, in one engine (see PlaywrightSurface, WebDriverSurface)."""

    engine = "?"

    def prepare(self, site_url: str, start: Start) -> None:
        """Open ``start``: the window's size, the stored data written, the page loaded and ready."""
        raise NotImplementedError

    def js(self, script: str, arg=None):
        """Run ``script``, a JavaScript function of one argument, in the page; its result."""
        raise NotImplementedError

    def check(self) -> list[str]:
        """Everything wrong since the last check: the page's look (``explore_check.js``) and the errors
        the engine reported (page and console errors, failed or outside requests, dialogs, a crash)."""
        raise NotImplementedError

    def click(self, target: dict, tap: bool = False) -> None:
        raise NotImplementedError

    def press(self, key: str) -> None:
        raise NotImplementedError

    def type(self, text: str) -> None:
        raise NotImplementedError

    def select(self, target: dict, value: str) -> None:
        raise NotImplementedError

    def choose_file(self, target: dict, path: str) -> None:
        raise NotImplementedError

    def resize(self, width: int, height: int) -> None:
        raise NotImplementedError

    def history(self, way: str) -> None:
        """"back", "forward" or "reload"; then wait until the page is ready again."""
        raise NotImplementedError

    def address(self, site_url: str, hash_: str) -> None:
        """Go to an address of the site (a bookmark, an address typed): the hash on the same page."""
        raise NotImplementedError


def files(folder: Path) -> list[str]:
    """Files a person might choose in a file chooser: the tournament, a damaged one, hostile names, a
    roster and a season file (from another device), a picture."""
    folder.mkdir(parents=True, exist_ok=True)
    t = tournament()
    good = dump_tournament(t)
    hostile = Tournament.new("hostile", "<script>alert(3)</script>", at=AT).add_players(
        ['<img src=x onerror="alert(4)">', "<b>x</b>", "&amp;", "Dee"], at=AT)
    roster = Roster().learn(["Ann", "Zoë 🃏", "<b>Ivy</b>", "Jo"], at=AT)
    season = Season("Spring <i>season</i>").with_night(t).with_night(hostile)
    made = {"tournament.json": good, "broken.json": good[: len(good) // 2], "hostile.json": dump_tournament(hostile),
            "roster.json": dump_roster(roster), "season.json": dump_season(season),
            "empty.json": "", "notes.txt": "not a tournament"}
    paths = []
    for name, text in made.items():
        (folder / name).write_text(text)
        paths.append(str(folder / name))
    icon = HERE.parents[1] / "web" / "icons" / "icon-192.png"
    if icon.is_file():
        paths.append(str(icon))
    return paths


class Explorer:
    """Takes a run's steps on a surface, noting each one, and collects the defects found."""

    def __init__(self, surface: Surface, site_url: str, run: Run, chosen_files: list[str] | None = None,
                 say=lambda text: None) -> None:
        self.surface, self.site_url, self.run = surface, site_url, run
        self.random = random.Random(run.seed)
        self.start = start_of(run)
        self.files = chosen_files or []
        self.actions: list[list] = []
        self.taken = 0
        """Steps taken in all (``actions`` holds those since the page last started again)."""
        self.defects: list[Defect] = []
        self.screen = "start"
        self.size = self.start.size
        self.say = say

    # --- the plan ----------------------------------------------------------------------------

    def explore(self) -> list[Defect]:
        self.begin()
        for size in self.run.sizes:
            if SIZES[size] != self.size:
                self.take(["resize", *SIZES[size]])
            screens = list(self.run.screens or SCREENS)
            self.random.shuffle(screens)
            for screen in screens:
                self.screen = screen
                for step in SCREENS[screen]:
                    self.reach(step)
                for _ in range(self.run.steps):
                    self.take(self.random_action())
        return self.defects

    def begin(self) -> None:
        self.actions = []
        self.surface.prepare(self.site_url, dataclasses.replace(self.start, size=self.size))
        self.start_here = dataclasses.replace(self.start, size=self.size)
        self.surface.check()

    def reach(self, step: tuple) -> None:
        kind, what = step
        if kind == "tournament":
            self.bring_back_the_tournament()
        elif kind == "address":
            self.take(["address", what])
        elif kind == "click":
            target = self.pick(what)
            if target is not None:
                self.take(["click", target])
        elif kind == "select":
            target = self.pick(what)
            if target is not None and target.get("options"):
                self.take(["select", target, self.random.choice(target["options"])])
        elif kind == "play":
            for _ in range(what):
                target = self.pick("#summary button.primary, #actions button[data-action]:not([data-action^=learn]), "
                                   "#seat-0 .my-cards button[data-action]")
                if target is None:
                    break
                self.take(["click", target])

    def bring_back_the_tournament(self) -> None:
        """A random step may have deleted the tournament: import its file again, as a person would."""
        if self.surface.js("(key) => localStorage.getItem(key) !== null", STORE + TOURNAMENT):
            return
        path = next((p for p in self.files if p.endswith("/tournament.json")), None)
        if path is None:
            return
        self.take(["address", "#sheet"])
        target = self.pick("label.file-button[for=import-file]")
        if target is not None:
            self.take(["file", target, path])

    def pick(self, want: str) -> dict | None:
        return self.surface.js(PICK, {"seed": self.random.getrandbits(32), "want": want})

    def random_action(self) -> list:
        kinds, weights = zip(*(kind for kind in KINDS if self.run.reloads or kind[0] != "reload"))
        kind = self.random.choices(kinds, weights)[0]
        if self.actions and self.actions[-1][0] in AFTER_A_CONTROL and self.random.random() < 0.5:
            # A key on the control just used (arrows, Home and End most of all): where a key
            # handler meets controls it did not expect.
            return ["key", self.random.choice(FOCUS_KEYS if self.random.random() < 0.7 else KEYS)]
        if kind in ("click", "tap"):
            target = self.pick("any")
            return [kind, target] if target else ["key", "Tab"]
        if kind == "key":
            focused = self.surface.js("() => ![null, document.body].includes(document.activeElement)")
            return ["key", self.random.choice(FOCUS_KEYS if focused and self.random.random() < 0.6 else KEYS)]
        if kind == "type":
            target = self.pick("text")
            return ["type", target, self.random.choice(TEXTS)] if target else ["key", "Enter"]
        if kind == "select":
            target = self.pick("select")
            if target and target.get("options"):
                return ["select", target, self.random.choice(target["options"])]
            return ["key", "ArrowDown"]
        if kind == "file":
            target = self.pick(FILE_CHOOSERS)
            if target and self.files:
                return ["file", target, self.random.choice(self.files)]
            return ["key", "Escape"]
        if kind == "resize":
            return ["resize", *self.random.choice(list(SIZES.values()))]
        return [kind]

    # --- a step --------------------------------------------------------------------------------

    def take(self, action: list) -> None:
        self.actions.append(action)
        self.taken += 1
        try:
            do(self.surface, self.site_url, action)
            problems = self.surface.check()
        except Exception as error:  # noqa: BLE001 - a step the engine could not take is a finding too
            problems = [f"the step failed: {type(error).__name__}: {str(error).splitlines()[0][:300]}"]
            problems += self.safe_check()
        if action[0] == "resize":
            self.size = (action[1], action[2])
        if problems:
            defect = Defect(problems, self.screen, self.size, self.run.seed, self.surface.engine, self.start_here,
                            list(self.actions))
            self.defects.append(defect)
            self.say(defect.report())
            self.begin()

    def safe_check(self) -> list[str]:
        try:
            return self.surface.check()
        except Exception as error:  # noqa: BLE001
            return [f"the page could not be read: {type(error).__name__}: {str(error).splitlines()[0][:200]}"]


def do(surface: Surface, site_url: str, action: list) -> None:
    """Take one step (a list as ``Explorer.random_action`` makes it) on the surface."""
    kind = action[0]
    if kind == "click":
        surface.click(action[1])
    elif kind == "tap":
        surface.click(action[1], tap=True)
    elif kind == "key":
        surface.press(action[1])
    elif kind == "type":
        surface.click(action[1])
        surface.type(action[2])
    elif kind == "select":
        surface.select(action[1], action[2])
    elif kind == "file":
        surface.choose_file(action[1], action[2])
    elif kind == "resize":
        surface.resize(action[1], action[2])
    elif kind in ("back", "forward", "reload"):
        surface.history(kind)
    elif kind == "address":
        surface.address(site_url, action[1])
    else:
        raise ValueError(f"unknown step {action!r}")


def explore(surface: Surface, site_url: str, run: Run, chosen_files: list[str] | None = None,
            say=lambda text: None) -> list[Defect]:
    """Take ``run`` on the surface; the defects found (none when all went well)."""
    return Explorer(surface, site_url, run, chosen_files, say).explore()


def replay(surface: Surface, site_url: str, start: Start, actions: list[list]) -> list[tuple[int, list[str]]]:
    """Take ``actions`` again from ``start``; (step number, problems) for each step that showed any."""
    surface.prepare(site_url, start)
    surface.check()
    found = []
    for number, action in enumerate(actions, 1):
        try:
            do(surface, site_url, action)
            problems = surface.check()
        except Exception as error:  # noqa: BLE001
            problems = [f"the step failed: {type(error).__name__}: {str(error).splitlines()[0][:300]}"]
        if problems:
            found.append((number, problems))
    return found


def distinct(defects: list[Defect]) -> dict[str, list[Defect]]:
    """The defects by signature, each signature's defects in the order found."""
    by: dict[str, list[Defect]] = {}
    for defect in defects:
        by.setdefault(defect.signature, []).append(defect)
    return by


def summary(defects: list[Defect]) -> str:
    """Each distinct defect once (its shortest way there in full), and how often it came."""
    parts = []
    for signature, found in distinct(defects).items():
        shortest = min(found, key=lambda d: len(d.actions))
        where = sorted({f"{d.screen} at {d.size[0]}x{d.size[1]}" for d in found})
        parts.append(f"== {signature}\n   found {len(found)} times ({'; '.join(where)[:400]})\n" + shortest.report())
    return "\n".join(parts)


# --- the engines ---------------------------------------------------------------------------------

KEY_NAMES = {"Space": " "}


def the_absent_server(error: str) -> bool:
    """Whether a console error is Chromium's own report of a request to ``ABSENT_SERVER`` that failed
    (as every request to it does): the page says in words that the server cannot be reached."""
    return error.startswith("Failed to load resource") and f"({ABSENT_SERVER}" in error


class PlaywrightSurface(Surface):
    """A Playwright page (Chromium). ``guard`` (browser_support.Guard) collects its errors; a dialog
    (alert, confirm) is a problem too: the page opens none, so one means typed markup ran."""

    engine = "chromium"

    def __init__(self, page, guard, boot_timeout_ms: int = 90_000) -> None:
        self.page, self.guard, self.timeout = page, guard, boot_timeout_ms
        self.seen = 0
        self.dialogs: list[str] = []
        self.crashed = False
        page.on("dialog", self.on_dialog)
        page.on("crash", lambda _page: setattr(self, "crashed", True))
        page.on("popup", lambda popup: popup.close())

    def on_dialog(self, dialog) -> None:
        self.dialogs.append(f"a {dialog.type} opened: {dialog.message[:100]}")
        dialog.dismiss()

    def ready(self) -> None:
        self.page.wait_for_selector("body[data-engine=ready], body[data-engine=failed]", state="attached",
                                    timeout=self.timeout)

    def prepare(self, site_url, start) -> None:
        self.site = site_url
        self.page.set_viewport_size({"width": start.size[0], "height": start.size[1]})
        self.page.goto(site_url + "build.json")
        self.page.evaluate(FORGET_THE_VISIT)
        self.page.evaluate(STORE_VALUES, start.stored)
        with self.page.expect_navigation():  # in place of build.json: the history starts at the page
            self.page.evaluate("(address) => location.replace(address)", site_url + start.query + "#play")
        self.ready()

    def js(self, script, arg=None):
        return self.page.evaluate(script, arg)

    def check(self) -> list[str]:
        if self.crashed:
            return ["the page crashed"]
        problems = list(self.page.evaluate(CHECK))
        guard = self.guard
        guard.console_errors[:] = [item for item in guard.console_errors if not the_absent_server(item)]
        for kind, found in (("a request left 127.0.0.1", guard.blocked), ("page error", guard.page_errors),
                            ("console error", guard.console_errors), ("HTTP error", guard.http_errors),
                            ("dialog", self.dialogs)):
            problems += [f"{kind}: {item}" for item in found]
            found.clear()
        return problems

    def locate(self, target):
        return self.page.locator(target["css"]).nth(target["n"])

    def click(self, target, tap=False) -> None:
        if target.get("chooser"):
            return  # a file chooser opened and closed with no file chosen: nothing happens
        if tap:
            self.page.touchscreen.tap(target["x"], target["y"])
        else:
            self.page.mouse.click(target["x"], target["y"])

    def press(self, key) -> None:
        self.page.keyboard.press(KEY_NAMES.get(key, key))

    def type(self, text) -> None:
        if len(text) > 40:
            self.page.keyboard.insert_text(text)  # pasted, as a long text would be
        else:
            self.page.keyboard.type(text)

    def select(self, target, value) -> None:
        from playwright.sync_api import TimeoutError as PlaywrightTimeout

        try:
            self.locate(target).select_option(value, timeout=5_000)
        except PlaywrightTimeout:
            pass  # hidden or redrawn since it was chosen (the check after the step still looks at the page)

    def choose_file(self, target, path) -> None:
        # As the file chooser would (the label leads to its input): the page sees the file chosen.
        self.locate(target).set_input_files(path, timeout=10_000)

    def resize(self, width, height) -> None:
        self.page.set_viewport_size({"width": width, "height": height})

    def history(self, way) -> None:
        if way == "reload":
            self.page.reload()
        elif way == "back":
            self.page.go_back()
            if not self.page.url.startswith(self.site):  # back out of the site: and forward again
                self.page.go_forward()
        else:
            self.page.go_forward()
        self.ready()

    def address(self, site_url, hash_) -> None:
        if not self.page.url.startswith(site_url):
            self.page.goto(site_url + hash_)
            self.ready()
        else:
            self.page.evaluate("(hash) => { location.hash = hash; }", hash_)


CAPTURE = """() => {
    if (window.__explored) return;
    const seen = window.__explored = [];
    addEventListener('error', (e) => seen.push('page error: ' + (e.message || e.type)));
    addEventListener('unhandledrejection', (e) => seen.push('page error: unhandled rejection: ' + String(e.reason)));
    const error = console.error;
    console.error = (...args) => {
        seen.push('console error: ' + args.map(String).join(' '));
        error.apply(console, args);
    };
    window.alert = window.confirm = window.prompt = (text) => { seen.push('dialog: ' + String(text)); };
}"""
"""WebDriver reports no console or page errors: the page's own listeners note them (from the moment
they are put in, after the page is ready; a start-up failure shows as the failure panel instead)."""


class WebDriverSurface(Surface):
    """A Selenium WebDriver session (WebKitGTK, Firefox ESR)."""

    def __init__(self, driver, boot_timeout_s: int = 120) -> None:
        self.driver, self.timeout = driver, boot_timeout_s
        self.engine = driver.name

    def ready(self) -> None:
        from drivers import until

        until(self.driver, "document.body && ['ready', 'failed'].includes(document.body.dataset.engine)",
              self.timeout, what="the page's Python to be ready")
        self.js(CAPTURE)

    def prepare(self, site_url, start) -> None:
        self.site = site_url
        self.resize(*start.size)
        self.driver.get(site_url + "build.json")
        self.driver.execute_async_script("const done = arguments[arguments.length - 1];"
                                         f"({FORGET_THE_VISIT})().then(() => done(null), (e) => done(String(e)));")
        self.js(STORE_VALUES, start.stored)
        self.js("(address) => location.replace(address)", site_url + start.query + "#play")
        self.ready()

    def js(self, script, arg=None):
        return self.driver.execute_script(f"return ({script})(arguments[0]);", arg)

    def check(self) -> list[str]:
        # A page loaded since the last step (a link, the history) gets its listeners first.
        return list(self.driver.execute_async_script(
            f"const done = arguments[arguments.length - 1]; ({CAPTURE})();"
            f"({CHECK})((problems) => done(problems.concat(window.__explored.splice(0))));"))

    def element(self, target):
        return self.driver.execute_script("return document.querySelectorAll(arguments[0])[arguments[1]] || null;",
                                          target["css"], target["n"])

    def click(self, target, tap=False) -> None:
        from selenium.common.exceptions import (ElementClickInterceptedException, ElementNotInteractableException,
                                                MoveTargetOutOfBoundsException, StaleElementReferenceException)

        element = self.element(target)
        if element is None or target.get("chooser"):
            return  # a file chooser opened and closed with no file chosen: nothing happens
        try:
            element.click()
        except (ElementClickInterceptedException, ElementNotInteractableException, StaleElementReferenceException,
                MoveTargetOutOfBoundsException):
            pass  # redrawn, moved or covered since it was chosen: a person's tap that missed

    def press(self, key) -> None:
        from selenium.webdriver.common.action_chains import ActionChains
        from selenium.webdriver.common.keys import Keys

        names = {"Tab": Keys.TAB, "Enter": Keys.ENTER, "Escape": Keys.ESCAPE, "ArrowLeft": Keys.ARROW_LEFT,
                 "ArrowRight": Keys.ARROW_RIGHT, "ArrowUp": Keys.ARROW_UP, "ArrowDown": Keys.ARROW_DOWN,
                 "Home": Keys.HOME, "End": Keys.END, "Space": Keys.SPACE}
        chain = ActionChains(self.driver)
        if key == "Shift+Tab":
            chain.key_down(Keys.SHIFT).send_keys(Keys.TAB).key_up(Keys.SHIFT)
        elif key == "Control+z":
            chain.key_down(Keys.CONTROL).send_keys("z").key_up(Keys.CONTROL)
        else:
            chain.send_keys(names.get(key, key))
        chain.perform()

    def type(self, text) -> None:
        from selenium.webdriver.common.action_chains import ActionChains

        ActionChains(self.driver).send_keys(text).perform()

    def select(self, target, value) -> None:
        from selenium.webdriver.support.ui import Select

        element = self.element(target)
        if element is not None:
            Select(element).select_by_value(value)

    def choose_file(self, target, path) -> None:
        element = self.element(target)
        if element is not None and element.tag_name.lower() == "label":
            element = self.driver.execute_script("return arguments[0].control", element)
        if element is not None:
            element.send_keys(path)

    def resize(self, width, height) -> None:
        self.driver.set_window_size(width, height)

    def history(self, way) -> None:
        {"reload": self.driver.refresh, "back": self.driver.back, "forward": self.driver.forward}[way]()
        if way == "back" and not self.driver.current_url.startswith(self.site):
            self.driver.forward()  # back out of the site: and forward again
        self.ready()

    def address(self, site_url, hash_) -> None:
        if not self.driver.current_url.startswith(site_url):
            self.driver.get(site_url + hash_)
            self.ready()
        else:
            self.js("(hash) => { location.hash = hash; }", hash_)
