// Drives the web page in headless Chromium over the DevTools protocol (Node's own WebSocket,
// no packages): waits for the app's first frame, clicks the plane to place a point, presses
// Step, and checks the page title, where the app says its state
// ("linlab — 41 points, t = 1 — …"), and that no Chinese font was fetched, nor the whole text
// fonts, but the monospace one was, after the first frame; then switches to
// Chinese and checks the page's language and that the Simplified Chinese font was fetched; then opens a lecture's link (`#script=…`, SCRIPT_LINK)
// and goes through its first scenes with PageDown; then opens an exercise's link
// (EXERCISE_LINK: "place at most 4 points that no line separates"), answers it with ○ and ×
// at opposite corners (left and right clicks) and Ctrl+Enter, and checks the score in the title;
// then opens a built-in lecture from the Lectures menu and checks that it, and no lecture before
// it, was fetched beside the page; then switches to Traditional Chinese and checks the page's
// language and that its font and catalogues were fetched by version. Prints what it measured; exits 1 on a failed check.
//
// A DevTools call with no answer in WEB_CALL_MS ms (default 60,000) fails (devtools.mjs).
//
// The first frame must come within WEB_FIRST_FRAME_MS (default 1,000) of the navigation (the
// fastest of up to five cold loads, for a busy machine).
//
// node --experimental-websocket drive.mjs DEVTOOLS_PORT PAGE_URL SCREENSHOT_DIR SCRIPT_LINK EXERCISE_LINK

import { firstPage, sleep } from "./devtools.mjs";

const [port, url, shots, scriptLink, exerciseLink] = process.argv.slice(2);
const page = await firstPage(port);
const { send, waitTitle } = page;
const screenshot = (name) => page.screenshot(`${shots}/${name}`);
const state = (t) => {
  const m = /^linlab — (\d+) points, t = (\d+)/.exec(t);
  return m && { points: Number(m[1]), t: Number(m[2]) };
};

// The first frame within FIRST_FRAME_MS of asking for the page, measured by the page's own clock
// from its navigation's start to the moment the first frame writes its title (an observer of
// the title notes it; the 50 ms of polling the title from here are not the page's time):
// 1,000 ms (the goal is 500 on a quiet machine; the README says what it measured). The time
// seen from here, polling included, is printed beside it.
const FIRST_FRAME_MS = Number(process.env.WEB_FIRST_FRAME_MS ?? 1000);
await send("Page.addScriptToEvaluateOnNewDocument", {
  source: `new MutationObserver((_, observer) => {
    if (/^linlab — \\d+ points/.test(document.title)) {
      window.linlabFirstFrameMs = performance.now();
      observer.disconnect();
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });`,
});
async function firstFrame() {
  const started = Date.now();
  await send("Page.navigate", { url });
  const title = await waitTitle(state, "the app's first frame");
  const seen = Date.now() - started;
  const { result } = await send("Runtime.evaluate", { expression: "window.linlabFirstFrameMs" });
  if (typeof result.value !== "number") {
    throw new Error("the page's observer of its title noted no first frame");
  }
  return { title, ms: Math.round(result.value), seen };
}
// Up to five loads, each cold for the page (its wasm fetched and compiled anew: the first in a
// fresh profile, the others with the browser's cache off); the fastest counts, the least
// disturbed estimate of what the page needs. A 2-core machine shared with others ran the same
// page in 0.8 s and 1.2 s minutes apart; a page slow five times in a row fails.
const ATTEMPTS = 5;
let { title: first, ms: firstFrameMs, seen: firstFrameSeen } = await firstFrame();
const attempts = [firstFrameMs];
while (firstFrameMs > FIRST_FRAME_MS && attempts.length < ATTEMPTS) {
  console.log(`first frame after ${attempts.at(-1)} ms, over ${FIRST_FRAME_MS} ms: once more, the cache off`);
  await send("Network.enable");
  await send("Network.setCacheDisabled", { cacheDisabled: true });
  await send("Page.navigate", { url: "about:blank" });
  await waitTitle((t) => !state(t), "a blank page");
  // The page goes on from the last load; the fastest load's times are the ones said.
  const next = await firstFrame();
  attempts.push(next.ms);
  first = next.title;
  if (next.ms < firstFrameMs) {
    ({ ms: firstFrameMs, seen: firstFrameSeen } = next);
  }
  await send("Network.setCacheDisabled", { cacheDisabled: false });
}
if (firstFrameMs > FIRST_FRAME_MS) {
  throw new Error(`the first frame came after ${attempts.join(", ")} ms, each over ${FIRST_FRAME_MS} ms`);
}
const before = state(first);
await screenshot("web-start.png");
// The fonts the page fetched, each `name 200`, and `name by version 200` when it was asked for
// by the version the class's server names it by (src/page_files.rs), as every font must be.
const fetchedFonts = async (pattern) => (await send("Runtime.evaluate", {
  expression: `performance.getEntriesByType('resource').filter((e) => /${pattern}(\\?v=[0-9a-f]+-[0-9a-f]+)?$/.test(e.name)).map((e) => e.name.split('/').pop().replace(/\\?v=[0-9a-f]+-[0-9a-f]+$/, ' by version') + ' ' + (e.responseStatus || 200)).join()`,
})).result.value;
// An English page fetches no Chinese font: its language switch draws 简体中文 and 正體中文 from
// the wasm's own few glyphs of them.
const chineseFonts = () => fetchedFonts("NotoSans.C-subset\\.otf");
const fontsAtStart = await chineseFonts();
if (fontsAtStart !== "") {
  throw new Error(`the English page fetched a Chinese font: ${fontsAtStart}`);
}
// The text fonts beside the wasm: the monospace one, which no first frame draws, fetched after
// it; the whole Ubuntu Light and DejaVu Sans not at all, as the page's text has no character
// their first parts in the wasm lack.
const textFonts = () => fetchedFonts("-subset\\.ttf");
let fetchedTextFonts = "";
for (let tries = 0; tries < 100 && fetchedTextFonts === ""; tries++) {
  await sleep(50);
  fetchedTextFonts = await textFonts();
}
if (fetchedTextFonts !== "Hack-Regular-subset.ttf by version 200") {
  throw new Error(`the English page fetched these text fonts: ${JSON.stringify(fetchedTextFonts)}`);
}
// The page speaks the app's language (headless Chromium's is English, and nothing was chosen).
const { result: lang } = await send("Runtime.evaluate", { expression: "document.documentElement.lang" });
if (lang.value !== "en") {
  throw new Error(`<html lang> is ${JSON.stringify(lang.value)}, not "en"`);
}

