import { memberActionSlot, myHoursSectionSlot } from '@agenda/team/manifest';
import { type WebFeature, fill } from '@agenda/ui';
import { lazy } from 'react';

const MemberFeedButton = lazy(() => import('./member-feed-button.tsx').then((m) => ({ default: m.MemberFeedButton })));
const MyFeedSection = lazy(() => import('./my-feed-section.tsx').then((m) => ({ default: m.MyFeedSection })));

/**
 * 'Assinar agenda no celular': the owner's, beside each member who attends on the Equipe page; the
 * professional's own, under their hours in 'Meus horários'.
 */
export const calendarFeedsWebFeature: WebFeature = {
  key: 'calendarFeeds',
  fills: [
    fill({ slot: memberActionSlot, id: 'calendarFeeds.member-feed', permission: 'team', component: MemberFeedButton }),
    fill({ slot: myHoursSectionSlot, id: 'calendarFeeds.own-feed', permission: 'ownHours', component: MyFeedSection }),
  ],
};
