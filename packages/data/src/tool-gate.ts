import { DESKTOP_ONLY_TOOLS, MOBILE_CUTOFF_PX, toolAccessOf, type ToolAccess, type ToolId, type UserProfile } from '@facet/contract';
import { useState } from 'react';

/**
 * Whether `tool` is closed on this screen (SPEC.md section 5: retexturing and 3D video need a wide one).
 * Read once, as the page opens: a window resized later does not throw the person out mid-run.
 */
export function useBlockedOnMobile(tool: ToolId): boolean {
  const [isNarrow] = useState(() => window.innerWidth < MOBILE_CUTOFF_PX);
  return isBlockedOnMobile(tool, isNarrow);
}

export const isBlockedOnMobile = (tool: ToolId, isNarrow: boolean): boolean => DESKTOP_ONLY_TOOLS.has(tool) && isNarrow;

/**
 * What a tool's page is for this person (open, coming, or locked with the plans that open it), read
 * from the flags the server set on the profile, so a flag an admin set by hand counts as the plan's do.
 */
export function toolAccessFor(user: UserProfile, tool: ToolId): ToolAccess {
  return toolAccessOf(user.monetization_config, tool);
}
