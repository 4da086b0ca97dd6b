// Story data for the asset screens: assets of every type and state, and preview pictures drawn as
// SVG so every story renders the same pixels offline.
import type { Asset, AssetData, AssetJob, AssetType, PublicAsset } from '@facet/contract';

const svgUrl = (svg: string) => `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;

const backdrop = (hue: number) => `
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="hsl(${hue} 22% 88%)"/>
      <stop offset="1" stop-color="hsl(${hue} 18% 74%)"/>
    </linearGradient>
    <radialGradient id="shade" cx="0.35" cy="0.3" r="0.75">
      <stop offset="0" stop-color="hsl(${hue} 70% 72%)"/>
      <stop offset="0.55" stop-color="hsl(${hue} 55% 50%)"/>
      <stop offset="1" stop-color="hsl(${hue} 50% 26%)"/>
    </radialGradient>
  </defs>
  <rect width="400" height="300" fill="url(#bg)"/>
  <ellipse cx="200" cy="238" rx="96" ry="16" fill="hsl(${hue} 20% 40%)" opacity="0.28"/>`;

const shapes = {
  sphere: () => `<circle cx="200" cy="150" r="82" fill="url(#shade)"/>`,
  cube: (hue: number) => `
    <path d="M200 62 284 108 200 154 116 108Z" fill="hsl(${hue} 60% 70%)"/>
    <path d="M116 108 200 154v92l-84-46Z" fill="hsl(${hue} 50% 48%)"/>
    <path d="M284 108 200 154v92l84-46Z" fill="hsl(${hue} 48% 36%)"/>`,
  torus: () => `<path fill-rule="evenodd" fill="url(#shade)" d="M200 86c70 0 120 30 120 68s-50 68-120 68-120-30-120-68 50-68 120-68Zm0 42c-34 0-56 12-56 26s22 26 56 26 56-12 56-26-22-26-56-26Z"/>`,
  cone: (hue: number) => `
    <path d="M200 58 126 228c24 14 124 14 148 0Z" fill="hsl(${hue} 55% 52%)"/>
    <path d="M200 58l74 170c-20 10-50 13-74 13Z" fill="hsl(${hue} 48% 38%)"/>`,
  cylinder: (hue: number) => `
    <path d="M134 92v124c0 14 30 26 66 26s66-12 66-26V92Z" fill="hsl(${hue} 50% 46%)"/>
    <path d="M200 92v150c36 0 66-12 66-26V92Z" fill="hsl(${hue} 48% 36%)"/>
    <ellipse cx="200" cy="92" rx="66" ry="24" fill="hsl(${hue} 60% 72%)"/>`,
} as const;

export type PreviewShape = keyof typeof shapes;

/** A studio render of a simple shape, as the server's mesh previews look. */
export function meshPreview(shape: PreviewShape, hue: number): string {
  return svgUrl(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300">${backdrop(hue)}${shapes[shape](hue)}</svg>`);
}

/**
 * A tool's result as a studio picture: a backdrop fading from `top` to `bottom` (CSS colours) with
 * `shapes` (SVG elements) drawn over it.
 */
export function studioPicture(top: string, bottom: string, shapes: string): string {
  return svgUrl(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/>
  </linearGradient></defs>
  <rect width="400" height="300" fill="url(#bg)"/>${shapes}</svg>`);
}

/** A landscape picture for image and video assets. */
export function photoPreview(hue: number): string {
  return svgUrl(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="hsl(${hue} 60% 62%)"/><stop offset="1" stop-color="hsl(${hue + 30} 70% 84%)"/>
    </linearGradient></defs>
    <rect width="400" height="300" fill="url(#sky)"/>
    <circle cx="292" cy="96" r="34" fill="hsl(${hue + 40} 90% 92%)"/>
    <path d="M0 220 92 120l70 78 58-54 96 92 84-60v124H0Z" fill="hsl(${hue + 200} 26% 32%)"/>
    <path d="M0 250 120 178l80 58 70-34 130 70v28H0Z" fill="hsl(${hue + 190} 30% 20%)"/>
  </svg>`);
}

