"""Playing a round against the computer in Chromium, as a person would.

The tests click only enabled, labelled buttons. They set every computer seat to the
standard level in the settings, as a person would (test_expert_in_browser.py plays against the
expert, which is the default). Where they need a particular
situation (a house-rule case), they find a seed for it by running the same engine
in CPython with the same choices the test will click, then open the page with
``?seed=N``. At the end of a round the page's totals must equal CPython's.
"""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from browser_support import BOOT_TIMEOUT_MS, READY, TRACEBACK, close_menu, open_menu, set_levels

import euchre
from euchre.game import Game
from euchre.hand import Phase


@pytest.fixture
def page(visitor_page):
    """Every page here is a returning visitor's (the offline copy kept), with no saved data."""
    return visitor_page


STEP_TIMEOUT_S = 60


def choose(legal) -> str:
    """The test player's policy: pass whenever allowed, else the first action in text order."""
    return "pass" if "pass" in legal else min(legal)


def mirror(seed, rules=None, until=lambda game: False, override=None):
    """Play in CPython as the page will: computers by the engine, the person by ``choose``."""
    game = Game.new(rules, seed=seed)
    while not until(game):
        if game.round.is_over:
            break
        if game.needs_next_hand:
            game = game.next_hand()
        elif game.human_to_act:
            legal = game.legal_actions()
            game = game.act((override and override(game, legal)) or choose(legal))
        else:
            game = game.computer_step()
    return game


def find_seed(condition, rules=None, limit=2000):
    for seed in range(1, limit):
        game = mirror(seed, rules, until=lambda g: g.round.is_over or condition(g))
        if condition(game):
            return seed
    pytest.fail("no seed gives the situation")


def open_game(page, site_url, seed=None, level="standard"):
    """Open the game and set the computer players as a person would, before any of them moves:
    the page opens on the score sheet (the computer seats wait while it is open), the menu sets
    ``level`` for every computer seat (standard by default: the same as ``mirror``) and the
    Instant speed, and "Play" goes back to the table. (Set at the table instead, the levels race
    the computers' first pause, which a busy machine can lose.)
    """
    page.goto(site_url + (f"?seed={seed}" if seed is not None else "") + "#sheet")
    page.wait_for_selector(READY, state="attached", timeout=BOOT_TIMEOUT_MS)
    set_levels(page, level, "instant")
    page.get_by_role("link", name="Play", exact=True).click()
    page.locator("#play-view:not([hidden])").wait_for()


def step_of(page) -> str:
    return page.locator("#game").get_attribute("data-step")


def wait_for_person(page):
    """Wait until it is the person's turn or a hand/round summary offers a button (a last card the
    table plays by itself, ``#game[data-forced]``, is not the person's to click)."""
    try:
        return page.wait_for_function(
            "document.querySelector('#game').dataset.toAct === '0' && !document.querySelector('#game[data-forced]') ? 'act' "
            ": document.querySelector('#summary button') ? 'summary' : null",
            timeout=STEP_TIMEOUT_S * 1000).json_value()
    except PlaywrightTimeout:
        raise AssertionError(f"the game did not come back to the person (step {step_of(page)})") from None


def offered(page) -> dict[str, object]:
    """The person's enabled choices: action -> button."""
    buttons = page.locator("#actions button[data-action]:not([disabled]), "
                           "#seat-0 button[data-action]:not([disabled]):not([aria-disabled=true])")
    return {buttons.nth(i).get_attribute("data-action"): buttons.nth(i) for i in range(buttons.count())}


def click_action(page, button):
    before = step_of(page)
    button.click()
    try:
        page.wait_for_function("(before) => document.querySelector('#game').dataset.step !== before", arg=before,
                               timeout=STEP_TIMEOUT_S * 1000)
    except PlaywrightTimeout:
        raise AssertionError("the click did nothing") from None


def play(page, until=lambda page: False, override=None):
    """Play by ``choose`` (or ``override``) until ``until(page)`` or the round is over."""
    while True:
        waiting_for = wait_for_person(page)
        if until(page) or page.locator("#round-result").count():
            return
        if waiting_for == "summary":
            page.get_by_role("button", name="Next hand").click()
            continue
        choices = offered(page)
        assert choices, "the person is to act but no enabled control is offered"
        action = (override and override(page, list(choices))) or choose(list(choices))
        click_action(page, choices[action])


