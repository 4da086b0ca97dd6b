import { SIGN_UP_CREDITS, type PublicAsset } from '@facet/contract';
import { useId } from 'react';
import { Button } from '../../components/Button/Button';
import { Inline } from '../../components/Inline/Inline';
import { AssetLinkGrid } from '../../components/private/AssetLinkGrid';
import { ButtonLink } from '../../components/private/ButtonLink';
import { FailureNotice } from '../../components/private/FailureNotice';
import { PublicLayout, type PublicVisitor } from '../../components/private/PublicLayout';
import { emptyNote, eyebrow, sectionTitle } from '../../components/private/recipes.css';
import { Stack } from '../../components/Stack/Stack';
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
  if (assets?.length === 0) return <p className={emptyNote}>The showcase is being curated. Check back soon.</p>;
  return (
    <>
      <AssetLinkGrid assets={assets} hrefOf={reelHref} placeholderCount={10} aria-label="Showcase assets" />
      {hasMore && onLoadMore ? (
        <Inline align="center" marginTop="8">
          <Button variant="secondary" onPress={onLoadMore} isPending={isLoadingMore}>
            Show more
          </Button>
        </Inline>
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
      <Stack as="section" space="6" aria-labelledby={titleId}>
        <Stack as="header" space="1">
          <h1 id={titleId} className={sectionTitle}>
            Showcase
          </h1>
          <p className={styles.subtitle}>Assets made and shaped with Facet, picked by the team.</p>
        </Stack>
        <Gallery {...gallery} />
      </Stack>
    );
  }
  return (
    <PublicLayout {...visitor}>
      <Stack as="section" space="3" className={styles.hero} aria-labelledby={titleId}>
        <p className={eyebrow}>Showcase</p>
        <h1 id={titleId} className={styles.headline}>
          Made with Facet
        </h1>
        <p className={styles.lede}>
          Meshes, scans and renders shaped with Facet’s tools: retopologised, textured, animated and turned into
          splats. Open any of them to look closer.
        </p>
      </Stack>

      <div className={styles.gallery}>
        <Gallery {...gallery} />
      </div>

      <section className={styles.cta} aria-labelledby={ctaId}>
        <Inline
          space="6"
          wrap
          alignY="center"
          align="spaceBetween"
          padding={{ mobile: '6', tablet: '10' }}
          borderRadius="xl"
          className={styles.ctaCard}
        >
          <Stack space="2" className={styles.ctaText}>
            <h2 id={ctaId} className={styles.ctaTitle}>
              Bring your own assets
            </h2>
            <p className={styles.ctaLede}>
              Sign up free and get {SIGN_UP_CREDITS} credits to try every tool on your own models and images.
            </p>
          </Stack>
          <Inline space="2" wrap>
            <ButtonLink href={visitor.signUpHref}>Sign up free</ButtonLink>
            <ButtonLink href={visitor.signInHref} variant="secondary">
              Sign in
            </ButtonLink>
          </Inline>
        </Inline>
      </section>
    </PublicLayout>
  );
}
