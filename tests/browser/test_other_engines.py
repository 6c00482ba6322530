"""The page boots and plays exactly as CPython does in WebKit (Safari's engine) and Firefox.

Playwright's own WebKit and Firefox builds cannot be installed here, so these engines
are Debian's WebKitGTK MiniBrowser and Firefox ESR, driven through W3C WebDriver with
Selenium (drivers.py). Each engine's browser serves all of this file's tests: the first is
a first visit (a new profile), the others a returning visitor's with no saved data.
"""

from __future__ import annotations

import pytest
from browser_support import driver_close_menu, driver_open_menu, is_local
from drivers import BOOT_TIMEOUT_S, until, wait_for_engine

from euchre.lessons import LESSONS
from euchre.sheet import dump_tournament
from euchre.simulate import digest, random_hands

SEED = 1234


def _self_check(driver, seed: int) -> str:
    """Run "Check this device" with a seed; the fingerprint it shows."""
    from selenium.webdriver.common.by import By

    driver_open_menu(driver)
    driver.find_element(By.XPATH, "//summary[normalize-space()='About']").click()
    driver.find_element(By.XPATH, "//summary[normalize-space()='Check this device']").click()
    label = driver.find_element(By.CSS_SELECTOR, "label[for=check-seed]")
    field = driver.find_element(By.ID, label.get_attribute("for"))
    field.clear()
    field.send_keys(str(seed))
    driver.find_element(By.XPATH, "//button[normalize-space()='Run the check']").click()
    return until(driver, lambda d: d.find_elements(By.ID, "check-digest"), what="the check's fingerprint")[0].text


def test_a_first_visit_boots_and_matches_cpython_and_the_next_visit_comes_from_the_offline_copy(driver, site_url):
    """A first visit (the engine's new profile) boots Python from the site's own files, plays as
    CPython does and installs the offline copy; the next visit comes from that copy and still plays
    exactly as CPython does."""
    from selenium.webdriver.common.by import By

    driver.get(site_url)
    state = wait_for_engine(driver)
    assert state == "ready", driver.find_element(By.ID, "failed-reason").text or state
    assert _self_check(driver, SEED) == digest(random_hands(300, seed=SEED))

    resources = driver.execute_script(
        "return performance.getEntriesByType('resource').map(e => e.name).concat([location.href])")
    assert any(url.endswith("pyodide.asm.wasm") for url in resources)
    outside = [url for url in resources if not is_local(url)]
    assert outside == [], f"the page fetched from other origins: {outside}"
    # Each of the runtime's files is downloaded once (a first visit preloads them in Firefox:
    # the runtime must use those responses).
    before_ready = driver.execute_script("""
        const ready = performance.getEntriesByName('python-ready')[0].startTime;
        return performance.getEntriesByType('resource').filter(e => e.startTime < ready).map(e => e.name);""")
    for name in ("web/vendor/pyodide/pyodide.asm.wasm", "web/vendor/pyodide/python_stdlib.zip"):
        count = before_ready.count(site_url + name)
        assert count == 1, f"{name} was requested {count} times"
    preloads = driver.execute_script("return document.querySelectorAll('link[rel=preload]').length")
    assert preloads == (2 if driver.name == "firefox" else 0)
    # The offline copy installs and takes charge of the page without offering "a new version"
    # (WebKit may report the install's "installed" state after the worker already controls the page).
    until(driver, "Boolean(navigator.serviceWorker.controller)", BOOT_TIMEOUT_S,
          what="the service worker to take charge of the page")
    assert driver.execute_script("return document.getElementById('update').hidden"), \
        "a first visit was offered an update"

    # With the offline copy in charge, the site's own page comes from it at any query, and any other
    # address is its own file, not the game again.
    driver.get(site_url + "build.json")
    assert driver.execute_script("return document.getElementById('game')") is None
    assert '"build"' in driver.execute_script("return document.body.textContent")
    driver.get(site_url + "?from=cache")
    assert wait_for_engine(driver) == "ready"
    assert driver.execute_script("return Boolean(navigator.serviceWorker.controller)"), \
        "the page did not come from the offline copy"
    assert _self_check(driver, SEED + 1) == digest(random_hands(300, seed=SEED + 1))


