import type { ThemeChoice } from '@facet/contract';
import type { ReactNode } from 'react';
import { DashboardShell, type DashboardNavItem } from '../DashboardShell/DashboardShell';
import type { NavIconName } from '../DashboardShell/NavIcon';

/** The pages of the admin area, in the order its navigation lists them. */
export const adminSections = ['index', 'search-user', 'organizations-management', 'manage-showcase', 'first-sessions', 'coupons', 'audit'] as const;
export type AdminSection = (typeof adminSections)[number];

export const adminSectionLabels: Record<AdminSection, string> = {
  index: 'Overview',
  'search-user': 'Users',
  'organizations-management': 'Organizations',
  'manage-showcase': 'Showcase',
  'first-sessions': 'First sessions',
  coupons: 'Coupons',
  audit: 'Audit log',
};

const sectionIcons: Record<AdminSection, NavIconName> = {
  index: 'usage',
  'search-user': 'search',
  'organizations-management': 'organization',
  'manage-showcase': 'showcase',
  'first-sessions': 'sessions',
  coupons: 'coupons',
  audit: 'audit',
};

export interface AdminLayoutProps {
  /** The page being shown; its entry is marked current. */
  current?: AdminSection;
  /** Each page's address, as the app routes it. */
  hrefs: Record<AdminSection, string>;
  /** The signed-in admin's email, kept with the admin token. */
  adminEmail: string;
  theme: ThemeChoice;
  onThemeChange(value: ThemeChoice): void;
  /** Signs out of the admin area and of the product (SPEC.md: all three session values go). */
  onSignOut(): void;
  homeHref?: string;
  children: ReactNode;
}

/** The frame of the admin area: its own navigation and the admin's account menu, no credits. */
export function AdminLayout({ current, hrefs, adminEmail, theme, onThemeChange, onSignOut, homeHref, children }: AdminLayoutProps) {
  const navItems: DashboardNavItem[] = adminSections.map((section) => ({
    id: section,
    label: adminSectionLabels[section],
    href: hrefs[section],
    icon: sectionIcons[section],
  }));
  return (
    <DashboardShell
      navItems={navItems}
      navLabel="Admin"
      activeId={current}
      credits={undefined}
      user={{ name: 'Admin', email: adminEmail }}
      theme={theme}
      onThemeChange={onThemeChange}
      onSignOut={onSignOut}
      homeHref={homeHref}
    >
      {children}
    </DashboardShell>
  );
}
