import { Suspense } from "react";
import { headers } from "next/headers";
import { SiteHeader } from "@/app/_components/site-header";
import { siteMetadata, siteViewport } from "@/app/_components/site-metadata";
import { Providers } from "@/components/providers";
import { OfflineNotice } from "@/components/offline/offline-notice";
import { ServiceWorker } from "@/components/offline/service-worker";
import { NavigationProgress } from "@/components/ui/navigation-progress";
import { SiteFooter } from "@/components/ui/site-footer";
import { ThemeScriptTag } from "@/components/theme/theme-script-tag";
import "./globals.css";

export const metadata = siteMetadata;
export const viewport = siteViewport;

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
        <Providers>
          {/* Reads the address; the boundary keeps static pages static. */}
          <Suspense fallback={null}>
            <NavigationProgress />
          </Suspense>
          <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:p-2">
            Skip to content
          </a>
          <SiteHeader />
          <OfflineNotice />
          <main id="main" className="mx-auto max-w-5xl px-4 py-6 print:max-w-none print:p-0">
            {children}
          </main>
          <SiteFooter />
          <ServiceWorker />
        </Providers>
      </body>
    </html>
  );
}
