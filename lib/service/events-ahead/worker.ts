import { generateMatchEvents } from "@/lib/service/engine/generate-match";
import type { EngineInput } from "@/lib/service/engine/engine-input";
import type { MatchEvents } from "@/lib/service/engine/types";
import { serveJobs } from "@/lib/net/worker-serve";

// The events-ahead worker thread (events-ahead.ts): a match's events generated from its engine input,
// the same pure, seeded generation the service runs when a match is first asked of.
serveJobs<EngineInput, MatchEvents>((input) => ({ out: generateMatchEvents(input) }));
