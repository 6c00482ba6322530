"""Undo and the statistics in Chromium, as a person uses them.

A misclicked "go alone" is taken back by the keyboard and by the Undo button, a reload keeps
the undone game and its undo count, and the round's summary and the Statistics screen count what
happened (checked against the test's own count over the saved round). Damaged statistics are
set aside and offered for download, and the game still starts; a history of rounds is shown,
downloaded as CSV and reset only after asking.
"""

from __future__ import annotations

import json

import pytest
from browser_support import before_start, open_menu, reload
from test_storage import FILL, STANDARD_SEATS, put
from test_game import at_step, click_action, find_seed, mirror, offered, open_game, play, step_of, wait_for_person

import euchre
from euchre.hand import Phase
from euchre.stats import SCHEMA as STATS_SCHEMA, dumps, stats_csv
from tests.engine.test_stats import play_rounds


@pytest.fixture
def page(visitor_page):
    """Every page here is a returning visitor's (the offline copy kept), with no saved data."""
    return visitor_page


def saved_game(page):
    return euchre.loads(page.evaluate("localStorage.getItem('euchre:game')"))


def saved_text(page, key):
    return page.evaluate("key => localStorage.getItem(key)", key)


def wait_for_step(page, step):
    page.wait_for_function("step => document.querySelector('#game').dataset.step === step", arg=step,
                           timeout=30_000)


def open_stats(page):
    open_menu(page)
    page.get_by_role("button", name="Statistics").click()
    page.locator("#stats[open]").wait_for()


def figures_shown(page, column=1):
    """The Statistics table: row heading -> that column's figure (1: all levels)."""
    rows = page.locator("#stats-table tbody tr")
    return {rows.nth(i).locator("th").inner_text(): rows.nth(i).locator("td").nth(column - 1)
            .locator(".figure").inner_text() for i in range(rows.count())}


def lone_bid_offered(game):
    legal = game.legal_actions()
    return (game.human_to_act and game.hand.phase is Phase.BID_UPCARD and "pass" in legal
            and any(a.endswith("alone") for a in legal))


def test_a_misclicked_go_alone_is_undone_by_the_keyboard_and_by_the_button_and_kept_over_a_reload(page, site_url):
    seed = find_seed(lone_bid_offered)
    open_game(page, site_url, seed)
    play(page, until=at_step(mirror(seed, until=lone_bid_offered)))
    before = step_of(page)
    assert page.locator("#undo").is_disabled()  # nothing decided yet in this hand
    alone = offered(page)
    lone = next(action for action in alone if action.endswith("alone"))
    label = alone[lone].inner_text()

    # The misclick, taken back with Ctrl+Z: the same bids are offered again, nobody is alone.
    click_action(page, alone[lone])
    wait_for_person(page)
    assert "Maker, alone" in page.locator("#seat-0").inner_text()
    assert page.locator("#undo").is_enabled()
    page.keyboard.press("Control+z")
    wait_for_step(page, before)
    assert "Maker, alone" not in page.locator("#seat-0").inner_text()
    assert sorted(offered(page)) == sorted(alone)
    assert f"Undone: {label}." in page.locator("#announce").inner_text()
    assert page.evaluate("document.activeElement.closest('#actions') !== null")  # focus is back on the bids

    # The same misclick, taken back with the button (a real, labelled button at least 44 px).
    click_action(page, offered(page)[lone])
    wait_for_person(page)
    button = page.get_by_role("button", name="Undo")
    box = button.bounding_box()
    assert box["height"] >= 44 and box["width"] >= 44
    button.click()
    wait_for_step(page, before)
    assert page.locator("#undo").is_disabled()
    game = saved_game(page)
    assert game.undos == 2 and f"{game.round.hand_number}:{len(game.hand.history)}" == before
    assert json.loads(saved_text(page, "euchre:game"))["schema"] == euchre.SCHEMA

    # What the person meant: pass. The computers answer; a reload keeps the game and its undos.
    click_action(page, offered(page)["pass"])
    wait_for_person(page)
    after_pass = step_of(page)
    assert page.locator("#undo").is_enabled()
    reload(page)
    wait_for_person(page)
    assert step_of(page) == after_pass and page.locator("#undo").is_enabled()
    assert saved_game(page).undos == 2
    page.keyboard.press("u")  # the other key, with nothing focused after the reload
    wait_for_step(page, before)
    assert saved_game(page).undos == 3

    # The rest of the round; its summary says how many undos were used.
    play(page)
    assert page.locator("#undo-count").inner_text() == "3 undos used this round."
    game = saved_game(page)
    assert game.round.is_over and game.undos == 3

    # The Statistics screen counts the round as the test counts the saved one.
    rnd = game.round
    us, them = rnd.team_scores
    made = euchred = defended = loners = 0
    for hand in rnd.hands:
        taken = sum(1 for t in hand.tricks if t.winner % 2 == 0)
        if hand.contract and hand.contract.maker % 2 == 0:
            made, euchred = made + (taken >= 3), euchred + (taken < 3)
        elif hand.contract:
            defended += taken >= 3
        loners += bool(hand.contract and hand.contract.maker == 0 and hand.contract.alone)
    open_stats(page)
    shown = figures_shown(page)
    assert shown["Rounds played"] == "1"
    assert shown["Rounds won"] == str(int(us > them))
    assert shown["Points a round"] == f"{us:.1f}"
    assert shown["Hands played"] == "8"
    assert shown["Hands made as makers"] == str(made)
    assert shown["Hands euchred as makers"] == str(euchred)
    assert shown["Loners you played"] == str(loners)
    assert shown["Euchres scored on defence"] == str(defended)
    assert shown["Points given away a hand, by the review"] == "not reviewed"
    assert figures_shown(page, 2) == shown  # every hand at the levels set: standard partner, standard opponents
    assert page.locator("#stats-table thead th").nth(2).inner_text().split() == ["Partner", "Standard",
                                                                                "Opponents", "Standard"]
    assert page.locator("#round-chart rect.us").get_attribute("data-points") == str(us)
    assert page.locator("#round-chart rect.them").get_attribute("data-points") == str(them)
    page.locator("#stats-close").click()
    reload(page)  # the finished round is recorded once, however often the page starts
    open_stats(page)
    assert figures_shown(page)["Rounds played"] == "1"