// The plane: the free part of the canvas left of the side panels; place a point there.
const { result: box } = await send("Runtime.evaluate", {
  expression: "JSON.stringify(document.getElementById('the_canvas_id').getBoundingClientRect())",
});
const canvas = JSON.parse(box.value);
async function clickAt(x, y, button = "left") {
  for (const type of ["mouseMoved", "mousePressed", "mouseReleased"]) {
    const buttons = type === "mousePressed" ? (button === "left" ? 1 : 2) : 0;
    await send("Input.dispatchMouseEvent", { type, x, y, button, buttons, clickCount: 1 });
    await sleep(60);
  }
}
await clickAt(canvas.left + canvas.width * 0.47, canvas.top + canvas.height * 0.2);
const placed = state(await waitTitle((t) => state(t)?.points === before.points + 1, "the clicked point"));

// Step (its key, S).
async function pressStep() {
  for (const type of ["keyDown", "keyUp"]) {
    await send("Input.dispatchKeyEvent", { type, key: "s", code: "KeyS", text: type === "keyDown" ? "s" : undefined, windowsVirtualKeyCode: 83 });
    await sleep(60);
  }
}
await pressStep();
const stepped = await waitTitle((t) => state(t)?.t === 1, "t = 1 after Step");
await screenshot("web-step.png");

// Two more steps, so the line crosses the plane (the README's screenshot of the page).
for (let i = 0; i < 2; i++) {
  await pressStep();
}
await waitTitle((t) => state(t)?.t === 3, "t = 3 after two more steps");
await screenshot("web-line.png");

