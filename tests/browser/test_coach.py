"""The coach in Chromium: a hand played by the hint is reviewed with nothing given away, and the
review is a record of the hand as it was played."""

from __future__ import annotations

import itertools
import json
from pathlib import Path

import pytest
from browser_support import BOOT_TIMEOUT_MS, READY
from test_expert_in_browser import human_decisions, saved_game, wait_for_expert
from test_game import at_step, find_seed, mirror, offered, open_game, play, step_of, wait_for_person
from ui.game.evaluations import SCHEMA as COACH_SCHEMA

from euchre.hand import Phase

NEXT_HAND = "#summary button[data-action=next-hand]"
BROKEN_WORDS = (Path(__file__).parent / "broken_words.js").read_text()
SIZES = ((390, 844), (844, 390), (1024, 768), (1440, 900))


def no_broken_words(page, root: str) -> None:
    """At each size, no word of ``root``'s text is split across two lines."""
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        assert page.evaluate(BROKEN_WORDS, root) == [], f"{root} at {width}x{height}"


@pytest.fixture
def page(visitor_page):
    """A returning visitor's page (the offline copy kept), with no saved data."""
    return visitor_page


def take_the_hint(page) -> tuple[str, int]:
    """Ask for a hint and take its first choice, as a person following the coach does; returns the
    action and how many options the hint listed."""
    page.get_by_role("button", name="Hint").click()
    page.locator("#hint-options").wait_for(timeout=60_000)
    items = page.locator("#hint-options li")
    action = items.first.get_attribute("data-action")
    count = items.count()
    before = step_of(page)
    page.locator(f'#actions button[data-action="{action}"], #seat-0 button[data-action="{action}"]').click()
    page.wait_for_function("(before) => document.querySelector('#game').dataset.step !== before", arg=before)
    return action, count


def reviewed(page) -> list[dict]:
    """Each decision the open review judged: its index, the choice, the expert's and the points given away."""
    page.locator("#review-total").wait_for(timeout=60_000)
    return page.locator("#review [data-index][data-best]").evaluate_all(
        "nodes => nodes.map(n => ({index: Number(n.dataset.index), action: n.dataset.action, best: n.dataset.best,"
        " lost: n.dataset.lost}))")


@pytest.mark.expert_seats  # the expert's worker started as the table is shown
def test_a_hand_played_by_the_hint_is_reviewed_with_nothing_given_away(page, site_url):
    # Seed 3: the first bid is a close call, which a hint and a review searched apart judged apart.
    open_game(page, site_url, 3)  # standard computer seats: the hint still asks the expert
    wait_for_expert(page)
    followed = []
    while wait_for_person(page) == "act":
        action, count = take_the_hint(page)
        if count > 1:
            followed.append(action)
    hand = saved_game(page).hand
    assert hand.is_over and len(followed) >= 3

    page.get_by_role("button", name="Review this hand").click()
    judged = reviewed(page)
    assert [j["index"] for j in judged] == human_decisions(hand)
    assert [j["action"] for j in judged] == followed
    for j in judged:
        assert j["best"] == j["action"], f"the review disagrees with the hint the person followed: {j}"
        assert j["lost"] == "0.00", j
    assert "you gave nothing away" in page.locator("#review-total").inner_text()

    # The hand as it was played: each trick's cards in order, who led and who took it.
    tricks = page.locator("#review-record [data-part=trick]")
    assert tricks.count() == len(hand.tricks) == 5
    for number, trick in enumerate(hand.tricks):
        row = tricks.nth(number)
        shown = row.locator(".record-card").evaluate_all("cs => cs.map(c => c.dataset.card)")
        assert shown == list(trick.cards)
        assert row.get_attribute("data-leader") == str(trick.leader)
        assert row.get_attribute("data-winner") == str(trick.winner)
        assert row.locator(".record-slot.winner").get_attribute("data-seat") == str(trick.winner)

    no_broken_words(page, "#summary")

    # A reload keeps the hint's evaluations: the review is the same, and the expert is not asked again.
    asked = page.evaluate("euchreAI.timings.filter(t => t.op === 'evaluate').length")
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=BOOT_TIMEOUT_MS)
    page.get_by_role("button", name="Review this hand").click()
    assert reviewed(page) == judged
    assert page.evaluate("euchreAI.timings.filter(t => t.op === 'evaluate').length") == 0 < asked
    stored = json.loads(page.evaluate("localStorage.getItem('euchre:coach')"))
    assert stored["format"] == "euchre-coach" and stored["schema"] == COACH_SCHEMA
    page.locator(NEXT_HAND).click()
    assert page.locator("#review").count() == 0 or page.locator("#review").is_hidden()


def dealer_may_pick_up(game) -> bool:
    """Hand 1, which you deal: the three others passed and you may pick the turned card up (a
    discard follows: any card held but the one just picked up)."""
    hand = game.hand
    return (game.round.hand_number == 1 and game.human_to_act and hand.phase is Phase.BID_UPCARD
            and hand.dealer == 0 and "order" in game.legal_actions())


