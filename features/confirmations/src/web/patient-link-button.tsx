import type { AppointmentActionSlotProps } from '@agenda/calendar/manifest';
import { Button, copyText, toast } from '@agenda/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CONFIRMATIONS_TEXTS as T } from '../shared/texts.ts';
import { trpc } from './api.ts';
import { LIVE, useMarkSent } from './hooks.ts';

const OPEN = ['PENDING', 'CONFIRMED'];

/** 'Link do paciente' in the appointment detail: WhatsApp with the message ready, or the link to copy. */
export function PatientLinkButton({ appointment }: AppointmentActionSlotProps) {
  const [asked, setAsked] = useState(false);
  const markSent = useMarkSent();
  const link = useQuery({
    ...trpc.confirmations.patientLink.queryOptions({ id: appointment.id }),
    enabled: asked && OPEN.includes(appointment.status),
    refetchOnWindowFocus: LIVE.refetchOnWindowFocus,
  });
  if (!OPEN.includes(appointment.status)) return null;
  if (!asked || !link.data)
    return (
      <Button variant="secondary" loading={asked && link.isFetching} onClick={() => setAsked(true)}>
        🔗 {T.patientLink}
      </Button>
    );
  const copy = async () => {
    if (await copyText(link.data.url)) toast.success(T.linkCopied);
    else toast.info(`${T.copyFailed} ${link.data.url}`);
  };
  return (
    <>
      {link.data.whatsappUrl && (
        <a
          className="ui-button ui-button--primary ui-button--md"
          href={link.data.whatsappUrl}
          target="_blank"
          rel="noopener noreferrer"
          // Sent from here counts as sent in 'Confirmações' too.
          onClick={() => markSent.mutate({ appointmentId: appointment.id })}
        >
          {T.sendWhatsapp}
        </a>
      )}
      <Button variant="secondary" onClick={copy}>
        {T.copyLink}
      </Button>
    </>
  );
}