// The page's copy of the window's accessibility tree (src/app/shell/web_mirror.rs): the
// buttons by name, the plane as a figure with its description, and the live region, whose
// text a step changes; the mirrored Step button steps the window as a screen reader presses it.
const mirror = async () => {
  const { result } = await send("Runtime.evaluate", {
    expression: `JSON.stringify({
      buttons: [...document.querySelectorAll("#a11y button")].map((b) => b.textContent),
      figure: document.querySelector("#a11y [role=figure]")?.getAttribute("aria-label"),
      described: document.getElementById("a11y-figure-text")?.textContent,
      canvas: document.getElementById("the_canvas_id")?.getAttribute("aria-describedby"),
      live: document.getElementById("a11y-live")?.getAttribute("aria-live"),
      said: document.getElementById("a11y-live")?.textContent,
    })`,
  });
  return JSON.parse(result.value);
};
const mirrored = await mirror();
const expect = (ok, what) => {
  if (!ok) {
    console.error(`error: the page's accessibility copy: ${what}: ${JSON.stringify(mirrored)}`);
    process.exit(1);
  }
};
expect(mirrored.buttons.includes("Step") && mirrored.buttons.includes("Reset"), "the buttons by name");
expect(mirrored.figure === "The plane" && mirrored.canvas === "a11y-figure-text", "the plane as a figure");
expect(/\d+ points, \d+ ○ and \d+ ×/.test(mirrored.described ?? ""), "the figure's description");
expect(mirrored.live === "polite" && /^Update 3 on P\d+/.test(mirrored.said ?? ""), "the live region after t = 3");
await send("Runtime.evaluate", {
  expression: `[...document.querySelectorAll("#a11y button")].find((b) => b.textContent === "Step").click()`,
});
await waitTitle((t) => state(t)?.t === 4, "t = 4 after the mirrored Step button");
const after = await mirror();
if (!/^Update 4 on P\d+/.test(after.said ?? "")) {
  console.error(`error: the live region did not follow the step: ${JSON.stringify(after)}`);
  process.exit(1);
}
console.log(`the page's accessibility copy: ${mirrored.buttons.length} buttons, the figure, the live region ("${after.said}")`);

// 简体中文 (the menu bar's right end): the page's language follows, and the Simplified Chinese
// font, fetched beside the wasm once the page speaks Chinese, is there to draw it.
await send("Input.dispatchMouseEvent", { type: "mouseMoved", x: canvas.left + canvas.width - 105, y: canvas.top + 15 });
for (const type of ["mousePressed", "mouseReleased"]) {
  await send("Input.dispatchMouseEvent", { type, x: canvas.left + canvas.width - 105, y: canvas.top + 15, button: "left", buttons: type === "mousePressed" ? 1 : 0, clickCount: 1 });
  await sleep(60);
}
await waitTitle((t) => t.includes(" 个点，t = 4"), "the title in Chinese");
const { result: zh } = await send("Runtime.evaluate", { expression: "document.documentElement.lang" });
if (zh.value !== "zh-CN") {
  throw new Error(`<html lang> is ${JSON.stringify(zh.value)} in Chinese`);
}
let fonts = "";
for (let tries = 0; tries < 100 && fonts === ""; tries++) {
  await sleep(50);
  fonts = await chineseFonts();
}
if (fonts !== "NotoSansSC-subset.otf by version 200") {
  throw new Error(`the Chinese fonts fetched: ${JSON.stringify(fonts)}`);
}
await sleep(500);
await screenshot("web-chinese.png");

// A lecture's link: the page opens the script at its first scene (6 points, t = 0) in the
// language chosen above, and PageDown goes on to the scene with the first update (t = 1).
const anyState = (t) => {
  const m = /— (\d+) (?:points|个点)[,，] ?t = (\d+)/.exec(t);
  return m && { points: Number(m[1]), t: Number(m[2]) };
};
await send("Page.navigate", { url: `${url}?lecture${scriptLink}` });
const opened = await waitTitle((t) => anyState(t)?.points === 6 && anyState(t)?.t === 0, "the lecture's first scene");
async function press(key, code, keyCode) {
  for (const type of ["keyDown", "keyUp"]) {
    await send("Input.dispatchKeyEvent", { type, key, code, windowsVirtualKeyCode: keyCode });
    await sleep(60);
  }
}
await press("PageDown", "PageDown", 34);
await sleep(300);
await press("PageDown", "PageDown", 34);
const lectured = await waitTitle((t) => anyState(t)?.points === 6 && anyState(t)?.t === 1, "t = 1 after two PageDowns");
await screenshot("web-lecture.png");

