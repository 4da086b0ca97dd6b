/** Links into the tool pages: with an input asset preselected, or back to one run. */
import { type AssetType, pages, type ToolDefinition, toolDefinitionFor, toolDefinitions, type ToolId } from '@facet/contract';

/** The query parameter that keeps a run in a tool page's address, for every tool (SPEC.md names it for magic edit and i3d). */
export const SESSION_PARAM = 'session_id' satisfies (typeof pages.tool.search)[number];

/** The search param a tool page reads its input asset from. */
type InputParam = (typeof pages.tool.search)[number];

/**
 * A tool's page: with `sessionId`, showing that run; with `assetId`, with that asset picked as the
 * input (under the name the tool's input has, as the page reads it).
 */
export function toolHref(tool: ToolId, { assetId, sessionId }: { assetId?: string; sessionId?: string } = {}): string {
  const definition = toolDefinitionFor(tool);
  const input = assetId && definition ? { [definition.inputAsset as InputParam]: assetId } : {};
  return pages.tool.href({ tool }, { [SESSION_PARAM]: sessionId, ...input });
}

/** The tools that run and take an asset of this type as their input, in the order the definitions list them. */
export function toolsTaking(type: AssetType): readonly ToolDefinition[] {
  return (toolDefinitions as readonly ToolDefinition[]).filter((definition) => definition.inputTypes.includes(type));
}