def at_the_dealers_bid(page, site_url) -> None:
    """The game opened at your bid as dealer with the turned card yours to pick up; the expert ready."""
    seed = find_seed(dealer_may_pick_up)
    open_game(page, site_url, seed)
    wait_for_expert(page)
    play(page, until=at_step(mirror(seed, until=dealer_may_pick_up)))
    assert "order" in offered(page)


def open_hint(page) -> list[str]:
    """Press Hint and wait for the expert's ranked choices; their actions, best first."""
    page.get_by_role("button", name="Hint").click()
    page.locator("#hint-options").wait_for(timeout=60_000)
    return page.locator("#hint-options li").evaluate_all("items => items.map(li => li.dataset.action)")


MARKED = '#game button[data-recommended="true"]'


def assert_marked_as_the_hint_ranks(page, ranked: list[str], where: str) -> None:
    """The hint's first choice, and only it, carries the coach's mark on the table (the mark a
    lesson's choice carries: data-recommended, the class and the words "the coach's choice")."""
    marked = page.locator(MARKED)
    assert marked.count() == 1, f"{marked.count()} choices marked on the table"
    assert marked.get_attribute("data-action") == ranked[0]
    assert page.locator(f'{where} button[data-recommended="true"]').count() == 1, f"the mark is not in {where}"
    assert "recommended" in marked.get_attribute("class").split()
    assert marked.get_attribute("aria-label").endswith("(the coach's choice)")
    assert marked.is_visible() and marked.is_enabled()


@pytest.mark.expert_seats  # the expert's worker started as the table is shown
def test_a_hint_marks_its_choice_on_the_table_as_a_lesson_does(page, site_url):
    """Issue 42, item 3: "Hints mark their choice on the table the same way": the bid button or the
    card the hint ranks first is marked where it is made, until the hint is closed or followed."""
    at_the_dealers_bid(page, site_url)
    assert page.locator(MARKED).count() == 0, "a choice is marked before the hint was asked for"
    ranked = open_hint(page)
    assert len(ranked) > 1 and set(ranked) == set(offered(page))
    assert_marked_as_the_hint_ranks(page, ranked, "#actions")
    page.get_by_role("button", name="Close the hint").click()
    page.wait_for_function(f"!document.querySelector('{MARKED}')")

    before = step_of(page)
    offered(page)["order"].click()  # pick up: the discard, a choice of five cards
    page.wait_for_function("(b) => document.querySelector('#game').dataset.step !== b", arg=before)
    assert wait_for_person(page) == "act" and page.locator("#game").get_attribute("data-phase") == "discard"
    ranked = open_hint(page)
    assert len(ranked) == 5 and set(ranked) == set(offered(page))
    assert_marked_as_the_hint_ranks(page, ranked, "#seat-0 .my-cards")
    before = step_of(page)
    page.locator(MARKED).click()  # followed: the mark goes with the hint
    page.wait_for_function("(b) => document.querySelector('#game').dataset.step !== b", arg=before)
    assert page.locator(MARKED).count() == 0


ONE_COLUMN = """() => {
  const panel = document.querySelector('#hint-panel').getBoundingClientRect();
  return [...document.querySelectorAll('#hint-options li')].map((li) => {
    const box = li.getBoundingClientRect();
    return {action: li.dataset.action, left: Math.round(box.left), top: box.top, bottom: box.bottom,
            right: box.right, clipped: li.scrollWidth > li.clientWidth + 1,
            inside: box.left >= panel.left - 1 && box.right <= panel.right + 1 && box.top >= panel.top - 1
                    && box.bottom <= panel.bottom + 1 && box.right <= innerWidth && box.bottom <= innerHeight};
  });
}"""


@pytest.mark.expert_seats  # the expert's worker started as the table is shown
def test_the_hints_ranked_choices_are_one_column_on_an_ipad(page, site_url):
    """Issue 42, snag 10: at 1024x768 the hint's ranked list split across two columns. The five
    choices of a discard: each item starts at the same left edge, one below the other, none clipped."""
    page.set_viewport_size({"width": 1024, "height": 768})
    at_the_dealers_bid(page, site_url)
    before = step_of(page)
    offered(page)["order"].click()
    page.wait_for_function("(b) => document.querySelector('#game').dataset.step !== b", arg=before)
    assert wait_for_person(page) == "act" and page.locator("#game").get_attribute("data-phase") == "discard"
    ranked = open_hint(page)
    assert len(ranked) == 5 and set(ranked) == set(offered(page))
    items = page.evaluate(ONE_COLUMN)
    assert [item["action"] for item in items] == ranked
    assert len({item["left"] for item in items}) == 1, f"the ranked list is not one column: {items}"
    assert all(a["bottom"] <= b["top"] + 1 for a, b in itertools.pairwise(items)), f"items overlap or go up: {items}"
    assert all(not item["clipped"] and item["inside"] for item in items), f"an item is clipped: {items}"


def press_until(page, key: str, condition: str, most: int = 60) -> None:
    """Press ``key`` until the script ``condition`` holds (about the focused element), as a keyboard user tabs."""
    for _ in range(most):
        if page.evaluate(condition):
            return
        page.keyboard.press(key)
    raise AssertionError(f"{condition} never held after {most} presses of {key}")


