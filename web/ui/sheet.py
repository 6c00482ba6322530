"""The tournament score sheet: tournaments, players, seating, hands, standings.

    sheet = Sheet(root); sheet.start()

Every change goes through ``euchre.tournament.Tournament`` (the engine scores each
hand with the same code as the game) and is stored at once by ``ui.sheet_store``.
Names and imported text are always set as text, never as HTML.
"""

from __future__ import annotations

import functools
import uuid
from datetime import datetime, timezone

from pyodide.ffi import create_proxy
from pyscript import document, window

from euchre.errors import EuchreError
from euchre.tournament import BYE_RULES, TIE_BREAKS, Tournament

from .dom import by_id, clear, el
from .sheet_store import Shelf, ask_to_persist, key_of


def now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="milliseconds")


def download(filename: str, text: str, kind: str) -> None:
    blob = window.Blob.new([text], {"type": kind})
    url = window.URL.createObjectURL(blob)
    link = el("a", None, href=url, download=filename)
    document.body.appendChild(link)
    link.click()
    document.body.removeChild(link)
    window.URL.revokeObjectURL(url)


class Data:
    """An element's ``data-*`` attributes as attributes (None when absent)."""

    def __init__(self, node) -> None:
        self._node = node

    def __getattr__(self, name: str) -> str | None:
        value = self._node.getAttribute("data-" + name.replace("_", "-"))
        return str(value) if value else None


def safe_filename(name: str) -> str:
    kept = "".join(c if c.isalnum() or c in "-_ " else "-" for c in name).strip().replace(" ", "-")
    return kept[:60] or "tournament"


@functools.lru_cache(maxsize=8)
def plan_text(count: int) -> str:
    """How balanced the seating schedule for ``count`` players is, in words."""
    from euchre.schedules import balance, seating

    report = balance(seating(count), count)
    rounds = report.rounds
    if report.whist:
        sits = ", and each sits out once" if count % 4 else ""
        return (f"{count} players: a whist schedule of {rounds} rounds. Every two players are partners "
                f"exactly once and opponents exactly twice{sits}.")
    byes = ("nobody sits out" if report.most_byes == 0 else
            f"each sits out {report.fewest_byes} round{'s' if report.fewest_byes != 1 else ''}"
            if report.fewest_byes == report.most_byes else
            f"each sits out {report.fewest_byes} or {report.most_byes} rounds")
    partners = ("no two players are partners twice" if report.most_partnered <= 1 else
                f"{report.repeated_partners} pairs are partners more than once")
    return (f"{count} players: {rounds} rounds; {partners}, opponents meet at most {report.most_opposed} "
            f"times, and {byes}.")


def repeated_partners(t: Tournament) -> int:
    """Pairs of players seated as partners more than once in this tournament so far."""
    seen: dict[tuple[int, int], int] = {}
    for rnd in t.rounds:
        for table in rnd.tables:
            for a, b in table.pairs:
                key = (min(a, b), max(a, b))
                seen[key] = seen.get(key, 0) + 1
    return sum(1 for times in seen.values() if times > 1)


