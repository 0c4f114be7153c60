// The response shapes of E20–E23 belong to the contract (lib/sds); the engine builds them.
export * from "@/lib/sds/schemas/stats";
