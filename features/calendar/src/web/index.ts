export { DashboardPage } from './dashboard-page.tsx';
export { UrgentRoomButton } from './urgent-room.tsx';
export { AppointmentDetailModal } from './appointment-detail-modal.tsx';
