"""Layout at the sizes people use: phones both ways, an iPad both ways, desktops.

The game: at every step of a whole round (each bid, your six-card discard with the hint open,
each trick, each hand's end and the round's end), what a decision needs is inside the window
with no scrolling, nothing overlaps, every control is at least 44 px, words on the felt stay
clear of the seats, the trick's cards lie apart by their seats' names, the hint is read whole
with its Close in view, every seat is in the window and uncovered, a lesson's advice is read
whole without scrolling, your cards (five or fewer) each show at least half their width and
their corner, and on an iPad or a desktop the cards grow with the window and the score, trump
and dealer are at least 18 px (``table_check.js``); and no word is broken across
lines anywhere on the page (``broken_words.js``). At both phone sizes (the tightest) at every
step, and at every size through the first four hands (each seat deals once) and at the
round's end. Other screens of the game (``SCREENS``) get the same checks at every size. With
``EUCHRE_SCREENSHOTS=folder`` (``make screenshots``), screenshots of the first hand's steps and
of the round's end at each size are written there for a person to look at. The score sheet and
the menu: no control sticks out of the window or overlaps another (``layout_check.js``).
"""

from __future__ import annotations

import functools
import os
from collections.abc import Callable
from pathlib import Path

import pytest
from browser_support import BOOT_TIMEOUT_MS, READY, open_menu, set_levels
from test_game import choose, offered, step_of, wait_for_person

from euchre.game import Game
from euchre.hand import Phase
from ui.game.words import turn_text


@pytest.fixture
def page(visitor_page):
    """Every page here is a returning visitor's (the offline copy kept), with no saved data."""
    return visitor_page


CHECK = (Path(__file__).parent / "layout_check.js").read_text()
TABLE_CHECK = (Path(__file__).parent / "table_check.js").read_text()
BROKEN_WORDS = (Path(__file__).parent / "broken_words.js").read_text()
SIZES = {
    "phone portrait": (390, 844),
    "iPad portrait": (820, 1180),
    "iPad landscape": (1180, 820),
    "desktop": (1440, 900),
}
TABLE_SIZES = {
    "phone portrait": (390, 844),
    "phone landscape": (844, 390),
    "iPad landscape": (1024, 768),
    "iPad portrait": (768, 1024),
    "desktop": (1440, 900),
    "wide desktop": (1920, 1080),
}
SCREENSHOTS = Path(os.environ["EUCHRE_SCREENSHOTS"]) if os.environ.get("EUCHRE_SCREENSHOTS") else None
"""Where the round's screenshots go, when asked for (they cost about 10 CPU seconds a run)."""


PHONES = ("phone portrait", "phone landscape")
"""The tightest sizes, checked at every step of the round (the others through its first four hands)."""

SEED = 43
"""A round in which you deal hand 1 and pick up (a six-card discard), bidding goes to its second
round, someone goes alone, and your side wins the round."""

SCREENS: dict[str, Callable] = {}
"""The game's other screens, each checked at every size as the table's steps are: a name and a
function that, given a page at the table (seed ``SEED``, standard computer players at the Instant
speed), opens the screen as a person would and returns the selector of what it shows (``#game``:
the table itself, checked as the table's steps are), e.g. ``SCREENS["statistics"] =
open_statistics``."""


def open_statistics(page) -> str:
    """The Menu's Statistics, with twelve rounds played (as tests/engine/test_stats.py plays them)."""
    from euchre.stats import dumps
    from tests.engine.test_stats import play_rounds

    page.evaluate("text => localStorage.setItem('euchre:stats', text)", dumps(play_rounds(12)[0]))
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=BOOT_TIMEOUT_MS)
    open_menu(page)
    page.get_by_role("button", name="Statistics").click()
    page.locator("#stats[open]").wait_for()
    return "#stats"


def open_learn_mode(page) -> str:
    """Learn mode from the Menu: the guided hand at its first decision."""
    open_menu(page)
    page.get_by_role("button", name="Learn to play").click()
    page.locator("#table.learning #learn-panel .learn-advice[data-best]").wait_for(timeout=BOOT_TIMEOUT_MS)
    return "#game"


