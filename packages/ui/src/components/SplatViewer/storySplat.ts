// A small Gaussian splat for the viewer's stories: a rainbow torus knot of gaussians over a grey
// disc, written in the browser as a binary PLY in the standard 3DGS layout (the one our splat tool
// writes, Y-up), so no binary fixture is needed and every run gets the same bytes.

/** 0th-order spherical harmonic: a stored `f_dc` of c shows as colour 0.5 + SH_C0 * c. */
const SH_C0 = 0.28209479177387814;
const REST_COEFFICIENTS = 45;

/** The property list of a 3DGS PLY vertex, all float32, in the order 3DGS writes them. */
const properties = [
  'x', 'y', 'z', 'nx', 'ny', 'nz', 'f_dc_0', 'f_dc_1', 'f_dc_2',
  ...Array.from({ length: REST_COEFFICIENTS }, (_, index) => `f_rest_${index}`),
  'opacity', 'scale_0', 'scale_1', 'scale_2', 'rot_0', 'rot_1', 'rot_2', 'rot_3',
];

interface Gaussian {
  position: [number, number, number];
  /** Linear colour in 0..1. */
  color: [number, number, number];
  opacity: number;
  scale: number;
}

/** A seeded generator (LCG), so the splat is the same on every run. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function hueToRgb(hue: number): [number, number, number] {
  const channel = (offset: number) => 0.5 + 0.5 * Math.cos(2 * Math.PI * (hue + offset));
  return [channel(0), channel(2 / 3), channel(1 / 3)];
}

function gaussians(knotCount: number, discCount: number): Gaussian[] {
  const next = random(7);
  const result: Gaussian[] = [];
  // A (2, 3) torus knot standing on the disc, its tube filled with gaussians coloured along the curve.
  for (let index = 0; index < knotCount; index += 1) {
    const t = next() * 2 * Math.PI;
    const r = 0.32 + 0.14 * Math.cos(3 * t);
    const angle = next() * 2 * Math.PI;
    const offset = Math.sqrt(next()) * 0.09;
    result.push({
      position: [
        r * Math.cos(2 * t) + offset * Math.cos(angle),
        0.72 + r * Math.sin(2 * t) + offset * Math.sin(angle),
        0.14 * Math.sin(3 * t) + offset * (next() - 0.5),
      ],
      color: hueToRgb(t / (2 * Math.PI)),
      opacity: 0.9,
      scale: 0.018,
    });
  }
  for (let index = 0; index < discCount; index += 1) {
    const radius = 0.62 * Math.sqrt(next());
    const angle = next() * 2 * Math.PI;
    const shade = 0.32 + 0.08 * next();
    result.push({
      position: [radius * Math.cos(angle), 0.06 * next(), radius * Math.sin(angle)],
      color: [shade, shade, shade + 0.05],
      opacity: 0.95,
      scale: 0.03,
    });
  }
  return result;
}

/** The bytes of a binary little-endian 3DGS PLY holding these gaussians. */
export function splatPly(splats: readonly Gaussian[]): Uint8Array<ArrayBuffer> {
  const header = [
    'ply',
    'format binary_little_endian 1.0',
    `element vertex ${splats.length}`,
    ...properties.map((name) => `property float ${name}`),
    'end_header',
    '',
  ].join('\n');
  const head = new TextEncoder().encode(header);
  const bytes = new Uint8Array(head.length + splats.length * properties.length * 4);
  bytes.set(head);
  const view = new DataView(bytes.buffer, head.length);
  let offset = 0;
  const write = (value: number) => {
    view.setFloat32(offset, value, true);
    offset += 4;
  };
  for (const { position, color, opacity, scale } of splats) {
    for (const value of position) write(value);
    for (let normal = 0; normal < 3; normal += 1) write(0);
    for (const value of color) write((value - 0.5) / SH_C0);
    for (let rest = 0; rest < REST_COEFFICIENTS; rest += 1) write(0);
    write(Math.log(opacity / (1 - opacity)));
    for (let axis = 0; axis < 3; axis += 1) write(Math.log(scale));
    // The identity rotation, w first.
    write(1);
    write(0);
    write(0);
    write(0);
  }
  return bytes;
}

/** How many gaussians the story splat holds. */
export const storySplatGaussians = 4000 + 1200;

let splatUrl: string | undefined;

/** A Blob URL of the story splat's PLY, made once per page. */
export function storySplatUrl(): string {
  splatUrl ??= URL.createObjectURL(new Blob([splatPly(gaussians(4000, 1200))], { type: 'application/octet-stream' }));
  return splatUrl;
}

let brokenUrl: string | undefined;

/** A Blob URL of bytes that are not a splat, for the error state; the same one every time. */
export function brokenSplatUrl(): string {
  brokenUrl ??= URL.createObjectURL(new Blob(['this is not a PLY'], { type: 'application/octet-stream' }));
  return brokenUrl;
}
