import { type ClientData, clientToForm, useClient } from '@agenda/clients/web';
import { useServices } from '@agenda/services/web';
import { Button } from '@agenda/ui';
import { useEffect, useRef, useState } from 'react';
import './booking-preset.css';

// A booking started elsewhere (the recall list's 'Agendar'): /dashboard?novo=1&clientId=…&serviceId=…
// The agenda says whom it books; the free slot clicked next opens 'Novo Agendamento' with both filled.

export interface BookingPreset {
  clientId: string;
  serviceId: string;
}

const TEXTS = {
  banner: (client: string, service: string) => `Agendando ${service} para ${client}: escolha um horário livre na agenda.`,
  fallback: 'Agendando um retorno: escolha um horário livre na agenda.',
  cancel: 'Cancelar',
} as const;

function presetIn(search: string): BookingPreset | null {
  const params = new URLSearchParams(search);
  const clientId = params.get('clientId');
  const serviceId = params.get('serviceId');
  return params.get('novo') && clientId && serviceId ? { clientId, serviceId } : null;
}

/**
 * The preset the address carried when the agenda opened, and how to drop it: the address goes back
 * to the plain agenda (its history entry replaced, so 'back' does not bring the preset again).
 */
export function useBookingPreset(): { preset: BookingPreset | null; clear: () => void } {
  const [preset, setPreset] = useState(() => presetIn(window.location.search));
  const clear = () => {
    setPreset(null);
    window.history.replaceState(window.history.state, '', window.location.pathname);
  };
  return { preset, clear };
}

/** The line above the agenda while a preset waits for its slot. */
export function BookingPresetBanner({ preset, onCancel }: { preset: BookingPreset; onCancel: () => void }) {
  const client = useClient(preset.clientId).data?.client;
  const service = useServices().data?.find((s) => s.id === preset.serviceId);
  return (
    <div className="cal-preset" role="status">
      <span>{client && service ? TEXTS.banner(client.fullName, service.name) : TEXTS.fallback}</span>
      <Button size="sm" variant="secondary" onClick={onCancel}>
        {TEXTS.cancel}
      </Button>
    </div>
  );
}

/** Fills the new appointment's client once the preset's client is loaded (once: later typing stays). */
export function usePresetClient(
  preset: BookingPreset | undefined,
  fill: (form: ReturnType<typeof clientToForm>, client: ClientData) => void,
) {
  const client = useClient(preset?.clientId ?? null).data?.client;
  const filled = useRef(false);
  useEffect(() => {
    if (!client || filled.current) return;
    filled.current = true;
    fill(clientToForm(client), client);
  }, [client, fill]);
}