SCREENS["statistics"] = open_statistics
SCREENS["learn mode"] = open_learn_mode


def settle(page) -> None:
    page.evaluate("new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")


CHECK_AT_SIZE = f"""async ([width, height]) => {{
  // The new size is laid out as soon as anything reads the layout, as the checks do; frames are
  // waited for only in case the viewport has not taken the new size yet.
  for (let i = 0; i < 600 && (innerWidth !== width || innerHeight !== height); i++) {{
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }}
  return ({TABLE_CHECK})().concat(({BROKEN_WORDS})().map((word) => `a word is broken: ${{word}}`));
}}"""
"""The table's checks and the broken words, in one round trip, once the window is ``[width, height]``."""


def check_here(page, where: str, size: str, shoot: bool) -> dict[str, list[str]]:
    """The table's checks and the broken words at ``size`` (the size the page is now)."""
    problems = page.evaluate(CHECK_AT_SIZE, list(TABLE_SIZES[size]))
    if shoot and SCREENSHOTS:
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SCREENSHOTS / f"chromium {where} {size}.png".replace(" ", "-")))
    return {f"{where}, {size}": problems} if problems else {}


def check_every_size(page, where: str, shoot: bool, sizes=tuple(TABLE_SIZES)) -> dict[str, list[str]]:
    """The table at each size. No frame is waited for: what the checks read (positions, sizes,
    styles) is laid out for the new size the moment they read it, and at a decision of the person's
    or at rest nothing on the table moves or redraws as the window changes. The pointer rests off the
    table first: a card under it stands higher (``:hover``), and the browser moves the hover only at
    its next frame after the window changes."""
    page.mouse.move(0, 0)
    found = {}
    for size in sizes:
        width, height = TABLE_SIZES[size]
        page.set_viewport_size({"width": width, "height": height})
        found.update(check_here(page, where, size, shoot))
    return found


def listed(problems: dict[str, list[str]]) -> str:
    """Problems by place and size, one a line, for a failure's message."""
    return "\n".join(f"{where}: {problem}" for where, found in problems.items() for problem in found)


def pick_up_when_dealing(page, legal) -> str:
    """The round's player: as dealer, picks the turned card up when allowed (so a six-card
    discard follows); otherwise as ``test_game.choose``."""
    if "order" in legal and page.locator("#seat-0 .badge.dealer").count():
        return "order"
    return choose(legal)


def open_hint(page) -> None:
    page.get_by_role("button", name="Hint").click()  # the expert's hint panel, open
    page.locator("#hint-options").wait_for(timeout=BOOT_TIMEOUT_MS)


def test_every_step_of_a_round_fits_every_screen(page, site_url):
    """A whole round (seed ``SEED``), checked at every step; the six-card discard also with the hint open."""
    page.emulate_media(reduced_motion="reduce")  # screenshots of cards at rest, not mid-flight
    page.goto(site_url + f"?seed={SEED}")
    page.wait_for_selector(READY, state="attached", timeout=BOOT_TIMEOUT_MS)
    set_levels(page, "standard", "instant")
    problems: dict[str, list[str]] = {}
    phases = set()
    shot = set()  # the phases with screenshots: the first hand's steps, and the first of every other phase
    while True:
        waiting_for = wait_for_person(page)
        step = step_of(page)
        hand = int(step.split(":")[0])
        phase = page.locator("#game").get_attribute("data-phase")
        done = page.locator("#round-result").count() > 0
        where = "round over" if done else f"hand {hand} step {step.split(':')[1]} {phase}"
        shoot = hand == 1 or done or phase not in shot
        shot.add(phase)
        sizes = tuple(TABLE_SIZES) if hand <= 4 or done else PHONES
        problems.update(check_every_size(page, where, shoot=shoot, sizes=sizes))
        if phase == "discard" and "discard" not in phases:
            page.set_viewport_size({"width": 390, "height": 844})
            open_hint(page)
            problems.update(check_every_size(page, f"{where} with the hint", shoot=True))
            page.get_by_role("button", name="Close the hint").click()
        phases.add(phase)
        if done:
            break
        if waiting_for == "summary":
            page.get_by_role("button", name="Next hand").click()
            continue
        choices = offered(page)
        before = step
        choices[pick_up_when_dealing(page, list(choices))].click()
        page.wait_for_function(f"document.querySelector('#game').dataset.step !== {before!r}")
    assert {"bid_upcard", "bid_suit", "discard", "play"} <= phases
    assert not problems, listed(problems)


