import { SiteChrome } from "@/app/_components/site-chrome";

/** Every page of the site, in its header and footer (embeds are outside this group: app/embed). */
export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return <SiteChrome>{children}</SiteChrome>;
}
