import type { Asset } from '@facet/contract';
import { formatBytes, formatNumber, typeAndFormat } from '../private/assetFormat';

/** `48,210 triangles · GLB · 4.8 MB`: what a tool cares about first, then the file. */
export function assetSummary(asset: Pick<Asset, 'type' | 'data'>): string {
  const { data } = asset;
  const parts: string[] = [];
  if (data.triangle_count !== undefined) {
    parts.push(`${formatNumber(data.triangle_count)} ${data.triangle_count === 1 ? 'triangle' : 'triangles'}`);
    if (data.format) parts.push(data.format.toUpperCase());
  } else {
    parts.push(typeAndFormat(asset));
  }
  if (data.size_bytes !== undefined) parts.push(formatBytes(data.size_bytes));
  return parts.join(' · ');
}

/** A progress fraction as a whole percent, clamped so a stray value never draws past the end. */
export const percentOf = (fraction: number) => Math.round(Math.min(1, Math.max(0, fraction)) * 100);
