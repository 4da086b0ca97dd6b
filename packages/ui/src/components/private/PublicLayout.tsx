import type { ReactNode } from 'react';
import { PublicTopBar, type PublicVisitor } from './PublicTopBar';
import * as styles from './PublicLayout.css';

export type { PublicVisitor } from './PublicTopBar';

export interface PublicLayoutProps extends PublicVisitor {
  /** The page's sections; they sit in the layout's `<main>`. */
  children: ReactNode;
}

/** The frame of a page for signed-out visitors: the public top bar above the page. */
export function PublicLayout({ homeHref = '/', children, ...visitor }: PublicLayoutProps) {
  return (
    <div className={styles.page}>
      <PublicTopBar homeHref={homeHref} {...visitor} />
      <main className={styles.main}>{children}</main>
    </div>
  );
}
