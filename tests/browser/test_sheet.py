"""The tournament score sheet on a tablet-sized screen, as an organiser uses it.

A whole 8-player tournament is recorded by clicking, and its standings must equal
what the engine computes in CPython for the same entries. Around it: reloads, a
second tab, damaged storage, a full storage and hostile import files, none of
which may lose a recorded hand.
"""

from __future__ import annotations

import json

import pytest
from browser_support import BOOT_TIMEOUT_MS, READY, TRACEBACK

from euchre.sheet import DEFAULT_TIE_BREAKS, Tournament, dump_tournament, load_tournament

TABLET = {"width": 820, "height": 1180}
PLAYERS = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo", "Gus", "Hal"]
AT = "2026-01-01T00:00:00Z"


def entry(r: int, n: int, h: int):
    """The result the test records for round r, table n, hand h: varied and reproducible."""
    if n == 1 and h == 8:
        return {"renege": r % 2}
    tricks = (r * 3 + n * 5 + h * 7) % 6
    makers = (r + n + h) % 2
    alone = h == 4 and tricks >= 3
    return {"makers": makers, "tricks": tricks, "alone": alone}


def expected_tournament(rounds: int) -> Tournament:
    t = Tournament.new("mirror", "mirror", at=AT).add_players(PLAYERS, at=AT)
    for r in range(1, rounds + 1):
        t = t.start_round(at=AT)
        for table in t.round(r).tables:
            for h in range(1, 9):
                e = entry(r, table.number, h)
                if "renege" in e:
                    t = t.record_renege(r, table.number, offenders=e["renege"], at=AT)
                else:
                    alone = table.pairs[e["makers"]][0] if e["alone"] else None
                    t = t.record_hand(r, table.number, makers=e["makers"], tricks=e["tricks"], alone=alone, at=AT)
        t = t.close_round(r, at=AT)
    return t


@pytest.fixture
def tablet(visitor_page):
    """A returning visitor's page (the offline copy kept, no saved data) at a tablet's size."""
    visitor_page.set_viewport_size(TABLET)
    return visitor_page


def open_sheet(page, url):
    page.goto(url + "#sheet")
    page.wait_for_selector(READY, state="attached", timeout=BOOT_TIMEOUT_MS)
    page.wait_for_selector("body[data-sheet=ready]", state="attached")


def create(page, name="Club night", players=PLAYERS):
    page.get_by_label("New tournament name").fill(name)
    page.get_by_role("button", name="Create tournament").click()
    for player in players:
        page.get_by_label("Player name").fill(player)
        page.get_by_role("button", name="Add player").click()


def record_form(page, r, n):
    return page.locator(f'form[data-form="record"][data-round="{r}"][data-table="{n}"][data-correct="0"]')


def go_to_table(page, r, n):
    """On round r's screen, pick table n (as a person does: its link in the table picker)."""
    section = page.locator(f'section.sheet-round[data-round="{r}"]')
    if section.locator(f'section.sheet-table[data-table="{n}"]').count():
        return
    section.locator(f'nav.table-picker a[data-goto-table="{n}"]').click()
    page.locator(f'[data-round="{r}"] section.sheet-table[data-table="{n}"]').wait_for()


def record(page, r, n, h, seats):
    go_to_table(page, r, n)
    form = record_form(page, r, n)
    assert form.get_attribute("data-hand") == str(h)
    e = entry(r, n, h)
    if "renege" in e:
        form.locator("fieldset.result label").nth(1).click()
        form.locator("fieldset.offenders label").nth(e["renege"]).click()
    else:
        form.locator("fieldset.makers label").nth(e["makers"]).click()
        form.locator("fieldset.tricks label").nth(e["tricks"]).click()
        if e["alone"]:
            alone = seats[2 * e["makers"]]
            form.locator("fieldset.alone label").nth(1 + seats.index(alone)).click()
    form.get_by_role("button", name=f"Record hand {h}").click()
    if "renege" not in e and e["tricks"] == 5 and not e["alone"]:  # a march with nobody alone: asked once
        form.get_by_role("button", name="Yes, nobody went alone (2 points)").click()
    page.locator(f'[data-round="{r}"] [data-table="{n}"] li[data-hand="{h}"]').filter(
        has_not_text="not recorded").wait_for()


def screen(page, name):
    """Go to one of the tournament's screens by its tab."""
    page.locator("nav.sheet-tabs").get_by_role("link", name=name, exact=True).click()
    page.wait_for_selector(f'.sheet-tournament[data-screen="{ {"Rounds": "home"}.get(name, name.lower())}"]')


def standings(page):
    rows = page.locator("table.standings tbody tr")
    return [tuple(rows.nth(i).locator("td").all_inner_texts()[:3]) for i in range(rows.count())]


def expected_standings(t: Tournament):
    return [(f"{row.rank}{'=' if row.tied else ''}", row.name, str(row.total)) for row in t.standings()]


def test_a_whole_eight_player_tournament_on_a_tablet(tablet, site_url):
    page = tablet
    open_sheet(page, site_url)
    create(page)
    expected = expected_tournament(7)
    assert len(expected.rounds) == 7  # 8 players: a whist schedule of 7 rounds
    for r in range(1, 8):
        page.get_by_role("button", name=f"Seat round {r}").click()
        page.wait_for_function(f"location.hash.endsWith('/round/{r}/table/1')")
        for table in expected.round(r).tables:
            go_to_table(page, r, table.number)
            heading = page.locator(f'[data-round="{r}"] [data-table="{table.number}"] h4').inner_text()
            names = [expected.name_of(p) for p in table.seats]
            assert heading == f"Table {table.number}: {names[0]} & {names[1]} vs {names[2]} & {names[3]}"
            for h in range(1, 9):
                record(page, r, table.number, h, list(table.seats))
        page.get_by_role("button", name=f"Close round {r}", exact=True).click()
        page.locator('[data-feedback="round-tools"]').filter(has_text=f"Round {r} closed").wait_for()
        if r == 3:  # the tablet is reloaded mid-tournament: it comes back to the same screen, nothing lost
            address = page.evaluate("location.hash")
            page.reload()
            page.wait_for_selector("body[data-sheet=ready]", state="attached", timeout=BOOT_TIMEOUT_MS)
            assert page.evaluate("location.hash") == address
            assert page.locator('section.sheet-round[data-round="3"]').count() == 1
            screen(page, "Standings")
            assert standings(page) == expected_standings(_after_rounds(3))
            screen(page, "Rounds")
    screen(page, "Standings")
    assert standings(page) == expected_standings(expected)
    top = page.locator(".top-three").inner_text()
    first = expected.standings().rows[0]
    assert f"{first.place} {first.name} ({first.total})" in top
    assert "A player sitting out a round scores 0" in page.locator("#bye-rule-text").inner_text()


