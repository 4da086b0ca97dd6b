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
