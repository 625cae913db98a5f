import { restRoutes } from '@agenda/trpc/rest';
import { feedLinkAnswer, feedStatusAnswer, feedTextAnswer } from '../shared/feed-rules.ts';
import { calendarFeedsRouter } from './router.ts';

/** The feeds' REST paths: a professional's feed (the professional or the owner) and the feed itself. */
export const calendarFeedsRest = restRoutes(calendarFeedsRouter, 'Agenda no celular', [
  {
    method: 'get',
    path: '/api/professionals/:id/calendar-feed',
    procedure: 'status',
    summary: 'Se a agenda do profissional tem um link de assinatura, e desde quando',
    answer: feedStatusAnswer,
  },
  {
    method: 'post',
    path: '/api/professionals/:id/calendar-feed',
    procedure: 'regenerate',
    summary: 'Gera o link secreto da agenda do profissional para calendários (o anterior deixa de funcionar)',
    answer: feedLinkAnswer,
  },
  {
    method: 'get',
    // Hono reads `:token.ics` as one parameter named so; the token is what precedes '.ics'.
    path: '/api/calendar-feeds/:token.ics',
    procedure: 'ics',
    summary: 'A agenda do profissional em iCalendar (RFC 5545), para Google Agenda, Calendário da Apple ou Outlook',
    public: true,
    text: 'text/calendar',
    errors: [429],
    read: async (c) => ({ token: (c.req.param('token.ics') ?? '').replace(/\.ics$/, '') }),
    answer: feedTextAnswer,
  },
]);
