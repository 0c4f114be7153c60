import { z } from "zod";
import { MyClubSchema } from "./my-club-choice";

/** The account's club as the route answers it (GET) and takes it (POST): null when none is kept. */
export const AccountClubBodySchema = z.object({ club: MyClubSchema.nullable() }).strict();
export type AccountClubBody = z.infer<typeof AccountClubBodySchema>;
