import type { ThemeChoice } from '@facet/contract';
import { Monitor, Moon, Sun } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, Link } from 'react-aria-components';
import { ThemeToggle } from '../ThemeToggle/ThemeToggle';
import { Brand } from './Brand';
import { Icon } from './Icon';
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

/** Each theme, the one a press of the phone's theme button goes to next, and its glyph. */
const themes: Record<ThemeChoice, { name: string; next: ThemeChoice; glyph: ReactNode }> = {
  light: { name: 'Light', next: 'dark', glyph: <Icon icon={Sun} size={16} /> },
  dark: { name: 'Dark', next: 'system', glyph: <Icon icon={Moon} size={16} /> },
  system: { name: 'System', next: 'light', glyph: <Icon icon={Monitor} size={16} /> },
};

/**
 * The theme on a phone, where the three-part switch does not fit beside the way in: one button
 * showing the theme in use, each press going on to the next (light, dark, system).
 */
function ThemeCycleButton({ theme, onThemeChange }: Pick<PublicVisitor, 'theme' | 'onThemeChange'>) {
  const current = themes[theme];
  return (
    <Button
      className={styles.themeCycle}
      aria-label={`Theme: ${current.name}. Switch to ${themes[current.next].name}`}
      onPress={() => onThemeChange(current.next)}
    >
      {current.glyph}
    </Button>
  );
}

/** The top bar of every page for signed-out visitors: the logo, pricing, the theme (one button on a phone), sign in and sign up. */
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
          <ThemeCycleButton theme={theme} onThemeChange={onThemeChange} />
          <Link href={signInHref} className={styles.signIn}>
            Sign in
          </Link>
          <ButtonLink href={signUpHref}>Sign up</ButtonLink>
        </div>
      </div>
    </header>
  );
}