// An exercise's link: ○ and × at opposite corners of a square (XOR), and Ctrl+Enter checks
// them; the title gives the score (in the language chosen above).
await send("Page.navigate", { url: `${url}?exercise${exerciseLink}` });
await waitTitle((t) => anyState(t)?.points === 0, "the exercise's empty plane");
const corners = [[0.40, 0.2, "left"], [0.55, 0.38, "left"], [0.40, 0.38, "right"], [0.55, 0.2, "right"]];
for (const [across, down, button] of corners) {
  await clickAt(canvas.left + canvas.width * across, canvas.top + canvas.height * down, button);
}
await waitTitle((t) => anyState(t)?.points === 4, "four points placed");
await screenshot("web-exercise-points.png");
for (const type of ["keyDown", "keyUp"]) {
  await send("Input.dispatchKeyEvent", { type, key: "Enter", code: "Enter", windowsVirtualKeyCode: 13, modifiers: 2 });
  await sleep(60);
}
const scored = await waitTitle((t) => /1 of 1 exercises right|答对 1 \/ 1 道练习/.test(t), "the exercise's score");
await sleep(300);
await screenshot("web-exercise.png");

// A built-in lecture from the Lectures menu (in the language chosen above): the page has not
// downloaded any lecture until now, and fetches this one beside it (scripts/<id>.json).
const fetchedScripts = async () => {
  const { result } = await send("Runtime.evaluate", {
    expression: "performance.getEntriesByType('resource').filter((e) => e.name.includes('/scripts/')).map((e) => e.name.split('/').pop() + ' ' + (e.responseStatus || 200)).join()",
  });
  return result.value;
};
const before_menu = await fetchedScripts();
if (before_menu !== "") {
  throw new Error(`the page fetched lectures before one was opened: ${before_menu}`);
}
// 讲座 (Lectures) at the menu bar's left, then the first built-in lecture, the menu's first entry.
await clickAt(canvas.left + 75, canvas.top + 17);
await sleep(400);
await screenshot("web-lectures-menu.png");
await clickAt(canvas.left + 120, canvas.top + 48);
const builtIn = await waitTitle((t) => anyState(t)?.points === 6 && anyState(t)?.t === 0, "the built-in lecture's first scene");
const fetchedLecture = await fetchedScripts();
if (fetchedLecture !== "pla-step-by-step.json 200") {
  throw new Error(`the lecture opened from the menu was fetched as ${JSON.stringify(fetchedLecture)}`);
}
await screenshot("web-built-in-lecture.png");

// 正體中文 (left of English at the menu bar's right end, in Chinese): the page's language
// follows, the lecture's text with it, and the Traditional Chinese font and catalogues are
// fetched beside the wasm by the version the class's server names them by.
await clickAt(canvas.left + canvas.width - 155, canvas.top + 15);
const traditional = await waitTitle((t) => / 個點，t = 0/.test(t), "the title in Traditional Chinese");
const { result: zhTw } = await send("Runtime.evaluate", { expression: "document.documentElement.lang" });
if (zhTw.value !== "zh-TW") {
  throw new Error(`<html lang> is ${JSON.stringify(zhTw.value)} in Traditional Chinese`);
}
let traditionalFonts = "";
for (let tries = 0; tries < 100 && !traditionalFonts.includes("TC"); tries++) {
  await sleep(50);
  traditionalFonts = await chineseFonts();
}
if (traditionalFonts !== "NotoSansSC-subset.otf by version 200,NotoSansTC-subset.otf by version 200") {
  throw new Error(`the Chinese fonts fetched: ${JSON.stringify(traditionalFonts)}`);
}
const catalogues = (await send("Runtime.evaluate", {
  expression: "performance.getEntriesByType('resource').filter((e) => e.name.includes('/zh-TW/')).map((e) => /\\?v=[0-9a-f]+-[0-9a-f]+$/.test(e.name)).join()",
})).result.value;
if (catalogues === "" || catalogues.includes("false")) {
  throw new Error(`the Traditional Chinese catalogues were not all fetched by version: ${catalogues}`);
}
await sleep(300);
await screenshot("web-traditional.png");

console.log(`first frame after ${firstFrameMs} ms by the page's clock (${firstFrameSeen} ms seen from here; loads: ${attempts.join(", ")} ms): ${first}`);
console.log(`after the click: ${placed.points} points (was ${before.points})`);
console.log(`after Step: ${stepped}`);
console.log(`lecture link: ${opened}; after two PageDowns: ${lectured}`);
console.log(`exercise link, four clicks and Ctrl+Enter: ${scored}`);
console.log(`a built-in lecture from the menu, fetched beside the page (${fetchedLecture}): ${builtIn}`);
console.log(`正體中文: ${traditional}; ${catalogues.split(",").length} catalogues by version`);
page.close();
process.exit(0);
