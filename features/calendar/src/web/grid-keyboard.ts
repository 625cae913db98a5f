// The week grid is one tab stop: its free slots and cards carry data-roving, data-col (day) and
// data-min (start minute); exactly one has tabindex 0 and the arrow keys move it (roving tabindex).

const items = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>('[data-roving]')];
const col = (el: HTMLElement) => Number(el.dataset.col);
const min = (el: HTMLElement) => Number(el.dataset.min);
const byPlace = (a: HTMLElement, b: HTMLElement) => col(a) - col(b) || min(a) - min(b);

/** After each render: the last focused stop keeps tabindex 0 if still there, else the first one. */
export function settleRovingStop(root: HTMLElement | null): void {
  if (!root) return;
  const all = items(root).sort(byPlace);
  const current = all.find((el) => el.tabIndex === 0) ?? all[0];
  for (const el of all) el.tabIndex = el === current ? 0 : -1;
}

function move(el: HTMLElement, all: HTMLElement[], key: string): HTMLElement | undefined {
  const sameCol = all.filter((o) => col(o) === col(el)).sort(byPlace);
  const index = sameCol.indexOf(el);
  if (key === 'ArrowDown') return sameCol[index + 1];
  if (key === 'ArrowUp') return sameCol[index - 1];
  if (key === 'Home') return sameCol[0];
  if (key === 'End') return sameCol[sameCol.length - 1];
  const step = key === 'ArrowRight' ? 1 : -1;
  const columns = [...new Set(all.map(col))].sort((a, b) => a - b);
  for (let i = columns.indexOf(col(el)) + step; i >= 0 && i < columns.length; i += step) {
    const there = all.filter((o) => col(o) === columns[i]);
    if (there.length > 0)
      return there.reduce((best, o) => (Math.abs(min(o) - min(el)) < Math.abs(min(best) - min(el)) ? o : best));
  }
  return undefined;
}

export function onGridKeyDown(event: KeyboardEvent): void {
  if (!['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
  const el = (event.target as HTMLElement).closest<HTMLElement>('[data-roving]');
  if (!el) return;
  event.preventDefault();
  const all = items(event.currentTarget as HTMLElement);
  const next = move(el, all, event.key);
  if (!next) return;
  for (const o of all) o.tabIndex = o === next ? 0 : -1;
  next.focus();
}
