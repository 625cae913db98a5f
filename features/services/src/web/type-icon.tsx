import type { CSSProperties } from 'react';

interface TypeIconProps {
  icon: string | null;
  color: string;
  size?: 'sm' | 'md' | 'lg';
}

/** The type's emoji on a tint of its colour, with a colour dot: how a type is recognised at a glance. */
export function TypeIcon({ icon, color, size = 'md' }: TypeIconProps) {
  const style = { '--services-type-color': color } as CSSProperties;
  return (
    <span className={`services-type-icon services-type-icon--${size}`} style={style} aria-hidden="true">
      {icon ? <span className="services-type-icon__emoji">{icon}</span> : null}
      <span className="services-type-icon__dot" />
    </span>
  );
}
