/** SPEC.md section 5, tool access gates: which flags open which tool's page, and what is desktop-only. */
import { toolDefinitionFor } from './tool-definitions';
import type { MonetizationFlag } from './tiers';
import type { ToolId } from './tools';

/** The tools not yet defined in tool-definitions that a plan must open; the others are open to all. */
const COMING_TOOL_FLAGS: Partial<Record<ToolId, readonly MonetizationFlag[]>> = {
  retexturing: ['can_access_retexturing'],
  'magic-edit': ['can_access_chat_to_3d'],
  animate: ['can_access_animate'],
  '3d-video': ['can_access_ai_video_to_video'],
};

/** The flags of which one opens a tool's page; empty when every plan has it. */
export function toolPageFlags(tool: ToolId): readonly MonetizationFlag[] {
  return toolDefinitionFor(tool)?.pageFlags ?? COMING_TOOL_FLAGS[tool] ?? [];
}

/** Tools blocked on screens narrower than this (SPEC.md section 5). */
export const MOBILE_CUTOFF_PX = 768;
export const DESKTOP_ONLY_TOOLS: ReadonlySet<ToolId> = new Set(['retexturing', '3d-video']);
export const MOBILE_BLOCK_MESSAGE = 'This tool is not available on mobile. Try on desktop';

/** Whether the flags a user holds include one of `needed` (nothing needed: yes). */
export function hasAnyFlag(config: Partial<Record<MonetizationFlag, boolean>>, needed: readonly MonetizationFlag[]): boolean {
  return needed.length === 0 || needed.some((flag) => config[flag] === true);
}
