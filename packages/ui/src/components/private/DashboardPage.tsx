import { useId, type ReactNode } from 'react';
import type { Sprinkles } from '../../theme/sprinkles.css';
import { Stack } from '../Stack/Stack';
import * as styles from './DashboardPage.css';

export interface DashboardPageProps {
  title: ReactNode;
  subtitle: ReactNode;
  /** `lg` for the home page's greeting. */
  titleSize?: keyof typeof styles.title;
  width?: keyof typeof styles.width;
  /** The gap between the header and the sections. */
  space?: Sprinkles['gap'];
  /** `section` makes the page a region named by its title. */
  as?: 'div' | 'section';
  children: ReactNode;
}

/** A page inside the dashboard: its title and a line under it, then its sections one above the other. */
export function DashboardPage({ title, subtitle, titleSize = 'md', width = 'narrow', space = '6', as = 'div', children }: DashboardPageProps) {
  const titleId = useId();
  return (
    <Stack as={as} space={space} className={styles.width[width]} aria-labelledby={as === 'section' ? titleId : undefined}>
      <Stack as="header" space="1">
        <h1 id={as === 'section' ? titleId : undefined} className={styles.title[titleSize]}>
          {title}
        </h1>
        <p className={styles.subtitle}>{subtitle}</p>
      </Stack>
      {children}
    </Stack>
  );
}
