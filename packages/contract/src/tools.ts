/** The tools of the workspace, their routes and their prices in credits (PRODUCT.md, Tool costs). */

export const toolIds = [
  'texture',
  'splat-gen',
  'segmentation',
  'retopology',
  'retexturing',
  'magic-edit',
  'i3d',
  'animate',
  '3d-video',
  '3d-printing',
] as const;

export type ToolId = (typeof toolIds)[number];

export interface ToolInfo {
  id: ToolId;
  /** The name a person sees. */
  name: string;
  /** One sentence on what the tool does to an asset. */
  summary: string;
  /** Credits per run; where a tool has modes, the cheapest. */
  credits: number;
  /** How `credits` is counted: `from` when modes cost more, `per-message` for chat tools. */
  pricing: 'per-run' | 'from' | 'per-message';
}

export const TOOL_COSTS = {
  texture: 20,
  splatGen: 15,
  segmentation: 10,
  retopologySwift: 10,
  retopologyPrecision: 25,
  retexturing: 20,
  magicEditMessage: 5,
  magicEditImage: 10,
  imageTo3d: 30,
  animate: 20,
  video3d: 40,
  print3d: 10,
  partsUpres: 10,
  multiviewTo3d: 30,
  imageToKit: 30,
  imageGeneration: 8,
  upload: 0,
} as const;

export const TOOLS: readonly ToolInfo[] = [
  { id: 'texture', name: 'Texture', summary: 'Paint a mesh from a reference image and bake a base-colour texture.', credits: TOOL_COSTS.texture, pricing: 'per-run' },
  { id: 'splat-gen', name: 'Splat generation', summary: 'Turn a mesh into a 3D Gaussian splat (.ply, .spz).', credits: TOOL_COSTS.splatGen, pricing: 'per-run' },
  { id: 'segmentation', name: 'Segmentation', summary: 'Split a mesh into parts, or cut an image from its background.', credits: TOOL_COSTS.segmentation, pricing: 'per-run' },
  { id: 'retopology', name: 'Retopology', summary: 'Rebuild a clean, lighter mesh with up to three LODs.', credits: TOOL_COSTS.retopologySwift, pricing: 'from' },
  { id: 'retexturing', name: 'Retexturing', summary: 'Recolour materials from a reference image or a PBR preset.', credits: TOOL_COSTS.retexturing, pricing: 'per-run' },
  { id: 'magic-edit', name: 'Magic edit', summary: 'Edit an asset by chatting: recolour, scale, smooth, hollow.', credits: TOOL_COSTS.magicEditMessage, pricing: 'per-message' },
  { id: 'i3d', name: 'Image to 3D', summary: 'Lift a single image into a textured mesh.', credits: TOOL_COSTS.imageTo3d, pricing: 'per-run' },
  { id: 'animate', name: 'Animate', summary: 'Rig a mesh and bake idle, bounce, spin or wave clips.', credits: TOOL_COSTS.animate, pricing: 'per-run' },
  { id: '3d-video', name: '3D video', summary: 'Render a turntable or orbit video of an asset.', credits: TOOL_COSTS.video3d, pricing: 'per-run' },
  { id: '3d-printing', name: '3D printing', summary: 'Make a mesh watertight, size it in mm and export STL or 3MF.', credits: TOOL_COSTS.print3d, pricing: 'per-run' },
];

/** The run button's words for a tool, its name inside a sentence: `Run retopology`, `Run 3D printing`. */
export function runLabelOf(tool: Pick<ToolInfo, 'name'>): string {
  // An acronym or a number at the start keeps its capitals; a plain word is lowered.
  const inSentence = /^[A-Z][a-z]/.test(tool.name) ? tool.name[0]!.toLowerCase() + tool.name.slice(1) : tool.name;
  return `Run ${inSentence}`;
}
