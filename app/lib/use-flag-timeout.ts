import { useCallback, useEffect, useRef, useState } from "react";

/** A flag that turns itself off after `ms` (copy confirmations, SPEC §9: 2 s). */
export function useFlagTimeout(ms: number): [boolean, () => void] {
  const [on, setOn] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const trigger = useCallback(() => {
    window.clearTimeout(timer.current);
    setOn(true);
    timer.current = window.setTimeout(() => setOn(false), ms);
  }, [ms]);
  return [on, trigger];
}
