"""The tournament score sheet's page, built on the page kit (``ui.kit``): one state, one update,
screens as views, a controller that only turns events into actions and performs effects.

    from ui.sheet.controller import Sheet     # in the browser
    Sheet(root).start("#sheet/<id>/round/2/table/3")

The modules, each only importing those above it:

- ``registry``: the records of the screens and actions (what each is, how its input is read);
- ``routes``: the addresses (``#sheet/<id>/round/2/table/3``), read from the registry's screens;
- ``words``: everything the sheet says; ``sync_status``: how a live sync link goes (an enum that
  ``web/sync.js`` agrees with);
- ``state``: the page's state as one immutable value; ``actions``: everything that happens, as
  values; ``effects``: what the controller does beside drawing, as values;
- ``steps``: what an action is made of (a ``Step``, the tournament it works on, reading a form);
- ``screens``: one module per screen, with its view and its actions (importing this package
  imports it, so the registry is complete whenever any part of the sheet is used);
- ``core``: running a person's action, keeping what it changed, showing an address's screen;
  ``arrivals``: a server's documents and another tab's changes; ``answers``: what effects report;
- ``update``: ``update(state, action) -> (state, effects)``, the one event path; ``page``: the
  whole sheet drawn from the state;
- ``store`` (localStorage and the journal), ``sync`` (``web/sync.js``) and ``controller``: the
  only modules that touch the browser.

Every module but the last three is pure Python, tested in CPython (``tests/ui``).
"""

from . import screens  # noqa: F401 - registers every screen and action
