"""The tournament score sheet's page, built as the game's page is: state, actions, views, a thin controller.

    from ui.sheet.controller import Sheet     # in the browser
    Sheet(root).start("#sheet/<id>/round/2/table/3")

The modules import one way, each only from those above it:

- ``routes``: the addresses (``#sheet/<id>/round/2/table/3``) and the screen each names;
- ``words``: everything the sheet says, and the model's reasons in the organiser's words;
- ``state``: the page's state as one immutable value (the screen, what is being edited, what was
  said, what waits for a decision);
- ``round``, ``screens``, ``devices``: the screens as functions to ``ui.kit.vdom`` nodes; ``page``
  puts the whole sheet together from the state;
- ``actions``: each action a function from (state, tournament, form) to (state, tournament, note);
- ``store``: the tournaments and a table phone's copy in localStorage, journalled to IndexedDB
  (``web/journal.js``), with damaged data set aside;
- ``controller``: ``Sheet``, which wires each event to an action, the store and a render.

Every module but ``store`` and ``controller`` is pure Python, tested in CPython (``tests/ui``).
This package imports nothing from the browser itself: ``controller`` and ``store`` do.
"""
