import { fn } from 'storybook/test';
import { DashboardShell, type DashboardShellProps } from '../DashboardShell/DashboardShell';
import { dashboardNav, storyUser } from './storyFixtures';

const shell = {
  navItems: dashboardNav,
  credits: 1240,
  creditsHref: '/dashboard/profile/purchase',
  user: storyUser,
  theme: 'system',
  onThemeChange: fn(),
  onSignOut: fn(),
} satisfies Omit<DashboardShellProps, 'children'>;

/**
 * Stories of signed-in pages: the page inside the dashboard frame, as the app renders it. Props
 * given here replace the story frame's (an explicit `credits={undefined}` shows the balance loading).
 */
export function StoryDashboard(props: Partial<DashboardShellProps> & Pick<DashboardShellProps, 'children'>) {
  return <DashboardShell {...shell} {...props} />;
}
