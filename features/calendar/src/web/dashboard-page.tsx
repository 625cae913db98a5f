import { firstName } from '@agenda/auth/shared';
import { useAuth, useCompanyConfig } from '@agenda/auth/web';
import { addDays, nowInTimeZone, weekdayOf } from '@agenda/br';
import { AgendaSettingsDialog, useAgendaSettings, useBlockedDays, useSettingsTabs } from '@agenda/settings/web';
import { Button, LoadingText } from '@agenda/ui';
import { Suspense, lazy, useCallback, useEffect, useMemo, useState } from 'react';
import { weekOf } from '../shared/grid.ts';
import { dailyMetrics } from '../shared/metrics.ts';
import { CALENDAR_TEXTS as T } from '../shared/texts.ts';
import { sortByUrgency } from '../shared/urgency.ts';
import { DashboardPanels } from './dashboard-panels.tsx';
import { AppointmentDetailModal } from './appointment-detail-modal.tsx';
import { BookingPresetBanner, useBookingPreset } from './booking-preset.tsx';
import { rememberColumn, rememberTeam, rememberedTeam } from './agenda-preference.ts';
import { useAgendaScope } from './agenda-scope.ts';
import { AgendaToolbar } from './agenda-toolbar.tsx';
import { DayView } from './day-view.tsx';
import { longDate, weekLabel } from './format.ts';
import { useUrgentAppointments, useWeekAppointments } from './hooks.ts';
import { SidePanel } from './side-panel.tsx';
import { WaitingRoomDrawer, useNow } from './urgent-room.tsx';
import { useNarrowScreen } from './use-narrow-screen.ts';
import { WeekGrid } from './week-grid.tsx';
import './calendar.css';

// Opened on demand: not part of the dashboard's own chunk.
const NewAppointmentModal = lazy(() => import('./new-appointment-modal.tsx').then((m) => ({ default: m.NewAppointmentModal })));

/** A stable colour per service, from the company's 12 appointment colours. */
function colorPicker(colors: readonly string[]) {
  return (serviceId: string) => {
    let hash = 0;
    for (const ch of serviceId) hash = (hash * 31 + ch.charCodeAt(0)) | 0;
    return colors[Math.abs(hash) % Math.max(colors.length, 1)] ?? '#667eea';
  };
}

/**
 * /dashboard: the week a receptionist lives in. The shell's top bar, above it on every page, holds
 * the header's settings and logout buttons; the page greets by first name.
 */
