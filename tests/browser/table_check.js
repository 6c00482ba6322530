// What is wrong with the game's screen at this size: what a decision needs must be inside the
// window with no scrolling, controls at least 44 px and not overlapping. Returns a list of problems.
() => {
  // Measure the layout at rest: cards and panels that are still moving in end where they go.
  for (const animation of document.getAnimations()) {
    try { animation.finish(); } catch (endless) { /* a pulsing badge has no end */ }
  }
  const problems = [];
  const W = document.documentElement.clientWidth, H = document.documentElement.clientHeight;
  const doc = document.scrollingElement || document.documentElement;
  if (doc.scrollHeight > H + 1) problems.push(`the page scrolls: ${doc.scrollHeight}px in a ${H}px window`);
  if (doc.scrollWidth > W + 1) problems.push(`the page is ${doc.scrollWidth}px wide in a ${W}px window`);
  const shown = (el) => {
    if (!el || (el.checkVisibility && !el.checkVisibility())) return false;
    const box = el.getBoundingClientRect();
    return box.width > 2 && box.height > 2;
  };
  const name = (el) => `${el.tagName.toLowerCase()}${el.id ? "#" + el.id : ""}${el.dataset.card ? "[" + el.dataset.card + "]" : ""}`
    + ` "${(el.getAttribute("aria-label") || el.textContent || "").trim().slice(0, 30)}"`;
  const inside = (el, what) => {
    const b = el.getBoundingClientRect();
    if (b.left < -1 || b.top < -1 || b.right > W + 1 || b.bottom > H + 1) {
      problems.push(`${what} ${name(el)} is outside the window (${Math.round(b.left)},${Math.round(b.top)})-(${Math.round(b.right)},${Math.round(b.bottom)}) in ${W}x${H}`);
    }
  };
  const need = (selector, what) => {
    const found = [...document.querySelectorAll(selector)].filter(shown);
    if (!found.length) problems.push(`no ${what} (${selector}) is shown`);
    found.forEach((el) => inside(el, what));
  };
  const game = document.querySelector("#game");
  const over = !!document.querySelector("#summary:not([hidden])");
  const roundOver = !!document.querySelector("#summary.round-over:not([hidden])");
  need("#hand-number", "hand number");
  need("#score-us", "your side's points");
  need("#score-them", "the other side's points");
  if (!roundOver) {
    need("#trump-box", "trump");
    need(".badge.dealer", "dealer");
  }
  if (!over) need("#seat-0 .my-cards .card", "your cards");
  if (over) {
    need("#summary .result", "the hand's result");
    need("#summary button.primary", "Next hand / New round");
  } else {
    need("#turn", "whose turn it is");
    need("#center .card, #center .call-banner, #center .trick", "the turned card or the trick");
    if (game.dataset.toAct !== "0") need(".seat.active", "the seat to act");
    document.querySelectorAll("#actions button").forEach((el) => inside(el, "your choice"));
    if (game.dataset.toAct === "0" && !document.querySelector("#actions button, #seat-0 .my-cards button:not([disabled])")) {
      problems.push("it is your turn but nothing is offered");
    }
    if (document.querySelector("#trump-box.made")) need("#trump-maker", "who made trump");
  }
  // Controls: at least 44 px, and none on top of another (your fanned cards overlap by design,
  // but each shows at least 44 px of itself).
  const controls = [...document.querySelectorAll("#game button, #game a[href], #game select, .topbar a, .topbar button, #notices button")]
    .filter(shown).filter((el) => !el.closest("[hidden]"));
  for (const el of controls) {
    const b = el.getBoundingClientRect();
    if (b.height < 43.5) problems.push(`${name(el)} is ${b.height.toFixed(1)}px tall`);
    const next = el.classList.contains("card") ? el.nextElementSibling : null;
    const strip = next && next.classList.contains("card") ? next.getBoundingClientRect().left - b.left : b.width;
    if (strip < 43.5) problems.push(`${name(el)} shows ${strip.toFixed(1)}px of its width`);
  }
  const overlay = (el) => el.closest(".overlay");
  for (let i = 0; i < controls.length; i++) {
    for (let j = i + 1; j < controls.length; j++) {
      const a = controls[i], c = controls[j];
      if (a.contains(c) || c.contains(a)) continue;
      if (a.closest(".my-cards") && a.closest(".my-cards") === c.closest(".my-cards")) continue;
      const p = a.getBoundingClientRect(), q = c.getBoundingClientRect();
      const x = Math.min(p.right, q.right) - Math.max(p.left, q.left);
      const y = Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top);
      if (x > 1 && y > 1 && !!overlay(a) === !!overlay(c)) problems.push(`${name(a)} overlaps ${name(c)}`);
    }
  }
  // Anything in a panel over the table must not sit on a control left usable under it.
  document.querySelectorAll(".table > .overlay:not([hidden])").forEach((panel) => {
    const p = panel.getBoundingClientRect();
    inside(panel.querySelector("h2, h3") || panel, "panel");
    controls.filter((el) => !panel.contains(el)).forEach((el) => {
      const q = el.getBoundingClientRect();
      const x = Math.min(p.right, q.right) - Math.max(p.left, q.left);
      const y = Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top);
      if (x > 1 && y > 1 && !el.disabled) problems.push(`${name(el)} is covered by ${panel.id}`);
    });
  });
  return problems;
}
