"""The score sheet's screens (``ui.sheet.screens``) as ui.kit.vdom nodes, in CPython."""

from __future__ import annotations

import dataclasses
from pathlib import Path

from euchre.sheet import Tournament
from euchre.sheet.share import TableSheet, decode
from ui.kit.vdom import by_class, find, text_of
from ui.sheet.registry import SCREENS
from ui.sheet.routes import Route
from ui.sheet.screens.device import device_view
from ui.sheet.screens.devices import devices_view
from ui.sheet.screens.lists import list_view
from ui.sheet.screens.players import players_view
from ui.sheet.screens.round import round_screen
from ui.sheet.screens.standings import standings_view
from ui.sheet.screens.table import record_form
from ui.sheet.state import Board, Editing, Frozen, SheetState

from tests.ui.sheet_page import AT, Device


def seated(players=("Ann", "Bob", "Cy", "Di")) -> Tournament:
    t = Tournament.new("club", "Club night", at=AT, players=list(players))
    return t.start_round(tables=[((0, 1), (2, 3))] if len(players) == 4 else None, at=AT)


def buttons(node) -> list[str]:
    return [text_of(n) for n in find(node, lambda n: n.tag == "button")]


def test_the_round_screen_offers_the_next_hand_and_lists_the_others():
    t = seated().record_hand(1, 1, makers=0, tricks=3, at=AT)
    node = round_screen(SheetState(), t, t.round(1), t.table(1, 1))
    (form,) = find(node, lambda n: n.tag == "form" and n.attrs.get("data-form") == "record")
    assert form.attrs["data-hand"] == "2" and "Record hand 2" in buttons(form)
    rows = find(node, lambda n: n.tag == "li" and "data-hand" in n.attrs)
    assert [r.attrs["data-hand"] for r in rows] == [str(h) for h in range(1, 9)]
    assert "Correct" in buttons(rows[0]) and "not recorded" in text_of(rows[1])
    assert "Close round 1 with hands missing" in buttons(node)


def test_every_choice_in_the_record_form_is_a_labelled_radio():
    t = seated()
    form = record_form(t, t.round(1), t.table(1, 1), 1, correcting=False)
    radios = find(form, lambda n: n.tag == "input" and n.attrs.get("type") == "radio")
    labels = {n.attrs["for"] for n in find(form, lambda n: n.tag == "label")}
    assert radios and all(r.attrs["id"] in labels for r in radios)
    legends = [text_of(n) for n in find(form, lambda n: n.tag == "legend")]
    assert legends == ["Result", "Made trump", "Went alone", "Tricks the makers took", "Pair that reneged"]


def test_a_correction_starts_from_the_hands_result():
    t = seated().record_hand(1, 1, makers=1, tricks=4, alone=3, at=AT)
    form = record_form(t, t.round(1), t.table(1, 1), 1, correcting=True)
    checked = {n.attrs["name"]: n.attrs["value"] for n in find(form, lambda n: "checked" in n.attrs)}
    assert checked == {"result": "hand", "makers": "1", "alone": "3", "tricks": "4"}
    assert buttons(form) == ["Save correction", "Cancel"]


def test_each_hands_form_has_a_key_of_its_own_so_a_new_hand_gets_a_fresh_form():
    t = seated()
    first = record_form(t, t.round(1), t.table(1, 1), 1, correcting=False)
    second = record_form(t, t.round(1), t.table(1, 1), 2, correcting=False)
    correction = record_form(t, t.round(1), t.table(1, 1), 1, correcting=True)
    assert len({first.key, second.key, correction.key}) == 3


def test_standings_show_every_player_with_shared_places():
    t = seated().record_hand(1, 1, makers=0, tricks=5, at=AT)
    node = standings_view(SheetState(), t)
    rows = find(node, lambda n: n.tag == "tr" and "data-player" in n.attrs)
    assert [text_of(r.children[0]) for r in rows] == ["1=", "1=", "3=", "3="]
    assert by_class(node, "top-three")


def test_names_are_text_never_markup():
    t = Tournament.new("x", "<b>Cup</b>", at=AT, players=["<img src=x>", "Bob", "Cy", "Di"])
    node = players_view(SheetState(), t)
    assert "<img src=x>" in [n.text for n in by_class(node, "player-name")]
    assert not find(node, lambda n: n.tag in ("img", "b", "script"))
    assert not find(list_view(SheetState(tournaments=Frozen({"x": t}))), lambda n: n.tag in ("img", "b", "script"))


