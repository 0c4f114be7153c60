"use client";

import { useEffect, useRef } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { myClubApiHref } from "@/lib/links";
import { parseMyClub, type MyClub } from "./model/my-club-choice";
import { readDeviceClub, useDeviceClub, writeDeviceClub } from "./device-club";

// Rendered by the header for signed-in visitors only, so a visitor's pages never ask. The account's
// club is fetched on each page; a change heard from it is taken here (it is the choice that follows the
// visitor to another device), except that a device's choice made before signing in goes to an account
// that has none; a change made here goes to the account.

const KEY = ["my-club", "account"] as const; // not an operation's key: never persisted (isShareable)

/** The account's club; undefined when the session ended while the header still shows it. */
async function fetchAccountClub(): Promise<MyClub | null | undefined> {
  const res = await fetch(myClubApiHref, { cache: "no-store" });
  if (!res.ok) throw new Error(`The account's club could not be read (${res.status}).`);
  const body = (await res.json()) as { club?: unknown; signedIn?: unknown } | null;
  if (body?.signedIn === false) return undefined;
  return parseMyClub(body?.club);
}

/** The account refused a club the service does not have (400): an old or tampered copy on this device. */
class ClubRefused extends Error {}

/** The club as the account now keeps it: the server's answer, under the service's own name. */
async function saveAccountClub(club: MyClub | null): Promise<MyClub | null> {
  const res = await fetch(myClubApiHref, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ club }),
  });
  if (res.status === 400) throw new ClubRefused(`The club is not one the data service has (${res.status}).`);
  if (!res.ok) throw new Error(`The club could not be kept with the account (${res.status}).`);
  return parseMyClub(((await res.json()) as { club?: unknown } | null)?.club);
}

const same = (a: MyClub | null, b: MyClub | null) =>
  a?.squadId === b?.squadId && a?.seasonId === b?.seasonId && a?.name === b?.name;

export function AccountClubSync() {
  const qc = useQueryClient();
  const device = useDeviceClub();
  const account = useQuery({ queryKey: KEY, queryFn: fetchAccountClub, staleTime: 0, retry: 1 });
  const save = useMutation({
    mutationFn: saveAccountClub,
    onSuccess: (club) => qc.setQueryData(KEY, club),
    // This device's club is none the service has: it takes the account's instead (none, or the one
    // kept), rather than offer the account the same refused club on every page.
    onError: (err) => {
      if (err instanceof ClubRefused) writeDeviceClub(qc.getQueryData<MyClub | null>(KEY) ?? null);
    },
  });
  // The account's club as last heard from the server (undefined: not yet), to tell its changes (another
  // device's choice, heard on a refetch) from this device's.
  const heard = useRef<MyClub | null | undefined>(undefined);
  const { mutate } = save;
  useEffect(() => {
    // No account any more (signed out elsewhere): nothing to take or to keep.
    if (!account.isSuccess || account.data === undefined) return;
    const kept = account.data;
    const here = readDeviceClub();
    if (heard.current === undefined || !same(heard.current, kept)) {
      const first = heard.current === undefined;
      heard.current = kept;
      if (!same(kept, here)) {
        if (first && !kept) mutate(here);
        else writeDeviceClub(kept);
      }
      return;
    }
    if (!same(here, kept)) mutate(here);
  }, [account.isSuccess, account.data, device, mutate]);
  return null;
}
