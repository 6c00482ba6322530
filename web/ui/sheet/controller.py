"""The score sheet's controller: it turns each event into an action, performs the effects
``ui.sheet.update`` asks for, and draws the state with the keyed patch.

    sheet = Sheet(root); sheet.start("#sheet/<id>/round/2/table/3")
    sheet.show(window.location.hash)          # when the address changes

Every event (a form sent, a button, a choice, a file or a code read, a timer, the full screen,
another tab's write, a server's documents, the journal at start, what storage answered) becomes an
action (``ui.sheet.actions``) dispatched through one ``ui.kit.program.Program``; what a control
holds is read in one place (:func:`read`). The page is drawn by ``ui.kit.patch.Root`` from
``ui.sheet.page``: elements are updated in place, so a form the person is filling in, the focus
and what they typed stay as they are. Everything runs inside the page's boundary
(``ui.kit.boundary``): a failure is said in words and the state stays as it was.
"""

from __future__ import annotations

import uuid
from datetime import datetime, timedelta, timezone

from pyodide.ffi import create_proxy, to_js
from pyscript import document, window

from euchre.errors import EuchreError
from euchre.sheet.keys import new_secret
from euchre.sheet.season_format import load_roster, load_season
from euchre.sheet.share import TableSheet

from ..kit import boundary
from ..kit import store as kit_store
from ..kit.dom import by_id, download, el
from ..kit.patch import Root
from ..kit.program import Program
from ..kit.vdom import Look
from . import store, words
from .actions import Act, Opened
from .answers import JournalRead, KeptRead, Load, Loaded, Problem, Stored, TableRead
from .arrivals import OtherTab, Reload, Reloaded, Synced, SyncArrived, SyncSaid
from .core import Navigate, Publish, ReadTable, Save
from .page import page
from .registry import ACTIONS, Input, Unread
from .screens.board import PAGE_SECONDS, FullScreen, FullscreenChanged, Measure, Measured, PageTurn, Resized
from .screens.devices import Copy
from .screens.files import Download
from .screens.lists import Forget
from .screens.messages import DownloadKept, ForgetKept
from .screens.printing import Print
from .screens.roster import ROSTER_KEY, SEASON_KEY, KeepBook
from .state import SheetState, Topic
from .steps import SyncStart, SyncStop
from .store import Journal, Shelf, ask_to_persist
from .sync import Links
from .table_store import DeviceShelf
from .update import Focus, Watch, subscriptions, update


def now() -> str:
    """This moment in the device's own time zone (so a result's time reads as the room's clock)."""
    offset = timedelta(minutes=-int(window.Date.new().getTimezoneOffset()))
    return datetime.now(timezone(offset)).isoformat(timespec="milliseconds")


def js_object(**values):
    return to_js(values, dict_converter=window.Object.fromEntries)


def data_of(node) -> dict[str, str]:
    """An element's ``data-*`` attributes by name (``data-round`` -> ``round``)."""
    return {str(a.name)[5:]: str(a.value) for a in node.attributes if str(a.name).startswith("data-")}


def read(control) -> dict[str, str]:
    """What a control holds for its action, as text: its form's ``data-*`` and fields (each text
    field's value, each checked choice), its own ``data-*``; a field its own ``value`` (and
    ``checked`` for a choice) and its name as ``changed``; and ``place``, the ``data-place`` it sits in."""
    values: dict[str, str] = {}
    form = control.closest("form")
    if form:
        values.update(data_of(form))
        for field in form.elements:
            name, kind = str(field.name or ""), str(field.type or "")
            if not name or kind in ("submit", "button", "reset", "file", "image"):
                continue
            if kind in ("radio", "checkbox"):
                if field.checked:
                    values[name] = str(field.value)
            else:
                values[name] = str(field.value or "")
    values.update(data_of(control))
    if str(control.tagName) in ("INPUT", "SELECT", "TEXTAREA"):
        values["changed"], values["value"] = str(control.name or ""), str(control.value or "")
        if str(control.type or "") in ("radio", "checkbox"):
            values["checked"] = "1" if control.checked else "0"
    holder = control.closest("[data-place]")
    if holder and "place" not in values:
        values["place"] = str(holder.getAttribute("data-place"))
    return values