def test_the_devices_screen_invites_each_table_with_its_own_code():
    t = seated(["Ann", "Bob", "Cy", "Di", "Ed", "Flo", "Gus", "Hal"])
    node = devices_view(SheetState(base="https://x/euchre/", editing=Editing(invite=2)), t)
    assert "Invite a device for table 1" in buttons(node) and "Hide the code for table 2" in buttons(node)
    (image,) = find(node, lambda n: n.tag == "img")
    code = image.attrs["data-qr"].split("#sheet/join/")[1]
    assert decode(code) == TableSheet.of(t, 1, 2)


def test_a_tables_phone_shows_only_that_table_and_its_results_once_asked():
    t = seated()
    phone = TableSheet.of(t, 1, 1).tournament(at=AT).record_hand(1, 1, makers=0, tricks=3, at=AT)
    state = SheetState(route=Route("club", "device", 1, 1), base="https://x/")
    hidden = device_view(state, phone)
    assert not find(hidden, lambda n: n.tag == "img") and "Show results to the organiser" in buttons(hidden)
    assert "Change seats" not in buttons(hidden)
    shown = device_view(dataclasses.replace(state, editing=Editing(results=True)), phone)
    (image,) = find(shown, lambda n: n.tag == "img")
    assert decode(image.attrs["data-qr"].split("#sheet/results/")[1]).recorded == 1


def test_the_projector_screen_has_a_column_a_round_shared_places_and_a_page_at_a_time():
    from ui.sheet.screens.board import board, round_scores

    t = seated(["Ann", "Bob", "Cy", "Di", "Ed", "Flo", "Gus", "Hal", "Ivy"])      # one sits out each round
    for h in range(8):
        t = t.record_hand(1, 1, makers=h % 2, tricks=3, at=AT)
    t = t.close_round(1, at=AT, incomplete_ok=True).start_round(at=AT).record_hand(2, 1, makers=0, tricks=5, at=AT)
    node = board(t, Board())
    heads = [text_of(n) for n in find(node, lambda n: n.tag == "th" and n.attrs.get("scope") == "col")]
    assert heads == ["Place", "Player", "R1", "R2", "Total"]
    rows = find(node, lambda n: n.tag == "tr" and "data-player" in n.attrs)
    standings = t.standings()
    assert [text_of(r.children[0]) for r in rows] == [row.place for row in standings]
    scores = round_scores(t)
    for row, want in zip(rows, standings):
        assert [text_of(c) for c in row.children[2:4]] == [str(scores[want.player][n]) for n in (1, 2)]
        assert ("top" in row.classes) == want.top_three
    assert "bye" in [text_of(c) for r in rows for c in r.children]
    (tables,) = by_class(node, "board-tables")
    assert [li.attrs["class"] for li in tables.children] == ["done" if x.is_complete else "playing"
                                                           for x in t.round(2).tables]
    paged = board(t, Board(page=1, rows=4))
    assert paged.attrs["data-pages"] == "3" and paged.attrs["data-page"] == "2"
    shown = find(paged, lambda n: n.tag == "tr" and "data-player" in n.attrs)
    assert [r.attrs["data-player"] for r in shown] == [str(row.player) for row in standings.rows[4:8]]
    assert "Page 2 of 3 (9 players): the next in 12 seconds." in text_of(paged)
    assert "Stop on this page" in buttons(paged) and "Full screen" in buttons(paged)


def test_the_projector_screens_pages_turn_past_the_last_to_the_first_unless_stopped():
    from ui.sheet.screens.board import FullscreenChanged, Measure, Measured, PageTurn
    from ui.sheet.update import Focus, Watch, subscriptions

    t = seated(["Ann", "Bob", "Cy", "Di", "Ed", "Flo", "Gus", "Hal"])
    device = Device(t, route=Route("club", "screen"), board=Board(page=2, rows=3))
    assert subscriptions(device.state) == {Watch.PAGE_TURNS}
    device.dispatch(PageTurn())
    assert device.state.board.page == 0 and device.of(Measure)           # and measured again as drawn
    device.run("board-pause")
    device.dispatch(PageTurn())
    assert device.state.board.page == 0 and device.state.board.paused
    device.run("board-pause")
    device.dispatch(PageTurn())
    device.dispatch(PageTurn())
    device.dispatch(Measured(4))
    assert device.state.board == Board(page=1, rows=4)                 # the same first row (the 7th) still shown
    device.dispatch(FullscreenChanged(True))
    assert device.state.board.fullscreen and "Leave full screen" in device.text() and device.of(Focus)
    device.open("#sheet/club/standings")
    assert subscriptions(device.state) == frozenset()                  # no timer on another screen


