/**
 * Colours in CIE Lab (D65) and their statistics, for Reinhard-style colour transfer: each Lab
 * channel's mean and spread moved from the source's to the reference's.
 */

/** 0-255 sRGB byte to linear light. */
const SRGB_TO_LINEAR = new Float32Array(256);
for (let value = 0; value < 256; value++) {
  const c = value / 255;
  SRGB_TO_LINEAR[value] = c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}
/** Linear light, in 4096 steps, to a 0-255 sRGB value. */
const LINEAR_STEPS = 4096;
const LINEAR_TO_SRGB = new Uint8Array(LINEAR_STEPS + 1);
for (let step = 0; step <= LINEAR_STEPS; step++) {
  const c = step / LINEAR_STEPS;
  const s = c <= 0.0031308 ? c * 12.92 : 1.055 * c ** (1 / 2.4) - 0.055;
  LINEAR_TO_SRGB[step] = Math.round(Math.min(1, Math.max(0, s)) * 255);
}

export const srgbByteToLinear = (value: number) => SRGB_TO_LINEAR[value]!;
export const linearToSrgbByte = (value: number) => LINEAR_TO_SRGB[Math.round(Math.min(1, Math.max(0, value)) * LINEAR_STEPS)]!;
export const linearToSrgb = (value: number) => {
  const c = Math.min(1, Math.max(0, value));
  return c <= 0.0031308 ? c * 12.92 : 1.055 * c ** (1 / 2.4) - 0.055;
};
export const srgbToLinear = (value: number) => (value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4);

// D65 white.
const XN = 0.95047;
const ZN = 1.08883;
const EPSILON = 216 / 24389;
const KAPPA = 24389 / 27;

const f = (t: number) => (t > EPSILON ? Math.cbrt(t) : (KAPPA * t + 16) / 116);
const fInverse = (t: number) => {
  const cube = t * t * t;
  return cube > EPSILON ? cube : (116 * t - 16) / KAPPA;
};

/** Linear RGB (0-1) to Lab, written to `out` at `at`. */
export function linearToLab(r: number, g: number, b: number, out: Float64Array | Float32Array, at = 0): void {
  const x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / XN;
  const y = 0.2126729 * r + 0.7151522 * g + 0.072175 * b;
  const z = (0.0193339 * r + 0.119192 * g + 0.9503041 * b) / ZN;
  const fx = f(x);
  const fy = f(y);
  const fz = f(z);
  out[at] = 116 * fy - 16;
  out[at + 1] = 500 * (fx - fy);
  out[at + 2] = 200 * (fy - fz);
}

/** Lab to linear RGB (clamped to 0-1), written to `out` at `at`. */
export function labToLinear(l: number, a: number, b: number, out: Float64Array | Float32Array, at = 0): void {
  const fy = (l + 16) / 116;
  const x = fInverse(fy + a / 500) * XN;
  const y = fInverse(fy);
  const z = fInverse(fy - b / 200) * ZN;
  out[at] = Math.min(1, Math.max(0, 3.2404542 * x - 1.5371385 * y - 0.4985314 * z));
  out[at + 1] = Math.min(1, Math.max(0, -0.969266 * x + 1.8760108 * y + 0.041556 * z));
  out[at + 2] = Math.min(1, Math.max(0, 0.0556434 * x - 0.2040259 * y + 1.0572252 * z));
}

/** Running sums of Lab samples, with weights. */
export class LabStats {
  weight = 0;
  readonly sum = [0, 0, 0];
  readonly squares = [0, 0, 0];

  add(l: number, a: number, b: number, weight = 1): void {
    this.weight += weight;
    this.sum[0]! += l * weight;
    this.sum[1]! += a * weight;
    this.sum[2]! += b * weight;
    this.squares[0]! += l * l * weight;
    this.squares[1]! += a * a * weight;
    this.squares[2]! += b * b * weight;
  }

  /** Another source's samples, counted as `weight` samples in all (so each source weighs the same). */
  merge(other: LabStats, weight: number): void {
    if (other.weight === 0) return;
    const scale = weight / other.weight;
    this.weight += weight;
    for (let k = 0; k < 3; k++) {
      this.sum[k]! += other.sum[k]! * scale;
      this.squares[k]! += other.squares[k]! * scale;
    }
  }

  mean(): [number, number, number] {
    const w = this.weight || 1;
    return [this.sum[0]! / w, this.sum[1]! / w, this.sum[2]! / w];
  }

  deviation(): [number, number, number] {
    const mean = this.mean();
    const w = this.weight || 1;
    return [0, 1, 2].map((k) => Math.sqrt(Math.max(0, this.squares[k]! / w - mean[k]! ** 2))) as [number, number, number];
  }
}

/** A colour transfer: per Lab channel, `v -> v + strength * (mean_t + (v - mean_s) * ratio - v)`. */
export interface Transfer {
  sourceMean: [number, number, number];
  targetMean: [number, number, number];
  ratio: [number, number, number];
  strength: number;
}

/** Below this spread a source is one colour: only its mean moves. */
const FLAT = 0.5;
/** A spread is at most scaled by this, so a nearly flat source is not blown up into noise. */
const MAX_RATIO = 3;

export function makeTransfer(source: LabStats, target: LabStats, strength: number, keepSpread: boolean): Transfer {
  const sourceDeviation = source.deviation();
  const targetDeviation = target.deviation();
  const ratio = [0, 1, 2].map((k) =>
    keepSpread || sourceDeviation[k]! < FLAT ? 1 : Math.min(MAX_RATIO, targetDeviation[k]! / sourceDeviation[k]!),
  ) as [number, number, number];
  return { sourceMean: source.mean(), targetMean: target.mean(), ratio, strength };
}

export function applyTransfer(transfer: Transfer, lab: Float64Array): void {
  const { sourceMean, targetMean, ratio, strength } = transfer;
  for (let k = 0; k < 3; k++) {
    const moved = targetMean[k]! + (lab[k]! - sourceMean[k]!) * ratio[k]!;
    lab[k] = lab[k]! + strength * (moved - lab[k]!);
  }
}

/** `#rrggbb` of a Lab colour. */
export function labHex(lab: readonly number[]): string {
  const rgb = new Float64Array(3);
  labToLinear(lab[0]!, lab[1]!, lab[2]!, rgb);
  return `#${[0, 1, 2].map((k) => linearToSrgbByte(rgb[k]!).toString(16).padStart(2, '0')).join('')}`;
}

/** Lab of a `#rrggbb` colour. */
export function hexLab(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  const out = new Float64Array(3);
  linearToLab(srgbByteToLinear((value >> 16) & 255), srgbByteToLinear((value >> 8) & 255), srgbByteToLinear(value & 255), out);
  return [out[0]!, out[1]!, out[2]!];
}
