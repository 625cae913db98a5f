import type { NoteContent } from './notes.ts';

/** The anamnesis answers staff must see before touching a patient, with the label they are shown under. */
const ALERT_FIELDS = [
  ['alergias', 'Alergias'],
  ['doencasPreexistentes', 'Condições'],
  ['medicamentos', 'Medicamentos'],
] as const;

/** 'Nega', 'Não', 'Nenhuma' … say there is nothing to warn about. */
const NOTHING = /^(n[aã]o|nega|nenhum[a]?( conhecid[ao]s?)?|nada( consta)?|sem( alergias?)?|n\/?a|-+)\.?$/i;

export interface ClinicalAlert {
  label: string;
  text: string;
}

/** The alerts of a patient's anamnesis: each answered field that says something, in the order above. */
export function clinicalAlerts(content: NoteContent | string | null | undefined): ClinicalAlert[] {
  if (!content || typeof content !== 'object') return [];
  return ALERT_FIELDS.flatMap(([key, label]) => {
    const text = (content[key] ?? '').trim().replace(/\s*\n\s*/g, '; ');
    return text && !NOTHING.test(text) ? [{ label, text }] : [];
  });
}
