import { formatPhone } from '@agenda/br';
import { clientAlertSlot, useVisibleClientTabs } from '@agenda/clients/manifest';
import {
  Avatar,
  Badge,
  Button,
  LoadingText,
  Modal,
  QuietBoundary,
  type TabItem,
  TabPanel,
  Tabs,
  toast,
  useConfirm,
  useSlotFills,
} from '@agenda/ui';
import { type CSSProperties, Suspense, lazy, useState } from 'react';
import { type AppointmentDetails, EVENT_LABELS } from '../shared/model.ts';
import { isFinalStatus, statusLabel } from '../shared/status.ts';
import { CALENDAR_TEXTS as T } from '../shared/texts.ts';
import { URGENCY_LABELS, elapsedLabel, urgencyStyle } from '../shared/urgency.ts';
import { dayMonth, durationLabel, longDate, price, statusTone, timeRange } from './format.ts';
import { useAppointmentDetails, useCalendarMutations, useCompanyTabs } from './hooks.ts';
import { useAgendaProfessionals } from './agenda-scope.ts';
import { appointmentActionSlot } from './slots.ts';
import { FRONT_DESK_TEXTS as FD, firstNameOf } from '../shared/front-desk.ts';
import { useFrontDeskMutations, useFrontDeskRights } from './front-desk-hooks.ts';
import { UrgencyForm } from './urgency-form.tsx';

// The client tab's forms and the rescheduling form load when shown: the dialog itself opens at once,
// and the week that opens it does not carry their code.
const ClientTabPanel = lazy(() => import('@agenda/clients/web').then((m) => ({ default: m.ClientTabPanel })));
const CancelSeriesDialog = lazy(() => import('./cancel-series-dialog.tsx').then((m) => ({ default: m.CancelSeriesDialog })));
const RescheduleModal = lazy(() => import('./reschedule-modal.tsx').then((m) => ({ default: m.RescheduleModal })));

const INFO_TAB = 'info';
const ID_PREFIX = 'cal-detail-tabs';

export interface AppointmentDetailModalProps {
  appointmentId: string;
  onClose: () => void;
}

/**
 * The appointment detail: 'Informações' plus one tab per client tab of the company's business
 * type ('Configuração Necessária' when there is none); status controls while not final. A cancelled
 * appointment's tabs are read-only: no care was given in it and it cannot be reopened, so nothing
 * is written from it (the client's page still edits the client's records).
 */
export function AppointmentDetailModal({ appointmentId, onClose }: AppointmentDetailModalProps) {
  const details = useAppointmentDetails(appointmentId);
  const businessType = useCompanyTabs();
  const alerts = useSlotFills(clientAlertSlot);
  const [tab, setTab] = useState(INFO_TAB);
  // Only the client tabs the member may see (no clinical tab for reception).
  const clientTabs = useVisibleClientTabs(businessType.data?.tabs);
  const tabs: TabItem[] = [
    { id: INFO_TAB, label: T.infoTab, icon: 'ℹ️' },
    ...clientTabs.map((t) => ({ id: t.id, label: t.name, icon: t.icon ?? undefined })),
  ];
  const clientTab = clientTabs.find((t) => t.id === tab);
  const appointment = details.data;
  // The detail is shown whole, once: its tabs, team line, alerts and actions all read or load before
  // it appears (the alerts and actions suspend), so no late part moves a button under the pointer.
  const professionals = useAgendaProfessionals();
  const settled = !businessType.isPending && !professionals.isPending;

  return (
    <Modal
      open
      title={T.detailTitle}
      onClose={onClose}
      size="lg"
      className="cal-detail"
      footer={
        <Button variant="secondary" onClick={onClose}>
          {T.close}
        </Button>
      }
    >
      {(details.isLoading || (appointment && !settled)) && <LoadingText />}
      {details.isError && <p className="ui-error">{T.loadDetailFailed}</p>}
      {appointment && settled && (
        <Suspense fallback={<LoadingText />}>
          <div className="ui-stack">
            {alerts.map(({ id, component: Alert }) => (
              <QuietBoundary key={id}>
                <Alert clientId={appointment.client.id} />
              </QuietBoundary>
            ))}
            <Tabs tabs={tabs} active={tab} onChange={setTab} idPrefix={ID_PREFIX} ariaLabel="Abas do agendamento" />
            <TabPanel id={INFO_TAB} active={tab} idPrefix={ID_PREFIX}>
              <InfoTab appointment={appointment} onClose={onClose} />
              {businessType.isSuccess && businessType.data === null && (
                <div className="cal-config-needed" role="note">
                  <strong>⚙️ {T.configurationNeeded}</strong>
                  <span>{T.configurationNeededLine}</span>
                </div>
              )}
            </TabPanel>
            {clientTab && (
              <TabPanel id={clientTab.id} active={tab} idPrefix={ID_PREFIX}>
                <Suspense fallback={<LoadingText />}>
                  <ClientTabPanel
                    clientId={appointment.client.id}
                    clientName={appointment.client.fullName}
                    tab={clientTab}
                    appointmentId={appointment.id}
                    readOnly={appointment.status === 'CANCELLED'}
                  />
                </Suspense>
              </TabPanel>
            )}
          </div>
        </Suspense>
      )}
    </Modal>
  );
}