def at_step(game):
    """A stop condition: the page shows the same hand and action count as ``game``."""
    step = f"{game.round.hand_number}:{len(game.hand.history)}"
    return lambda page: step_of(page) == step


def bid_labels(page) -> list[str]:
    return page.locator("#actions button").all_inner_texts()


# --- whole rounds -------------------------------------------------------------------


def test_a_whole_tournament_round_matches_the_engine(page, site_url):
    seed = 31
    open_game(page, site_url, seed)
    assert page.locator("#hand-number").inner_text() == "Hand 1 of 8"
    play(page)
    expected = mirror(seed)
    a, b = expected.round.team_scores
    assert page.locator("#score-us").inner_text() == f"You & North: {a}"
    assert page.locator("#score-them").inner_text() == f"West & East: {b}"
    rows = page.locator("#summary table.log tbody tr")
    assert rows.count() == 8
    dealers = [rows.nth(i).locator("td").nth(1).inner_text() for i in range(8)]
    assert dealers == ["You", "West", "North", "East"] * 2
    total = page.locator("#summary table.log tfoot td").all_inner_texts()
    assert total == [str(a), str(b)]
    assert page.get_by_role("button", name="New round").is_visible()


def test_a_whole_standard_round_after_switching_rules(page, site_url):
    open_game(page, site_url, 7)
    open_menu(page)
    page.get_by_text("Rules", exact=True).click()
    page.get_by_role("radio", name="Standard (plain Hoyle)").check()
    assert "Changes apply from the next game" in page.locator("#rules-note").inner_text()
    for name in ("Stick the dealer", "House rule 2", "House rule 3"):
        assert not page.get_by_role("checkbox", name=name).is_checked()
    page.get_by_role("button", name="Start a new game with these choices").click()
    confirm = page.get_by_role("button", name="Yes, abandon this game and start a new one")
    if confirm.count():  # the computers had already bid: the page asks before abandoning the round
        confirm.click()
    assert "played under the standard rules" in page.locator("#rules-note").inner_text()
    play(page)
    assert page.locator("#summary table.log tbody tr").count() == 8


# --- the house rules at the table ----------------------------------------------------


def test_dealer_without_a_natural_must_pass_says_why_in_one_sentence_and_the_pass_plays_itself(page, site_url):
    """House rule 3. With "Play forced choices by themselves" off, Pass is the only button and the
    turn says why in one short sentence true for your cards; switched on, the pass is made for you
    after a pause, and the reason is said."""
    from ui.game.words import turn_text

    def situation(game):
        hand = game.hand
        return (game.human_to_act and hand.phase is Phase.BID_UPCARD and hand.dealer == 0
                and not any(c[1] == hand.upcard[1] for c in hand.hands[0]))

    seed = find_seed(situation)
    expected = mirror(seed, until=situation)
    page.goto(site_url + f"?seed={seed}#sheet")
    page.wait_for_selector(READY, state="attached", timeout=BOOT_TIMEOUT_MS)
    set_levels(page, "standard", "instant")
    open_menu(page)
    page.get_by_label("Play forced choices by themselves").uncheck()
    page.locator("#settings-close").click()
    page.evaluate("""() => { window.said = []; new MutationObserver(() => window.said.push(
        document.querySelector('#announce').textContent)).observe(document.querySelector('#announce'),
        {childList: true, characterData: true, subtree: true}); }""")
    page.get_by_role("link", name="Play", exact=True).click()
    play(page, until=at_step(expected))
    assert bid_labels(page) == ["Pass"]
    sentence = turn_text(expected.hand)
    assert sentence.startswith("You must pass: the dealer needs a ") and sentence.endswith("(house rule 3).")
    assert page.locator("#turn").inner_text() == sentence
    assert sentence.count("(") == 1 and "Pick up" not in page.locator("#actions").inner_text()
    step = step_of(page)
    open_menu(page)
    page.get_by_label("Play forced choices by themselves").check()
    page.locator("#settings-close").click()
    page.wait_for_function("(step) => document.querySelector('#game').dataset.step !== step", arg=step,
                           timeout=STEP_TIMEOUT_S * 1000)  # nobody clicked Pass
    passed = "You passed: " + sentence.removeprefix("You must pass: ")
    page.wait_for_function("(text) => window.said.some(s => s.includes(text))", arg=passed)


