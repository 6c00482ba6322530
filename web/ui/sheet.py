"""The tournament score sheet: tournaments, players, seating, hands, standings, on screens of their own.

    sheet = Sheet(root); sheet.start("#sheet/<id>/round/2/table/3")
    sheet.show(window.location.hash)          # when the address changes

The address names the screen (``ui.sheet_words.parse_route``), so a reload, the back button and a
bookmark come back to it. Every change goes through ``euchre.sheet.Tournament`` (the engine
scores each hand with the same code as the game) and is stored at once by ``ui.sheet_store``.
What an action did is said next to the control that did it (``[data-feedback]`` boxes), focused
and announced. Names and imported text are always set as text, never as HTML.
"""

from __future__ import annotations

import uuid
from datetime import datetime, timezone

from pyodide.ffi import create_once_callable, create_proxy, to_js
from pyscript import document, window

from euchre.errors import EuchreError
from euchre.sheet import (DEFAULT_TIE_BREAKS, MergeConflict, Tournament, dump_tournament, hands_csv, load_tournament, merge_tournaments,
                          standings_csv)
from euchre.sheet.share import TableSheet, code_from_link, decide, decode, merge_results

from .dom import by_id, clear, download, el
from .sheet_round import round_screen
from .sheet_share import DeviceShelf, device_route, device_screen, devices_screen, results_text
from . import sheet_store
from .sheet_reasons import describe, hand_problem_text, totals_problem_text
from .sheet_screens import (files_screen, home_screen, import_choice, import_conflicts_panel, kept_data_panel,
                            list_screen, players_screen, print_nodes, standings_screen, tab_conflicts_panel,
                            tournament_frame)
from .sheet_store import Change, Shelf, ask_to_persist, changes
from .sheet_words import (Route, clear_totals_question, other_result, pair_text, parse_route, question, read_totals,
                          merge_text, result_text, route_hash, saved_text, totals_saved_text, undone_text, where_text)


def now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="milliseconds")


def js_object(**values):
    return to_js(values, dict_converter=window.Object.fromEntries)


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


class Refused(EuchreError):
    """An entry the sheet does not store, with the reason in the person's words."""


class Note:
    """What the next drawing says next to a control: ``place`` names its ``[data-feedback]`` box."""

    def __init__(self, place: str, text: str, kind: str = "ok", buttons=(), focus: str | None = None) -> None:
        self.place, self.text, self.kind, self.buttons, self.focus = place, text, kind, tuple(buttons), focus


