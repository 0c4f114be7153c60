// Where a map's parts go in its one SVG, laid out in CSS px at the width it is shown.

// Before the map's box is measured (the server's render, the first frame) it is laid out this wide
// and scaled to its box; once measured, one drawing unit is one CSS pixel.
export const UNMEASURED_WIDTH = 900;

/** The drawing's width for a box measured `measured` CSS px wide: inside the SVG's 1 px border. */
export function drawingWidth(measured: number): number {
  return measured > 2 ? measured - 2 : UNMEASURED_WIDTH;
}

/**
 * Where the overlay layer goes over the map's box (CSS): inside the SVG's 1 px border, over the ground's
 * rows of the viewBox (`top` to `top + groundHeight` of `total`), as the SVG scales to its box.
 */
export function overlayPlacement(top: number, groundHeight: number, total: number) {
  return {
    left: 1,
    right: 1,
    top: `calc(1px + (100% - 2px) * ${top / total})`,
    height: `calc((100% - 2px) * ${groundHeight / total})`,
  };
}
