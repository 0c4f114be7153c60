import "server-only";
import type { QueryDb } from "@/lib/app-server/builds/match-answers";
import { parseMyClub, type MyClub } from "../model/my-club-choice";

// The club kept with an account (table `app_user_clubs`, lib/app-server/app-db.ts), keyed by the
// account's email (unique, what the session names); it goes with the account.

export function createAccountClubs(db: QueryDb) {
  return {
    async read(email: string): Promise<MyClub | null> {
      const [row] = await db.query<{ squad_id: number; season_id: number; squad_name: string }>(
        "select squad_id, season_id, squad_name from app_user_clubs where email = $1",
        [email],
      );
      return row
        ? parseMyClub({ squadId: row.squad_id, seasonId: row.season_id, name: row.squad_name })
        : null;
    },
    async write(email: string, club: MyClub | null): Promise<void> {
      if (!club) {
        await db.query("delete from app_user_clubs where email = $1", [email]);
        return;
      }
      await db.query(
        `insert into app_user_clubs (email, squad_id, season_id, squad_name, updated_at)
           values ($1, $2, $3, $4, now())
         on conflict (email) do update set squad_id = excluded.squad_id, season_id = excluded.season_id,
           squad_name = excluded.squad_name, updated_at = excluded.updated_at`,
        [email, club.squadId, club.seasonId, club.name],
      );
    },
  };
}
