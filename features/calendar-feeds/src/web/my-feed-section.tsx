import type { MyHoursSectionSlotProps } from '@agenda/team/manifest';
import { FEED_TEXTS as T } from '../shared/texts.ts';
import { FeedPanel } from './feed-panel.tsx';

/** In 'Meus horários': the professional subscribes their own agenda. */
export function MyFeedSection({ professionalId }: MyHoursSectionSlotProps) {
  return (
    <section className="feeds-section" aria-labelledby="feeds-own-title">
      <h3 id="feeds-own-title" className="feeds-section__title">
        <span aria-hidden="true">📱</span> {T.subscribe}
      </h3>
      <FeedPanel professionalId={professionalId} />
    </section>
  );
}
