import { Link, type LinkProps } from 'react-aria-components';
import * as styles from './TextLink.css';

export interface TextLinkProps extends Omit<LinkProps, 'className' | 'style'> {
  /** `muted` for secondary links such as 'Forgot password?'. */
  tone?: 'accent' | 'muted';
}

/** An inline anchor; the app passes real hrefs, so it works without the router. */
export function TextLink({ tone = 'accent', ...props }: TextLinkProps) {
  return <Link {...props} className={`${styles.link} ${styles.tone[tone]}`} />;
}
