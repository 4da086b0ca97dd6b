import { MOBILE_BLOCK_MESSAGE, type ToolId } from '@facet/contract';
import { canOpenTool, useBlockedOnMobile, useUser } from '@facet/data';
import { RootLoadingView, toast } from '@facet/ui';
import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { paths } from '../../auth/paths';

/**
 * SPEC.md section 5: a tool without its flag sends the person to pricing (recording where from);
 * retexturing and 3D video on a narrow screen say so in a toast and go back to the assets.
 */
export function ToolGate({ tool, children }: { tool: ToolId; children: ReactNode }) {
  const { user } = useUser();
  const blockedOnMobile = useBlockedOnMobile(tool);
  useEffect(() => {
    if (blockedOnMobile) toast.info(MOBILE_BLOCK_MESSAGE);
  }, [blockedOnMobile]);

  if (!user) return <RootLoadingView />;
  if (blockedOnMobile) return <Navigate to={paths.assets} replace />;
  if (!canOpenTool(user, tool)) return <Navigate to={`${paths.pricing}?upgrade_source=${encodeURIComponent(tool)}`} replace />;
  return children;
}
