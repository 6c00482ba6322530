// What is wrong with the game's screen at this size: what a decision needs must be inside the
// window with no scrolling, controls at least 44 px and not overlapping, words over the table
// clear of the seats and of each other, the trick's cards apart and each by its seat's name, a
// hint readable whole with its Close in view, a score, trump and hand number of at least 16 px, and
// on an iPad or a desktop cards that grow with the window and a score, trump and dealer of at least
// 18 px; every seat in view and uncovered, a lesson's advice whole without scrolling, and your
// cards (five or fewer) each showing at least half its width, its corner included. Returns a list
// of problems.
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
  const round = (b) => `(${Math.round(b.left)},${Math.round(b.top)})-(${Math.round(b.right)},${Math.round(b.bottom)})`;
  const inside = (el, what) => {
    const b = el.getBoundingClientRect();
    if (b.left < -1 || b.top < -1 || b.right > W + 1 || b.bottom > H + 1) {
      problems.push(`${what} ${name(el)} is outside the window ${round(b)} in ${W}x${H}`);
    }
  };
  const need = (selector, what) => {
    const found = [...document.querySelectorAll(selector)].filter(shown);
    if (!found.length) problems.push(`no ${what} (${selector}) is shown`);
    found.forEach((el) => inside(el, what));
    return found;
  };
  const overlap = (p, q, margin = 1) => Math.min(p.right, q.right) - Math.max(p.left, q.left) > margin
    && Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top) > margin;
  const game = document.querySelector("#game");
  const lessonDone = !!document.querySelector("#lesson-done");  // a lesson's hand over: its panel says what next
  const over = !!document.querySelector("#summary:not([hidden])") || lessonDone;
  const roundOver = !!document.querySelector("#summary.round-over:not([hidden])");
  need("#hand-number", "hand number");
  need("#score-us", "your side's points");
  need("#score-them", "the other side's points");
  if (!roundOver) {
    need("#trump-box", "trump");
    need(".badge.dealer", "dealer");
  }
  if (!over) need("#seat-0 .my-cards .card", "your cards");
  if (lessonDone) {
    need("#learn-panel button.primary", "Next lesson / Back to your game");
  } else if (over) {
    need("#summary .result", "the hand's result");
    need("#summary button.primary", "Next hand / New round");
  } else {
    // The hint says whose turn it is when it is open, and a lesson's panel on a phone.
    if (document.querySelector("#table.learning")) need("#turn, #learn-panel p", "whose turn it is");
    else if (!document.querySelector("#hint-panel:not([hidden])")) need("#turn", "whose turn it is");
    need("#center .card, #center .call-banner, #center .trick", "the turned card or the trick");
    if (game.dataset.toAct !== "0") need(".seat.active", "the seat to act");
    document.querySelectorAll("#actions button").forEach((el) => inside(el, "your choice"));
    if (game.dataset.toAct === "0" && !document.querySelector("#actions button, #seat-0 .my-cards button:not([disabled]):not([aria-disabled=true])")) {
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
  // What of a control can be seen: its box cut to every box it scrolls in (a panel's button
  // scrolled out of view is not on the controls beyond the panel's edge).
  const seen = (el) => {
    let b = el.getBoundingClientRect();
    b = {left: b.left, top: b.top, right: b.right, bottom: b.bottom};
    for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
      const style = getComputedStyle(p);
      if (!/(auto|scroll|hidden|clip)/.test(style.overflowX + " " + style.overflowY)) continue;
      const q = p.getBoundingClientRect();
      b = {left: Math.max(b.left, q.left), top: Math.max(b.top, q.top),
           right: Math.min(b.right, q.right), bottom: Math.min(b.bottom, q.bottom)};
    }
    return b;
  };
  for (let i = 0; i < controls.length; i++) {
    for (let j = i + 1; j < controls.length; j++) {
      const a = controls[i], c = controls[j];
      if (a.contains(c) || c.contains(a)) continue;
      if (a.closest(".my-cards") && a.closest(".my-cards") === c.closest(".my-cards")) continue;
      if (overlap(seen(a), seen(c)) && !!overlay(a) === !!overlay(c)) {
        problems.push(`${name(a)} overlaps ${name(c)}`);
      }
    }
  }
  // Anything in a panel over the table must not sit on a control left usable under it.
  const panels = [...document.querySelectorAll(".table > .overlay:not([hidden])")].filter(shown);
  panels.forEach((panel) => {
    const p = panel.getBoundingClientRect();
    inside(panel.querySelector("h2, h3") || panel, "panel");
    controls.filter((el) => !panel.contains(el)).forEach((el) => {
      const usable = !el.disabled && el.getAttribute("aria-disabled") !== "true";
      if (overlap(p, el.getBoundingClientRect()) && usable) problems.push(`${name(el)} is covered by ${panel.id}`);
    });
  });
  // The hint is read whole, without scrolling inside it, and its Close is in view.
  const hint = document.querySelector("#hint-panel:not([hidden])");
  if (hint && shown(hint)) {
    if (hint.scrollHeight > hint.clientHeight + 1 && !hint.querySelector("details[open]")) {
      problems.push(`the hint needs scrolling: ${hint.scrollHeight}px of words in ${hint.clientHeight}px`);
    }
    const close = hint.querySelector("[data-action=hint-close]");
    if (!close || !shown(close)) problems.push("the hint has no Close shown");
    else {
      inside(close, "the hint's Close");
      const b = close.getBoundingClientRect(), p = hint.getBoundingClientRect();
      if (b.top < p.top - 1 || b.bottom > p.bottom + 1) problems.push(`the hint's Close is scrolled out of sight ${round(b)}`);
    }
  }
  // Words on the felt (the call, the turned card's caption, whose turn, a house rule, a speech
  // bubble) sit clear of the seats, of the cards and of each other: measured as lines of text.
  const textBoxes = (el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return [...range.getClientRects()].filter((b) => b.width > 1 && b.height > 1);
  };
  const words = [...document.querySelectorAll("#call-banner, #trick-caption, .upcard-box figcaption, #turn, #rule-note, "
    + "#actions .hint, .seat .bubble")].filter(shown).filter((el) => !el.closest(".overlay, [hidden]"));
  const seats = [...document.querySelectorAll("#seat-1, #seat-2, #seat-3, #seat-0 .seat-info")].filter(shown);
  const cards = [...document.querySelectorAll("#center .card, #seat-0 .my-cards .card")].filter(shown);
  words.forEach((el, i) => {
    const lines = textBoxes(el);
    const own = el.closest(".seat, .upcard-box");
    for (const seat of seats) {
      if (seat.contains(el) || (own && own.contains(seat))) continue;
      if (lines.some((b) => overlap(b, seat.getBoundingClientRect()))) problems.push(`${name(el)} is over ${name(seat)}`);
    }
    for (const card of cards) {
      if (lines.some((b) => overlap(b, card.getBoundingClientRect()))) problems.push(`${name(el)} is over ${name(card)}`);
    }
    for (const other of words.slice(i + 1)) {
      if (el.contains(other) || other.contains(el)) continue;
      const theirs = textBoxes(other);
      if (lines.some((b) => theirs.some((c) => overlap(b, c)))) problems.push(`${name(el)} runs into ${name(other)}`);
    }
  });
  // The trick: its cards apart, and each seat's name on its own card, clear of the others.
  const played = [...document.querySelectorAll("#center .played")].filter(shown);
  played.forEach((card, i) => {
    const b = card.getBoundingClientRect();
    for (const other of played.slice(i + 1)) {
      if (overlap(b, other.getBoundingClientRect())) problems.push(`${name(card)} lies on ${name(other)}`);
    }
    const tag = card.parentElement.querySelector(".name-tag");
    if (!tag || !shown(tag)) return;
    const t = tag.getBoundingClientRect();
    if (!overlap(t, b, -4)) problems.push(`the name ${name(tag)} is away from its card ${name(card)}`);
    for (const other of played) {
      if (other !== card && overlap(t, other.getBoundingClientRect())) problems.push(`the name ${name(tag)} is on ${name(other)}`);
    }
  });
  // The plain bid is the one that stands out: "… alone" beside it is quieter, never filled.
  for (const el of [...document.querySelectorAll("#actions button[data-action$=alone]")].filter(shown)) {
    const twin = document.querySelector(`#actions button[data-action="${el.dataset.action.replace(/ alone$/, "")}"]`);
    const alpha = (getComputedStyle(el).backgroundColor.match(/[\d.]+/g) || []).map(Number)[3] ?? 1;
    if (twin && alpha > 0.5) problems.push(`${name(el)} is as loud as the plain bid`);
  }
  // Everywhere: the score, trump and the hand's number in letters of at least 16 px (a phone's too).
  for (const el of [...document.querySelectorAll("#hand-number, #score-us, #score-them, #trump-info")].filter(shown)) {
    const size = parseFloat(getComputedStyle(el).fontSize);
    if (size < 15.9) problems.push(`${name(el)} is in ${size}px letters`);
  }
  // An iPad either way up or a desktop: the score, trump, the hand's number and the dealer read at
  // arm's length.
  if (Math.min(W, H) >= 700) {
    for (const el of [...document.querySelectorAll("#score-us, #score-them, #trump-info, #hand-number, .badge.dealer")]
      .filter(shown)) {
      const size = parseFloat(getComputedStyle(el).fontSize);
      if (size < 17.9) problems.push(`${name(el)} is in ${size}px letters`);
    }
  }
  // An iPad on its side or a desktop: your cards grow with the window.
  if (W >= 1000 && H >= 700) {
    const card = [...document.querySelectorAll("#seat-0 .my-cards .card")].find(shown);
    if (card && card.getBoundingClientRect().height < H * 0.2) {
      problems.push(`your cards are ${Math.round(card.getBoundingClientRect().height)}px tall in a ${H}px window`);
    }
  }
  // Every seat in view: each of the four is shown (a partner sitting out a lone hand is still
  // shown, dimmed), inside the window, and not covered at its centre by anything but itself (or
  // by the hint the player opened, or the hand's end).
  const hits = (el, x, y) => {
    const top = document.elementFromPoint(x, y);
    return !!top && (top === el || el.contains(top));
  };
  for (const id of ["seat-1", "seat-2", "seat-3", "seat-0"]) {
    const seat = document.getElementById(id);
    if (!seat || !shown(seat)) {
      problems.push(`the seat #${id} is not shown`);
      continue;
    }
    inside(seat, "the seat");
    const b = seat.getBoundingClientRect();
    const x = (b.left + b.right) / 2, y = (b.top + b.bottom) / 2;
    if (x < 0 || y < 0 || x >= W || y >= H) continue;  // its centre out of the window: said above
    const top = document.elementFromPoint(x, y);
    // The hint the player opened and the hand's end lie over the table on purpose.
    if (!(top && (seat.contains(top) || top.closest("#hint-panel, #summary")))) {
      problems.push(`the seat #${id} is covered at its centre by ${top ? name(top) : "nothing"}`);
    }
  }
  // A lesson: the coach's words read whole, in the window and not cut off by the panel (or
  // anything else that clips), without scrolling inside it.
  if (document.querySelector("#table.learning")) {
    for (const advice of [...document.querySelectorAll("#learn-panel .learn-advice")].filter(shown)) {
      inside(advice, "the coach's advice");
      const a = advice.getBoundingClientRect();
      for (let p = advice.parentElement; p && p !== document.body; p = p.parentElement) {
        const style = getComputedStyle(p);
        if (!/(auto|scroll|hidden|clip)/.test(style.overflowX + " " + style.overflowY)) continue;
        const q = p.getBoundingClientRect();
        // Where the advice lies in the box with the box scrolled to its top.
        const top = a.top - q.top - p.clientTop + p.scrollTop, bottom = a.bottom - q.top - p.clientTop + p.scrollTop;
        const left = a.left - q.left - p.clientLeft + p.scrollLeft, right = a.right - q.left - p.clientLeft + p.scrollLeft;
        if (top < -1 || bottom > p.clientHeight + 1 || left < -1 || right > p.clientWidth + 1) {
          problems.push(`the coach's advice is cut off by ${name(p)}: ${Math.round(bottom)}px of it in ${p.clientHeight}px`);
        } else if (p.scrollTop > 1) {
          problems.push(`the coach's advice is scrolled out of ${name(p)}`);
        }
      }
    }
  }
  // Your cards apart: with five cards or fewer, each shows at least half its width, its corner
  // (rank and suit) included: measured along a line through the corner, what is on top there.
  const hand = [...document.querySelectorAll("#seat-0 .my-cards .card")].filter(shown);
  if (!over && hand.length && hand.length <= 5) {
    for (const card of hand) {
      const b = card.getBoundingClientRect(), w = card.offsetWidth || b.width;
      const y = b.top + b.height * 0.18;
      if (y < 0 || y >= H) continue;  // outside the window: said above
      let seenWidth = 0;
      for (let x = Math.max(b.left, 0) + 0.5; x < Math.min(b.right, W); x += 1) if (hits(card, x, y)) seenWidth += 1;
      if (seenWidth < w * 0.5 - 1) problems.push(`${name(card)} shows ${seenWidth}px of its ${Math.round(w)}px width`);
      if (!hits(card, b.left + b.width * 0.14, y)) problems.push(`${name(card)} has its corner covered`);
    }
  }
  return problems;
}
