"use client";

import { useMemo, useSyncExternalStore } from "react";
import { parseMyClub, type MyClub } from "./model/my-club-choice";

// The club kept on this device (localStorage), read through useSyncExternalStore: the server and the
// hydrating render see no club (the server snapshot), so a page kept in the page cache is the same for
// every visitor and hydration never mismatches; the club appears in the render after. Other tabs hear
// of a change through the `storage` event, this tab through its own listeners.

const KEY = "footy-my-club";
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === KEY || e.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

function readRaw(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null; // storage refused (a private window's policy): no club
  }
}

function parseRaw(raw: string | null): MyClub | null {
  if (raw === null) return null;
  try {
    return parseMyClub(JSON.parse(raw));
  } catch {
    return null; // not JSON: an old or tampered copy
  }
}

/** The device's club, parsed; null when none is kept or what is kept is not a club. */
export const readDeviceClub = (): MyClub | null => parseRaw(readRaw());

/** Keeps (or, with null, forgets) the device's club and tells this tab's readers. */
export function writeDeviceClub(club: MyClub | null): void {
  try {
    if (club) localStorage.setItem(KEY, JSON.stringify(club));
    else localStorage.removeItem(KEY);
  } catch {
    // storage refused: the choice lasts as long as nothing, like a cookie refused
  }
  for (const l of listeners) l();
}

/** The device's club; null on the server, while hydrating, and when none is chosen. */
export function useDeviceClub(): MyClub | null {
  const raw = useSyncExternalStore(subscribe, readRaw, () => null);
  return useMemo(() => parseRaw(raw), [raw]);
}
