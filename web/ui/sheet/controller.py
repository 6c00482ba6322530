"""The score sheet's controller: it wires each event to an action, stores what the action changed,
and draws the state.

    sheet = Sheet(root); sheet.start("#sheet/<id>/round/2/table/3")
    sheet.show(window.location.hash)          # when the address changes

An event (a form sent, a button, a change, a file or a code read, another tab's write, the
address) becomes a plain ``form`` dict and an action's name; ``ui.sheet.actions.dispatch`` returns
the new state, the tournament to store and what to say. The controller stores that tournament
(``ui.sheet.store``), does the action's effects (downloads, printing, copying, deleting), names
the screen in the address, and draws ``ui.sheet.page`` of the state, which changes nothing. What
an action did is said next to the control that did it, focused and announced; an action that only
says something (a refusal, a question) fills that box and redraws nothing, so nothing chosen in
a form is lost. Another tab's change redraws only what changed, and never a form with unsent
entries.
"""

from __future__ import annotations

import dataclasses
import uuid
from datetime import datetime, timedelta, timezone

from pyodide.ffi import create_once_callable, create_proxy, to_js
from pyscript import document, window

from euchre.sheet.share import TableSheet
from euchre.sheet.sync_link import other_tournament, take_in, take_in_table

from ..kit.dom import build, by_id, download, el, replace_children
from . import actions, store, words
from .actions import DownloadKept, Step
from .page import note_box, page
from .routes import Route, checked, parse_route, route_hash
from .screens import print_nodes
from .board import PAGE_SECONDS
from .devices import sync_line
from .state import Copy, Download, Forget, ForgetKept, FullScreen, Note, Print, SheetState, SyncStart, SyncStop, Syncing
from .sync import Links
from .store import Change, DeviceShelf, Journal, Shelf, ask_to_persist, changes


def now() -> str:
    """This moment in the device's own time zone (so a result's time reads as the room's clock)."""
    offset = timedelta(minutes=-int(window.Date.new().getTimezoneOffset()))
    return datetime.now(timezone(offset)).isoformat(timespec="milliseconds")


def js_object(**values):
    return to_js(values, dict_converter=window.Object.fromEntries)


def data_of(node) -> dict[str, str]:
    """An element's ``data-*`` attributes by name (``data-round`` -> ``round``)."""
    found = {}
    for attribute in node.attributes:
        name = str(attribute.name)
        if name.startswith("data-"):
            found[name[5:]] = str(attribute.value)
    return found


def place_of(node) -> str | None:
    holder = node.closest("[data-place]") if node else None
    return str(holder.getAttribute("data-place")) if holder else None


def read_form(form) -> dict[str, str]:
    """A form's ``data-*`` attributes, and its fields: each text field's value, each checked choice."""
    values = data_of(form)
    for node in form.querySelectorAll("input[name], select[name], textarea[name]"):
        kind, name = str(node.type or ""), str(node.name)
        if kind in ("radio", "checkbox"):
            if node.checked:
                values[name] = str(node.value)
        else:
            values[name] = str(node.value or "")
    return values


def synced() -> None:
    """Count the documents' arrivals that changed this device's data (tests wait for them)."""
    document.body.dataset.sheetSynced = str(int(str(getattr(document.body.dataset, "sheetSynced", None) or 0)) + 1)


