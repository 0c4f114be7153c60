import { z } from "zod";

/**
 * The club a visitor follows: kept on the device and, for a signed-in visitor, with the account. The
 * season and name travel with the id so the header can link and name it without asking the service.
 */
export const MyClubSchema = z.object({
  squadId: z.number().int().positive(),
  seasonId: z.number().int().positive(),
  name: z.string().trim().min(1).max(80),
});
export type MyClub = z.infer<typeof MyClubSchema>;

/** What a stored value holds, or null when it is missing or not a club (an old or tampered copy). */
export function parseMyClub(raw: unknown): MyClub | null {
  const parsed = MyClubSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}
