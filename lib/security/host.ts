// What a Host header may be (RFC 9110, 7.2): a name or an address, with an optional port.
const HOST = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9._-]+)(?::\d{1,5})?$/;

/** Whether `value` is a host[:port] an address can be built on (a port over 65535 is not). */
export function isHost(value: string): boolean {
  if (!HOST.test(value)) return false;
  try {
    return Boolean(new URL(`http://${value}`).host);
  } catch {
    return false;
  }
}
