"""The expert computer player in Chromium: its web worker, hints, reviews and levels.

The expert thinks in a web worker (web/ai_worker.js), and on the page itself until that
worker is ready, so these tests check what a person would notice: computer moves arrive
without waiting for the worker, hints list exactly
the legal choices, a finished hand can be reviewed, the levels chosen in the settings
are kept, and a worker that cannot start leaves a working game and a plain notice.
The expert's choices depend on how much it manages to think, so these tests compare
the page with the engine through the saved game rather than by replaying a seed.
"""

from __future__ import annotations

import json

import pytest
from browser_support import BOOT_TIMEOUT_MS, READY, close_menu, open_menu, set_levels
from test_game import choose, mirror, offered, open_game, play, step_of, wait_for_person

import euchre
from euchre.game import Game

pytestmark = pytest.mark.expert_seats  # the expert's own tests: a new visitor's levels

WATCH = """
window.sawThinking = 0;
new MutationObserver(() => {
  if (document.querySelector(".seat [data-thinking]")) window.sawThinking += 1;
}).observe(document, {subtree: true, childList: true});
"""
LEVELS = ("Partner's level", "Opponents' level")


def saved_game(page) -> Game:
    """The game as the page saved it (the engine checks every action while loading it)."""
    game = euchre.loads(page.evaluate("localStorage.getItem('euchre:game')"))
    assert isinstance(game, Game)
    return game


def choices_made(hand) -> list[tuple[int, tuple[str, ...]]]:
    """Each action of the hand so far: the seat that took it and what it could have chosen."""
    state = hand.initial()
    made = []
    for seat, action in hand.history:
        made.append((seat, tuple(state.legal_actions())))
        state = state.apply(action)
    return made


def human_decisions(hand) -> list[int]:
    """Indexes in the hand's history of the person's decisions with more than one legal option."""
    state = euchre.new_hand(hand.rules, hand.dealer, hand.dealt, hand.upcard, hand.kitty)
    found = []
    for index, (seat, action) in enumerate(hand.history):
        if seat == 0 and len(state.legal_actions()) > 1:
            found.append(index)
        state = state.apply(action)
    return found


def wait_for_expert(page) -> None:
    page.wait_for_function("['ready', 'failed'].includes(document.body.dataset.ai)", timeout=BOOT_TIMEOUT_MS)
    assert page.evaluate("document.body.dataset.ai") == "ready", page.evaluate("euchreAI.reason")


FIRST_RENDER = """
window.firstRender = null;
new MutationObserver(() => {
  const game = document.getElementById("game");
  if (window.firstRender === null && game && game.dataset.step) window.firstRender = performance.now();
}).observe(document, {subtree: true, attributes: true, attributeFilter: ["data-step"]});
"""


# web/boot.js starts the expert's worker as the page loads only on four cores or more.
CORES = 'Object.defineProperty(Navigator.prototype, "hardwareConcurrency", {get: () => %d});'


@pytest.fixture
def page(visitor_page):
    """Every page here is a returning visitor's (the offline copy kept), with no saved data."""
    return visitor_page


def expert_started(page) -> list[float]:
    """When the page started the expert's worker (performance marks), in order."""
    return page.evaluate("performance.getEntriesByName('ai-start').map((e) => e.startTime)")


def test_on_two_cores_the_expert_starts_once_the_table_is_shown(page, site_url):
    page.add_init_script(CORES % 2)
    page.goto(site_url + "?seed=12")
    page.wait_for_selector(READY, state="attached", timeout=BOOT_TIMEOUT_MS)
    started = expert_started(page)
    python_runs = page.evaluate("performance.getEntriesByName('python-ready')[0].startTime")
    assert len(started) == 1 and started[0] > python_runs, \
        "with two cores the expert's worker must not start beside the page's own Python"
    wait_for_expert(page)


