import { type CSSProperties, useId, useState } from 'react';
import type { AgendaSettings } from '../shared/model.ts';
import {
  APPOINTMENT_COLOR_COUNT,
  COLOR_PALETTE,
  COLOR_PRESETS,
  PRESET_NAMES,
  blockedDayColorFrom,
  matchingPreset,
  opaqueColor,
} from '../shared/palette.ts';
import { BLOCK_REASONS, SETTINGS_TEXTS as T } from '../shared/texts.ts';
import { Section } from './parts.tsx';

type Patch = (patch: Partial<AgendaSettings>) => void;

function ColorField({
  label,
  value,
  shown,
  onChange,
}: {
  label: string;
  value: string;
  shown?: string;
  onChange: (c: string) => void;
}) {
  const id = useId();
  return (
    <div className="settings-color-field">
      <label htmlFor={id} className="ui-label">
        {label}
      </label>
      <div className="settings-color-field__control">
        <input
          id={id}
          type="color"
          className="settings-color-input"
          value={opaqueColor(value).toLowerCase()}
          onChange={(event) => onChange(event.target.value)}
        />
        <code className="settings-color-code">{(shown ?? value).toUpperCase()}</code>
      </div>
    </div>
  );
}

function Preview({ settings }: { settings: AgendaSettings }) {
  const colors = settings.appointmentColors;
  return (
    <div className="settings-preview" aria-hidden="true">
      <div
        className="settings-preview__bar"
        style={{ background: `linear-gradient(135deg, ${settings.primaryColor} 0%, ${settings.secondaryColor} 100%)` }}
      >
        {T.preview}
      </div>
      <div className="settings-preview__week">
        {['Seg', 'Ter', 'Qua'].map((day, i) => (
          <div key={day} className="settings-preview__day">
            <span className="settings-preview__day-name">{day}</span>
            {i === 1 ? (
              <div className="settings-preview__blocked" style={{ background: settings.blockedDayColor }}>
                {BLOCK_REASONS.NATIONAL}
              </div>
            ) : (
              colors.slice(i * 3, i * 3 + 3).map((color, k) => (
                <div
                  key={`${color}-${k}`}
                  className="settings-preview__appt"
                  style={{ '--settings-appt': color } as CSSProperties}
                >
                  {`${String(8 + k * 2).padStart(2, '0')}:00`}
                </div>
              ))
            )}
          </div>
        ))}
      </div>
    </div>
  );
}

export function ColorsTab({ settings, onChange }: { settings: AgendaSettings; onChange: Patch }) {
  const [slot, setSlot] = useState(0);
  const preset = matchingPreset(settings.appointmentColors);

  function paint(color: string): void {
    const next = [...settings.appointmentColors];
    next[slot] = color;
    onChange({ appointmentColors: next });
    setSlot((slot + 1) % APPOINTMENT_COLOR_COUNT);
  }

  return (
    <div className="settings-tab settings-tab--colors">
      <Section title="Cores da agenda">
        <div className="settings-color-fields">
          <ColorField label={T.primaryColor} value={settings.primaryColor} onChange={(c) => onChange({ primaryColor: c })} />
          <ColorField
            label={T.secondaryColor}
            value={settings.secondaryColor}
            onChange={(c) => onChange({ secondaryColor: c })}
          />
          <ColorField
            label={T.blockedDayColor}
            value={settings.blockedDayColor}
            shown={settings.blockedDayColor}
            onChange={(c) => onChange({ blockedDayColor: blockedDayColorFrom(c) })}
          />
        </div>
        <Preview settings={settings} />
      </Section>

      <Section title={T.appointmentColors} hint={T.appointmentColorsHint}>
        <div className="settings-subtitle">{T.presets}</div>
        <div className="settings-presets">
          {PRESET_NAMES.map((name) => (
            <button
              key={name}
              type="button"
              className={`settings-preset${preset === name ? ' is-active' : ''}`}
              aria-pressed={preset === name}
              onClick={() => onChange({ appointmentColors: [...COLOR_PRESETS[name]] })}
            >
              <span className="settings-preset__strip" aria-hidden="true">
                {COLOR_PRESETS[name].map((color) => (
                  <span key={color} style={{ background: color }} />
                ))}
              </span>
              <span className="settings-preset__name">{name}</span>
            </button>
          ))}
        </div>

        <div className="settings-slots">
          {settings.appointmentColors.map((color, index) => (
            <button
              key={`${index}-${color}`}
              type="button"
              className={`settings-slot${index === slot ? ' is-selected' : ''}`}
              style={{ background: color }}
              aria-pressed={index === slot}
              aria-label={`${T.colorSlot(index + 1)}: ${color}`}
              title={`${T.colorSlot(index + 1)} · ${color}`}
              onClick={() => setSlot(index)}
            >
              <span aria-hidden="true">{index + 1}</span>
            </button>
          ))}
        </div>

        <div className="settings-subtitle">{T.palette}</div>
        <div className="settings-palette">
          {COLOR_PALETTE.map((color) => {
            const current = settings.appointmentColors[slot]?.toLowerCase() === color;
            return (
              <button
                key={color}
                type="button"
                className={`settings-swatch${current ? ' is-current' : ''}`}
                style={{ background: color }}
                aria-label={`Usar ${color} na ${T.colorSlot(slot + 1)}`}
                title={color}
                onClick={() => paint(color)}
              />
            );
          })}
        </div>
      </Section>
    </div>
  );
}