FOCUSED = "document.activeElement && document.activeElement.{}"


def test_a_first_visit_offers_a_guided_hand_once(page, site_url):
    page.goto(site_url)
    page.wait_for_selector(READY, state="attached", timeout=BOOT_TIMEOUT_MS)
    offer = page.locator("#learn-panel.offer")
    offer.wait_for()
    assert "New to euchre?" in offer.inner_text()
    page.get_by_role("button", name="No thanks").click()
    assert page.locator("#learn-panel").is_hidden()
    assert json.loads(page.evaluate("localStorage.getItem('euchre:settings')"))["learn_offered"] is True
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=BOOT_TIMEOUT_MS)
    page.locator("#game[data-step]").wait_for()
    assert page.locator("#learn-panel").is_hidden(), "the offer came back after it was turned down"


def test_every_lesson_by_the_keyboard_alone(page, site_url):
    """Learn to play from the Menu, then every lesson in turn, by the keyboard: at each of the
    learner's turns the coach's choice is marked on the table and named in the panel; the learner
    takes it with the arrow keys and Enter; the person's own round is left as it was."""
    page.goto(site_url + "?seed=9")  # the person's own round, which the lessons must leave as it was
    page.wait_for_selector(READY, state="attached", timeout=BOOT_TIMEOUT_MS)
    assert page.locator("#learn-panel").is_hidden(), "a round asked for by its seed is not a first visit"
    wait_for_person(page)
    own = page.evaluate("localStorage.getItem('euchre:game')")
    own_step = step_of(page)

    # The Menu: Computer speed to Instant, then "Learn to play", all from the keyboard.
    page.locator("body").focus()
    press_until(page, "Tab", FOCUSED.format("id === 'menu-button'"))
    page.keyboard.press("Enter")
    page.locator("#settings[open]").wait_for()
    press_until(page, "Tab", FOCUSED.format("id === 'speed'"))
    page.keyboard.press("End")
    assert page.get_by_label("Computer speed").input_value() == "instant"
    press_until(page, "Tab", FOCUSED.format("id === 'learn-button'"))
    page.keyboard.press("Enter")
    page.locator("#table.learning").wait_for()
    assert not page.locator("#settings").evaluate("dialog => dialog.open")

    lessons = 0
    while True:
        lessons += 1
        title = page.locator("#learn-title").inner_text()
        assert title.startswith(f"Lesson {lessons} of "), title
        followed = 0
        while True:
            page.wait_for_function("document.querySelector('#game').dataset.toAct === '0' && "
                                   "!document.querySelector('#game[data-forced]') || !!document.querySelector('#lesson-done')", timeout=60_000)
            if page.locator("#lesson-done").count():
                break
            advice = page.locator("#learn-panel .learn-advice")
            advice.wait_for(timeout=60_000)
            best = advice.get_attribute("data-best")
            group = "#actions" if page.locator("#actions button").count() else "#seat-0 .my-cards"
            page.wait_for_function(f"document.querySelector('{group}').contains(document.activeElement)")
            if best:
                marked = page.locator('#game button[data-recommended="true"]')
                if "The coach" in advice.inner_text():
                    assert marked.count() == 1 and marked.get_attribute("data-action") == best
                    followed += 1
                press_until(page, "ArrowRight", FOCUSED.format(f"dataset.action === {best!r}"), most=12)
            before = step_of(page)
            page.keyboard.press("Enter")
            page.wait_for_function("(b) => document.querySelector('#game').dataset.step !== b", arg=before)
        assert followed >= 1, f"lesson {lessons} never named the coach's choice"
        no_broken_words(page, "#learn-panel")
        assert page.evaluate("localStorage.getItem('euchre:game')") == own, "a lesson was saved over your game"
        nxt = page.locator("#learn-panel button[data-action=learn-next]")
        if not nxt.count():
            break
        press_until(page, "Tab", FOCUSED.format("dataset.action === 'learn-next'"))
        page.keyboard.press("Enter")
        page.wait_for_function(f"document.querySelector('#learn-title').textContent.startsWith('Lesson {lessons + 1} ')")
    assert lessons >= 6

    # How to play, from the panel, and back; then back to your own game.
    press_until(page, "Tab", FOCUSED.format("dataset.action === 'learn-rules'"))
    page.keyboard.press("Enter")
    page.locator("#how-to-play[open]").wait_for()
    assert "House rule 4" in page.locator("#how-body").inner_text()
    no_broken_words(page, "#how-to-play")
    page.keyboard.press("Escape")
    page.wait_for_function("!document.querySelector('#how-to-play').open")
    press_until(page, "Tab", FOCUSED.format("dataset.action === 'learn-leave'"))
    page.keyboard.press("Enter")
    page.wait_for_function("!document.querySelector('#table').classList.contains('learning')")
    assert step_of(page) == own_step and page.locator("#learn-panel").is_hidden()
    assert page.evaluate("localStorage.getItem('euchre:game')") == own
