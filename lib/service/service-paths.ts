// The paths that belong to the data service rather than to the web app, on the app's one port. On
// their own, so that server.ts can tell them apart without loading the service's code into the app's
// thread (the service runs in a thread of its own: thread/service-thread.ts).

/** Whether a path belongs to the service rather than to the web app. */
export const isServicePath = (url: string) =>
  url.startsWith("/v1/") || url === "/v1" || url.startsWith("/oauth/token") || url.startsWith("/openapi/");