def _labelled(driver, label: str):
    """The control a <label> names, found through the label, as a person finds it."""
    from selenium.webdriver.common.by import By

    target = driver.find_element(By.XPATH, f"//label[normalize-space()={label!r}]").get_attribute("for")
    return driver.find_element(By.ID, target)


def _settled(driver) -> None:
    """Wait until the score sheet's last change is on disk and drawn (it is busy until then)."""
    until(driver, "document.getElementById('sheet').getAttribute('aria-busy') !== 'true'",
          what="the score sheet's last change to be on disk")


def _click_on_top(driver, element) -> None:
    """Click ``element`` once it is what a finger at its centre would touch: on a busy machine the
    view being swapped in can still lie under the one going (WebKitGTK then refuses the click)."""
    on_top = ("const e = arguments[0]; e.scrollIntoView({block: 'nearest'});"
              "const r = e.getBoundingClientRect();"
              "const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);"
              "return Boolean(top) && (top === e || e.contains(top));")
    covering = ("const e = arguments[0], r = e.getBoundingClientRect();"
                "const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);"
                "return [JSON.stringify(r), innerWidth, innerHeight, top ? top.outerHTML.slice(0, 200) : null];")
    until(driver, lambda d: d.execute_script(on_top, element),
          what=lambda: f"{element.text!r} to be on top (its box, the window, what is there: "
                       f"{driver.execute_script(covering, element)})")
    element.click()


def _listed(driver, name: str) -> None:
    """Wait until the players' list shows ``name`` (read in one go: the list is redrawn meanwhile)."""
    until(driver, lambda d: name in d.execute_script(
        "return [...document.querySelectorAll('.players .player-name')].map(e => e.textContent)"),
        what=f"{name!r} in the players' list")
    _settled(driver)


def _step(driver) -> str:
    return driver.execute_script("return document.querySelector('#game').dataset.step")


def _moved_on(driver, before: str) -> None:
    """Wait until the table has moved on from step ``before`` (a click was taken)."""
    until(driver, lambda d: _step(d) != before, what=lambda: f"the table to move on: {_table_state(driver)}")


MINE = ("#actions button[data-action]:not([disabled]), "
        "#seat-0 button[data-action]:not([disabled]):not([aria-disabled=true])")
"""The person's controls that can be clicked now."""


def _table_state(driver) -> str:
    """What the table shows, for a failure's message: its step, who is to act, the controls and words."""
    return driver.execute_script("""
        const game = document.querySelector('#game');
        const buttons = [...document.querySelectorAll('#actions button, #seat-0 button')]
            .map(b => b.dataset.action + (b.disabled || b.ariaDisabled === 'true' ? ' (disabled)' : ''));
        const words = [...document.querySelectorAll('#notices, #announce, .feedback, #summary')]
            .map(e => e.textContent.trim()).filter(Boolean);
        return JSON.stringify({step: game.dataset.step, toAct: game.dataset.toAct, buttons, words,
                               errors: window.pageErrors || null, visibility: document.visibilityState});""")


