// The fixed colours of the settings dialog. 'Padrão' is the first 12 colours of the palette
// (spec §9); 'Vibrante' and 'Pastel' are fixed lists of 12 chosen here (the spec does not give them).

/** The 16 colours the appointment colours are picked from. */
export const COLOR_PALETTE = [
  '#667eea',
  '#764ba2',
  '#3b82f6',
  '#06b6d4',
  '#10b981',
  '#84cc16',
  '#f59e0b',
  '#f97316',
  '#ef4444',
  '#ec4899',
  '#8b5cf6',
  '#14b8a6',
  '#64748b',
  '#a16207',
  '#be123c',
  '#1e40af',
] as const;

export const APPOINTMENT_COLOR_COUNT = 12;

export type PresetName = 'Padrão' | 'Vibrante' | 'Pastel';

export const COLOR_PRESETS: Readonly<Record<PresetName, readonly string[]>> = {
  Padrão: COLOR_PALETTE.slice(0, APPOINTMENT_COLOR_COUNT),
  Vibrante: [
    '#ff006e',
    '#fb5607',
    '#ffbe0b',
    '#8338ec',
    '#3a86ff',
    '#06d6a0',
    '#ef476f',
    '#118ab2',
    '#f72585',
    '#7209b7',
    '#4cc9f0',
    '#38b000',
  ],
  Pastel: [
    '#ffadad',
    '#ffd6a5',
    '#fdffb6',
    '#caffbf',
    '#9bf6ff',
    '#a0c4ff',
    '#bdb2ff',
    '#ffc6ff',
    '#fbc4ab',
    '#b5ead7',
    '#c7ceea',
    '#e2f0cb',
  ],
};

export const PRESET_NAMES = Object.keys(COLOR_PRESETS) as PresetName[];

/** '#rrggbb' or '#rrggbbaa'. */
export const HEX_COLOR_RE = /^#[0-9a-fA-F]{6}([0-9a-fA-F]{2})?$/;

/** Alpha suffix the spec appends to a chosen blocked-day colour ('50' ≈ 0.3 opacity). */
export const BLOCKED_DAY_ALPHA = '50';

/** '#9ca3af4d' → '#9ca3af' (what a colour input can show). */
export const opaqueColor = (hex: string): string => hex.slice(0, 7);

/** The blocked-day colour the settings keep for a colour picked in a colour input. */
export const blockedDayColorFrom = (picked: string): string => `${opaqueColor(picked)}${BLOCKED_DAY_ALPHA}`;

/** The preset whose 12 colours equal `colors` (case-insensitive), if any. */
export function matchingPreset(colors: readonly string[]): PresetName | null {
  const wanted = colors.map((c) => c.toLowerCase()).join(',');
  return PRESET_NAMES.find((name) => COLOR_PRESETS[name].map((c) => c.toLowerCase()).join(',') === wanted) ?? null;
}
