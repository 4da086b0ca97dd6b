import { SIGN_UP_CREDITS, type PublicAsset, type ThemeChoice, type ToolId, type ToolInfo } from '@facet/contract';
import { useId } from 'react';
import { Link } from 'react-aria-components';
import { AssetLinkGrid } from '../../components/private/AssetLinkGrid';
import { Brand } from '../../components/private/Brand';
import { ButtonLink } from '../../components/private/ButtonLink';
import { PublicTopBar } from '../../components/private/PublicTopBar';
import { cardTitle, emptyNote, mutedText, priceBadge, sectionTitle } from '../../components/private/recipes.css';
import { TextLink } from '../../components/private/TextLink';
import { ToolTileHead } from '../../components/private/ToolGlyph';
import { creditsLabel } from '../../components/private/toolPricing';
import { Box } from '../../components/Box/Box';
import { Inline } from '../../components/Inline/Inline';
import { Stack } from '../../components/Stack/Stack';
import * as styles from './HomeScreen.css';

/** A few curated assets for the landing page (PRODUCT.md: showcase highlights). */
export interface HomeShowcase {
  /** `undefined` while they load. */
  assets: readonly PublicAsset[] | undefined;
  /** Opens one full screen over the showcase. */
  reelHref(asset: PublicAsset): string;
  /** The whole showcase. */
  href: string;
}

export interface HomeScreenProps {
  tools: readonly ToolInfo[];
  /** Tools that do not run yet: their tiles say `Coming soon` instead of a price. */
  comingToolIds?: readonly ToolId[];
  theme: ThemeChoice;
  onThemeChange(value: ThemeChoice): void;
  /** Showcase highlights under the tools; left out when not given. */
  showcase?: HomeShowcase;
  /** The pricing page, linked from the top bar when given. */
  pricingHref?: string;
  /** The way in, in the top bar and under the headline. */
  signInHref: string;
  signUpHref: string;
  /** A tool's page; the app sends a visitor through sign-in to it. */
  toolHref(tool: ToolId): string;
}

/** The home page for a signed-out visitor: what Facet is and which tools it runs. */
export function HomeScreen({ tools, comingToolIds = [], theme, onThemeChange, showcase, pricingHref, signInHref, signUpHref, toolHref }: HomeScreenProps) {
  const heroTitleId = useId();
  const toolsTitleId = useId();
  const showcaseTitleId = useId();
  return (
    <Stack background="background" color="text" className={styles.page}>
      <PublicTopBar pricingHref={pricingHref} signInHref={signInHref} signUpHref={signUpHref} theme={theme} onThemeChange={onThemeChange} />

      <main className={styles.main}>
        <section className={styles.hero} aria-labelledby={heroTitleId}>
          <div className={styles.heroGlow} />
          <div className={styles.heroInner}>
            <p className={styles.eyebrow}>
              <span className={styles.eyebrowDot} aria-hidden="true" />
              A workspace for 3D assets
            </p>
            <h1 id={heroTitleId} className={styles.headline}>
              Your 3D assets, and the tools to shape them
            </h1>
            <p className={styles.lede}>
              Facet keeps models, images and folders in one place for 3D artists and game and product teams, and
              runs texturing, retopology, segmentation and more on them, paid per run in credits.
            </p>
            <Inline space="3" wrap align="center" marginTop="2">
              <ButtonLink href={signUpHref}>Sign up free</ButtonLink>
              <ButtonLink href={signInHref} variant="secondary">
                Sign in
              </ButtonLink>
            </Inline>
            <p className={styles.heroNote}>New accounts start with {SIGN_UP_CREDITS} credits to try the tools.</p>
          </div>
        </section>

        <section className={styles.tools} aria-labelledby={toolsTitleId}>
          <Inline space="2" wrap alignY="baseline" align="spaceBetween" marginBottom="6">
            <h2 id={toolsTitleId} className={sectionTitle}>
              Tools
            </h2>
            <p className={styles.sectionNote}>Each run shows its price in credits before it starts.</p>
          </Inline>
          {tools.length > 0 ? (
            <Box as="ul" display="grid" gap="4" className={styles.grid}>
              {tools.map((tool) => (
                <Box as="li" key={tool.id} minWidth={0}>
                  <Link href={toolHref(tool.id)} className={styles.tile}>
                    <ToolTileHead
                      id={tool.id}
                      wellClassName={styles.glyph}
                      badge={
                        comingToolIds.includes(tool.id) ? (
                          <span className={`${priceBadge} ${styles.badgeSoon}`}>Coming soon</span>
                        ) : (
                          <span className={priceBadge}>{creditsLabel(tool)}</span>
                        )
                      }
                    />
                    <h3 className={cardTitle}>{tool.name}</h3>
                    <span className={mutedText}>{tool.summary}</span>
                  </Link>
                </Box>
              ))}
            </Box>
          ) : (
            <p className={emptyNote}>No tools are available right now.</p>
          )}
        </section>
        {showcase && showcase.assets?.length !== 0 ? (
          <section className={styles.tools} aria-labelledby={showcaseTitleId}>
            <Inline space="2" wrap alignY="baseline" align="spaceBetween" marginBottom="6">
              <h2 id={showcaseTitleId} className={sectionTitle}>
                From the showcase
              </h2>
              <TextLink href={showcase.href} tone="plain">
                See the showcase
              </TextLink>
            </Inline>
            <AssetLinkGrid
              assets={showcase.assets?.slice(0, 8)}
              hrefOf={showcase.reelHref}
              density="compact"
              placeholderCount={4}
              aria-label="Showcase highlights"
            />
          </section>
        ) : null}
      </main>

      <footer className={styles.footer}>
        <Inline space="3" wrap alignY="center" align="spaceBetween" className={styles.footerInner}>
          <Brand logoSize={18} className={styles.footerBrand} />
          <span>3D assets, images and tools in one workspace.</span>
        </Inline>
      </footer>
    </Stack>
  );
}
