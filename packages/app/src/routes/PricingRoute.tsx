import { CREDIT_PACKS, TIERS, WELCOME_OFFER_PERCENT_OFF } from '@facet/contract';
import type { Tier } from '@facet/contract';
import { recordPricingClick, useUser, useWelcomeOfferMsLeft } from '@facet/data';
import { PricingScreen } from '@facet/ui';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { checkoutNotYet } from '../lib/checkout';
import { paths } from './auth/paths';

export function PricingRoute() {
  const [search] = useSearchParams();
  const { user } = useUser();
  const upgradeSource = search.get('upgrade_source');
  const msLeft = useWelcomeOfferMsLeft(user?.created_at);

  useEffect(() => {
    // Analytics only: a failure must not disturb the page.
    recordPricingClick(upgradeSource ?? 'direct').catch(() => undefined);
  }, [upgradeSource]);

  return (
    <PricingScreen
      tiers={Object.values(TIERS)}
      creditPacks={CREDIT_PACKS}
      currentTier={user?.tier as Tier | undefined}
      featuredTier="pro"
      welcomeOfferMsLeft={msLeft}
      welcomeOfferPercentOff={WELCOME_OFFER_PERCENT_OFF}
      onUpgrade={checkoutNotYet}
      onBuyPack={checkoutNotYet}
      homeHref={paths.home}
    />
  );
}
