import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';

/**
 * The box around a table that may scroll sideways on a phone. While it does scroll, it is a named
 * region the keyboard can reach (Tab, then the arrow keys; WCAG 2.1.1, axe scrollable-region-focusable);
 * while it fits, it stays out of the tab order.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => setScrolls(el.scrollWidth > el.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    // The table grows with its rows while the box keeps its width.
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, []);
  // Named and focusable only while it scrolls: a table that fits adds no tab stop or landmark.
  const reachable = scrolls ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {};
  return (
    <div ref={box} className="ui-table-wrap finance-scroll" {...reachable}>
      {children}
    </div>
  );
}