def test_the_expert_starts_beside_the_page_python_and_the_game_asks_that_worker(page, site_url):
    page.add_init_script(CORES % 4 + FIRST_RENDER)
    page.goto(site_url + "?seed=12")
    page.wait_for_selector(READY, state="attached", timeout=BOOT_TIMEOUT_MS)
    python_runs = page.evaluate("performance.getEntriesByName('python-ready')[0].startTime")
    started = expert_started(page)
    assert len(started) == 1, "the expert's worker was started more than once"
    assert started[0] < python_runs < page.evaluate("window.firstRender"), \
        "the expert's worker did not start before the page's Python and its first render"
    set_levels(page, None, "instant")
    wait_for_person(page)
    assert page.evaluate("euchreAI.timings.filter(t => t.op === 'choose').length") >= 1, \
        "the computer seats did not ask the expert"
    assert expert_started(page) == started, "the game started another worker"


def test_the_expert_starts_early_only_when_a_seat_plays_at_that_level(page, site_url):
    page.add_init_script(CORES % 8)
    page.goto(site_url)
    page.wait_for_selector(READY, state="attached", timeout=BOOT_TIMEOUT_MS)
    wait_for_expert(page)  # a first visit, with the default levels: the expert's
    for partner, opponents, early in (("standard", "beginner", False), ("expert", "standard", True),
                                      ("beginner", "expert", True)):
        open_menu(page)
        page.get_by_label(LEVELS[0]).select_option(partner)
        page.get_by_label(LEVELS[1]).select_option(opponents)
        close_menu(page)
        page.reload()
        page.wait_for_selector(READY, state="attached", timeout=BOOT_TIMEOUT_MS)
        python_runs = page.evaluate("performance.getEntriesByName('python-ready')[0].startTime")
        started = expert_started(page)
        if early:
            assert len(started) == 1 and started[0] < python_runs, (partner, opponents)
            wait_for_expert(page)
        else:
            assert started == [] and page.evaluate("euchreAI.state") == "idle", (partner, opponents)


def test_expert_seats_play_a_hand_which_is_then_reviewed_without_freezing_the_page(page, site_url):
    page.add_init_script(WATCH)
    page.goto(site_url + "?seed=12")
    page.wait_for_selector(READY, state="attached", timeout=BOOT_TIMEOUT_MS)
    for label in LEVELS:
        assert page.get_by_label(label).input_value() == "expert", "expert is the default level"
    set_levels(page, None, "instant")
    wait_for_expert(page)
    play(page, until=lambda p: p.locator("#summary button[data-action=next-hand]").count() > 0)

    game = saved_game(page)
    hand = game.hand
    assert hand.is_over and game.round.hand_number == 1
    asked = page.evaluate("euchreAI.timings.filter(t => t.op === 'choose').length")
    assert asked >= 3, f"only {asked} expert decisions in a whole hand"
    assert page.evaluate("window.sawThinking") > 0, "no seat ever showed that it was thinking"

    page.get_by_role("button", name="Review this hand").click()
    progress = page.locator("#review-progress")
    assert "decision" in progress.inner_text() or page.locator("#review-total").count()
    page.locator("#review-total").wait_for(timeout=60_000)
    deal = page.locator("#review-deal tbody tr")
    assert deal.count() == 4
    for seat in range(4):
        shown = deal.nth(seat).locator("[data-card]").evaluate_all("cs => cs.map(c => c.dataset.card)")
        assert sorted(shown) == sorted(hand.dealt[seat])
    assert page.locator("#review-upcard").get_attribute("data-card") == hand.upcard
    made = page.locator("#review").inner_text()
    assert ("Trump: " in made) if hand.contract else ("thrown in" in made)
    wanted = human_decisions(hand)
    rows = page.locator("#review-record .judgement[data-index]")
    assert [int(rows.nth(i).get_attribute("data-index")) for i in range(rows.count())] == wanted
    for i, index in enumerate(wanted):
        assert rows.nth(i).get_attribute("data-action") == hand.history[index][1]
        lost = rows.nth(i).get_attribute("data-lost")
        assert float(lost) >= 0
        if rows.nth(i).get_attribute("data-best") == hand.history[index][1]:
            assert lost == "0.00"
        elif lost != "0.00":  # more than the margin, or a dominated choice by any lead (euchre.ai.review)
            assert float(lost) > 0 and "Given away" in rows.nth(i).inner_text()

    # The statistics keep what the review said was given away, for this hand of this round.
    reviews = json.loads(page.evaluate("localStorage.getItem('euchre:stats')"))["notes"]["reviews"]
    shown = sum(float(rows.nth(i).get_attribute("data-lost")) for i in range(rows.count()))
    assert [r[0] for r in reviews] == [1]
    assert reviews[0][2] == pytest.approx(shown, abs=0.005 * max(rows.count(), 1))

    # How long the page's own tasks take while the expert thinks is a benchmark, not a test:
    # tools/bench_smooth.py (docs/PERFORMANCE.md).

    page.get_by_role("button", name="Hide the review").click()
    assert page.locator("#review").is_hidden()
    page.get_by_role("button", name="Next hand").click()
    assert page.locator("#review").count() == 0 or page.locator("#review").is_hidden()