def test_a_whole_round_plays_and_matches_the_engine(driver, site_url):
    """One full tournament round clicked through, as in Chromium (see test_game.py)."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select
    from test_game import choose, mirror

    seed = 31
    driver.get(site_url + f"?seed={seed}#sheet")  # the computer seats wait while the sheet is open (see open_game)
    assert wait_for_engine(driver) == "ready"
    driver.execute_script("window.pageErrors = []; window.addEventListener('error', "
                          "e => window.pageErrors.push(String(e.message)));")
    driver_open_menu(driver)
    for label in ("Partner's level", "Opponents' level"):  # the standard player, as mirror() plays
        Select(_labelled(driver, label)).select_by_value("standard")
    Select(driver.find_element(By.ID, "speed")).select_by_value("instant")
    driver_close_menu(driver)
    driver.find_element(By.ID, "nav-play").click()
    for _ in range(400):  # a round is at most 8 hands of 4 bids, a discard and 5 cards, and 8 summaries
        until(driver, "document.getElementById('round-result') "
                      "|| document.querySelector('#summary button[data-action=next-hand]') "
                      "|| document.querySelector('#game').dataset.toAct === '0' && !document.querySelector('#game[data-forced]') "
                      f"&& document.querySelector({MINE!r})",
              what=lambda: f"the person's turn or a hand's end: {_table_state(driver)}")
        if driver.find_elements(By.ID, "round-result"):
            break
        next_hand = driver.find_elements(By.CSS_SELECTOR, "#summary button[data-action=next-hand]")
        choices = {b.get_attribute("data-action"): b for b in driver.find_elements(By.CSS_SELECTOR, MINE)}
        if not next_hand and not choices:
            continue  # redrawn between the two reads: ask again
        before = _step(driver)
        _click_on_top(driver, next_hand[0] if next_hand else choices[choose(list(choices))])
        _moved_on(driver, before)
    else:
        pytest.fail(f"the round did not finish: {_table_state(driver)}")
    a, b = mirror(seed).round.team_scores
    assert driver.find_element(By.ID, "score-us").text == f"You & North: {a}"
    assert driver.find_element(By.ID, "score-them").text == f"West & East: {b}"
    assert len(driver.find_elements(By.CSS_SELECTOR, "#summary table.log tbody tr")) == 8
    assert driver.execute_script("return window.pageErrors") == []


def test_expert_decisions_and_a_hint_arrive_through_the_worker(driver, site_url):
    """The expert (the default level) thinks in a web worker: its moves and a hint arrive."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    driver.get(site_url + "?seed=5")
    assert wait_for_engine(driver) == "ready"
    driver.execute_script("window.pageErrors = []; window.addEventListener('error', "
                          "e => window.pageErrors.push(String(e.message)));")
    assert _labelled(driver, "Opponents' level").get_attribute("value") == "expert"
    driver_open_menu(driver)
    Select(driver.find_element(By.ID, "speed")).select_by_value("instant")
    driver_close_menu(driver)

    def expert(condition: str, seconds: float = BOOT_TIMEOUT_S) -> None:
        until(driver, condition, seconds, what=lambda: (
            f"{condition} (expert: {driver.execute_script('return euchreAI.state')}, "
            f"{driver.execute_script('return euchreAI.reason')})"))

    expert("['ready', 'failed'].includes(document.body.dataset.ai)")
    assert driver.execute_script("return document.body.dataset.ai") == "ready", \
        driver.execute_script("return euchreAI.reason")
    answered = "euchreAI.timings.filter(t => t.op === 'choose').length"
    # Until the worker was ready the page made the expert's decisions itself; the person plays on
    # (passing, or the first choice) until the worker has made one, then asks for a hint.
    for _ in range(60):  # the person's turn with their controls live (not while the cards still land)
        # (a choice the table takes by itself, #game[data-forced], is not the person's)
        expert("document.querySelector('#game').dataset.toAct === '0' && !document.querySelector('#game[data-forced]') "
               f"&& document.querySelector({MINE!r}) "
               "|| document.querySelector('#summary button[data-action=next-hand]') !== null")
        next_hand = driver.find_elements(By.CSS_SELECTOR, "#summary button[data-action=next-hand]")
        if next_hand:  # a hand can end without the person (North alone): then on to the next
            _click_on_top(driver, next_hand[0])
            expert("document.querySelector('#summary button[data-action=next-hand]') === null", 30)
            continue
        if driver.execute_script(f"return {answered}"):
            break
        step = _step(driver)
        choices = {b.get_attribute("data-action"): b for b in driver.find_elements(By.CSS_SELECTOR, MINE)}
        choices.get("pass", next(iter(choices.values()))).click()
        expert(f"document.querySelector('#game').dataset.step !== {step!r}", 30)
    assert driver.execute_script(f"return {answered}") >= 1, "no expert decision came back from the worker"
    buttons = driver.find_elements(By.CSS_SELECTOR, MINE)
    legal = sorted(b.get_attribute("data-action") for b in buttons)
    _click_on_top(driver, driver.find_element(By.XPATH, "//button[normalize-space()='Hint']"))
    expert("document.querySelector('#hint-options') !== null", 60)
    options = driver.execute_script(
        "return [...document.querySelectorAll('#hint-options li')].map(li => li.dataset.action)")
    assert sorted(options) == legal
    assert not driver.find_elements(By.CSS_SELECTOR, "#notices .notice")
    assert driver.execute_script("return window.pageErrors") == []