def test_stuck_dealer_must_name_trump_and_not_the_turned_suit(page, site_url):
    def situation(game):
        return game.human_to_act and game.hand.phase is Phase.BID_SUIT and game.hand.dealer == 0 \
            and "pass" not in game.legal_actions()

    seed = find_seed(situation)
    expected = mirror(seed, until=situation)
    open_game(page, site_url, seed)
    play(page, until=at_step(expected))
    labels = bid_labels(page)
    turned = expected.hand.upcard[1]
    turned_name = {"C": "Clubs", "D": "Diamonds", "H": "Hearts", "S": "Spades"}[turned]
    assert "Pass" not in labels
    assert not any(label.startswith(turned_name) for label in labels)
    assert len(labels) == 6  # three suits, each with or without going alone
    assert page.locator("#turn").inner_text() == "Your turn: name trump."
    assert "Stick the dealer (house rule 4): everyone passed, so you must name trump" in page.locator("#rule-note").inner_text()


def test_ordering_up_your_partner_is_a_lone_hand(page, site_url):
    def situation(game):
        hand = game.hand
        return game.human_to_act and hand.phase is Phase.BID_UPCARD and hand.dealer == 2

    seed = find_seed(situation)
    open_game(page, site_url, seed)
    play(page, until=lambda p: p.locator("#hand-number").inner_text() == "Hand 3 of 8"
         and p.locator("#game").get_attribute("data-to-act") == "0"
         and p.locator("#game").get_attribute("data-phase") == "bid_upcard")
    assert bid_labels(page) == ["Pass", "Order up and go alone"]
    click_action(page, page.get_by_role("button", name="Order up and go alone"))
    north = page.locator("#seat-2")
    assert "Sitting out" in north.inner_text()
    assert "Maker, alone" in page.locator("#seat-0").inner_text()
    assert page.locator("#game").get_attribute("data-phase") == "play"  # the dealer did not pick up
    # Play the first trick: three cards, North's five stay in hand.
    play(page, until=lambda p: p.locator("#last-trick").is_enabled())
    page.get_by_role("button", name="Last trick").click()
    shown = page.locator("#center .last-trick .played")
    assert shown.count() == 3
    assert [shown.nth(i).get_attribute("data-seat") for i in range(3)] != [] and \
        "2" not in shown.evaluate_all("cards => cards.map(c => c.dataset.seat)")
    assert page.locator("#center .slot.north.empty").inner_text() == ""  # its seat says "Sitting out"
    page.get_by_role("button", name="Last trick").click()
    assert page.locator("#center .last-trick").count() == 0
    assert north.locator(".card.back").count() == 5


# --- the table ----------------------------------------------------------------------


def test_the_table_shows_what_a_player_needs(page, site_url):
    seed = find_seed(lambda game: game.round.hand_number == 1 and game.human_to_act
                     and game.hand.phase is Phase.BID_UPCARD and len(game.legal_actions()) > 1)  # not a forced pass
    open_game(page, site_url, seed)
    hand = euchre.Round.start(seed=seed).hand
    wait_for_person(page)
    mine = page.locator("#seat-0 .my-cards .card").evaluate_all("cards => cards.map(c => c.dataset.card)")
    assert sorted(mine) == sorted(hand.hands[0])
    for seat in (1, 2, 3):
        assert page.locator(f"#seat-{seat} .card.back").count() == 5
        assert "5 cards" in page.locator(f"#seat-{seat}").inner_text()
    assert page.locator("#center [data-card]").get_attribute("data-card") == hand.upcard
    assert "Dealer" in page.locator("#seat-0 .badges").inner_text()
    assert page.locator("#hand-number").inner_text() == "Hand 1 of 8"
    for seat, name in ((0, "You"), (1, "West"), (2, "North"), (3, "East")):
        assert page.locator(f"#seat-{seat} .seat-name").inner_text() == name