DAMAGED_STATS = [
    '{"format":"euchre-stats","schema":1,"rounds":[["2026-01-01","x","tournament",[1,0],0,[]]]}',  # no hands
    '{"format":"euchre-stats","schema":9,"rounds":[]}',  # from a newer version: kept, never overwritten
    "[" * 6000 + "]" * 6000,  # nested deeper than Python reads
    '{"format":"euchre-stats", broken',
]


def test_damaged_statistics_are_set_aside_offered_for_download_and_the_game_still_starts(page, site_url):
    before_start(page, site_url)
    put(page, STANDARD_SEATS)
    for text in DAMAGED_STATS:  # each written while the score sheet is open (the computer seats wait: nothing saves)
        page.evaluate("text => localStorage.setItem('euchre:stats', text)", text)
        reload(page, "#sheet")
        page.get_by_role("link", name="Play", exact=True).click()
        assert page.locator("#hand-number").inner_text() == "Hand 1 of 8"  # the game starts
        notice = page.locator("#notices .notice").filter(has_text="could not be read")
        notice.wait_for()
        assert "Download saved data" in notice.inner_text()
        open_stats(page)
        screen = page.locator("#stats-body").inner_text()
        assert "Statistics saved earlier could not be read" in screen and "No rounds finished yet" in screen
        for words in ("Traceback", "TypeError", "DOMException"):
            assert words not in screen
        page.locator("#stats-close").click()
        page.evaluate("location.hash = '#sheet'")
        page.locator("#sheet:not([hidden])").wait_for()
    kept = page.evaluate("Object.keys(localStorage).filter(k => k.startsWith('euchre:unreadable'))"
                         ".map(k => localStorage.getItem(k))")
    assert sorted(kept) == sorted(DAMAGED_STATS)
    page.get_by_role("link", name="Play", exact=True).click()
    with page.expect_download() as download:
        page.get_by_role("button", name=f"Download saved data ({len(DAMAGED_STATS)})").click()
    text = download.value.path().read_text()
    assert all(damaged in text for damaged in DAMAGED_STATS)
    reload(page)
    again = page.evaluate("Object.keys(localStorage).filter(k => k.startsWith('euchre:unreadable')).length")
    assert again == len(DAMAGED_STATS), "statistics set aside once are not set aside again"