/** A cloud of soft points, as a Gaussian splat preview looks. */
export function splatPreview(hue: number): string {
  const dots = Array.from({ length: 42 }, (_, index) => {
    const angle = index * 2.399;
    const radius = 14 + (index % 9) * 11;
    const x = 200 + Math.cos(angle) * radius * 1.3;
    const y = 150 + Math.sin(angle) * radius * 0.8;
    return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${6 + (index % 5) * 3}" fill="hsl(${hue + (index % 7) * 12} 65% ${52 + (index % 4) * 8}%)" opacity="0.55"/>`;
  }).join('');
  return svgUrl(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300">
    <rect width="400" height="300" fill="hsl(${hue} 20% 14%)"/>${dots}</svg>`);
}

const created = Date.UTC(2026, 2, 4, 9, 30);

interface AssetSeed {
  id: string;
  name: string;
  type: AssetType;
  data?: AssetData;
  jobs?: AssetJob[];
  parent_id?: string | null;
  /** Days before the fixed creation date. */
  age?: number;
}

export function makeAsset({ id, name, type, data = {}, jobs = [], parent_id = null, age = 0 }: AssetSeed): Asset {
  const when = new Date(created - age * 86_400_000).toISOString();
  return {
    _id: id,
    id,
    name,
    type,
    parent_id,
    is_deleted: false,
    session_id: null,
    data,
    jobs,
    owner_id: 'user-ada',
    organization_id: null,
    created_at: when,
    updated_at: when,
  };
}

export const job = (id: string, status: string, progress?: number): AssetJob => ({
  _id: id,
  id,
  session_id: `session-${id}`,
  assets: [],
  status,
  ...(progress === undefined ? {} : { progress }),
});

const meshData = (
  format: string,
  sizeBytes: number,
  triangles: number,
  preview?: string,
  bbox: AssetData['bbox'] = { min: [-0.4, 0, -0.38], max: [0.4, 0.92, 0.38] },
): AssetData => ({
  format,
  size_bytes: sizeBytes,
  triangle_count: triangles,
  vertex_count: Math.round(triangles * 0.52),
  bbox,
  preview_status: preview ? 'ready' : 'pending',
  image_url: preview ?? null,
  file_url: `https://files.example.com/${format}/${triangles}.${format}`,
});

export const folders: Asset[] = [
  makeAsset({ id: 'folder-characters', name: 'Characters', type: 'folder', age: 20 }),
  makeAsset({ id: 'folder-props', name: 'Props', type: 'folder', age: 18 }),
  makeAsset({ id: 'folder-environments', name: 'Environments', type: 'folder', age: 12 }),
  makeAsset({ id: 'folder-renders', name: 'Renders and turntables', type: 'folder', age: 3 }),
];

export const armchair = makeAsset({
  id: 'asset-armchair',
  name: 'Vintage armchair',
  type: 'mesh',
  data: meshData('glb', 4_812_340, 48_210, meshPreview('cube', 24)),
  age: 1,
});

