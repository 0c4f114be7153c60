// Types of setup-stamps.js (plain JavaScript: it runs before the install, on Node alone).

export interface Hashes {
  /** package.json and package-lock.json. */
  packages: string;
  /** The build's inputs (BUILD_INPUTS). */
  sources: string;
}
export interface InstallRecord {
  packages: string;
}
export interface BuildRecord {
  sources: string;
  packages: string;
}
export interface Plan {
  install: boolean;
  build: boolean;
  /** "setup: install skipped (…); build runs (…)" */
  line: string;
}

export const INSTALL_INPUTS: string[];
export const BUILD_INPUTS: { dirs: string[]; files: string[] };
export const INSTALL_RECORD: string;
export const BUILD_RECORD: string;
export function hashFiles(root: string, files: string[]): string;
export function packagesHash(root: string): string;
export function sourcesHash(root: string): string;
export function readRecord<T>(root: string, file: string): T | null;
export function writeRecord(root: string, file: string, record: InstallRecord | BuildRecord): void;
export function runNpm(root: string, args: string[]): void;
export function installStep(packages: string, last: InstallRecord | null): { run: boolean; words: string };
export function decide(now: Hashes, last: { install: InstallRecord | null; build: BuildRecord | null }): Plan;
