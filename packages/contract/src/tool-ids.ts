/**
 * Every tool's page slug, in the order of the tool list, as plain values: the router reads them on
 * the first load without bringing the tool definitions (and their schemas) along. A contract test
 * keeps the list equal to the definitions' ids.
 */
import type { ToolId } from './tool-definitions';

export const toolIds: readonly ToolId[] = ['texture', 'splat-gen', 'segmentation', 'retopology', 'retexturing', 'magic-edit', 'i3d', 'animate', '3d-video', '3d-printing'];