def test_the_projector_screen_says_when_results_wait_for_a_decision():
    from euchre.sheet import merge_tournaments
    from ui.sheet.screens.board import board

    t = seated()
    mine, theirs = (t.record_hand(1, 1, makers=m, tricks=3, at=AT) for m in (0, 1))
    assert "being checked" not in text_of(board(mine, Board()))
    merged, _ = merge_tournaments(mine, theirs, at=AT)
    shown = text_of(board(merged, Board()))
    assert "A result is being checked: these standings may still change." in shown
    assert "decision" not in shown and "in force" not in shown, "the organiser's business, not the room's"
    decided = merged.decide_hand(1, 1, 1, merged.hand(1, 1, 1).current, at=AT)
    assert "being checked" not in text_of(board(decided, Board()))


def test_the_projector_screen_never_shows_the_organisers_conflict_message():
    from ui.sheet.state import Kind, Topic

    device = Device(seated(), route=Route("club", "screen"))
    device.state = device.state.say(Kind.ERROR, "2 results were entered differently on another device",
                                    Topic.SYNC_CONFLICT).say(Kind.ERROR, "This device cannot store", Topic.STORAGE)
    shown = text_of_all(device)
    assert "entered differently" not in shown and "cannot store" in shown
    device.open("#sheet/club/standings")
    assert "entered differently" in text_of_all(device)


def text_of_all(device) -> str:
    from ui.sheet.page import page

    return " ".join(text_of(n) for n in page(device.state))


def test_the_projector_screen_shows_the_rounds_seating_who_sits_out_and_long_names_shortened():
    from ui.sheet.screens.board import board

    long = "Maximiliana " * 7 + "Longname"
    t = Tournament.new("club", "Club night", at=AT, players=["Ann", "Bob", "Cy", "Di", long])
    t = t.start_round(tables=[(0, 1, 2, 4)], at=AT)
    node = board(t, Board())
    (seats,) = find(node, lambda n: "board-seats" in n.classes)
    assert text_of(seats) == f"Table 1: Ann & Bob vs Cy & {long[:23]}…"
    (byes,) = find(node, lambda n: "board-byes" in n.classes)
    assert text_of(byes) == "Sitting out: Di."
    names = find(node, lambda n: n.tag == "th" and "name" in n.classes and n.attrs.get("scope") == "row")
    assert max(len(text_of(n)) for n in names) == 24
    (cut,) = [n for n in names if n.attrs.get("title")]
    assert cut.attrs["title"] == long
    closed = t.close_round(1, at=AT, incomplete_ok=True)
    assert not find(board(closed, Board()), lambda n: "board-seats" in n.classes)
    playing = t.record_hand(1, 1, makers=0, tricks=3, at=AT)
    assert not find(board(playing, Board()), lambda n: "board-seats" in n.classes), "the standings need the room"


def test_the_tabs_are_the_registered_screens_and_the_round_shows_its_rounds_tab_as_current():
    device = Device(seated(), route=Route("club", "round", 1, 1))
    current = device.find(lambda n: n.tag == "a" and n.attrs.get("aria-current") == "page"
                          and "sheet-tabs" not in n.classes and n.attrs.get("href", "").endswith("/club"))
    assert [text_of(n) for n in current] == ["Rounds"]
    assert SCREENS["round"].current_tab == "home"


