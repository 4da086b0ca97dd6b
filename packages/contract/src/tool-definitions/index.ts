/**
 * Every tool, declared once (see define-tool.ts), in the order the workspace lists them: the lists,
 * prices, flags, session types and upgrade sources elsewhere are read from here. A new tool is one
 * more file and one more entry; a coming tool becomes runnable by its pipeline and `defineTool`.
 */
import type { ComingToolOf, ToolDefinitionOf } from './define-tool';
import { animateTool } from './animate';
import { imageTo3dTool, imageToKitTool, multiviewTo3dTool } from './image-to-3d';
import { magicEditTool } from './magic-edit';
import { partsUpresTool } from './parts-upres';
import { print3dTool } from './print-3d';
import { retexturingTool } from './retexturing';
import { retopologyTool } from './retopology';
import { segmentationTool } from './segmentation';
import { splatGenerationTool } from './splat-generation';
import { textureTool } from './texture';
import { video3dTool } from './video-3d';

export * from './define-tool';
export * from './inputs';
export * from './animate';
export * from './image-to-3d';
export * from './magic-edit';
export * from './parts-upres';
export * from './print-3d';
export * from './retexturing';
export * from './retopology';
export * from './segmentation';
export * from './splat-generation';
export * from './texture';
export * from './video-3d';

export const toolCatalogue = [
  textureTool,
  splatGenerationTool,
  segmentationTool,
  retopologyTool,
  retexturingTool,
  magicEditTool,
  imageTo3dTool,
  animateTool,
  video3dTool,
  print3dTool,
] as const;

export type Tool = (typeof toolCatalogue)[number];
/** A tool's page slug (SPEC.md: the route under /dashboard/asset/tool). */
export type ToolId = Tool['id'];
export type RunnableTool = Extract<Tool, { status: 'runnable' }>;
/**
 * Tools that run but have no page and stand in no tool list (home, /pricing, an asset's tools): each
 * is started from another tool's result or page, as parts upres from a part in segmentation's result
 * and multiview to 3D and image to kit from the Image to 3D page's modes. The
 * server runs them as it runs the others; the usage page names their charges.
 */
export const pagelessToolDefinitions = [partsUpresTool, multiviewTo3dTool, imageToKitTool] as const;
export type PagelessTool = (typeof pagelessToolDefinitions)[number];
/** Every session type a pipeline runs: the runnable tools' and the pageless ones'. */
export type RunnableSessionType = RunnableTool['sessionType'] | PagelessTool['sessionType'];
/** Any tool that runs, as the layers that take every one of them see it. */
export type ToolDefinition<
  Type extends string = string,
  InputSchema extends ToolDefinitionOf['input'] = ToolDefinitionOf['input'],
  ReportSchema extends ToolDefinitionOf['report'] = ToolDefinitionOf['report'],
> = ToolDefinitionOf<ToolId, Type, InputSchema, ReportSchema>;
export type ComingTool = ComingToolOf<ToolId>;

/** The tools that run, in the order of the tool list. */
export const toolDefinitions: readonly RunnableTool[] = toolCatalogue.filter((tool): tool is RunnableTool => tool.status === 'runnable');

/** A tool by its page slug, runnable or coming. */
export function toolOf(tool: ToolId): Tool {
  return toolCatalogue.find((candidate) => candidate.id === tool)!;
}

/** The tool a session type belongs to, runnable or coming; undefined for a session type of no tool (`upload`). */
export function toolOfSessionType(sessionType: string): Tool | undefined {
  return toolCatalogue.find((tool) => tool.sessionType === sessionType);
}

/** The definition of a session type that runs, or undefined for one that does not run yet. */
export function toolDefinitionOf(sessionType: string): ToolDefinition | undefined {
  return toolDefinitions.find((definition) => definition.sessionType === sessionType) as ToolDefinition | undefined;
}

/** The definition behind a tool's page, or undefined while the tool is coming. */
export function toolDefinitionFor(tool: ToolId): ToolDefinition | undefined {
  return toolDefinitions.find((definition) => definition.id === tool) as ToolDefinition | undefined;
}
