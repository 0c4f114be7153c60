import { Suspense, type ReactNode } from "react";
import { SiteHeader } from "@/app/_components/site-header";
import { OfflineNotice } from "@/components/offline/offline-notice";
import { ServiceWorker } from "@/components/offline/service-worker";
import { NavigationProgress } from "@/components/ui/navigation-progress";
import { SiteFooter } from "@/components/ui/site-footer";

/**
 * The site around a page: header, footer, the offline notice and the service worker. The (site) route
 * group's layout draws it, and so does the root not-found page (an unknown address matches no group);
 * embeds (app/embed) have none of it (docs/decisions/embeds-and-link-previews.md).
 */
export function SiteChrome({ children }: { children: ReactNode }) {
  return (
    <>
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
    </>
  );
}
