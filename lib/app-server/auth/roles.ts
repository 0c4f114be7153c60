import type { Role } from "@/lib/app-server/auth/users";

/** Event-level analysis and exports are licensed data: coaches and analysts (and admins) only. */
export const ANALYST_ROLES: readonly Role[] = ["coach", "analyst", "admin"];

export const canAnalyse = (role: Role | undefined) => role !== undefined && ANALYST_ROLES.includes(role);