def test_trump_is_sorted_first_with_the_left_bower(page, site_url):
    def situation(game):
        hand = game.hand
        trump = hand.trump
        return (game.human_to_act and hand.phase is Phase.PLAY and trump is not None
                and any(c == "J" + euchre.cards.same_colour(trump) for c in hand.hands[0]))

    seed = find_seed(situation)
    open_game(page, site_url, seed)
    expected = mirror(seed, until=situation)
    play(page, until=at_step(expected))
    trump = expected.hand.trump
    cards = page.locator("#seat-0 .my-cards .card")
    shown = cards.evaluate_all("cards => cards.map(c => c.dataset.card)")
    trumps = [c for c in shown if euchre.effective_suit(c, trump) == trump]
    assert shown[:len(trumps)] == trumps, "trump is not sorted first"
    left = "J" + euchre.cards.same_colour(trump)
    button = page.locator(f"#seat-0 .my-cards [data-card={left}]")
    assert "left bower, trump" in button.get_attribute("aria-label")
    assert "trump" in button.get_attribute("class")


def test_only_legal_cards_can_be_played_and_a_tap_on_another_says_why_beside_the_cards(page, site_url):
    """A refused card is dimmed but answers a tap: the engine's reason (why_not) appears just above
    your cards and is said, for a moment; nothing else changes. The arrow keys move only among
    the cards you may play."""
    from ui.game.words import refusal_text

    def situation(game):
        hand = game.hand
        return game.human_to_act and hand.phase is Phase.PLAY and hand.trick \
            and len(game.legal_actions()) < len(hand.hands[0])

    seed = find_seed(situation)
    expected = mirror(seed, until=situation)
    open_game(page, site_url, seed)
    play(page, until=at_step(expected))
    enabled = set(offered(page))
    assert enabled == set(expected.legal_actions())
    refused = page.locator("#seat-0 .my-cards button[aria-disabled=true]")
    assert refused.count() == len(expected.hand.hands[0]) - len(enabled)
    step = step_of(page)
    card = refused.first
    action = card.get_attribute("data-action")
    box = card.bounding_box()
    page.mouse.click(box["x"] + 12, box["y"] + box["height"] / 2)  # its left edge shows in the fan
    note = page.locator("#seat-0 #refusal")
    note.wait_for()
    reason = refusal_text(expected.hand.why_not(action))
    assert note.inner_text() == reason and reason.startswith("You must follow")
    page.wait_for_function("(reason) => document.querySelector('#announce').textContent.includes(reason)", arg=reason)
    assert step_of(page) == step and set(offered(page)) == enabled
    cards_top = min(b["y"] for b in [page.locator("#seat-0 .my-cards .card").nth(i).bounding_box()
                                     for i in range(refused.count() + len(enabled))])
    shown = note.bounding_box()
    size = page.viewport_size
    assert shown["y"] >= 0 and shown["x"] >= 0 and shown["x"] + shown["width"] <= size["width"]
    assert abs(shown["y"] + shown["height"] - cards_top) < 30, "the reason is not beside the cards"
    note.wait_for(state="detached", timeout=15_000)  # short-lived
    first = page.locator(f'#seat-0 .my-cards button[data-action="{sorted(enabled)[0]}"]')
    first.focus()
    seen = set()
    for _ in range(len(enabled) + 2):
        page.keyboard.press("ArrowRight")
        seen.add(page.evaluate("document.activeElement.dataset.action"))
    assert seen == enabled


def test_hand_summary_then_next_hand(page, site_url):
    seed = 5
    open_game(page, site_url, seed)
    play(page, until=lambda p: p.locator("#summary button").count() > 0)
    expected = mirror(seed, until=lambda g: g.hand.is_over)
    summary = page.locator("#summary")
    assert summary.get_by_role("heading", name="Hand 1 of 8").is_visible()
    us, them = expected.hand.points
    assert f"Points this hand: You & North {us}, West & East {them}" in summary.inner_text() \
        or expected.hand.thrown_in
    page.get_by_role("button", name="Next hand").click()
    assert page.locator("#hand-number").inner_text() == "Hand 2 of 8"
    assert "Dealer" in page.locator("#seat-1 .badges").inner_text()


