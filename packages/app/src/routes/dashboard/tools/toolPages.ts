/**
 * The tool pages that run: one route per tool definition with an options panel. Each page is its own
 * chunk, fetched when its route is first opened.
 */
import type { ToolId } from '@facet/contract';
import type { ComponentType } from 'react';

type PageLoader = () => Promise<ComponentType>;

const toolPages: Partial<Record<ToolId, PageLoader>> = {
  retopology: () => import('./RetopologyRoute').then((module) => module.RetopologyRoute),
  '3d-printing': () => import('./Print3dRoute').then((module) => module.Print3dRoute),
  segmentation: () => import('./SegmentationRoute').then((module) => module.SegmentationRoute),
  'splat-gen': () => import('./SplatGenerationRoute').then((module) => module.SplatGenerationRoute),
  texture: () => import('./TextureRoute').then((module) => module.TextureRoute),
  retexturing: () => import('./RetexturingRoute').then((module) => module.RetexturingRoute),
  animate: () => import('./AnimateRoute').then((module) => module.AnimateRoute),
  i3d: () => import('./ImageTo3dRoute').then((module) => module.ImageTo3dRoute),
  '3d-video': () => import('./Video3dRoute').then((module) => module.Video3dRoute),
};

/** Loads the page of a tool that runs; undefined while the tool is coming. */
export function toolPageFor(tool: ToolId): PageLoader | undefined {
  return toolPages[tool];
}
