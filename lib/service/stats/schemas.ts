// The response shapes of E20–E23 belong to the contract (lib/contract); the engine builds them.
export * from "@/lib/contract/schemas/stats";
