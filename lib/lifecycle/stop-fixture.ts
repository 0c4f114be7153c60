// A program for graceful-stop.test.ts: it stops on signals with steps chosen by its arguments, and
// prints "ready" once its handlers are in place. Usage: tsx stop-fixture.ts <steps> <deadline ms>
//   quick: the steps finish at once;   hang: a step never finishes;
//   block: the main thread is held by a synchronous loop once the stop begins;
//   build: a build of 1,000 matches runs and the stop ends it after the matches in hand.
import { runBuild } from "@/lib/app-server/builds/build-runner";
import { stopOnSignals } from "./graceful-stop";

const [kind, deadline] = [process.argv[2], Number(process.argv[3] ?? 10_000)];
const run = { done: 0, stop: false };
const build =
  kind === "build"
    ? runBuild(
        Array.from({ length: 1_000 }),
        run,
        () => new Promise<boolean>((r) => setTimeout(() => r(true), 20)),
      )
    : undefined;

stopOnSignals(
  async (stopping) => {
    if (kind === "hang") await stopping.upTo("a step that never ends", new Promise(() => {}));
    if (kind === "block") for (;;);
    if (build) {
      await stopping.upTo("the build", build);
      console.log(`build ended after ${run.done} of 1000`);
    }
  },
  { name: "fixture", deadlineMs: deadline },
);
// Something to keep the loop alive, as a server would.
setInterval(() => {}, 1_000);
console.log("ready");
