import { useEffect, useState } from 'react';

/** The time now, ticking every `everyMs`: the board's clock and its "late" marks follow it. */
export function useClock(everyMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
