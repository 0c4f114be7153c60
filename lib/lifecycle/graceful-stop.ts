// How every program of the project stops (the app, the service alone, the commands): the first
// SIGINT or SIGTERM raises the process's stopping flag and runs the program's steps, each waited for
// only while time is left; whatever is still running at the deadline is named in the log and cut by
// ending the process. A second signal ends it at once. The data survives either way: the databases
// recover from an ended process as from a crash (the crash test), and the kernel releases the data
// directory's lock with the process (lib/db/data-dir-lock.ts). A copy of the first signal that comes
// within a second (npm passing on what the terminal sent both) is not a second signal.
//
// Docker waits 10 s between SIGTERM and SIGKILL, Kubernetes 30 s, systemd 90 s: ten seconds fit all.
import { Worker } from "node:worker_threads";
import { beginStopping } from "./stopping";

export const STOP_DEADLINE_MS = 10_000;
// The process ends itself this long before the deadline, so that it has gone by then; the watchdog
// thread kills it at 0.1 s before, should its main thread be too busy to (the gap leaves a loaded
// machine's late timers time to end it in order, with its last log line).
const EXIT_MARGIN_MS = 1_000;

/** What a program's stop steps are given. */
export interface Stopping {
  /** The signal that began the stop. */
  readonly signal: string;
  /** Milliseconds left before the process is ended, less `reserveMs` kept for the steps after. */
  left(reserveMs?: number): number;
  /**
   * Waits for `work` for at most `left(reserveMs)` ms. Returns whether it finished; when it did not
   * (or failed), its label is named in the final log line and the stop goes on.
   */
  upTo(label: string, work: Promise<unknown> | undefined, reserveMs?: number): Promise<boolean>;
}

export interface StopOptions {
  /** The program's name in the log ("app", "sds", "backup"). */
  name: string;
  deadlineMs?: number;
  log?: (line: string) => void;
  /** Ends the process (tests pass their own). */
  exit?: (code: number) => void;
  /** The exit code when the steps finish in time: 0 for a server asked to stop, 1 for a command cut short. */
  code?: number;
  /** A thread that SIGKILLs the process just after the deadline, should its main thread be stuck. */
  watchdog?: boolean;
}

const SIGNAL_EXIT: Record<string, number> = { SIGINT: 130, SIGTERM: 143 };
// The same signal again this soon is the same request, not a second one: a terminal's Ctrl-C reaches
// npm and the program npm runs, and npm passes its copy on too (as it does a SIGTERM systemd sends to
// every process of the unit). A person's second Ctrl-C comes later than this.
export const SAME_REQUEST_MS = 1_000;

/**
 * Runs `steps` on the first SIGINT or SIGTERM and ends the process when they finish or the deadline
 * comes, whichever is first. Returns `stop`, the same thing for a program that decides to stop itself
 * (`reason` in place of the signal's name; `code` the exit code when the steps finish in time).
 */
export function stopOnSignals(
  steps: (s: Stopping) => Promise<void>,
  opts: StopOptions,
): { stop: (reason: string, code?: number) => Promise<void> } {
  const log = opts.log ?? ((m: string) => console.log(m));
  const exit = opts.exit ?? ((code: number) => process.exit(code));
  const deadlineMs = opts.deadlineMs ?? STOP_DEADLINE_MS;
  let started = 0;
  let signal = "";
  let ended = false;
  const cut: string[] = [];
  // What upTo is waiting for now: named if the deadline comes first.
  const waiting = new Set<string>();
  const end = (code: number, why = "") => {
    if (ended) return;
    ended = true;
    log(`[${opts.name}] stopped in ${((Date.now() - started) / 1000).toFixed(1)} s${why}`);
    exit(code);
  };

  const stopping: Stopping = {
    get signal() {
      return signal;
    },
    left: (reserveMs = 0) => Math.max(0, started + deadlineMs - EXIT_MARGIN_MS - reserveMs - Date.now()),
    async upTo(label, work, reserveMs = 0) {
      if (!work) return true;
      waiting.add(label);
      let timer: NodeJS.Timeout | undefined;
      const outcome = await Promise.race([
        work.then(
          () => "done" as const,
          (err: unknown) => {
            log(
              `[${opts.name}] ${label} failed while stopping: ${err instanceof Error ? err.message : String(err)}`,
            );
            return "failed" as const;
          },
        ),
        new Promise<"late">((resolve) => {
          timer = setTimeout(() => resolve("late"), stopping.left(reserveMs));
        }),
      ]);
      clearTimeout(timer);
      waiting.delete(label);
      if (outcome !== "done") cut.push(label);
      return outcome === "done";
    },
  };

  async function stop(sig: string, code?: number) {
    if (started && sig === signal && Date.now() - started < SAME_REQUEST_MS) return;
    if (started) {
      log(`[${opts.name}] ${sig} again: ending now`);
      return end(SIGNAL_EXIT[sig] ?? 1, " (a second signal)");
    }
    signal = sig;
    started = Date.now();
    beginStopping(sig);
    log(`[${opts.name}] stopping (${sig}): ${deadlineMs / 1000} s at most`);
    const deadline = setTimeout(
      () => end(1, `: cut at the deadline: ${[...cut, ...waiting].join(", ") || "the stop's steps"}`),
      Math.max(0, deadlineMs - EXIT_MARGIN_MS),
    );
    deadline.unref();
    if (opts.watchdog !== false) startWatchdog(deadlineMs);
    try {
      await steps(stopping);
    } catch (err) {
      log(
        `[${opts.name}] a stop step failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`,
      );
      cut.push("a failed step");
    }
    clearTimeout(deadline);
    end(
      cut.length ? 1 : (code ?? opts.code ?? 0),
      cut.length ? `: cut at the deadline: ${cut.join(", ")}` : "",
    );
  }
  for (const sig of ["SIGINT", "SIGTERM"] as const) process.on(sig, () => void stop(sig));
  return { stop };
}

/**
 * A thread of its own that kills the process just before the deadline, after the main thread's own
 * timer would have ended it: that timer cannot fire while the main thread is held by a long
 * synchronous job. It holds nothing open.
 */
function startWatchdog(deadlineMs: number) {
  try {
    const w = new Worker(
      `const { workerData } = require("node:worker_threads");
       setTimeout(() => process.kill(workerData.pid, "SIGKILL"), workerData.ms);`,
      { eval: true, workerData: { pid: process.pid, ms: Math.max(0, deadlineMs - 100) } },
    );
    w.unref();
    w.on("error", () => {});
  } catch {
    // No thread to be had: the main thread's own deadline still ends the process.
  }
}
