import type { MetadataRoute } from "next";
import { siteOrigin } from "@/lib/app-server/pages/site-origin";
import { links } from "@/lib/links";

/** Crawlers may read the public pages; the data service, the app's API and sign-in are not for them. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  return {
    rules: {
      userAgent: "*",
      allow: "/",
      disallow: ["/api/", "/v1/", "/oauth/", "/openapi/", links.login, links.usage],
    },
    sitemap: `${await siteOrigin()}/sitemap.xml`,
  };
}