@pytest.mark.expert_seats  # the expert's worker started as the table is shown
def test_a_start_at_the_score_sheet_boots_no_expert_until_the_table_is_shown(tablet, site_url):
    """A device that keeps score starts one Python, not two: the expert's worker (the default level
    of every computer seat) waits until "Play" shows the table."""
    page = tablet
    for address in ("#sheet", "#sheet/roster"):
        page.goto(site_url + address)
        page.wait_for_selector("body[data-sheet=ready]", state="attached", timeout=BOOT_TIMEOUT_MS)
        assert page.evaluate("window.euchreAI.state") == "idle"
    page.get_by_role("link", name="Play", exact=True).click()
    page.wait_for_function("['starting', 'ready'].includes(window.euchreAI.state)")


def _after_rounds(rounds: int) -> Tournament:
    return expected_tournament(rounds)


def five_players_two_rounds() -> Tournament:
    """Five players at one table, so one sits out each round: two rounds played and closed."""
    t = Tournament.new("byes", "Club night", at=AT).add_players(PLAYERS[:5], at=AT)
    for r in (1, 2):
        t = t.start_round(at=AT)
        for h in range(1, 9):
            t = t.record_hand(r, 1, makers=(h + r) % 2, tricks=(h * 2 + r) % 6, at=AT)
        t = t.close_round(r, at=AT)
    return t


@pytest.mark.parametrize("way", ["mouse", "keyboard"])
def test_a_bye_scoring_the_average_round_is_chosen_scored_and_kept(visitor_context, tablet, site_url, tmp_path, way):
    """Standings, "Byes": choosing "A bye scores the player's average round" (from the list, or with
    the arrow key on the focused list) says the new rule, scores each bye as the player's average
    round at once, and is kept: it is still chosen, and scored, after a reload."""
    _, guard = visitor_context
    page = tablet
    page.set_viewport_size({"width": 1024, "height": 768})
    t = five_players_two_rounds()
    average = t.with_settings(at=AT, bye_rule="average")
    assert expected_standings(average) != expected_standings(t)   # the rule changes the places
    path = tmp_path / "byes.json"
    path.write_text(dump_tournament(t))
    open_sheet(page, site_url)
    page.get_by_label("Import a tournament file (JSON)").set_input_files(str(path))
    page.get_by_role("button", name="Open Club night").click()
    screen(page, "Standings")
    assert standings(page) == expected_standings(t)
    choice = page.get_by_label("Byes")
    if way == "mouse":
        choice.select_option(label="A bye scores the player's average round")
    else:
        page.locator("label[for=bye-rule]").click()               # the focus on the list, then the arrow
        assert page.evaluate("document.activeElement.id") == "bye-rule"
        page.keyboard.press("ArrowDown")
    assert choice.input_value() == "average"
    shown = page.evaluate(TRACEBACK)
    assert not shown, f"choosing the average-round bye put a Python traceback in the page: {shown[0][-400:]}"
    assert guard.page_errors == [] and guard.console_errors == [], guard.page_errors + guard.console_errors
    page.locator("#bye-rule-text").filter(has_text="credited with their average round score").wait_for()
    assert standings(page) == expected_standings(average)
    assert stored_tournament(page).settings.bye_rule == "average"
    page.reload()
    page.wait_for_selector("body[data-sheet=ready]", state="attached", timeout=BOOT_TIMEOUT_MS)
    assert page.get_by_label("Byes").input_value() == "average", "the choice was lost in the reload"
    assert standings(page) == expected_standings(average)
    assert "credited with their average round score" in page.locator("#bye-rule-text").inner_text()


def test_a_hand_can_be_corrected_undone_and_redone_with_its_history(tablet, site_url):
    page = tablet
    seats = four_at_a_table(page, site_url)
    record(page, 1, 1, 1, seats)
    first = page.locator('[data-table="1"] li[data-hand="1"] .hand-text').inner_text()
    page.get_by_role("button", name="Correct hand 1 at table 1").click()
    form = page.locator('form[data-form="record"][data-correct="1"]')
    form.locator("fieldset.tricks label").nth(4).click()
    form.get_by_role("button", name="Save correction").click()
    row = page.locator('[data-table="1"] li[data-hand="1"]')
    assert "4 tricks" in row.inner_text()
    assert "Hand 1 corrected" in row.locator(".feedback.ok").inner_text()
    row.get_by_role("button", name="History of hand 1 at table 1").click()
    assert page.locator(".history li").count() == 2
    page.get_by_role("button", name="Undo hand 1 at table 1").click()
    note = row.locator(".feedback.ok")
    assert note.inner_text().startswith("Hand 1 undone: it was")
    assert_in_view_and_focused(page, note)
    assert row.locator(".hand-text").inner_text() == first  # back to the first result
    page.get_by_role("button", name="Redo hand 1 at table 1").click()     # the undo itself is undone
    assert "4 tricks" in row.locator(".hand-text").inner_text()
    assert "Hand 1 is back" in row.locator(".feedback.ok").inner_text()
    stored = stored_tournament(page)
    assert stored.hand(1, 1, 1).current.tricks == 4


def four_at_a_table(page, url):
    """Open the sheet, create a tournament of four and seat round 1; returns the table's seats."""
    open_sheet(page, url)
    create(page, players=PLAYERS[:4])
    page.get_by_role("button", name="Seat round 1").click()
    return list(expected_tournament_seats(PLAYERS[:4]))


def stored_tournament(page) -> Tournament:
    """The tournament the page stored (the only one on this device)."""
    return load_tournament(page.evaluate(
        "localStorage.getItem(Object.keys(localStorage).find(k => k.startsWith('euchre:sheet:t:')))"))


def four_at_a_table_at(page, url, size):
    """At a screen ``size``, four players seated in round 1: (seats, their names, "a & b", "c & d")."""
    page.set_viewport_size(SIZES[size])
    seats = four_at_a_table(page, url)
    names = [PLAYERS[pid] for pid in seats]
    return seats, names, f"{names[0]} & {names[1]}", f"{names[2]} & {names[3]}"