# --- saving -------------------------------------------------------------------------


def test_reload_in_the_middle_of_a_hand_resumes_exactly(page, site_url):
    seed = 9
    open_game(page, site_url, seed)
    play(page, until=lambda p: p.locator("#game").get_attribute("data-phase") == "play"
         and p.locator("#game").get_attribute("data-to-act") == "0"
         and p.locator("#center .played").count() > 0)
    before = {
        "step": step_of(page),
        "cards": page.locator("#seat-0 .my-cards .card").evaluate_all("cs => cs.map(c => c.dataset.card)"),
        "center": page.locator("#center .played").evaluate_all("cs => cs.map(c => c.dataset.card)"),
        "scores": page.locator(".scoreboard").inner_text(),
        "choices": sorted(offered(page)),
    }
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=BOOT_TIMEOUT_MS)
    after = {
        "step": step_of(page),
        "cards": page.locator("#seat-0 .my-cards .card").evaluate_all("cs => cs.map(c => c.dataset.card)"),
        "center": page.locator("#center .played").evaluate_all("cs => cs.map(c => c.dataset.card)"),
        "scores": page.locator(".scoreboard").inner_text(),
        "choices": sorted(offered(page)),
    }
    assert after == before
    assert page.get_by_label("Computer speed").input_value() == "instant"  # settings are kept too
    assert page.get_by_label("Opponents' level").input_value() == "standard"
    play(page)  # and the round plays on to the end
    assert page.locator("#summary table.log tbody tr").count() == 8


def test_unreadable_saved_game_is_kept_offered_for_download_and_replaced(page, site_url):
    open_game(page, site_url, 3)
    wait_for_person(page)  # no computer is about to save over what we write
    page.evaluate("localStorage.setItem('euchre:game', '{\"format\": \"euchre\", \"schema\": 1, broken')")
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=BOOT_TIMEOUT_MS)
    notice = page.locator("#notices .notice")
    assert "could not be read" in notice.inner_text()
    assert page.locator("#hand-number").inner_text() == "Hand 1 of 8"  # a fresh game is running
    with page.expect_download() as download_info:
        page.get_by_role("button", name="Download saved data (1)").click()
    saved = download_info.value.path().read_text()
    assert '"schema": 1, broken' in saved
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=BOOT_TIMEOUT_MS)
    assert page.locator("#notices .notice").count() == 1, "the kept data must still be offered after a reload"
    page.get_by_role("button", name="Delete it").click()
    assert page.locator("#notices .notice").count() == 0
    left = page.evaluate("Object.keys(localStorage).filter(k => k.startsWith('euchre:unreadable'))")
    assert left == []


def test_saved_game_from_a_newer_version_is_not_dropped(page, site_url):
    open_game(page, site_url, 3)
    wait_for_person(page)
    newer = '{"format": "euchre", "schema": 99, "kind": "game", "data": {}}'
    page.evaluate(f"localStorage.setItem('euchre:game', {newer!r})")
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=BOOT_TIMEOUT_MS)
    assert "newer version" in page.locator("#notices .notice").inner_text()
    kept = page.evaluate("Object.keys(localStorage).filter(k => k.startsWith('euchre:unreadable'))"
                         ".map(k => localStorage.getItem(k))")
    assert kept == [newer]