const clockOf = (iso: string) => new Date(iso).toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit' });

function InfoTab({ appointment: a, onClose }: { appointment: AppointmentDetails; onClose: () => void }) {
  const actions = useSlotFills(appointmentActionSlot);
  const mutations = useCalendarMutations();
  const confirm = useConfirm();
  const [rescheduling, setRescheduling] = useState(false);
  const [cancellingSeries, setCancellingSeries] = useState(false);
  const [editingUrgency, setEditingUrgency] = useState(false);
  const isTeam = (useAgendaProfessionals().data?.length ?? 0) > 1;
  const final = isFinalStatus(a.status);
  const desk = useFrontDeskMutations();
  const rights = useFrontDeskRights();
  const busy = mutations.confirm.isPending || mutations.cancel.isPending || desk.arrive.isPending || desk.callIn.isPending;
  const patient = firstNameOf(a.client.fullName);
  const onArrive = () => desk.arrive.mutate({ id: a.id }, { onSuccess: () => toast.success(FD.arrived(patient)) });
  const onCall = () => desk.callIn.mutate({ id: a.id }, { onSuccess: () => toast.success(FD.called(patient)) });
  const onNoShow = () =>
    desk.update.mutate({ id: a.id, status: 'NO_SHOW' }, { onSuccess: () => toast.success(FD.markedNoShow(patient)) });

  const onConfirm = () => mutations.confirm.mutate({ id: a.id }, { onSuccess: () => toast.success(T.confirmed) });
  const onCancel = async () => {
    if (a.seriesId) {
      setCancellingSeries(true);
      return;
    }
    const yes = await confirm({
      title: T.confirmCancelTitle,
      message: T.confirmCancel,
      type: 'danger',
      confirmLabel: T.confirmCancelYes,
      cancelLabel: T.confirmCancelNo,
    });
    if (!yes) return;
    mutations.cancel.mutate({ id: a.id }, { onSuccess: () => toast.success(T.cancelledDone) });
  };
  const onClearUrgency = () => mutations.clearUrgency.mutate({ id: a.id }, { onSuccess: () => toast.success(T.urgencyCleared) });

  return (
    <div className="cal-info">
      <header className="cal-info__client">
        <Avatar name={a.client.fullName} size="lg" />
        <div>
          <h3 className="cal-info__name">{a.client.fullName}</h3>
          <span className="ui-muted">{formatPhone(a.client.phone)}</span>
        </div>
        <Badge tone={statusTone(a.status)} className="cal-info__status">
          {statusLabel(a.status)}
        </Badge>
      </header>

      <dl className="cal-info__grid">
        <div>
          <dt>{T.date}</dt>
          <dd>{longDate(a.date)}</dd>
        </div>
        <div>
          <dt>{T.time}</dt>
          <dd>{timeRange(a.startTime, a.endTime)}</dd>
        </div>
        <div>
          <dt>{T.service}</dt>
          <dd>
            {a.service.name}
            <span className="ui-muted">
              {' '}
              · {durationLabel(a.service.duration)} · {price(a.service.price)}
            </span>
          </dd>
        </div>
        {isTeam && (
          <div>
            <dt>{T.professional}</dt>
            <dd className="cal-info__professional" style={{ '--cal-pro': a.professional.color } as CSSProperties}>
              {a.professional.name}
            </dd>
          </div>
        )}
        <div>
          <dt>{T.status}</dt>
          <dd>
            {statusLabel(a.status)}
            {a.origin === 'ONLINE' && <span className="ui-muted"> · {T.bookedOnline}</span>}
            {a.rescheduledByPatient && <span className="ui-muted"> · {T.rescheduledByPatient}</span>}
          </dd>
        </div>
        {a.arrivedAt && (
          <div>
            <dt>{FD.arrive}</dt>
            <dd>{clockOf(a.arrivedAt)}</dd>
          </div>
        )}
        {a.calledAt && (
          <div>
            <dt>{FD.call}</dt>
            <dd>{clockOf(a.calledAt)}</dd>
          </div>
        )}
        <div className="cal-info__wide">
          <dt>{T.notes}</dt>
          <dd>{a.notes ?? <span className="ui-muted">{T.noNotes}</span>}</dd>
        </div>
      </dl>

      <section
        className="cal-info__urgency"
        aria-label={T.urgency}
        data-style={a.urgency ? urgencyStyle(a.urgency.level) : 'none'}
      >
        <div className="ui-row ui-row--between">
          <h4 className="cal-info__section-title">🚨 {T.urgency}</h4>
          {!final && !editingUrgency && (
            <div className="ui-row">
              <Button size="sm" variant="secondary" onClick={() => setEditingUrgency(true)}>
                {a.urgency ? T.editUrgency : T.setUrgency}
              </Button>
              {a.urgency && (
                <Button size="sm" variant="ghost" onClick={onClearUrgency} loading={mutations.clearUrgency.isPending}>
                  {T.clearUrgency}
                </Button>
              )}
            </div>
          )}
        </div>
        {editingUrgency ? (
          <UrgencyForm appointmentId={a.id} initial={a.urgency} onDone={() => setEditingUrgency(false)} />
        ) : a.urgency ? (
          <p className="cal-info__urgency-text">
            <strong>{URGENCY_LABELS[a.urgency.level]}</strong> — {a.urgency.description}
            <span className="ui-muted">
              {' '}
              · {T.reportedAt} {elapsedLabel(a.urgency.reportedAt)}
            </span>
          </p>
        ) : (
          <p className="ui-muted">{T.noUrgencySet}</p>
        )}
      </section>

      {a.events.length > 0 && (
        <details className="cal-history">
          <summary>
            {T.history} ({a.events.length})
          </summary>
          <ol>
            {a.events.map((e) => (
              <li key={e.id}>
                <span className="cal-history__what">
                  {EVENT_LABELS[e.kind]}
                  {e.kind === 'rescheduled' && e.from && e.to && (
                    <>
                      {' '}
                      de {dayMonth(e.from.date)} {e.from.startTime} para {dayMonth(e.to.date)} {e.to.startTime}
                    </>
                  )}
                  {e.kind === 'status_changed' && e.toStatus && <> para {statusLabel(e.toStatus)}</>}
                  {e.reason && e.kind !== 'urgency_set' && <span className="ui-muted"> — {e.reason}</span>}
                </span>
                <span className="ui-muted cal-history__when">
                  {new Date(e.at).toLocaleString('pt-BR', { dateStyle: 'short', timeStyle: 'short' })}
                  {e.userName ? ` · ${e.userName}` : ''}
                </span>
              </li>
            ))}
          </ol>
        </details>
      )}

      {!final && (
        <div className="cal-info__actions">
          {actions.map(({ id, component: Action }) => (
            <QuietBoundary key={id}>
              <Action appointment={a} onDone={onClose} />
            </QuietBoundary>
          ))}
          {rights.mayArrive(a) && (
            <Button onClick={onArrive} loading={desk.arrive.isPending} disabled={busy}>
              <span aria-hidden="true">✓</span> {FD.arrive}
            </Button>
          )}
          {rights.mayCall(a) && (
            <Button onClick={onCall} loading={desk.callIn.isPending} disabled={busy}>
              <span aria-hidden="true">📣</span> {a.status === 'IN_SERVICE' ? FD.callAgain : FD.call}
            </Button>
          )}
          {rights.mayMarkNoShow(a) && (
            <Button variant="secondary" onClick={onNoShow} loading={desk.update.isPending} disabled={busy}>
              {FD.noShow}
            </Button>
          )}
          {a.status === 'PENDING' && (
            <Button onClick={onConfirm} loading={mutations.confirm.isPending} disabled={busy}>
              ✔ {T.confirm}
            </Button>
          )}
          <Button variant="secondary" onClick={() => setRescheduling(true)} disabled={busy}>
            ↻ {T.reschedule}
          </Button>
          <Button variant="danger" onClick={() => void onCancel()} loading={mutations.cancel.isPending} disabled={busy}>
            ✖ {T.cancel}
          </Button>
        </div>
      )}
      {cancellingSeries && (
        <Suspense fallback={null}>
          <CancelSeriesDialog
            busy={mutations.cancel.isPending}
            onClose={() => setCancellingSeries(false)}
            onCancel={(scope) =>
              mutations.cancel.mutate(
                { id: a.id, scope },
                {
                  onSuccess: () => {
                    setCancellingSeries(false);
                    toast.success(T.cancelledDone);
                  },
                },
              )
            }
          />
        </Suspense>
      )}
      {rescheduling && (
        <Suspense fallback={null}>
          <RescheduleModal appointment={a} onClose={() => setRescheduling(false)} />
        </Suspense>
      )}
    </div>
  );
}
