// The player comparison's server entry, for its routes (/players/compare, its embed and its card).
export { CompareScreen } from "./server/compare-screen";
export { CompareEmbedScreen } from "./server/compare-embed-screen";
export { compareEmbedTitle, compareMetadata } from "./server/compare-page-of";
export { comparePreview } from "./server/compare-preview";
