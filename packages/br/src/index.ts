// Small, dependency-free helpers. The holiday calendar is a separate export
// ('@agenda/br/holidays') because it pulls in the large date-holidays dataset.

export type { CepAddress } from './cep';
export { formatCnpj, isValidCnpj, maskCnpjInput } from './cnpj';
export { formatCep, maskCepInput, normalizeCep } from './cep';
export { cpfWithCheckDigits, formatCpf, isValidCpf, maskCpfInput, onlyDigits, randomCpf } from './cpf';
export {
  addDays,
  addMinutesToTime,
  compareDates,
  DEFAULT_TIME_ZONE,
  eachDate,
  formatDatePtBR,
  isValidDateString,
  isValidTimeString,
  minutesToTime,
  nowInTimeZone,
  startOfWeekMonday,
  timeToMinutes,
  weekdayOf,
} from './dates';
export type { Holiday, HolidayType } from './holiday-types';
export { HOLIDAY_TYPE_LABELS } from './holiday-types';
export { centsToReais, formatBRL, parseReaisInput, reaisToCents } from './money';
export { formatPhone, maskPhoneInput } from './phone';
export { BRAZILIAN_TIME_ZONES, BRAZILIAN_UFS, isBrazilianTimeZone, isBrazilianUf } from './ufs';
