import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { Spinner } from '../private/Spinner';
import * as styles from './Button.css';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'danger'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];

export const buttonSizes = ['sm', 'md'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps extends Omit<AriaButtonProps, 'children' | 'className' | 'style'> {
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** A leading icon, usually a 16 px inline SVG. */
  icon?: ReactNode;
}

export function Button({ children, variant = 'primary', size = 'md', icon, isPending, ...props }: ButtonProps) {
  const className = [styles.base, styles.variant[variant], styles.size[size]].join(' ');
  return (
    <AriaButton {...props} isPending={isPending} className={className}>
      {/* The label stays in the layout while pending, so the button keeps its width. */}
      <span className={isPending ? `${styles.content} ${styles.contentHidden}` : styles.content}>
        {icon ? <span className={styles.icon}>{icon}</span> : null}
        {children}
      </span>
      {isPending ? (
        <span className={styles.spinner}>
          <Spinner size={size === 'sm' ? 14 : 16} />
        </span>
      ) : null}
    </AriaButton>
  );
}
