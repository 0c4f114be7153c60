// Which input the map's zoom takes, and what each key on the focused map does.
import type { KeyboardEvent } from "react";

/**
 * Whether d3-zoom takes an event: the wheel only with Ctrl or ⌘ (a plain wheel keeps scrolling the
 * page); otherwise the main button and touches.
 */
export function takesZoomEvent(e: Event): boolean {
  if (e.type === "wheel") return (e as WheelEvent).ctrlKey || (e as WheelEvent).metaKey;
  // Touches always: one finger at zoom 1 cannot move the map (the translate extent), and the
  // map's touch-action (pan-x pan-y until zoomed) leaves that finger's scroll to the page,
  // while two fingers' pinch comes here.
  return !(e as MouseEvent).button;
}

export interface ZoomActions {
  zoomIn: () => void;
  zoomOut: () => void;
  reset: () => void;
  panBy: (fx: number, fy: number) => void;
}

/**
 * What a key pressed on the map does: + (or =) and − (or _) zoom, 0 resets, and the arrows pan a fifth
 * of the view when the map itself has the focus (on a layer inside it they are that layer's). None
 * with Alt, Ctrl or ⌘ held (the browser's and the system's keys).
 */
export function zoomKeyAction(
  e: Pick<KeyboardEvent, "key" | "target" | "currentTarget" | "altKey" | "ctrlKey" | "metaKey">,
  act: ZoomActions,
): (() => void) | undefined {
  const own = e.target === e.currentTarget;
  const keys: Partial<Record<string, () => void>> = {
    "+": act.zoomIn,
    "=": act.zoomIn,
    "-": act.zoomOut,
    _: act.zoomOut,
    "0": act.reset,
    ...(own
      ? {
          ArrowLeft: () => act.panBy(-0.2, 0),
          ArrowRight: () => act.panBy(0.2, 0),
          ArrowUp: () => act.panBy(0, -0.2),
          ArrowDown: () => act.panBy(0, 0.2),
        }
      : {}),
  };
  const run = keys[e.key];
  return run && !e.altKey && !e.ctrlKey && !e.metaKey ? run : undefined;
}