export function DashboardPage() {
  const { user, logout } = useAuth();
  const [settingsOpen, setSettingsOpen] = useState(false);
  // Only a member with a settings tab to open (reception blocks days, a professional sets their hours).
  const hasSettings = useSettingsTabs().length > 0;
  const timeZone = user?.company.timeZone;
  const clock = useNow();
  const now = useMemo(() => nowInTimeZone(timeZone, clock), [timeZone, clock]);
  const [weekStart, setWeekStart] = useState(() => weekOf(now.date).startDate);
  const week = useMemo(() => weekOf(weekStart), [weekStart]);
  const [selected, setSelected] = useState<string | null>(null);
  const selectedDate =
    selected && week.dates.includes(selected) ? selected : week.dates.includes(now.date) ? now.date : week.startDate;

  const narrow = useNarrowScreen();
  const scope = useAgendaScope(narrow);
  const [teamHint] = useState(() => rememberedTeam(user?.companyId));
  const phoneColumn = narrow && scope.isTeam ? (scope.columns[0]?.id ?? null) : null;
  useEffect(() => {
    if (!scope.loaded || !user) return;
    rememberTeam(user.companyId, scope.isTeam);
    if (narrow) rememberColumn(user, phoneColumn);
  }, [scope.loaded, scope.isTeam, user, narrow, phoneColumn]);
  const byDay = narrow || scope.view === 'day';
  const appointments = useWeekAppointments(week.startDate, week.endDate, scope.queryIds, !scope.waiting);
  const urgent = useUrgentAppointments();
  const blocked = useBlockedDays(week.startDate, week.endDate);
  const { settings } = useAgendaSettings();
  const company = useCompanyConfig().data?.company;
  const booking = useBookingPreset();

  const [newSlot, setNewSlot] = useState<{ date: string; time: string; professionalId?: string } | null>(null);
  const [detailId, setDetailId] = useState<string | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);

  // A new day (the clock passing midnight) keeps the person on the current week.
  useEffect(() => {
    setWeekStart((start) => (start === weekOf(addDays(now.date, -1)).startDate ? weekOf(now.date).startDate : start));
  }, [now.date]);

  const list = appointments.data ?? [];
  const metrics = useMemo(() => dailyMetrics(list, selectedDate), [list, selectedDate]);
  const urgentItems = useMemo(() => sortByUrgency(urgent.data ?? []), [urgent.data]);
  const serviceColor = useMemo(() => colorPicker(settings.appointmentColors), [settings.appointmentColors]);
  const blockedRanges = useCallback((date: string) => blocked.rangesOn(date), [blocked]);
  // The day view, and below 768 px the week too, show one day; previous/next step a day (Sunday is skipped).
  const stepDay = (step: 1 | -1) => {
    let next = addDays(selectedDate, step);
    if (weekdayOf(next) === 0) next = addDays(next, step);
    setSelected(next);
    setWeekStart(weekOf(next).startDate);
  };
  const goToday = () => {
    setSelected(now.date);
    setWeekStart(weekOf(now.date).startDate);
  };
  const openAppointment = useCallback((id: string) => {
    setDrawerOpen(false);
    setDetailId(id);
  }, []);
  // What both views draw with.
  const grid = {
    now,
    blockedDay: blocked.blockedDay,
    blockedRanges,
    blockedColor: settings.blockedDayColor,
    hours: company,
    serviceColor,
    onFreeSlot: (date: string, time: string, professionalId?: string) => setNewSlot({ date, time, professionalId }),
    onOpenAppointment: openAppointment,
  };

  return (
    <div className="cal-page">
      <header className="cal-header">
        <div>
          <h1 className="cal-header__greeting">Olá, {firstName(user?.fullName ?? '') || 'adm'}!</h1>
          <p className="cal-header__week">
            {scope.view === 'day' ? longDate(selectedDate) : weekLabel(week.startDate, week.endDate)}
          </p>
        </div>
        <nav className="cal-week-nav" aria-label={byDay ? T.dayNavigation : T.weekNavigation}>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => (byDay ? stepDay(-1) : setWeekStart(addDays(weekStart, -7)))}
            aria-label={byDay ? T.previousDay : T.previousWeek}
          >
            <span aria-hidden="true">‹</span> <span className="cal-hide-sm">{byDay ? T.previousDay : T.previousWeek}</span>
          </Button>
          <Button variant="secondary" size="sm" onClick={goToday}>
            {T.today}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => (byDay ? stepDay(1) : setWeekStart(addDays(weekStart, 7)))}
            aria-label={byDay ? T.nextDay : T.nextWeek}
          >
            <span className="cal-hide-sm">{byDay ? T.nextDay : T.nextWeek}</span> <span aria-hidden="true">›</span>
          </Button>
        </nav>
        <div className="cal-header__actions">
          {hasSettings && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setSettingsOpen(true)}
              aria-label={T.agendaSettings}
              title={T.agendaSettings}
            >
              <span aria-hidden="true">⚙️</span>
            </Button>
          )}
          <Button variant="ghost" size="sm" onClick={() => void logout()} aria-label={T.signOut} title={T.signOut}>
            <span aria-hidden="true">↩</span>
          </Button>
        </div>
        {settingsOpen && <AgendaSettingsDialog open onClose={() => setSettingsOpen(false)} />}
      </header>

      {booking.preset && <BookingPresetBanner preset={booking.preset} onCancel={booking.clear} />}
      {/* The panels and the agenda show together, once the panels' code and data are in (they leave
          with the shell): a panel drawn after the agenda pushed it down under the reader (decision 068). */}
      <Suspense fallback={<LoadingText />}>
        <DashboardPanels />
        {scope.isTeam && scope.loaded ? (
          <AgendaToolbar scope={scope} narrow={narrow} />
        ) : (
          !scope.loaded &&
          teamHint !== false && (
            // Its place, kept while the list loads (a clinic not known to be of one): no shift after.
            <div className="cal-toolbar-pending" aria-hidden="true" inert>
              <AgendaToolbar scope={scope} narrow={narrow} />
            </div>
          )
        )}
        <div className="cal-layout">
          <section
            className="cal-board"
            aria-label={scope.view === 'day' ? T.dayAgenda : T.weekAgenda}
            aria-busy={appointments.isFetching || scope.waiting || undefined}
          >
            {appointments.isError && (
              <div className="cal-error" role="alert">
                {T.loadFailed}
                <Button size="sm" variant="secondary" onClick={() => void appointments.refetch()}>
                  {T.retry}
                </Button>
              </div>
            )}
            {/* The grid is drawn at once, empty, with the loading note over it: drawn only once the week
              arrived, it pushed the day panel below it down a whole screen on a phone (layout shift). */}
            {(appointments.isLoading || scope.waiting) && <LoadingText className="cal-board__loading" />}
            {scope.view === 'day' ? (
              <DayView date={selectedDate} professionals={scope.columns} appointments={list} {...grid} />
            ) : (
              <WeekGrid
                dates={narrow ? [selectedDate] : week.dates}
                appointments={list}
                selectedDate={selectedDate}
                professionals={scope.loaded ? scope.columns : null}
                showProfessional={scope.isTeam}
                onSelectDate={setSelected}
                {...grid}
              />
            )}
          </section>
          <SidePanel
            date={selectedDate}
            metrics={metrics}
            urgent={urgentItems}
            now={clock}
            onOpenAppointment={openAppointment}
            onViewAllUrgencies={() => setDrawerOpen(true)}
          />
        </div>
      </Suspense>

      <WaitingRoomDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} onOpenAppointment={openAppointment} />
      {detailId && <AppointmentDetailModal appointmentId={detailId} onClose={() => setDetailId(null)} />}
      <Suspense fallback={null}>
        {newSlot && (
          <NewAppointmentModal
            date={newSlot.date}
            time={newSlot.time}
            professionals={scope.isTeam ? scope.professionals : null}
            professionalId={newSlot.professionalId ?? (scope.selected?.length === 1 ? scope.selected[0] : undefined)}
            preset={booking.preset ?? undefined}
            onClose={() => {
              setNewSlot(null);
              if (booking.preset) booking.clear();
            }}
          />
        )}
      </Suspense>
    </div>
  );
}
