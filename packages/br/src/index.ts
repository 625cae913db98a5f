// Small, dependency-free helpers. The holiday calendar is a separate export
// ('@agenda/br/holidays') because it pulls in the large date-holidays dataset; so is the PIX BR Code
// ('@agenda/br/pix', server-side: pix-utils and qrcode).

export type { CepAddress } from './cep';
export { formatCep } from './cep';
export { cpfWithCheckDigits, formatCpf, isValidCpf, randomCpf } from './cpf';
export { formatCnpj, isValidCnpj, maskCnpjInput } from './cnpj';
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
  ON_WEEKDAY,
  startOfWeekMonday,
  timeToMinutes,
  weekdayOf,
} from './dates';
export type { Holiday } from './holiday-types';
export { HOLIDAY_TYPE_LABELS } from './holiday-types';
export { centsToReais, formatBRL, readReaisInput, reaisToCents } from './money';
export { applyMask, MASK_MAX_LENGTH, MASK_PLACEHOLDER, type MaskKind, onlyDigits } from './mask';
export { formatPhone } from './phone';
export {
  normalizePixKey,
  PIX_KEY_MESSAGES,
  PIX_KEY_TYPE_LABELS,
  PIX_KEY_TYPES,
  type PixKeyType,
} from './pix-key';
export { countOf, plural } from './plural';
export { NOT_A_MOBILE_MESSAGE, brazilianMobile, fillPlaceholders, whatsappChatUrl } from './whatsapp';
export {
  CONTROL_CHARACTERS_MESSAGE,
  MONEY_DECIMALS_MESSAGE,
  TEXT_MAX,
  dateSchema,
  hasControlCharacters,
  isWholeCentavos,
  multilineTextSchema,
  reaisSchema,
  textSchema,
  timeSchema,
  ufSchema,
  wholeCentavos,
} from './schemas';
export { BRAZILIAN_TIME_ZONES, BRAZILIAN_UFS, isBrazilianTimeZone, isUf } from './ufs';
