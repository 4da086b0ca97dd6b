import { Link } from 'react-aria-components';
import * as styles from './Brand.css';
import { FacetLogo } from './FacetLogo';

export interface BrandProps {
  /** Where the name leads (home); without it the name is not a link. */
  href?: string;
  logoSize: number;
  /** The frame's own type size, spacing and focus ring. */
  className: string;
}

/** The product's name beside its logo, as every frame's top bar and footer shows it. */
export function Brand({ href, logoSize, className }: BrandProps) {
  const content = (
    <>
      <span className={styles.logo}>
        <FacetLogo size={logoSize} />
      </span>
      Facet
    </>
  );
  return href === undefined ? (
    <span className={className}>{content}</span>
  ) : (
    <Link href={href} className={className}>
      {content}
    </Link>
  );
}
