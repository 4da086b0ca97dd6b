/** The tool pages that run: one entry per tool definition with an options panel. */
import type { ToolDefinition, ToolId } from '@facet/contract';
import { retopologyPage } from './RetopologyRoute';
import type { ToolPage } from './ToolRoute';

const toolPages: readonly ToolPage<ToolDefinition, Record<string, unknown>>[] = [retopologyPage as unknown as ToolPage<ToolDefinition, Record<string, unknown>>];

export function toolPageFor(tool: ToolId): ToolPage<ToolDefinition, Record<string, unknown>> | undefined {
  return toolPages.find((page) => page.definition.id === tool);
}
