import type { ReactNode } from 'react';
import { Icon } from '../private/Icon';

export const navIcons = ['home', 'assets', 'profile', 'usage', 'credits', 'billing', 'admin', 'organization'] as const;
export type NavIconName = (typeof navIcons)[number];

const paths: Record<NavIconName, ReactNode> = {
  home: <path d="M4 10.5 12 4l8 6.5V20a1 1 0 0 1-1 1h-4.5v-6h-5v6H5a1 1 0 0 1-1-1Z" />,
  assets: (
    <>
      <path d="M12 3 20 7.5 12 12 4 7.5Z" />
      <path d="M4 12l8 4.5 8-4.5M4 16.5 12 21l8-4.5" />
    </>
  ),
  profile: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4.5 20.5a7.5 7.5 0 0 1 15 0" />
    </>
  ),
  usage: <path d="M4 20V10M10 20V4M16 20v-7M22 20H2" />,
  credits: (
    <>
      <ellipse cx="12" cy="6.5" rx="7" ry="3" />
      <path d="M5 6.5v5c0 1.7 3.1 3 7 3s7-1.3 7-3v-5M5 11.5v5c0 1.7 3.1 3 7 3s7-1.3 7-3v-5" />
    </>
  ),
  billing: (
    <>
      <rect x="2.5" y="5" width="19" height="14" rx="2" />
      <path d="M2.5 10h19M6.5 15h4" />
    </>
  ),
  admin: <path d="M12 3 4.5 6v5.5c0 4.5 3.2 8.3 7.5 9.5 4.3-1.2 7.5-5 7.5-9.5V6Z" />,
  organization: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.8a3.5 3.5 0 0 1 0 6.4M18.5 14a6.5 6.5 0 0 1 3 6" />
    </>
  ),
};

export function NavIcon({ name }: { name: NavIconName }) {
  return <Icon size={16}>{paths[name]}</Icon>;
}