def test_score_sheet_records_survive_a_reload_and_score_the_standings(driver, site_url):
    """The organiser's core flow: players, a seated round, two hands, a reload, the standings."""
    from selenium.webdriver.common.by import By

    from euchre.sheet import Tournament

    from selenium.common.exceptions import StaleElementReferenceException

    def ready_sheet():
        until(driver, "document.body.dataset.sheet === 'ready'", BOOT_TIMEOUT_S, what="the score sheet to open")

    def button(name):
        _settled(driver)
        return driver.find_element(By.XPATH, f"//button[normalize-space()={name!r}]")

    def wait_for(selector):
        _settled(driver)
        return until(driver, lambda d: [e for e in d.find_elements(By.CSS_SELECTOR, selector) if e.is_displayed()],
                     what=f"{selector} to appear", ignoring=(StaleElementReferenceException,))[0]

    def fill(label, text):
        """Type into the field a label names, once the screen has settled (a saved change redraws
        the screen when it is on disk, and the field drawn before it is replaced)."""
        def typed(d) -> bool:
            field = d.find_element(By.ID, d.find_element(
                By.XPATH, f"//label[normalize-space()={label!r}]").get_attribute("for"))
            field.clear()
            field.send_keys(text)
            return field.get_attribute("value") == text

        _settled(driver)
        until(driver, typed, what=f"{text!r} typed into {label!r}", ignoring=(StaleElementReferenceException,))

    driver.get(site_url + "#sheet")
    assert wait_for_engine(driver) == "ready"
    ready_sheet()
    driver.execute_script("window.pageErrors = []; window.addEventListener('error', "
                          "e => window.pageErrors.push(String(e.message)));")
    fill("New tournament name", "Club night")
    _click_on_top(driver, button("Create tournament"))
    until(driver, "location.hash.startsWith('#sheet/')", what="the new tournament's screen")
    players = ["Ann", "Bo", "Cy", "Di"]
    for name in players:
        fill("Player name", name)
        _click_on_top(driver, button("Add player"))
        _listed(driver, name)
    _click_on_top(driver, button("Seat round 1"))
    entries = [(0, 4), (1, 5)]  # (makers, tricks): a & b take 4 tricks, then c & d march
    for number, (makers, tricks) in enumerate(entries, 1):
        form = wait_for(f'form[data-form="record"][data-hand="{number}"]')
        for choice in (form.find_elements(By.CSS_SELECTOR, "fieldset.makers label")[makers],
                       form.find_elements(By.CSS_SELECTOR, "fieldset.tricks label")[tricks]):
            # scrolled to the middle, as a person would, out from under the stuck Record button
            driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", choice)
            _click_on_top(driver, choice)
        _click_on_top(driver, form.find_element(By.XPATH, f".//button[normalize-space()='Record hand {number}']"))
        if tricks == 5:  # a march with nobody alone is asked about once
            _click_on_top(driver, wait_for(".feedback.question button"))
        wait_for(f'li[data-hand="{number}"] .hand-text:not(.hint)')
    assert driver.execute_script("return window.pageErrors") == []
    address = driver.execute_script("return location.hash")
    driver.refresh()
    assert wait_for_engine(driver) == "ready"
    ready_sheet()
    driver.execute_script("window.pageErrors = []; window.addEventListener('error', "
                          "e => window.pageErrors.push(String(e.message)));")
    assert driver.execute_script("return location.hash") == address  # the reload kept the screen
    assert driver.find_element(By.CSS_SELECTOR, ".table-score").text.endswith("2 of 8 hands")
    _click_on_top(driver, driver.find_element(By.XPATH,
                                              "//nav[contains(@class, 'sheet-tabs')]//a[normalize-space()='Standings']"))
    wait_for("table.standings tbody tr")

    at = "2026-01-01T00:00:00Z"
    expected = Tournament.new("x", "x", at=at).add_players(players, at=at).start_round(at=at)
    for makers, tricks in entries:
        expected = expected.record_hand(1, 1, makers=makers, tricks=tricks, at=at)
    rows = driver.find_elements(By.CSS_SELECTOR, "table.standings tbody tr")
    shown = [tuple(cell.text for cell in row.find_elements(By.TAG_NAME, "td")[1:3]) for row in rows]
    assert shown == [(row.name, str(row.total)) for row in expected.standings()]
    assert driver.execute_script("return window.pageErrors") == []