def expected_tournament_seats(players):
    t = Tournament.new("x", "x", at=AT).add_players(players, at=AT).start_round(at=AT)
    return t.round(1).tables[0].seats


def stored_text(page):
    return page.evaluate("JSON.stringify(Object.entries(localStorage).filter(([k]) => k.startsWith('euchre:'))"
                         ".sort())")


def assert_in_view_and_focused(page, box):
    """The box is inside the window and has the focus (so it is seen, and read out)."""
    box.wait_for()
    inside = box.evaluate("""b => { const r = b.getBoundingClientRect();
        return r.top >= -1 && r.left >= -1 && r.bottom <= innerHeight + 1 && r.right <= innerWidth + 1; }""")
    assert inside, f"{box.inner_text()!r} is not in view: " + str(box.evaluate(
        "b => [JSON.stringify(b.getBoundingClientRect()), innerHeight, innerWidth, scrollY]"))
    assert box.evaluate("b => document.activeElement === b || b.contains(document.activeElement)")


SIZES = {"iPad": {"width": 1024, "height": 768}, "phone": {"width": 390, "height": 844}}


@pytest.mark.parametrize("size", SIZES)
def test_refused_entries_say_why_next_to_the_form_in_view_and_focused(tablet, site_url, size):
    page = tablet
    page.set_viewport_size(SIZES[size])
    seats = four_at_a_table(page, site_url)
    name = {pid: PLAYERS[pid] for pid in seats}  # ids 0-3 are the four players, in the order added
    ab, cd = f"{name[seats[0]]} & {name[seats[1]]}", f"{name[seats[2]]} & {name[seats[3]]}"
    before = stored_text(page)
    form = record_form(page, 1, 1)
    box = form.locator(".feedback")

    def refused(expected):
        form.get_by_role("button", name="Record hand 1").click()
        form.locator(".feedback.error").filter(has_text=expected).wait_for()
        assert box.inner_text() == expected
        assert box.get_attribute("role") == "alert"
        assert_in_view_and_focused(page, box)
        assert stored_text(page) == before                      # nothing stored changed
        assert "not recorded" in page.locator('[data-table="1"] li[data-hand="1"]').inner_text()

    refused(f"Choose which pair made trump: {ab} or {cd}.")
    form.locator("fieldset.makers label").nth(0).click()
    refused(f"Choose how many tricks {ab} took (0 to 5).")
    form.locator("fieldset.tricks label").nth(3).click()
    form.locator("fieldset.alone label").nth(1 + 2).click()     # a defender alone: asked, nothing changed
    assert form.locator("fieldset.makers input").nth(0).is_checked()
    form.locator(".feedback.question").wait_for()
    loner, partner = name[seats[2]], name[seats[3]]
    refused(f"{loner} can't go alone for {ab}: {loner} sits with {partner}.")
    assert form.locator("fieldset.tricks input").nth(3).is_checked()  # what was chosen is kept
    form.locator("fieldset.result label").nth(1).click()
    refused(f"Choose the pair that reneged: {ab} or {cd}.")


def test_the_form_follows_the_entry_and_a_saved_hand_is_confirmed_beside_it(tablet, site_url):
    page = tablet
    page.set_viewport_size(SIZES["phone"])
    seats = four_at_a_table(page, site_url)
    form = record_form(page, 1, 1)
    assert form.locator("fieldset.offenders").is_hidden()           # renege fields only for a renege
    form.locator("fieldset.result label").nth(1).click()
    assert form.locator("fieldset.offenders").is_visible() and form.locator("fieldset.tricks").is_hidden()
    form.locator("fieldset.result label").nth(0).click()
    assert form.locator("fieldset.offenders").is_hidden() and form.locator("fieldset.tricks").is_visible()
    form.locator("fieldset.alone label").nth(1 + 3).click()          # the fourth seat went alone: c & d made it
    assert form.locator("fieldset.makers input").nth(1).is_checked()  # (filled in: no answer is changed)
    form.locator("fieldset.tricks label").nth(4).click()
    form.get_by_role("button", name="Record hand 1").click()         # three taps
    form = record_form(page, 1, 1)
    assert form.get_attribute("data-hand") == "2"                     # the form moved on
    note = form.locator(".feedback.ok")
    t = Tournament.new("x", "x", at=AT).add_players(PLAYERS[:4], at=AT).start_round(at=AT)
    t = t.record_hand(1, 1, makers=1, tricks=4, alone=seats[3], at=AT)
    dealer = t.name_of(t.dealer(1, 1, 2))
    names = [PLAYERS[pid] for pid in seats]
    assert note.inner_text() == (f"Hand 1 saved: {names[2]} & {names[3]} made trump, {names[3]} alone, 4 tricks → "
                                 f"made alone, 1. Round so far: {names[0]} & {names[1]} 0, {names[2]} & {names[3]} 1. "
                                 f"Next: hand 2, {dealer} deals.")
    assert note.get_attribute("role") == "status"
    assert_in_view_and_focused(page, note)


@pytest.mark.parametrize("size", SIZES)
def test_a_loner_from_the_pair_not_chosen_as_makers_is_asked_about_and_changes_nothing_unasked(tablet, site_url,
                                                                                                  size):
    """With one pair chosen as makers, a player of the other pair tapped as the loner (a mis-tap, or the
    makers mis-tapped) changes no answer: the form asks once, and each answer is the person's."""
    page = tablet
    seats, names, ab, cd = four_at_a_table_at(page, site_url, size)
    form = record_form(page, 1, 1)
    makers = form.locator("fieldset.makers input")
    loners = form.locator("fieldset.alone input")
    form.locator("fieldset.makers label").nth(0).click()
    form.locator("fieldset.alone label").nth(1 + 2).click()            # c, of the other pair
    box = form.locator(".feedback.question")
    assert box.locator("p").first.inner_text() == f"{names[2]} went alone? Then {cd} made trump."
    assert makers.nth(0).is_checked() and loners.nth(1 + 2).is_checked()    # nothing changed unasked
    assert page.evaluate("document.activeElement.name") == "alone"           # the focus stays on the choice
    box.get_by_role("button", name=f"No, {names[2]} did not go alone").click()
    assert makers.nth(0).is_checked() and loners.nth(0).is_checked()         # the loner taken back
    assert form.locator(".feedback.question").count() == 0

    form.locator("fieldset.alone label").nth(1 + 3).click()            # d this time: yes, c & d made trump
    form.get_by_role("button", name=f"Yes, {cd} made trump").click()
    assert makers.nth(1).is_checked() and loners.nth(1 + 3).is_checked()

    form.locator("fieldset.makers label").nth(0).click()               # then a & b tapped as makers: asked
    box = form.locator(".feedback.question")
    assert box.locator("p").first.inner_text() == f"{ab} made trump? Then {names[3]} did not go alone."
    assert makers.nth(0).is_checked() and loners.nth(1 + 3).is_checked()
    box.get_by_role("button", name=f"No, {cd} made trump").click()
    assert makers.nth(1).is_checked() and loners.nth(1 + 3).is_checked()
    form.locator("fieldset.tricks label").nth(4).click()
    form.get_by_role("button", name="Record hand 1").click()
    page.locator('[data-table="1"] li[data-hand="1"]').filter(has_not_text="not recorded").wait_for()
    stored = stored_tournament(page)
    assert stored.hand(1, 1, 1).current.content == (1, 4, seats[3], None)


