import { describe, expect, it } from "vitest";
import { createBuildPriority } from "./build-priority";

const tick = () => new Promise((r) => setTimeout(r, 0));

describe("build priority", () => {
  it("lets a background build through at once when nothing holds", async () => {
    const p = createBuildPriority();
    let through = false;
    void p.clear().then(() => (through = true));
    await tick();
    expect(through).toBe(true);
    expect(p.held).toBe(false);
  });

  it("holds background builds until the last of several wanted builds ends", async () => {
    const p = createBuildPriority();
    let endA!: () => void;
    let endB!: () => void;
    const a = p.hold(() => new Promise<void>((r) => (endA = r)));
    const b = p.hold(() => new Promise<void>((r) => (endB = r)));
    const order: string[] = [];
    void p.clear().then(() => order.push("background"));
    await tick();
    expect(p.held).toBe(true);
    endA();
    await a;
    await tick();
    expect(order).toEqual([]);
    endB();
    await b;
    await tick();
    expect(order).toEqual(["background"]);
    expect(p.held).toBe(false);
  });

  it("a wanted build that fails releases the background builds and passes its failure on", async () => {
    const p = createBuildPriority();
    let through = false;
    let fail!: (e: Error) => void;
    const wanted = p.hold(() => new Promise<void>((_, reject) => (fail = reject)));
    void p.clear().then(() => (through = true));
    fail(new Error("service down"));
    await expect(wanted).rejects.toThrow("service down");
    await tick();
    expect(through).toBe(true);
  });

  it("gives the wanted build's result back", async () => {
    const p = createBuildPriority();
    expect(await p.hold(async () => 42)).toBe(42);
  });
});
