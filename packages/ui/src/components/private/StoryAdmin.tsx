import type { ComponentType } from 'react';
import { fn } from 'storybook/test';
import { AdminLayout, adminSections, type AdminSection } from '../AdminLayout/AdminLayout';

/** Each admin page's address, as the app routes them. */
export const storyAdminHrefs = Object.fromEntries(
  adminSections.map((section) => [section, section === 'index' ? '/dashboard/admin' : `/dashboard/admin/${section}`]),
) as Record<AdminSection, string>;

/** Stories of admin pages: the page inside the admin frame, as the app renders it. */
export function inAdmin<P extends object>(Page: ComponentType<P>, current: AdminSection) {
  return function InAdmin(props: P) {
    return (
      <AdminLayout current={current} hrefs={storyAdminHrefs} adminEmail="admin@facet.dev" theme="system" onThemeChange={fn()} onSignOut={fn()}>
        <Page {...props} />
      </AdminLayout>
    );
  };
}
