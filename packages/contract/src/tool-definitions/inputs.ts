/** Pieces of input several tools and session types share. */
import { z } from 'zod';
import { multiLine } from '../text';

export const assetIdSchema = z.uuid('An asset id is needed.');
/** What a person asks for in words: a chat message or an image prompt. */
export const promptSchema = multiLine(z.string().trim().min(1, 'Say what you want.').max(2000, 'Prompts are at most 2000 characters.'));

export const meshInputSchema = z.object({ mesh: assetIdSchema });
export const imageInputSchema = z.object({ image: assetIdSchema });

/**
 * Physically based finishes a tool can give a material, with their metallic and roughness factors:
 * the texture tool's presets and retexturing's are these, each tool adding its own "keep what it has".
 */
export const MATERIAL_FINISHES = {
  plastic: { label: 'Plastic', metallic: 0, roughness: 0.4 },
  metal: { label: 'Metal', metallic: 1, roughness: 0.3 },
  wood: { label: 'Wood', metallic: 0, roughness: 0.75 },
  stone: { label: 'Stone', metallic: 0, roughness: 0.9 },
  ceramic: { label: 'Ceramic', metallic: 0, roughness: 0.15 },
  fabric: { label: 'Fabric', metallic: 0, roughness: 1 },
} as const satisfies Record<string, { label: string; metallic: number; roughness: number }>;
