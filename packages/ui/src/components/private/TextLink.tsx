import { Link, type LinkProps } from 'react-aria-components';
import * as styles from './TextLink.css';

export interface TextLinkProps extends Omit<LinkProps, 'className' | 'style'> {
  /** `muted` for secondary links such as 'Forgot password?', `plain` for links in a top bar. */
  tone?: 'accent' | 'muted' | 'plain';
  /** `sm` beside a section's heading, where the link is smaller than the text around. */
  size?: 'inherit' | 'sm';
}

/** An inline anchor; the app passes real hrefs, so it works without the router. */
export function TextLink({ tone = 'accent', size = 'inherit', ...props }: TextLinkProps) {
  return <Link {...props} className={[styles.link, styles.tone[tone], size === 'sm' ? styles.small : ''].join(' ').trim()} />;
}
