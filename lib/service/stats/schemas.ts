// The response shapes of the time-coded statistics, ruck contests and shot summaries belong to the contract (lib/contract); the engine builds them.
export * from "@/lib/contract/schemas/stats";