def test_a_hint_lists_every_legal_choice_best_first(page, site_url):
    open_game(page, site_url, 5)  # standard computer seats: the hint still asks the expert
    wait_for_person(page)
    hint = page.get_by_role("button", name="Hint")
    seen = 0
    while seen < 2:
        choices = offered(page)
        hint.click()
        page.locator("#hint-options").wait_for(timeout=60_000)
        items = page.locator("#hint-options li")
        actions = [items.nth(i).get_attribute("data-action") for i in range(items.count())]
        assert sorted(actions) == sorted(choices), "the hint's options are not exactly the legal choices"
        points = [float(items.nth(i).get_attribute("data-points")) for i in range(items.count())]
        assert points == sorted(points, reverse=True), "the hint's options are not best first"
        assert "best" in items.first.get_attribute("class")
        # The best choice in a plain sentence; the expert's numbers behind "How is this worked out?".
        best_label = items.first.locator(".option").inner_text()
        assert page.locator("#hint-panel .hint-best").inner_text().startswith(best_label + ":")
        page.get_by_text("How is this worked out?").click()
        shown = page.locator("#hint-panel .hint-how td.points").all_inner_texts()
        assert len(shown) == len(actions)
        assert all(text[0] in "+-" and len(text.split(".")[1]) == 2 for text in shown)
        for action, item in zip(actions, items.all()):  # in the words of the buttons
            button = choices[action]
            label = button.get_attribute("aria-label") or button.inner_text()
            assert item.locator(".option").inner_text() == label.split(" (")[0]
        if seen == 0:
            page.get_by_role("button", name="Close the hint").click()
            assert page.locator("#hint-panel").is_hidden()
            assert hint.is_visible()
        else:
            assert page.locator("#hint-panel").is_visible()
        action = choose(list(choices))
        before = step_of(page)
        choices[action].click()
        page.wait_for_function(f"document.querySelector('#game').dataset.step !== {before!r}")
        assert page.locator("#hint-panel").is_hidden(), "the hint outlived the decision it was for"
        seen += 1
        wait_for_person(page)


SENT = """
window.expertAsked = [];
const send = Worker.prototype.postMessage;
Worker.prototype.postMessage = function (message, ...rest) {
  if (message && typeof message.text === "string") window.expertAsked.push(message.text);
  return send.call(this, message, ...rest);
};
"""


def asked(page, op: str) -> list[dict]:
    """The requests of kind ``op`` the page sent the expert's worker, decoded."""
    return [r for r in map(json.loads, page.evaluate("window.expertAsked")) if r.get("op") == op]


def test_the_expert_is_told_who_sits_around_it(page, site_url):
    page.add_init_script(SENT)
    page.goto(site_url + "?seed=12")
    page.wait_for_selector(READY, state="attached", timeout=BOOT_TIMEOUT_MS)
    open_menu(page)
    page.get_by_label(LEVELS[0]).select_option("expert")
    page.get_by_label(LEVELS[1]).select_option("standard")
    page.get_by_label("Computer speed").select_option("instant")
    close_menu(page)
    wait_for_expert(page)
    wait_for_person(page)
    page.evaluate("window.expertAsked = []")  # asked from here on, with these levels
    play(page, until=lambda p: len(asked(p, "choose")) >= 2)
    # North plays at the expert's level between standard players, across from the person.
    assert {r["view"]["seat"] for r in asked(page, "choose")} == {2}
    assert all(r["table"] == {"left": "standard", "partner": "person", "right": "standard"}
               for r in asked(page, "choose"))
    wait_for_person(page)
    page.get_by_role("button", name="Hint").click()
    page.locator("#hint-options").wait_for(timeout=60_000)
    assert [r["table"] for r in asked(page, "evaluate")] == [{"left": "standard", "partner": "expert",
                                                              "right": "standard"}]


