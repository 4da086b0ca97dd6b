import { SIGN_UP_CREDITS, type PublicAsset } from '@facet/contract';
import { useId } from 'react';
import { Button } from '../../components/Button/Button';
import { AssetLinkGrid } from '../../components/private/AssetLinkGrid';
import { ButtonLink } from '../../components/private/ButtonLink';
import { FailureNotice } from '../../components/private/FailureNotice';
import { PublicLayout, type PublicVisitor } from '../../components/private/PublicLayout';
import { eyebrow } from '../../components/private/recipes.css';
import * as styles from './ShowcaseScreen.css';

/** What a signed-out visitor's page adds: the public page frame and the way in. */
export type ShowcaseVisitor = PublicVisitor;

export interface ShowcaseScreenProps {
  /** The curated assets (`GET /v3/assets/public/showcase`); `undefined` while the first page loads. */
  assets: readonly PublicAsset[] | undefined;
  error?: string;
  onRetry(): void;
  hasMore?: boolean;
  isLoadingMore?: boolean;
  onLoadMore?(): void;
  /** Opens an asset full screen over the showcase: the page with `?reel=<id>`. */
  reelHref(asset: PublicAsset): string;
  /**
   * For signed-out visitors: the public page frame and the sign-up call to action. Without it the
   * showcase is content for the dashboard (`/dashboard/assets?folderId=showcase`).
   */
  visitor?: ShowcaseVisitor;
}

function Gallery({ assets, error, onRetry, hasMore, isLoadingMore, onLoadMore, reelHref }: Omit<ShowcaseScreenProps, 'visitor'>) {
  if (error) {
    return (
      <FailureNotice onRetry={onRetry}>{error}</FailureNotice>
    );
  }
  if (assets?.length === 0) return <p className={styles.empty}>The showcase is being curated. Check back soon.</p>;
  return (
    <>
      <AssetLinkGrid assets={assets} hrefOf={reelHref} placeholderCount={10} aria-label="Showcase assets" />
      {hasMore && onLoadMore ? (
        <div className={styles.more}>
          <Button variant="secondary" onPress={onLoadMore} isPending={isLoadingMore}>
            Show more
          </Button>
        </div>
      ) : null}
    </>
  );
}

/** The public showcase: curated assets for anyone, with a way to sign up for signed-out visitors. */
export function ShowcaseScreen({ visitor, ...gallery }: ShowcaseScreenProps) {
  const titleId = useId();
  const ctaId = useId();
  if (!visitor) {
    return (
      <section className={styles.embedded} aria-labelledby={titleId}>
        <header className={styles.embeddedHead}>
          <h1 id={titleId} className={styles.embeddedTitle}>
            Showcase
          </h1>
          <p className={styles.subtitle}>Assets made and shaped with Facet, picked by the team.</p>
        </header>
        <Gallery {...gallery} />
      </section>
    );
  }
  return (
    <PublicLayout {...visitor}>
      <section className={styles.hero} aria-labelledby={titleId}>
        <p className={eyebrow}>Showcase</p>
        <h1 id={titleId} className={styles.headline}>
          Made with Facet
        </h1>
        <p className={styles.lede}>
          Meshes, scans and renders shaped with Facet’s tools: retopologised, textured, animated and turned into
          splats. Open any of them to look closer.
        </p>
      </section>

      <div className={styles.gallery}>
        <Gallery {...gallery} />
      </div>

      <section className={styles.cta} aria-labelledby={ctaId}>
        <div className={styles.ctaCard}>
          <div className={styles.ctaText}>
            <h2 id={ctaId} className={styles.ctaTitle}>
              Bring your own assets
            </h2>
            <p className={styles.ctaLede}>
              Sign up free and get {SIGN_UP_CREDITS} credits to try every tool on your own models and images.
            </p>
          </div>
          <div className={styles.ctaActions}>
            <ButtonLink href={visitor.signUpHref}>Sign up free</ButtonLink>
            <ButtonLink href={visitor.signInHref} variant="secondary">
              Sign in
            </ButtonLink>
          </div>
        </div>
      </section>
    </PublicLayout>
  );
}