def test_layout_fits_phone_ipad_and_desktop(driver, site_url):
    """The same layout checks as test_layout.py (and no word broken across lines), at each size, in this engine. The page runs in an
    iframe made exactly each size in turn: these engines' windows cannot be made every size
    (headless Firefox keeps a window at least 500 px wide, WebKitGTK's is bounded by its display),
    and a frame's viewport is a viewport like a window's (its media queries, its units)."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select
    from test_layout import BROKEN_WORDS, CHECK, SIZES, TABLE_CHECK, TABLE_SIZES

    def frames(n):
        driver.execute_async_script("const done = arguments[arguments.length - 1], n = arguments[0];"
                                    "const next = k => k ? requestAnimationFrame(() => next(k - 1)) : done();"
                                    "next(n);", n)

    def resize(width, height):
        """Make the frame this size and wait until its viewport is that size and laid out."""
        driver.execute_script("window.frameElement.width = arguments[0]; window.frameElement.height = arguments[1];",
                              width, height)
        until(driver, lambda d: d.execute_script("return [window.innerWidth, window.innerHeight]") == [width, height],
              10, what=f"the frame to become {width}x{height}")
        frames(2)  # two animation frames: what the new size drew is laid out

    def settle(game: bool):
        """The game: wait for the person's decision or the hand's end (the computers act at once)."""
        if game:
            until(driver, "document.querySelector('#game').dataset.toAct === '0' "
                          "|| Boolean(document.querySelector('#summary:not([hidden]) button.primary'))",
                  what=lambda: f"the person's turn or the hand's end: {_table_state(driver)}")
        frames(2)

    def check_all(where, game: bool, at_rest: bool = False):
        """The checks at every size, in one script (no WebDriver round trip a size): the game once it
        is at rest (the person's turn or the hand's end, the computers acting at once; ``at_rest``: a
        lesson's turn or the day's end, which stand still already), or the sheet."""
        if game and not at_rest:
            settle(True)
        sizes = TABLE_SIZES if game else SIZES
        found = driver.execute_async_script(f"""
            const sizes = arguments[0], done = arguments[arguments.length - 1];
            const check = ({TABLE_CHECK if game else CHECK}), broken = {BROKEN_WORDS if game else "() => []"};
            const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
            (async () => {{
                const problems = {{}};
                for (const [size, width, height] of sizes) {{
                    window.frameElement.width = width;
                    window.frameElement.height = height;
                    for (let i = 0; i < 600 && (innerWidth !== width || innerHeight !== height); i++) await frame();
                    await frame();
                    await frame();
                    const found = check().concat(broken().map((word) => `a word is broken: ${{word}}`));
                    if (found.length) problems[size] = found;
                }}
                return problems;
            }})().then(done, (error) => done({{error: String(error)}}));""",
            [[size, width, height] for size, (width, height) in sizes.items()])
        resize(*PLAY_SIZE)
        return {f"{where}, {size}": problems for size, problems in found.items()}

    driver.get(site_url + "build.json")  # a page of the site that starts nothing, to hold the frame
    # Between the checks the frame fills the window, where the person's clicks land.
    PLAY_SIZE = tuple(driver.execute_script("return [window.innerWidth, window.innerHeight]"))
    driver.execute_script(
        "const f = document.createElement('iframe'); f.id = 'layout-frame';"
        "f.style.cssText = 'position:fixed;top:0;left:0;border:0;z-index:9;background:#fff';"
        "f.width = arguments[1]; f.height = arguments[2]; f.src = arguments[0]; document.body.appendChild(f);",
        site_url + "?seed=8", *PLAY_SIZE)
    driver.switch_to.frame(driver.find_element(By.ID, "layout-frame"))
    assert wait_for_engine(driver) == "ready"
    driver_open_menu(driver)  # every computer seat standard and instant, as a person would set them
    for label in ("Partner's level", "Opponents' level"):
        Select(_labelled(driver, label)).select_by_value("standard")
    Select(driver.find_element(By.ID, "speed")).select_by_value("instant")
    driver_close_menu(driver)
    problems = check_all("game, first bid", True)

    def play_until(condition: str) -> None:
        """Click the person's choices (as test_game.choose does) until ``condition`` holds."""
        from test_game import choose

        for _ in range(100):
            if until(driver, f"({condition}) ? 'reached' : document.querySelector('#game').dataset.toAct === '0' "
                             f"&& !document.querySelector('#game[data-forced]') && document.querySelector({MINE!r}) "
                             f"&& 'mine'",
                     what=lambda: f"{condition} or the person's turn: {_table_state(driver)}") == "reached":
                return
            choices = {b.get_attribute("data-action"): b for b in driver.find_elements(By.CSS_SELECTOR, MINE)}
            if not choices:  # redrawn since (a choice that played itself): look again
                continue
            before = _step(driver)
            choices[choose(list(choices))].click()
            _moved_on(driver, before)
        pytest.fail(f"the game never reached {condition}: {_table_state(driver)}")

    play_until("document.querySelector('#game').dataset.phase === 'play' "
               "&& document.querySelector('#game').dataset.toAct === '0'")
    problems.update(check_all("game, first card", True))
    play_until("Boolean(document.querySelector('#summary:not([hidden]) button.primary'))")
    problems.update(check_all("game, the hand's end", True))

    # Every lesson's every step, as test_layout.py checks them in Chromium, and the first lesson's end
    # (its last turns take the first card offered); the other lessons are left at their last step.
    from test_game import choose

    def advised(number: int) -> str:
        return until(driver, "document.querySelector('#lesson-done') ? 'done' : "
                             "document.querySelector('#game').dataset.toAct === '0' && "
                             "!document.querySelector('#game[data-forced]') && "
                             f"document.querySelector({MINE!r}) && 'turn'",
                     120, what=lambda: f"lesson {number}: {_table_state(driver)}")

    def take(action: str | None) -> None:
        choices = {b.get_attribute("data-action"): b for b in driver.find_elements(By.CSS_SELECTOR, MINE)}
        before = _step(driver)
        _click_on_top(driver, choices[action] if action else choices[choose(list(choices))])
        _moved_on(driver, before)

    driver_open_menu(driver)
    _click_on_top(driver, driver.find_element(By.ID, "learn-button"))
    for number, lesson in enumerate(LESSONS, 1):
        until(driver, f"document.querySelector('#learn-title').textContent.startsWith('Lesson {number} ')",
              120, what=f"lesson {number}")
        for step, (state, _) in enumerate(lesson.walk(), 1):
            if len(state.legal_actions()) == 1:  # a forced choice plays itself
                continue
            assert advised(number) == "turn", f"lesson {number} ended before its step {step}"
            until(driver, "Boolean(document.querySelector('#learn-panel .learn-advice[data-best]'))", 30,
                  what=lambda: f"lesson {number}, step {step}'s advice: {_table_state(driver)}")
            problems.update(check_all(f"lesson {number}, step {step}", True, at_rest=True))
            take(lesson.steps[step - 1].action)
        if number == 1:
            while advised(number) == "turn":
                take(None)
            problems.update(check_all(f"lesson {number}, its end", True, at_rest=True))
        else:
            advised(number)  # the table at rest again (the learner's next turn or the hand's end), then on
        head = "learn-next" if number < len(LESSONS) else "learn-leave"
        _click_on_top(driver, driver.find_element(By.CSS_SELECTOR, f"#learn-panel button[data-action={head}]"))
    until(driver, "!document.querySelector('#table.learning')", what="back to the person's own game")

    # Today's deals at the person's first decision.
    driver_open_menu(driver)
    _click_on_top(driver, driver.find_element(By.ID, "days-button"))
    _click_on_top(driver, driver.find_element(By.ID, "play-today"))
    until(driver, "document.querySelector('#hand-number').textContent.startsWith(\"Today's deals\") "
                  "&& document.querySelector('#game').dataset.toAct === '0'", 240, what="today's first decision")
    problems.update(check_all("today's deals, first decision", True))
    # The day's end: all eight hands played, each beside the expert's, and the message to share.
    from test_day import TODAY
    from test_layout import a_day_begun

    day = a_day_begun(driver.execute_script(f"return {TODAY}"), 8)
    driver.execute_script("localStorage.setItem('euchre:days', arguments[0]); window.beforeReload = true;"
                          "location.reload();", day)
    until(driver, "!window.beforeReload && document.body && document.body.dataset.engine === 'ready'", 120,
          what="the page again after a reload")
    driver_open_menu(driver)
    _click_on_top(driver, driver.find_element(By.ID, "days-button"))
    _click_on_top(driver, driver.find_element(By.ID, "play-today"))
    until(driver, "Boolean(document.querySelector('#summary:not([hidden]) #share-text'))", 120,
          what=lambda: f"the day's end: {_table_state(driver)}")
    problems.update(check_all("today's deals, the day's end", True, at_rest=True))
    driver.execute_script("location.hash = '#sheet'")
    until(driver, "document.body.dataset.sheet === 'ready'", what="the score sheet to open")
    _settled(driver)
    field = driver.find_element(By.ID, "new-tournament-name")
    field.send_keys("A long tournament name for the spring club night")
    _click_on_top(driver, driver.find_element(By.XPATH, "//button[normalize-space()='Create tournament']"))
    until(driver, "location.hash.startsWith('#sheet/')", what="the new tournament's screen")
    for name in ("Annabelle Fitzgerald-Worthington", "Bo", "Cy", "Di", "Ed"):
        _settled(driver)
        driver.find_element(By.ID, "add-player-name").send_keys(name)
        _click_on_top(driver, driver.find_element(By.XPATH, "//button[normalize-space()='Add player']"))
        _listed(driver, name)
    _settled(driver)
    _click_on_top(driver, driver.find_element(By.XPATH, "//button[normalize-space()='Seat round 1']"))
    _settled(driver)
    problems.update(check_all("score sheet", False))
    driver.switch_to.default_content()
    assert problems == {}


