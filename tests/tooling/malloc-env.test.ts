// The allocator's settings: what they do on this machine's glibc, and that they reach the app however
// it is started (package.json's start scripts carry the same assignments as MALLOC_ENV; the cluster and
// the tests' app spread the object itself).
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MALLOC_ENV, mallocAssignments } from "@/scripts/malloc-env";

const scripts = (
  JSON.parse(readFileSync(path.join(import.meta.dirname, "../../package.json"), "utf8")) as {
    scripts: Record<string, string>;
  }
).scripts;

// A season build's pattern in small: large buffers (8-13 MB) made and freed one after another while
// small ones that stay are made between them; then the resident memory once all the large are gone.
const PATTERN = `
const stay = [];
let large = [];
for (let i = 0; i < 60; i++) {
  large.push(Buffer.alloc((8 << 20) + ((i * 7919) % 6) * (1 << 20), 1));
  for (let j = 0; j < 50; j++) stay.push(Buffer.alloc(3000, 2));
  if (large.length > 2) large.shift();
  if (i % 3 === 2) gc();
}
large = [];
for (let k = 0; k < 3; k++) { gc(); await new Promise((r) => setTimeout(r, 20)); }
console.log(process.memoryUsage().rss, stay.length);
`;

function residentAfter(env: NodeJS.ProcessEnv): number {
  const out = execFileSync(process.execPath, ["--expose-gc", "--input-type=module", "-e", PATTERN], {
    env,
    encoding: "utf8",
  });
  return Number(out.split(" ")[0]) / 2 ** 20;
}

describe("malloc-env", () => {
  it("gives the large buffers' memory back once they are freed (glibc keeps it otherwise)", () => {
    const plain = { ...process.env };
    for (const k of Object.keys(MALLOC_ENV)) delete plain[k];
    const without = residentAfter(plain);
    const withIt = residentAfter({ ...plain, ...MALLOC_ENV });
    // Measured 90-91 MB without and 55-56 MB with; no timing involved, only what stays resident.
    expect(withIt).toBeLessThan(without - 20);
  });

  it.each(["start", "service"])("`npm run %s` sets every one of them before Node starts", (name) => {
    const words = scripts[name].split(/\s+/);
    const runner = words.findIndex((w) => w === "tsx" || w === "node"); // the sources, or the compiled server
    expect(runner).toBeGreaterThan(0);
    // Assignments before the command, so glibc sees them when the process begins.
    for (const a of mallocAssignments()) expect(words.slice(0, runner)).toContain(a);
  });
});
