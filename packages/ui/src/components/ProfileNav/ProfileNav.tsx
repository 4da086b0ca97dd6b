import { Link } from 'react-aria-components';
import * as styles from './ProfileNav.css';

/** The four pages of the profile area (SPEC.md section 2), in the order the tabs show them. */
export const profileSections = ['usage', 'purchase', 'billing', 'account'] as const;
export type ProfileSection = (typeof profileSections)[number];

export const profileSectionLabels: Record<ProfileSection, string> = {
  usage: 'Usage',
  purchase: 'Purchase',
  billing: 'Billing',
  account: 'Account',
};

export interface ProfileNavProps {
  /** The page being shown; its tab is marked current. */
  current?: ProfileSection;
  /** Each page's address, as the app routes it. */
  hrefs: Record<ProfileSection, string>;
}

/** The tabs over every profile page: Usage, Purchase, Billing and Account, the current one marked. */
export function ProfileNav({ current, hrefs }: ProfileNavProps) {
  return (
    <nav aria-label="Profile" className={styles.nav}>
      <ul className={styles.list}>
        {profileSections.map((section) => (
          <li key={section}>
            <Link href={hrefs[section]} className={styles.tab} aria-current={section === current ? 'page' : undefined}>
              {profileSectionLabels[section]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
