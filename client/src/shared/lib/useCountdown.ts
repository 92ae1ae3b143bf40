import { useCallback, useEffect, useState } from 'react';

/** Whole seconds left of a countdown that ticks once a second; `start(n)` (re)starts it. */
export function useCountdown() {
  const [secondsLeft, setSecondsLeft] = useState(0);
  const running = secondsLeft > 0;

  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => {
      setSecondsLeft((s) => (s > 1 ? s - 1 : 0));
    }, 1000);
    return () => clearInterval(timer);
  }, [running]);

  const start = useCallback((seconds: number) => {
    setSecondsLeft(Math.max(0, Math.ceil(seconds)));
  }, []);

  return { secondsLeft, start };
}
