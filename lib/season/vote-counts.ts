// The box score's counts the Brownlow model reads (features/brownlow), kept here because the match
// summary asks the service for them in the same call as the box score (summary-counts.ts).

/** The counts, in the order of the model's weights (core tier, each reproduced from the real box score). */
export const VOTE_COUNTS = [
  "KICK",
  "HANDBALL",
  "MARK",
  "MARK_CONTESTED",
  "MARK_INSIDE_50",
  "TACKLE",
  "GOAL",
  "BEHIND",
  "HITOUT",
  "CLEARANCE",
  "INSIDE_50",
  "POSSESSION_CONTESTED",
  "GOAL_ASSIST",
  "FREE_KICK",
  "FREE_KICK_AGAINST",
  "CLANGER",
  "REBOUND_50",
  "ONE_PERCENTER",
] as const;

/** The service's metric for the umpires' votes (a match total, 3-2-1). */
export const VOTES_CODE = "BROWNLOW_VOTES";