def test_damaged_storage_never_keeps_the_site_from_starting(driver, site_url):
    """The storage checks of test_storage.py in this engine: a game save and a tournament nested
    too deep (how deep Python can read depends on the engine's stack) and a tournament whose main
    copy is gone leave both the game and the score sheet starting, with the damaged data kept
    once and words a person reads. Every other damaged value is refused by the same Python in
    CPython (tests/engine/test_errors.py, tests/sheet/test_format.py) and in Chromium (test_storage.py)."""
    import json

    from selenium.webdriver.common.by import By
    from test_storage import COPY, DAMAGED_GAMES, MAIN, club

    def kept():
        return driver.execute_script("return Object.keys(localStorage).filter(k => k.startsWith('euchre:unreadable'))"
                                     ".sort().map(k => localStorage.getItem(k))")

    def open_(view=""):
        driver.get(site_url + view)
        assert wait_for_engine(driver) == "ready"

    driver.get(site_url + "build.json")  # a page of the site, to write its storage before it starts
    good, too_deep, nested = dump_tournament(club(3)), DAMAGED_GAMES[1], "[" * 6000 + "]" * 6000
    driver.execute_script("for (const [k, v] of Object.entries(arguments[0])) "
                          "v === null ? localStorage.removeItem(k) : localStorage.setItem(k, v);",
                          {"euchre:game": too_deep, MAIN + "deep": nested, MAIN + "club": None, COPY + "club": good})
    open_()
    notice = driver.find_element(By.ID, "notices").text
    assert "could not be read" in notice and "Traceback" not in notice and "DOMException" not in notice
    assert driver.find_element(By.ID, "hand-number").text == "Hand 1 of 8"
    assert too_deep in kept()
    open_("#sheet")
    until(driver, "document.body.dataset.sheet === 'ready'", what="the score sheet to open")
    text = driver.find_element(By.ID, "sheet").text
    assert "Club night" in text, "a tournament with its second copy intact vanished"
    assert driver.execute_script(f"return localStorage.getItem({json.dumps(MAIN + 'club')})") == good
    assert sorted(kept()) == sorted([too_deep, nested]), \
        "the game save and the nested tournament must each be kept aside once, and not again at the next start"