@pytest.mark.parametrize("screen", sorted(SCREENS) or [pytest.param(None, marks=pytest.mark.skip(
    reason="no other screens yet: the statistics and learn mode add theirs to SCREENS"))])
def test_each_other_screen_fits_every_size(page, site_url, screen):
    page.emulate_media(reduced_motion="reduce")
    page.goto(site_url + f"?seed={SEED}")
    page.wait_for_selector(READY, state="attached", timeout=BOOT_TIMEOUT_MS)
    set_levels(page, "standard", "instant")
    shown = SCREENS[screen](page)
    problems = {}
    for size, (width, height) in TABLE_SIZES.items():
        page.set_viewport_size({"width": width, "height": height})
        settle(page)
        found = page.evaluate(TABLE_CHECK) if shown == "#game" else page.evaluate(CHECK, shown)
        found += [f"a word is broken: {w}" for w in page.evaluate(BROKEN_WORDS, shown)]
        if found:
            problems[f"{screen}, {size}"] = found
        if SCREENSHOTS:
            SCREENSHOTS.mkdir(parents=True, exist_ok=True)
            page.screenshot(path=str(SCREENSHOTS / f"chromium {screen} {size}.png".replace(" ", "-")))
    assert not problems, listed(problems)


OFFER_CHECK = """() => {
  const offer = document.querySelector('#learn-panel.offer:not([hidden])');
  if (!offer) return ['the first-visit offer is not shown'];
  const box = (el) => el.getBoundingClientRect();
  const o = box(offer), problems = [];
  const W = document.documentElement.clientWidth, H = document.documentElement.clientHeight;
  if (o.left < -1 || o.top < -1 || o.right > W + 1 || o.bottom > H + 1) {
    problems.push('the offer is outside the window');
  }
  const apart = (p, q) => Math.min(p.right, q.right) - Math.max(p.left, q.left) <= 1
    || Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top) <= 1;
  const kept = [...document.querySelectorAll('#seat-1, #seat-2, #seat-3, #seat-0 .seat-info, #seat-0 .my-cards .card, '
    + '#center .card, #center .upcard-box, #score-corner .scoreboard, #trump-box, #dock #turn, #actions button, '
    + '#tools button')]
    .filter((el) => el.checkVisibility() && box(el).width > 2);
  const said = (el) => (el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 30);
  for (const el of kept) {
    if (!apart(o, box(el))) problems.push(`the offer covers ${el.id || el.className} ${said(el)}`);
  }
  return problems;
}"""
FIRST_VISIT_SIZES = ("phone portrait", "phone landscape", "iPad landscape", "iPad portrait", "desktop", "wide desktop")


ENTROPY = """(() => {
  // The browser's randomness, fixed for the test: every byte it gives is the one the test chose
  // (sessionStorage 'test:entropy'), so the round a first visit picks is known in advance.
  const byte = sessionStorage.getItem('test:entropy');
  if (byte === null) return;
  crypto.getRandomValues = (array) => {
    new Uint8Array(array.buffer, array.byteOffset, array.byteLength).fill(Number(byte));
    return array;
  };
})()"""


def first_decision(byte: int):
    """The person's first decision on a first visit whose browser gives only ``byte`` as its
    random bytes: Round.start picks the seed (through Python's ``random._urandom``, the browser's
    randomness in Pyodide), and the computer seats play as the page's standard ones (a forced
    pass plays itself)."""
    from unittest import mock

    from test_game import mirror

    with mock.patch("random._urandom", lambda size: bytes([byte]) * size):
        seed = Game.new().round.seed
    game = mirror(seed, until=lambda g: g.human_to_act and g.legal_actions() != ["pass"])
    return game.round.hand


