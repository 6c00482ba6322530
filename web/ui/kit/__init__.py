"""The page kit both pages share: elements as data (``vdom``), a keyed patch that updates the page
in place (``patch``), the one event path with its error boundary (``program``, ``boundary``), and
the browser's storage, notices, sound and settings."""
