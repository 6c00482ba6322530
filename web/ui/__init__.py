"""The browser side of the page: words, DOM rendering and storage for the euchre engine."""
