import { THEME_SCRIPT } from "@/lib/theme/theme-script";

/** The head script that sets the colour scheme before paint; `nonce` for a CSP that uses nonces. */
export function ThemeScriptTag({ nonce }: { nonce?: string }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />;
}
