// Two students' pages in headless Chromium join the teacher's live class (the real window,
// started by the README's command): a phone held upright (390×844) and one held across
// (844×390), both with touch. Each types its name and joins, and its plane fills the phone's
// width (upright) or height (across) with the caption under or beside it. The teacher turns the
// page (TEACHER_NEXT presses PageDown in the teacher's window) and both pages follow, to the
// exercise that asks for a number: Ada taps the right one (3: the scene's explanation says P3 is
// corrected next) on the number pad and Bo a wrong one (5), each presses Check, and each page
// says "answer sent" and no verdict; the teacher reveals (TEACHER_REVEAL presses Ctrl+R) and
// each page scores its own answer. Between, the teacher's phone (a third page, 390×844) opens
// the remote's address and its Next turns both students' pages. Then the upright page reloads and rejoins under its name
// without being asked, its answer given back by the teacher's server. The pages' titles say where they stand ("… — class ABCD · Ada · scene 2
// of 12"); `data-layout` on the page's body says where the app drew its parts. Prints what it
// measured; exits 1 on a failed check.
//
// The phones are emulated at one device pixel per CSS pixel: under emulation Chromium reports
// the canvas's device-pixel size as its CSS size, so a higher ratio would shrink the app's
// points; a phone's real ratio changes its sharpness, not its layout.
//
// node --experimental-websocket class.mjs DEVTOOLS_PORT JOIN_URL SCREENSHOT_DIR REMOTE_URL

import { execSync } from "node:child_process";
import { firstPage, isolatedPage, sleep } from "./devtools.mjs";

const [port, joinUrl, shots, remoteUrl] = process.argv.slice(2);
const code = /#class=(\w+)/.exec(joinUrl)[1];
const scene = (name) => (t) => {
  const m = new RegExp(`class ${code} · ${name} · scene (\\d+) of (\\d+)`).exec(t);
  return m && { scene: Number(m[1]), of: Number(m[2]) };
};
const check = (ok, what) => {
  if (!ok) throw new Error(what);
};

// A tab in the background paints no frames: each page is brought to the front to be read.
const front = (page) => page.send("Page.bringToFront");

async function layout(page) {
  const { result } = await page.send("Runtime.evaluate", {
    expression: "document.body.dataset.layout || '{}'",
    returnByValue: true,
  });
  return JSON.parse(result.value);
}

async function student(page, name, width, height) {
  await front(page);
  await page.send("Emulation.setDeviceMetricsOverride", { width, height, deviceScaleFactor: 1, mobile: true });
  await page.send("Emulation.setTouchEmulationEnabled", { enabled: true, maxTouchPoints: 5 });
  const started = Date.now();
  await page.send("Page.navigate", { url: joinUrl });
  await page.waitTitle((t) => t.includes(`class ${code} · your name?`), `${name}'s page asking for a name`);
  await sleep(300);
  // The name field has the keyboard: type, then Enter joins.
  await page.send("Input.insertText", { text: name });
  await page.key("Enter", "Enter", 13);
  const joined = await page.waitTitle(scene(name), `${name} joined`);
  return { joined, ms: Date.now() - started };
}

/// Brings `page` to the front and waits till it shows scene `k` (counted from 1).
async function on(page, name, k) {
  await front(page);
  return page.waitTitle((t) => scene(name)(t)?.scene === k, `${name}'s page on scene ${k}`);
}

/// Taps the number pad's keys of `typed`, then Check.
async function answer(page, name, typed) {
  await front(page);
  let targets = {};
  for (let i = 0; i < 50 && !targets.Check; i++) {
    await sleep(100);
    targets = (await layout(page)).targets ?? {};
  }
  for (const key of [...typed, "Check"]) {
    check(targets[key], `${name}'s page has no "${key}" to tap: ${JSON.stringify(targets)}`);
    await page.tap(...targets[key]);
    await sleep(150);
  }
  return page.waitTitle((t) => t.includes("answer sent"), `${name}'s answer sent`);
}

const upright = await firstPage(port);
const ada = await student(upright, "Ada", 390, 844);
await sleep(500);
const adaLayout = await layout(upright);
await upright.screenshot(`${shots}/class-phone-upright-1.png`);
const across = await isolatedPage(port);
const bo = await student(across, "Bo", 844, 390);
await sleep(500);
const boLayout = await layout(across);
await across.screenshot(`${shots}/class-phone-across-1.png`);
check(scene("Ada")(ada.joined).scene === 1, `Ada joined on ${ada.joined}, not the lecture's first scene`);