def test_levels_are_chosen_apart_and_kept_across_a_reload(page, site_url):
    open_game(page, site_url, 3)
    open_menu(page)
    partner, opponents = (page.get_by_label(label) for label in LEVELS)
    assert [o.strip() for o in partner.locator("option").all_inner_texts()] == ["Beginner", "Standard", "Expert"]
    partner.focus()
    page.keyboard.press("Home")  # reachable and changeable from the keyboard
    assert partner.input_value() == "beginner"
    opponents.select_option("expert")
    wait_for_person(page)
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=BOOT_TIMEOUT_MS)
    assert page.get_by_label(LEVELS[0]).input_value() == "beginner"
    assert page.get_by_label(LEVELS[1]).input_value() == "expert"
    assert page.get_by_label("Computer speed").input_value() == "instant"
    saved = json.loads(page.evaluate("localStorage.getItem('euchre:settings')"))
    assert {key: saved.get(key) for key in ("schema", "speed", "partner", "opponents")} == \
        {"schema": 1, "speed": "instant", "partner": "beginner", "opponents": "expert"}


def test_settings_saved_before_levels_existed_are_read_and_newer_ones_kept(page, site_url):
    open_game(page, site_url, 3)
    page.evaluate("localStorage.setItem('euchre:settings', JSON.stringify({schema: 1, speed: 'fast'}))")
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=BOOT_TIMEOUT_MS)
    assert page.get_by_label("Computer speed").input_value() == "fast"
    for label in LEVELS:
        assert page.get_by_label(label).input_value() == "expert"
    newer = '{"schema": 2, "speed": "slow", "seats": {}}'
    page.evaluate(f"localStorage.setItem('euchre:settings', {newer!r})")
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=BOOT_TIMEOUT_MS)
    assert page.get_by_label("Computer speed").input_value() == "normal"
    kept = page.evaluate("Object.keys(localStorage).filter(k => k.startsWith('euchre:unreadable'))"
                         ".map(k => localStorage.getItem(k))")
    assert kept == [newer], "settings from a newer version must be kept, once"
    assert "could not be read" in page.locator("#notices").inner_text()
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=BOOT_TIMEOUT_MS)
    assert page.evaluate("Object.keys(localStorage).filter(k => k.startsWith('euchre:unreadable')).length") == 1


def test_without_its_worker_the_game_goes_on_with_a_notice(guarded_context, site_url):
    context, guard = guarded_context
    blocked: list[str] = []

    def refuse(route):
        blocked.append(route.request.url)
        route.abort("failed")

    context.route("**/web/ai_worker.js", refuse)  # registered last, so it answers first
    page = context.new_page()
    guard.watch(page)
    # Four cores: the worker is asked for as the page loads, so its failure is known before the
    # first computer decision (until then, the expert would think on the page itself).
    page.add_init_script(CORES % 4)
    seed = 5
    page.goto(site_url + f"?seed={seed}")
    page.wait_for_selector(READY, state="attached", timeout=BOOT_TIMEOUT_MS)
    set_levels(page, None, "instant")
    notice = page.locator("#notices .notice").filter(has_text="expert computer player is not available")
    notice.wait_for(timeout=60_000)
    assert "play at the standard level" in notice.inner_text()
    wait_for_person(page)
    expected = mirror(seed, until=lambda g: g.human_to_act and len(g.legal_actions()) > 1)  # a pass plays itself
    assert step_of(page) == f"1:{len(expected.hand.history)}", "the standard player did not take over"
    page.get_by_role("button", name="Hint").click()
    page.locator("#hint-panel").get_by_text("No hint this time").wait_for(timeout=10_000)
    play(page, until=lambda p: p.locator("#summary button[data-action=next-hand]").count() > 0)
    assert blocked and all(url.endswith("/web/ai_worker.js") for url in blocked)

    context.unroute("**/web/ai_worker.js", refuse)
    page.get_by_role("button", name="Try the expert again").click()
    wait_for_expert(page)
    assert page.locator("#notices .notice").filter(has_text="expert").count() == 0
    page.get_by_role("button", name="Review this hand").click()
    page.locator("#review-total").wait_for(timeout=60_000)
    # A refused worker script logs nothing in Chromium; if it ever does, it may only name that file.
    guard.console_errors[:] = [e for e in guard.console_errors if "ai_worker.js" not in e]


