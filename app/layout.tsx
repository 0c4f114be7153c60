import { headers } from "next/headers";
import { siteMetadata, siteViewport } from "@/app/_components/site-metadata";
import { Providers } from "@/components/providers";
import { ThemeScriptTag } from "@/components/theme/theme-script-tag";
import "./globals.css";

export const generateMetadata = siteMetadata;
export const viewport = siteViewport;

// The document only: the site's header and footer are the (site) group's layout (SiteChrome), so an
// embed (app/embed) can be the chart alone.
export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // The request's CSP nonce (proxy.ts) on the head script too; its hash in the policy covers it as well.
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  return (
    // The head script sets the scheme's class on <html> before hydration: React must not undo it.
    <html lang="en-AU" suppressHydrationWarning>
      <head>
        <ThemeScriptTag nonce={nonce} />
      </head>
      <body className="min-h-screen bg-white text-slate-900 dark:bg-slate-950 dark:text-slate-100">
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}
