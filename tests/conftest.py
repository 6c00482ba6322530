"""Make ``import euchre`` (repo root) and the test helpers (this folder) importable
however pytest is started, e.g. ``python -m pytest tests -q`` from the repo root."""

import os
import sys

_TESTS = os.path.dirname(os.path.abspath(__file__))
_ROOT = os.path.dirname(_TESTS)
for _path in (_TESTS, _ROOT):
    if _path not in sys.path:
        sys.path.insert(0, _path)

# The page's pure-Python words (``ui.words``) are tested in CPython too: put web/ on the path.
_WEB = os.path.join(_ROOT, "web")
if _WEB not in sys.path:
    sys.path.append(_WEB)