class Sheet:
    def __init__(self, root) -> None:
        self.root = root
        self.journal = Journal()
        self.shelf = Shelf(self.journal)
        self.devices = DeviceShelf(window.localStorage, self.journal)
        self.links: Links | None = None
        self.view = Root(root, document)
        self.printed = Root(by_id("print-area"), document)
        self.program = Program(SheetState(), update, self.render, self.perform, boundary.report)
        self.address = "#sheet"
        self.watching: dict[Watch, object] = {}
        self.performers = {
            Load: self.load, Save: self.save, Reload: self.reload, ReadTable: self.read_table,
            Forget: lambda e: self.shelf.delete(e.tournament_id), ForgetKept: self.forget_kept,
            SyncStart: self.sync_start, SyncStop: self.sync_stop,
            Publish: lambda e: self.links.publish(e.key, e.tournament),
            Download: lambda e: download(e.filename, e.text, e.kind), DownloadKept: self.download_kept,
            Print: self.print, Copy: self.copy, FullScreen: self.fullscreen, Navigate: self.navigate,
            Focus: self.focus, Measure: self.measure, Synced: self.synced, KeepBook: self.keep_book,
        }

    # --- start-up and the address -------------------------------------------------------------

    def start(self, address: str = "#sheet") -> None:
        """Replay the journal (writes a killed browser had not yet put on disk), then load and draw."""
        self.address = address
        for event, handler in (("click", self.on_click), ("submit", self.on_submit), ("change", self.on_change)):
            boundary.listen(self.root, event, handler)
        boundary.listen(window, "storage", self.on_storage)
        boundary.listen(window, "resize", lambda event: self.dispatch(Resized()))
        boundary.listen(document, "fullscreenchange",
                        lambda event: self.dispatch(FullscreenChanged(bool(document.fullscreenElement))))
        if not document.querySelector('script[src="./web/qr.js"]'):
            document.head.appendChild(el("script", None, src="./web/qr.js"))  # draws and reads the QR codes
        found = store.journal()
        if found is None:
            self.dispatch(JournalRead())
            return
        boundary.then(found.entries(),
                      lambda entries: self.dispatch(JournalRead(tuple(entries.to_py() if hasattr(entries, "to_py")
                                                                      else ()))),
                      lambda error: self.dispatch(JournalRead()))  # a damaged journal must not stop the sheet

    def show(self, address: str) -> None:
        """The address changed (a link, the back button): the screen it names."""
        if not self.program.state.loaded:
            self.address = address  # still starting: it opens this one when it has
            return
        self.dispatch(Opened(address, now(), uuid.uuid4().hex))

    def dispatch(self, action) -> None:
        self.program.dispatch(action)

    def act(self, name: str, values: dict) -> None:
        action = ACTIONS.get(name)
        if action is not None:
            self.dispatch(Act(action, values, now(), uuid.uuid4().hex, new_secret()))

    @property
    def base(self) -> str:
        """This page's address without its ``#...``: where links to other devices point."""
        return str(window.location.href).split("#")[0]

    # --- events -------------------------------------------------------------------------------

    def on_submit(self, event) -> None:
        form = event.target
        name = str(form.getAttribute("data-form") or "")
        if name not in ACTIONS:
            return
        event.preventDefault()
        started = window.performance.now()
        self.act(name, read(form))
        document.body.dataset.sheetEntryMs = str(round(window.performance.now() - started, 1))

    def on_click(self, event) -> None:
        button = event.target.closest("button[data-do]")
        if button and not button.disabled:
            self.act(str(button.getAttribute("data-do")), read(button))

    def on_change(self, event) -> None:
        field = event.target
        holder = field.closest("[data-change]")
        action = ACTIONS.get(str(holder.getAttribute("data-change"))) if holder else None
        if action is None:
            return
        values = read(field)
        if action.input is Input.FIELDS:
            self.act(action.name, values)
            return
        files = field.files
        if not files or not files.length:
            return
        chosen = files.item(0)
        field.value = ""  # the same file can be chosen again
        if action.input is Input.FILE_TEXT:
            boundary.then(chosen.text(), lambda text: self.act(action.name, {**values, "text": str(text)}),
                          lambda error: self.act(action.name, {**values, "problem": Unread.UNREADABLE}))
            return
        qr = getattr(window, "euchreQr", None)
        if not qr:
            self.act(action.name, {**values, "problem": Unread.LOADING})
            return
        boundary.then(qr.decodeFile(chosen),
                      lambda text: self.act(action.name, {**values, "text": str(text)} if text else
                                            {**values, "problem": Unread.NO_CODE}),
                      lambda error: self.act(action.name, {**values, "problem": Unread.UNREADABLE}))

    def on_storage(self, event) -> None:
        """Another tab wrote a tournament."""
        key = str(event.key or "")
        if key.startswith(store.PREFIX) and self.program.state.loaded:
            self.dispatch(OtherTab(key[len(store.PREFIX):]))

    # --- drawing --------------------------------------------------------------------------------

    def render(self, state: SheetState) -> None:
        """Draw the state (``ui.sheet.page``); drawing changes no state."""
        if not state.loaded:
            return
        self.view.render(page(state))
        document.body.dataset.sheet = "ready"
        document.body.dataset.sheetScreen = state.route.screen
        qr = getattr(window, "euchreQr", None)
        if qr:
            qr.fill(self.root)  # web/qr.js draws the codes itself once it has loaded
        self.watch(subscriptions(state))

    def watch(self, wanted: frozenset) -> None:
        """Start what the state asks for and stop what it no longer does."""
        for watch in set(self.watching) - wanted:
            stop = self.watching.pop(watch)
            stop()
        for watch in wanted - set(self.watching):
            self.watching[watch] = self.turn_pages() if watch is Watch.PAGE_TURNS else self.camera()

    def turn_pages(self):
        return boundary.every(PAGE_SECONDS, lambda: None if document.hidden else self.dispatch(PageTurn()))

    def camera(self):
        qr = getattr(window, "euchreQr", None)
        video = self.view.element(Look(id="scan-video"))
        if not qr or not video:
            return lambda: None
        found = create_proxy(boundary.guard(lambda text: self.act("scanned", {"text": str(text), "place": "devices"})))
        problem = create_proxy(boundary.guard(lambda kind: self.act("camera-problem", {"kind": str(kind)})))
        boundary.then(qr.startCamera(video, found, problem), lambda done: None)  # a failure is reported, never lost

        def stop() -> None:
            qr.stopCamera()
            found.destroy()
            problem.destroy()
        return stop

    # --- effects ----------------------------------------------------------------------------------

    def perform(self, effect) -> None:
        self.performers[type(effect)](effect)

    def kept(self) -> tuple:
        """The sheet's data that could not be read: kept aside, or held where it is (storage full)."""
        return tuple(self.shelf.kept() + self.devices.kept())

    def load(self, effect: Load) -> None:
        entries = list(effect.entries)
        damaged = store.set_aside_journal(entries, self.journal)
        back, problems = self.shelf.replay(entries)
        if damaged:
            problems = [words.JOURNAL_DAMAGED.format(count=damaged)] + problems
        tables_back = self.devices.replay(entries)
        tournaments, more = self.shelf.load_all()
        sheets, unreadable = self.devices.load_all()
        at = now()
        self.links = Links(lambda key, docs, fresh: self.dispatch(SyncArrived(key, tuple(docs), tuple(fresh), now())),
                           lambda key, status, detail: self.dispatch(SyncSaid(key, status, detail)))
        more = more + unreadable + self.links.resume()
        roster, season = self.read_book(ROSTER_KEY, load_roster, more), self.read_book(SEASON_KEY, load_season, more)
        ask_to_persist()
        self.dispatch(Loaded(tuple(tournaments), tuple((s.key, s.tournament(at=at)) for s in sheets),
                             tuple(self.links.links.values()), self.kept(), tuple(back), tuple(tables_back),
                             tuple(problems + more), self.base, self.address, at, uuid.uuid4().hex, roster, season))

    def read_book(self, key: str, load, problems: list):
        """The roster or season kept under ``key`` (None when there is none); one that cannot be read is
        set aside among the kept data, never overwritten, and said."""
        text = window.localStorage.getItem(key)
        if not text:  # none kept: JavaScript's null (Pyodide's jsnull, which is not None), or nothing
            return None
        try:
            return load(str(text))
        except EuchreError as error:
            if kit_store.keep_unreadable(f"{key}\n{text}", kit_store.SHEET_BACKUP_PREFIX) is not None:
                window.localStorage.removeItem(key)
            problems.append(words.BOOK_UNREADABLE.format(error=error))
            return None

    def keep_book(self, effect: KeepBook) -> None:
        try:
            window.localStorage.setItem(effect.key, effect.text)
        except Exception as error:  # noqa: BLE001 - quota or private browsing: said at the top
            self.dispatch(Problem(Topic.STORAGE, words.BOOK_NOT_KEPT.format(problem=error)))

    def save(self, effect: Save) -> None:
        if effect.table is not None:  # a phone's copy of its table
            _, round_number, table_number = effect.table
            problem = self.devices.save(TableSheet.of(effect.tournament, round_number, table_number))
            self.journalled()
            if problem:
                self.dispatch(Stored(effect.tournament, problem=problem, table=effect.table))
            return
        saved = self.shelf.save(effect.tournament, now())
        self.shelf.conflicts.pop(saved.tournament.id, None)  # they wait in the tournament, shown from there
        self.journalled()
        self.dispatch(Stored(saved.tournament, saved.merged, saved.problem))

    def journalled(self) -> None:
        """The change's journal entry (web/journal.js) is on its way to disk: ``body[data-sheet-journal]``
        says "kept" once it is there (tens of milliseconds)."""
        pending = self.journal.take()
        if pending is None:
            return
        document.body.dataset.sheetJournal = "writing"

        def kept(_result=None) -> None:
            if not self.journal.pending:
                document.body.dataset.sheetJournal = "kept"

        boundary.then(pending, kept, kept)

    def reload(self, effect: Reload) -> None:
        tournament, problem = self.shelf.load(effect.tournament_id)
        self.shelf.change.pop(effect.tournament_id, None)
        self.shelf.conflicts.pop(effect.tournament_id, None)
        self.dispatch(Reloaded(effect.tournament_id, tournament, problem, self.kept()))

    def read_table(self, effect: ReadTable) -> None:
        sheet, problem = self.devices.load(*effect.key)
        self.dispatch(TableRead(effect.key, sheet.tournament(at=now()) if sheet is not None else None, problem,
                                self.kept(), effect.then))

    def forget_kept(self, effect: ForgetKept) -> None:
        self.shelf.forget_kept()
        self.devices.forget_kept()
        self.dispatch(KeptRead(self.kept()))

    def download_kept(self, effect: DownloadKept) -> None:
        download("kept-score-sheet-data.txt", "\n".join(f"{key}\n{text}" for key, text in self.kept()), "text/plain")

    def sync_start(self, effect: SyncStart) -> None:
        problem = self.links.start(effect.link)
        if problem:
            self.dispatch(Problem(Topic.SYNC_STORAGE, problem))

    def sync_stop(self, effect: SyncStop) -> None:
        if effect.forget:
            self.links.stop(effect.key)
        else:
            self.links.close(effect.key)

    def print(self, effect: Print) -> None:
        self.printed.render(list(effect.nodes))
        document.body.dataset.printing = str(effect.what)
        window.print()

    def copy(self, effect: Copy) -> None:
        field = self.view.element(effect.field)
        if field:
            field.select()  # selected, so it can be copied by hand if the browser refuses
        boundary.then(window.euchreQr.copy(effect.text),
                      lambda ok: self.act("copied", {"place": effect.place, "ok": "1" if ok else "0"}),
                      lambda error: self.act("copied", {"place": effect.place, "ok": "0"}))

    def fullscreen(self, effect: FullScreen) -> None:
        """The whole page, which stays as the screen is redrawn."""
        try:
            if effect.on:
                document.documentElement.requestFullscreen()
            elif document.fullscreenElement:
                document.exitFullscreen()
        except Exception:  # noqa: BLE001 - a browser without the Fullscreen API: the screen stays as it is
            pass

    def navigate(self, effect: Navigate) -> None:
        """Name the screen in the address (unless the page shows another part than the sheet)."""
        if effect.top:
            window.scrollTo(0, 0)
        shown = str(window.location.hash or "")
        if shown == effect.address or not (shown == "" or shown.startswith("#sheet")):
            return
        if effect.replace:
            window.history.replaceState(None, "", effect.address)
        else:
            window.location.hash = effect.address  # its hashchange finds this route drawn already

    def focus(self, effect: Focus) -> None:
        """Bring what the last action said (or what it names) into view and give it the focus."""
        target = self.view.element(effect.look)
        if target:
            target.scrollIntoView(js_object(block="nearest"))
            target.focus(js_object(preventScroll=True))

    def measure(self, effect: Measure) -> None:
        """How many of the standings' rows fit under the projector screen's head."""
        board = Look(id="board")
        body = self.view.element(Look("tbody").within(board))
        row = self.view.element(Look("tr").within(Look("tbody").within(board)))
        if not body or not row:
            return
        foot = self.view.element(Look("footer").within(board))
        below = foot.getBoundingClientRect().height if foot else 0
        top = body.getBoundingClientRect().top + window.scrollY  # from the top of the page
        room = window.innerHeight - top - below - 16
        rows = max(3, int(room // max(1, row.getBoundingClientRect().height)))
        if rows != self.program.state.board.rows:
            self.dispatch(Measured(rows))

    def synced(self, effect: Synced) -> None:
        """One more arrival that changed this device's data, on the body (tests wait for it)."""
        document.body.dataset.sheetSynced = str(int(str(getattr(document.body.dataset, "sheetSynced", None) or 0)) + 1)
