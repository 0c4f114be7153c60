import { describe, expect, it } from "vitest";
import { takesZoomEvent, zoomKeyAction } from "./zoom-input";

const ev = (type: string, init: { ctrlKey?: boolean; metaKey?: boolean; button?: number } = {}) =>
  ({ type, ctrlKey: false, metaKey: false, button: 0, ...init }) as unknown as Event;

describe("the input the map's zoom takes", () => {
  it("takes the wheel only with Ctrl or ⌘ (a plain wheel scrolls the page)", () => {
    expect(takesZoomEvent(ev("wheel"))).toBe(false);
    expect(takesZoomEvent(ev("wheel", { ctrlKey: true }))).toBe(true);
    expect(takesZoomEvent(ev("wheel", { metaKey: true }))).toBe(true);
  });

  it("takes the main button and touches, not the other buttons", () => {
    expect(takesZoomEvent(ev("mousedown"))).toBe(true);
    expect(takesZoomEvent(ev("mousedown", { button: 2 }))).toBe(false);
    expect(takesZoomEvent(ev("touchstart", { button: undefined }))).toBe(true);
  });
});

describe("the keys on the focused map", () => {
  const done: string[] = [];
  const act = {
    zoomIn: () => done.push("in"),
    zoomOut: () => done.push("out"),
    reset: () => done.push("reset"),
    panBy: (fx: number, fy: number) => done.push(`pan ${fx} ${fy}`),
  };
  const map = {};
  const key = (
    k: string,
    more: { own?: boolean; altKey?: boolean; ctrlKey?: boolean; metaKey?: boolean } = {},
  ) => {
    done.length = 0;
    const run = zoomKeyAction(
      {
        key: k,
        target: more.own === false ? {} : map,
        currentTarget: map,
        altKey: !!more.altKey,
        ctrlKey: !!more.ctrlKey,
        metaKey: !!more.metaKey,
      } as never,
      act,
    );
    run?.();
    return run ? done.join() : "none";
  };

  it("zoom with + = − _ and reset with 0", () => {
    expect(["+", "=", "-", "_", "0"].map((k) => key(k))).toEqual(["in", "in", "out", "out", "reset"]);
  });

  it("pan a fifth of the view with the arrows, when the map itself has the focus", () => {
    expect(["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown"].map((k) => key(k))).toEqual([
      "pan -0.2 0",
      "pan 0.2 0",
      "pan 0 -0.2",
      "pan 0 0.2",
    ]);
    // On a layer inside the map (the canvas's mark walker) the arrows are that layer's; zoom keys still work.
    expect(key("ArrowLeft", { own: false })).toBe("none");
    expect(key("+", { own: false })).toBe("in");
  });

  it("do nothing with Alt, Ctrl or ⌘ held, or for other keys", () => {
    expect(key("+", { ctrlKey: true })).toBe("none");
    expect(key("-", { metaKey: true })).toBe("none");
    expect(key("0", { altKey: true })).toBe("none");
    expect(key("a")).toBe("none");
  });
});
