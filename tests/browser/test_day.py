"""Today's deals in Chromium: the same deals on two devices on the same date, the expert's own play of
the day the same as CPython's, and a friend's message read back on another device beside the expert."""

from __future__ import annotations

import datetime

from browser_support import READY, BOOT_TIMEOUT_MS, Guard, before_start, guard_requests, open_menu, reload, set_levels
from euchre import daily, loads
from euchre.game import HUMAN

WAIT_MS = 240_000
TODAY = ("(() => { const d = new Date(); return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-"
         "${String(d.getDate()).padStart(2, '0')}`; })()")
"""The device's own date, as the page reads it: today's deals are that day's."""


def open_today(page, site_url) -> str:
    """The page at the Instant speed, with today's deals on the table; returns today's date."""
    page.goto(site_url + "#sheet")  # the computer seats wait while the score sheet is open
    page.wait_for_selector(READY, state="attached", timeout=BOOT_TIMEOUT_MS)
    set_levels(page, None, "instant")
    page.get_by_role("link", name="Play", exact=True).click()
    open_menu(page)
    page.get_by_role("button", name="Today's deals").click()
    page.get_by_role("button", name="Play today's deals").click()
    page.wait_for_function("document.querySelector('#hand-number').textContent.startsWith(\"Today's deals\")")
    return page.evaluate(TODAY)


def my_cards(page) -> list[str]:
    return page.locator("#seat-0 .my-cards [data-card]").evaluate_all("cards => cards.map(c => c.dataset.card)")


def stored_days(page):
    return loads(page.evaluate("localStorage.getItem('euchre:days')"))


def play_hands(page, date: str, count: int) -> None:
    """Take the first choice offered each time, until ``count`` hands are over."""
    for _ in range(400):
        done = page.evaluate("(() => { const days = localStorage.getItem('euchre:days'); return days; })()")
        kept = loads(done).get(date) if done else None
        if kept is not None and len(kept.game.round.results) >= count:
            return
        page.wait_for_function(
            "document.querySelector('#game').dataset.toAct === '0' || "
            "!!document.querySelector('#summary:not([hidden]) #next-hand')", timeout=WAIT_MS)
        next_hand = page.locator("#summary:not([hidden]) #next-hand")
        if next_hand.count():
            kept = stored_days(page).get(date)
            if len(kept.game.round.results) >= count:
                return
            next_hand.click()
            continue
        choice = page.locator("#actions button:not([disabled]), #seat-0 .my-cards button.legal").first
        try:
            choice.click(timeout=5_000)
        except Exception:  # noqa: BLE001 - redrawn under the click: look again
            pass
    raise AssertionError("the day's hands never ended")


def test_two_devices_on_the_same_date_get_the_same_deals(page, browser, site_url):
    date = open_today(page, site_url)
    first = sorted(my_cards(page))
    upcard = page.locator("#center .upcard [data-card], #center .upcard").first.get_attribute("data-card")
    deal = daily.day_deal(date, 1)
    assert first == sorted(deal.hands[HUMAN]) and upcard == deal.upcard

    other = browser.new_context(service_workers="block")
    guard = Guard()
    guard_requests(other, guard)
    try:
        second = other.new_page()
        guard.watch(second)
        assert open_today(second, site_url) == date
        assert sorted(my_cards(second)) == first
        guard.assert_clean()
    finally:
        other.close()


def test_the_days_expert_matches_cpython_and_a_friend_reads_the_message_back(page, browser, site_url):
    date = open_today(page, site_url)
    assert not page.locator("#hint").is_visible()  # no hints in a day's game
    play_hands(page, date, 2)
    page.wait_for_function(
        "(date) => { const d = JSON.parse(localStorage.getItem('euchre:days') || 'null');"
        " const day = d && d.data.days.find(day => day.date === date); return !!day && day.expert.length >= 2; }",
        arg=date, timeout=WAIT_MS)
    kept = stored_days(page).get(date)
    for number in (1, 2):
        assert kept.expert[number - 1].actions == daily.expert_hand(date, number).actions
    person = [result.points for result in kept.game.round.results[:2]]

    open_menu(page)
    page.get_by_role("button", name="Today's deals").click()
    message = page.locator("#share-text").input_value()
    assert message.startswith(f"Euchre, the deals of {date}") and "Code: " in message

    other = browser.new_context(service_workers="block")
    guard = Guard()
    guard_requests(other, guard)
    try:
        friend = other.new_page()
        guard.watch(friend)
        friend.goto(site_url + "#sheet")
        friend.wait_for_selector(READY, state="attached", timeout=BOOT_TIMEOUT_MS)
        friend.get_by_role("link", name="Play", exact=True).click()
        open_menu(friend)
        friend.get_by_role("button", name="Today's deals").click()
        friend.get_by_label("A friend's result").fill(message)
        friend.get_by_role("button", name="Compare").click()
        table = friend.locator("#shared-table")
        table.wait_for(timeout=WAIT_MS)
        friend.wait_for_function("!document.querySelector('#shared-progress') && "
                                 "![...document.querySelectorAll('#shared-table [data-who=expert]')]"
                                 ".some(c => c.textContent.includes('working'))", timeout=WAIT_MS)
        theirs = table.locator("[data-who=them]").all_inner_texts()
        assert theirs == [f"{a}–{b}" for a, b in person]
        expert = table.locator("tbody [data-who=expert]").all_inner_texts()
        assert expert == [f"{a}–{b}" for a, b in (hand.points for hand in kept.expert[:2])]
        guard.assert_clean()
    finally:
        other.close()


