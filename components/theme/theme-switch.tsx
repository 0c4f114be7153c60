"use client";

import { useEffect, useSyncExternalStore } from "react";
import { applyTheme, isTheme, THEME_STORAGE_KEY, type Theme } from "@/lib/theme/theme-script";

const LABELS: Record<Theme, string> = { system: "System", light: "Light", dark: "Dark" };
const DARK_QUERY = "(prefers-color-scheme: dark)";

function stored(): Theme {
  try {
    const v = localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(v) ? v : "system";
  } catch {
    return "system";
  }
}

// The stored choice as an external store: other tabs change it through "storage" events, this tab
// through `choose`, and the server (which has no storage) renders "system".
const listeners = new Set<() => void>();
function subscribe(onChange: () => void) {
  listeners.add(onChange);
  window.addEventListener("storage", onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener("storage", onChange);
  };
}

// Hydrated or not never changes once known: nothing to subscribe to.
const noChanges = () => () => {};

/**
 * The colour scheme choice in the header. The head script has already applied the stored choice
 * before paint; this control only changes it (and follows the system while "system" is chosen).
 */
export function ThemeSwitch() {
  // "system" on the server and while hydrating (the same markup), the stored choice after.
  const theme = useSyncExternalStore(subscribe, stored, () => "system" as Theme);
  // Disabled until hydrated: a choice made before the handler exists changed the select and nothing
  // else, and hydration put it back (an e2e test met it on a busy machine). Disabled, the control
  // says it is not ready rather than drop the choice.
  const ready = useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
  useEffect(() => {
    const mq = window.matchMedia(DARK_QUERY);
    const follow = () => applyTheme(stored(), mq.matches);
    // Applied once more at hydration: a document Next drew in the browser alone (a page that found
    // nothing is sent as its bare error document) never ran the head script React put in it.
    follow();
    mq.addEventListener("change", follow);
    return () => mq.removeEventListener("change", follow);
  }, []);
  const choose = (next: Theme) => {
    try {
      if (next === "system") localStorage.removeItem(THEME_STORAGE_KEY);
      else localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Storage refused (private mode): the choice lasts for this page only.
    }
    applyTheme(next, window.matchMedia(DARK_QUERY).matches);
    for (const l of listeners) l();
  };
  return (
    <label className="inline-flex items-center gap-1 text-sm">
      <span className="sr-only sm:not-sr-only">Theme</span>
      <select
        value={theme}
        disabled={!ready}
        onChange={(e) => choose(isTheme(e.target.value) ? e.target.value : "system")}
        className="rounded border border-slate-300 bg-white px-1 py-0.5 text-sm dark:border-slate-700 dark:bg-slate-900"
        data-testid="theme-switch"
      >
        {(Object.keys(LABELS) as Theme[]).map((t) => (
          <option key={t} value={t}>
            {LABELS[t]}
          </option>
        ))}
      </select>
    </label>
  );
}
