// Returns what is wrong with the layout at this size: controls off-screen or overlapping.
(root) => {
  // With `root` (a selector), only the controls inside it: an open modal dialog, say.
  const scope = root ? document.querySelector(root) : document;
  const problems = [];
  const width = document.documentElement.clientWidth;
  if (document.documentElement.scrollWidth > width + 1) {
    problems.push(`page is ${document.documentElement.scrollWidth}px wide in a ${width}px window`);
  }
  const controls = [...scope.querySelectorAll("button, input, select, a[href], summary, label.choice")]
    .filter((el) => {
      // Inside a closed <details> only its <summary> shows, whatever boxes the engine keeps.
      const closed = el.closest("details:not([open])");
      if (closed && el.parentElement !== closed) return false;
      if (el.checkVisibility && !el.checkVisibility()) return false;
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      return style.visibility !== "hidden" && style.display !== "none" && box.width > 2 && box.height > 2
        && el.offsetParent !== null;
    });
  const boxes = controls.map((el) => [el, el.getBoundingClientRect()]);
  const name = (el) => `${el.tagName.toLowerCase()}${el.id ? "#" + el.id : ""} "${(el.textContent || el.value || "").trim().slice(0, 30)}"`;
  // A row that slides sideways (the sheet's tabs on a phone) holds controls past the screen's
  // edge by design: they are reached by sliding the row, which itself must be on screen.
  const slidingRow = (el) => {
    for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
      const overflow = getComputedStyle(p).overflowX;
      if ((overflow === "auto" || overflow === "scroll") && p.scrollWidth > p.clientWidth + 1) return p;
    }
    return null;
  };
  for (const [el, box] of boxes) {
    const row = slidingRow(el);
    if (row) {
      const r = row.getBoundingClientRect();
      if (r.left < -1 || r.right > width + 1) problems.push(`the sliding row around ${name(el)} is off-screen (${r.left}-${r.right})`);
      continue;
    }
    if (box.left < -1 || box.right > width + 1) problems.push(`${name(el)} is off-screen (${box.left}-${box.right})`);
  }
  // A bar stuck to the edge of what scrolls (a dialog's head, the sheet's Record button) has
  // what scrolls pass under it by design: only controls on the same side are compared.
  const stuck = (el) => {
    for (let p = el; p && p !== document.body; p = p.parentElement) {
      const position = getComputedStyle(p).position;
      if (position === "sticky" || position === "fixed") return p;
    }
    return null;
  };
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const [a, p] = boxes[i], [b, q] = boxes[j];
      if (a.contains(b) || b.contains(a)) continue;
      if (stuck(a) !== stuck(b)) continue;
      const overlap = Math.min(p.right, q.right) - Math.max(p.left, q.left);
      const overlapY = Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top);
      if (overlap > 1 && overlapY > 1) problems.push(`${name(a)} overlaps ${name(b)}`);
    }
  }
  return problems;
}
