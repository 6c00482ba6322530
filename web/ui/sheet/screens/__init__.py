"""The score sheet's screens, one module each with its view and its actions; importing this package
registers them all (``ui.sheet.registry``).

    from ui.sheet import screens           # every screen and action registered

A new screen is a module here that registers itself, and its name below.
"""

from . import (board, decide, device, devices, files, hands, home, lists, live, messages, players, printing,  # noqa: F401
               roster, round, season, seats, standings, table, totals)
