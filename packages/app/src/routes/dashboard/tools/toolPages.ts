/** The tool pages that run: one route per tool definition with an options panel. */
import type { ToolId } from '@facet/contract';
import type { ComponentType } from 'react';
import { AnimateRoute } from './AnimateRoute';
import { ImageTo3dRoute } from './ImageTo3dRoute';
import { Print3dRoute } from './Print3dRoute';
import { RetexturingRoute } from './RetexturingRoute';
import { RetopologyRoute } from './RetopologyRoute';
import { SegmentationRoute } from './SegmentationRoute';
import { SplatGenerationRoute } from './SplatGenerationRoute';
import { TextureRoute } from './TextureRoute';
import { Video3dRoute } from './Video3dRoute';

const toolPages: Partial<Record<ToolId, ComponentType>> = { retopology: RetopologyRoute, '3d-printing': Print3dRoute, segmentation: SegmentationRoute, 'splat-gen': SplatGenerationRoute, texture: TextureRoute, retexturing: RetexturingRoute, animate: AnimateRoute, i3d: ImageTo3dRoute, '3d-video': Video3dRoute };

/** The page of a tool that runs, or undefined while the tool is coming. */
export function toolPageFor(tool: ToolId): ComponentType | undefined {
  return toolPages[tool];
}
