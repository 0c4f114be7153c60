import { writeFileSync } from "node:fs";
import path from "node:path";
import type { Reporter, TestModule } from "vitest/node";

/**
 * Writes each test file's wall time (import, hooks and tests: what the file costs the run) to the
 * JSON file named by VITEST_FILE_TIMES, for `npm test`'s list of the slowest files.
 */
export default class FileTimesReporter implements Reporter {
  private readonly times: Record<string, number> = {};

  onTestModuleEnd(module: TestModule) {
    const d = module.diagnostic();
    const file = path.relative(process.cwd(), module.moduleId);
    this.times[file] = Math.round(d.prepareDuration + d.collectDuration + d.setupDuration + d.duration);
  }

  onTestRunEnd() {
    const out = process.env.VITEST_FILE_TIMES;
    if (out) writeFileSync(out, JSON.stringify(this.times));
  }
}
