import { isStopping } from "@/lib/lifecycle/stopping";

// Matches in flight at once: while the service computes one match's answer (in its worker thread),
// the app checks and keeps the one before (in its own), so both threads are busy; more would only
// queue behind them on two cores.
const IN_FLIGHT = 2;

/** A build in progress: matches kept so far, and whether it is to stop after the matches in hand. */
export interface BuildProgress {
  done: number;
  stop: boolean;
}

/**
 * Fetches the matches still to do, `inFlight` at a time, counting each one kept in `run.done`. The
 * first failure stops the build: the other runners end with their match and the failure is thrown
 * (the next visit resumes the build from what was kept). The process's stop ends it the same way,
 * after the matches in hand, without a failure: the next start resumes it.
 */
export async function runBuild<M>(
  todo: readonly M[],
  run: BuildProgress,
  fetchOne: (m: M, run: BuildProgress) => Promise<boolean>,
  inFlight = IN_FLIGHT,
): Promise<void> {
  let next = 0;
  const runner = async () => {
    while (!run.stop && !isStopping() && next < todo.length) {
      const m = todo[next++];
      try {
        if (await fetchOne(m, run)) run.done++;
      } catch (err) {
        run.stop = true;
        throw err;
      }
    }
  };
  await Promise.all(Array.from({ length: inFlight }, runner));
}