class Sheet:
    def __init__(self, root) -> None:
        self.root = root
        self.shelf = Shelf()
        self.tournaments: dict[str, Tournament] = {}
        self.open_id: str | None = None
        self.messages: list[tuple[str, str]] = []  # (kind, text)
        self.confirm_delete: str | None = None
        self.editing: dict[str, object] = {}
        self.pending_import: Tournament | None = None
        self.tables: dict[tuple[int, int], tuple[object, ...]] = {}
        """The last drawing of each table, reused while nothing it shows has changed."""
        self.expanded: set[int] = set()
        """Rounds opened by hand; the others (but the latest) are drawn only when opened."""
        self._proxies = []

    # --- start-up and events ----------------------------------------------------------

    def start(self) -> None:
        tournaments, problems = self.shelf.load_all()
        self.tournaments = {t.id: t for t in tournaments}
        for problem in problems:
            self.messages.append(("error", problem))
        ask_to_persist()
        self.listen(self.root, "click", self.on_click)
        self.listen(self.root, "submit", self.on_submit)
        self.listen(self.root, "change", self.on_change)
        self.listen(window, "storage", self.on_storage)
        toggle = create_proxy(self.on_toggle)
        self._proxies.append(toggle)
        self.root.addEventListener("toggle", toggle, True)  # toggle does not bubble: capture it
        self.render()

    def listen(self, node, event: str, handler) -> None:
        proxy = create_proxy(handler)
        self._proxies.append(proxy)
        node.addEventListener(event, proxy)

    def on_toggle(self, event) -> None:
        details = event.target
        number = Data(details).round
        if number is None:
            return
        number = int(number)
        if details.open and number not in self.expanded:
            self.expanded.add(number)
            t = self.current
            if t is not None:
                details.replaceWith(self.round_view(t, t.round(number), open_=True))
        elif not details.open:
            self.expanded.discard(number)

    def on_storage(self, event) -> None:
        key = str(event.key or "")
        if not key.startswith("euchre:sheet:t:"):
            return
        tournament_id = key[len("euchre:sheet:t:"):]
        tournament, problem = self.shelf.load(tournament_id)
        if tournament is None:
            if tournament_id in self.tournaments and not problem:
                del self.tournaments[tournament_id]
                if self.open_id == tournament_id:
                    self.open_id = None
                    self.messages.append(("info", "This tournament was deleted in another tab."))
        else:
            self.tournaments[tournament_id] = tournament
            if self.open_id == tournament_id:
                self.messages.append(("info", "Updated with changes made in another tab."))
        if problem:
            self.messages.append(("error", problem))
        self.render()

    def commit(self, tournament: Tournament, message: str | None = None) -> None:
        saved = self.shelf.save(tournament, now())
        self.tournaments[saved.tournament.id] = saved.tournament
        if saved.merged:
            self.messages.append(("info", "Another tab had changed this tournament: both sets of changes are kept."))
        if saved.problem:
            self.messages.append(("error", saved.problem))
        if message:
            self.messages.append(("ok", message))

    @property
    def current(self) -> Tournament | None:
        return self.tournaments.get(self.open_id) if self.open_id else None

    def field(self, form, name: str) -> str:
        node = form.elements.namedItem(name)
        if not node:
            return ""
        return str(node.value or "")

    def checked(self, form, name: str) -> str | None:
        for node in form.querySelectorAll(f'input[name="{name}"]'):
            if node.checked:
                return str(node.value)
        return None

    def on_submit(self, event) -> None:
        started = window.performance.now()
        form = event.target
        what = Data(form).form
        if not what:
            return
        event.preventDefault()
        self.messages = [m for m in self.messages if m[0] == "error" and "would not store" in m[1]]
        try:
            self.handle_form(what, form)
        except EuchreError as error:
            self.messages.append(("error", str(error)))
        self.render(focus=f'[data-form="{what}"]')
        # How long the entry took, from the submit to the updated page (for benchmarks).
        document.body.dataset.sheetEntryMs = str(round(window.performance.now() - started, 1))

    def handle_form(self, what: str, form) -> None:
        t = self.current
        if what == "new-tournament":
            name = self.field(form, "name").strip()
            created = Tournament.new(uuid.uuid4().hex, name, at=now())
            self.commit(created, f"Tournament “{name}” created.")
            self.open_id = created.id
        elif what == "rename-tournament":
            self.commit(t.rename(self.field(form, "name").strip(), at=now()), "Tournament renamed.")
        elif what == "add-player":
            name = self.field(form, "name").strip()
            self.commit(t.add_player(name, at=now()), f"{name} added.")
        elif what == "rename-player":
            pid = int(Data(form).player)
            self.commit(t.rename_player(pid, self.field(form, "name").strip(), at=now()), "Player renamed.")
            self.editing.pop("player", None)
        elif what == "record":
            self.record(form)
        elif what == "seats":
            rnd, table = int(Data(form).round), int(Data(form).table)
            seats = [int(self.field(form, seat)) for seat in ("a", "b", "c", "d")]
            self.commit(t.set_table(rnd, table, seats, at=now()), f"Table {table} of round {rnd} changed.")
            self.editing.pop("seats", None)
        elif what == "settings":
            self.commit(t.with_settings(at=now(), bye_rule=self.field(form, "bye_rule")), "Settings saved.")

    def record(self, form) -> None:
        t = self.current
        info = Data(form)
        rnd, table, hand = int(info.round), int(info.table), int(info.hand)
        result = self.checked(form, "result")
        makers = self.checked(form, "makers")
        tricks = self.checked(form, "tricks")
        alone = self.checked(form, "alone")
        alone_id = None if alone in (None, "") else int(alone)
        correcting = info.correct == "1"
        if result == "renege":
            offenders = self.checked(form, "offenders")
            if offenders is None:
                raise EuchreError("choose the pair that reneged")
            makers_value = None if makers is None else int(makers)
            if correcting:
                updated = t.correct_hand(rnd, table, hand, at=now(), renege=int(offenders),
                                         makers=makers_value, alone=alone_id)
            else:
                updated = t.record_renege(rnd, table, offenders=int(offenders), makers=makers_value,
                                          alone=alone_id, hand=hand, at=now())
        else:
            if makers is None:
                raise EuchreError("choose which pair made trump")
            if tricks is None:
                raise EuchreError("choose how many tricks the makers took")
            if correcting:
                updated = t.correct_hand(rnd, table, hand, at=now(), makers=int(makers), tricks=int(tricks),
                                         alone=alone_id, renege=None)
            else:
                updated = t.record_hand(rnd, table, makers=int(makers), tricks=int(tricks), alone=alone_id,
                                        hand=hand, at=now())
        entry = updated.hand(rnd, table, hand)
        a, b = entry.points
        self.commit(updated, f"Round {rnd}, table {table}, hand {hand}: {a}–{b}.")
        self.editing.pop("correct", None)

    def on_change(self, event) -> None:
        target = event.target
        if target.id == "import-file":
            files = target.files
            if files and files.length:
                self.read_import(files.item(0))
            return
        if Data(target).change == "bye-rule" and self.current:
            try:
                self.commit(self.current.with_settings(at=now(), bye_rule=str(target.value)), "Bye rule saved.")
            except EuchreError as error:
                self.messages.append(("error", str(error)))
            self.render()

    def read_import(self, file) -> None:
        def loaded(text) -> None:
            self.import_text(str(text))

        def failed(_error) -> None:
            self.messages.append(("error", "The file could not be read."))
            self.render()

        file.text().then(create_proxy(loaded), create_proxy(failed))

    def import_text(self, text: str) -> None:
        self.messages = []
        try:
            incoming = Tournament.loads(text)
        except EuchreError as error:
            self.messages.append(("error", f"Nothing was imported: {error}"))
            self.render()
            return
        if incoming.id in self.tournaments:
            self.pending_import = incoming
        else:
            self.commit(incoming, f"Tournament “{incoming.name}” imported.")
        self.render()

    def on_click(self, event) -> None:
        target = event.target.closest("button[data-do]")
        if not target or target.disabled:
            return
        data = Data(target)
        what = data.do
        t = self.current
        self.messages = [m for m in self.messages if m[0] == "error" and "would not store" in m[1]]
        try:
            if what == "open":
                self.open_id = str(data.id)
                self.editing = {}
            elif what == "close-tournament":
                self.open_id = None
            elif what == "delete":
                self.confirm_delete = str(data.id)
            elif what == "delete-yes":
                gone = self.tournaments.pop(str(data.id))
                self.shelf.delete(gone.id)
                self.confirm_delete = None
                self.messages.append(("ok", f"Tournament “{gone.name}” deleted."))
            elif what == "delete-no":
                self.confirm_delete = None
            elif what == "remove-player":
                self.commit(t.remove_player(int(data.player), at=now()), f"{t.name_of(int(data.player))} removed.")
            elif what == "restore-player":
                self.commit(t.restore_player(int(data.player), at=now()))
            elif what == "rename-player":
                self.editing["player"] = int(data.player)
            elif what == "cancel":
                self.editing.pop(str(data.what), None)
            elif what == "start-round":
                self.commit(t.start_round(at=now()), f"Round {len(t.rounds) + 1} seated.")
            elif what == "close-round":
                self.commit(t.close_round(int(data.round), at=now(), incomplete_ok=data.incomplete == "1"),
                            f"Round {data.round} closed.")
            elif what == "reopen-round":
                self.commit(t.reopen_round(int(data.round), at=now()), f"Round {data.round} reopened.")
            elif what == "edit-seats":
                self.editing["seats"] = (int(data.round), int(data.table))
            elif what == "correct":
                self.editing["correct"] = (int(data.round), int(data.table), int(data.hand))
            elif what == "undo":
                rnd, table, hand = int(data.round), int(data.table), int(data.hand)
                self.commit(t.undo_hand(rnd, table, hand, at=now()), f"Hand {hand} at table {table} undone.")
            elif what == "history":
                key = (int(data.round), int(data.table), int(data.hand))
                self.editing["history"] = None if self.editing.get("history") == key else key
            elif what == "tie-up":
                order = list(t.settings.tie_breaks)
                i = order.index(str(data.name))
                if i > 0:
                    order[i - 1], order[i] = order[i], order[i - 1]
                    self.commit(t.with_settings(at=now(), tie_breaks=order), "Tie-break order saved.")
            elif what == "export-json":
                download(f"{safe_filename(t.name)}.json", t.dumps(), "application/json")
            elif what == "export-standings":
                download(f"{safe_filename(t.name)}-standings.csv", t.standings_csv(), "text/csv")
            elif what == "export-hands":
                download(f"{safe_filename(t.name)}-hands.csv", t.hands_csv(), "text/csv")
            elif what == "import-merge":
                incoming, self.pending_import = self.pending_import, None
                merged, report = self.tournaments[incoming.id].merge(incoming, at=now())
                self.commit(merged, "Merged: " + ("; ".join(report.lines()) or "nothing new."))
            elif what == "import-both":
                incoming, self.pending_import = self.pending_import, None
                copy = incoming.copy_as(uuid.uuid4().hex, f"{incoming.name} (imported)"[:100], at=now())
                self.commit(copy, f"Imported as “{copy.name}”.")
            elif what == "import-cancel":
                self.pending_import = None
            elif what == "print":
                self.print_view(str(data.what))
                return
        except EuchreError as error:
            self.messages.append(("error", str(error)))
        self.render(focus=f'button[data-do="{what}"]')

    # --- rendering --------------------------------------------------------------------

    def render(self, focus: str | None = None) -> None:
        root = self.root
        clear(root)
        root.appendChild(el("h2", "Score sheet", id="sheet-title"))
        if self.messages:
            box = el("div", None, class_="sheet-messages", role="status", aria_live="polite")
            for kind, text in self.messages:
                box.appendChild(el("p", text, class_=f"message {kind}"))
            root.appendChild(box)
        if self.pending_import is not None:
            root.appendChild(self.import_choice())
        t = self.current
        root.appendChild(self.tournament_view(t) if t else self.list_view())
        document.body.dataset.sheet = "ready"
        if focus:
            node = root.querySelector(focus)
            if node and node.tagName in ("BUTTON", "INPUT", "SELECT"):
                node.focus()

    def import_choice(self):
        incoming = self.pending_import
        return el("div", None,
                  el("p", f"“{incoming.name}” is already on this device. Merge the file into it (hands recorded "
                          "elsewhere come in, nothing is duplicated), or keep both?"),
                  el("button", "Merge into the existing tournament", type="button", data_do="import-merge"),
                  el("button", "Keep both", type="button", class_="secondary", data_do="import-both"),
                  el("button", "Cancel", type="button", class_="secondary", data_do="import-cancel"),
                  class_="notice", role="alert")

    def list_view(self):
        box = el("div", None, class_="sheet-list")
        form = el("form", None,
                  el("label", "New tournament name", for_="new-tournament-name"),
                  el("input", None, id="new-tournament-name", name="name", required=True, maxlength="100",
                     autocomplete="off"),
                  el("button", "Create tournament", type="submit"),
                  data_form="new-tournament", class_="inline-form")
        box.appendChild(form)
        items = el("ul", None, class_="tournaments", aria_label="Tournaments on this device")
        for t in sorted(self.tournaments.values(), key=lambda x: x.updated, reverse=True):
            players = len(t.players)
            meta = f"{players} player{'s' if players != 1 else ''} · {len(t.rounds)} round" \
                   f"{'s' if len(t.rounds) != 1 else ''}"
            item = el("li", None, el("strong", t.name, class_="tournament-name"), el("span", " · " + meta),
                      data_tournament=t.id)
            if self.confirm_delete == t.id:
                item.appendChild(el("div", None,
                                    el("span", f"Delete “{t.name}” and every hand recorded in it? "),
                                    el("button", "Yes, delete it", type="button", data_do="delete-yes",
                                       data_id=t.id, class_="danger"),
                                    el("button", "Keep it", type="button", data_do="delete-no",
                                       class_="secondary"), class_="confirm"))
            else:
                item.appendChild(el("span", None,
                                    el("button", "Open", type="button", data_do="open", data_id=t.id,
                                       aria_label=f"Open {t.name}"),
                                    el("button", "Delete", type="button", data_do="delete", data_id=t.id,
                                       class_="secondary", aria_label=f"Delete {t.name}"), class_="actions"))
            items.appendChild(item)
        if not self.tournaments:
            box.appendChild(el("p", "No tournaments on this device yet.", class_="hint"))
        box.appendChild(items)
        box.appendChild(el("p", None,
                           el("label", "Import a tournament file (JSON) ", for_="import-file"),
                           el("input", None, type="file", id="import-file", accept=".json,application/json")))
        return box

    def tournament_view(self, t: Tournament):
        box = el("div", None, class_="sheet-tournament", data_tournament=t.id)
        box.appendChild(el("p", None, el("button", "← All tournaments", type="button", data_do="close-tournament",
                                         class_="secondary")))
        box.appendChild(el("h3", t.name, id="tournament-name"))
        box.appendChild(el("form", None,
                           el("label", "Tournament name", for_="rename-tournament"),
                           el("input", None, id="rename-tournament", name="name", value=t.name, maxlength="100",
                              required=True),
                           el("button", "Rename", type="submit", class_="secondary"),
                           data_form="rename-tournament", class_="inline-form"))
        box.appendChild(self.players_section(t))
        box.appendChild(self.rounds_section(t))
        box.appendChild(self.standings_section(t))
        box.appendChild(self.cards_section(t))
        box.appendChild(self.files_section(t))
        return box

    def players_section(self, t: Tournament):
        section = el("section", None, el("h3", f"Players ({len(t.active_players)} playing)"),
                     class_="panel", aria_label="Players")
        section.appendChild(el("form", None,
                               el("label", "Player name", for_="add-player-name"),
                               el("input", None, id="add-player-name", name="name", required=True,
                                  maxlength="100", autocomplete="off"),
                               el("button", "Add player", type="submit"),
                               data_form="add-player", class_="inline-form"))
        items = el("ul", None, class_="players")
        for player in t.players:
            item = el("li", None, data_player=str(player.id))
            if self.editing.get("player") == player.id:
                item.appendChild(el("form", None,
                                    el("label", f"New name for {player.name}", for_=f"rename-{player.id}"),
                                    el("input", None, id=f"rename-{player.id}", name="name", value=player.name,
                                       maxlength="100", required=True),
                                    el("button", "Save", type="submit"),
                                    el("button", "Cancel", type="button", data_do="cancel", data_what="player",
                                       class_="secondary"),
                                    data_form="rename-player", data_player=str(player.id), class_="inline-form"))
            else:
                item.appendChild(el("span", player.name, class_="player-name"))
                if not player.active:
                    item.appendChild(el("span", " (left)", class_="hint"))
                item.appendChild(el("button", "Rename", type="button", data_do="rename-player",
                                    data_player=str(player.id), class_="secondary",
                                    aria_label=f"Rename {player.name}"))
                if player.active:
                    item.appendChild(el("button", "Remove", type="button", data_do="remove-player",
                                        data_player=str(player.id), class_="secondary",
                                        aria_label=f"Remove {player.name}"))
                else:
                    item.appendChild(el("button", "Bring back", type="button", data_do="restore-player",
                                        data_player=str(player.id), class_="secondary",
                                        aria_label=f"Bring back {player.name}"))
            items.appendChild(item)
        section.appendChild(items)
        return section

    def rounds_section(self, t: Tournament):
        section = el("section", None, el("h3", "Rounds"), class_="panel", aria_label="Rounds")
        current = t.current_round
        can_start = len(t.active_players) >= 4 and (current is None or current.closed or not current.incomplete_tables)
        section.appendChild(el("p", None,
                               el("button", f"Seat round {len(t.rounds) + 1}", type="button", data_do="start-round",
                                  disabled=not can_start),
                               el("button", "Print seating", type="button", data_do="print", data_what="seating",
                                  class_="secondary", disabled=not t.rounds)))
        if len(t.active_players) < 4:
            section.appendChild(el("p", "Add at least four players to seat a round.", class_="hint"))
        else:
            section.appendChild(el("p", plan_text(len(t.active_players)), class_="hint", id="seating-plan"))
            repeats = repeated_partners(t)
            if repeats:
                section.appendChild(el("p", f"So far {repeats} pair{'s' if repeats != 1 else ''} of players "
                                            "have been partners more than once.", class_="hint"))
        for rnd in reversed(t.rounds):
            section.appendChild(self.round_view(t, rnd, open_=rnd is t.rounds[-1] or rnd.number in self.expanded))
        return section

    def round_view(self, t: Tournament, rnd, open_: bool):
        details = el("details", None, class_="round", data_round=str(rnd.number), open=open_)
        done = sum(1 for table in rnd.tables if table.is_complete)
        state = "closed" if rnd.closed else f"{done} of {len(rnd.tables)} tables finished"
        details.appendChild(el("summary", f"Round {rnd.number} · {state}"))
        if not open_:
            return details  # drawn when opened: a long tournament stays quick to update
        if rnd.byes:
            details.appendChild(el("p", "Sitting out: " + ", ".join(t.name_of(p) for p in rnd.byes),
                                   class_="byes"))
        for table in rnd.tables:
            details.appendChild(self.table_node(t, rnd, table))
        if rnd.closed:
            details.appendChild(el("button", f"Reopen round {rnd.number}", type="button", data_do="reopen-round",
                                   data_round=str(rnd.number), class_="secondary"))
        else:
            incomplete = bool(rnd.incomplete_tables)
            label = f"Close round {rnd.number}" + (" with hands missing" if incomplete else "")
            details.appendChild(el("button", label, type="button", data_do="close-round",
                                   data_round=str(rnd.number), data_incomplete="1" if incomplete else "0",
                                   class_="secondary"))
        return details

    def pair_names(self, t: Tournament, table, side: int) -> str:
        a, b = table.pairs[side]
        return f"{t.name_of(a)} & {t.name_of(b)}"

    def table_node(self, t: Tournament, rnd, table):
        """The table's drawing, reused when the table, the names and what is being edited there
        are unchanged: recording at one table leaves the others (and half-made entries) alone."""
        place = (rnd.number, table.number)
        editing = tuple(value for what in ("seats", "correct", "history")
                        if isinstance(value := self.editing.get(what), tuple) and value[:2] == place)
        key = (t.id, rnd.closed, editing)
        cached = self.tables.get(place)
        if cached and cached[0] is table and cached[1] is t.players and cached[2] == key:
            return cached[3]
        node = self.table_view(t, rnd, table)
        self.tables[place] = (table, t.players, key, node)
        return node

    def table_view(self, t: Tournament, rnd, table):
        r, n = rnd.number, table.number
        box = el("section", None, class_="sheet-table", data_table=str(n),
                 aria_label=f"Round {r}, table {n}")
        title = f"Table {n}: {self.pair_names(t, table, 0)} vs {self.pair_names(t, table, 1)}"
        box.appendChild(el("h4", title))
        a, b = table.points
        box.appendChild(el("p", f"{self.pair_names(t, table, 0)} {a} · {self.pair_names(t, table, 1)} {b} "
                                f"· {table.recorded} of 8 hands", class_="table-score"))
        if self.editing.get("seats") == (r, n):
            box.appendChild(self.seats_form(t, rnd, table))
        elif not rnd.closed:
            box.appendChild(el("button", "Change seats", type="button", data_do="edit-seats", data_round=str(r),
                               data_table=str(n), class_="secondary", aria_label=f"Change seats at table {n}"))
        rows = el("ol", None, class_="hands")
        for number in range(1, 9):
            entry = table.hand(number)
            dealer = t.name_of(table.dealer(number))
            row = el("li", None, data_hand=str(number))
            if entry is not None and entry.is_recorded:
                p0, p1 = entry.points
                row.appendChild(el("span", f"Hand {number} (dealer {dealer}): "
                                           f"{t.describe(entry.current, table.seats)} → {p0}–{p1}"))
                if not rnd.closed:
                    for label, action in (("Correct", "correct"), ("Undo", "undo")):
                        row.appendChild(el("button", label, type="button", data_do=action, data_round=str(r),
                                           data_table=str(n), data_hand=str(number), class_="secondary small",
                                           aria_label=f"{label} hand {number} at table {n}"))
                if entry.history:
                    row.appendChild(el("button", "History", type="button", data_do="history", data_round=str(r),
                                       data_table=str(n), data_hand=str(number), class_="secondary small",
                                       aria_label=f"History of hand {number} at table {n}"))
                if self.editing.get("history") == (r, n, number):
                    lines = el("ul", None, class_="history")
                    for line in t.hand_history(r, n, number):
                        lines.appendChild(el("li", f"{line.at[:19].replace('T', ' ')}: {line.text}"))
                    row.appendChild(lines)
            else:
                row.appendChild(el("span", f"Hand {number} (dealer {dealer}): not recorded", class_="hint"))
            if self.editing.get("correct") == (r, n, number):
                row.appendChild(self.record_form(t, rnd, table, number, correcting=True))
            rows.appendChild(row)
        box.appendChild(rows)
        upcoming = table.next_hand_number
        if upcoming is not None and not rnd.closed and self.editing.get("correct", (0, 0, 0))[:2] != (r, n):
            box.appendChild(self.record_form(t, rnd, table, upcoming, correcting=False))
        return box

    def seats_form(self, t: Tournament, rnd, table):
        form = el("form", None, data_form="seats", data_round=str(rnd.number), data_table=str(table.number),
                  class_="seats-form")
        labels = {"a": "Pair 1, first", "b": "Pair 1, second", "c": "Pair 2, first", "d": "Pair 2, second"}
        for slot, pid in zip("abcd", table.seats):
            select = el("select", None, name=slot, id=f"seat-{table.number}-{slot}")
            for player in t.players:
                if player.active or player.id == pid:
                    select.appendChild(el("option", player.name, value=str(player.id), selected=player.id == pid))
            form.appendChild(el("label", labels[slot], for_=f"seat-{table.number}-{slot}"))
            form.appendChild(select)
        form.appendChild(el("button", "Save seats", type="submit"))
        form.appendChild(el("button", "Cancel", type="button", data_do="cancel", data_what="seats",
                            class_="secondary"))
        return form

    def record_form(self, t: Tournament, rnd, table, number: int, correcting: bool):
        r, n = rnd.number, table.number
        prefix = f"r{r}t{n}h{number}{'c' if correcting else ''}"
        current = table.hand(number).current if correcting and table.hand(number) else None
        form = el("form", None, data_form="record", data_round=str(r), data_table=str(n), data_hand=str(number),
                  data_correct="1" if correcting else "0", class_="record-form",
                  aria_label=f"{'Correct' if correcting else 'Record'} hand {number} at table {n}")
        dealer = t.name_of(table.dealer(number))
        form.appendChild(el("p", f"{'Correct' if correcting else 'Record'} hand {number} · dealer {dealer}",
                            class_="record-title"))

        def radios(legend: str, name: str, options, chosen=None):
            fieldset = el("fieldset", None, el("legend", legend), class_=f"choices {name}")
            for value, label in options:
                ident = f"{prefix}-{name}-{value if value != '' else 'none'}"
                fieldset.appendChild(el("input", None, type="radio", name=name, value=str(value), id=ident,
                                        checked=chosen is not None and str(chosen) == str(value)))
                fieldset.appendChild(el("label", label, for_=ident))
            return fieldset

        is_renege = current is not None and current.renege is not None
        form.appendChild(radios("Result", "result", [("hand", "Played out"), ("renege", "Renege")],
                                "renege" if is_renege else "hand"))
        pairs = [(0, self.pair_names(t, table, 0)), (1, self.pair_names(t, table, 1))]
        form.appendChild(radios("Made trump", "makers", pairs, current.makers if current else None))
        alone_options = [("", "Nobody")] + [(pid, t.name_of(pid)) for pid in table.seats]
        form.appendChild(radios("Went alone", "alone", alone_options,
                                (current.alone if current and current.alone is not None else "")))
        form.appendChild(radios("Tricks the makers took", "tricks", [(k, str(k)) for k in range(6)],
                                current.tricks if current else None))
        form.appendChild(radios("Reneged (for a renege)", "offenders", pairs, current.renege if current else None))
        form.appendChild(el("button", "Save correction" if correcting else f"Record hand {number}", type="submit",
                            class_="primary"))
        if correcting:
            form.appendChild(el("button", "Cancel", type="button", data_do="cancel", data_what="correct",
                                class_="secondary"))
        return form

    def standings_section(self, t: Tournament):
        standings = t.standings()
        section = el("section", None, el("h3", "Standings"), class_="panel", aria_label="Standings")
        top = [row for row in standings if row.top_three]
        if top and any(row.rounds_played for row in standings):
            section.appendChild(el("p", "Top three: " + ", ".join(f"{row.rank}. {row.name} ({row.total})"
                                                                  for row in top), class_="top-three"))
        table = el("table", None, class_="log standings")
        table.appendChild(el("thead", None, el("tr", None, *[el("th", h, scope="col") for h in (
            "Rank", "Player", "Total", "Rounds won", "Lone hands", "Best round", "Byes")])))
        body = el("tbody")
        for row in standings:
            cells = [f"{row.rank}{'=' if row.tied else ''}", row.name + ("" if row.active else " (left)"),
                     str(row.total), str(row.rounds_won), str(row.lone_hands),
                     "–" if row.best_round is None else str(row.best_round), str(row.byes)]
            body.appendChild(el("tr", None, *[el("td", c) for c in cells],
                                class_="top" if row.top_three and row.rounds_played else None,
                                data_player=str(row.player)))
        table.appendChild(body)
        section.appendChild(el("div", None, table, class_="scroll"))
        section.appendChild(el("p", standings.bye_rule_text, class_="hint", id="bye-rule-text"))
        section.appendChild(el("p", standings.tie_break_text, class_="hint"))
        select = el("select", None, id="bye-rule", data_change="bye-rule")
        for value, text in (("zero", "A bye scores 0"), ("average", "A bye scores the player's average round")):
            select.appendChild(el("option", text, value=value, selected=t.settings.bye_rule == value))
        section.appendChild(el("p", None, el("label", "Byes ", for_="bye-rule"), select))
        order = el("ol", None, class_="tie-breaks", aria_label="Tie-break order after total points")
        for i, name in enumerate(t.settings.tie_breaks):
            item = el("li", None, el("span", TIE_BREAKS[name]))
            if i:
                item.appendChild(el("button", "Move up", type="button", data_do="tie-up", data_name=name,
                                    class_="secondary small", aria_label=f"Move {TIE_BREAKS[name]} up"))
            order.appendChild(item)
        section.appendChild(el("p", "Ties on total points are broken by, in order:", class_="hint"))
        section.appendChild(order)
        section.appendChild(el("button", "Print standings", type="button", data_do="print", data_what="standings",
                               class_="secondary"))
        return section

    def cards_section(self, t: Tournament):
        section = el("section", None, el("h3", "Score cards"), class_="panel", aria_label="Score cards")
        section.appendChild(el("p", "One card per player, as on the paper cards: round, table, partner, "
                                    "opponents, points and lone hands.", class_="hint"))
        section.appendChild(el("button", "Print score cards", type="button", data_do="print", data_what="cards",
                               class_="secondary"))
        return section

    def files_section(self, t: Tournament):
        return el("section", None, el("h3", "Files"),
                  el("p", "Keep a copy, or carry the tournament to another device.", class_="hint"),
                  el("button", "Download tournament (JSON)", type="button", data_do="export-json"),
                  el("button", "Download standings (CSV)", type="button", data_do="export-standings",
                     class_="secondary"),
                  el("button", "Download every hand (CSV)", type="button", data_do="export-hands",
                     class_="secondary"),
                  class_="panel", aria_label="Files")

    # --- printing ---------------------------------------------------------------------

    def print_view(self, what: str) -> None:
        t = self.current
        area = by_id("print-area")
        clear(area)
        area.appendChild(el("h1", t.name))
        if what == "seating":
            rnd = t.rounds[-1]
            area.appendChild(el("h2", f"Round {rnd.number} seating"))
            for table in rnd.tables:
                area.appendChild(el("p", f"Table {table.number}: {self.pair_names(t, table, 0)} vs "
                                         f"{self.pair_names(t, table, 1)}"))
            if rnd.byes:
                area.appendChild(el("p", "Sitting out: " + ", ".join(t.name_of(p) for p in rnd.byes)))
        elif what == "standings":
            standings = t.standings()
            area.appendChild(el("h2", "Standings"))
            table = el("table", None, el("thead", None, el("tr", None, *[el("th", h) for h in (
                "Rank", "Player", "Total", "Rounds won", "Lone hands", "Best round")])))
            body = el("tbody")
            for row in standings:
                body.appendChild(el("tr", None, *[el("td", str(c)) for c in (
                    row.rank, row.name, row.total, row.rounds_won, row.lone_hands,
                    "–" if row.best_round is None else row.best_round)]))
            table.appendChild(body)
            area.appendChild(table)
            area.appendChild(el("p", standings.bye_rule_text))
            area.appendChild(el("p", standings.tie_break_text))
        else:
            for player in t.players:
                card = el("section", None, el("h2", f"Score card: {player.name}"), class_="print-card")
                table = el("table", None, el("thead", None, el("tr", None, *[el("th", h) for h in (
                    "Round", "Table", "Partner", "Opponents", "Points", "Lone hands")])))
                body = el("tbody")
                total = 0
                for row in t.score_card(player.id):
                    if row.bye:
                        cells = (row.round, "sat out", "", "", row.points, "")
                    else:
                        cells = (row.round, row.table, t.name_of(row.partner),
                                 " & ".join(t.name_of(p) for p in row.opponents), row.points, row.loners)
                    body.appendChild(el("tr", None, *[el("td", str(c)) for c in cells]))
                    total += row.points or 0
                table.appendChild(body)
                card.appendChild(table)
                card.appendChild(el("p", f"Total: {total}"))
                area.appendChild(card)
        document.body.dataset.printing = what
        window.print()
