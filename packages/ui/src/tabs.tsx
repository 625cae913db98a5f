import type { KeyboardEvent, ReactNode } from 'react';
import { cx } from './cx';

export interface TabItem {
  id: string;
  label: string;
  icon?: ReactNode;
}

export interface TabsProps {
  tabs: readonly TabItem[];
  /** Id of the selected tab. */
  active: string;
  onChange: (id: string) => void;
  /** Accessible name of the tab list. */
  ariaLabel?: string;
  /** Prefix for the tab/panel element ids; must match the TabPanel's. Default `ui-tabs`. */
  idPrefix?: string;
  className?: string;
}

export function tabElementId(prefix: string, id: string): string {
  return `${prefix}-tab-${id}`;
}

export function tabPanelElementId(prefix: string, id: string): string {
  return `${prefix}-panel-${id}`;
}

/** WAI-ARIA tabs (automatic activation; Arrow keys, Home and End move between tabs). */
export function Tabs({ tabs, active, onChange, ariaLabel, idPrefix = 'ui-tabs', className }: TabsProps) {
  function select(index: number): void {
    const tab = tabs[index];
    if (!tab) return;
    onChange(tab.id);
    document.getElementById(tabElementId(idPrefix, tab.id))?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>): void {
    const current = tabs.findIndex((tab) => tab.id === active);
    const last = tabs.length - 1;
    let next: number | null = null;
    if (event.key === 'ArrowRight') next = current >= last ? 0 : current + 1;
    else if (event.key === 'ArrowLeft') next = current <= 0 ? last : current - 1;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = last;
    if (next === null) return;
    event.preventDefault();
    select(next);
  }

  return (
    <div role="tablist" aria-label={ariaLabel} className={cx('ui-tabs', className)} onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const selected = tab.id === active;
        return (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={tabElementId(idPrefix, tab.id)}
            aria-selected={selected}
            aria-controls={tabPanelElementId(idPrefix, tab.id)}
            tabIndex={selected ? 0 : -1}
            className={cx('ui-tab', selected && 'ui-tab--active')}
            onClick={() => onChange(tab.id)}
          >
            {tab.icon != null && (
              <span className="ui-tab__icon" aria-hidden="true">
                {tab.icon}
              </span>
            )}
            <span>{tab.label}</span>
          </button>
        );
      })}
    </div>
  );
}

export interface TabPanelProps {
  /** Id of the tab this panel belongs to. */
  id: string;
  /** Id of the currently selected tab; the panel renders only when it matches. */
  active: string;
  idPrefix?: string;
  children?: ReactNode;
  className?: string;
}

export function TabPanel({ id, active, idPrefix = 'ui-tabs', children, className }: TabPanelProps) {
  if (id !== active) return null;
  return (
    <div
      role="tabpanel"
      id={tabPanelElementId(idPrefix, id)}
      aria-labelledby={tabElementId(idPrefix, id)}
      className={cx('ui-tab-panel', className)}
    >
      {children}
    </div>
  );
}