@pytest.mark.parametrize("size", SIZES)
def test_a_march_with_nobody_alone_and_a_euchred_loner_ask_once(tablet, site_url, size):
    page = tablet
    page.set_viewport_size(SIZES[size])
    seats = four_at_a_table(page, site_url)
    names = [PLAYERS[pid] for pid in seats]
    before = stored_text(page)
    form = record_form(page, 1, 1)
    form.locator("fieldset.makers label").nth(0).click()
    form.locator("fieldset.tricks label").nth(5).click()
    form.get_by_role("button", name="Record hand 1").click()
    box = form.locator(".feedback.question")
    assert box.inner_text().startswith(f"{names[0]} & {names[1]} took all 5 tricks with nobody alone: 2 points. "
                                       "If one of them went alone, it is 4 points.")
    assert_in_view_and_focused(page, box)
    assert stored_text(page) == before
    box.get_by_role("button", name="Choose who went alone").click()
    assert page.evaluate("document.activeElement.name") == "alone"
    form.locator("fieldset.alone label").nth(1).click()               # the first seat went alone
    form.get_by_role("button", name="Record hand 1").click()          # no second question
    row = page.locator('[data-table="1"] li[data-hand="1"]')
    row.filter(has_text="→ lone march, 4").wait_for()

    form = record_form(page, 1, 1)
    form.locator("fieldset.alone label").nth(1 + 2).click()
    form.locator("fieldset.tricks label").nth(1).click()
    form.get_by_role("button", name="Record hand 2").click()
    box = form.locator(".feedback.question")
    assert box.inner_text().startswith(f"{names[2]} went alone and took 1 trick: euchred, so "
                                       f"{names[0]} & {names[1]} score 2 points.")
    assert_in_view_and_focused(page, box)
    box.get_by_role("button", name="Yes, euchred").click()
    page.locator('[data-table="1"] li[data-hand="2"]').filter(has_text=f"→ euchred: 2 to {names[0]} & {names[1]}").wait_for()


def test_the_hand_list_names_each_result_and_a_saved_hand_keeps_its_points_apart_from_the_round(tablet, site_url):
    page = tablet
    seats, names, ab, cd = four_at_a_table_at(page, site_url, "iPad")
    taps = [  # (makers, tricks, the seat alone or None, the question's answer or None)
        (0, 3, None, None), (0, 5, None, "Yes, nobody went alone (2 points)"), (1, 5, 3, None), (1, 2, None, None)]
    for h, (makers, tricks, alone, answer) in enumerate(taps, 1):
        form = record_form(page, 1, 1)
        form.locator("fieldset.makers label").nth(makers).click()
        form.locator("fieldset.tricks label").nth(tricks).click()
        if alone is not None:
            form.locator("fieldset.alone label").nth(1 + alone).click()
        form.get_by_role("button", name=f"Record hand {h}").click()
        if answer:
            form.get_by_role("button", name=answer).click()
        page.locator(f'[data-table="1"] li[data-hand="{h}"]').filter(has_not_text="not recorded").wait_for()
    form = record_form(page, 1, 1)
    form.locator("fieldset.result label").nth(1).click()
    form.locator("fieldset.offenders label").nth(0).click()
    form.get_by_role("button", name="Record hand 5").click()
    saved = record_form(page, 1, 1).locator(".feedback.ok").inner_text()
    assert saved.startswith(f"Hand 5 saved: renege by {ab} → renege: 2 to {cd}. Round so far: {ab} 5, {cd} 6. ")
    rows = [text.split(": ", 1)[1] for text in page.locator('[data-table="1"] li[data-hand] .hand-text').all_inner_texts()]
    assert rows[:5] == [f"{ab} made trump, 3 tricks → made, 1", f"{ab} made trump, 5 tricks → march, 2",
                        f"{cd} made trump, {names[3]} alone, 5 tricks → lone march, 4",
                        f"{cd} made trump, 2 tricks → euchred: 2 to {ab}", f"renege by {ab} → renege: 2 to {cd}"]
    assert rows[5:] == ["not recorded"] * 3


def test_a_table_entered_as_round_totals_says_so_instead_of_listing_hands_not_recorded(tablet, site_url):
    page = tablet
    seats, names, ab, cd = four_at_a_table_at(page, site_url, "iPad")
    enter_totals(page, 1, 1, names, 11, 7).locator(".feedback.ok").wait_for()
    section = table_section(page, 1, 1)
    assert section.locator(".totals-only").inner_text().startswith(
        f"Entered as round totals: {ab} 11, {cd} 7. The 8 hands were not entered one by one;")
    assert "not recorded" not in section.inner_text()


def in_view(page, locator) -> bool:
    """The control is wholly inside the window, and is what a finger on its centre touches."""
    return locator.evaluate("""el => { const r = el.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth
            && (hit === el || el.contains(hit)); }""")


