import type { Role } from "@/lib/accounts/users";

/** Event-level analysis and exports are licensed data: coaches and analysts (and admins) only. */
export const canAnalyse = (role: Role | undefined) =>
  role === "coach" || role === "analyst" || role === "admin";
