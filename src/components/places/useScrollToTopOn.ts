import { useEffect, useRef } from 'react';
import { useNavigationType } from 'react-router-dom';

/**
 * Scrolls to the top when `key` changes (another city or state in the same route), except on
 * back and forward, where the browser's restored position wins.
 */
export function useScrollToTopOn(key: string): void {
  const navigationType = useNavigationType();
  const shown = useRef(key);
  useEffect(() => {
    if (shown.current === key) return;
    shown.current = key;
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [key, navigationType]);
}