@pytest.mark.parametrize("size", SIZES)
def test_each_screens_main_action_is_in_view_without_scrolling(tablet, site_url, size):
    """"Seat round N" on the rounds screen, "Record hand N" on a table's: with twelve players and a long
    form, at an iPad's and a phone's size."""
    page = tablet
    page.set_viewport_size(SIZES[size])
    open_sheet(page, site_url)
    create(page, players=PLAYERS + ["Ivy", "Jo", "Kit", "Lu"])
    screen(page, "Rounds")
    page.evaluate("scrollTo(0, 0)")
    assert in_view(page, page.get_by_role("button", name="Seat round 1"))
    page.get_by_role("button", name="Seat round 1").click()
    page.wait_for_function("location.hash.endsWith('/round/1/table/1')")
    assert in_view(page, page.get_by_role("button", name="Record hand 1"))
    record(page, 1, 1, 1, list(expected_tournament(1).round(1).tables[0].seats))
    assert in_view(page, page.get_by_role("button", name="Record hand 2"))
    page.reload()
    page.wait_for_selector("body[data-sheet=ready]", state="attached", timeout=BOOT_TIMEOUT_MS)
    page.evaluate("scrollTo(0, 0)")
    assert in_view(page, page.get_by_role("button", name="Record hand 2"))
    go_to_table(page, 1, 2)
    page.evaluate("scrollTo(0, 0)")
    assert in_view(page, page.get_by_role("button", name="Record hand 1"))


def test_a_name_already_playing_is_refused_in_a_sentence_that_names_the_player(tablet, site_url):
    page = tablet
    open_sheet(page, site_url)
    create(page, players=["Ann", "Bo"])
    page.get_by_label("Player name").fill("ann")
    page.get_by_role("button", name="Add player").click()
    refusal = page.locator('[data-feedback="players"].error')
    assert refusal.inner_text() == "There is already a player called “Ann”. Add an initial to tell them apart."
    assert_in_view_and_focused(page, refusal)


def test_ninth_hand_is_not_offered(tablet, site_url):
    page = tablet
    seats = four_at_a_table(page, site_url)
    for h in range(1, 9):
        record(page, 1, 1, h, seats)
    assert record_form(page, 1, 1).count() == 0  # no ninth hand is offered
    assert "Table 1 has all 8 hands" in page.locator('[data-feedback="record"]').inner_text()


def test_the_address_names_the_screen_for_reload_back_and_bookmarks(visitor_context, site_url):
    context, guard = visitor_context
    page = context.new_page()
    page.set_viewport_size(TABLET)
    guard.watch(page)
    open_sheet(page, site_url)
    create(page)
    page.get_by_role("button", name="Seat round 1").click()
    page.locator("nav.table-picker").get_by_role("link", name="Table 2, 0 of 8 hands").click()
    page.wait_for_function("location.hash.endsWith('/round/1/table/2')")
    table_two = page.evaluate("location.href")
    tournament = table_two.split("#sheet/")[1].split("/")[0]
    page.reload()
    page.wait_for_selector("body[data-sheet=ready]", state="attached", timeout=BOOT_TIMEOUT_MS)
    assert page.locator('[data-round="1"] section.sheet-table').get_attribute("data-table") == "2"
    screen(page, "Standings")
    assert page.evaluate("location.hash") == f"#sheet/{tournament}/standings"
    screen(page, "Players")
    screen(page, "Files")
    page.go_back()
    page.wait_for_selector('.sheet-tournament[data-screen="players"]')
    page.go_back()
    page.wait_for_selector('.sheet-tournament[data-screen="standings"]')
    page.go_back()
    page.locator('[data-round="1"] section.sheet-table[data-table="2"]').wait_for()
    page.get_by_role("link", name="Next table (table 1)").click()
    page.locator('[data-round="1"] section.sheet-table[data-table="1"]').wait_for()
    bookmark = context.new_page()                        # a bookmark opens the same screen
    guard.watch(bookmark)
    bookmark.goto(table_two)
    bookmark.wait_for_selector("body[data-sheet=ready]", state="attached", timeout=BOOT_TIMEOUT_MS)
    assert bookmark.locator('[data-round="1"] section.sheet-table').get_attribute("data-table") == "2"
    bookmark.goto(site_url + "#sheet/no-such-tournament/standings")
    bookmark.locator(".sheet-list").wait_for()
    assert "not on this device" in bookmark.locator(".sheet-messages").inner_text()
    guard.assert_clean()


def test_equal_totals_share_a_place_and_tie_breaks_are_the_organisers_option(tablet, site_url):
    """The issue's example: a march by one pair, a lone hand of 4 tricks by the other's second player."""
    page = tablet
    seats = four_at_a_table(page, site_url)
    screen(page, "Standings")
    assert page.locator(".top-three").count() == 0                  # nothing recorded: no top three yet
    page.go_back()
    form = record_form(page, 1, 1)
    form.locator("fieldset.makers label").nth(0).click()
    form.locator("fieldset.tricks label").nth(5).click()
    form.get_by_role("button", name="Record hand 1").click()
    form.get_by_role("button", name="Yes, nobody went alone (2 points)").click()
    form = record_form(page, 1, 1)
    page.wait_for_selector('form[data-form="record"][data-correct="0"][data-hand="2"]')
    form.locator("fieldset.alone label").nth(1 + 3).click()
    form.locator("fieldset.tricks label").nth(4).click()
    form.get_by_role("button", name="Record hand 2").click()
    page.locator('[data-table="1"] li[data-hand="2"]').filter(has_not_text="not recorded").wait_for()
    t = Tournament.new("x", "x", at=AT).add_players(PLAYERS[:4], at=AT).start_round(at=AT)
    t = t.record_hand(1, 1, makers=0, tricks=5, at=AT)
    t = t.record_hand(1, 1, makers=1, tricks=4, alone=seats[3], at=AT)
    screen(page, "Standings")
    shown = standings(page)
    assert shown == expected_standings(t)
    assert [place for place, _, _ in shown] == ["1=", "1=", "3=", "3="]
    assert page.locator(".top-three").inner_text() == "Top three: " + ", ".join(
        f"{row.place} {row.name} ({row.total})" for row in t.standings())
    assert page.locator("#tie-break-note").count() == 0
    page.get_by_label("Break equal totals with tie-breaks").check()
    page.locator('[data-feedback="rules"]').filter(has_text="Tie-breaks on").wait_for()
    on = t.with_settings(tie_breaks=DEFAULT_TIE_BREAKS, at=AT)
    assert standings(page) == expected_standings(on)
    lone, partner = PLAYERS[seats[3]], PLAYERS[seats[2]]
    assert page.locator("#tie-break-note").inner_text() == f"Tie-breaks used: {lone} above {partner} on lone hands made."
    items = page.locator(".tie-breaks li")
    assert items.nth(1).locator(".tie-break-name").inner_text() == "lone hands made"
    items.nth(1).get_by_role("button", name="Move lone hands made up").click()
    assert page.locator(".tie-breaks li .tie-break-name").first.inner_text() == "lone hands made"


