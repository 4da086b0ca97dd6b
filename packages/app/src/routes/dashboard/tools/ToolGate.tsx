import { DESKTOP_ONLY_TOOLS, MOBILE_BLOCK_MESSAGE, MOBILE_CUTOFF_PX, type ToolId } from '@facet/contract';
import { canOpenTool, useUser } from '@facet/data';
import { RootLoadingView, toast } from '@facet/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { paths } from '../../auth/paths';

/**
 * SPEC.md section 5: a tool without its flag sends the person to pricing (recording where from);
 * retexturing and 3D video on a narrow screen say so in a toast and go back to the assets.
 */
export function ToolGate({ tool, children }: { tool: ToolId; children: ReactNode }) {
  const { user } = useUser();
  // Read once, as the page opens: a window resized later does not throw the person out mid-run.
  const [isNarrow] = useState(() => window.innerWidth < MOBILE_CUTOFF_PX);
  const blockedOnMobile = DESKTOP_ONLY_TOOLS.has(tool) && isNarrow;
  useEffect(() => {
    if (blockedOnMobile) toast.info(MOBILE_BLOCK_MESSAGE);
  }, [blockedOnMobile]);

  if (!user) return <RootLoadingView />;
  if (blockedOnMobile) return <Navigate to={paths.assets} replace />;
  if (!canOpenTool(user, tool)) return <Navigate to={`${paths.pricing}?upgrade_source=${encodeURIComponent(tool)}`} replace />;
  return children;
}
