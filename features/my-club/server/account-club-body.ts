import "server-only";
import { z } from "zod";
import { MAX_CLUB_NAME } from "../model/my-club-choice";

/** The account's club as the route takes it (POST): null clears it. */
export const AccountClubBodySchema = z
  .object({
    club: z
      .object({
        squadId: z.number().int().positive(),
        seasonId: z.number().int().positive(),
        name: z.string().trim().min(1).max(MAX_CLUB_NAME),
      })
      .strict()
      .nullable(),
  })
  .strict();