CONTROL_SIZES = """() => {
    const controls = [...document.querySelectorAll('#sheet button, #sheet a[href], #sheet select, '
        + '#sheet input:not([type=radio]):not(.file-input), #sheet fieldset.choices label, #sheet .file-button')]
        .filter(el => el.checkVisibility());
    const problems = [];
    const boxes = controls.map(el => [el, el.getBoundingClientRect()]);
    const name = el => `${el.tagName} "${(el.textContent || el.value || '').trim().slice(0, 30)}"`;
    for (const [el, r] of boxes) {
        if (r.height < 44 - 0.5) problems.push(`${name(el)} is ${r.height}px tall`);
        if (el.type === 'checkbox') continue;
        if (r.width < 44 - 0.5) problems.push(`${name(el)} is ${r.width}px wide`);
    }
    for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) {
        const [a, p] = boxes[i], [b, q] = boxes[j];
        if (a.contains(b) || b.contains(a)) continue;
        const dx = Math.max(p.left, q.left) - Math.min(p.right, q.right);
        const dy = Math.max(p.top, q.top) - Math.min(p.bottom, q.bottom);
        if (Math.max(dx, dy) < 8 - 0.5) problems.push(`${name(a)} and ${name(b)} are ${Math.max(dx, dy)}px apart`);
    }
    return problems;
}"""


