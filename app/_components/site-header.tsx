import { AppLink } from "@/components/ui/app-link";
import { ThemeSwitch } from "@/components/theme/theme-switch";
import { links } from "@/lib/links";
import { AccountNav } from "./account-nav";
import { MyClubLink } from "@/features/my-club";

/** Every page's header: the site's name, its three pages for anyone, the account and the scheme. */
export function SiteHeader() {
  return (
    <header className="border-b border-slate-200 print:hidden dark:border-slate-800">
      <nav
        className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-5 gap-y-2 px-4 py-3"
        aria-label="Main"
      >
        <AppLink href="/" className="font-semibold">
          Footy Analytics
        </AppLink>
        <AppLink href={links.players} className="text-sm underline-offset-4 hover:underline">
          Players
        </AppLink>
        <AppLink href={links.glossary} className="text-sm underline-offset-4 hover:underline">
          Glossary
        </AppLink>
        <AppLink href={links.about} className="text-sm underline-offset-4 hover:underline">
          About the data
        </AppLink>
        <MyClubLink className="text-sm font-medium underline-offset-4 hover:underline" />
        <div className="ml-auto flex min-w-0 items-center gap-3">
          <AccountNav />
          <ThemeSwitch />
        </div>
      </nav>
    </header>
  );
}
