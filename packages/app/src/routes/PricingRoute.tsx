import { comingToolIds, CREDIT_PACKS, TIERS, TOOLS, toolIds, toolsOpenedBy, WELCOME_OFFER_PERCENT_OFF, tiers } from '@facet/contract';
import { pages, type Tier, type ToolId } from '@facet/contract';
import { recordPricingClick, useTheme, useUser, useWelcomeOffer } from '@facet/data';
import { PricingScreen } from '@facet/ui';
import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useCheckout, type CheckoutItem } from '../lib/checkout';
import { paths, signInHref } from './auth/paths';

// What each plan opens, from the same answer the tool gates read.
const planTools = Object.fromEntries(tiers.map((tier) => [tier, toolsOpenedBy(tier)])) as Record<Tier, ToolId[]>;

export function PricingRoute() {
  const [search] = useSearchParams();
  const { user } = useUser();
  const upgradeSource = search.get('upgrade_source');
  const msLeft = useWelcomeOffer(user);
  const checkout = useCheckout();
  const navigate = useNavigate();
  const location = useLocation();
  const { choice, setTheme } = useTheme();
  const here = `${location.pathname}${location.search}`;

  // The page is public; buying needs an account, so a visitor signs in first and comes back here.
  const buy = (item: CheckoutItem) => {
    if (user) return checkout.buy(item);
    navigate(signInHref(here));
  };

  useEffect(() => {
    // Analytics only: a failure must not disturb the page.
    recordPricingClick(upgradeSource ?? 'direct').catch(() => undefined);
  }, [upgradeSource]);

  return (
    <PricingScreen
      tiers={Object.values(TIERS)}
      creditPacks={CREDIT_PACKS}
      tools={TOOLS}
      planTools={planTools}
      comingToolIds={comingToolIds()}
      highlightTool={toolIds.find((tool) => tool === upgradeSource)}
      currentTier={user?.tier as Tier | undefined}
      featuredTier="pro"
      welcomeOfferMsLeft={msLeft}
      welcomeOfferPercentOff={WELCOME_OFFER_PERCENT_OFF}
      onUpgrade={(tier) => {
        if (tier !== 'free') buy({ kind: 'plan', tier });
      }}
      onBuyPack={(packId) => buy({ kind: 'pack', packId })}
      pending={checkout.pending}
      checkoutError={checkout.error}
      homeHref={paths.home}
      visitor={user ? undefined : { homeHref: paths.home, signInHref: signInHref(here), signUpHref: pages.authRegister.href({ callbackUrl: here }), theme: choice, onThemeChange: setTheme }}
      manageHref={paths.billing}
    />
  );
}
