import type { Metadata } from "next";
import { OG_SIZE } from "./og-card";

/**
 * A page's title and description, and the same on its link-preview cards (Open Graph, and X's large
 * image card). `image`: the card's address when no opengraph-image.tsx beside the page can draw it
 * (an image that needs the page's query).
 */
export function previewMetadata(title: string, description: string, image?: string): Metadata {
  const images = image ? [{ url: image, ...OG_SIZE, alt: title }] : undefined;
  return {
    title,
    description,
    openGraph: { title, description, ...(images ? { images } : {}) },
    twitter: { card: "summary_large_image", title, description, ...(images ? { images } : {}) },
  };
}