FIRST_VISITS = {
    "your pick-up as the dealer": lambda hand: hand.phase is Phase.BID_UPCARD,
    "your discard after an order-up": lambda hand: hand.phase is Phase.DISCARD,
    "your first card, after a forced pass": lambda hand: hand.phase is Phase.PLAY,
    "stick the dealer": lambda hand: hand.refused_by("pass") == "stick_the_dealer",
}
"""Every kind of first decision a first visit brings (the person deals the first hand): in 1,500
random first visits worked out in CPython, 60% a pick-up, 22% a discard, 17% a first card and 0.5%
stick the dealer, the tightest (its note and six bids)."""


def test_the_first_visit_offer_covers_no_seat_and_not_the_turned_card(page, site_url):
    """A first visit (no saved game, no seed in the address): "New to euchre?" is offered beside the
    table, never over a seat, the turned card or the trick, while your choices are live, at every
    size, whatever the first decision: the browser's randomness is fixed so that each of
    ``FIRST_VISITS`` comes up."""
    page.emulate_media(reduced_motion="reduce")
    page.add_init_script(ENTROPY)
    page.goto(site_url + "build.json")
    page.evaluate("""() => localStorage.setItem('euchre:settings', JSON.stringify(
        {schema: 1, speed: 'instant', partner: 'standard', opponents: 'standard'}))""")
    problems: dict[str, list[str]] = {}
    for situation, wanted in FIRST_VISITS.items():
        byte, hand = next((b, hand) for b in range(256) if wanted(hand := first_decision(b)))
        page.set_viewport_size(dict(zip(("width", "height"), TABLE_SIZES["desktop"])))
        page.evaluate("(byte) => { localStorage.removeItem('euchre:game'); sessionStorage.setItem('test:entropy', byte); }",
                      str(byte))
        page.goto(site_url)
        page.wait_for_selector(READY, state="attached", timeout=BOOT_TIMEOUT_MS)
        page.locator("#learn-panel.offer:not([hidden])").wait_for()
        assert wait_for_person(page) == "act"
        assert page.locator("#turn").inner_text() == turn_text(hand), f"{situation}: not the round foreseen"
        for size in FIRST_VISIT_SIZES:
            width, height = TABLE_SIZES[size]
            page.set_viewport_size({"width": width, "height": height})
            settle(page)
            found = page.evaluate(OFFER_CHECK) + page.evaluate(TABLE_CHECK)
            if found:
                problems[f"first visit, {situation}, {size}"] = found
            if SCREENSHOTS:
                SCREENSHOTS.mkdir(parents=True, exist_ok=True)
                page.screenshot(path=str(SCREENSHOTS / f"chromium first visit {situation} {size}.png".replace(" ", "-")))
        assert page.locator("#learn-panel.offer:not([hidden])").count() == 1
        assert page.locator("#actions button, #seat-0 .my-cards button.legal").count() > 0, "nothing of yours is live"
    assert not problems, listed(problems)


def test_the_menu_and_a_hint_fit(page, site_url):
    for size, (width, height) in TABLE_SIZES.items():
        page.set_viewport_size({"width": width, "height": height})
        if size == "phone portrait":
            page.goto(site_url + "?seed=8")
            page.wait_for_selector(READY, state="attached", timeout=BOOT_TIMEOUT_MS)
            set_levels(page, "standard", "instant")
            page.wait_for_function("document.querySelector('#game').dataset.toAct === '0'", timeout=BOOT_TIMEOUT_MS)
            open_hint(page)
        settle(page)
        assert page.evaluate(TABLE_CHECK) == [], size
        assert page.evaluate(BROKEN_WORDS) == [], size
        open_menu(page)
        if not page.locator("#rules-panel").evaluate("d => d.open"):
            page.locator("#rules-panel > summary").click()
        assert page.evaluate(CHECK, "#settings") == [], size
        assert page.evaluate(BROKEN_WORDS, "#settings") == [], size
        page.keyboard.press("Escape")


