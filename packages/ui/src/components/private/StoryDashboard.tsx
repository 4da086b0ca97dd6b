import type { ComponentType } from 'react';
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

/**
 * One page inside the dashboard frame, for a story's `render` or as a component: `frame` reads the
 * frame's own props (the nav item that is active, the balance, the user) from the page's props.
 */
export function inDashboard<P extends object>(Page: ComponentType<P>, frame: (props: P) => Partial<DashboardShellProps> = () => ({})) {
  return function InDashboard(props: P) {
    return (
      <StoryDashboard {...frame(props)}>
        <Page {...props} />
      </StoryDashboard>
    );
  };
}
