// Typed errors of the statistics engine. Each carries the HTTP status and the query parameter it
// concerns, so the service can turn it into a problem response without knowing the engine's rules.

export class StatsError extends Error {
  constructor(
    readonly status: 400 | 403,
    readonly parameter: string,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** A metric code the glossary does not know (→ 400). */
export class UnknownMetricError extends StatsError {
  constructor(readonly code: string) {
    super(400, "metric", `Unknown metric code ${code}`);
  }
}

/** A metric above the caller's licence tier, asked for by name (→ 403). */
export class MetricTierError extends StatsError {
  constructor(
    readonly code: string,
    readonly metricTier: string,
    readonly clientTier: string,
  ) {
    super(403, "metric", `Metric ${code} needs the ${metricTier} tier; this client holds ${clientTier}`);
  }
}

/** A metric that time-coded statistics do not serve: ratios and match totals (→ 400). */
export class NotTimeCodedError extends StatsError {
  constructor(readonly code: string) {
    super(400, "metric", `Metric ${code} is not time-coded`);
  }
}

/** Any other out-of-range parameter, such as a time-coded statistics page size over 5000 (→ 400). */
export class StatsParamError extends StatsError {
  constructor(parameter: string, message: string) {
    super(400, parameter, message);
  }
}
