// glibc's allocator, as every long-running process of the app is started with it (`npm start`,
// `npm run service`, the cluster, the tests' app). Set in the environment because glibc reads it once,
// before any JavaScript runs.
//
// Why: glibc raises its mmap threshold each time a large mapped block is freed (up to 32 MB), so once
// the first of the app's large buffers (a season build's ~11 MB statistics answers, the store's load)
// is freed, the next ones come from its main heap, where small blocks that stay pin the top and
// nothing is given back: 1.4 GB resident at the peak of a first start's builds and 754 MB after them.
// Held at glibc's own initial 128 KiB, every large buffer is mapped and unmapped, and two arenas (two
// cores) instead of sixteen keep the threads' spare memory few. Measured on a first start with the warm-up (docs/decisions/process-memory.md):
// 617 → 482 MB when serving, 1,404 → 1,039 MB at the peak, 754 → 585 MB once the builds are kept.
export const MALLOC_ENV = {
  MALLOC_ARENA_MAX: "2",
  MALLOC_MMAP_THRESHOLD_: "131072",
} as const;

/** The settings as shell assignments (package.json's start scripts carry them: malloc-env.test.ts). */
export const mallocAssignments = (): string[] => Object.entries(MALLOC_ENV).map(([k, v]) => `${k}=${v}`);
