/**
 * Segmentation of an image: the foreground mask of PRODUCT.md (the alpha channel when the image
 * has one that is not opaque everywhere; otherwise the colour of the border, a flood fill from the
 * border within a colour distance, a morphological opening, and the largest regions kept), then
 * one PNG per connected foreground region, cut out with alpha and cropped to it, and a
 * colour-coded preview of the regions over the image.
 */
import { SEGMENTATION_PART_RANGES, type SegmentationGranularity, type SegmentationPart, segmentationTool } from '@facet/contract';
import sharp from 'sharp';
import { foregroundMask, regionsOf } from '../foreground-mask';
import type { PipelineFile, ProgressCallback } from '../pipeline';

const NAME = segmentationTool.id;
/** Regions smaller than this share of the foreground (or than MIN_PIXELS) are dropped as specks. */
const MIN_SHARE = 0.01;
const MIN_PIXELS = 16;
/** The largest side the image is read at; larger images are segmented at this size. */
const MAX_SIDE = 4096;

export interface ImageSegments {
  files: PipelineFile[];
  parts: SegmentationPart[];
  /** Connected foreground regions found before specks were dropped and the count capped. */
  components: number;
  width: number;
  height: number;
}

export async function segmentImage(
  bytes: Uint8Array,
  granularity: SegmentationGranularity,
  colourOf: (index: number) => [number, number, number],
  progress: ProgressCallback,
): Promise<ImageSegments> {
  progress(0, 'Reading image');
  const source = sharp(bytes, { failOn: 'error' }).rotate();
  const meta = await source.metadata();
  const resized = (meta.width ?? 0) > MAX_SIDE || (meta.height ?? 0) > MAX_SIDE ? source.resize(MAX_SIDE, MAX_SIDE, { fit: 'inside' }) : source;
  const { data: rgba, info } = await resized.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width, height } = info;

  progress(0.2, 'Finding the foreground');
  const { mask, fromAlpha } = foregroundMask(rgba, width, height);

  progress(0.4, 'Finding regions');
  const { labels, sizes } = regionsOf(mask, width, height);
  const foreground = sizes.reduce((sum, size) => sum + size, 0);
  const cap = SEGMENTATION_PART_RANGES[granularity].max;
  const kept = sizes
    .map((size, label) => ({ size, label }))
    .filter(({ size }) => size >= Math.max(MIN_PIXELS, MIN_SHARE * foreground))
    .sort((a, b) => b.size - a.size)
    .slice(0, cap);
  if (kept.length === 0) {
    throw new Error(
      `${NAME}: This image has no foreground: it is ${fromAlpha ? 'transparent everywhere' : 'one colour from edge to edge'}, so there is nothing to cut out.`,
    );
  }
  // Regions in reading order (top to bottom, then left to right), so "Part 1" is the top-left one.
  const boxes = new Map<number, { x0: number; y0: number; x1: number; y1: number }>();
  for (const { label } of kept) boxes.set(label, { x0: width, y0: height, x1: -1, y1: -1 });
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const box = boxes.get(labels[y * width + x]!);
      if (!box) continue;
      box.x0 = Math.min(box.x0, x);
      box.y0 = Math.min(box.y0, y);
      box.x1 = Math.max(box.x1, x);
      box.y1 = Math.max(box.y1, y);
    }
  }
  kept.sort((a, b) => boxes.get(a.label)!.y0 - boxes.get(b.label)!.y0 || boxes.get(a.label)!.x0 - boxes.get(b.label)!.x0);

  const files: PipelineFile[] = [];
  const parts: SegmentationPart[] = [];
  const overlay = Buffer.from(rgba);
  for (const [index, { label, size }] of kept.entries()) {
    progress(0.5 + (0.4 * index) / kept.length, `Cutting out part ${index + 1} of ${kept.length}`);
    const box = boxes.get(label)!;
    const w = box.x1 - box.x0 + 1;
    const h = box.y1 - box.y0 + 1;
    const cut = Buffer.alloc(w * h * 4);
    const colour = colourOf(index);
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        const p = (box.y0 + y) * width + box.x0 + x;
        if (labels[p] !== label) continue;
        rgba.copy(cut, (y * w + x) * 4, p * 4, p * 4 + 4);
        // The preview tints each region with its colour.
        for (let k = 0; k < 3; k++) overlay[p * 4 + k] = Math.round(rgba[p * 4 + k]! * 0.45 + colour[k]! * 255 * 0.55);
      }
    }
    const png = await sharp(cut, { raw: { width: w, height: h, channels: 4 } }).png().toBuffer();
    files.push({ name: `part-${index + 1}.png`, mimeType: 'image/png', bytes: new Uint8Array(png) });
    parts.push({ name: `part-${index + 1}`, pixels: size, width: w, height: h, color: hex(colour) });
  }

  progress(0.95, 'Writing colour-coded preview');
  // Outside every kept region the preview is dimmed, so the parts stand out.
  const inside = new Set(kept.map(({ label }) => label));
  for (let p = 0; p < width * height; p++) {
    if (inside.has(labels[p]!)) continue;
    for (let k = 0; k < 3; k++) overlay[p * 4 + k] = Math.round(overlay[p * 4 + k]! * 0.35);
  }
  const preview = await sharp(overlay, { raw: { width, height, channels: 4 } }).png().toBuffer();
  files.unshift({ name: 'parts-preview.png', mimeType: 'image/png', bytes: new Uint8Array(preview) });
  return { files, parts, components: sizes.length, width, height };
}

const hex = (rgb: [number, number, number]) => `#${rgb.map((c) => Math.round(c * 255).toString(16).padStart(2, '0')).join('')}`;
