import { useEffect, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A tab strip that scrolls sideways on a phone keeps its current tab in sight: after each
 * navigation the active link (NavLink's `.active`) is scrolled into the strip's view. `shown`: the strip
 * is on the page (pages draw it once their data has come).
 */
export function useActiveTabInView(strip: RefObject<HTMLElement | null>, shown: boolean): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const element = strip.current;
    const active = element?.querySelector<HTMLElement>('a.active');
    if (!element || !active || element.scrollWidth <= element.clientWidth) return;
    const left = active.offsetLeft - element.offsetLeft;
    if (left < element.scrollLeft || left + active.offsetWidth > element.scrollLeft + element.clientWidth) {
      element.scrollTo({ left: Math.max(0, left - 16) });
    }
  }, [strip, pathname, shown]);
}
