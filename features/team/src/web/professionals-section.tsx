import { errorMessage } from '@agenda/api-client/trpc';
import { Badge, Button, EmptyState, LoadingText } from '@agenda/ui';
import { type CSSProperties, useState } from 'react';
import { PROFESSIONAL_COLORS, type ProfessionalData } from '../shared/professional.ts';
import { PROFESSIONAL_TEXTS as T } from '../shared/professional-texts.ts';
import { hoursSummary } from './form-values.ts';
import { useProfessionals } from './hooks.ts';
import { ProfessionalDialog } from './professional-dialog.tsx';
import './team.css';

type Editing = { professional: ProfessionalData | null } | null;

/**
 * 'Profissionais': who attends, each with their colour, hours and services, and the dialog that adds
 * or edits one. Drawn in the settings for now; the team page takes it as it is.
 */
export function ProfessionalsSection() {
  const professionals = useProfessionals();
  const [editing, setEditing] = useState<Editing>(null);
  const list = professionals.data ?? [];
  const used = new Set(list.filter((p) => p.active).map((p) => p.color));
  const nextColor = PROFESSIONAL_COLORS.find((c) => !used.has(c)) ?? PROFESSIONAL_COLORS[0];

  return (
    <section className="team-section" aria-labelledby="team-professionals-title">
      <header className="team-section__header">
        <div>
          <h3 id="team-professionals-title" className="team-section__title">
            {T.sectionTitle}
          </h3>
          <p className="team-muted">{T.sectionHint}</p>
        </div>
        <Button size="sm" onClick={() => setEditing({ professional: null })}>
          {T.add}
        </Button>
      </header>
      {professionals.isError ? (
        <EmptyState icon="⚠️" title={errorMessage(professionals.error, T.loadFailed)} />
      ) : !professionals.data ? (
        <LoadingText />
      ) : list.length === 0 ? (
        <EmptyState icon="🩺" title={T.empty} />
      ) : (
        <ul className="team-list">
          {list.map((p) => (
            <ProfessionalItem key={p.id} professional={p} onEdit={() => setEditing({ professional: p })} />
          ))}
        </ul>
      )}
      {editing && <ProfessionalDialog editing={editing.professional} nextColor={nextColor} onClose={() => setEditing(null)} />}
    </section>
  );
}

function ProfessionalItem({ professional: p, onEdit }: { professional: ProfessionalData; onEdit: () => void }) {
  const about = [p.registration, p.specialty].filter(Boolean).join(' · ');
  return (
    <li className="team-item">
      <span className="team-item__color" style={{ '--team-color': p.color } as CSSProperties} aria-hidden="true" />
      <div className="team-item__body">
        <p className="team-item__name">
          {p.name} {!p.active && <Badge>{T.inactive}</Badge>}
          {!p.memberId && <Badge tone="blue">{T.noAccount}</Badge>}
        </p>
        {about && <p className="team-muted">{about}</p>}
        <p className="team-muted">{p.followsClinicHours ? T.clinicHours : hoursSummary(p.workingHours)}</p>
        <p className="team-muted">{p.allServices ? T.everyService : T.serviceCount(p.serviceIds.length)}</p>
      </div>
      <Button size="sm" variant="secondary" onClick={onEdit} aria-label={T.editNamed(p.name)}>
        {T.edit}
      </Button>
    </li>
  );
}