class Sheet:
    def __init__(self, root) -> None:
        self.root = root
        self.journal = Journal()
        self.shelf = Shelf(self.journal)
        self.devices = DeviceShelf(window.localStorage, self.journal)
        self.tournaments: dict = {}
        self.state = SheetState()
        self._proxies = []
        self.started = False
        self.address = "#sheet"
        self._found = create_proxy(self.on_scanned)
        self._camera_problem = create_proxy(self.on_camera_problem)
        self._turn = create_proxy(self.on_page_time)
        self.turning = None
        """The projector screen's page timer, while it is shown."""
        self.links: Links | None = None
        """This device's live sync links (``ui.sheet.sync``), from the start."""

    # --- start-up, addresses and events ---------------------------------------------------

    def start(self, address: str = "#sheet") -> None:
        """Replay the journal (writes a killed browser had not yet put on disk), then load and draw."""
        self.started, self.address = False, address
        found = store.journal()
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
        state = self.state
        damaged = store.set_aside_journal(entries, self.journal)
        back, problems = self.shelf.replay(entries)
        if damaged:
            problems = [words.JOURNAL_DAMAGED.format(count=damaged)] + problems
        for name in back:
            state = state.say("info", words.BROUGHT_BACK.format(name=name), "journal:" + name)
        for round_number, table in self.devices.replay(entries):
            state = state.say("info", words.TABLE_BROUGHT_BACK.format(table=table, round=round_number),
                              f"journal:{round_number}:{table}")
        tournaments, more = self.shelf.load_all()
        self.tournaments = {t.id: t for t in tournaments}
        self.links = Links(self.on_sync_docs, self.on_sync_status)
        more = more + self.links.resume()
        if problems or more:  # one message, as loading says it
            state = state.say("error", " ".join(problems + more), "unreadable")
        self.state = dataclasses.replace(state, on_device=frozenset(self.tournaments),
                                         sync=tuple((key, Syncing(link)) for key, link in self.links.links.items()))
        ask_to_persist()
        self.listen(self.root, "click", self.on_click)
        self.listen(self.root, "submit", self.on_submit)
        self.listen(self.root, "change", self.on_change)
        self.listen(window, "storage", self.on_storage)
        self.listen(window, "resize", lambda event: self.fit_board())
        self.listen(document, "fullscreenchange", self.on_fullscreen)
        if not document.querySelector('script[src="./web/qr.js"]'):
            document.head.appendChild(el("script", None, src="./web/qr.js"))  # draws and reads the QR codes
        self.started = True
        self.show(self.address)
        if not self.root.querySelector("#sheet-title"):  # the list, drawn the first time
            self.render()

    def listen(self, node, event: str, handler) -> None:
        proxy = create_proxy(handler)
        self._proxies.append(proxy)
        node.addEventListener(event, proxy)

    def show(self, address: str) -> None:
        """The address changed (a link, the back button): draw the screen it names."""
        if not self.started:
            self.address = address  # still starting: it draws this one when it has
            return
        self.run("show", {"route": parse_route(address)}, address=address)

    def find(self, where):
        """The store's copy of an action's tournament: (it or None, a problem reading it or None)."""
        kind, key = where
        if kind == "tournament":
            return self.tournaments.get(key), None
        if self.state.device is not None and self.state.route.screen == "device" and \
                (self.state.route.tournament, self.state.route.round, self.state.route.table) == tuple(key):
            return self.state.device, None
        sheet, problem = self.devices.load(*key)
        return (sheet.tournament(at=now()) if sheet is not None else None), problem

    # --- running an action -----------------------------------------------------------------

    def run(self, name: str, form: dict, node=None, started: float | None = None, address: str | None = None) -> None:
        """Do action ``name`` with ``form``, store what it changed, and draw the result."""
        form = {"at": now(), "new_id": uuid.uuid4().hex, **form}
        if node is not None and "place" not in form:
            form["place"] = place_of(node) or ""
        before = self.state
        step, given = actions.dispatch(name, before, form, self.find)
        state = step.state
        effects, state = state.effects, dataclasses.replace(state, effects=())
        note = step.note
        stored = step.tournament is not None and step.tournament is not given
        if stored:
            state, problem = self.commit(state, step.tournament)
            if problem and note is not None:
                note = Note(note.place, f"{note.text} {problem}", "error")
            elif problem:
                note = Note("", problem, "error")
        for effect in effects:
            state = self.effect(effect, state)
        if state == before and not stored:
            self.state = state
            if address is not None:
                self.name_the_screen(address)  # an address that led nowhere new still shows where it is
            self.say_only(note)
            return
        self.state = state.noting(note)
        self.name_the_screen(address)
        if state.route != before.route:
            window.scrollTo(0, 0)
        self.render_kept(started, focus=name != "show")

    def name_the_screen(self, address: str | None) -> None:
        """Put the state's screen in the address: a new entry after an action, the same one when the
        address itself led here (a link between devices, a screen that does not exist)."""
        wanted = route_hash(self.state.route)
        shown = str(window.location.hash or "")
        if shown == wanted or not (shown == "" or shown.startswith("#sheet")):
            return
        if address is not None:
            window.history.replaceState(None, "", wanted)
        else:
            window.location.hash = wanted  # its hashchange finds this route drawn already

    def commit(self, state: SheetState, tournament) -> tuple[SheetState, str | None]:
        """Store the tournament; returns the state and what went wrong storing it, if anything."""
        if state.route.screen == "device" and state.device is not None and tournament.id == state.route.tournament:
            problem = self.devices.save(TableSheet.of(tournament, state.route.round, state.route.table))
            if self.links is not None:
                self.links.publish(f"{tournament.id}/{state.route.round}/{state.route.table}", tournament)
            return dataclasses.replace(state, device=tournament), problem
        saved = self.shelf.save(tournament, now())
        if self.links is not None:
            self.links.publish(saved.tournament.id, saved.tournament)
        self.tournaments[saved.tournament.id] = saved.tournament
        state = dataclasses.replace(state, on_device=frozenset(self.tournaments))
        self.shelf.conflicts.pop(saved.tournament.id, None)  # they wait in the tournament, shown from there
        if saved.merged:
            state = state.say("info", words.BOTH_TABS_KEPT, "other-tab")
        if saved.problem:
            return state.say("error", saved.problem, "storage"), words.NOT_STORED
        return state, None

    def effect(self, effect, state: SheetState) -> SheetState:
        if isinstance(effect, Download):
            download(effect.filename, effect.text, effect.kind)
        elif isinstance(effect, DownloadKept):
            download("kept-score-sheet-data.txt", "\n".join(f"{key}\n{text}" for key, text in self.kept()),
                     "text/plain")
        elif isinstance(effect, Print):
            area = by_id("print-area")
            t = self.tournaments.get(state.route.tournament)
            replace_children(area, *print_nodes(t, effect.what, effect.round))
            document.body.dataset.printing = effect.what
            window.print()
        elif isinstance(effect, Copy):
            self.copy(effect)
        elif isinstance(effect, FullScreen):  # the whole page, which stays as the screen is redrawn
            try:
                if effect.on:
                    document.documentElement.requestFullscreen()
                elif not effect.on and document.fullscreenElement:
                    document.exitFullscreen()
            except Exception:  # noqa: BLE001 - a browser without the Fullscreen API: the screen stays as it is
                pass
        elif isinstance(effect, Forget):
            self.tournaments.pop(effect.tournament, None)
            self.shelf.delete(effect.tournament)
            state = dataclasses.replace(state, on_device=frozenset(self.tournaments))
        elif isinstance(effect, ForgetKept):
            self.shelf.forget_kept()
            self.devices.forget_kept()
        elif isinstance(effect, SyncStart) and self.links is not None:
            problem = self.links.start(effect.link)
            state = state.with_sync(effect.link.key, Syncing(effect.link))
            if problem:
                state = state.say("error", problem, "sync-storage")
        elif isinstance(effect, SyncStop) and self.links is not None:
            self.links.stop(effect.key)
            state = state.with_sync(effect.key, None)
        return state

    # --- live sync ------------------------------------------------------------------------------

    def on_sync_docs(self, key: str, docs: list, fresh: list) -> None:
        """Documents arrived in (or were added to) a link's database: take them into the tournament with
        the sheet's merge, store what changed, publish what the database lacks, redraw what changed."""
        link = self.links.links.get(key) if self.links is not None else None
        if link is None:
            return
        if link.role == "table":
            self.on_table_docs(key, link, docs)
            return
        tournament_id = link.tournament_id
        before = self.tournaments.get(tournament_id)
        merged, taken = take_in(before, docs, link, at=now(), label=words.phone_label,
                                organiser_label=words.ORGANISER_DEVICE, fresh=fresh if before is not None else None)
        if taken.problem:
            self.links.close(key)
            self.on_sync_status(key, "other", taken.problem)
            return
        if merged is None or merged is before:
            self.links.publish(key, before)
            return
        state, problem = self.commit(self.state, merged)
        conflicts = sum(len(report.conflicts) + len(report.totals_conflicts) for report in taken.reports)
        if conflicts:
            state = state.say("error", words.SYNC_CONFLICT.format(count=words.plural(conflicts, "result")),
                              "sync-conflict")
        self.state = state
        after = self.tournaments.get(tournament_id)
        if before is None and link.role == "screen" and self.state.route.screen == "list":
            route = Route(tournament_id, "screen")
            self.state = self.state.unsay("follow")
            self.run("show", {"route": route}, address=route_hash(route))
            return
        if self.state.route.tournament == tournament_id or self.state.route.screen == "list":
            self.refresh(tournament_id, changes(before, after))
        synced()

    def on_table_docs(self, key: str, link, docs: list) -> None:
        """A table's phone: what the organiser's device holds for its table (a correction made
        there) taken in as a new invitation's hands would be; then publish what the database lacks."""
        place = (link.tournament_id, link.round, link.table)
        sheet, _ = self.devices.load(*place)
        if sheet is None:
            return
        updated = take_in_table(sheet, docs, link, at=now())
        if updated is not sheet:
            problem = self.devices.save(updated)
            route = self.state.route
            if route.screen == "device" and (route.tournament, route.round, route.table) == place:
                state = dataclasses.replace(self.state, device=updated.tournament(at=now()))
                self.state = state.say("error", problem, "storage") if problem else \
                    state.say("info", words.SYNC_TABLE_UPDATED, "sync-table")
                self.render_keeping()
            synced()
        self.links.publish(key, updated.tournament(at=now()))

    def on_sync_status(self, key: str, kind: str, detail: str) -> None:
        """How a link's replication goes, said on its status line (and a refusal of a document at the top)."""
        current = self.state.syncing(key)
        if current is None:
            return
        if kind == "identity":
            if detail == current.link.tournament_id:
                return
            self.links.close(key)
            kind, detail = "other", other_tournament(detail)
        if kind == "denied":
            self.state = self.state.say("error", words.sync_status_text("denied", detail), "sync-denied")
            self.replace_messages()
            return
        if current.status == "other" or (current.status, current.detail) == (kind, detail):
            return  # a database of another tournament stays refused until the link changes
        self.state = self.state.with_sync(key, dataclasses.replace(current, status=kind, detail=detail))
        if (current.status == "refused") != (kind == "refused") and self.state.route.screen == "devices":
            self.render_keeping()  # the organiser's panel offers the password again only while it is refused
        else:
            self.replace_sync_line()

    def replace_sync_line(self) -> None:
        route = self.state.route
        key = f"{route.tournament}/{route.round}/{route.table}" if route.screen == "device" else route.tournament
        syncing = self.state.syncing(key)
        for node in self.root.querySelectorAll(".sync-status"):
            fresh = sync_line(syncing) if syncing is not None else None
            if fresh is not None:
                node.replaceWith(build(fresh))

    def copy(self, effect: Copy) -> None:
        field = by_id(effect.source)
        field.select()

        def copied(ok) -> None:
            self.say_only(Note(effect.place, words.LINK_COPIED if ok else words.NOT_COPIED, "ok" if ok else "error"))

        window.euchreQr.copy(str(field.value)).then(create_proxy(copied))

    # --- events -------------------------------------------------------------------------------

    def on_submit(self, event) -> None:
        started = window.performance.now()
        form = event.target
        name = str(form.getAttribute("data-form") or "")
        if name not in actions.ACTIONS:
            return
        event.preventDefault()
        self.run(name, read_form(form), form, started)

    def on_click(self, event) -> None:
        target = event.target.closest("button[data-do]")
        if not target or target.disabled:
            return
        name = str(target.getAttribute("data-do"))
        if name == "confirm-yes":  # the question's answer: send the form it asked about, as it is
            form = target.closest("form")
            self.run(str(form.getAttribute("data-form")), {**read_form(form), "confirmed": "1"}, form)
            return
        if name == "dismiss":
            self.dismiss(str(target.getAttribute("data-key")))
            return
        if name == "choose":
            self.choose(target)
            return
        self.run(name, data_of(target), target)

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
                self.read_import(files.item(0), target)
            target.value = ""  # the same file can be chosen again
            return
        form = target.closest('form[data-form="record"]')
        if form:
            self.record_form_changed(form, target)
            return
        change = target.getAttribute("data-change")
        if change:
            self.run(str(change), {"value": str(target.value or ""), "checked": "1" if target.checked else "0"},
                     target)

    def on_scanned(self, text) -> None:
        self.run("scanned", {"text": str(text)}, self.root.querySelector('[data-place="devices"]'))

    def on_camera_problem(self, kind) -> None:
        self.run("camera-problem", {"kind": str(kind)})

    def read_photo(self, file) -> None:
        place = self.root.querySelector('[data-place="devices"]')

        def found(text) -> None:
            if text:
                self.run("scanned", {"text": str(text)}, place)
            else:
                self.say_only(Note("devices", words.NO_CODE_IN_PHOTO, "error"))

        def failed(_error) -> None:
            self.say_only(Note("devices", words.PHOTO_UNREADABLE, "error"))

        qr = getattr(window, "euchreQr", None)
        if not qr:
            self.say_only(Note("devices", words.READER_LOADING, "error"))
            return
        qr.decodeFile(file).then(create_proxy(found), create_proxy(failed))

    def read_import(self, file, node) -> None:
        def loaded(text) -> None:
            self.run("import-file", {"text": str(text), "place": "import"})

        def failed(_error) -> None:
            self.say_only(Note("import", words.FILE_UNREADABLE, "error"))

        file.text().then(create_proxy(loaded), create_proxy(failed))

    def record_form_changed(self, form, target) -> None:
        """A choice in the record form: the renege fields for a renege; a loner and the makers kept
        consistent only by asking (``actions.answered``); a question left open is taken down."""
        name = str(target.name or "")
        place = str(form.getAttribute("data-place"))
        if name == "result":
            renege = str(target.value) == "renege"
            form.querySelector("fieldset.offenders").hidden = not renege
            form.querySelector("fieldset.tricks").hidden = renege
        note = None
        if name in ("alone", "makers") and target.checked:
            t, _ = self.find(actions.target("record", self.state, {}))
            sets, note = actions.answered(t, {**read_form(form), "place": place}, name)
            for field, value in sets.items():
                self.choose_in(form, field, value)
        if note is not None:
            self.say_only(note, focus=False)  # said (role=alert) while the focus stays on the choice
        elif form.querySelector(".feedback.question"):
            self.say_only(Note(place, ""), focus=False)

    def choose_in(self, form, name: str, value: str) -> None:
        choice = form.querySelector(f'input[name="{name}"][value="{value}"]')
        if choice:
            choice.checked = True

    def choose(self, button) -> None:
        """A button of the form's question sets one of its answers (the person's choice, asked for)."""
        form = button.closest("form")
        name = str(button.getAttribute("data-name"))
        self.choose_in(form, name, str(button.getAttribute("data-value")))
        self.say_only(Note(str(form.getAttribute("data-place")), "",
                           focus=f'form[data-place="{form.getAttribute("data-place")}"] input[name="{name}"]:checked'))

    def dismiss(self, key: str) -> None:
        self.state = self.state.unsay(key)
        self.replace_messages()

    # --- another tab --------------------------------------------------------------------------

    def on_storage(self, event) -> None:
        """Another tab wrote a tournament: take its changes in, and redraw only what changed; a form with
        anything entered and not yet sent is never redrawn."""
        key = str(event.key or "")
        if not key.startswith(store.PREFIX):
            return
        tournament_id = key[len(store.PREFIX):]
        before = self.tournaments.get(tournament_id)
        tournament, problem = self.shelf.load(tournament_id)
        change = self.shelf.change.pop(tournament_id, None) or changes(before, tournament)
        state = self.state
        if tournament is None:
            if tournament_id in self.tournaments and not problem:
                del self.tournaments[tournament_id]
                if state.route.tournament == tournament_id:
                    state = dataclasses.replace(state.say("info", words.OTHER_TAB_DELETED, "other-tab"), route=Route())
                    window.history.replaceState(None, "", "#sheet")
            elif not problem:
                return
            change = Change(frozenset(), True)
        else:
            self.tournaments[tournament_id] = tournament
            if self.shelf.conflicts.pop(tournament_id, ()):
                change = Change(change.tables, True)  # the results to decide are said at the top
            if not change.any and not problem:
                return  # nothing this tab shows has changed: nothing is redrawn
            if state.route.tournament == tournament_id:
                state = state.say("info", words.OTHER_TAB_CHANGED, "other-tab")
        if problem:
            state = state.say("error", problem, "unreadable")
        self.state = dataclasses.replace(state, on_device=frozenset(self.tournaments))
        if state.route.tournament == tournament_id or state.route.screen == "list" or problem:
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
        route = self.state.route
        t = self.tournaments.get(tournament_id)
        old = self.root.querySelector("section.sheet-round")
        if (route.screen == "round" and route.tournament == tournament_id and t is not None and not change.rest
                and old and checked(route, t, None)[0] == route):
            new = self.drawn().querySelector("section.sheet-round")
            parts = ("#round-title", "nav.table-picker", "p.byes", ".round-tools")
            if new and all(bool(old.querySelector(p)) == bool(new.querySelector(p)) for p in parts):
                self.replace_messages()
                for part in parts:
                    if old.querySelector(part):
                        old.querySelector(part).replaceWith(new.querySelector(part))
                if (route.round, route.table) in change.tables:
                    self.replace_table(old, new, route)
                self.refreshed()
                return
        if route.screen == "round" and t is not None:
            fixed = checked(route, t, None)[0]
            if fixed != route:
                self.state = dataclasses.replace(self.state, route=fixed)
                window.history.replaceState(None, "", route_hash(fixed))
        lost = self.render_keeping()
        for form in lost:
            if form.getAttribute("data-form") == "record":
                self.state = self.state.say("error", words.LOST_ENTRY.format(
                    hand=str(form.getAttribute("data-hand")), table=str(form.getAttribute("data-table"))), "lost")
        if lost:
            self.replace_messages()
        self.refreshed()

    def drawn(self):
        """The state drawn into a detached element (for taking parts of it)."""
        holder = document.createElement("div")
        for node in page(dataclasses.replace(self.state, note=None), self.tournaments, self.base, self.kept()):
            holder.appendChild(build(node))
        return holder

    def render_keeping(self) -> list:
        """Draw the screen again with every form that holds unsent entries kept as it is (moved into the new
        drawing in place of its fresh copy). Returns the unsent forms that have no place in the new drawing."""
        kept = [(self.form_key(form), form) for form in self.root.querySelectorAll("form") if self.unsent(form)]
        focused = document.activeElement
        self.render(note=False)
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
                place = str(box.getAttribute("data-feedback"))
                self.fill(box, Note(place, words.CHANGED_ELSEWHERE.format(table=route.table), "info"), focus=False)
            return
        table.replaceWith(fresh)

    def form_key(self, form) -> str:
        """A selector that finds the same form in a new drawing."""
        keys = "".join(f'[{name}="{form.getAttribute(name)}"]' for name in (
            "data-form", "data-round", "data-table", "data-hand", "data-correct", "data-player")
            if form.getAttribute(name))  # a missing attribute is JS null
        return "form" + keys

    def replace_messages(self) -> None:
        from .page import messages_box

        old = self.root.querySelector(".sheet-messages")
        node = messages_box(self.state, self.kept())
        fresh = build(node) if node is not None else None
        if old and fresh is not None:
            old.replaceWith(fresh)
        elif old:
            old.remove()
        elif fresh is not None:
            self.root.querySelector("#sheet-title").after(fresh)

    # --- drawing ------------------------------------------------------------------------------

    def kept(self) -> list[tuple[str, str]]:
        """The sheet's data that could not be read: kept aside, or held where it is (storage full)."""
        return self.shelf.kept() + self.devices.kept()

    @property
    def base(self) -> str:
        """This page's address without its ``#...``: where links to other devices point."""
        return str(window.location.href).split("#")[0]

    def render(self, note: bool = True) -> None:
        """Draw the state (``ui.sheet.page``); the state is not changed by drawing it."""
        state = self.state if note else dataclasses.replace(self.state, note=None)
        replace_children(self.root, *page(state, self.tournaments, self.base, self.kept()))
        document.body.dataset.sheet = "ready"
        document.body.dataset.sheetScreen = self.state.route.screen
        self.after_render()

    def render_kept(self, started: float | None = None, focus: bool = True) -> None:
        """Draw the result at once; the change's journal entry (web/journal.js) is on its way to disk and
        ``body[data-sheet-journal]`` says "kept" once it is there (tens of milliseconds)."""
        pending = self.journal.take()
        self.render()
        if focus:
            self.place_focus(self.state.note)
        if started is not None:  # how long the entry took, from the submit to the updated page
            document.body.dataset.sheetEntryMs = str(round(window.performance.now() - started, 1))
        if pending is not None:
            document.body.dataset.sheetJournal = "writing"

            def kept(_result=None) -> None:
                if not self.journal.pending:
                    document.body.dataset.sheetJournal = "kept"

            pending.then(create_once_callable(kept), create_once_callable(kept))

    def after_render(self) -> None:
        self.board_timer()
        self.fit_board()
        qr = getattr(window, "euchreQr", None)
        if not qr:
            return  # web/qr.js draws the codes itself once it has loaded
        qr.fill(self.root)
        video = self.root.querySelector("#scan-video")
        if self.state.scanning and video:
            qr.startCamera(video, self._found, self._camera_problem)
        else:
            qr.stopCamera()

    # --- the projector screen ---------------------------------------------------------------

    def board_timer(self) -> None:
        """Turn the projector screen's pages while it is shown; no timer on any other screen."""
        showing = self.state.route.screen == "screen"
        if showing and self.turning is None:
            self.turning = window.setInterval(self._turn, PAGE_SECONDS * 1000)
        elif not showing and self.turning is not None:
            window.clearInterval(self.turning)
            self.turning = None

    def on_page_time(self, *_) -> None:
        if self.state.route.screen == "screen" and not document.hidden:
            self.run("board-next", {})

    def fit_board(self) -> None:
        """Measure how many of the standings' rows fit under the screen's head, and draw that many a page."""
        if self.state.route.screen != "screen":
            return
        body = self.root.querySelector("#board tbody")
        row = body.querySelector("tr") if body else None
        if not row:
            return
        foot = self.root.querySelector("#board .board-foot")
        below = foot.getBoundingClientRect().height if foot else 0
        top = body.getBoundingClientRect().top + window.scrollY  # from the top of the page
        room = window.innerHeight - top - below - 16
        rows = max(3, int(room // max(1, row.getBoundingClientRect().height)))
        if rows != self.state.board.rows:
            self.run("board-fit", {"rows": str(rows)})

    def on_fullscreen(self, event) -> None:
        self.run("fullscreen-changed", {"on": "1" if document.fullscreenElement else "0"})

    def place_focus(self, note: Note | None) -> None:
        """Bring what the last action said into view and give it the focus (or what the note names)."""
        if note is None:
            return
        target = self.root.querySelector(note.focus) if note.focus else None
        box = self.root.querySelector(f'[data-feedback="{note.place}"]') if note.text else None
        if box is not None:
            box.scrollIntoView(js_object(block="nearest"))
            (target or box).focus(js_object(preventScroll=True))
        elif target is not None:
            target.scrollIntoView(js_object(block="nearest"))
            target.focus(js_object(preventScroll=True))

    def fill(self, box, note: Note, focus: bool = True):
        """Put ``note`` in the box (in place of it); returns the new box."""
        fresh = build(note_box(note))
        box.replaceWith(fresh)
        if focus:
            self.place_focus(note)
        return fresh

    def say_only(self, note: Note | None, focus: bool = True) -> None:
        """Say ``note`` in its box without redrawing anything (a refusal, a question, a focus move)."""
        if note is None:
            return
        box = self.root.querySelector(f'[data-feedback="{note.place}"]') if note.place else None
        if box is None and note.text:  # the place is not on this screen: say it at the top
            box = document.createElement("div")
            self.root.querySelector("#sheet-title").after(box)
        if box is not None:
            self.fill(box, note, focus)
        elif focus:
            self.place_focus(note)
