import { AppLink } from "@/components/ui/app-link";
import { SignInLink } from "@/components/ui/sign-in-link";
import { matchHref } from "@/lib/links";

/**
 * What a signed-in fan sees instead of an event-level view. Event data is licensed to coaches and
 * analysts (the data service's highest tier); the match summary stays open to everyone.
 */
export function LicensedOnly({ matchId, view }: { matchId: number; view: string }) {
  return (
    <div
      role="alert"
      className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-4 dark:border-amber-800 dark:bg-amber-950"
    >
      <h1 className="text-2xl font-semibold">Coaches and analysts only</h1>
      <p>
        {view} uses event-level match data, which is licensed for coaches and analysts. Your account does not
        have that role.{" "}
        <SignInLink className="underline underline-offset-4">
          Sign in with a coach or analyst account
        </SignInLink>
      </p>
      <p>
        <AppLink href={matchHref(matchId)} className="underline underline-offset-4">
          The match summary
        </AppLink>{" "}
        (result and score by quarter) is open to everyone.
      </p>
    </div>
  );
}