def test_a_rounds_table_cards_have_seats_partners_dealers_and_eight_lines_and_tally_cards_are_blank():
    from ui.sheet.screens.printing import print_nodes

    t = Tournament.new("club", "Club night", at=AT, players=["Ann", "Bob", "Cy", "Di", "Ed", "Flo", "Gus", "Hal",
                                                            "Bob Jr."])
    t = t.start_round(tables=[(0, 1, 2, 3), (4, 5, 6, 7)], at=AT)
    (pages,) = print_nodes(t, "table-cards", 1, paper="letter")
    assert pages.attrs["data-paper"] == "letter"
    cards = by_class(pages, "table-card")
    assert [c.attrs["data-table"] for c in cards] == ["1", "2"]
    first = text_of(cards[0])
    assert "Round 1 · Table 1" in first and "Ann & Bob (North–South) vs Cy & Di (East–West)" in first
    assert "North: Ann, partner of Bob (South); deals hands 1 and 5" in first
    rows = find(cards[1], lambda n: n.tag == "tr" and n.children and n.children[0].tag == "th"
                and "deals" in text_of(n))
    assert len(rows) == 8 and text_of(rows[0]).startswith("Hand 1 · ")
    assert all(text_of(cell) == "" for row in rows for cell in row.children[1:])
    assert "Sitting out round 1: Bob Jr." in text_of(cards[1])
    assert "Jr.." not in text_of(pages)
    (tally,) = print_nodes(t, "tally", paper="a4")
    assert tally.attrs["data-paper"] == "a4"
    assert len(by_class(tally, "tally-card")) == 9 and "Player: ___" in text_of(tally)
    assert "Ann" not in text_of(tally), "a blank card"


WEB = Path(__file__).resolve().parents[2] / "web"
ROOT = WEB.parent
REGISTERED = """
import sys
from ui.sheet import screens, update
from ui.sheet.registry import ACTIONS, HANDLERS, SCREENS
print(repr((screens.MODULES, sorted(SCREENS), sorted(ACTIONS), sorted(k.__name__ for k in HANDLERS),
            screens.__spec__.loader.__class__.__name__)))
"""


def registered(*path: str) -> tuple:
    """What a fresh Python registers with ``path`` first on sys.path (and the loader of the screens)."""
    import ast
    import os
    import subprocess
    import sys

    done = subprocess.run([sys.executable, "-S", "-c", f"import sys; sys.path[:0] = {list(path)!r}\n{REGISTERED}"],
                          capture_output=True, text=True, check=True, env={**os.environ, "PYTHONPATH": ""})
    return ast.literal_eval(done.stdout)


def test_every_module_of_the_screens_folder_registers_from_files_and_from_the_sites_zip_of_bytecode(tmp_path):
    """A new screen is one module in ``web/ui/sheet/screens``: the package finds it by itself, in the
    folder as in the zip archive of bytecode the built site fetches (``tools/pack_python.mjs``)."""
    import py_compile
    import zipfile

    from ui.sheet import screens

    in_folder = {p.stem for p in (WEB / "ui" / "sheet" / "screens").glob("*.py")} - {"__init__"}
    assert set(screens.MODULES) == in_folder
    from_files = registered(str(WEB), str(ROOT))
    archive = tmp_path / "python-sheet.zip"
    with zipfile.ZipFile(archive, "w") as packed:
        for source in [*(WEB / "ui").rglob("*.py"), *(ROOT / "euchre").rglob("*.py")]:
            name = source.relative_to(WEB if WEB in source.parents else ROOT).as_posix()
            compiled = tmp_path / "c.pyc"
            py_compile.compile(str(source), str(compiled), dfile=name, doraise=True,
                               invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
            packed.writestr(name + "c", compiled.read_bytes())
    from_zip = registered(str(archive))
    assert from_zip[-1] == "zipimporter" and from_files[-1] != "zipimporter"
    assert from_zip[:-1] == from_files[:-1]
    assert from_files[0] == screens.MODULES and "standings" in from_files[1] and len(from_files[2]) > 50


def test_what_a_screen_asks_for_is_on_its_record_not_in_the_update():
    """The projector screen is measured after every action that leaves it shown and turns its pages;
    the devices screen runs the camera while it scans; no other screen asks for anything."""
    from ui.sheet.registry import Watch
    from ui.sheet.screens.board import Measure

    asking = {name: (s.follows is not None, s.watches is not None) for name, s in SCREENS.items()
              if s.follows is not None or s.watches is not None}
    assert asking == {"screen": (True, True), "devices": (False, True)}
    state = SheetState()
    assert SCREENS["screen"].follows(state) == (Measure(),)
    assert SCREENS["screen"].watches(state) == {Watch.PAGE_TURNS}
    assert SCREENS["devices"].watches(state) == frozenset()
    assert SCREENS["devices"].watches(dataclasses.replace(state, scanning=True)) == {Watch.CAMERA}
