import { Link, type LinkProps } from 'react-aria-components';
import type { ButtonVariant } from '../Button/Button';
import * as buttonStyles from '../Button/Button.css';

export interface ButtonLinkProps extends Omit<LinkProps, 'className' | 'style'> {
  variant?: ButtonVariant;
}

/** An anchor that looks like a button: navigation the app gives as an href. */
export function ButtonLink({ variant = 'primary', ...props }: ButtonLinkProps) {
  return (
    <Link
      {...props}
      className={[buttonStyles.base, buttonStyles.variant[variant], buttonStyles.size.md, buttonStyles.link].join(' ')}
    />
  );
}
