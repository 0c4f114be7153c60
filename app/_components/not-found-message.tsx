import { AppLink } from "@/components/ui/app-link";

/** What a not-found page says, inside the site's chrome (app/not-found.tsx, app/(site)/not-found.tsx). */
export function NotFoundMessage() {
  return (
    <div className="space-y-3">
      <h1 className="text-2xl font-semibold">Not found</h1>
      <p>
        There is nothing at this address: the season, round, team, match or page it names is not in the data.
      </p>
      <p>
        <AppLink href="/" className="underline">
          Leagues and seasons
        </AppLink>
      </p>
    </div>
  );
}
