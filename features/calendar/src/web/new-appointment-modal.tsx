import {
  type ClientData,
  ClientFields,
  type ClientFormValue,
  emptyClientForm,
  isClientFormReady,
  saveClient,
} from '@agenda/clients/web';
import { useCompanyConfig } from '@agenda/auth/web';
import { ServicesPanel, useServices } from '@agenda/services/web';
import { errorMessage } from '@agenda/api-client/trpc';
import { Button, DateField, Modal, SelectField, type TabItem, TabPanel, Tabs, TextField, toast } from '@agenda/ui';
import { useCallback, useRef, useState } from 'react';
import { bookingRefusal, serviceWindow } from '../shared/opening-rules.ts';
import { type AgendaProfessional, canAttend } from '../shared/professional-slots.ts';
import { planNotes } from '../shared/plan-notes.ts';
import { CALENDAR_TEXTS as T, isClientBusyMessage } from '../shared/texts.ts';
import { endTimeFor } from '../shared/time-rules.ts';
import { durationLabel, longDate, price } from './format.ts';
import { useCalendarMutations } from './hooks.ts';
import { type BookingPreset, usePresetClient } from './booking-preset.tsx';
import { ProfessionalField, useProfessionalChoice } from './professional-choice.tsx';
import { NO_REPEAT, ruleOf } from './repeat-control.tsx';
import { SeriesSection } from './series-section.tsx';
import { toastWarnings } from './warnings.ts';

const ID_PREFIX = 'cal-new-tabs';
const TABS: readonly TabItem[] = [
  { id: 'client', label: T.registrationTab, icon: '👤' },
  { id: 'plans', label: T.plansTab, icon: '💳' },
  { id: 'services', label: T.servicesTab, icon: '🦷' },
];

interface PlanForm {
  convenio: string;
  numeroCarteirinha: string;
  validadeCarteirinha: string;
  nomeTitular: string;
  codigoPlano: string;
}
const EMPTY_PLAN: PlanForm = { convenio: '', numeroCarteirinha: '', validadeCarteirinha: '', nomeTitular: '', codigoPlano: '' };

export interface NewAppointmentModalProps {
  date: string;
  time: string;
  /** A team's clinic: whom to choose from (the server says who is free then). Null for a clinic of one. */
  professionals: AgendaProfessional[] | null;
  /** The professional chosen beforehand (the filter's only one, the day view's column). */
  professionalId?: string;
  /** The client and service chosen beforehand (the recall list's 'Agendar'). */
  preset?: BookingPreset;
  onClose: () => void;
}

/**
 * 'Novo Agendamento' (part 2 §2.3), opened from a free slot: the client (looked up by CPF, else
 * registered), the service and its end time, the health plan, and the services panel.
 */
