// Two students' pages in headless Chromium join the teacher's live class (the real window,
// started by the README's command): a phone held upright (390×844) and one held across
// (844×390), both with touch. Each types its name and joins; the teacher turns the page
// (TEACHER_NEXT, a command that presses PageDown in the teacher's window) and both pages follow;
// the upright one reloads and rejoins under its name without being asked. The pages' titles say
// where they stand ("… — class ABCD · Ada · scene 2 of 12"). Prints what it measured; exits 1
// on a failed check.
//
// node --experimental-websocket class.mjs DEVTOOLS_PORT JOIN_URL SCREENSHOT_DIR

import { execSync } from "node:child_process";
import { firstPage, isolatedPage, sleep } from "./devtools.mjs";

const [port, joinUrl, shots] = process.argv.slice(2);
const code = /#class=(\w+)/.exec(joinUrl)[1];
const scene = (name) => (t) => {
  const m = new RegExp(`class ${code} · ${name} · scene (\\d+) of (\\d+)`).exec(t);
  return m && { scene: Number(m[1]), of: Number(m[2]) };
};

// A tab in the background paints no frames: each page is brought to the front to be read.
const front = (page) => page.send("Page.bringToFront");

async function student(page, name, width, height) {
  await front(page);
  await page.send("Emulation.setDeviceMetricsOverride", { width, height, deviceScaleFactor: 2, mobile: true });
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

const upright = await firstPage(port);
const ada = await student(upright, "Ada", 390, 844);
const across = await isolatedPage(port);
const bo = await student(across, "Bo", 844, 390);
const first = scene("Ada")(ada.joined);
if (first.scene !== 1) throw new Error(`Ada joined on scene ${first.scene}, not the lecture's first`);
await across.screenshot(`${shots}/class-phone-across-1.png`);

// The teacher's Next reaches both pages.
const turned = Date.now();
execSync(process.env.TEACHER_NEXT);
await across.waitTitle((t) => scene("Bo")(t)?.scene === 2, "Bo's page on scene 2");
const followMs = Date.now() - turned;
await sleep(500);
await across.screenshot(`${shots}/class-phone-across.png`);
await front(upright);
await upright.waitTitle((t) => scene("Ada")(t)?.scene === 2, "Ada's page on scene 2");
await sleep(500);
await upright.screenshot(`${shots}/class-phone-upright.png`);

// A reload rejoins in the same seat, under the same name, on the teacher's scene.
await upright.send("Page.reload");
const back = await upright.waitTitle((t) => scene("Ada")(t)?.scene === 2, "Ada back after a reload");

console.log(`Ada (390×844) joined in ${ada.ms} ms: ${ada.joined}`);
console.log(`Bo (844×390) joined in ${bo.ms} ms: ${bo.joined}`);
console.log(`the teacher's Next reached the page in front in ${followMs} ms (with the key press)`);
console.log(`after a reload: ${back}`);
upright.close();
across.close();
process.exit(0);
