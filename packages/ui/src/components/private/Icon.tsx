import type { ReactNode } from 'react';

/** The stroke of every line icon, Lucide's included, so both kinds look drawn with one pen. */
export const ICON_STROKE = 1.75;

export interface IconProps {
  /** Edge length in px. */
  size?: number;
  children: ReactNode;
}

/** A 24-unit line icon drawn in the current text colour; decorative, so hidden from assistive tech. */
export function Icon({ size = 16, children }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={ICON_STROKE}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