def test_the_score_sheet_fits(page, site_url):
    """Each screen of the sheet at every size (the window resized on each, as a device turned)."""
    problems = {}

    def check(where: str) -> None:
        for size, (width, height) in SIZES.items():
            page.set_viewport_size({"width": width, "height": height})
            settle(page)
            found = page.evaluate(CHECK)
            if found:
                problems[f"{where}, {size}"] = found

    page.set_viewport_size(dict(zip(("width", "height"), SIZES["phone portrait"])))
    page.goto(site_url + "#sheet")
    page.wait_for_selector("body[data-sheet=ready]", state="attached", timeout=BOOT_TIMEOUT_MS)
    page.get_by_label("New tournament name").fill("A long tournament name for the spring club night")
    page.get_by_role("button", name="Create tournament").click()
    for name in ("Annabelle Fitzgerald-Worthington", "Bo", "Cy", "Di", "Ed", "W" * 100):  # 100 letters, no space
        page.get_by_label("Player name").fill(name)
        page.get_by_role("button", name="Add player").click()
    check("the tournament's home")
    page.get_by_role("button", name="Seat round 1").click()
    page.locator('form[data-form="record"]').wait_for()
    check("the round screen")
    for screen in ("standings", "players", "files", "home"):
        page.locator(f'nav.sheet-tabs a[href$="/{screen}"]' if screen != "home" else "nav.sheet-tabs a").first.click()
        page.locator(f'.sheet-tournament[data-screen="{screen}"]').wait_for()
        check(f"the {screen} screen")
    page.goto(site_url + "#sheet/season")                   # the device's own screens: the season, the roster
    page.get_by_role("button", name="Add to season: A long tournament name for the spring club night").click()
    page.locator('[data-feedback="nights"]').filter(has_text="1 night in it now").wait_for()
    check("the season screen")
    page.get_by_role("link", name="Roster", exact=True).click()
    page.locator("ul.roster li").first.wait_for()
    check("the roster screen")
    assert not problems, listed(problems)


def test_card_backs_and_table_colours_are_chosen_in_the_menu_and_kept(page, site_url):
    """Three card backs and three table colours, each shown as it looks; the choice dresses the
    table at once and is there again after a reload."""
    page.goto(site_url + "?seed=8")
    page.wait_for_selector(READY, state="attached", timeout=BOOT_TIMEOUT_MS)
    look = ("() => [getComputedStyle(document.querySelector('#seat-1 .card.back')).backgroundImage,"
            " getComputedStyle(document.querySelector('#table')).backgroundImage]")
    seen = {page.evaluate(look)[0]}, {page.evaluate(look)[1]}
    open_menu(page)
    for back, cloth in (("Blue rosette", "Blue"), ("Black and gold", "Wine red")):
        page.get_by_label(back, exact=True).check()
        page.get_by_label(cloth, exact=True).check()
        now = page.evaluate(look)
        seen[0].add(now[0])
        seen[1].add(now[1])
    assert len(seen[0]) == 3 and len(seen[1]) == 3, "each back and each colour looks different"
    assert page.evaluate(CHECK, "#settings") == [] and page.evaluate(BROKEN_WORDS, "#settings") == []
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=BOOT_TIMEOUT_MS)
    assert page.evaluate(look) == now
    open_menu(page)
    assert page.get_by_label("Black and gold", exact=True).is_checked()
    assert page.get_by_label("Wine red", exact=True).is_checked()


def lesson_choice(page) -> str:
    """The learner's choice at a lesson's turn: the coach's while it recommends one, else the first offered."""
    best = page.locator("#learn-panel .learn-advice").get_attribute("data-best")
    return best or choose(list(offered(page)))


