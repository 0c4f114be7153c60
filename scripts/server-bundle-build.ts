// How the app's own server code is compiled (scripts/build-server.ts runs it for `npm run build`;
// lib/net/server-bundle.ts says why): entries bundled with esbuild into one flat directory, packages
// left to Node (as Next's bundle of the pages leaves PGlite and pg to it).
import { rmSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { build, type Plugin } from "esbuild";
import { compiledName, SERVER_BUNDLE_ENV } from "../lib/net/server-bundle";

/**
 * A module that finds its files from its own address (`import.meta.url`: the data beside the sources,
 * a script it runs) keeps its source's address in the bundle: the bundle file's own address, back to
 * the project root, plus the module's path. Worked out where the bundle runs, so a checkout moved
 * whole still finds its files.
 */
function ownAddresses(root: string, toRoot: string): Plugin {
  return {
    name: "own-addresses",
    setup(b) {
      b.onLoad({ filter: /\.tsx?$/ }, async (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const text = await readFile(args.path, "utf8");
        if (!text.includes("import.meta.url")) return undefined;
        const rel = path.relative(root, args.path).split(path.sep).join("/");
        const own = `new URL(${JSON.stringify(rel)}, new URL(${JSON.stringify(toRoot)}, import.meta.url)).href`;
        return {
          contents: text.replaceAll("import.meta.url", own),
          loader: args.path.endsWith("x") ? "tsx" : "ts",
        };
      });
    },
  };
}

/**
 * Next's entry points below the package (`next/headers`, `next/navigation`) are files of a package
 * without an exports map: Node's ESM resolver finds them only by their full name (`….js`), where
 * tsx and Next's own bundler add it.
 */
function nextSubpaths(): Plugin {
  return {
    name: "next-subpaths",
    setup(b) {
      b.onResolve({ filter: /^next\/[\w-]+$/ }, (args) => ({ path: `${args.path}.js`, external: true }));
    },
  };
}

/**
 * Bundles `entries` (paths from `root`) into `outdir`, emptied first: each as `compiledName(entry)`,
 * what they share in chunks beside them, and each file setting the environment's SERVER_BUNDLE_ENV
 * to its directory as it starts (worker threads are then started from their compiled modules).
 */
export async function bundleServer(root: string, entries: readonly string[], outdir: string) {
  const toRoot = `${path.relative(outdir, root).split(path.sep).join("/")}/`;
  rmSync(outdir, { recursive: true, force: true }); // no chunk of an earlier build left beside these
  await build({
    absWorkingDir: root,
    entryPoints: Object.fromEntries(entries.map((e) => [compiledName(e).replace(/\.mjs$/, ""), e])),
    outdir,
    bundle: true,
    splitting: true, // what the entries share is one chunk, read once by each thread that needs it
    chunkNames: "chunk-[hash]",
    outExtension: { ".js": ".mjs" },
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    // tsconfig.json's paths, and `server-only` marking nothing (lib/net/server-graph-marker.ts says why).
    tsconfig: path.join(root, "tsconfig.server.json"),
    plugins: [ownAddresses(root, toRoot), nextSubpaths()],
    banner: {
      js: [
        `import { fileURLToPath as __bundleDir } from "node:url";`,
        `process.env.${SERVER_BUNDLE_ENV} = __bundleDir(new URL(".", import.meta.url));`,
      ].join("\n"),
    },
    logLevel: "warning",
  });
}
