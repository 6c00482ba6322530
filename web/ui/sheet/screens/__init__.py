"""The score sheet's screens, one module each with its view and its actions; importing this package
imports every module in it, which registers them all (``ui.sheet.registry``).

    from ui.sheet import screens           # every screen and action registered

A new screen is a module here that registers itself: nothing else names it. The modules are found
with ``pkgutil`` in the folder, or in the zip archive the built site fetches them in
(``web/python-sheet.zst``); ``tests/ui/test_sheet_screens.py`` checks both.
"""

import importlib
import pkgutil

MODULES = tuple(sorted(found.name for found in pkgutil.iter_modules(__path__)))
"""Every module of the package, by name."""

for _name in MODULES:
    importlib.import_module(f"{__name__}.{_name}")
