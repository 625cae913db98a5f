import { TOOTH_STATUS_COLORS, type ToothStatus, type ToothType, isToothStatus, toothType } from '../../shared/teeth.ts';

/** Crown outlines (viewBox 40×56, crown at the bottom, roots up) by tooth type. */
const CROWN: Record<ToothType, string> = {
  incisor: 'M12 30 Q12 26 16 26 L24 26 Q28 26 28 30 L28 48 Q28 52 20 52 Q12 52 12 48 Z',
  canine: 'M11 30 Q11 26 15 26 L25 26 Q29 26 29 30 L29 44 L20 54 L11 44 Z',
  premolar: 'M9 30 Q9 26 13 26 L27 26 Q31 26 31 30 L31 46 Q31 52 26 52 L24 49 L20 52 L16 49 L14 52 Q9 52 9 46 Z',
  molar: 'M5 30 Q5 26 9 26 L31 26 Q35 26 35 30 L35 46 Q35 52 30 52 L27 49 L23 52 L20 49 L17 52 L13 49 L10 52 Q5 52 5 46 Z',
};
const ROOTS: Record<ToothType, string> = {
  incisor: 'M15 27 L18 4 Q20 2 22 4 L25 27',
  canine: 'M14 27 L18 2 Q20 0 22 2 L26 27',
  premolar: 'M12 27 L15 6 Q17 4 18 8 L20 20 L22 8 Q23 4 25 6 L28 27',
  molar: 'M8 27 L10 6 Q12 4 14 8 L18 24 L22 24 L26 8 Q28 4 30 6 L32 27',
};

export interface ToothShapeProps {
  tooth: number;
  status: string;
  /** Lower-arch teeth are drawn with roots down. */
  lower: boolean;
}

/** One tooth drawn by its type (§9: by the FDI number's last digit), coloured by status. */
export function ToothShape({ tooth, status, lower }: ToothShapeProps) {
  const type = toothType(tooth);
  const s: ToothStatus = isToothStatus(status) ? status : 'healthy';
  if (s === 'missing') return <span className="clinical-tooth__missing" aria-hidden="true" />;
  if (s === 'exfoliated')
    return <span className="clinical-tooth__missing clinical-tooth__missing--exfoliated" aria-hidden="true" />;
  const fill = TOOTH_STATUS_COLORS[s];
  return (
    <svg
      className={`clinical-tooth__svg clinical-tooth__svg--${type}`}
      viewBox="0 0 40 56"
      aria-hidden="true"
      style={lower ? { transform: 'scaleY(-1)' } : undefined}
    >
      {s === 'implant' ? (
        <path d="M17 26 L17 6 L23 6 L23 26 M15 10 H25 M15 15 H25 M15 20 H25" stroke="#6D28D9" strokeWidth="2" fill="none" />
      ) : (
        <path d={ROOTS[type]} fill={s === 'root_canal' ? fill : '#FDFBF5'} stroke="#9CA3AF" strokeWidth="1.2" />
      )}
      <path d={CROWN[type]} fill={s === 'root_canal' || s === 'implant' ? '#FFFFFF' : fill} stroke="#6B7280" strokeWidth="1.4" />
      {s === 'crown' && <path d={CROWN[type]} fill="none" stroke="#B45309" strokeWidth="3" />}
    </svg>
  );
}
