// Minimal types for the parts of autocannon 8's programmatic API that the benchmark uses.
declare module "autocannon" {
  namespace autocannon {
    interface Options {
      url: string;
      connections?: number;
      duration?: number;
      headers?: Record<string, string>;
      workers?: number;
      title?: string;
      warmup?: { connections?: number; duration?: number };
      timeout?: number; // seconds a request may take before it counts as a timeout (default 10)
    }
    interface Stats {
      mean: number;
      average: number;
      stddev: number;
      min: number;
      max: number;
      p50: number;
      p90: number;
      p99: number;
    }
    interface Result {
      duration: number;
      errors: number;
      timeouts: number;
      non2xx: number;
      "2xx": number;
      requests: Stats & { total: number; sent: number };
      latency: Stats & { totalCount: number };
      throughput: Stats & { total: number };
    }
    /** The running instance: a promise of the result that also reports each response as it arrives. */
    interface Instance extends PromiseLike<Result> {
      on(
        event: "response",
        listener: (client: unknown, statusCode: number, resBytes: number, responseTimeMs: number) => void,
      ): Instance;
    }
  }
  function autocannon(opts: autocannon.Options): autocannon.Instance;
  export = autocannon;
}
