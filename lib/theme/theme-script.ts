// The colour scheme is a choice (system, light, dark) kept in localStorage. This script runs in <head>
// before the first paint, so a reload never flashes the wrong scheme. It is a constant (no
// interpolation) so a Content-Security-Policy can allow it by its hash as well as by a nonce.

export const THEME_STORAGE_KEY = "theme";
export const THEMES = ["system", "light", "dark"] as const;
export type Theme = (typeof THEMES)[number];

export const THEME_SCRIPT =
  '(function(){var t="system";try{t=localStorage.getItem("theme")||"system"}catch(e){}' +
  'var d=t==="dark"||(t!=="light"&&window.matchMedia("(prefers-color-scheme: dark)").matches);' +
  'var r=document.documentElement;r.classList.toggle("dark",d);r.setAttribute("data-theme",t);' +
  'r.style.colorScheme=d?"dark":"light"})()';

/** Whether a stored value names a theme (anything else counts as "system"). */
export const isTheme = (v: unknown): v is Theme => THEMES.includes(v as Theme);

/** Applies a choice to the document, as the head script does on load. */
export function applyTheme(theme: Theme, systemDark: boolean): void {
  const dark = theme === "dark" || (theme === "system" && systemDark);
  const root = document.documentElement;
  root.classList.toggle("dark", dark);
  root.setAttribute("data-theme", theme);
  root.style.colorScheme = dark ? "dark" : "light";
}
