# Quick start on a fresh machine:
#   make serve   install what is missing, build the site, serve it on http://127.0.0.1:8000/
#   make test    install what the tests need, build the site, run every test (browser tests too)
#   make check   the tests that need no browser and no built site (engine, computer players, sheet, views, sync, research)

PYTHON ?= python3
VENV := .venv
VPY := $(VENV)/bin/python
PORT ?= 8000
PYTEST_ARGS ?=
# Two pytest workers (pytest-xdist) take whole test files, longest first, so each runs one
# browser at a time (tests/conftest.py). WORKERS=0 runs everything in one process.
WORKERS ?= 2

.PHONY: serve test check screenshots site vendor deps browsers bench bench-ai bench-all clean

serve: site
	$(PYTHON) tools/serve.py _site --port $(PORT)

site: vendor
	$(PYTHON) tools/build_site.py _site

vendor: web/vendor/versions.json

web/vendor/versions.json: node_modules/.package-lock.json tools/vendor.py
	$(PYTHON) tools/vendor.py

node_modules/.package-lock.json: package.json package-lock.json
	npm ci --no-audit --no-fund
	touch $@

$(VPY): requirements-test.txt
	test -x $(VPY) || $(PYTHON) -m venv $(VENV)
	$(VPY) -m pip install --quiet --disable-pip-version-check -r requirements-test.txt
	touch $(VPY)

deps: $(VPY) browsers vendor

browsers:
	sh tools/install-browsers.sh

# The sync tests start a CouchDB-protocol server from node_modules (tools/couch_server.js).
check: $(VPY) node_modules/.package-lock.json
	$(VPY) -m pytest tests research --ignore=tests/browser --ignore=tests/site -q -n $(WORKERS) --dist worksteal $(PYTEST_ARGS)

test: deps site
	$(VPY) -m pytest -n $(WORKERS) $(PYTEST_ARGS)

# The table at six sizes, every step of the first hand and the round's end, as PNG files.
screenshots: deps site
	EUCHRE_SCREENSHOTS=_screenshots $(VPY) -m pytest -n 0 -q tests/browser/test_layout.py -k 'every_step_of_a_round or every_lesson_step or todays_deals or days_end'

bench: $(VPY)
	$(VPY) tools/bench.py

bench-ai: $(VPY) deps site
	$(VPY) tools/bench_ai.py
	$(VPY) tools/bench_ai_browser.py --no-build

# Every figure of docs/PERFORMANCE.md in one sitting (roughly two hours): BENCH_ARGS=--skip-slow, --quick, --list.
bench-all: deps site
	$(VPY) tools/bench_all.py --no-build $(BENCH_ARGS)

clean:
	rm -rf _site web/vendor $(VENV) node_modules .pytest_cache .hypothesis
