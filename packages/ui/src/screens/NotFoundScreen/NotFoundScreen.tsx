import { Compass } from 'lucide-react';
import { useId } from 'react';
import { ButtonLink } from '../../components/private/ButtonLink';
import { Icon } from '../../components/private/Icon';
import { PublicLayout, type PublicVisitor } from '../../components/private/PublicLayout';
import { eyebrow } from '../../components/private/recipes.css';
import * as styles from './NotFoundScreen.css';
import { Inline } from '../../components/Inline/Inline';

export const NOT_FOUND_TEXT = {
  eyebrow: 'Error 404',
  title: 'This page does not exist',
  home: 'Go to home',
  library: 'Open the library',
} as const;

export interface NotFoundScreenProps {
  /** The address that was asked for: its path, and its query when it had one. */
  address: string;
  homeHref: string;
  /** The asset library, `/dashboard/assets` (the public showcase for visitors). */
  libraryHref: string;
  /**
   * For signed-out visitors: the public page frame. Without it the view is the content of the
   * dashboard shell.
   */
  visitor?: PublicVisitor;
}

function NotFound({ address, homeHref, libraryHref, framed }: Omit<NotFoundScreenProps, 'visitor'> & { framed: 'shell' | 'public' }) {
  const titleId = useId();
  return (
    <section className={styles.root[framed]} aria-labelledby={titleId}>
      <span className={styles.iconWell}>
        <Icon icon={Compass} size={22} />
      </span>
      <p className={eyebrow}>{NOT_FOUND_TEXT.eyebrow}</p>
      <h1 id={titleId} className={styles.title}>
        {NOT_FOUND_TEXT.title}
      </h1>
      <code className={styles.address}>{address}</code>
      <p className={styles.message}>Nothing lives at this address. The link may be out of date, or the address mistyped.</p>
      <Inline space="3" wrap align="center" marginTop="4">
        <ButtonLink href={homeHref}>{NOT_FOUND_TEXT.home}</ButtonLink>
        <ButtonLink href={libraryHref} variant="secondary">
          {NOT_FOUND_TEXT.library}
        </ButtonLink>
      </Inline>
    </section>
  );
}

/** What an address that leads nowhere shows: that the page does not exist, and two ways on. */
export function NotFoundScreen({ visitor, ...props }: NotFoundScreenProps) {
  if (!visitor) return <NotFound {...props} framed="shell" />;
  return (
    <PublicLayout {...visitor}>
      <NotFound {...props} framed="public" />
    </PublicLayout>
  );
}
