import { TimeField } from '@agenda/ui';
import type { AgendaSettings } from '../shared/model.ts';
import { SETTINGS_TEXTS as T } from '../shared/texts.ts';
import { lunchBreakError } from '../shared/validation.ts';
import { Section, Switch } from './parts.tsx';

const INFO = [
  { icon: '🕗', title: T.infoHoursTitle, text: T.infoHours },
  { icon: '🚫', title: T.infoBlockedTitle, text: T.infoBlocked },
  { icon: '🍽️', title: T.infoLunchTitle, text: T.infoLunch },
] as const;

export function HoursTab({
  settings,
  onChange,
}: {
  settings: AgendaSettings;
  onChange: (patch: Partial<AgendaSettings>) => void;
}) {
  const error = lunchBreakError(settings);
  return (
    <div className="settings-tab">
      <Section title={T.lunchBreak}>
        <div className={`settings-lunch${settings.lunchBreakEnabled ? ' is-on' : ''}`}>
          <Switch
            label={T.lunchBreakEnabled}
            hint={`${settings.lunchBreakStart} – ${settings.lunchBreakEnd}`}
            checked={settings.lunchBreakEnabled}
            onChange={(checked) => onChange({ lunchBreakEnabled: checked })}
          />
          <div className="settings-lunch__times">
            <TimeField
              label={T.lunchBreakStart}
              value={settings.lunchBreakStart}
              onChange={(value) => onChange({ lunchBreakStart: value })}
              step={900}
              required
            />
            <TimeField
              label={T.lunchBreakEnd}
              value={settings.lunchBreakEnd}
              onChange={(value) => onChange({ lunchBreakEnd: value })}
              step={900}
              required
              error={error}
            />
          </div>
        </div>
      </Section>
      <div className="settings-info">
        {INFO.map((card) => (
          <div key={card.title} className="settings-info__card">
            <span className="settings-info__icon" aria-hidden="true">
              {card.icon}
            </span>
            <strong>{card.title}</strong>
            <p>{card.text}</p>
          </div>
        ))}
      </div>
    </div>
  );
}