def test_address_seed_does_not_replace_a_round_in_progress_without_asking(page, site_url):
    """The address asks for another round: the round in progress goes on unless the person says
    otherwise, after a question that says what is lost; the round given up is counted in Statistics."""
    open_game(page, site_url, 21)
    play(page, until=lambda p: p.locator("#game").get_attribute("data-phase") == "play")
    step = step_of(page)
    page.goto(site_url + "?seed=22")
    page.wait_for_selector(READY, state="attached", timeout=BOOT_TIMEOUT_MS)
    assert step_of(page) == step
    assert "round in progress" in page.locator("#notices").inner_text()
    rnd = euchre.loads(page.evaluate("localStorage.getItem('euchre:game')")).round
    page.get_by_role("button", name="Start the round with seed 22").click()
    question = page.locator("#notices #seed-question")
    question.wait_for()
    us, them = rnd.team_scores
    assert question.inner_text() == (f"Abandon your round? You are at hand {rnd.hand_number}, {us}–{them}. "
                                     "It will count as abandoned in your statistics.")
    assert step_of(page) == step  # nothing lost yet
    page.get_by_role("button", name="Yes, abandon it and start seed 22").click()
    wait_for_person(page)
    mine = page.locator("#seat-0 .my-cards .card").evaluate_all("cs => cs.map(c => c.dataset.card)")
    assert sorted(mine) == sorted(euchre.Round.start(seed=22).hand.hands[0])
    open_menu(page)
    page.get_by_role("button", name="Statistics").click()
    page.locator("#stats[open]").wait_for()
    assert "1 round abandoned before its end" in page.locator("#stats-body").inner_text()
    saved = json.loads(page.evaluate("localStorage.getItem('euchre:stats')"))
    assert [a[1:4] for a in saved["abandoned"]] == [[21, "round", rnd.hand_number]]


def test_a_seed_that_is_not_one_is_refused_in_words(page, site_url):
    page.goto(site_url + "?seed=abc")  # a first visit: a round of its own starts
    page.wait_for_selector(READY, state="attached", timeout=BOOT_TIMEOUT_MS)
    notice = page.locator('#notices [data-notice="bad-seed"]')
    assert notice.inner_text().startswith("The address asks for the seed “abc”, which is not a seed, so it was not "
                                          "used: a seed is a whole number from 0 to 999999999")
    assert "A round with a seed of its own has started." in notice.inner_text()
    page.wait_for_function("localStorage.getItem('euchre:game') !== null")  # saved as the round's first effect
    seed = euchre.loads(page.evaluate("localStorage.getItem('euchre:game')")).round.seed
    assert isinstance(seed, int) and page.locator("#learn-panel.offer").count() == 0
    notice.get_by_role("button", name="Dismiss").click()
    assert notice.count() == 0
    open_game(page, site_url, 21)
    play(page, until=lambda p: p.locator("#game").get_attribute("data-phase") == "play")
    step = step_of(page)
    for bad, shown in (("99999999999999999999", "99999999999999999999"), ("-4", "-4"), ("%D9%A4", "٤")):
        page.goto(site_url + f"?seed={bad}")
        page.wait_for_selector(READY, state="attached", timeout=BOOT_TIMEOUT_MS)
        words = page.locator('#notices [data-notice="bad-seed"]').inner_text()
        assert f"“{shown}”, which is not a seed" in words and "Your round goes on." in words
        assert step_of(page) == step and "round in progress" not in page.locator("#notices").inner_text()


# --- the keyboard -------------------------------------------------------------------


def test_a_hand_is_played_with_the_keyboard_alone(page, site_url):
    """Tab to the first choice once; from then on focus follows the game: after each choice it
    is on your next legal card or bid, arrow keys move between your cards, and at the end of
    the hand it is on "Next hand"."""
    open_game(page, site_url, 5)
    wait_for_person(page)
    focused = "document.activeElement && document.activeElement.closest('#game') " \
              "&& document.activeElement.dataset.action"
    for _ in range(30):
        page.keyboard.press("Tab")
        if page.evaluate(f"Boolean({focused}) && document.activeElement.dataset.action !== 'hint'"):
            break
    else:
        raise AssertionError("Tab never reached a choice at the table")
    moved = False
    for _ in range(20):
        if page.locator("#summary button").count():
            break
        action = page.evaluate(focused)
        assert action and action in offered(page), f"focus is on {action!r}, not on a choice"
        if action.startswith("play ") and len(offered(page)) > 1:
            page.keyboard.press("ArrowRight")
            after = page.evaluate(focused)
            assert after != action and after in offered(page)
            moved = True
        before = step_of(page)
        page.keyboard.press("Enter")
        page.wait_for_function(f"document.querySelector('#game').dataset.step !== {before!r}")
        if wait_for_person(page) == "summary":
            break
    assert moved, "no trick offered a choice of cards to move between"
    assert page.evaluate("document.activeElement.textContent") == "Next hand"
    assert page.locator("#announce").inner_text() != ""