def test_every_lesson_step_fits_every_size(page, site_url):
    """Every lesson from the Menu, each of the learner's turns checked at all six sizes as the
    round's steps are (every seat in view, the panel's words whole, your cards apart), and each
    lesson's end."""
    page.emulate_media(reduced_motion="reduce")
    page.goto(site_url + f"?seed={SEED}")
    page.wait_for_selector(READY, state="attached", timeout=BOOT_TIMEOUT_MS)
    set_levels(page, None, "instant")
    open_menu(page)
    page.get_by_role("button", name="Learn to play").click()
    page.locator("#table.learning").wait_for()
    problems: dict[str, list[str]] = {}
    lessons = 0
    while True:
        lessons += 1
        turn = 0
        while True:
            page.wait_for_function("document.querySelector('#game').dataset.toAct === '0' && "
                                   "!document.querySelector('#game[data-forced]') || !!document.querySelector('#lesson-done')", timeout=BOOT_TIMEOUT_MS)
            if page.locator("#lesson-done").count():
                problems.update(check_every_size(page, f"lesson {lessons} done", shoot=True))
                break
            page.locator("#learn-panel .learn-advice").wait_for(timeout=BOOT_TIMEOUT_MS)
            turn += 1
            problems.update(check_every_size(page, f"lesson {lessons} turn {turn}", shoot=turn == 1))
            page.set_viewport_size({"width": 1440, "height": 900})
            settle(page)
            before = step_of(page)
            page.locator(f'#game button[data-action="{lesson_choice(page)}"]').click()
            page.wait_for_function("(b) => document.querySelector('#game').dataset.step !== b", arg=before)
        following = page.locator("#learn-panel button[data-action=learn-next]")
        if not following.count():
            break
        following.click()
        page.wait_for_function(f"document.querySelector('#learn-title').textContent.startsWith('Lesson {lessons + 1} ')")
    assert lessons >= 6
    assert not problems, listed(problems)


@functools.cache
def a_day_begun(date: str, hands: int) -> str:
    """The saved days of this device with ``hands`` hands of ``date`` played (the person playing as the
    day's expert does, so the day's own computer players answer as on the page) and the expert's
    own play of them worked out: what the Today's deals dialog shows as results. With all eight,
    the day is over: its table shows the day's end (about 16 CPU seconds to work out here)."""
    from euchre import daily, dumps
    from euchre.game import HUMAN

    game = daily.day_game(date)
    day = daily.Day.new(date)
    for number in range(1, hands + 1):
        expert = daily.expert_hand(date, number)
        for seat, action in expert.history[len(game.round.hand.history):]:
            game = game.act(action) if seat == HUMAN else game.computer_step(action)
        day = day.with_game(game).with_expert_hand(expert)
        if not game.round.is_over:
            game = game.next_hand()
    return dumps(daily.Days().kept(day.with_game(game)))


def test_todays_deals_fit_every_size(page, site_url):
    """Today's deals: the Menu's dialog with two hands played (the results beside the expert's, the
    share message, the streak) and the day's table at the person's first decision, at all six sizes."""
    from test_day import TODAY

    page.emulate_media(reduced_motion="reduce")
    page.goto(site_url + f"?seed={SEED}")
    page.wait_for_selector(READY, state="attached", timeout=BOOT_TIMEOUT_MS)
    date = page.evaluate(TODAY)
    page.evaluate("text => localStorage.setItem('euchre:days', text)", a_day_begun(date, 2))
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=BOOT_TIMEOUT_MS)
    set_levels(page, None, "instant")
    open_menu(page)
    page.get_by_role("button", name="Today's deals").click()
    page.locator("#days[open] #share-text").wait_for()
    problems = {}
    for size, (width, height) in TABLE_SIZES.items():
        page.set_viewport_size({"width": width, "height": height})
        settle(page)
        found = page.evaluate(CHECK, "#days") + [f"a word is broken: {w}" for w in page.evaluate(BROKEN_WORDS, "#days")]
        if found:
            problems[f"today's deals dialog, {size}"] = found
        if SCREENSHOTS:
            SCREENSHOTS.mkdir(parents=True, exist_ok=True)
            page.screenshot(path=str(SCREENSHOTS / f"chromium today's deals {size}.png".replace(" ", "-")))
    page.set_viewport_size({"width": 1440, "height": 900})
    page.get_by_role("button", name="Go on with today's deals (hand 3 of 8)").click()
    page.wait_for_function("document.querySelector('#hand-number').textContent.startsWith(\"Today's deals\")")
    page.wait_for_function("document.querySelector('#game').dataset.toAct === '0'", timeout=240_000)
    problems.update(check_every_size(page, "today's deals, hand 3", shoot=True))
    assert not problems, listed(problems)


