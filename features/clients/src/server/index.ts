export { clientsServerFeature } from './feature.ts';
import { ClientSchema } from './entities/client.entity.ts';
export { findClient, hasClients } from './clients.service.ts';
export { clientByCpf, clientsByIds, createClientFromBooking } from './booking-clients.ts';
export { clientSummary } from './answers.ts';
export { seedDemoClients } from './demo-clients.seeder.ts';
export { ClientSchema };
export type { Client } from './entities/client.entity.ts';
export { CLIENT_BRIEF_SQL, clientsByName } from './read-model.ts';
export { clientPageSql } from './client-list.service.ts';
export {
  clientAppointmentsPoint,
  clientDataAccessPoint,
  clientExportPoint,
  clientHistoryPoint,
  clientRecordsPoint,
  clientSearchAccessPoint,
} from './points.ts';
export type {
  AppointmentCountFragment,
  ClientAppointmentFact,
  ClientDataAccess,
  ClientHistoryAddition,
  CompanyStatementRunner,
  FieldChange,
} from './points.ts';
