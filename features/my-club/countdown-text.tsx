"use client";

import { useEffect, useState } from "react";
import { countdownText, msToNextTick } from "./model/countdown";

/**
 * "Starts in 3 days 4 hours", counted in the browser: nothing is rendered until the first effect (the
 * server's page and the hydrating render agree), then it ticks when the minutes left change.
 */
export function CountdownText({ utc }: { utc: string }) {
  const start = Date.parse(utc);
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const t = Date.now();
      setNow(t);
      const wait = msToNextTick(start, t);
      if (wait !== Infinity) timer = setTimeout(tick, wait + 50);
    };
    tick();
    return () => clearTimeout(timer);
  }, [start]);
  if (now === null) return <span className="block min-h-[1.25rem]" />;
  const text = countdownText(start, now);
  return (
    <span className="block min-h-[1.25rem] font-medium" data-testid="my-club-countdown">
      {text === "started" ? "Under way" : `Starts in ${text}`}
    </span>
  );
}
