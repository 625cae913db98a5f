/**
 * Reference-counted body scroll lock shared by Modal and SideDrawer, so that nested
 * overlays (e.g. a ConfirmDialog over a drawer) restore the page's original overflow
 * only when the last one closes.
 */
let lockCount = 0;
let previousOverflow = '';
let previousPaddingRight = '';

/** Locks page scrolling and returns an idempotent function that releases the lock. */
export function lockBodyScroll(): () => void {
  if (typeof document === 'undefined') return () => {};
  const body = document.body;
  if (lockCount === 0) {
    previousOverflow = body.style.overflow;
    previousPaddingRight = body.style.paddingRight;
    // Compensate for the disappearing scrollbar to avoid a layout shift.
    const scrollbarWidth = window.innerWidth - document.documentElement.clientWidth;
    if (scrollbarWidth > 0) body.style.paddingRight = `${scrollbarWidth}px`;
    body.style.overflow = 'hidden';
  }
  lockCount += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    lockCount -= 1;
    if (lockCount === 0) {
      body.style.overflow = previousOverflow;
      body.style.paddingRight = previousPaddingRight;
    }
  };
}
