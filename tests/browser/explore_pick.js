// Chooses a control a person could use now, at random from a seed: visible, enabled, not inert,
// not inside a closed <details> (its summary excepted), and, once scrolled into view as a person
// would scroll to it, what a finger at its centre touches (nothing covers it: an open modal
// dialog leaves only its own controls). `want` narrows the kind: "any", "text" (a field to type
// in), "select", or a CSS selector (an opener's step: that control, if it can be used). Returns
// {css, n, tag, type, label, x, y, options, chooser} or null: `document.querySelectorAll(css)[n]` finds it
// again in a replay; (x, y) is its centre in the window after the scroll.
({ seed, want }) => {
  let state = seed >>> 0;
  const random = () => {  // mulberry32: the same seed gives the same choices in every engine
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const TEXT_TYPES = ["text", "search", "url", "email", "tel", "password", "number", ""];
  const isText = (el) => el.tagName === "TEXTAREA" || (el.tagName === "INPUT" && TEXT_TYPES.includes(el.type || ""));
  const usable = (el) => {
    if (el.matches(":disabled") || el.closest("[inert], [hidden], [aria-hidden=true]")) return false;
    if (el.tagName === "INPUT" && el.type === "hidden") return false;
    const closed = el.closest("details:not([open])");
    if (closed && !(el.tagName === "SUMMARY" && el.parentElement === closed)) return false;
    if (el.checkVisibility && !el.checkVisibility({ visibilityProperty: true })) return false;
    const box = el.getBoundingClientRect();
    return box.width >= 2 && box.height >= 2;
  };
  const touched = (el) => {
    el.scrollIntoView({ block: "center", inline: "nearest" });
    const box = el.getBoundingClientRect();
    const x = box.left + box.width / 2, y = box.top + box.height / 2;
    if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return null;
    const hit = document.elementFromPoint(x, y);
    if (!hit) return null;
    const ok = hit === el || el.contains(hit)
      || (el.labels && [...el.labels].some((label) => label.contains(hit)))
      || (el.tagName === "LABEL" && el.control && el.control === hit);
    return ok ? { x, y } : null;
  };
  const KEYS = ["data-action", "data-do", "data-form", "data-name", "data-value", "data-round", "data-table",
    "data-hand", "data-player", "data-goto-table", "data-key", "name", "value", "for", "href", "aria-label"];
  const quoted = (value) => value.replace(/["\\]/g, "\\$&").replace(/\n/g, "\\a ");
  const describe = (el) => {
    let css;
    if (el.id && document.querySelectorAll("#" + CSS.escape(el.id)).length === 1) css = "#" + CSS.escape(el.id);
    else {
      css = el.tagName.toLowerCase();
      for (const key of KEYS) {
        const value = el.getAttribute(key);
        if (value !== null && value.length < 80) css += `[${key}="${quoted(value)}"]`;
      }
      const holder = el.closest("[id]");
      if (holder && holder !== el) css = "#" + CSS.escape(holder.id) + " " + css;
    }
    const n = [...document.querySelectorAll(css)].indexOf(el);
    const label = (el.getAttribute("aria-label") || el.innerText || el.value || el.getAttribute("title") || "")
      .trim().replace(/\s+/g, " ").slice(0, 60);
    return { css, n, tag: el.tagName.toLowerCase(), type: el.type || "", label };
  };
  let found;
  if (want !== "any" && want !== "text" && want !== "select") {
    found = [...document.querySelectorAll(want)].filter(usable);
  } else {
    found = [...document.querySelectorAll(
      "button, a[href], input, select, textarea, summary, label, [tabindex]:not([tabindex='-1'])")]
      .filter(usable)
      .filter((el) => want === "any" || (want === "text" ? isText(el) : el.tagName === "SELECT"));
  }
  // Weighted order (a draw without replacement): choices that change a setting or a form come up
  // more often than a link or a plain button, as they are where a controller reads the page.
  const weight = (el) => el.tagName === "SELECT" ? 3
    : (el.tagName === "LABEL" || (el.tagName === "INPUT" && ["radio", "checkbox"].includes(el.type))) ? 2 : 1;
  const order = found.map((el) => [-Math.log(1 - random()) / weight(el), el]).sort((a, b) => a[0] - b[0]);
  const scroll = [scrollX, scrollY];
  for (const [, el] of order.slice(0, 25)) {
    const at = touched(el);
    if (!at) continue;
    const chosen = { ...describe(el), x: Math.round(at.x * 10) / 10, y: Math.round(at.y * 10) / 10 };
    if (el.tagName === "SELECT") {  // a person picks another choice than the one shown
      chosen.options = [...el.options].filter((o) => !o.disabled && o.value !== el.value).map((o) => o.value);
    }
    if ((el.control || el).type === "file") chosen.chooser = true;  // it opens a file chooser
    return chosen;
  }
  scrollTo(scroll[0], scroll[1]);
  return null;
}
