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
  for (const [el, box] of boxes) {
    if (box.left < -1 || box.right > width + 1) problems.push(`${name(el)} is off-screen (${box.left}-${box.right})`);
  }
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const [a, p] = boxes[i], [b, q] = boxes[j];
      if (a.contains(b) || b.contains(a)) continue;
      const overlap = Math.min(p.right, q.right) - Math.max(p.left, q.left);
      const overlapY = Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top);
      if (overlap > 1 && overlapY > 1) problems.push(`${name(a)} overlaps ${name(b)}`);
    }
  }
  return problems;
}