@pytest.mark.parametrize("way", ["Tab", "click and close"])
def test_arrow_keys_home_and_end_on_the_focused_hint_button_change_nothing(visitor_context, page, site_url, way):
    """The arrow keys move between your cards, and Home and End go to the ends; with the focus on
    another control of the table (Hint, reached with Tab, or given back to it when its panel closes)
    they do nothing: no traceback, no error, the page does not grow a scroll bar, the focus stays."""
    _, guard = visitor_context
    page.set_viewport_size({"width": 1440, "height": 900})
    open_game(page, site_url, 5)
    wait_for_person(page)
    if way == "Tab":
        for _ in range(40):
            page.keyboard.press("Tab")
            if page.evaluate("document.activeElement.id") == "hint":
                break
        else:
            raise AssertionError("Tab never reached the Hint button")
    else:
        page.get_by_role("button", name="Hint").click()
        page.locator("#hint-panel [data-action=hint-close]").click()
        assert page.evaluate("document.activeElement.id") == "hint", "closing the hint did not give the focus back"
    step = step_of(page)
    for key in ("ArrowRight", "Home", "End", "ArrowLeft"):
        page.keyboard.press(key)
        shown = page.evaluate(TRACEBACK)
        assert not shown, f"{key} on the focused Hint button put a Python traceback in the page: {shown[0][-400:]}"
        assert guard.page_errors == [] and guard.console_errors == [], \
            f"{key} on the focused Hint button: {guard.page_errors + guard.console_errors}"
        assert page.evaluate("document.activeElement.id") == "hint", f"{key} moved the focus off the Hint button"
    assert step_of(page) == step, "a key played or bid"
    assert page.evaluate("document.scrollingElement.scrollHeight <= innerHeight + 1"), "the page grew a scroll bar"


# --- cards that move ----------------------------------------------------------------

COUNT_MOVES = """window.moved = 0; window.gathered = null; new MutationObserver(() => {
    for (const card of document.querySelectorAll('#center .played')) moved += card.getAnimations().length;
    const swept = document.querySelector('#center .gathered');
    if (swept && !gathered) gathered = {cards: swept.querySelectorAll('.played').length,
                                        caption: swept.querySelector('#trick-caption').textContent};
}).observe(document.querySelector('#center'), {childList: true, subtree: true});"""
COUNT_MOTION = """window.motions = 0; window.pops = 0; new MutationObserver(() => {
    for (const a of document.getAnimations()) {
        const moves = a instanceof CSSTransition ? ['translate', 'transform'].includes(a.transitionProperty) : true;
        if (moves && a.effect.getComputedTiming().duration > 0 && !a.counted) {
            a.counted = true; motions++; if (a instanceof CSSAnimation) pops++;
        }
    }
}).observe(document.querySelector('#game'), {childList: true, subtree: true, attributes: true});"""
"""Counts what moves on the table: Web Animations (cards sliding, a trick gathering), CSS
animations (a bubble, a banner or the hand's summary popping in) and lifts of cards."""


def test_cards_slide_to_the_trick_and_the_trick_gathers_to_its_winner(page, site_url):
    """At the Fast speed a played card slides in from its player (an animation runs on it), and a
    finished trick is swept to its winner, whose taking it is said under the emptied trick."""
    page.goto(site_url + "?seed=5")
    page.wait_for_selector(READY, state="attached", timeout=BOOT_TIMEOUT_MS)
    page.evaluate(COUNT_MOVES)
    page.evaluate(COUNT_MOTION)
    set_levels(page, "standard", "fast")
    play(page, until=lambda p: p.evaluate("Boolean(window.gathered)"))
    assert page.evaluate("window.moved") > 0
    assert page.evaluate("window.pops") > 0, "no bubble or banner popped in"
    gathered = page.evaluate("window.gathered")
    assert gathered["cards"] == 0 and "took the trick" in gathered["caption"]