def test_a_days_end_fits_every_size(page, site_url):
    """The table at the end of today's deals: the round's end with each hand beside the expert's, the
    day's verdict, the message to share and the streak, at all six sizes."""
    from test_day import TODAY

    page.emulate_media(reduced_motion="reduce")
    page.goto(site_url + "build.json")  # a page of the site that starts nothing, to store the day
    date = page.evaluate(TODAY)
    page.evaluate("text => localStorage.setItem('euchre:days', text)", a_day_begun(date, 8))
    page.goto(site_url + f"?seed={SEED}")
    page.wait_for_selector(READY, state="attached", timeout=BOOT_TIMEOUT_MS)
    open_menu(page)
    page.get_by_role("button", name="Today's deals").click()
    page.get_by_role("button", name="Look at today's deals again").click()
    page.locator("#summary:not([hidden]) #share-text").wait_for()
    assert page.locator("#summary #day-streak").is_visible()
    problems = check_every_size(page, "today's deals, the day's end", shoot=True)
    assert not problems, listed(problems)


COVERED = """(form) => {
    // Each control of the form in the window at first view, at the middle of its part in view: what a
    // tap there reaches must be that control, never the sticky "Record hand" row drawn over it.
    const row = form.querySelector(':scope > .button-row');
    const found = [];
    for (const control of form.querySelectorAll('label, button, select, input:not([type=radio])')) {
        if (row.contains(control)) continue;
        const box = control.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || box.top >= innerHeight || box.bottom <= 0) continue;
        const x = box.left + box.width / 2, y = (Math.max(box.top, 0) + Math.min(box.bottom, innerHeight)) / 2;
        const there = document.elementFromPoint(x, y);
        if (!there || !(control === there || control.contains(there))) {
            found.push(`${control.textContent.trim() || control.name} at ${Math.round(y)} px is under `
                       + (there ? (there.closest('.button-row') ? 'the sticky row' : there.tagName) : 'nothing'));
        }
    }
    return found;
}"""


def test_the_record_hand_row_covers_no_control_of_the_form_at_first_view(page, site_url):
    """At 1024x768 (an iPad on its side), a round's table form as it opens: the sticky row with
    "Record hand" sits below the tricks buttons, never over them."""
    page.set_viewport_size({"width": 1024, "height": 768})
    page.goto(site_url + "#sheet")
    page.wait_for_selector("body[data-sheet=ready]", state="attached", timeout=BOOT_TIMEOUT_MS)
    page.get_by_label("New tournament name").fill("Club night")
    page.get_by_role("button", name="Create tournament").click()
    for name in ("Annabelle Fitzgerald-Worthington", "Bo", "Cy", "Di", "Ed", "Flo", "Gus", "Hal"):
        page.get_by_label("Player name").fill(name)
        page.get_by_role("button", name="Add player").click()
    page.get_by_role("button", name="Seat round 1").click()
    page.wait_for_function("location.hash.endsWith('/round/1/table/1')")
    form = page.locator('form[data-form="record"]')
    form.wait_for()
    settle(page)
    page.evaluate("window.scrollTo(0, 0)")
    assert form.evaluate(COVERED) == []
    tricks = form.locator("fieldset.tricks").bounding_box()
    row = form.locator(":scope > .button-row").bounding_box()
    assert tricks["y"] + tricks["height"] <= row["y"] <= 768 - row["height"], "the row is in view, below the tricks"
