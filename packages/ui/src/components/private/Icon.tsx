import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** The stroke of every line icon, Lucide's included, so both kinds look drawn with one pen. */
export const ICON_STROKE = 1.75;

export interface IconProps {
  /** Edge length in px. */
  size?: number;
  /** A Lucide icon, drawn at the shared stroke. */
  icon?: LucideIcon;
  /** A bolder line where the icon sits small on a filled mark (a ticked checkbox). */
  strokeWidth?: number;
  /** A drawing in the 24-unit box, for marks Lucide has no shape for. */
  children?: ReactNode;
}

/** A 24-unit line icon in the current text colour; decorative, so hidden from assistive tech. */
export function Icon({ size = 16, icon: Glyph, strokeWidth = ICON_STROKE, children }: IconProps) {
  if (Glyph) return <Glyph size={size} strokeWidth={strokeWidth} aria-hidden="true" focusable="false" />;
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