def test_nothing_moves_at_the_instant_speed(page, site_url):
    """At Instant the table changes at once, through a whole hand: no card slides and no bubble,
    banner or summary pops in."""
    open_game(page, site_url, 5)
    page.evaluate(COUNT_MOTION)
    play(page, until=lambda p: p.locator("#summary button").count() > 0)
    assert page.evaluate("window.motions") == 0


def test_nothing_moves_for_people_who_ask_for_less_motion(page, site_url):
    page.emulate_media(reduced_motion="reduce")
    page.goto(site_url + "?seed=5")
    page.wait_for_selector(READY, state="attached", timeout=BOOT_TIMEOUT_MS)
    page.evaluate(COUNT_MOVES)
    set_levels(page, "standard", "fast")
    play(page, until=lambda p: p.evaluate("Boolean(window.gathered)"))
    assert page.evaluate("window.moved") == 0


def test_the_computer_seats_wait_while_the_score_sheet_is_open(page, site_url):
    open_game(page, site_url, 5)
    wait_for_person(page)
    set_levels(page, None, "slow")  # 1.6 s between computer actions: the sheet opens long before the next
    choices = offered(page)
    click_action(page, choices[choose(list(choices))])
    step = step_of(page)
    saved = page.evaluate("localStorage.getItem('euchre:game')")
    page.get_by_role("link", name="Score sheet").click()
    page.wait_for_selector("body[data-sheet=ready]", state="attached", timeout=BOOT_TIMEOUT_MS)
    page.get_by_label("New tournament name").fill("Club night")
    page.get_by_role("button", name="Create tournament").click()
    for name in ("Ann", "Bob", "Cy", "Di"):
        page.get_by_label("Player name").fill(name)
        page.get_by_role("button", name="Add player").click()
    assert step_of(page) == step, "a computer seat played while the score sheet was open"
    assert page.evaluate("localStorage.getItem('euchre:game')") == saved
    page.get_by_role("link", name="Play", exact=True).click()
    page.wait_for_function(f"document.querySelector('#game').dataset.step !== {step!r}",
                           timeout=STEP_TIMEOUT_S * 1000)


# --- a game to 10 --------------------------------------------------------------------------


def test_a_game_to_ten_ends_at_ten_and_resumes_after_a_reload(page, site_url):
    open_game(page, site_url, 17)
    open_menu(page)
    page.get_by_text("Rules", exact=True).click()
    page.get_by_role("radio", name="First to 10").check()
    assert "Changes apply from the next game" in page.locator("#rules-note").inner_text()
    page.get_by_role("button", name="Start a new game with these choices").click()
    confirm = page.get_by_role("button", name="Yes, abandon this game and start a new one")
    if confirm.count():
        confirm.click()
    close_menu(page)
    page.wait_for_function("document.querySelector('#hand-number').textContent.includes('first to 10')")
    play(page, until=lambda p: p.locator("#hand-number").inner_text().startswith("Hand 3 "))

    before = (step_of(page), page.locator("#scoreboard").inner_text())
    page.goto(site_url)  # a reload without the first round's seed in the address, as a person comes back
    page.wait_for_selector(READY, state="attached", timeout=BOOT_TIMEOUT_MS)
    assert (step_of(page), page.locator("#scoreboard").inner_text()) == before
    assert "first to 10" in page.locator("#hand-number").inner_text()

    play(page)  # to the game's end
    game = euchre.loads(page.evaluate("localStorage.getItem('euchre:game')"))
    us, them = game.round.team_scores
    assert game.format.key == "to-10" and game.round.is_over and max(us, them) >= 10
    running = [0, 0]
    for result in game.round.results[:-1]:  # nobody reached 10 before the last hand
        running = [running[0] + result.points[0], running[1] + result.points[1]]
        assert max(running) < 10
    assert page.locator("#round-title").inner_text() == "Game over"
    assert f"{max(us, them)} to {min(us, them)}" in page.locator("#round-result").inner_text()
    page.get_by_role("button", name="New game").click()
    page.wait_for_function("document.querySelector('#hand-number').textContent === 'Hand 1 · first to 10'")
