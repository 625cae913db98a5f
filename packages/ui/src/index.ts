export { type AvatarProps, type AvatarSize, Avatar } from './avatar';
export { type BadgeProps, type BadgeTone, Badge } from './badge';
export { type ButtonProps, type ButtonSize, type ButtonVariant, Button } from './button';
export { type CardProps, Card } from './card';
export { type CheckboxFieldProps, CheckboxField } from './checkbox-field';
export {
  type ConfirmDialogProps,
  type ConfirmFn,
  type ConfirmOptions,
  type ConfirmType,
  ConfirmProvider,
  useConfirm,
} from './confirm-dialog';
export { type DateFieldProps, DateField } from './date-field';
export { type EmptyStateProps, EmptyState } from './empty-state';
export { FieldFrame } from './field';
export { PageHeader } from './page-header';
export type { BaseFieldProps } from './field';
export { type MaskedFieldProps, MaskedField } from './masked-field';
export { type ModalProps, type ModalSize, Modal } from './modal';
export { type MoneyFieldProps, MoneyField } from './money-field';
export { type NumberFieldProps, NumberField } from './number-field';
export { useEscapeLayer } from './overlay-hooks';
export { parseNumericInput } from './numeric-input';
export { PrintSheet, usePrintSheet } from './print-sheet';
export { type SelectFieldProps, type SelectOption, SelectField } from './select-field';
export { type SideDrawerProps, SideDrawer } from './side-drawer';
export { type LoadingTextProps, LoadingText } from './spinner';
export { type TabItem, type TabPanelProps, type TabsProps, TabPanel, Tabs } from './tabs';
export { type TextAreaFieldProps, TextAreaField } from './text-area-field';
export { type TextFieldProps, type TextFieldType, TextField } from './text-field';
export { type TimeFieldProps, TimeField } from './time-field';
export { type ToastId, type ToastType, ToastHost, toast } from './toast';
export {
  type ToggleButtonGroupProps,
  type ToggleOption,
  ToggleButtonGroup,
} from './toggle-button-group';
export {
  type Slot,
  type SlotFill,
  type WebFeature,
  type WebRoute,
  type NavEntry,
  createSlot,
  fill,
  slotFillsOf,
  topBarSlot,
  SlotsProvider,
  useSlotAnswers,
  useSlotFills,
  type SlotAnswer,
} from './slots';
export { AccessProvider, Allowed, useMay } from './access';
export { readableButtonBackground } from './readable-colors';
export { copyText } from './clipboard';
export { QuietBoundary } from './quiet-boundary';
