import { currentUser, signOut } from "@/lib/app-server/auth/auth";
import { SessionKeepAlive } from "@/components/ui/session-keep-alive";
import { SignInLink } from "@/components/ui/sign-in-link";
import { SessionMark } from "@/components/offline/session-mark";
import { AccountClubSync } from "@/features/my-club";

const ROLE_NAMES = { fan: "Fan", coach: "Coach", analyst: "Analyst", admin: "Admin" } as const;

/** The header's account corner: "Sign in" for visitors; who, which role and "Sign out" for members. */
export async function AccountNav() {
  const user = await currentUser();
  if (!user)
    return (
      <>
        <SignInLink className="ml-auto text-sm font-medium underline-offset-4 hover:underline">
          Sign in
        </SignInLink>
        <SessionMark signedIn={false} />
      </>
    );
  async function signOutAction() {
    "use server";
    await signOut({ redirectTo: "/" });
  }
  return (
    <div className="ml-auto flex min-w-0 items-center gap-3 text-sm" data-testid="account">
      <span className="min-w-0 truncate" title={user.email}>
        {user.email}
      </span>
      <span className="rounded border border-slate-300 px-1.5 text-xs dark:border-slate-700">
        {ROLE_NAMES[user.role]}
      </span>
      <form action={signOutAction}>
        <button type="submit" className="font-medium underline-offset-4 hover:underline">
          Sign out
        </button>
      </form>
      <SessionKeepAlive />
      <SessionMark signedIn />
      <AccountClubSync />
    </div>
  );
}
