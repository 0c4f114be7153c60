import type { BuildProgress } from "./build-runner";
import type { BuildStatus, SeasonMatch } from "./season-splits";

interface Running extends BuildProgress {
  total: number;
  promise: Promise<void>;
}

export interface BuildRunsDeps {
  /** How many of these matches are kept already. */
  kept: (matches: readonly SeasonMatch[]) => Promise<number>;
  /** Builds the season: fetches what is missing, counting it in `run.done`, until `run.stop`. */
  build: (matches: readonly SeasonMatch[], run: BuildProgress) => Promise<void>;
  /** Called as a season's build ends, however it ended. */
  ended: (seasonId: number) => void;
}

/**
 * The season builds in progress: single-flight per season, and one season at a time (a second
 * season's build waits for the first); why the last build of a season stopped short.
 */
export function createBuildRuns(deps: BuildRunsDeps) {
  const running = new Map<number, Running>();
  const errors = new Map<number, string>();
  let queue: Promise<void> = Promise.resolve();

  /** How far the season's build is: stored matches of its completed ones. */
  async function status(seasonId: number, matches: readonly SeasonMatch[]): Promise<BuildStatus> {
    const run = running.get(seasonId);
    if (run) return { total: matches.length, done: run.done, building: true, error: null };
    const done = await deps.kept(matches);
    return { total: matches.length, done, building: false, error: errors.get(seasonId) ?? null };
  }

  return {
    status,
    building: (seasonId: number) => running.has(seasonId),

    /** Starts the season's build unless it runs already or nothing is missing; returns its status. */
    async ensure(seasonId: number, matches: readonly SeasonMatch[]): Promise<BuildStatus> {
      const s = await status(seasonId, matches);
      // Another visitor's request may have started it while this one read the database.
      const other = running.get(seasonId);
      if (other) return { ...s, done: other.done, building: true, error: null };
      if (s.building || s.done >= s.total) return s;
      const run: Running = { done: s.done, total: s.total, stop: false, promise: Promise.resolve() };
      running.set(seasonId, run);
      errors.delete(seasonId);
      run.promise = queue = queue
        .then(() => deps.build(matches, run))
        .catch((err: Error) => void errors.set(seasonId, err.message))
        .finally(() => {
          running.delete(seasonId);
          deps.ended(seasonId);
        });
      return { ...s, building: true, error: null };
    },

    /** Waits for the season's running build, if any (tests, shutdown). */
    async settled(seasonId: number): Promise<void> {
      await running.get(seasonId)?.promise;
    },

    /** Stops the season's build after the match in hand (what a restart in the middle does). */
    async stop(seasonId: number): Promise<void> {
      const run = running.get(seasonId);
      if (!run) return;
      run.stop = true;
      await run.promise;
    },
  };
}
