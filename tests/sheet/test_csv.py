"""The CSV files open right in a spreadsheet: the header on the first line, UTF-8 with a byte-order
mark, every name text and never a formula. Each file is read back as a spreadsheet reads it: the
bytes a download saves, opened with Python's csv module."""

from __future__ import annotations

import csv

import pytest

from euchre.sheet import Tournament, hands_csv, standings_csv
from tests.helpers.sheet import Clock, rich, with_totals


def read_back(text: str, tmp_path) -> list[list[str]]:
    """The rows of ``text`` saved as a UTF-8 file (as the page's download saves it) and read with ``csv``."""
    path = tmp_path / "export.csv"
    path.write_bytes(text.encode("utf-8"))
    assert path.read_bytes().startswith(b"\xef\xbb\xbf"), "no UTF-8 byte-order mark"
    with path.open(newline="", encoding="utf-8-sig") as file:
        return list(csv.reader(file))


def test_the_standings_file_starts_with_its_header_and_lists_every_player(tmp_path):
    t = rich()
    rows = read_back(standings_csv(t), tmp_path)
    assert rows[0] == ["Rank", "Tied", "Top three", "Player id", "Name", "Active", "Total", "Table points",
                       "Bye credit", "Rounds played", "Byes", "Rounds won", "Lone hands made", "Best round"]
    body = rows[1:]
    assert len(body) == 9 and all(len(row) == len(rows[0]) for row in body)
    for row, standing in zip(body, t.standings()):
        assert row[0] == str(standing.rank) and row[4] == standing.name and row[6] == str(standing.total)
    assert {row[4]: row[5] for row in body}["Hal"] == "no (left)"


def test_the_hands_file_starts_with_its_header_and_has_every_recorded_hand(tmp_path):
    t = rich()
    rows = read_back(hands_csv(t), tmp_path)
    assert rows[0] == ["Round", "Table", "Hand", "Dealer", "A", "B", "C", "D", "Makers", "Alone", "Who", "Tricks",
                       "Points A & B", "Points C & D", "Renege", "Revision", "Recorded at"]
    body = rows[1:]
    recorded = sum(table.recorded for rnd in t.rounds for table in rnd.tables)
    assert len(body) == recorded == 8 + 8 + 1
    first = body[0]
    assert first[:12] == ["1", "1", "1", "Ann", "Ann", "Bob", "Cyrus", "Di", "Ann & Bob", "no", "", "4"]
    assert first[12:16] == ["1", "0", "", "2"]
    lone = body[1]
    assert (lone[3], lone[9], lone[10], lone[12], lone[13]) == ("Cyrus", "yes", "Bob", "4", "0")
    renege = body[4]
    assert (renege[2], renege[8], renege[10], renege[11], renege[12], renege[14]) == (
        "5", "Ann & Bob", "Ann", "", "4", "Cyrus & Di")
    assert [row[2] for row in body if row[0] == "2"] == ["1"]           # the undone hand is not listed


def test_names_outside_ascii_come_back_as_entered(tmp_path):
    clock = Clock()
    names = ["Núñez", "Størmer", "李雷", "Zoë 👩‍👩‍👧"]
    t = Tournament.new("u", "Coupe d'été ♠", players=names, at=clock())
    t = t.start_round(tables=[(0, 1, 2, 3)], at=clock()).record_hand(1, 1, makers=0, tricks=3, at=clock())
    assert sorted(row[4] for row in read_back(standings_csv(t), tmp_path)[1:]) == sorted(names)
    assert read_back(hands_csv(t), tmp_path)[1][4:8] == names


@pytest.mark.parametrize("name", ["=SUM(A1)", "+1", "-Ann", "@Bob", "=HYPERLINK(\"http://x\",\"y\")"])
def test_a_name_that_looks_like_a_formula_stays_text(name, tmp_path):
    clock = Clock()
    t = Tournament.new("f", "Club", players=[name, "Ann;=1+2", "Cy,Di", "Ed \"Q\""], at=clock())
    t = t.start_round(tables=[(0, 1, 2, 3)], at=clock()).record_hand(1, 1, makers=0, tricks=3, at=clock())
    standings = read_back(standings_csv(t), tmp_path)
    assert sorted(row[4] for row in standings[1:]) == sorted(["'" + name, "Ann;=1+2", "Cy,Di", "Ed \"Q\""])
    hands = read_back(hands_csv(t), tmp_path)
    assert hands[1][4:8] == ["'" + name, "Ann;=1+2", "Cy,Di", "Ed \"Q\""]
    assert hands[1][8] == "'" + name + " & Ann;=1+2"
    for line in hands_csv(t).splitlines()[1:] + standings_csv(t).splitlines()[1:]:
        assert ",=" not in line and ",+" not in line and ",@" not in line   # no cell starts a formula


def test_round_totals_are_listed_and_the_standings_count_them(tmp_path):
    t = with_totals()
    rows = read_back(hands_csv(t), tmp_path)
    totals = [row for row in rows[1:] if row[2] == "totals"]
    assert totals == [["1", "1", "totals", "", "Ann", "Bob", "Cy", "Di", "", "", "", "", "11", "5", "", "2",
                       t.table(1, 1).totals[-1].at]]
    assert [row[2] for row in rows[1:]] == ["totals", "1", "2", "3"]          # the cleared totals are not listed
    standings = read_back(standings_csv(t), tmp_path)
    totals_by_name = {row[4]: row[6] for row in standings[1:]}
    assert totals_by_name["Ann"] == "11" and totals_by_name["Cy"] == "5" and totals_by_name["Ed"] == "0"
