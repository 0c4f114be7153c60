/**
 * A command line tool asked for help (`--help` or `-h` among its arguments): its usage on stdout, and
 * exit 0, before it reads, opens or writes anything. Asked for, so not an error; and never taken for
 * a value (a backup once written to a file named "--help").
 */
export function helpIfAsked(args: readonly string[], usage: string): void {
  if (!args.some((a) => a === "--help" || a === "-h")) return;
  console.log(usage);
  process.exit(0);
}

/**
 * A file named where a command takes one, refused when it begins with "-": an option mistyped or not
 * known, not a file to write or read (`./-name` names such a file on purpose). Exit 2 with the usage.
 */
export function refuseOptionAsFile(file: string | undefined, usage: string): void {
  if (!file?.startsWith("-")) return;
  console.error(`${file}: not an option this command knows (a file whose name begins with "-": ./${file})`);
  console.error(usage);
  process.exit(2);
}
