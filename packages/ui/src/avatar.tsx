import { cx } from './cx';

export type AvatarSize = 'sm' | 'md' | 'lg';

export interface AvatarProps {
  /** Full name; initials and colour are derived from it. */
  name: string;
  /** sm 28px, md 40px (default), lg 56px. */
  size?: AvatarSize;
  className?: string;
}

/** Number of colour classes in styles.css (`ui-avatar--c0` … `ui-avatar--c7`). */
export const AVATAR_COLOR_COUNT = 8;

/** First letters of the first and last names, uppercased ('Maria da Silva' → 'MS'). */
export function getInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return '?';
  const firstLetter = Array.from(first)[0] ?? '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const lastLetter = last ? (Array.from(last)[0] ?? '') : '';
  return (firstLetter + lastLetter).toLocaleUpperCase('pt-BR');
}

/** Stable colour index (0 … AVATAR_COLOR_COUNT-1) from a string hash of the name. */
export function avatarColorIndex(name: string): number {
  let hash = 0;
  for (const char of name.trim().toLowerCase()) {
    hash = (hash * 31 + (char.codePointAt(0) ?? 0)) | 0;
  }
  return Math.abs(hash) % AVATAR_COLOR_COUNT;
}

/** Circle with the person's initials, drawn locally (never loads an image). */
export function Avatar({ name, size = 'md', className }: AvatarProps) {
  return (
    <span
      role="img"
      aria-label={name}
      title={name}
      className={cx('ui-avatar', `ui-avatar--${size}`, `ui-avatar--c${avatarColorIndex(name)}`, className)}
    >
      <span aria-hidden="true">{getInitials(name)}</span>
    </span>
  );
}