class Sheet:
    def __init__(self, root) -> None:
        self.root = root
        self.shelf = Shelf()
        self.tournaments: dict[str, Tournament] = {}
        self.route = Route()
        self.messages: list[tuple[str, str]] = []
        """(kind, text) shown at the top: what happened elsewhere (storage, other tabs)."""
        self.note: Note | None = None
        self.confirm_delete: str | None = None
        self.editing: dict[str, object] = {}
        self.pending_import: Tournament | None = None
        self.import_conflicts: tuple[Tournament, tuple] | None = None
        """(the imported file's tournament, the hands it recorded differently): each waits for a decision."""
        self.decisions: dict[str, tuple] = {}
        """Hands two tabs recorded differently at the same moment, by tournament, until a person decides."""
        self.confirm_kept = False
        self.undone: tuple | None = None
        """(tournament id, round, table, hand, result before the undo, revision after it): what Redo restores."""
        self._proxies = []
        self.devices = DeviceShelf(window.localStorage)
        self.device: TableSheet | None = None
        """On a table's own phone: the table it keeps (``self.device_t`` is it as a tournament)."""
        self.device_t: Tournament | None = None
        self.pending_results: tuple | None = None
        """(a table's results, their conflicts): hands the organiser is asked to decide."""
        self.scanning = False
        self.started = False
        self.address = "#sheet"
        self._found = create_proxy(self.on_scanned)
        self._camera_problem = create_proxy(self.on_camera_problem)

    # --- start-up, addresses and events ---------------------------------------------------

    def start(self, address: str = "#sheet") -> None:
        """Replay the journal (writes a killed browser had not yet put on disk), then load and draw."""
        self.started, self.address = False, address
        found = sheet_store.journal()
        if found is None:
            self.begin([])
            return

        def replayed(entries) -> None:
            try:
                self.begin(entries.to_py() if hasattr(entries, "to_py") else [])
            except Exception:  # noqa: BLE001 - a damaged journal must not keep the sheet from starting
                self.begin([])

        try:
            found.entries().then(create_once_callable(replayed))
        except Exception:  # noqa: BLE001
            self.begin([])

    def begin(self, entries) -> None:
        back, problems = self.shelf.replay(entries)
        for name in back:
            self.messages.append(("info", f"“{name}”: the last changes saved before the browser closed were "
                                          "brought back."))
        if problems:  # one message, as loading says it
            self.messages.append(("error", " ".join(problems)))
        tournaments, problems = self.shelf.load_all()
        self.tournaments = {t.id: t for t in tournaments}
        for problem in problems:
            self.messages.append(("error", problem))
        ask_to_persist()
        self.listen(self.root, "click", self.on_click)
        self.listen(self.root, "submit", self.on_submit)
        self.listen(self.root, "change", self.on_change)
        self.listen(window, "storage", self.on_storage)
        if not document.querySelector('script[src="./web/qr.js"]'):
            document.head.appendChild(el("script", None, src="./web/qr.js"))  # draws and reads the QR codes
        self.started = True
        self.route = self.checked_route(self.arrive(parse_route(self.address)))
        self.render()

    def listen(self, node, event: str, handler) -> None:
        proxy = create_proxy(handler)
        self._proxies.append(proxy)
        node.addEventListener(event, proxy)

    def show(self, address: str) -> None:
        """The address changed (a link, the back button): draw the screen it names."""
        if not getattr(self, "started", True):
            self.address = address  # still starting: it draws this one when it has
            return
        route = self.checked_route(self.arrive(parse_route(address)))
        if route == self.route and self.note is None:
            return
        self.route = route
        self.editing, self.confirm_delete, self.scanning = {}, None, False
        self.render()
        window.scrollTo(0, 0)

    def go(self, route: Route) -> None:
        """Move to another screen (after an action), and name it in the address."""
        self.route = self.checked_route(route)
        self.editing = {}
        address = route_hash(self.route)
        if str(window.location.hash or "") != address:
            window.location.hash = address  # its hashchange finds this route drawn already
        window.scrollTo(0, 0)

    def checked_route(self, route: Route) -> Route:
        """The route, or the nearest screen that exists; the address is corrected to match."""
        fixed = route
        t = self.tournaments.get(route.tournament) if route.tournament else None
        if route.screen == "device":
            if self.device is None or self.device.key != (route.tournament, route.round, route.table):
                sheet, problem = self.devices.load(route.tournament, route.round, route.table)
                if problem:
                    self.messages.append(("error", problem))
                self.device = sheet
                self.device_t = sheet.tournament(at=now()) if sheet is not None else None
            if self.device is None:
                self.messages.append(("info", "This phone keeps no table at that address: scan the organiser's "
                                              "code for your table again."))
                fixed = Route()
        elif route.screen in ("join", "results"):
            fixed = Route()
        elif route.tournament is not None and t is None:
            self.messages.append(("info", "That tournament is not on this device: here are the ones that are."))
            fixed = Route()
        elif t is not None and route.screen == "round":
            if not t.rounds:
                fixed = Route(t.id, "home")
            else:
                number = route.round if route.round and 1 <= route.round <= len(t.rounds) else len(t.rounds)
                rnd = t.round(number)
                table = rnd.table(route.table) if route.table is not None else None
                if table is None:
                    table = rnd.incomplete_tables[0] if rnd.incomplete_tables else rnd.tables[0]
                fixed = Route(t.id, "round", number, table.number)
        if fixed != route and str(window.location.hash or "").startswith("#sheet"):
            window.history.replaceState(None, "", route_hash(fixed))
        return fixed

    @property
    def current(self) -> Tournament | None:
        if self.route.screen == "device":
            return self.device_t
        return self.tournaments.get(self.route.tournament) if self.route.tournament else None

    @property
    def base(self) -> str:
        """This page's address without its ``#...``: where links to other devices point."""
        return str(window.location.href).split("#")[0]

    # --- a phone per table ----------------------------------------------------------------------

    def arrive(self, route: Route) -> Route:
        """A link between devices does its work here and names the screen it leads to."""
        if route.screen == "join":
            target = self.join(route.code or "")
        elif route.screen == "results":
            target = self.results_from_link(route.code or "")
        else:
            return route
        window.history.replaceState(None, "", route_hash(target))
        return target

    def join(self, code: str) -> Route:
        """This phone keeps the table the organiser's code names (with any hands it already has)."""
        try:
            invite = decode(code)
        except EuchreError as error:
            self.messages.append(("error", f"The table's code could not be opened: {error}."))
            return Route()
        have, problem = self.devices.load(*invite.key)
        if problem:
            self.messages.append(("error", problem))
        sheet, said = invite, f"This phone now keeps table {invite.table} of round {invite.round}. Record its hands here."
        if have is not None and have.seat_ids == invite.seat_ids:
            sheet = invite.with_hands_of(have, at=now())[0]
            said = f"Table {invite.table} of round {invite.round} again: the hands on this phone are kept."
        elif have is not None and have.recorded:
            sheet = have
            said = (f"The organiser has since changed the seats at table {invite.table}; this phone keeps the hands "
                    "recorded here with the old seats. Show its results to the organiser first.")
        problem = self.devices.save(sheet)
        self.device, self.device_t = sheet, sheet.tournament(at=now())
        self.note = Note("device", f"{said} {problem}" if problem else said, "error" if problem else "ok")
        return device_route(sheet)

    def results_from_link(self, code: str) -> Route:
        try:
            sheet = decode(code)
        except EuchreError as error:
            self.messages.append(("error", f"Nothing was merged: {error}."))
            return Route()
        if sheet.tournament_id not in self.tournaments:
            self.messages.append(("error", f"These are results for “{sheet.tournament_name}”, which is not on this "
                                           "device: open them on the organiser's device."))
            return Route()
        self.route = Route(sheet.tournament_id, "devices")
        try:
            self.merge_sheet(sheet)
        except EuchreError as error:
            self.note = Note("devices", f"Nothing was merged: {error}.", "error")
        return self.route

    def merge_sheet(self, sheet: TableSheet) -> None:
        """Merge a table's results into its tournament, and say what came in next to the scanner."""
        t = self.tournaments.get(sheet.tournament_id)
        if t is None:
            raise Refused(f"these are results for “{sheet.tournament_name}”, which is not on this device")
        merged, report = merge_results(t, sheet, at=now())
        self.pending_results = (sheet, report.conflicts) if report.conflicts else None
        if self.route != Route(t.id, "devices"):
            self.go(Route(t.id, "devices"))
        self.done("devices", results_text(merged, sheet, report), merged if merged is not t else None,
                  kind="question" if report.conflicts else "ok",
                  focus="#conflicts" if report.conflicts else None)

    def take_results(self, text: str) -> None:
        """Results read from a code, a photo or a pasted link."""
        self.keep_storage_warnings()
        self.scanning = False
        try:
            self.merge_sheet(decode(code_from_link(text, "results")))
        except EuchreError as error:
            self.note = Note("devices", f"Nothing was merged: {error}.", "error")
        self.render_kept()

    def on_scanned(self, text) -> None:
        self.take_results(str(text))

    def on_camera_problem(self, kind) -> None:
        self.scanning = False
        self.note = Note("devices", ("The camera was not allowed: allow it in the browser's settings, or choose "
                                     "a photo of the code, or paste the link." if str(kind) == "refused" else
                                     "No camera could be used here: choose a photo of the code, or paste the "
                                     "link."), "error")
        self.render()

    def read_photo(self, file) -> None:
        def found(text) -> None:
            if text:
                self.take_results(str(text))
            else:
                self.refuse("devices", "No QR code was found in that picture: take it again with the whole code "
                                       "in view, or paste the link.")

        def failed(_error) -> None:
            self.refuse("devices", "That picture could not be read: choose a photo (JPEG or PNG) of the code.")

        qr = getattr(window, "euchreQr", None)
        if not qr:
            self.refuse("devices", "The code reader is still loading: try again in a moment.")
            return
        qr.decodeFile(file).then(create_proxy(found), create_proxy(failed))

    def after_render(self) -> None:
        qr = getattr(window, "euchreQr", None)
        if not qr:
            return  # web/qr.js draws the codes itself once it has loaded
        qr.fill(self.root)
        video = self.root.querySelector("#scan-video")
        if self.scanning and video:
            qr.startCamera(video, self._found, self._camera_problem)
        else:
            qr.stopCamera()

    def on_storage(self, event) -> None:
        """Another tab wrote a tournament: take its changes in, and redraw only what changed; a form with
        anything entered and not yet sent is never redrawn."""
        key = str(event.key or "")
        if not key.startswith("euchre:sheet:t:"):
            return
        tournament_id = key[len("euchre:sheet:t:"):]
        before = self.tournaments.get(tournament_id)
        tournament, problem = self.shelf.load(tournament_id)
        change = self.shelf.change.pop(tournament_id, None) or changes(before, tournament)
        if tournament is None:
            if tournament_id in self.tournaments and not problem:
                del self.tournaments[tournament_id]
                self.decisions.pop(tournament_id, None)
                if self.route.tournament == tournament_id:
                    self.messages.append(("info", "This tournament was deleted in another tab."))
                    self.route = Route()
                    window.history.replaceState(None, "", "#sheet")
            elif not problem:
                return
            change = Change(frozenset(), True)
        else:
            self.tournaments[tournament_id] = tournament
            if self.shelf.conflicts.get(tournament_id):
                change = Change(change.tables, True)  # the hands to decide are shown at the top
            if not change.any and not problem:
                return  # nothing this tab shows has changed: nothing is redrawn
            if self.route.tournament == tournament_id and (
                    "info", "Updated with changes made in another tab.") not in self.messages:
                self.messages.append(("info", "Updated with changes made in another tab."))
        if problem and ("error", problem) not in self.messages:
            self.messages.append(("error", problem))
        if self.route.tournament == tournament_id or self.route.screen == "list" or problem:
            self.refresh(tournament_id, change)

    def unsent(self, form) -> bool:
        """Whether a form holds anything entered and not sent: a field that differs from how it was drawn."""
        for node in form.querySelectorAll("input, select, textarea"):
            kind = str(node.type or "")
            if kind in ("radio", "checkbox"):
                if bool(node.checked) != bool(node.defaultChecked):
                    return True
            elif str(node.tagName) == "SELECT":
                if any(bool(option.selected) != bool(option.defaultSelected) for option in node.options):
                    return True
            elif kind not in ("button", "submit", "reset", "file", "hidden", "image"):
                if str(node.value or "") != str(node.defaultValue or ""):
                    return True
        return False

    def refresh(self, tournament_id: str, change: Change) -> None:
        """Redraw after another tab's change: on a round screen only the parts that changed, never the
        table whose form holds unsent entries; elsewhere the screen, with every unsent form kept as it is."""
        route = self.route
        t = self.tournaments.get(tournament_id)
        old = self.root.querySelector("section.sheet-round")
        if (route.screen == "round" and route.tournament == tournament_id and t is not None and not change.rest
                and old and self.checked_route(route) == route):
            new = self.round(t, route)
            parts = ("#round-title", "nav.table-picker", "p.byes", ".round-tools")
            if all(bool(old.querySelector(p)) == bool(new.querySelector(p)) for p in parts):
                self.replace_messages()
                for part in parts:
                    if old.querySelector(part):
                        old.querySelector(part).replaceWith(new.querySelector(part))
                if (route.round, route.table) in change.tables:
                    self.replace_table(old, new, route)
                self.refreshed()
                return
        lost = self.render_keeping()
        for form in lost:
            if Data(form).form == "record":
                self.messages.append(("error", f"What you were entering for hand {Data(form).hand} at table "
                                               f"{Data(form).table} was not kept: that hand was recorded in "
                                               "another tab. Check it in the table's hands."))
        if lost:
            self.replace_messages()
        self.refreshed()

    def render_keeping(self) -> list:
        """Draw the screen again with every form that holds unsent entries kept as it is (moved into the new
        drawing in place of its fresh copy). Returns the unsent forms that have no place in the new drawing."""
        kept = [(self.form_key(form), form) for form in self.root.querySelectorAll("form") if self.unsent(form)]
        focused = document.activeElement
        self.render()
        lost = []
        for selector, form in kept:
            fresh = self.root.querySelector(selector)
            if fresh:
                fresh.replaceWith(form)
            else:
                lost.append(form)
        if focused and self.root.contains(focused):
            focused.focus(js_object(preventScroll=True))
        return lost

    def refreshed(self) -> None:
        """Count the redraws another tab's change caused (tests wait for them)."""
        done = getattr(document.body.dataset, "sheetRefreshed", None)
        document.body.dataset.sheetRefreshed = str(int(str(done or 0)) + 1)

    def replace_table(self, old, new, route: Route) -> None:
        """The shown table changed in another tab: redraw it, unless its form holds unsent entries (then it
        stays as it is, with a word next to the form; the next entry there checks against the new state)."""
        table, fresh = old.querySelector("section.sheet-table"), new.querySelector("section.sheet-table")
        form = table.querySelector('form[data-form="record"], form[data-form="totals"], form[data-form="seats"]')
        if form and self.unsent(form):
            box = form.querySelector("[data-feedback]")
            if box and box.hidden:
                self.fill_box(box, Note("", f"Table {route.table} was just changed in another tab. What you "
                                            "entered here is kept: send it when ready (it is checked against "
                                            "the change).", "info"), focus=False)
            return
        table.replaceWith(fresh)

    def form_key(self, form) -> str:
        """A selector that finds the same form in a new drawing."""
        keys = "".join(f'[{name}="{form.getAttribute(name)}"]' for name in (
            "data-form", "data-round", "data-table", "data-hand", "data-correct", "data-player")
            if form.getAttribute(name))  # a missing attribute is JS null
        return "form" + keys

    def replace_messages(self) -> None:
        old = self.root.querySelector(".sheet-messages")
        fresh = self.messages_box()
        if old and fresh is not None:
            old.replaceWith(fresh)
        elif old:
            old.remove()
        elif fresh is not None:
            self.root.querySelector("#sheet-title").after(fresh)

    def commit(self, tournament: Tournament) -> str | None:
        """Store the tournament; returns what went wrong with storing it, if anything."""
        if self.route.screen == "device" and self.device is not None:
            self.device_t = tournament
            self.device = TableSheet.of(tournament, self.device.round, self.device.table)
            return self.devices.save(self.device)
        saved = self.shelf.save(tournament, now())
        self.tournaments[saved.tournament.id] = saved.tournament
        if saved.merged:
            self.messages.append(("info", "Another tab had changed this tournament: both sets of changes are kept."))
        if saved.problem:
            self.messages.append(("error", saved.problem))
            return ("This browser would not store it: it is kept only while this page stays open. "
                    "Download the tournament file (Files) to keep a copy.")
        return None

    def done(self, place: str, text: str, tournament: Tournament | None = None, **options) -> None:
        """Store ``tournament`` (if given) and say ``text`` next to ``place`` on the next drawing."""
        problem = self.commit(tournament) if tournament is not None else None
        if problem:
            self.note = Note(place, f"{text} {problem}", "error")
        else:
            self.note = Note(place, text, **options)

    # --- reading forms ------------------------------------------------------------------------

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

    def place_of(self, node) -> str | None:
        holder = node.closest("[data-place]") if node else None
        return Data(holder).place if holder else None

    # --- events -------------------------------------------------------------------------------

    def on_submit(self, event) -> None:
        started = window.performance.now()
        form = event.target
        what = Data(form).form
        handler = FORMS.get(what or "")
        if handler is None:
            return
        event.preventDefault()
        self.act(lambda: handler(self, form), form, started)

    def on_click(self, event) -> None:
        target = event.target.closest("button[data-do]")
        if not target or target.disabled:
            return
        handler = CLICKS.get(Data(target).do or "")
        if handler is None:
            return
        self.act(lambda: handler(self, Data(target), target), target)

    def act(self, work, node, started: float | None = None) -> None:
        """Do what a form or button asks and draw the result."""
        self.keep_storage_warnings()
        try:
            if work() is False:
                return
        except EuchreError as error:
            self.refuse(self.place_of(node), str(error))
            return
        self.render_kept(started)

    def render_kept(self, started: float | None = None) -> None:
        """Draw the result at once; the change's journal entry (web/journal.js) is on its way to disk and
        ``body[data-sheet-journal]`` says "kept" once it is there (tens of milliseconds)."""
        pending = self.shelf.take_journal()
        self.render()
        if started is not None:  # how long the entry took, from the submit to the updated page
            document.body.dataset.sheetEntryMs = str(round(window.performance.now() - started, 1))
        if pending is not None:
            document.body.dataset.sheetJournal = "writing"

            def kept(_result=None) -> None:
                if not self.shelf.journalling:
                    document.body.dataset.sheetJournal = "kept"

            pending.then(create_once_callable(kept), create_once_callable(kept))

    def keep_storage_warnings(self) -> None:
        self.messages = [m for m in self.messages if m[0] == "error" and "would not store" in m[1]]

    def on_change(self, event) -> None:
        target = event.target
        ident = str(target.id or "")
        if ident == "results-photo":
            files = target.files
            if files and files.length:
                self.read_photo(files.item(0))
            target.value = ""
            return
        if ident in ("import-file", "merge-file"):
            files = target.files
            if files and files.length:
                self.read_import(files.item(0))
            target.value = ""  # the same file can be chosen again
            return
        form = target.closest('form[data-form="record"]')
        if form:
            self.record_form_changed(form, target)
            return
        change = Data(target).change
        t = self.current
        if not change or t is None:
            return
        try:
            if change == "bye-rule":
                self.done("rules", "Bye rule saved.", t.with_settings(at=now(), bye_rule=str(target.value)))
            elif change == "break-ties":
                on = bool(target.checked)
                self.done("rules", "Tie-breaks on: equal totals are put in order." if on else
                          "Tie-breaks off: equal totals share a place.",
                          t.with_settings(at=now(), tie_breaks=DEFAULT_TIE_BREAKS if on else ()),
                          focus="#break-ties")
        except EuchreError as error:
            self.refuse("rules", str(error))
            return
        self.render_kept()

    def record_form_changed(self, form, target) -> None:
        """Keep the form consistent as it is filled: a loner's pair made trump; renege fields for a renege."""
        name = str(target.name or "")
        if name == "alone" and target.checked and str(target.value):
            side = target.getAttribute("data-side")
            makers = form.querySelector(f'input[name="makers"][value="{side}"]')
            if makers:
                makers.checked = True
        if name == "result":
            self.show_result_fields(form)
        if form.getAttribute("data-confirmed") or form.querySelector(".feedback.question"):
            form.removeAttribute("data-confirmed")
            slot = form.querySelector("[data-feedback]")
            if slot:
                self.clear_box(slot)

    def show_result_fields(self, form) -> None:
        renege = self.checked(form, "result") == "renege"
        form.querySelector("fieldset.offenders").hidden = not renege
        form.querySelector("fieldset.tricks").hidden = renege

    def carry_over(self, form, r: int, n: int, h: int) -> None:
        """Hand ``h`` was recorded in another tab while this form was being filled: open its correction form
        with the person's choices in it, so nothing they entered is lost and they decide which result stands."""
        chosen = {str(node.name): str(node.value) for node in form.querySelectorAll("input:checked")}
        t = self.current
        table = t.table(r, n)
        self.editing["correct"] = (r, n, h)
        self.note = Note(f"correct-{h}", f"Hand {h} at table {n} was recorded in another tab meanwhile: "
                                         f"{result_text(t, table, table.hand(h).current)}. What you entered is in "
                                         f"this correction form: press Save correction if yours is right, or "
                                         f"Cancel to keep the other.", "question")
        self.render()
        fresh = self.root.querySelector(f'form[data-form="record"][data-correct="1"][data-round="{r}"]'
                                        f'[data-table="{n}"][data-hand="{h}"]')
        if not fresh:
            return
        for name, value in chosen.items():
            node = fresh.querySelector(f'input[name="{name}"][value="{value}"]')
            if node:
                node.checked = True
        self.show_result_fields(fresh)

    # --- feedback next to the control -------------------------------------------------------------

    def box_for(self, place: str | None):
        return self.root.querySelector(f'[data-feedback="{place}"]') if place else None

    def clear_box(self, box) -> None:
        clear(box)
        box.hidden = True
        box.className = "feedback"
        box.removeAttribute("role")

    def fill_box(self, box, note: Note, focus: bool = True) -> None:
        clear(box)
        box.hidden = False
        box.className = f"feedback {note.kind}"
        box.setAttribute("role", "status" if note.kind == "ok" else "alert")
        box.appendChild(el("p", note.text))
        if note.buttons:
            box.appendChild(el("p", None, *note.buttons, class_="button-row"))
        if not focus:  # said quietly (another tab's change): the person's focus and place stay where they are
            return
        target = self.root.querySelector(note.focus) if note.focus else None
        box.scrollIntoView(js_object(block="nearest"))
        (target or box).focus(js_object(preventScroll=True))

    def refuse(self, place: str | None, text: str) -> None:
        """Say why an entry was not stored, next to it; nothing is redrawn, so nothing chosen is lost."""
        box = self.box_for(place)
        note = Note(place or "", text, "error")
        if box is None:
            self.note = note
            self.render()
            return
        self.fill_box(box, note)

    def show_note(self) -> None:
        note, self.note = self.note, None
        if note is None:
            return
        if not note.text:  # nothing to say: only where the focus goes
            target = self.root.querySelector(note.focus) if note.focus else None
            if target:
                target.focus()
            return
        box = self.box_for(note.place)
        if box is None:  # the place is not on this screen: say it at the top
            box = el("div", None, class_="feedback", data_feedback=note.place, tabindex="-1")
            title = self.root.querySelector("#sheet-title")
            title.after(box)
        self.fill_box(box, note)

    # --- rendering ----------------------------------------------------------------------------

    def render(self) -> None:
        root = self.root
        clear(root)
        root.appendChild(el("h2", "Score sheet", id="sheet-title"))
        for tid, found in list(self.shelf.conflicts.items()):  # shown for a decision, then cleared
            self.shelf.conflicts.pop(tid)
            known = {c.key for c in self.decisions.get(tid, ())}
            self.decisions[tid] = self.decisions.get(tid, ()) + tuple(c for c in found if c.key not in known)
        self.add_stored_waiting()
        box = self.messages_box()
        if box is not None:
            root.appendChild(box)
        for tid, found in list(self.decisions.items()):
            t = self.tournaments.get(tid)
            found = tuple(c for c in found if t is not None and t.hand(*c.key) is not None and t.hand(*c.key).waiting)
            self.decisions[tid] = found
            if found:
                root.appendChild(tab_conflicts_panel(t, found))
            else:
                del self.decisions[tid]
        t = self.current
        route = self.route
        if route.screen == "device" and t is not None:
            if self.note is not None and self.note.place == "record" and t.table(route.round, route.table).is_complete:
                self.note.place = "share"  # the last hand: said above the table's code, which comes first now
            root.appendChild(device_screen(t, self.device, self.editing, self.base, bool(self.editing.get("results"))))
        elif t is None:
            root.appendChild(list_screen(list(self.tournaments.values()), self.confirm_delete))
        else:
            frame = tournament_frame(t, route.screen)
            frame.appendChild(SCREENS.get(route.screen, Sheet.home)(self, t, route))
            root.appendChild(frame)
        if self.pending_import is not None:
            holder = root.querySelector('[data-place="import"]') or root
            choice = import_choice(self.pending_import)
            holder.appendChild(choice)
            choice.scrollIntoView(js_object(block="nearest"))
            choice.focus(js_object(preventScroll=True))
        if self.import_conflicts is not None:
            incoming, found = self.import_conflicts
            here = self.tournaments.get(incoming.id)
            if here is None:
                self.import_conflicts = None
            else:
                holder = root.querySelector('[data-place="import"]') or root
                holder.appendChild(import_conflicts_panel(here, found))
        document.body.dataset.sheet = "ready"
        document.body.dataset.sheetScreen = route.screen
        self.after_render()
        self.show_note()

    def add_stored_waiting(self) -> None:
        """Hands whose result from another copy waits in the tournament (after a reload too), offered
        for a decision beside the tab's own; those the results or import panel is asking about are left
        to it."""
        for tid, t in self.tournaments.items():
            asked = {c.key for c in self.decisions.get(tid, ())}
            if self.pending_results is not None and self.pending_results[0].tournament_id == tid:
                asked |= {c.key for c in self.pending_results[1]}
            if self.import_conflicts is not None and self.import_conflicts[0].id == tid:
                asked |= {c.key for c in self.import_conflicts[1]}
            waiting = tuple(c for c in t.waiting() if isinstance(c, MergeConflict) and c.key not in asked)
            if waiting:
                self.decisions[tid] = self.decisions.get(tid, ()) + waiting

    def messages_box(self):
        """What happened elsewhere (storage, other tabs), with the data kept aside beside its message."""
        kept = sheet_store.backups()
        show_kept = bool(kept) and (self.route.screen == "list" or self.confirm_kept or any(
            "could not be read" in text for _, text in self.messages))
        if not self.messages and not show_kept:
            return None
        box = el("div", None, class_="sheet-messages", role="status", aria_live="polite")
        for kind, text in self.messages:
            box.appendChild(el("p", text, class_=f"message {kind}"))
        if show_kept:
            box.appendChild(kept_data_panel(kept, self.confirm_kept))
        return box

    def home(self, t: Tournament, route: Route):
        return home_screen(t, self.editing)

    def round(self, t: Tournament, route: Route):
        rnd = t.round(route.round)
        return round_screen(t, rnd, rnd.table(route.table), self.editing)

    def standings(self, t: Tournament, route: Route):
        return standings_screen(t)

    def players(self, t: Tournament, route: Route):
        return players_screen(t, self.editing)

    def files(self, t: Tournament, route: Route):
        return files_screen(t)

    def devices_(self, t: Tournament, route: Route):
        return devices_screen(t, self.base, self.editing.get("invite"), self.scanning, self.pending_results)

    # --- forms ------------------------------------------------------------------------------------

    def new_tournament(self, form):
        name = self.field(form, "name").strip()
        created = Tournament.new(uuid.uuid4().hex, name, at=now())
        self.done("players", f"Tournament “{name}” created. Add the players.", created, focus="#add-player-name")
        self.go(Route(created.id, "home"))

    def rename_tournament(self, form):
        self.done("rename", "Tournament renamed.", self.current.rename(self.field(form, "name").strip(), at=now()))

    def add_player(self, form):
        t = self.current
        name = self.field(form, "name").strip()
        updated = t.add_player(name, at=now())
        count = len(updated.active_players)
        more = "" if count >= 4 else f" Add {4 - count} more to seat a round."
        self.done("players", f"{name} added: {count} playing.{more}", updated, focus="#add-player-name")

    def rename_player(self, form):
        t = self.current
        pid = int(Data(form).player)
        updated = t.rename_player(pid, self.field(form, "name").strip(), at=now())
        self.editing.pop("player", None)
        self.done("players", f"{t.name_of(pid)} is now {updated.name_of(pid)}.", updated)

    def seats(self, form):
        t = self.current
        rnd, table = int(Data(form).round), int(Data(form).table)
        seats = [int(self.field(form, seat)) for seat in ("a", "b", "c", "d")]
        updated = t.set_table(rnd, table, seats, at=now())
        self.editing.pop("seats", None)
        self.done("seats", f"Seats changed: {pair_text(updated, updated.table(rnd, table), 0)} vs "
                           f"{pair_text(updated, updated.table(rnd, table), 1)}.", updated)

    def record(self, form):
        t = self.current
        info = Data(form)
        r, n, h = int(info.round), int(info.table), int(info.hand)
        table = t.table(r, n)
        correcting = info.correct == "1"
        there = table.hand(h)
        result = self.checked(form, "result")
        makers = self.checked(form, "makers")
        makers = None if makers is None else int(makers)
        alone = self.checked(form, "alone")
        alone = None if alone in (None, "") else int(alone)
        tricks = renege = None
        if result == "renege":
            offenders = self.checked(form, "offenders")
            if offenders is None:
                raise Refused(f"Choose the pair that reneged: {pair_text(t, table, 0)} or {pair_text(t, table, 1)}.")
            renege = int(offenders)
        else:
            tricks = self.checked(form, "tricks")
            tricks = None if tricks is None else int(tricks)
        if not correcting and there is not None and there.is_recorded:
            if there.current.content == (makers, tricks, alone, renege):
                return False  # the same result is saved already (pressed twice): nothing to do
            self.carry_over(form, r, n, h)
            return False
        problem = t.hand_problem(r, n, makers=makers, tricks=tricks, alone=alone, renege=renege, hand=h)
        if problem:
            raise Refused(hand_problem_text(t, table, problem))
        ask = question(t, table, makers=makers, tricks=tricks, alone=alone, renege=renege)
        if ask and form.getAttribute("data-confirmed") != "1":
            form.setAttribute("data-confirmed", "asked")
            box = form.querySelector("[data-feedback]")
            self.fill_box(box, Note("", ask.text, "question", buttons=(
                el("button", ask.yes, type="button", data_do="confirm-yes", class_="primary"),
                el("button", ask.no, type="button", data_do="confirm-no", data_look=ask.look_at,
                   class_="secondary"))))
            return False
        if correcting:
            updated = t.correct_hand(r, n, h, at=now(), makers=makers, tricks=tricks, alone=alone, renege=renege)
        elif renege is not None:
            updated = t.record_renege(r, n, offenders=renege, makers=makers, alone=alone, hand=h, at=now())
        else:
            updated = t.record_hand(r, n, makers=makers, tricks=tricks, alone=alone, hand=h, at=now())
        self.editing.pop("correct", None)
        new_table = updated.table(r, n)
        place = f"hand-{h}" if correcting else "record"
        self.done(place, saved_text(updated, new_table, h, corrected=correcting), updated)
        return None

    def results_link(self, form):
        self.take_results(self.field(form, "link"))
        return False

    def totals(self, form):
        t = self.current
        r, n = int(Data(form).round), int(Data(form).table)
        table = t.table(r, n)
        read = read_totals(t, table, self.field(form, "ab"), self.field(form, "cd"))
        if isinstance(read, str):
            raise Refused(read)
        problem = t.totals_problem(r, n, *read)
        if problem:
            raise Refused(totals_problem_text(t, table, problem))
        updated = t.enter_totals(r, n, *read, at=now())
        self.editing["mode"] = (n, "totals")
        self.done("totals", totals_saved_text(updated, updated.table(r, n)), updated)

    # --- buttons ----------------------------------------------------------------------------------

    def invite(self, data, target):
        n = int(data.table)
        self.editing["invite"] = None if self.editing.get("invite") == n else n
        self.note = Note("", "", focus=f'button[data-do="invite"][data-table="{n}"]')

    def show_results(self, data, target):
        self.editing["results"] = not self.editing.get("results")
        self.note = Note("", "", focus='button[data-do="show-results"]')

    def copy_link(self, data, target):
        field = by_id(str(data.source))
        field.select()
        place = self.place_of(target)

        def copied(ok) -> None:
            box = self.box_for(place)
            if box is not None:
                self.fill_box(box, Note(place, "Link copied." if ok else
                                        "This browser would not copy it: the link is selected, copy it from there.",
                                        "ok" if ok else "error"))

        window.euchreQr.copy(str(field.value)).then(create_proxy(copied))
        return False

    def scan_start(self, data, target):
        self.scanning = True
        self.note = Note("", "", focus='button[data-do="scan-stop"]')

    def scan_stop(self, data, target):
        self.scanning = False
        self.note = Note("", "", focus='button[data-do="scan-start"]')

    def decide_results(self, data, take_theirs: bool):
        if self.pending_results is None:
            raise Refused("there is nothing left to decide")
        sheet, _ = self.pending_results
        h = int(data.hand)
        t = self.tournaments[sheet.tournament_id]
        merged, _ = decide(t, sheet, h, take_theirs=take_theirs, at=now())
        _, report = merge_results(merged, sheet, at=now())
        self.pending_results = (sheet, report.conflicts) if report.conflicts else None
        said = (f"Hand {h} at table {sheet.table}: the table's result is now current." if take_theirs else
                f"Hand {h} at table {sheet.table}: kept as entered here.")
        left = "" if report.conflicts else " Every hand is settled."
        self.done("conflicts" if report.conflicts else "devices", said + left, merged)

    def results_keep(self, data, target):
        self.decide_results(data, False)

    def results_take(self, data, target):
        self.decide_results(data, True)


    def entry_mode(self, data, target):
        """Switch a table between entering hand by hand and entering round totals."""
        mode = "totals" if data.mode == "totals" else "hands"
        self.editing["mode"] = (int(data.table), mode)
        self.editing.pop("correct", None)
        focus = 'form[data-form="totals"] input[name="ab"]' if mode == "totals" else \
            f'button[data-do="entry-mode"][data-mode="{mode}"]'
        self.note = Note("", "", focus=focus)

    def clear_totals(self, data, target):
        t = self.current
        table = t.table(int(data.round), int(data.table))
        form = target.closest("form")
        self.fill_box(form.querySelector("[data-feedback]"), Note("", clear_totals_question(t, table), "question", buttons=(
            el("button", "Yes, clear them", type="button", data_do="clear-totals-yes", data_round=data.round,
               data_table=data.table, class_="danger"),
            el("button", "Keep them", type="button", data_do="clear-totals-no", class_="secondary"))))
        return False

    def clear_totals_yes(self, data, target):
        t = self.current
        r, n = int(data.round), int(data.table)
        updated = t.clear_totals(r, n, at=now())
        table = updated.table(r, n)
        self.editing["mode"] = (n, "hands")
        place = "record" if table.next_hand_number is not None else "round"
        self.done(place, f"Round totals cleared at table {n} (kept in its history): "
                         f"{pair_text(updated, table, 0)} {table.points[0]}, "
                         f"{pair_text(updated, table, 1)} {table.points[1]} from the hands recorded.", updated)

    def clear_totals_no(self, data, target):
        form = target.closest("form")
        self.clear_box(form.querySelector("[data-feedback]"))
        form.querySelector('input[name="ab"]').focus()
        return False


    def open(self, data, target):
        self.go(Route(str(data.id), "home"))

    def close_tournament(self, data, target):
        self.go(Route())

    def delete(self, data, target):
        self.confirm_delete = str(data.id)
        self.note = Note("", "", focus='button[data-do="delete-no"]')

    def delete_yes(self, data, target):
        gone = self.tournaments.pop(str(data.id))
        self.shelf.delete(gone.id)
        self.confirm_delete = None
        self.done("list", f"Tournament “{gone.name}” deleted.")

    def delete_no(self, data, target):
        self.confirm_delete = None

    def remove_player(self, data, target):
        t = self.current
        pid = int(data.player)
        self.done("players", f"{t.name_of(pid)} removed: not seated again; their points stay.",
                  t.remove_player(pid, at=now()))

    def restore_player(self, data, target):
        t = self.current
        pid = int(data.player)
        self.done("players", f"{t.name_of(pid)} is back: seated from the next round.", t.restore_player(pid, at=now()))

    def edit_player(self, data, target):
        self.editing["player"] = int(data.player)

    def cancel(self, data, target):
        self.editing.pop(str(data.what), None)

    def start_round(self, data, target):
        t = self.current
        updated = t.start_round(at=now())
        rnd = updated.rounds[-1]
        first = rnd.tables[0]
        byes = f" Sitting out: {', '.join(updated.name_of(p) for p in rnd.byes)}." if rnd.byes else ""
        self.done("round", f"Round {rnd.number} seated at {len(rnd.tables)} "
                           f"table{'s' if len(rnd.tables) != 1 else ''}.{byes}", updated)
        self.go(Route(t.id, "round", rnd.number, first.number))

    def close_round(self, data, target):
        t = self.current
        r = int(data.round)
        self.done("round-tools", f"Round {r} closed: its scores are final.",
                  t.close_round(r, at=now(), incomplete_ok=data.incomplete == "1"))

    def reopen_round(self, data, target):
        t = self.current
        r = int(data.round)
        self.done("round-tools", f"Round {r} reopened: its hands can be changed.", t.reopen_round(r, at=now()))

    def edit_seats(self, data, target):
        self.editing["seats"] = (int(data.round), int(data.table))

    def correct(self, data, target):
        self.editing["correct"] = (int(data.round), int(data.table), int(data.hand))
        self.note = Note(f"correct-{data.hand}", f"Correct hand {data.hand}: change what was wrong, then "
                                                   "Save correction.", focus=f'form[data-correct="1"] input:checked')

    def undo(self, data, target):
        t = self.current
        r, n, h = int(data.round), int(data.table), int(data.hand)
        before = t.hand(r, n, h).current
        updated = t.undo_hand(r, n, h, at=now())
        after = updated.hand(r, n, h)
        self.undone = (t.id, r, n, h, before.content, after.revision)
        self.done(f"hand-{h}", undone_text(updated, updated.table(r, n), h, before, after.current), updated,
                  buttons=[el("button", f"Redo hand {h}", type="button", data_do="redo", class_="primary",
                              aria_label=f"Redo hand {h} at table {n}")])

    def redo(self, data, target):
        t = self.current
        if self.undone is None or self.undone[0] != t.id:
            raise Refused("There is nothing to redo.")
        _, r, n, h, content, revision = self.undone
        entry = t.hand(r, n, h)
        if entry is None or entry.revision != revision:
            raise Refused(f"Hand {h} has changed since it was undone: correct it instead.")
        makers, tricks, alone, renege = content
        if entry.is_recorded:
            updated = t.correct_hand(r, n, h, at=now(), makers=makers, tricks=tricks, alone=alone, renege=renege)
        elif renege is not None:
            updated = t.record_renege(r, n, offenders=renege, makers=makers, alone=alone, hand=h, at=now())
        else:
            updated = t.record_hand(r, n, makers=makers, tricks=tricks, alone=alone, hand=h, at=now())
        self.undone = None
        table = updated.table(r, n)
        self.done(f"hand-{h}", f"Hand {h} is back: {describe(updated, table, table.hand(h).current)}.", updated)

    def history(self, data, target):
        key = (int(data.round), int(data.table), int(data.hand))
        self.editing["history"] = None if self.editing.get("history") == key else key
        self.note = Note("", "", focus=f'button[data-do="history"][data-hand="{data.hand}"]')

    def tie_up(self, data, target):
        t = self.current
        order = list(t.settings.tie_breaks)
        i = order.index(str(data.name))
        if i > 0:
            order[i - 1], order[i] = order[i], order[i - 1]
            self.done("rules", "Tie-break order saved.", t.with_settings(at=now(), tie_breaks=order))

    def export_json(self, data, target):
        t = self.current
        download(f"{safe_filename(t.name)}.json", dump_tournament(t), "application/json")
        return False

    def export_standings(self, data, target):
        t = self.current
        download(f"{safe_filename(t.name)}-standings.csv", standings_csv(t), "text/csv")
        return False

    def export_hands(self, data, target):
        t = self.current
        download(f"{safe_filename(t.name)}-hands.csv", hands_csv(t), "text/csv")
        return False

    def import_merge(self, data, target):
        """Merge the file in; a hand it recorded differently keeps this device's result until a person
        chooses the file's (never overwritten silently)."""
        incoming, self.pending_import = self.pending_import, None
        merged, report = merge_tournaments(self.tournaments[incoming.id], incoming, at=now())
        text = merge_text(report)
        if report.conflicts:
            count = len(report.conflicts)
            text += (f" {count} hand{'s are' if count != 1 else ' is'} recorded differently in the file: this "
                     "device's results are kept; choose below.")
            self.import_conflicts = (incoming, report.conflicts)
        self.done("import", text, merged if report.changed else None,
                  kind="question" if report.conflicts else "ok",
                  focus="#import-conflicts" if report.conflicts else None)

    def decided_import(self, data) -> tuple[Tournament, tuple, tuple[int, int, int]]:
        if self.import_conflicts is None:
            raise Refused("There is nothing left to decide.")
        incoming, found = self.import_conflicts
        key = (int(data.round), int(data.table), int(data.hand))
        left = tuple(c for c in found if c.key != key)
        self.import_conflicts = (incoming, left) if left else None
        return incoming, left, key

    def import_take(self, data, target):
        incoming, left, key = self.decided_import(data)
        merged, _ = merge_tournaments(self.tournaments[incoming.id], incoming, at=now(), take=[key])
        table = merged.table(key[0], key[1])
        said = (f"{where_text(merged, key)}: the file's result is now in force "
                f"({result_text(merged, table, merged.hand(*key).current)}); this device's is in its history.")
        self.done("import-conflicts" if left else "import", said + ("" if left else " Every hand is settled."),
                  merged)

    def import_keep(self, data, target):
        incoming, left, key = self.decided_import(data)
        t = self.tournaments[incoming.id]
        entry = t.hand(*key)
        updated = t.decide_hand(*key, entry.current, at=now()) if entry is not None and entry.waiting else None
        said = (f"{where_text(t, key)}: kept as this device has it "
                f"({result_text(t, t.table(key[0], key[1]), t.hand(*key).current)}).")
        self.done("import-conflicts" if left else "import", said + ("" if left else " Every hand is settled."),
                  updated)

    def decided_tab(self, data):
        tid = str(data.id)
        key = (int(data.round), int(data.table), int(data.hand))
        found = self.decisions.get(tid, ())
        conflict = next((c for c in found if c.key == key), None)
        if conflict is None:
            raise Refused("There is nothing left to decide for that hand.")
        left = tuple(c for c in found if c.key != key)
        if left:
            self.decisions[tid] = left
        else:
            self.decisions.pop(tid, None)
        return self.tournaments[tid], conflict, key, left

    def tab_keep(self, data, target):
        t, _, key, left = self.decided_tab(data)
        entry = t.hand(*key)
        updated = t.decide_hand(*key, entry.current, at=now()) if entry is not None and entry.waiting else None
        said = f"{where_text(t, key)} stays {result_text(t, t.table(key[0], key[1]), t.hand(*key).current)}."
        self.done("tab-conflicts" if left else "sheet-title", said, updated)

    def tab_take(self, data, target):
        t, conflict, key, left = self.decided_tab(data)
        other = other_result(t, conflict)
        if other is None:
            raise Refused("That result is already in force.")
        r, n, h = key
        updated = t.decide_hand(r, n, h, other, at=now())
        said = (f"{where_text(updated, key)} is now "
                f"{result_text(updated, updated.table(r, n), updated.hand(*key).current)}.")
        if self.route.tournament != t.id:
            self.go(Route(t.id, "round", r, n))
        self.done("tab-conflicts" if left else f"hand-{h}", said, updated)

    def kept_download(self, data, target):
        download("kept-score-sheet-data.txt", sheet_store.backups_text(), "text/plain")
        return False

    def kept_delete(self, data, target):
        self.confirm_kept = True
        self.note = Note("", "", focus='button[data-do="kept-delete-no"]')

    def kept_delete_yes(self, data, target):
        kept = sheet_store.backups()
        for key, _ in kept:
            sheet_store.delete_backup(key)
        self.confirm_kept = False
        self.messages = [m for m in self.messages if "could not be read" not in m[1]]
        self.messages.append(("ok", f"The kept data was deleted ({len(kept)} "
                                    f"piece{'s' if len(kept) != 1 else ''}). No tournament was touched."))

    def kept_delete_no(self, data, target):
        self.confirm_kept = False
        self.note = Note("", "", focus='button[data-do="kept-delete"]')

    def import_both(self, data, target):
        incoming, self.pending_import = self.pending_import, None
        copy = incoming.copy_as(uuid.uuid4().hex, f"{incoming.name} (imported)"[:100], at=now())
        self.done("import", f"Imported as “{copy.name}”.", copy)

    def import_cancel(self, data, target):
        self.pending_import = None
        self.done("import", "Nothing was imported.")

    def print(self, data, target):
        area = by_id("print-area")
        clear(area)
        for node in print_nodes(self.current, str(data.what), int(data.round) if data.round else None):
            area.appendChild(node)
        document.body.dataset.printing = str(data.what)
        window.print()
        return False

    def confirm_yes(self, data, target):
        form = target.closest("form")
        form.setAttribute("data-confirmed", "1")
        form.requestSubmit()
        return False

    def confirm_no(self, data, target):
        form = target.closest("form")
        form.removeAttribute("data-confirmed")
        self.clear_box(form.querySelector("[data-feedback]"))
        first = form.querySelector(f"fieldset.{data.look} input")
        if first:
            first.focus()
        return False

    # --- importing ---------------------------------------------------------------------------------

    def read_import(self, file) -> None:
        def loaded(text) -> None:
            self.import_text(str(text))

        def failed(_error) -> None:
            self.refuse("import", "The file could not be read.")

        file.text().then(create_proxy(loaded), create_proxy(failed))

    def import_text(self, text: str) -> None:
        self.keep_storage_warnings()
        try:
            incoming = load_tournament(text)
        except EuchreError as error:
            self.refuse("import", f"Nothing was imported: {error}")
            return
        if incoming.id in self.tournaments:
            self.pending_import = incoming
        else:
            self.done("import", f"Tournament “{incoming.name}” imported.", incoming)
        self.render_kept()


