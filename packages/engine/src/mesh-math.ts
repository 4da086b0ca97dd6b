/** Small geometry every engine step shares. */

/** Cross product of a triangle's edges: its normal, with a length of twice its area. */
export function faceCross(positions: ArrayLike<number>, indices: ArrayLike<number>, face: number, out: [number, number, number]): void {
  const a = indices[face * 3]! * 3;
  const b = indices[face * 3 + 1]! * 3;
  const c = indices[face * 3 + 2]! * 3;
  const ux = positions[b]! - positions[a]!;
  const uy = positions[b + 1]! - positions[a + 1]!;
  const uz = positions[b + 2]! - positions[a + 2]!;
  const vx = positions[c]! - positions[a]!;
  const vy = positions[c + 1]! - positions[a + 1]!;
  const vz = positions[c + 2]! - positions[a + 2]!;
  out[0] = uy * vz - uz * vy;
  out[1] = uz * vx - ux * vz;
  out[2] = ux * vy - uy * vx;
}

/** The cross product of triangle `t` of a soup (nine floats per triangle: its three corners). */
export function soupCross(corners: ArrayLike<number>, t: number, out: [number, number, number]): void {
  const o = t * 9;
  const ux = corners[o + 3]! - corners[o]!;
  const uy = corners[o + 4]! - corners[o + 1]!;
  const uz = corners[o + 5]! - corners[o + 2]!;
  const vx = corners[o + 6]! - corners[o]!;
  const vy = corners[o + 7]! - corners[o + 1]!;
  const vz = corners[o + 8]! - corners[o + 2]!;
  out[0] = uy * vz - uz * vy;
  out[1] = uz * vx - ux * vz;
  out[2] = ux * vy - uy * vx;
}

export interface Bounds {
  min: [number, number, number];
  max: [number, number, number];
}

/** The axis-aligned box of x, y, z triples. */
export function boundsOf(positions: ArrayLike<number>): Bounds {
  const min: [number, number, number] = [Infinity, Infinity, Infinity];
  const max: [number, number, number] = [-Infinity, -Infinity, -Infinity];
  for (let i = 0; i < positions.length; i += 3) {
    for (let k = 0; k < 3; k++) {
      const value = positions[i + k]!;
      if (value < min[k]!) min[k] = value;
      if (value > max[k]!) max[k] = value;
    }
  }
  return { min, max };
}
