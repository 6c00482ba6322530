"""The roster and the season through the page: names kept in the roster are picked for a new
tournament; a finished night is added into the season, whose standings, CSV and file are shown and
downloaded; the season file brings the night to another device. Both stay after a reload."""

from __future__ import annotations

from browser_support import BOOT_TIMEOUT_MS
from test_sheet_devices import TABLET, devices  # noqa: F401

from euchre.sheet import Tournament, dump_tournament
from euchre.sheet.season_format import load_season

AT = "2026-01-01T00:00:00Z"


def ready(page):
    page.wait_for_selector("body[data-sheet=ready]", state="attached", timeout=BOOT_TIMEOUT_MS)


def test_a_roster_feeds_a_new_tournament_and_a_finished_night_makes_a_season(devices, site_url, tmp_path):
    page = devices(TABLET)
    t = Tournament.new("night", "Week 1", at=AT, players=["Ann", "Bo", "Cy", "Di"]).start_round(
        at=AT, tables=[(0, 1, 2, 3)])
    for hand in range(1, 9):
        t = t.record_hand(1, 1, makers=hand % 2, tricks=3 + hand % 3, at=AT)
    page.goto(site_url + "build.json")
    page.evaluate("t => localStorage.setItem('euchre:sheet:t:night', t)", dump_tournament(t))
    page.goto(site_url + "#sheet")
    ready(page)
    page.get_by_role("link", name="Roster", exact=True).click()
    for name in ("Eve", "Fay"):
        page.get_by_label("Name for the roster").fill(name)
        page.get_by_role("button", name="Add to roster").click()
        page.locator("ul.roster li").filter(has_text=name).wait_for()
    page.get_by_role("link", name="Tournaments", exact=True).click()
    page.get_by_label("New tournament name").fill("Week 2")
    page.get_by_role("button", name="Create tournament").click()
    page.get_by_label("Fay", exact=True).check()
    page.get_by_role("button", name="Add the chosen players").click()
    page.locator('[data-feedback="players"]').filter(has_text="Fay added from the roster").wait_for()
    assert page.locator("ul.players .player-name").all_inner_texts() == ["Fay"]

    page.goto(site_url + "#sheet/season")
    page.get_by_role("button", name="Add to season: Week 1").click()
    page.locator('[data-feedback="nights"]').filter(has_text="1 night in it now").wait_for()
    rows = page.locator("table.season-standings tbody tr")
    assert rows.count() == 4 and page.locator(".top-three").inner_text().startswith("Top three of the season: 1")
    with page.expect_download() as download:
        page.get_by_role("button", name="Download season standings (CSV)").click()
    assert download.value.suggested_filename.endswith(".csv")
    assert "Average a round" in open(download.value.path(), encoding="utf-8-sig").read()
    with page.expect_download() as download:
        page.get_by_role("button", name="Download season file (JSON)").click()
    season_file = tmp_path / "season.json"
    download.value.save_as(season_file)
    assert [n.tournament_id for n in load_season(season_file.read_text(encoding="utf-8")).nights] == ["night"]
    page.reload()
    ready(page)
    assert page.locator("table.season-standings tbody tr").count() == 4, "the season stays on the device"
    page.goto(site_url + "#sheet/roster")
    page.locator("ul.roster li").filter(has_text="Eve").wait_for()

    other = devices(TABLET)                                     # another device, with nothing on it
    other.goto(site_url + "#sheet/season")
    ready(other)
    other.get_by_label("Import a season file (JSON)").set_input_files(str(season_file))
    other.locator('[data-feedback="season-file"]').filter(has_text="brought 1 night").wait_for()
    assert other.locator("table.season-standings tbody tr").count() == 4
