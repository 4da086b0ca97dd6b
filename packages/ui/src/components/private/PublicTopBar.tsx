import type { ThemeChoice } from '@facet/contract';
import { Link } from 'react-aria-components';
import { ThemeToggle } from '../ThemeToggle/ThemeToggle';
import { Brand } from './Brand';
import { ButtonLink } from './ButtonLink';
import { TextLink } from './TextLink';
import * as styles from './PublicTopBar.css';

/** What the public page frame needs from the app: the way in, and the theme. */
export interface PublicVisitor {
  /** Where the logo leads; '/' when not given. */
  homeHref?: string;
  signUpHref: string;
  signInHref: string;
  theme: ThemeChoice;
  onThemeChange(value: ThemeChoice): void;
}

export interface PublicTopBarProps extends PublicVisitor {
  /** Where the logo leads; without it the logo is no link (on the home page itself). */
  homeHref?: string;
  /** The pricing page, linked before the theme when given. */
  pricingHref?: string;
}

/** The top bar of every page for signed-out visitors: the logo, pricing, the theme, sign in and sign up. */
export function PublicTopBar({ homeHref, pricingHref, signUpHref, signInHref, theme, onThemeChange }: PublicTopBarProps) {
  return (
    <header className={styles.topBar}>
      <div className={styles.topBarInner}>
        <Brand href={homeHref} logoSize={26} className={styles.brand} />
        <div className={styles.topBarEnd}>
          {pricingHref ? (
            <TextLink href={pricingHref} tone="plain">
              Pricing
            </TextLink>
          ) : null}
          <span className={styles.themeToggle}>
            <ThemeToggle value={theme} onChange={onThemeChange} />
          </span>
          <Link href={signInHref} className={styles.signIn}>
            Sign in
          </Link>
          <ButtonLink href={signUpHref}>Sign up</ButtonLink>
        </div>
      </div>
    </header>
  );
}
