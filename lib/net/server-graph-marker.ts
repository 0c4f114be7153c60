// What `server-only` is in the app's own server (server.ts and what it loads: tsconfig.server.json maps
// it here, for `npm run dev` and for the server's bundle). The marker fails a browser bundle's
// build, which Next enforces when it builds the pages; the app's own server is never a browser
// bundle, and the package itself throws wherever the "react-server" condition is not set, as in plain
// Node. So here it marks nothing, as under vitest.
export {};
