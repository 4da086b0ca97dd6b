import { type PublicAsset, viewerFileUrl } from '@facet/contract';
import { errorText, useReelParam, useShowcase, useTheme } from '@facet/data';
import { ReelOverlay, ShowcaseScreen } from '@facet/ui';
import { useSearchParams } from 'react-router-dom';
import { LazyViewer } from '../../lib/LazyViewer';
import { paths, signInHref } from '../auth/paths';

/**
 * The public showcase: curated assets anyone may see. Signed-out visitors get it with the public frame
 * and a sign-up call to action; signed-in people reach it as the `showcase` folder.
 */
export function ShowcaseRoute({ visitor = false }: { visitor?: boolean }) {
  const [search, setSearch] = useSearchParams();
  const showcase = useShowcase();
  const { choice, setTheme } = useTheme();
  const { reel, setReel, withReel } = useReelParam(search, setSearch);
  const reelHref = (asset: PublicAsset) => `${paths.assets}?${withReel(asset.id).toString()}`;

  return (
    <>
      <ShowcaseScreen
        assets={showcase.isLoading ? undefined : showcase.assets}
        error={errorText(showcase.error, 'The showcase could not be loaded.')}
        onRetry={showcase.loadMore}
        hasMore={showcase.hasMore}
        onLoadMore={showcase.loadMore}
        reelHref={reelHref}
        visitor={
          visitor
            ? {
                homeHref: paths.home,
                signUpHref: paths.register,
                signInHref: signInHref(paths.assets),
                theme: choice,
                onThemeChange: setTheme,
              }
            : undefined
        }
      />
      <ReelOverlay
        items={showcase.assets}
        currentId={reel}
        onNavigate={setReel}
        onClose={() => setReel(null)}
        renderViewer={(asset) => <LazyViewer url={viewerFileUrl(asset.data)} label={asset.name} />}
      />
    </>
  );
}
