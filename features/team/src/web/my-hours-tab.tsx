import { useAuth } from '@agenda/auth/web';
import { EmptyState, LoadingText, useSlotFills } from '@agenda/ui';
import { Suspense } from 'react';
import { PROFESSIONAL_TEXTS as T } from '../shared/professional-texts.ts';
import { useProfessionals } from './hooks.ts';
import { OwnHoursForm } from './professional-dialog.tsx';
import { myHoursSectionSlot } from './slots.ts';
import './team.css';

/** The settings' 'Meus horários': the signed-in member's own hours, when they attend. */
export function MyHoursTab() {
  const { user } = useAuth();
  const professionals = useProfessionals();
  const sections = useSlotFills(myHoursSectionSlot);
  if (professionals.isPending) return <LoadingText />;
  const own = professionals.data?.find((p) => p.active && p.memberId === user?.id);
  if (!own) return <EmptyState icon="🕐" title={T.noOwnProfile} />;
  return (
    <section aria-label={T.myHours}>
      <p className="team-muted">{T.myHoursHint}</p>
      <OwnHoursForm professional={own} />
      {sections.map(({ id, component: Section }) => (
        <Suspense key={id} fallback={null}>
          <Section professionalId={own.id} />
        </Suspense>
      ))}
    </section>
  );
}