def test_until_its_worker_is_ready_the_expert_thinks_on_the_page(guarded_context, site_url):
    """The first computer decisions do not wait for the worker's Python: the page works them out
    itself, and hands over to the worker once it is ready."""
    context, guard = guarded_context
    held = []

    def hold(route):
        held.append(route)  # the worker's script waits here, unanswered

    context.route("**/web/ai_worker.js", hold)
    page = context.new_page()
    guard.watch(page)
    page.add_init_script(CORES % 2)
    page.goto(site_url + "?seed=12")  # the person deals: the three computer seats bid first
    page.wait_for_selector(READY, state="attached", timeout=BOOT_TIMEOUT_MS)
    wait_for_person(page)
    assert page.evaluate("document.body.dataset.ai") == "starting" and held, "the worker was not held back"
    thought_here = page.evaluate("performance.getEntriesByName('expert-thought-here').map(e => e.detail.samples)")
    hand = saved_game(page).hand
    decisions = [seat for seat, legal in choices_made(hand) if seat != 0 and len(legal) > 1]
    assert len(thought_here) == len(decisions) >= 1, "each computer decision must be the expert's, made on the page"
    assert all(samples >= 6 for samples in thought_here), thought_here
    assert page.locator("#notices .notice").count() == 0, "nothing failed: nothing to tell the person"
    if page.locator("#game[data-to-act='0']").count():  # a hint, too, is worked out on the page
        legal = sorted(offered(page))
        page.get_by_role("button", name="Hint").click()
        page.locator("#hint-options").wait_for(timeout=30_000)
        hinted = page.evaluate("[...document.querySelectorAll('#hint-options li')].map(li => li.dataset.action)")
        assert sorted(hinted) == legal
        assert page.evaluate("performance.getEntriesByName('expert-thought-here').length") == len(thought_here) + 1
        page.get_by_role("button", name="Close the hint").click()
        thought_here.append(0)

    for route in held:
        route.continue_()
    wait_for_expert(page)
    set_levels(page, None, "instant")
    play(page, until=lambda p: p.locator("#summary button[data-action=next-hand]").count() > 0)
    asked = page.evaluate("euchreAI.timings.filter(t => t.op === 'choose').length")
    here = page.evaluate("performance.getEntriesByName('expert-thought-here').length")
    assert asked >= 1 and here == len(thought_here), "once ready, the worker must make the expert's decisions"


def test_without_the_expert_client_script_the_game_still_starts(guarded_context, site_url):
    context, guard = guarded_context
    context.route("**/web/ai_client.js", lambda route: route.abort("failed"))
    page = context.new_page()
    guard.watch(page)
    page.goto(site_url + "?seed=5")
    page.wait_for_selector(READY, state="attached", timeout=BOOT_TIMEOUT_MS)
    set_levels(page, None, "instant")
    wait_for_person(page)
    expected = mirror(5, until=lambda g: g.human_to_act and len(g.legal_actions()) > 1)  # a pass plays itself
    assert step_of(page) == f"1:{len(expected.hand.history)}"
    assert "not available (its script could not be loaded)" in page.locator("#notices").inner_text()
    page.get_by_role("button", name="Dismiss").click()
    play(page, until=lambda p: p.locator("#summary button[data-action=next-hand]").count() > 0)
    assert page.locator("#notices .notice").count() == 0, "a dismissed notice came back"
    # The refused script may be reported by the browser; nothing else may be.
    guard.console_errors[:] = [e for e in guard.console_errors
                               if "net::ERR_FAILED" not in e or "ai_client.js" not in e]
