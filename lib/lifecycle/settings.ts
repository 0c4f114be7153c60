import type { z } from "zod";

// Settings that may hold a credential are never repeated back in a message (a log is read by more
// people than the settings file).
const PRIVATE = /SECRET|PASSWORD|TOKEN|_URL$/;

/** The settings a program cannot start with, one line a problem: raised at start, said without a stack. */
export class SettingsError extends Error {
  constructor(readonly problems: string[]) {
    super(`The settings are not valid (the environment or .env):\n  ${problems.join("\n  ")}`);
    this.name = "SettingsError";
  }
}

/**
 * zod's issues with an environment as lines an operator can act on: the variable, what is wrong, and
 * the value it has when that is not private ("PORT: … (it is "abc")").
 */
export function settingsProblems(error: z.ZodError, env: Record<string, string | undefined>): string[] {
  return error.issues.map((issue) => {
    const name = issue.path.join(".");
    const value = env[name];
    if (value === undefined) return `${name}: required, and not set`;
    const said = issue.message
      .replace(/^Invalid input: expected number, received NaN$/, "not a number")
      .replace(/^Invalid input: expected int, received number$/, "not a whole number");
    const line = said.startsWith(`${name} `) ? said : `${name}: ${said}`;
    return PRIVATE.test(name) ? line : `${line} (it is ${JSON.stringify(value)})`;
  });
}

/**
 * `read()`, or, when the settings are not valid, their problems said in the log under `name` and the
 * process ended with 1 (anything else thrown is thrown on).
 */
export function settingsOrExit<T>(name: string, read: () => T): T {
  try {
    return read();
  } catch (err) {
    if (!(err instanceof SettingsError)) throw err;
    console.error(`[${name}] ${err.message}`);
    process.exit(1);
  }
}