export const assets: Asset[] = [
  armchair,
  makeAsset({ id: 'asset-fox', name: 'Low-poly fox', type: 'mesh', data: meshData('glb', 1_204_118, 3_912, meshPreview('cone', 18)), age: 2 }),
  makeAsset({
    id: 'asset-crate',
    name: 'Sci-fi cargo crate',
    type: 'mesh',
    data: meshData('glb', 9_930_001, 120_480, meshPreview('cylinder', 200)),
    jobs: [job('job-retopo', 'running', 42)],
    age: 2,
  }),
  makeAsset({
    id: 'asset-desert',
    name: 'Concept: desert outpost',
    type: 'image',
    data: { format: 'png', size_bytes: 3_402_112, width: 2048, height: 1536, image_url: photoPreview(28), file_url: 'https://files.example.com/desert.png' },
    age: 3,
  }),
  makeAsset({ id: 'asset-lantern', name: 'Brass lantern', type: 'mesh', data: meshData('glb', 2_718_400, 22_904, meshPreview('sphere', 42)), age: 4 }),
  makeAsset({
    id: 'asset-street',
    name: 'Street corner scan',
    type: 'splat',
    data: { format: 'spz', size_bytes: 48_200_512, image_url: splatPreview(210), file_url: 'https://files.example.com/street.spz' },
    age: 5,
  }),
  makeAsset({
    id: 'asset-sneaker',
    name: 'Hero sneaker, retopologised LOD0 for the product page turntable',
    type: 'mesh',
    data: meshData('glb', 6_020_771, 64_004, meshPreview('torus', 330)),
    jobs: [job('job-texture', 'queued')],
    age: 6,
  }),
  makeAsset({
    id: 'asset-turntable',
    name: 'Sneaker turntable',
    type: 'video',
    data: { format: 'mp4', size_bytes: 18_400_000, image_url: photoPreview(300), file_url: 'https://files.example.com/turntable.mp4' },
    age: 7,
  }),
  makeAsset({ id: 'asset-rocks', name: 'Rock cluster', type: 'mesh', data: meshData('obj', 12_877_020, 210_330), age: 8 }),
  makeAsset({
    id: 'asset-vase',
    name: 'Ceramic vase',
    type: 'mesh',
    data: { ...meshData('stl', 702_111, 9_120), image_url: null, preview_status: 'failed' },
    age: 9,
  }),
  makeAsset({ id: 'asset-robot', name: 'Robot arm', type: 'mesh', data: meshData('glb', 5_512_040, 73_882, meshPreview('cube', 190)), age: 10 }),
  makeAsset({
    id: 'asset-forest',
    name: 'Forest reference',
    type: 'image',
    data: { format: 'jpeg', size_bytes: 1_902_334, width: 1600, height: 1200, image_url: photoPreview(120), file_url: 'https://files.example.com/forest.jpg' },
    age: 11,
  }),
];

/** File assets as the public showcase answers them: only what a visitor may see (no owner, folder, jobs). */
export function publicAssets(list: readonly Asset[]): PublicAsset[] {
  return list.flatMap(({ _id, id, name, type, data, created_at }) => {
    if (type === 'folder') return [];
    const { image_url = null, file_url = null, view_file_url, format, size_bytes, triangle_count, vertex_count, point_count, bbox, width, height } = data;
    const figures = { view_file_url, format, size_bytes, triangle_count, vertex_count, point_count, bbox, width, height };
    const shown = Object.fromEntries(Object.entries(figures).filter(([, value]) => value !== undefined));
    return [{ _id, id, name, type, created_at, data: { image_url, file_url, ...shown } }];
  });
}

/** A story asset or folder by its id; a typo fails the story instead of rendering nothing. */
export function storyAsset(id: string): Asset {
  const asset = [...assets, ...folders].find((candidate) => candidate.id === id);
  if (!asset) throw new Error(`No story asset ${id}`);
  return asset;
}

const previewCycle = [
  meshPreview('cube', 24),
  meshPreview('sphere', 200),
  meshPreview('torus', 330),
  meshPreview('cone', 140),
  meshPreview('cylinder', 42),
  photoPreview(28),
  splatPreview(260),
  photoPreview(200),
];
const cycleTypes: AssetType[] = ['mesh', 'mesh', 'mesh', 'mesh', 'mesh', 'image', 'splat', 'video'];

/** A large library for virtualization stories: `count` assets, the same few pictures cycled. */
export function manyAssets(count: number): Asset[] {
  return Array.from({ length: count }, (_, index) => {
    const slot = index % previewCycle.length;
    const type = cycleTypes[slot] ?? 'mesh';
    return makeAsset({
      id: `asset-${String(index + 1).padStart(5, '0')}`,
      name: `Asset ${index + 1}`,
      type,
      data: {
        format: type === 'mesh' ? 'glb' : type === 'image' ? 'png' : type === 'splat' ? 'ply' : 'mp4',
        size_bytes: 200_000 + index * 1_733,
        image_url: previewCycle[slot] ?? null,
        preview_status: 'ready',
      },
    });
  });
}
