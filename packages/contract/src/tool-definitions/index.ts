/** Every tool that runs, declared once (see define-tool.ts); a new tool is one more entry here. */
import type { ToolId } from '../tools';
import type { ToolDefinition } from './define-tool';
import { print3dTool } from './print-3d';
import { retopologyTool } from './retopology';
import { segmentationTool } from './segmentation';
import { splatGenerationTool } from './splat-generation';
import { textureTool } from './texture';

export * from './define-tool';
export * from './print-3d';
export * from './retopology';
export * from './segmentation';
export * from './splat-generation';
export * from './texture';

export const toolDefinitions = [retopologyTool, segmentationTool, print3dTool, splatGenerationTool, textureTool] as const;

export type RunnableSessionType = (typeof toolDefinitions)[number]['sessionType'];

/** The definition of a session type that runs, or undefined for one that does not run yet. */
export function toolDefinitionOf(sessionType: string): ToolDefinition | undefined {
  return (toolDefinitions as readonly ToolDefinition[]).find((definition) => definition.sessionType === sessionType);
}

/** The definition behind a tool's page, or undefined while the tool is coming. */
export function toolDefinitionFor(tool: ToolId): ToolDefinition | undefined {
  return (toolDefinitions as readonly ToolDefinition[]).find((definition) => definition.id === tool);
}
