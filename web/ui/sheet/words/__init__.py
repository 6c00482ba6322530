"""Everything the score sheet says, by subject, read as one: ``words.saved_text(...)`` whichever
module it lives in.

    >>> from euchre.sheet import Tournament
    >>> t = Tournament.new("x", "x", at="2024-05-03T19:00:00Z", players=["Ann", "Bob", "Cy", "Di"])
    >>> t = t.start_round(tables=[(0, 1, 2, 3)], at="2024-05-03T19:01:00Z")
    >>> hand_problem_text(t, t.table(1, 1), t.hand_problem(1, 1, makers=1, tricks=3, alone=0))
    "Ann can't go alone for Cy & Di: Ann sits with Bob."

- ``base``: counts, names (kept apart when written right to left, :func:`isolate`), pairs, a hand's result;
- ``entry``: why something cannot be entered, the questions before an unusual entry, what an action did;
- ``decisions``: what a merge asks, results that wait for a decision, data kept aside;
- ``places``: the standings, the bye rule and tie-breaks, the printed cards;
- ``devices``: storage, other tabs, live sync, results codes, a table's phone;
- ``season``: the season and the roster.

The model (``euchre.sheet``) returns its reasons as small values with names and numbers
(``euchre.sheet.reasons``): every sentence the page shows about them is made here. ``base`` imports none of
the others, ``entry`` reads ``decisions`` and ``devices`` too, the rest read only ``base``, and none
imports this package: no circle. Pure Python with no browser imports (``tests/ui/test_sheet_words.py``).
"""

from __future__ import annotations

from .base import (  # noqa: F401
    DONE_THERE, NUMBER_WORDS, count_of, count_word, describe, full_stop, hand_text, history_text, isolate, name,
    outcome_text, pair_text, plural, running_score_text, table_title, totals_text)
from .decisions import (  # noqa: F401
    ALL_SETTLED, DECISIONS_HINT, FILE_DEVICE, LEFT_OUT, NOTHING_WAITS, ORGANISER_DEVICE, UNSEALED_LEFT_OUT,
    closed_taken_text, conflict_result_text, conflict_where, decided_text, entered_text,
    held_back_text, kept_data_text, merge_text, note_text, phone_label, size_text, standings_waiting_text,
    waiting_text, where_text)
from .devices import (  # noqa: F401
    BOTH_TABS_KEPT, BROUGHT_BACK, CAMERA_REFUSED, CHANGED_ELSEWHERE, CHANGED_SINCE_UNDO, CODE_UNREADABLE,
    CONFIRM_SETTING, HELD_WHILE_ENTERING, CORRECT_PROMPT, Confirm, FILE_UNREADABLE, FOLLOWED_READ_ONLY, IMPORTED_AS,
    JOINED, JOINED_AGAIN, JOURNAL_DAMAGED, JOURNAL_UNREADABLE, MISSING_TOURNAMENT, NEWER_KEPT, NOT_A_TOURNAMENT_FILE,
    NOT_IMPORTED, NOT_MERGED, NOT_STORED, NO_CAMERA, NO_CODE_IN_PHOTO, NO_DEVICE_TABLE, OTHER_TAB_CHANGED,
    OTHER_TAB_DELETED, PHONE_COPY_HELD, PHONE_COPY_KEPT, PHONE_ROUND_CLOSED, PHOTO_UNREADABLE, PLAYER_BACK,
    PLAYER_REMOVED, PLAYER_RENAMED, READER_LOADING, RESULTS_ELSEWHERE, ROUND_CLOSED, ROUND_REOPENED,
    SEATS_MOVED, SYNC_CONFLICT, SYNC_FOLLOWING, SYNC_LINK_DAMAGED, SYNC_NOT_ON, SYNC_NOT_STARTED, SYNC_OFF,
    SYNC_ON, SYNC_PASSWORD_AGAIN, SYNC_REFUSED_SCREEN, SYNC_REFUSED_TABLE, SYNC_STATUS, TABLE_BROUGHT_BACK,
    TOURNAMENT_DELETED, TOURNAMENT_IMPORTED, changes_text, closed_results_question, confirm_request,
    confirm_setting_text, results_text, seal_broken_text, sync_status_text, table_news_text,
    unsealed_question, unsealed_text)
from .entry import (  # noqa: F401
    BYE_RULE_SAVED, CREATED, Either, LINK_COPIED, NOTHING_IMPORTED, NOTHING_TO_DECIDE,
    NOT_COPIED, Question, RENAMED, TIE_BREAKS_SAVED, carried_over_text, choose_renege_text,
    clear_totals_question, cleared_totals_text, hand_problem_text, import_merged_text, joins_text,
    kept_deleted_text, loner_question, name_taken_text, next_round_text, player_added_text,
    player_renamed_text, question, read_totals, redone_text, refusal_reason, refusal_text, round_seated_text,
    saved_text, seats_changed_text, seats_saved_text, tie_breaks_switched_text, totals_only_text,
    totals_problem_text, totals_saved_text, totals_score_text, undone_text)
from .places import (  # noqa: F401
    BYE_RULE_TEXTS, COMPASS, ROOM_WAITING, SHORT_NAME, TALLY_HEADINGS, TIE_BREAK_NAMES, board_progress_text,
    bye_rule_text, card_byes_text, card_pairs_text, card_title, dealer_line_text, seat_text, short_name,
    tie_break_note, tie_break_text, tie_breaks_off_text, top_three_text)
from .season import (  # noqa: F401
    BOOK_NOT_KEPT, BOOK_UNREADABLE, ROSTER_ADDED, ROSTER_NONE_CHOSEN, ROSTER_NOT_IMPORTED, ROSTER_REMOVED,
    SEASON_NOT_IMPORTED, roster_imported_text, roster_name_taken_text, roster_picked_text, season_added_text,
    season_imported_text, season_removed_text, season_row_text, season_top_three_text)
