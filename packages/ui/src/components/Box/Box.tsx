import { createElement, type AllHTMLAttributes, type ElementType, type Ref } from 'react';
import { listReset, sprinkles, type Sprinkles } from '../../theme/sprinkles.css';

/** Where children sit along a line, in the layout primitives' words, as the flex value for it. */
export const flexPositions = { left: 'flex-start', center: 'center', right: 'flex-end' } as const;

export interface BoxProps extends Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | 'as'>, Sprinkles {
  /** The element to render; a `div` when not given. Lists (`ul`, `ol`) lose bullets and indents. */
  as?: ElementType;
  ref?: Ref<HTMLElement>;
}

/**
 * The element every layout is built from: its props are the sprinkles atoms (display, flex,
 * gap, padding, margin, colours and radii from the theme), after Braid's Box.
 */
export function Box({ as = 'div', className, ...props }: BoxProps) {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else rest[key] = value;
  }
  const classes = [
    as === 'ul' || as === 'ol' ? listReset : undefined,
    sprinkles(atoms as Sprinkles),
    className,
  ].filter(Boolean);
  return createElement(as, { ...rest, className: classes.join(' ') || undefined });
}
