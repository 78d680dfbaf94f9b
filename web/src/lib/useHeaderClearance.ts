import { useEffect, useState } from 'react';

/**
 * How far from the window's top a toast must sit to stay off the header (the brand row and the menu,
 * one or two rows of links): the header's visible bottom plus a gap, following scroll and resize.
 * a fixed 72 px covered the desktop menu (the header is about 117 px, more when it wraps).
 */
export function useHeaderClearance(fallback: number, gap = 8): number {
  const [top, setTop] = useState(fallback);
  useEffect(() => {
    let frame = 0;
    const measureNow = () => {
      frame = 0;
      const header = document.querySelector('.topbar');
      setTop(header ? Math.max(gap, Math.ceil(header.getBoundingClientRect().bottom) + gap) : fallback);
    };
    // At most once a frame, however many scroll events or DOM changes arrive.
    const measure = () => {
      if (frame === 0) frame = requestAnimationFrame(measureNow);
    };
    measureNow();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    // The header appears after sign-in: look for it again when the page changes.
    let observed: Element | null = null;
    const mutations = new MutationObserver(() => {
      const header = document.querySelector('.topbar');
      if (header && header !== observed && observer) {
        observer.observe(header);
        observed = header;
      }
      measure();
    });
    mutations.observe(document.body, { childList: true, subtree: true });
    observed = document.querySelector('.topbar');
    if (observed && observer) observer.observe(observed);
    window.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      cancelAnimationFrame(frame);
      observer?.disconnect();
      mutations.disconnect();
      window.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [fallback, gap]);
  return top;
}