def test_a_table_phone_sends_a_hand_through_live_sync(driver, site_url, couch):
    """A phone opens its table's invitation carrying the server (tools/couch_server.js on 127.0.0.1)
    and its table's credential, records a hand, and the hand reaches the server: the organiser's
    reading of the server's documents scores it."""
    from selenium.webdriver.common.by import By

    from euchre.sheet.share import TableSheet, encode
    from euchre.sheet.sync_access import Access
    from euchre.sheet.sync_link import organiser_link, publish, take_in
    from tests.helpers.couch import ADMIN, ADMIN_PASSWORD
    from tests.helpers.sheet import Clock, sheet
    from tools.couch_setup import Couch, quote, set_up

    clock = Clock()
    t = sheet(4, clock, tables=[(0, 1, 2, 3)])
    password = "organiser-password-for-tests"
    set_up(Couch(couch.url, ADMIN, ADMIN_PASSWORD), Access(t.id, password), rounds=1, tables=1, say=lambda *_: None)
    org = organiser_link(t.id, couch.url, password)
    server = Couch(couch.url, org.user, org.password)
    server.request("POST", f"{quote(org.database)}/_bulk_docs", {"docs": publish(t, org, [{"_id": "tournament"}])})

    driver.get(f"{site_url}#sheet/join/{encode(TableSheet.of(t, 1, 1))}.{org.for_table(1, 1).code()}")
    assert wait_for_engine(driver) == "ready"
    until(driver, "document.body.dataset.sheetScreen === 'device'", BOOT_TIMEOUT_S, what="the table's screen")
    # WebKit's automated session stores no Blob in IndexedDB (as Safari's private tabs): the page
    # opens its database with PouchDB's "indexeddb" adapter there, and syncs like the others.
    until(driver, "document.querySelector('.sync-status')?.dataset.sync === 'uptodate'", 60,
          what=lambda: driver.execute_script("return [document.querySelector('.sync-status')?.outerHTML, "
                                             "typeof window.euchreSync, typeof window.PouchDB]"))
    _settled(driver)
    form = driver.find_element(By.CSS_SELECTOR, 'form[data-form="record"][data-hand="1"]')
    for choice in (form.find_elements(By.CSS_SELECTOR, "fieldset.makers label")[1],
                   form.find_elements(By.CSS_SELECTOR, "fieldset.tricks label")[4],
                   form.find_element(By.XPATH, ".//button[normalize-space()='Record hand 1']")):
        driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", choice)
        _click_on_top(driver, choice)

    expected = t.record_hand(1, 1, makers=1, tricks=4, at=clock())

    def on_server(_driver):
        """The organiser's reading of the server's documents, once it holds the phone's hand."""
        rows = server.get(f"{quote(org.database)}/_changes?include_docs=true")["results"]
        merged, _ = take_in(t, [row["doc"] for row in rows], org, at=clock())
        return merged if merged.table(1, 1).recorded == 1 else None

    merged = until(driver, on_server, 60, what="the phone's hand on the server")
    assert merged.table(1, 1).points == expected.table(1, 1).points
    shown = driver.execute_script("return document.querySelector('.sync-status').dataset.sync")
    assert shown in ("uptodate", "syncing")


EXPLORE_SEED = 21
"""The seed of this file's exploratory run (test_explore.py has Chromium's, at three sizes)."""


def test_nothing_a_person_does_breaks_the_page(driver, site_url, tmp_path):
    """Seeded random use of every screen of the game and the score sheet (explorer.py), shorter than
    Chromium's: one step on each screen after reaching it, at an iPad's size (a step can resize the
    window), and no reloads (WebKitGTK compiles the runtime again at each: Chromium's runs reload).
    No step may put a traceback in the page or an error in its listeners."""
    from explorer import Run, WebDriverSurface, explore, files
    from test_explore import report

    run = Run(EXPLORE_SEED, ("iPad",), steps=1, reloads=False)
    defects = explore(WebDriverSurface(driver), site_url, run, files(tmp_path))
    if defects:
        pytest.fail(report(defects, tmp_path, driver.name), pytrace=False)