def test_a_history_is_shown_downloaded_as_csv_and_reset_only_after_asking(page, site_url, tmp_path):
    book = play_rounds(12)[0]
    before_start(page, site_url)
    put(page, STANDARD_SEATS)
    page.evaluate("text => localStorage.setItem('euchre:stats', text)", dumps(book))
    reload(page, "#sheet")
    page.get_by_role("link", name="Play", exact=True).click()
    open_stats(page)
    assert page.locator(".tile[data-tile=rounds] .tile-value").inner_text() == "12"
    assert page.locator("#round-chart rect.us").count() == 12
    chart = page.locator("#round-chart").bounding_box()
    body = page.locator("#stats-body").bounding_box()
    assert chart["width"] <= body["width"] + 1
    assert page.locator("#round-chart").get_attribute("aria-describedby") == "chart-summary"

    with page.expect_download() as download:
        page.get_by_role("button", name="Download as CSV").click()
    data = download.value.path().read_bytes()
    assert data.startswith(b"\xef\xbb\xbfRound,Finished,Seed,")
    assert data.decode("utf-8") == stats_csv(book.rounds)

    page.get_by_role("button", name="Reset statistics…").click()
    assert "Delete your statistics: 12 rounds" in page.locator("#stats-body").inner_text()
    page.get_by_role("button", name="Keep them").click()
    assert page.locator(".tile[data-tile=rounds] .tile-value").inner_text() == "12"
    page.get_by_role("button", name="Reset statistics…").click()
    page.get_by_role("button", name="Yes, delete the statistics").click()
    assert "No rounds finished yet" in page.locator("#stats-body").inner_text()
    assert json.loads(saved_text(page, "euchre:stats"))["rounds"] == []
    page.locator("#stats-close").click()
    reload(page)
    open_stats(page)
    assert "No rounds finished yet" in page.locator("#stats-body").inner_text()


def test_damaged_data_that_cannot_be_set_aside_in_full_storage_stays_where_it_is(page, site_url):
    before_start(page, site_url)
    damaged = {"euchre:stats": '{"format":"euchre-stats","schema":1,"rounds":' + "[0," * 20,
               "euchre:game": '{"format":"euchre","schema":2,"kind":"game","data":' + "[1," * 20}
    put(page, STANDARD_SEATS)
    page.evaluate("values => { for (const [k, v] of Object.entries(values)) localStorage.setItem(k, v); }", damaged)
    page.evaluate(FILL)
    reload(page, "#sheet")
    page.get_by_role("link", name="Play", exact=True).click()
    assert page.locator("#hand-number").inner_text() == "Hand 1 of 8"  # the game starts all the same
    notices = page.locator("#notices")
    notices.filter(has_text="storage is full").first.wait_for()
    for key, text in damaged.items():  # nothing is saved over what could not be kept aside
        assert saved_text(page, key) == text, key
    with page.expect_download() as download:
        page.get_by_role("button", name="Download saved data (2)").click()
    kept = download.value.path().read_text()
    assert all(text in kept for text in damaged.values())
    page.evaluate("Object.keys(localStorage).filter(k => k.startsWith('filler-'))"
                  ".forEach(k => localStorage.removeItem(k))")
    reload(page)  # with room again, both are set aside and new ones start
    backed = page.evaluate("Object.keys(localStorage).filter(k => k.startsWith('euchre:unreadable'))"
                           ".map(k => localStorage.getItem(k))")
    assert sorted(backed) == sorted(damaged.values())
    wait_for_person(page)
    assert saved_text(page, "euchre:stats").startswith('{"format":"euchre-stats","schema":%d,' % STATS_SCHEMA)


def test_after_an_undo_the_review_is_of_the_hand_as_it_ended(page, site_url):
    open_game(page, site_url, 12)
    hand_over = lambda p: p.locator("#summary button[data-action=next-hand]").count() > 0  # noqa: E731
    play(page, until=hand_over)
    page.get_by_role("button", name="Review this hand").click()
    page.locator("#review-total").wait_for(timeout=120_000)
    game = saved_game(page)
    first, undone = game.hand, game.undoable
    page.locator("#summary").get_by_role("button", name="Undo").click()
    page.wait_for_function("document.querySelector('#summary').hidden")
    choices = offered(page)
    click_action(page, choices[next(action for action in sorted(choices) if action != undone)])  # decides otherwise
    play(page, until=hand_over)
    second = saved_game(page).hand
    assert second.actions != first.actions and saved_game(page).undos == 1
    page.get_by_role("button", name="Review this hand").click()
    page.locator("#review-total").wait_for(timeout=120_000)
    rows = page.locator("#review-record .judgement[data-index]")
    decided = [action for (seat, action), state in zip(second.history, second.states())
               if seat == 0 and len(state.legal_actions()) > 1]
    assert [rows.nth(i).get_attribute("data-action") for i in range(rows.count())] == decided
