"""The tournament score sheet on a tablet-sized screen, as an organiser uses it.

A whole 8-player tournament is recorded by clicking, and its standings must equal
what the engine computes in CPython for the same entries. Around it: reloads, a
second tab, damaged storage, a full storage and hostile import files, none of
which may lose a recorded hand.
"""

from __future__ import annotations

import json

import pytest
from browser_support import BOOT_TIMEOUT_MS, READY

from euchre.tournament import Tournament

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
def tablet(guarded_context):
    context, guard = guarded_context
    page = context.new_page()
    page.set_viewport_size(TABLET)
    guard.watch(page)
    yield page
    guard.assert_clean()


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


def record(page, r, n, h, seats):
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
    page.locator(f'[data-round="{r}"] [data-table="{n}"] li[data-hand="{h}"]').filter(
        has_not_text="not recorded").wait_for()


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
        for table in expected.round(r).tables:
            heading = page.locator(f'details[data-round="{r}"] [data-table="{table.number}"] h4').inner_text()
            names = [expected.name_of(p) for p in table.seats]
            assert heading == f"Table {table.number}: {names[0]} & {names[1]} vs {names[2]} & {names[3]}"
            for h in range(1, 9):
                record(page, r, table.number, h, list(table.seats))
        page.get_by_role("button", name=f"Close round {r}", exact=True).click()
        if r == 3:  # the tablet is reloaded mid-tournament: nothing is lost
            page.reload()
            page.wait_for_selector("body[data-sheet=ready]", state="attached", timeout=BOOT_TIMEOUT_MS)
            page.get_by_role("button", name="Open Club night").click()
            assert standings(page) == expected_standings(_after_rounds(3))
    assert standings(page) == expected_standings(expected)
    top = page.locator(".top-three").inner_text()
    first = expected.standings().rows[0]
    assert f"1. {first.name} ({first.total})" in top
    assert "A player sitting out a round scores 0" in page.locator("#bye-rule-text").inner_text()


def _after_rounds(rounds: int) -> Tournament:
    return expected_tournament(rounds)


def test_a_hand_can_be_corrected_and_undone_with_its_history(tablet, site_url):
    page = tablet
    seats = four_at_a_table(page, site_url)
    record(page, 1, 1, 1, seats)
    page.get_by_role("button", name="Correct hand 1 at table 1").click()
    form = page.locator('form[data-form="record"][data-correct="1"]')
    form.locator("fieldset.tricks label").nth(5).click()
    form.get_by_role("button", name="Save correction").click()
    row = page.locator('[data-table="1"] li[data-hand="1"]')
    assert "5 tricks" in row.inner_text()
    row.get_by_role("button", name="History of hand 1 at table 1").click()
    assert page.locator(".history li").count() == 2
    page.get_by_role("button", name="Undo hand 1 at table 1").click()
    assert "tricks" in page.locator('[data-table="1"] li[data-hand="1"]').inner_text()  # back to the first result


def four_at_a_table(page, url):
    """Open the sheet, create a tournament of four and seat round 1; returns the table's seats."""
    open_sheet(page, url)
    create(page, players=PLAYERS[:4])
    page.get_by_role("button", name="Seat round 1").click()
    return list(expected_tournament_seats(PLAYERS[:4]))


def expected_tournament_seats(players):
    t = Tournament.new("x", "x", at=AT).add_players(players, at=AT).start_round(at=AT)
    return t.round(1).tables[0].seats


def test_ninth_hand_and_impossible_entries_are_refused(tablet, site_url):
    page = tablet
    open_sheet(page, site_url)
    create(page, players=PLAYERS[:4])
    page.get_by_role("button", name="Seat round 1").click()
    form = record_form(page, 1, 1)
    form.locator("fieldset.makers label").nth(0).click()
    form.get_by_role("button", name="Record hand 1").click()
    assert "tricks" in page.locator(".message.error").inner_text()
    seats = list(expected_tournament_seats(PLAYERS[:4]))
    form = record_form(page, 1, 1)
    form.locator("fieldset.makers label").nth(0).click()
    form.locator("fieldset.tricks label").nth(3).click()
    form.locator("fieldset.alone label").nth(1 + 2).click()  # a defender "alone"
    form.get_by_role("button", name="Record hand 1").click()
    assert page.locator(".message.error").count() == 1
    assert "not recorded" in page.locator('[data-table="1"] li[data-hand="1"]').inner_text()
    for h in range(1, 9):
        record(page, 1, 1, h, seats)
    assert record_form(page, 1, 1).count() == 0  # no ninth hand is offered


