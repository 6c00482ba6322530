// Returns the words that a line break splits inside themselves ("To" / "tal"): text squeezed
// narrower than its longest word. A break at a space, a hyphen, a dash or a slash is a line
// break, not a broken word. With `root` (a selector), only the text inside it.
(root) => {
  const scope = root ? document.querySelector(root) : document.body;
  if (!scope) return [`nothing matches ${root}`];
  const broken = [];
  const range = document.createRange();
  const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
  const describe = (el) => `${el.tagName.toLowerCase()}${el.id ? "#" + el.id : ""}`
    + `${el.className && typeof el.className === "string" ? "." + el.className.trim().split(/\s+/).join(".") : ""}`;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.data.trim()) continue;
    if (parent.closest("script, style, svg, template, .visually-hidden, details:not([open]) > :not(summary)")) continue;
    if (parent.checkVisibility && !parent.checkVisibility({ visibilityProperty: true })) continue;
    const words = /[^\s\-\u2010-\u2015/]{2,}/g;
    for (let match = words.exec(node.data); match; match = words.exec(node.data)) {
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const lines = new Set([...range.getClientRects()]
        .filter((box) => box.width > 0 && box.height > 0)
        .map((box) => Math.round(box.top)));
      if (lines.size > 1) broken.push(`"${match[0]}" in ${describe(parent)}`);
    }
  }
  return broken;
}
