import { useEffect, useState } from 'react';

/** How often a screen that shows "late" reckons the time again. */
const TICK_MS = 30_000;

/**
 * The server's clock as this device best knows it: the `now` of the server's last answer plus the time the device
 * has counted since the answer arrived (`receivedAt`, the device's clock then), in epoch milliseconds. A phone whose clock is wrong still
 * calls a story late at the minute the agency's board does. Ticks every 30 s while mounted.
 */
export function useServerNow(serverNow: string | undefined, receivedAt: number): number | undefined {
  const [deviceNow, setDeviceNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setDeviceNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  if (!serverNow) return undefined;
  const server = Date.parse(serverNow);
  return server + Math.max(0, deviceNow - receivedAt);
}