export function NewAppointmentModal({ date, time, professionals, professionalId, preset, onClose }: NewAppointmentModalProps) {
  const services = useServices();
  const { create, createSeries } = useCalendarMutations();
  const [repeat, setRepeat] = useState(NO_REPEAT);
  const [tab, setTab] = useState('client');
  const [client, setClient] = useState<ClientFormValue>(emptyClientForm);
  const [existingId, setExistingId] = useState<string | null>(null);
  const [serviceId, setServiceId] = useState(preset?.serviceId ?? '');
  const [plan, setPlan] = useState<PlanForm>(EMPTY_PLAN);
  const [saving, setSaving] = useState(false);
  /** The server's 'this client is already booked then' (409): said here, with 'Agendar mesmo assim'. */
  const [clientBusy, setClientBusy] = useState<string | null>(null);
  // One key per opening of the modal: a double click, or a resend, books once (a refused try frees it).
  const idempotencyKey = useRef(crypto.randomUUID()).current;
  usePresetClient(
    preset,
    useCallback((form: ClientFormValue, found: ClientData) => {
      setClient(form);
      setExistingId(found.id);
    }, []),
  );

  const service = services.data?.find((s) => s.id === serviceId);
  const end = service ? endTimeFor(time, service.duration) : null;
  const slot = { date, startTime: time, endTime: end && !end.pastMidnight ? end.endTime : time };
  const choice = useProfessionalChoice(professionals, slot, service ?? null, professionalId);
  const ready =
    isClientFormReady(client) &&
    serviceId !== '' &&
    (!professionals || choice.professional !== undefined) &&
    (repeat.frequency === 'NONE' || ruleOf(repeat) !== null);

  /** The client's id: the one found by CPF, else registered now (once). */
  const ensureClient = async () => {
    const clientId = await saveClient(client, existingId);
    setExistingId(clientId);
    return clientId;
  };

  const save = async (allowClientOverlap = false) => {
    if (!ready || !end) return;
    if (end.pastMidnight) {
      toast.error(T.pastMidnight);
      return;
    }
    setSaving(true);
    setClientBusy(null);
    try {
      const clientId = await ensureClient();
      const booking = {
        clientId,
        serviceId,
        professionalId: choice.professional?.id,
        date,
        startTime: time,
        endTime: end.endTime,
        notes: planNotes(plan),
        allowClientOverlap,
        idempotencyKey,
      };
      const rule = ruleOf(repeat);
      if (rule) {
        const made = await createSeries.mutateAsync({ ...booking, rule });
        if ('appointments' in made) toast.success(T.seriesCreated(made.appointments.length, made.skipped.length));
      } else {
        const booked = await create.mutateAsync(booking);
        toast.success(T.created);
        toastWarnings(booked.warnings);
      }
      onClose();
    } catch (error) {
      const message = errorMessage(error, T.saveFailed);
      if (isClientBusyMessage(message)) setClientBusy(message);
      else toast.error(message);
    } finally {
      setSaving(false);
    }
  };

  const setPlanField = (key: keyof PlanForm) => (value: string) => setPlan((p) => ({ ...p, [key]: value }));
  const company = useCompanyConfig().data?.company;
  // Only the services that fit here: offered on this day, and ending inside its hours and the clinic's.
  const fits = (s: { id: string; duration: number } & Parameters<typeof serviceWindow>[0]) => {
    const e = endTimeFor(time, s.duration);
    const at = { date, startTime: time, endTime: e.endTime };
    return (
      !e.pastMidnight &&
      (!company || !bookingRefusal(at, company, serviceWindow(s))) &&
      (!professionals || professionals.some((p) => canAttend(p, at, s)))
    );
  };
  const serviceOptions = (services.data ?? []).filter(fits).map((s) => ({
    value: s.id,
    label: `${s.name} · ${durationLabel(s.duration)} · ${price(s.price)}`,
  }));

  return (
    <Modal
      open
      title={T.newAppointment}
      onClose={onClose}
      size="xl"
      className="cal-new"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            {T.cancel}
          </Button>
          <Button onClick={() => void save()} disabled={!ready} loading={saving}>
            {saving ? T.saving : T.saveAppointment}
          </Button>
        </>
      }
    >
      <div className="ui-stack">
        {clientBusy && (
          <div className="cal-error cal-new__busy" role="alert">
            <span>
              {clientBusy} {T.clientBusyHint}
            </span>
            <Button size="sm" variant="secondary" onClick={() => void save(true)} disabled={saving}>
              {T.bookAnyway}
            </Button>
          </div>
        )}
        <div className="cal-new__when" role="group" aria-label="Horário do agendamento">
          <div>
            <span className="cal-new__label">{T.date}</span>
            <strong>{longDate(date)}</strong>
          </div>
          <div>
            <span className="cal-new__label">{T.time}</span>
            <strong>{time}</strong>
          </div>
          <div>
            <span className="cal-new__label">{T.endTime}</span>
            <strong data-testid="cal-new-end">{end ? end.endTime : '—'}</strong>
          </div>
          {choice.professional && (
            <div>
              <span className="cal-new__label">{T.professional}</span>
              <strong data-testid="cal-new-professional">{choice.professional.name}</strong>
            </div>
          )}
          {service && (
            <div>
              <span className="cal-new__label">{T.service}</span>
              <strong>
                {service.name} · {durationLabel(service.duration)}
              </strong>
            </div>
          )}
        </div>
        <Tabs tabs={TABS} active={tab} onChange={setTab} idPrefix={ID_PREFIX} ariaLabel="Abas do novo agendamento" />
        <TabPanel id="client" active={tab} idPrefix={ID_PREFIX}>
          <div className="ui-stack">
            <div className={professionals ? 'ui-grid-2' : undefined}>
              <SelectField
                label={T.service}
                value={serviceId}
                onChange={setServiceId}
                options={serviceOptions}
                placeholder={T.selectService}
                hint={
                  services.isSuccess && serviceOptions.length === 0
                    ? (services.data ?? []).length === 0
                      ? T.noServices
                      : T.noServiceFits
                    : undefined
                }
                required
              />
              {professionals && <ProfessionalField choice={choice} />}
            </div>
            <SeriesSection
              repeat={repeat}
              onRepeatChange={setRepeat}
              booking={
                service && end && !end.pastMidnight && (!professionals || choice.professional)
                  ? { date, startTime: time, endTime: end.endTime, serviceId, professionalId: choice.professional?.id }
                  : null
              }
              ensureClient={isClientFormReady(client) ? ensureClient : null}
              disabled={saving}
            />
            <ClientFields
              value={client}
              onChange={setClient}
              onLookup={(found: ClientData | null) => setExistingId(found?.id ?? null)}
              disabled={saving}
            />
          </div>
        </TabPanel>
        <TabPanel id="plans" active={tab} idPrefix={ID_PREFIX}>
          <div className="ui-stack">
            <p className="ui-muted">{T.plansHint}</p>
            <div className="ui-grid-2">
              <TextField label={T.convenio} value={plan.convenio} onChange={setPlanField('convenio')} maxLength={100} />
              <TextField
                label={T.numeroCarteirinha}
                value={plan.numeroCarteirinha}
                onChange={setPlanField('numeroCarteirinha')}
                maxLength={50}
              />
              <DateField
                label={T.validadeCarteirinha}
                value={plan.validadeCarteirinha}
                onChange={setPlanField('validadeCarteirinha')}
              />
              <TextField label={T.nomeTitular} value={plan.nomeTitular} onChange={setPlanField('nomeTitular')} maxLength={150} />
              <TextField label={T.codigoPlano} value={plan.codigoPlano} onChange={setPlanField('codigoPlano')} maxLength={50} />
            </div>
          </div>
        </TabPanel>
        <TabPanel id="services" active={tab} idPrefix={ID_PREFIX}>
          <ServicesPanel />
        </TabPanel>
      </div>
    </Modal>
  );
}