// Upright, the plane has the phone's width and the caption is under it; across, the plane has
// the height under the bar and the caption is beside it.
{
  const [, y, w, h] = adaLayout.main_view ?? [];
  check(w >= 0.9 * 390, `Ada's plane is ${w} of 390 pixels wide: ${JSON.stringify(adaLayout)}`);
  check(adaLayout.caption[1] >= y + h - 1, `Ada's caption is not under her plane: ${JSON.stringify(adaLayout)}`);
  const [x, , bw, bh] = boLayout.main_view ?? [];
  const bar = boLayout.bar[1] + boLayout.bar[3];
  check(bh >= 0.85 * (390 - bar), `Bo's plane is ${bh} of ${390 - bar} pixels high: ${JSON.stringify(boLayout)}`);
  check(boLayout.caption[0] >= x + bw - 1, `Bo's caption is not beside his plane: ${JSON.stringify(boLayout)}`);
}

// The teacher's Next reaches both pages.
const turned = Date.now();
execSync(process.env.TEACHER_NEXT);
await on(across, "Bo", 2);
const followMs = Date.now() - turned;
await on(upright, "Ada", 2);

// The teacher's phone opens the remote's address (the presenter's QR code; the window prints
// it too), is shown where the stage stands with the scene's notes, and its Next turns every
// page, as the window's own key does.
const remote = await isolatedPage(port);
await remote.send("Emulation.setDeviceMetricsOverride", { width: 390, height: 844, deviceScaleFactor: 1, mobile: true });
await remote.send("Emulation.setTouchEmulationEnabled", { enabled: true, maxTouchPoints: 5 });
await remote.send("Page.navigate", { url: remoteUrl });
await remote.waitTitle((t) => t.includes("Scene 2 of 12"), "the remote showing scene 2");
const notes = await remote.send("Runtime.evaluate", {
  expression: "document.getElementById('notes').textContent",
  returnByValue: true,
});
check(notes.result.value.length > 20, `the remote shows no notes: ${JSON.stringify(notes.result)}`);
await remote.screenshot(`${shots}/class-remote.png`);
const { result: nextAt } = await remote.send("Runtime.evaluate", {
  expression: "(() => { const r = document.getElementById('next').getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; })()",
  returnByValue: true,
});
const tapped = Date.now();
await remote.tap(...nextAt.value);
await on(across, "Bo", 3);
const remoteMs = Date.now() - tapped;
await remote.waitTitle((t) => t.includes("Scene 3 of 12"), "the remote following to scene 3");
remote.close();

// On to the exercise that asks for a number (scene 11): the teacher turns a page at a time, as
// the steps between scenes play in the teacher's window.
for (let k = 4; k <= 11; k++) {
  execSync(process.env.TEACHER_NEXT);
  await on(across, "Bo", k);
}
await answer(across, "Bo", "5");
await across.screenshot(`${shots}/class-phone-across.png`);
await on(upright, "Ada", 11);
await answer(upright, "Ada", "3");
await upright.screenshot(`${shots}/class-phone-upright.png`);
check(!(await upright.title()).includes("exercises right"), "Ada's verdict showed before the reveal");

// The teacher reveals: each page scores its own answer.
execSync(process.env.TEACHER_REVEAL);
const adaScore = await upright.waitTitle((t) => t.includes("1 of 1 exercises right"), "Ada's right answer revealed");
await upright.screenshot(`${shots}/class-phone-revealed.png`);
await front(across);
const boScore = await across.waitTitle((t) => t.includes("0 of 1 exercises right"), "Bo's wrong answer revealed");

// A reload rejoins in the same seat, under the same name, on the teacher's scene, and the
// teacher's server gives the page back its answer (revealed: it scores again).
await front(upright);
await upright.send("Page.reload");
const back = await upright.waitTitle(
  (t) => scene("Ada")(t)?.scene === 11 && t.includes("1 of 1 exercises right"),
  "Ada back after a reload, her answer kept",
);

console.log(`Ada (390×844) joined in ${ada.ms} ms: ${ada.joined}`);
console.log(`  her plane ${JSON.stringify(adaLayout.main_view)}, caption ${JSON.stringify(adaLayout.caption)}`);
console.log(`Bo (844×390) joined in ${bo.ms} ms: ${bo.joined}`);
console.log(`  his plane ${JSON.stringify(boLayout.main_view)}, caption ${JSON.stringify(boLayout.caption)}`);
console.log(`the teacher's Next reached the page in front in ${followMs} ms (with the key press)`);
console.log(`the remote's Next reached a student's page in ${remoteMs} ms`);
console.log(`after the reveal: ${adaScore}`);
console.log(`                  ${boScore}`);
console.log(`after a reload: ${back}`);
upright.close();
across.close();
process.exit(0);
