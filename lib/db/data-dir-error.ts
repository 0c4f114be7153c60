// A data directory whose database does not open (damaged, cut short by a crash of the disk, or another
// program's): the one line a self-hoster sees instead of PGlite's WebAssembly stack, saying what to do.

export class DataDirUnreadableError extends Error {
  constructor(
    readonly dir: string,
    cause: unknown,
  ) {
    const why = cause instanceof Error ? cause.message : String(cause);
    super(
      `${dir} does not open as the app's database (${why}): it is damaged or not a PGlite data ` +
        `directory. Restore a backup into an empty directory, or move this one aside to start ` +
        `fresh (the real data is imported again; accounts and kept builds are lost).`,
    );
    this.name = "DataDirUnreadableError";
  }
}

/** For a command's start: a directory that does not open is said in one line and the process exits 1. */
export function exitIfDataDirUnreadable(err: unknown): never {
  if (!(err instanceof DataDirUnreadableError)) throw err;
  console.error(err.message);
  process.exit(1);
}