def control_sizes(page, where: str) -> dict[str, list[str]]:
    """CONTROL_SIZES at each of SIZES in turn (the window resized, as a device turned): problems by screen and size."""
    problems = {}
    for size, viewport in SIZES.items():
        page.set_viewport_size(viewport)
        page.evaluate("() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
        found = page.evaluate(CONTROL_SIZES)
        if found:
            problems[f"{where}, {size}"] = found
    return problems


def test_every_control_is_44px_with_8px_between(tablet, site_url):
    page = tablet
    page.set_viewport_size(SIZES["phone"])
    seats = four_at_a_table(page, site_url)
    record(page, 1, 1, 1, seats)
    page.get_by_role("button", name="Correct hand 1 at table 1").click()
    page.locator('form[data-correct="1"] fieldset.tricks label').nth(4).click()
    page.get_by_role("button", name="Save correction").click()
    page.get_by_role("button", name="History of hand 1 at table 1").click()
    problems = control_sizes(page, "round screen")
    for name in ("Standings", "Players", "Files", "Rounds"):
        screen(page, name)
        if name == "Standings":
            page.get_by_label("Break equal totals with tie-breaks").check()
            page.locator(".tie-breaks").wait_for()
        problems.update(control_sizes(page, name))
    page.get_by_role("button", name="← All tournaments").click()
    problems.update(control_sizes(page, "list"))
    assert problems == {}
    # the file chooser is one whole, labelled button, not a clipped "Choose File"
    assert page.locator(".file-button").inner_text() == "Import a tournament file (JSON)"


def test_second_tab_sees_every_hand_and_overwrites_none(visitor_context, site_url):
    context, guard = visitor_context
    first, second = context.new_page(), context.new_page()
    for page in (first, second):
        page.set_viewport_size(TABLET)
        guard.watch(page)
    open_sheet(first, site_url)
    create(first, players=PLAYERS[:4])
    first.get_by_role("button", name="Seat round 1").click()
    seats = list(expected_tournament_seats(PLAYERS[:4]))
    second.bring_to_front()  # each tab is switched to before it is used, as a person does
    open_sheet(second, site_url)
    second.get_by_role("button", name="Open Club night").click()
    second.get_by_role("link", name="Round 1", exact=True).click()
    first.bring_to_front()
    record(first, 1, 1, 1, seats)
    second.bring_to_front()
    second.locator('[data-table="1"] li[data-hand="1"]').filter(has_not_text="not recorded").wait_for()
    record(second, 1, 1, 2, seats)
    first.bring_to_front()
    first.locator('[data-table="1"] li[data-hand="2"]').filter(has_not_text="not recorded").wait_for()
    record(first, 1, 1, 3, seats)
    for page in (first, second):
        page.reload()  # back on the same screen: round 1, table 1
        page.wait_for_selector("body[data-sheet=ready]", state="attached", timeout=BOOT_TIMEOUT_MS)
        assert page.locator(".table-score").inner_text().endswith("3 of 8 hands")
    guard.assert_clean()


def test_damaged_storage_is_kept_aside_and_the_last_good_copy_used(tablet, site_url):
    page = tablet
    seats = four_at_a_table(page, site_url)
    for h in (1, 2):
        record(page, 1, 1, h, seats)
    page.evaluate("""() => {
        const key = Object.keys(localStorage).find(k => k.startsWith('euchre:sheet:t:'));
        localStorage.setItem(key, localStorage.getItem(key).slice(0, 200));
    }""")
    page.reload()
    page.wait_for_selector("body[data-sheet=ready]", state="attached", timeout=BOOT_TIMEOUT_MS)
    message = page.locator(".message.error").inner_text()
    assert "could not be read" in message and "the last good copy was restored from its second copy" in message
    assert page.locator(".table-score").inner_text().endswith("2 of 8 hands")  # the reload kept the screen
    kept = page.evaluate("Object.keys(localStorage).filter(k => k.startsWith('euchre:unreadable'))"
                         ".map(k => localStorage.getItem(k).length)")
    assert kept == [200], "the damaged text was not kept aside"


def test_full_storage_warns_keeps_entries_and_still_exports(tablet, site_url):
    page = tablet
    seats = four_at_a_table(page, site_url)
    record(page, 1, 1, 1, seats)
    page.evaluate("""() => {
        let chunk = 'x'.repeat(1 << 20), i = 0;
        while (chunk.length) {
            try { localStorage.setItem('filler-' + (i++), chunk); }
            catch (e) { chunk = chunk.slice(0, chunk.length >> 1); }
        }
    }""")
    record(page, 1, 1, 2, seats)
    assert "would not store" in page.locator(".sheet-messages .message.error").inner_text()
    beside = record_form(page, 1, 1).locator(".feedback.error")    # said next to the form too, in view
    assert "This browser would not store it" in beside.inner_text()
    assert_in_view_and_focused(page, beside)
    screen(page, "Files")
    with page.expect_download() as download:
        page.get_by_role("button", name="Download tournament (JSON)").click()
    saved = load_tournament(download.value.path().read_text())
    assert saved.table(1, 1).recorded == 2  # the hand the browser refused to store is in the file
    page.evaluate("Object.keys(localStorage).filter(k => k.startsWith('filler-')).forEach(k => localStorage.removeItem(k))")
    page.go_back()
    record(page, 1, 1, 3, seats)
    page.reload()
    page.wait_for_selector("body[data-sheet=ready]", state="attached", timeout=BOOT_TIMEOUT_MS)
    assert page.locator(".table-score").inner_text().endswith("3 of 8 hands")


def test_hostile_import_files_change_nothing_and_names_stay_text(tablet, site_url, tmp_path):
    page = tablet
    open_sheet(page, site_url)
    create(page, players=PLAYERS[:4])
    before = page.evaluate("JSON.stringify(Object.entries(localStorage).sort())")

    broken = tmp_path / "broken.json"
    t = Tournament.new("evil", "Evil", at=AT).add_players(["A1", "B2", "C3", "D4"], at=AT)
    data = json.loads(dump_tournament(t))
    data["players"][0]["id"] = "<img src=x onerror=alert(1)>"
    broken.write_text(json.dumps(data))
    page.get_by_role("button", name="← All tournaments").click()
    page.get_by_label("Import a tournament file (JSON)").set_input_files(str(broken))
    refusal = page.locator(".feedback.error").filter(has_text="Nothing was imported")
    assert_in_view_and_focused(page, refusal)
    assert page.evaluate("JSON.stringify(Object.entries(localStorage).sort())") == before

    hostile = tmp_path / "hostile.json"
    names = ['<img src=x onerror="window.pwned=1">', "<script>window.pwned=2</script>", "&amp; Co", "Dee"]
    t = Tournament.new("hostile", '<b onmouseover="window.pwned=3">Cup</b>', at=AT).add_players(names, at=AT)
    hostile.write_text(dump_tournament(t))
    page.get_by_label("Import a tournament file (JSON)").set_input_files(str(hostile))
    page.locator(".feedback.ok").filter(has_text="imported").wait_for()
    item = page.locator('[data-tournament="hostile"]')
    assert item.locator(".tournament-name").inner_text() == '<b onmouseover="window.pwned=3">Cup</b>'
    item.get_by_role("button", name="Open").click()
    shown = page.locator(".players .player-name").all_inner_texts()
    assert shown == names
    page.locator("#tournament-name").hover()
    assert page.evaluate("window.pwned") is None
    assert page.locator("#sheet img, #sheet script, #sheet b").count() == 0


def test_importing_a_copy_merges_hands_from_another_tablet(visitor_context, site_url, tmp_path):
    context, guard = visitor_context
    page = context.new_page()
    page.set_viewport_size(TABLET)
    guard.watch(page)
    seats = four_at_a_table(page, site_url)
    record(page, 1, 1, 1, seats)
    screen(page, "Files")
    with page.expect_download() as download:
        page.get_by_role("button", name="Download tournament (JSON)").click()
    exported = download.value.path().read_text()

    # Another tablet: the same tournament, two more hands.
    other = load_tournament(exported)
    for h in (2, 3):
        e = entry(1, 1, h)
        other = other.record_hand(1, 1, makers=e["makers"], tricks=e["tricks"], at=AT)
    theirs = tmp_path / "other-tablet.json"
    theirs.write_text(dump_tournament(other))

    page.get_by_role("button", name="← All tournaments").click()
    page.get_by_label("Import a tournament file (JSON)").set_input_files(str(theirs))
    page.get_by_role("button", name="Merge into the existing tournament").click()
    assert "Merged" in page.locator(".feedback.ok").inner_text()
    assert page.locator("[data-tournament]").count() == 1
    page.get_by_role("button", name="Open Club night").click()
    page.get_by_role("link", name="Round 1", exact=True).click()
    assert page.locator(".table-score").inner_text().endswith("3 of 8 hands")
    page.get_by_role("button", name="← All tournaments").click()
    page.get_by_label("Import a tournament file (JSON)").set_input_files(str(theirs))
    page.get_by_role("button", name="Keep both").click()
    assert page.locator("[data-tournament]").count() == 2
    guard.assert_clean()


# --- round totals: a table's round as each pair's score, as the paper card holds it ----------------

def table_section(page, r, n):
    return page.locator(f'[data-round="{r}"] section.sheet-table[data-table="{n}"]')


def enter_totals(page, r, n, names, ab, cd):
    """Pick the table, choose "Enter round totals", type both pairs' points and save."""
    go_to_table(page, r, n)
    section = table_section(page, r, n)
    section.get_by_role("button", name="Enter round totals").click()
    form = section.locator('form[data-form="totals"]')
    form.get_by_label(f"{names[0]} & {names[1]}'s points").fill(str(ab))
    form.get_by_label(f"{names[2]} & {names[3]}'s points").fill(str(cd))
    form.get_by_role("button", name="Save round totals").click()
    return form


def all_columns(page):
    rows = page.locator("table.standings tbody tr")
    return [tuple(rows.nth(i).locator("td").all_inner_texts()) for i in range(rows.count())]


def test_the_same_tournament_entered_as_round_totals_gives_the_same_standings(tablet, site_url):
    page = tablet
    open_sheet(page, site_url)
    create(page)
    by_hand = expected_tournament(7)                   # the whole tournament above, hand by hand
    by_totals = Tournament.new("totals", "totals", at=AT).add_players(PLAYERS, at=AT)
    for r in range(1, 8):
        page.get_by_role("button", name=f"Seat round {r}").click()
        page.wait_for_function(f"location.hash.endsWith('/round/{r}/table/1')")
        by_totals = by_totals.start_round(at=AT)
        for table in by_hand.round(r).tables:
            ab, cd = table.points
            names = [by_hand.name_of(p) for p in table.seats]
            form = enter_totals(page, r, table.number, names, ab, cd)
            form.locator(".feedback.ok").filter(has_text="Round totals saved").wait_for()
            assert form.locator(".feedback").inner_text() == (
                f"Round totals saved: {names[0]} & {names[1]} {ab}, {names[2]} & {names[3]} {cd}. "
                f"Table {table.number}'s round is finished.")
            assert table_section(page, r, table.number).locator(".table-score").inner_text() == (
                f"{names[0]} & {names[1]} {ab} · {names[2]} & {names[3]} {cd} · round totals")
            by_totals = by_totals.enter_totals(r, table.number, ab, cd, at=AT)
        page.get_by_role("button", name=f"Close round {r}", exact=True).click()   # no hands missing
        page.locator('[data-feedback="round-tools"]').filter(has_text=f"Round {r} closed").wait_for()
        by_totals = by_totals.close_round(r, at=AT)
    screen(page, "Standings")
    assert standings(page) == expected_standings(by_hand) == expected_standings(by_totals)
    shown = all_columns(page)
    hand_rows = {row.name: row for row in by_hand.standings()}
    for place, name, total, won, lone, best, byes in shown:
        row = hand_rows[name]
        assert (won, best, byes) == (str(row.rounds_won), str(row.best_round), str(row.byes))
        assert lone == "0"                                  # a card does not say who went alone
    assert "count exactly as hands do" in page.locator("#totals-note").inner_text()
    stored = stored_tournament(page)
    assert [row[:3] for row in stored.standings()] == [row[:3] for row in by_totals.standings()]


@pytest.mark.parametrize("size", SIZES)
def test_impossible_round_totals_are_refused_beside_the_form(tablet, site_url, size):
    page = tablet
    seats, names, ab, cd = four_at_a_table_at(page, site_url, size)
    section = table_section(page, 1, 1)
    section.wait_for()                                             # round 1 is seated and stored
    before = stored_text(page)
    section.get_by_role("button", name="Enter round totals").click()
    form = section.locator('form[data-form="totals"]')
    first = form.get_by_label(f"{ab}'s points")
    assert page.evaluate("document.activeElement.name") == "ab"       # the choice puts the cursor there
    assert first.get_attribute("inputmode") == "numeric"
    assert form.get_by_label(f"{cd}'s points").get_attribute("inputmode") == "numeric"
    box = form.locator(".feedback")

    def refused(typed, expected):
        first.fill(typed[0])
        form.get_by_label(f"{cd}'s points").fill(typed[1])
        form.get_by_role("button", name="Save round totals").click()
        form.locator(".feedback.error").filter(has_text=expected).wait_for()
        assert box.inner_text() == expected
        assert box.get_attribute("role") == "alert"
        assert_in_view_and_focused(page, box)
        assert stored_text(page) == before                       # nothing stored changed

    refused(("33", "0"), f"{ab} 33 and {cd} 0 can't come from eight hands: at most 32 points go to one side.")
    refused(("3", "2"), f"{ab} 3 and {cd} 2 can't come from eight hands: each hand gives one pair at least "
                        "1 point, so together they have at least 8.")
    refused(("31", "0"), f"{ab} 31 and {cd} 0 can't come from eight hands: each hand gives one pair 1, 2 or 4 "
                         "points (a renege 2 or 4), and no eight hands add up to that.")
    refused(("11", ""), f"Enter {cd}'s points for the round (0 if they scored none).")
    refused(("ten", "5"), f"{ab}'s points must be a whole number, such as 11, not “ten”.")
    assert first.input_value() == "ten"                        # what was typed is kept


def test_hands_filled_in_after_the_round_totals_must_fit_them(tablet, site_url):
    page = tablet
    seats = four_at_a_table(page, site_url)
    names = [PLAYERS[pid] for pid in seats]
    ab, cd = f"{names[0]} & {names[1]}", f"{names[2]} & {names[3]}"
    form = enter_totals(page, 1, 1, names, 3, 6)
    form.locator(".feedback.ok").wait_for()
    section = table_section(page, 1, 1)
    picker_status = page.locator(".sheet-round h3").inner_text()
    assert "1 of 1 table finished" in picker_status
    section.get_by_role("button", name="Enter hand by hand").click()
    assert section.get_by_role("button", name="Enter hand by hand").get_attribute("aria-pressed") == "true"
    assert f"must add up to the round totals ({ab} 3, {cd} 6)" in section.locator(".totals-hint").inner_text()
    record_hand_1 = record_form(page, 1, 1)
    record_hand_1.locator("fieldset.makers label").nth(0).click()
    record_hand_1.locator("fieldset.tricks label").nth(5).click()
    record_hand_1.locator("fieldset.alone label").nth(1).click()     # a lone march: 4 for a pair with 3 in all
    before = stored_text(page)
    record_hand_1.get_by_role("button", name="Record hand 1").click()
    refusal = record_hand_1.locator(".feedback.error")
    assert refusal.inner_text() == (
        f"Hand 1 doesn't fit the round totals ({ab} 3, {cd} 6): with it, the one hand recorded here gives "
        f"{ab} 4 and {cd} 0; the other seven hands can't bring that to 3 and 6. If the totals are wrong, "
        "change them first.")
    assert_in_view_and_focused(page, refusal)
    assert stored_text(page) == before
    record_hand_1.locator("fieldset.tricks label").nth(3).click()    # 3 tricks alone: 1 point, which fits
    record_hand_1.get_by_role("button", name="Record hand 1").click()
    page.locator('[data-table="1"] li[data-hand="1"]').filter(has_not_text="not recorded").wait_for()
    assert section.locator(".table-score").inner_text() == (
        f"{ab} 3 · {cd} 6 · round totals, 1 of 8 hands filled in")
    # the totals can be cleared, after a question; they are kept in the stored history
    section.get_by_role("button", name="Enter round totals").click()
    section.get_by_role("button", name="Clear round totals").click()
    question_box = section.locator('form[data-form="totals"] .feedback.question')
    assert question_box.inner_text().startswith(f"Clear the round totals ({ab} 3, {cd} 6)? They stay in the "
                                                "table's history; the hands recorded here (1 of 8) count again.")
    assert_in_view_and_focused(page, question_box)
    question_box.get_by_role("button", name="Yes, clear them").click()
    section.locator(".table-score").filter(has_text="1 of 8 hands").wait_for()
    assert section.locator(".table-score").inner_text() == f"{ab} 1 · {cd} 0 · 1 of 8 hands"
    stored = stored_tournament(page)
    assert [v.points for v in stored.table(1, 1).totals] == [(3, 6), None]


def test_the_totals_form_has_44px_controls_with_8px_between(tablet, site_url):
    page = tablet
    page.set_viewport_size(SIZES["phone"])
    seats = four_at_a_table(page, site_url)
    names = [PLAYERS[pid] for pid in seats]
    enter_totals(page, 1, 1, names, 10, 6).locator(".feedback.ok").wait_for()
    enter_totals(page, 1, 1, names, 9, 7).locator(".feedback.ok").wait_for()     # a change: its history shows
    assert page.locator('form[data-form="totals"] .history li').count() == 2
    assert control_sizes(page, "totals form") == {}
