/** SPEC.md section 5, tool access gates: which flags open which tool's page, and what is desktop-only. */
import { monetizationConfigFor, tiers, type MonetizationFlag, type Tier } from './tiers';
import { toolCatalogue, toolOf, type ToolId } from './tool-definitions';
import { toolIds } from './tool-ids';

/** The flags of which one opens a tool's page; empty when every plan has it. */
export function toolPageFlags(tool: ToolId): readonly MonetizationFlag[] {
  return toolOf(tool).pageFlags;
}

/** Tools blocked on screens narrower than this (SPEC.md section 5). */
export const MOBILE_CUTOFF_PX = 768;
export const DESKTOP_ONLY_TOOLS: ReadonlySet<ToolId> = new Set(toolCatalogue.filter((tool) => tool.desktopOnly === true).map((tool) => tool.id));
export const MOBILE_BLOCK_MESSAGE = 'This tool is not available on mobile. Try on desktop';

/** Whether the flags a user holds include one of `needed` (nothing needed: yes). */
export function hasAnyFlag(config: Partial<Record<MonetizationFlag, boolean>>, needed: readonly MonetizationFlag[]): boolean {
  return needed.length === 0 || needed.some((flag) => config[flag] === true);
}

/** Whether a tool is still coming (its definition's status). */
export function isComingTool(tool: ToolId): boolean {
  return toolOf(tool).status === 'coming';
}

/**
 * The tools a plan opens, in the order of the tool list, coming ones included (the plan will open
 * them when they run). The one answer to "what does this plan give": the tool gates and /pricing
 * both read it.
 */
export function toolsOpenedBy(tier: Tier): ToolId[] {
  const config = monetizationConfigFor(tier);
  return toolIds.filter((tool) => hasAnyFlag(config, toolPageFlags(tool)));
}

/** The plans that open a tool, cheapest first. */
export function tiersOpening(tool: ToolId): Tier[] {
  return tiers.filter((tier) => toolsOpenedBy(tier).includes(tool));
}

/**
 * What a tool's page is for someone with these flags: open; coming (it does not run yet, whatever the
 * plan, so no price and no upgrade); or locked, with the plans that open it.
 */
export type ToolAccess = { state: 'open' } | { state: 'coming' } | { state: 'locked'; openedBy: readonly Tier[] };

export function toolAccessOf(config: Partial<Record<MonetizationFlag, boolean>>, tool: ToolId): ToolAccess {
  if (isComingTool(tool)) return { state: 'coming' };
  if (hasAnyFlag(config, toolPageFlags(tool))) return { state: 'open' };
  return { state: 'locked', openedBy: tiersOpening(tool) };
}

/** The tools that do not run yet, in the order of the tool list. */
export const comingToolIds = (): ToolId[] => toolIds.filter(isComingTool);
