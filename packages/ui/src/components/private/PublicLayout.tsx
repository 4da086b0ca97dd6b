import type { ThemeChoice } from '@facet/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { ThemeToggle } from '../ThemeToggle/ThemeToggle';
import { ButtonLink } from './ButtonLink';
import { Brand } from './Brand';
import * as styles from './PublicLayout.css';

/** What the public page frame needs from the app: the way in, and the theme. */
export interface PublicVisitor {
  /** Where the logo leads; '/' when not given. */
  homeHref?: string;
  signUpHref: string;
  signInHref: string;
  theme: ThemeChoice;
  onThemeChange(value: ThemeChoice): void;
}

export interface PublicLayoutProps extends PublicVisitor {
  /** The page's sections; they sit in the layout's `<main>`. */
  children: ReactNode;
}

/** The frame of a page for signed-out visitors: the logo, the theme, sign in and sign up above the page. */
export function PublicLayout({ homeHref = '/', signUpHref, signInHref, theme, onThemeChange, children }: PublicLayoutProps) {
  return (
    <div className={styles.page}>
      <header className={styles.topBar}>
        <div className={styles.topBarInner}>
          <Brand href={homeHref} logoSize={26} className={styles.brand} />
          <div className={styles.topBarEnd}>
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
      <main className={styles.main}>{children}</main>
    </div>
  );
}
