/**
 * Calls `onIdle` once `ms` have passed since it was last armed, unless cancelled meanwhile: a pool
 * arms it when its last job is answered and cancels it when work comes. The timer does not hold
 * the process open.
 */
export function createIdleTimer(ms: number, onIdle: () => void) {
  let timer: NodeJS.Timeout | null = null;
  const cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  return {
    arm(): void {
      cancel();
      timer = setTimeout(() => {
        timer = null;
        onIdle();
      }, ms);
      timer.unref();
    },
    cancel,
  };
}