FORMS = {
    "new-tournament": Sheet.new_tournament,
    "rename-tournament": Sheet.rename_tournament,
    "add-player": Sheet.add_player,
    "rename-player": Sheet.rename_player,
    "record": Sheet.record,
    "totals": Sheet.totals,
    "seats": Sheet.seats,
    "results-link": Sheet.results_link,
}
"""What each form (``data-form``) does when it is sent."""

CLICKS = {
    "open": Sheet.open,
    "close-tournament": Sheet.close_tournament,
    "delete": Sheet.delete,
    "delete-yes": Sheet.delete_yes,
    "delete-no": Sheet.delete_no,
    "remove-player": Sheet.remove_player,
    "restore-player": Sheet.restore_player,
    "rename-player": Sheet.edit_player,
    "cancel": Sheet.cancel,
    "start-round": Sheet.start_round,
    "close-round": Sheet.close_round,
    "reopen-round": Sheet.reopen_round,
    "edit-seats": Sheet.edit_seats,
    "correct": Sheet.correct,
    "undo": Sheet.undo,
    "redo": Sheet.redo,
    "history": Sheet.history,
    "tie-up": Sheet.tie_up,
    "export-json": Sheet.export_json,
    "export-standings": Sheet.export_standings,
    "export-hands": Sheet.export_hands,
    "import-merge": Sheet.import_merge,
    "import-both": Sheet.import_both,
    "import-cancel": Sheet.import_cancel,
    "import-take": Sheet.import_take,
    "import-keep": Sheet.import_keep,
    "tab-take": Sheet.tab_take,
    "tab-keep": Sheet.tab_keep,
    "kept-download": Sheet.kept_download,
    "kept-delete": Sheet.kept_delete,
    "kept-delete-yes": Sheet.kept_delete_yes,
    "kept-delete-no": Sheet.kept_delete_no,
    "print": Sheet.print,
    "confirm-yes": Sheet.confirm_yes,
    "confirm-no": Sheet.confirm_no,
    "invite": Sheet.invite,
    "show-results": Sheet.show_results,
    "copy-link": Sheet.copy_link,
    "scan-start": Sheet.scan_start,
    "scan-stop": Sheet.scan_stop,
    "results-keep": Sheet.results_keep,
    "results-take": Sheet.results_take,
    "entry-mode": Sheet.entry_mode,
    "clear-totals": Sheet.clear_totals,
    "clear-totals-yes": Sheet.clear_totals_yes,
    "clear-totals-no": Sheet.clear_totals_no,
}
"""What each button (``data-do``) does: handler(sheet, its data, the button); False means nothing to redraw."""

SCREENS = {
    "home": Sheet.home,
    "round": Sheet.round,
    "standings": Sheet.standings,
    "players": Sheet.players,
    "files": Sheet.files,
    "devices": Sheet.devices_,
}
"""How each screen of a tournament is drawn."""
