/** What the front door answers instead of a handler: a problem+json with this status and text. */
export interface Refusal {
  status: number;
  title: string;
  detail: string;
  headers?: Record<string, string>;
}