def test_a_changed_code_is_refused_in_words(page, site_url):
    page.goto(site_url)
    page.wait_for_selector(READY, state="attached", timeout=BOOT_TIMEOUT_MS)
    open_menu(page)
    page.get_by_role("button", name="Today's deals").click()
    page.get_by_label("A friend's result").fill("Code: 20TKWW6H171SHPZ6Q")
    page.get_by_role("button", name="Compare").click()
    error = page.locator("#shared-error")
    error.wait_for()
    assert "code" in error.inner_text().lower() and "Traceback" not in error.inner_text()


def finished_day(date: str) -> daily.Day:
    """A day played to the end with the first choice offered in every seat, the expert's hands too."""
    from euchre.game import Game
    from euchre.round import Round

    game = daily.day_game(date)
    hands = []
    for number in range(1, 9):
        hand = daily.day_deal(date, number)
        while hand.to_act is not None:
            hand = hand.apply(hand.legal_actions()[0])
        hands.append(hand)
        rnd = game.round
        rnd = Round(rnd.rules, rnd.first_dealer, rnd.seed, rnd.format, rnd.hands[:-1] + (hand,))
        game = Game(rnd.next_hand() if number < 8 else rnd, levels=daily.LEVELS)
    return daily.Day(date, game, tuple(hands))


def test_statistics_show_the_streak_and_the_past_days_and_review_one(page, site_url):
    from euchre import dumps
    from euchre.stats import Stats
    from euchre.stats import dumps as dump_stats
    from ui.game.daily_views import date_words

    before_start(page, site_url)
    today = datetime.date.fromisoformat(page.evaluate(TODAY))
    yesterday, before = (today - datetime.timedelta(days=n) for n in (1, 2))
    day = finished_day(yesterday.isoformat())
    stats = Stats().day_noted(daily.DayScore(before.isoformat(), ((1, 0),) * 8, ((2, 0),) * 8)).day_noted(day.score)
    page.evaluate("([days, stats]) => { localStorage.setItem('euchre:days', days);"
                  " localStorage.setItem('euchre:stats', stats); }",
                  [dumps(daily.Days().kept(day)), dump_stats(stats)])
    reload(page)
    open_menu(page)
    page.get_by_role("button", name="Statistics").click()
    section = page.locator("#stats[open] [data-format=days]")
    section.wait_for()
    assert section.locator("[data-tile=streak] .tile-value").inner_text() == "2"
    assert section.locator("[data-tile=best-streak] .tile-value").inner_text() == "2"
    items = section.locator("li")
    assert items.count() == 2
    first = items.nth(0)
    assert first.locator(".date").inner_text() == date_words(yesterday.isoformat())
    you, expert = day.score.person_total, day.score.expert_total
    assert first.locator(".totals").inner_text() == f"you {you[0]}–{you[1]}, expert {expert[0]}–{expert[1]}"
    assert first.locator(".status").inner_text() == "Level with the expert"
    assert items.nth(1).locator(".status").inner_text() == "The expert did better by 8"
    assert items.nth(1).get_by_role("button").count() == 0  # not kept: nothing to review
    review = page.get_by_role("button", name=f"Review the deals of {date_words(yesterday.isoformat())}")
    box = review.bounding_box()
    assert box["height"] >= 44 and box["width"] >= 44
    review.click()
    page.locator("#stats[open]").wait_for(state="detached")
    page.wait_for_function("document.querySelector('#hand-number').textContent.startsWith(\"Today's deals\")")
    assert page.locator("#review-toggle").is_visible()
    # every hand of the kept day has its review, from its row of the hand-by-hand log, by keyboard
    from ui.game.advice import trick_record
    from ui.kit.vdom import find, text_of

    first_hand = day.game.round.hands[0]
    said = [text_of(li) for ol in find(trick_record(first_hand, ()), lambda n: "bids-said" in n.classes)
            for li in ol.children]
    button = page.get_by_role("button", name="Review hand 1", exact=True)
    page.wait_for_function("document.getAnimations().every(a => a.playState !== 'running')")  # the summary's pop
    box = button.bounding_box()
    assert box["height"] >= 44 and box["width"] >= 44
    button.focus()
    page.keyboard.press("Enter")
    panel = page.locator("#review:not([hidden])")
    panel.wait_for()
    assert panel.locator("#review-title").inner_text() == "Review of hand 1"
    assert panel.locator("#review-upcard").get_attribute("data-card") == first_hand.upcard
    shown = panel.locator("[data-part=bidding] .bids-said li").all_inner_texts()
    assert [" ".join(t.split()) for t in shown] == [" ".join(t.split()) for t in said]
    assert page.get_by_role("button", name="Hide the review of hand 1").get_attribute("aria-expanded") == "true"
    assert page.locator("#review-toggle").inner_text() == "Review this hand"
