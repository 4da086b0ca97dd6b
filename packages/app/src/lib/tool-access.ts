/** SPEC.md section 5, tool access gates: which flags open which tool, and what is desktop-only. */
import type { MonetizationFlag, ToolId, UserProfile } from '@facet/contract';

/** Each listed tool needs one of its flags; the others are open to every plan. */
export const toolFlags: Partial<Record<ToolId, readonly MonetizationFlag[]>> = {
  retopology: ['can_access_retopo_swift', 'can_access_retopo_precision'],
  retexturing: ['can_access_retexturing'],
  'magic-edit': ['can_access_chat_to_3d'],
  animate: ['can_access_animate'],
  '3d-video': ['can_access_ai_video_to_video'],
};

/** Tools blocked on screens narrower than this (SPEC.md section 9, mobile cut-off). */
export const MOBILE_CUTOFF_PX = 768;
export const desktopOnlyTools: ReadonlySet<ToolId> = new Set(['retexturing', '3d-video']);
export const MOBILE_BLOCK_MESSAGE = 'This tool is not available on mobile. Try on desktop';

export function hasFlag(user: UserProfile, flag: MonetizationFlag): boolean {
  return (user.monetization_config as Partial<Record<MonetizationFlag, boolean>>)[flag] === true;
}

export function canUseTool(user: UserProfile, tool: ToolId): boolean {
  const needed = toolFlags[tool];
  return !needed || needed.some((flag) => hasFlag(user, flag));
}

export function lockedTools(user: UserProfile): ToolId[] {
  return (Object.keys(toolFlags) as ToolId[]).filter((tool) => !canUseTool(user, tool));
}
