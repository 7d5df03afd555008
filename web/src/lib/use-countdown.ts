import { useCallback, useEffect, useState } from 'react';

/** Seconds left before an action may be repeated; 0 when it may. */
export const useCountdown = () => {
  const [left, setLeft] = useState(0);
  const running = left > 0;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setLeft((s) => Math.max(0, s - 1)), 1000);
    return () => clearInterval(timer);
  }, [running]);

  const start = useCallback((seconds: number) => setLeft(seconds), []);
  return { left, start };
};
