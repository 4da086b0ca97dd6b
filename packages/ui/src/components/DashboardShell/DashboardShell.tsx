import { LogOut, Menu, X } from 'lucide-react';
import type { ThemeChoice } from '@facet/contract';
import { useId, type ReactNode } from 'react';
import {
  Button as AriaButton,
  Dialog,
  DialogTrigger,
  Heading,
  Link,
  Modal,
  ModalOverlay,
  Popover,
} from 'react-aria-components';
import { Box } from '../Box/Box';
import { Button } from '../Button/Button';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { Brand } from '../private/Brand';
import { Icon } from '../private/Icon';
import { ThemeToggle } from '../ThemeToggle/ThemeToggle';
import { NavIcon, type NavIconName } from './NavIcon';
import * as styles from './DashboardShell.css';

export interface DashboardNavItem {
  id: string;
  label: string;
  href: string;
  icon?: NavIconName;
}

export interface DashboardUser {
  name: string;
  email: string;
}

export interface DashboardShellProps {
  navItems: readonly DashboardNavItem[];
  /** What the navigation is called for assistive tech; `Main` unless said. */
  navLabel?: string;
  /** The id of the item for the current page; marked and announced as the current page. */
  activeId?: string;
  /** The balance; `undefined` while it loads. */
  credits: number | undefined;
  /** Where the credits pill leads: buying credits. Without it there is no pill (the admin area). */
  creditsHref?: string;
  user: DashboardUser;
  theme: ThemeChoice;
  onThemeChange(value: ThemeChoice): void;
  onSignOut(): void;
  homeHref?: string;
  /** Above the content, e.g. the verify-email banner. */
  banner?: ReactNode;
  /** At the foot of the navigation (sidebar and drawer), e.g. the what's-new notice. */
  navFooter?: ReactNode;
  /** Above the navigation (sidebar and drawer), e.g. the library switcher. */
  navHeader?: ReactNode;
  children: ReactNode;
}

const creditsFormat = new Intl.NumberFormat('en-US');

function initials(user: DashboardUser): string {
  const source = user.name.trim() || user.email;
  const parts = source.split(/[\s@._-]+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts[1]?.[0] ?? '')).toUpperCase() || '?';
}

function NavList({ items, activeId, label }: { items: readonly DashboardNavItem[]; activeId?: string; label: string }) {
  return (
    <nav aria-label={label}>
      <Box as="ul" display="flex" flexDirection="column" className={styles.navList}>
        {items.map((item) => (
          <li key={item.id}>
            <Link
              href={item.href}
              className={styles.navLink}
              aria-current={item.id === activeId ? 'page' : undefined}
            >
              {item.icon ? <NavIcon name={item.icon} /> : null}
              {item.label}
            </Link>
          </li>
        ))}
      </Box>
    </nav>
  );
}

/** The frame of every signed-in page: navigation, credits, the user menu and the page itself. */
export function DashboardShell({
  navItems,
  navLabel = 'Main',
  activeId,
  credits,
  creditsHref,
  user,
  theme,
  onThemeChange,
  onSignOut,
  homeHref = '/',
  banner,
  navFooter,
  navHeader,
  children,
}: DashboardShellProps) {
  const menuTitleId = useId();
  const creditsText = credits === undefined ? '…' : creditsFormat.format(credits);
  return (
    <Box display="grid" background="background" color="text" className={styles.shell}>
      <Stack as="aside" space="6" paddingY="4" paddingX="3" background="surface" className={styles.sidebar}>
        <Brand href={homeHref} logoSize={22} className={styles.brand} />
        {navHeader}
        <NavList items={navItems} activeId={activeId} label={navLabel} />
        {navFooter ? <div className={styles.navFooter}>{navFooter}</div> : null}
      </Stack>

      <Stack minWidth={0}>
        <header className={styles.topBar}>
          <Inline space="1" alignY="center">
            <DialogTrigger>
              <AriaButton className={styles.iconButton} aria-label="Open navigation">
                <Icon icon={Menu} size={18} />
              </AriaButton>
              <ModalOverlay isDismissable className={styles.drawerOverlay}>
                <Modal className={styles.drawer}>
                  <Dialog className={styles.drawerDialog} aria-label="Navigation">
                    {({ close }) => (
                      <>
                        <Inline alignY="center" align="spaceBetween">
                          <Brand href={homeHref} logoSize={22} className={styles.brand} />
                          <AriaButton className={styles.iconButton} aria-label="Close navigation" onPress={close}>
                            <Icon icon={X} size={18} />
                          </AriaButton>
                        </Inline>
                        {navHeader}
                        <NavList items={navItems} activeId={activeId} label={navLabel} />
                        {navFooter ? <div className={styles.navFooter}>{navFooter}</div> : null}
                      </>
                    )}
                  </Dialog>
                </Modal>
              </ModalOverlay>
            </DialogTrigger>
            <span className={styles.mobileBrand}>
              <Brand href={homeHref} logoSize={22} className={styles.brand} />
            </span>
          </Inline>

          <Inline space="3" alignY="center">
            {creditsHref ? (
              <Link
                href={creditsHref}
                className={styles.creditsPill}
                aria-label={credits === undefined ? 'Credits loading, buy credits' : `${creditsText} credits, buy more`}
              >
                <span className={styles.creditsDot} aria-hidden="true" />
                <span className={styles.creditsValue}>{creditsText}</span>{' '}
                <span className={styles.creditsUnit}>credits</span>
              </Link>
            ) : null}

            <DialogTrigger>
              <AriaButton className={styles.avatarButton} aria-label={`Account menu for ${user.name || user.email}`}>
                {/* Initials come from CSS, so the button's name is only its label. */}
                <span className={styles.avatar} data-initials={initials(user)} aria-hidden="true" />
              </AriaButton>
              <Popover placement="bottom end" offset={8} className={styles.popover}>
                <Dialog className={styles.menu} aria-labelledby={menuTitleId}>
                  <div className={styles.menuUser}>
                    <span className={styles.avatarLarge} data-initials={initials(user)} aria-hidden="true" />
                    <Stack minWidth={0}>
                      <Heading id={menuTitleId} className={styles.menuName}>
                        {user.name || 'Your account'}
                      </Heading>
                      <span className={styles.menuEmail}>{user.email}</span>
                    </Stack>
                  </div>
                  <div className={styles.menuSection}>
                    <span className={styles.menuLabel}>Theme</span>
                    <ThemeToggle value={theme} onChange={onThemeChange} />
                  </div>
                  <div className={styles.menuFooter}>
                    <Button
                      variant="ghost"
                      size="sm"
                      onPress={onSignOut}
                      icon={
                        <Icon icon={LogOut} size={15} />
                      }
                    >
                      Sign out
                    </Button>
                  </div>
                </Dialog>
              </Popover>
            </DialogTrigger>
          </Inline>
        </header>

        {banner}
        <main className={styles.content}>{children}</main>
      </Stack>
    </Box>
  );
}
