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
  }
  function autocannon(opts: autocannon.Options): PromiseLike<autocannon.Result>;
  export = autocannon;
}
