import { Check } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Box } from '../Box/Box';
import { Brand } from '../private/Brand';
import { FacetLogo } from '../private/FacetLogo';
import { Icon } from '../private/Icon';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import * as styles from './AuthLayout.css';

export interface AuthLayoutProps {
  /** The card's heading, for example 'Sign in to Facet'. */
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Under the card: 'No account yet? Create one'. */
  footer?: ReactNode;
  /** Where the logo leads; '/' when not given. */
  homeHref?: string;
}

const highlights = [
  'Models, images and splats in one searchable library',
  'Texturing, retopology, segmentation and more, run in the browser',
  'Pay per run in credits, with the price shown before it starts',
];

/** The frame of every sign-in page: a brand panel beside the form card, the card alone on phones. */
export function AuthLayout({ title, description, children, footer, homeHref = '/' }: AuthLayoutProps) {
  const titleId = useId();
  return (
    <Box display="grid" background="background" color="text" className={styles.page}>
      <Stack
        as="aside"
        space="12"
        padding="10"
        background="surface"
        position="relative"
        overflow="hidden"
        className={styles.brandPanel}
        aria-label="About Facet"
      >
        <div className={styles.brandGlow} />
        <Brand href={homeHref} logoSize={26} className={styles.brand} />
        <div className={styles.pitch}>
          <p className={styles.pitchTitle}>Your 3D assets, and the tools to shape them.</p>
          <Stack as="ul" space="3">
            {highlights.map((text) => (
              <Inline as="li" key={text} space="3" alignY="top" color="textMuted" className={styles.highlight}>
                <span className={styles.check}>
                  <Icon icon={Check} size={14} />
                </span>
                {text}
              </Inline>
            ))}
          </Stack>
        </div>
        <div className={styles.cubes} aria-hidden="true">
          {[0, 1, 2].map((index) => (
            <span key={index} className={styles.cube[index === 0 ? 'large' : index === 1 ? 'medium' : 'small']}>
              <FacetLogo size={index === 0 ? 120 : index === 1 ? 72 : 44} />
            </span>
          ))}
        </div>
        <p className={styles.legal}>For 3D artists, game studios and product teams.</p>
      </Stack>

      <main className={styles.main}>
        <Brand href={homeHref} logoSize={24} className={`${styles.brand} ${styles.mobileBrand}`} />
        <section className={styles.card} aria-labelledby={titleId}>
          <Stack as="header" space="2">
            <h1 id={titleId} className={styles.title}>
              {title}
            </h1>
            {description ? <div className={styles.description}>{description}</div> : null}
          </Stack>
          {children}
        </section>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </main>
    </Box>
  );
}