def test_second_tab_sees_every_hand_and_overwrites_none(guarded_context, site_url):
    context, guard = guarded_context
    first, second = context.new_page(), context.new_page()
    for page in (first, second):
        page.set_viewport_size(TABLET)
        guard.watch(page)
    open_sheet(first, site_url)
    create(first, players=PLAYERS[:4])
    first.get_by_role("button", name="Seat round 1").click()
    seats = list(expected_tournament_seats(PLAYERS[:4]))
    open_sheet(second, site_url)
    second.get_by_role("button", name="Open Club night").click()
    record(first, 1, 1, 1, seats)
    second.locator('[data-table="1"] li[data-hand="1"]').filter(has_not_text="not recorded").wait_for()
    record(second, 1, 1, 2, seats)
    first.locator('[data-table="1"] li[data-hand="2"]').filter(has_not_text="not recorded").wait_for()
    record(first, 1, 1, 3, seats)
    for page in (first, second):
        page.reload()
        page.wait_for_selector("body[data-sheet=ready]", state="attached", timeout=BOOT_TIMEOUT_MS)
        page.get_by_role("button", name="Open Club night").click()
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
    assert "could not be read" in message and "last good copy was restored" in message
    page.get_by_role("button", name="Open Club night").click()
    assert page.locator(".table-score").inner_text().endswith("2 of 8 hands")
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
    assert "would not store" in page.locator(".message.error").inner_text()
    with page.expect_download() as download:
        page.get_by_role("button", name="Download tournament (JSON)").click()
    saved = Tournament.loads(download.value.path().read_text())
    assert saved.table(1, 1).recorded == 2  # the hand the browser refused to store is in the file
    page.evaluate("Object.keys(localStorage).filter(k => k.startsWith('filler-')).forEach(k => localStorage.removeItem(k))")
    record(page, 1, 1, 3, seats)
    page.reload()
    page.wait_for_selector("body[data-sheet=ready]", state="attached", timeout=BOOT_TIMEOUT_MS)
    page.get_by_role("button", name="Open Club night").click()
    assert page.locator(".table-score").inner_text().endswith("3 of 8 hands")


def test_hostile_import_files_change_nothing_and_names_stay_text(tablet, site_url, tmp_path):
    page = tablet
    open_sheet(page, site_url)
    create(page, players=PLAYERS[:4])
    before = page.evaluate("JSON.stringify(Object.entries(localStorage).sort())")

    broken = tmp_path / "broken.json"
    t = Tournament.new("evil", "Evil", at=AT).add_players(["A1", "B2", "C3", "D4"], at=AT)
    data = json.loads(t.dumps())
    data["players"][0]["id"] = "<img src=x onerror=alert(1)>"
    broken.write_text(json.dumps(data))
    page.get_by_role("button", name="← All tournaments").click()
    page.get_by_label("Import a tournament file (JSON)").set_input_files(str(broken))
    page.locator(".message.error").filter(has_text="Nothing was imported").wait_for()
    assert page.evaluate("JSON.stringify(Object.entries(localStorage).sort())") == before

    hostile = tmp_path / "hostile.json"
    names = ['<img src=x onerror="window.pwned=1">', "<script>window.pwned=2</script>", "&amp; Co", "Dee"]
    t = Tournament.new("hostile", '<b onmouseover="window.pwned=3">Cup</b>', at=AT).add_players(names, at=AT)
    hostile.write_text(t.dumps())
    page.get_by_label("Import a tournament file (JSON)").set_input_files(str(hostile))
    page.locator(".message.ok").filter(has_text="imported").wait_for()
    item = page.locator('[data-tournament="hostile"]')
    assert item.locator(".tournament-name").inner_text() == '<b onmouseover="window.pwned=3">Cup</b>'
    item.get_by_role("button", name="Open").click()
    shown = page.locator(".players .player-name").all_inner_texts()
    assert shown == names
    page.locator("#tournament-name").hover()
    assert page.evaluate("window.pwned") is None
    assert page.locator("#sheet img, #sheet script, #sheet b").count() == 0


def test_importing_a_copy_merges_hands_from_another_tablet(guarded_context, site_url, tmp_path):
    context, guard = guarded_context
    page = context.new_page()
    page.set_viewport_size(TABLET)
    guard.watch(page)
    seats = four_at_a_table(page, site_url)
    record(page, 1, 1, 1, seats)
    with page.expect_download() as download:
        page.get_by_role("button", name="Download tournament (JSON)").click()
    exported = download.value.path().read_text()

    # Another tablet: the same tournament, two more hands.
    other = Tournament.loads(exported)
    for h in (2, 3):
        e = entry(1, 1, h)
        other = other.record_hand(1, 1, makers=e["makers"], tricks=e["tricks"], at=AT)
    theirs = tmp_path / "other-tablet.json"
    theirs.write_text(other.dumps())

    page.get_by_role("button", name="← All tournaments").click()
    page.get_by_label("Import a tournament file (JSON)").set_input_files(str(theirs))
    page.get_by_role("button", name="Merge into the existing tournament").click()
    assert "Merged" in page.locator(".message.ok").inner_text()
    assert page.locator("[data-tournament]").count() == 1
    page.get_by_role("button", name="Open Club night").click()
    assert page.locator(".table-score").inner_text().endswith("3 of 8 hands")
    page.get_by_role("button", name="← All tournaments").click()
    page.get_by_label("Import a tournament file (JSON)").set_input_files(str(theirs))
    page.get_by_role("button", name="Keep both").click()
    assert page.locator("[data-tournament]").count() == 2
    guard.assert_clean()
