import { MOBILE_BLOCK_MESSAGE, TIERS, type ToolId, toolInfoOf, toolOf } from '@facet/contract';
import { toolAccessFor, useBlockedOnMobile, useUser } from '@facet/data';
import { RootLoadingView, ToolGate as ToolGateView, toast } from '@facet/ui';
import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useCheckout } from '../../../lib/checkout';
import { paths, pricingHref } from '../../auth/paths';

/**
 * SPEC.md section 5: retexturing and 3D video on a narrow screen say so in a toast and go back to the
 * assets. A tool that does not run yet says it is coming, whatever the plan; a tool the plan does not
 * open names the plans that do and offers the cheapest (pricing records where the person came from).
 */
export function ToolGate({ tool, children }: { tool: ToolId; children: ReactNode }) {
  const { user } = useUser();
  const blockedOnMobile = useBlockedOnMobile(tool);
  const checkout = useCheckout();
  useEffect(() => {
    if (blockedOnMobile) toast.info(MOBILE_BLOCK_MESSAGE);
  }, [blockedOnMobile]);

  if (!user) return <RootLoadingView />;
  if (blockedOnMobile) return <Navigate to={paths.assets} replace />;
  const access = toolAccessFor(user, tool);
  if (access.state === 'open') return children;
  const info = toolInfoOf(tool);
  if (access.state === 'coming') return <ToolGateView state="coming" tool={info} toolsHref={paths.home} />;
  return (
    <ToolGateView
      state="locked"
      tool={info}
      toolsHref={paths.home}
      currentTier={user.tier}
      openedBy={access.openedBy.map((tier) => TIERS[tier])}
      onUpgrade={(tier) => {
        if (tier !== 'free') checkout.buy({ kind: 'plan', tier });
      }}
      plansHref={pricingHref(toolOf(tool).upgradeSource)}
      isUpgrading={checkout.pending !== undefined}
      upgradeError={checkout.error}
    />
  );
}
