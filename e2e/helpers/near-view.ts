import { expect, type Locator } from "@playwright/test";

/**
 * Brings a chart drawn on approach (NearView: its Recharts is fetched when it comes near the screen)
 * into view and waits until its drawing is visible. Scrolled again on each try: the figure can move
 * while the data above it is still arriving.
 */
export async function revealChart(figure: Locator, drawn: Locator, timeout = 20_000): Promise<void> {
  await expect(async () => {
    await figure.scrollIntoViewIfNeeded();
    await expect(drawn).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout });
}
