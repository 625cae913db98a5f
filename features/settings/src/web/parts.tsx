// Small building blocks shared by the dialog's tabs.
import { type ReactNode, useId } from 'react';
import { SETTINGS_TEXTS as T } from '../shared/texts.ts';
import { invalidateAgendaSettings } from './hooks.ts';

export function Section({
  title,
  hint,
  aside,
  children,
}: {
  title: string;
  hint?: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className="settings-section" aria-labelledby={id}>
      <header className="settings-section__header">
        <div>
          <h3 id={id} className="settings-section__title">
            {title}
          </h3>
          {hint != null && <p className="settings-section__hint">{hint}</p>}
        </div>
        {aside}
      </header>
      {children}
    </section>
  );
}

/** An on/off switch (a checkbox with role="switch") named by its label. */
export function Switch({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <label className="settings-switch" htmlFor={id}>
      <span className="settings-switch__text">
        <span id={`${id}-label`} className="settings-switch__label">
          {label}
        </span>
        {hint != null && (
          <span id={`${id}-hint`} className="settings-switch__hint">
            {hint}
          </span>
        )}
      </span>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="settings-switch__input"
        checked={checked}
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={hint != null ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className="settings-switch__track" aria-hidden="true">
        <span className="settings-switch__thumb" />
      </span>
    </label>
  );
}

/** One holiday, bridge, block or unblock: enable/disable (lock/unlock) and remove. */
export function ItemRow({
  name,
  details,
  badges,
  enabled,
  busy,
  onToggle,
  onRemove,
}: {
  name: string;
  details: ReactNode;
  badges?: ReactNode;
  enabled: boolean;
  busy?: boolean;
  onToggle: () => void;
  onRemove: () => void;
}) {
  return (
    <li className={`settings-item${enabled ? '' : ' settings-item--off'}`}>
      <span className={`settings-item__lock${enabled ? ' is-on' : ''}`} aria-hidden="true">
        {enabled ? '🔒' : '🔓'}
      </span>
      <div className="settings-item__main">
        <span className="settings-item__name">{name}</span>
        <span className="settings-item__meta">
          {details}
          {badges}
          <span className={`settings-state${enabled ? ' is-on' : ''}`}>{enabled ? T.enabled : T.disabled}</span>
        </span>
      </div>
      <div className="settings-item__actions">
        <button
          type="button"
          className="settings-item__button"
          disabled={busy}
          aria-label={`${enabled ? T.unlock : T.lock} ${name}`}
          onClick={onToggle}
        >
          {enabled ? T.unlock : T.lock}
        </button>
        <button
          type="button"
          className="settings-item__button settings-item__button--danger"
          disabled={busy}
          aria-label={`${T.remove} ${name}`}
          title={T.remove}
          onClick={onRemove}
        >
          <span aria-hidden="true">🗑</span>
        </button>
      </div>
    </li>
  );
}

export function EmptyLine({ children }: { children: ReactNode }) {
  return <p className="settings-empty">{children}</p>;
}

/** Options of an item mutation: refetch what depends on settings; a failure becomes the shared toast. */
export function itemCallbacks(onDone?: () => void) {
  return {
    onSuccess: () => {
      void invalidateAgendaSettings();
      onDone?.();
    },
    meta: { errorMessage: T.itemFailed },
  };
}
