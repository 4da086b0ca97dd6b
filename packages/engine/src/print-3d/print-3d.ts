/**
 * 3D printing: checks a mesh as Blender's 3D-Print Toolbox does (non-manifold edges, degenerate
 * faces, loose parts, thin walls, overhangs), repairs it into one closed solid (weld, drop degenerate
 * faces, orient, fill holes, drop tiny parts, union with manifold-3d so inner parts go), sizes it in
 * millimetres, optionally stands it on its flattest side, cuts a flat base and hollows it with one
 * drain hole, and writes a binary STL and a 3MF (millimetres, Z up), with a GLB beside each for
 * viewers. The report has the checks before and after and the figures a print needs.
 */
import {
  PRINT3D_DRAIN_HOLE,
  PRINT3D_FLAT_BASE,
  PRINT3D_LONGEST_SIDE,
  PRINT3D_MAX_TRIANGLES,
  PRINT3D_MATERIALS,
  PRINT3D_MIN_WALL,
  PRINT3D_OVERHANG,
  PRINT3D_SCALE,
  PRINT3D_WALL,
  print3dSizeModes,
  print3dTool,
  type NumberOption,
  type Print3dChecks,
  type Print3dOptions,
  type Print3dReport,
} from '@facet/contract';
import Module, { type Manifold, type ManifoldToplevel, type Mat4, type Mesh } from 'manifold-3d';
import { MeshoptSimplifier } from 'meshoptimizer';
import { readGlb } from '../ingest/read-gltf';
import type { PipelineFile, PipelineResult, ProgressCallback } from '../pipeline';
import { faceCross } from '../mesh-math';
import { formatCount } from '../unsupported-file-error';
import {
  boundsOf,
  countBadEdges,
  degenerateFaces,
  diagonalOf,
  edgeMap,
  faceVolume6,
  type IndexedMesh,
  partsOf,
  sceneTriangles,
  weld,
  withoutFaces,
} from './mesh-soup';
import { fillHoles, orientFaces } from './repair';
import { startPrintJob } from './print-jobs';
import { faceChecks } from './wall-checks';
import { type PrintMesh, writeStl, writeViewGlb } from './write-print-files';

/** The prefix the worker knows: what follows is shown to the person and the run is refunded. */
const NAME = print3dTool.id;

export type { Print3dChecks, Print3dOptions, Print3dReport } from '@facet/contract';

export const PRINT3D_DEFAULTS: Required<Print3dOptions> = {
  size_mode: 'longest_side',
  longest_side_mm: PRINT3D_LONGEST_SIDE.default,
  scale: PRINT3D_SCALE.default,
  orient_flat: true,
  hollow: false,
  wall_mm: PRINT3D_WALL.default,
  drain_hole_mm: PRINT3D_DRAIN_HOLE.default,
  flat_base_mm: PRINT3D_FLAT_BASE.default,
  min_wall_mm: PRINT3D_MIN_WALL.default,
  overhang_deg: PRINT3D_OVERHANG.default,
};

/** Parts smaller than this share of the largest part's volume are loose debris and go. */
const LOOSE_SHARE = 0.002;
const NUMBER_OPTIONS: Partial<Record<keyof Print3dOptions, NumberOption>> = {
  longest_side_mm: PRINT3D_LONGEST_SIDE,
  scale: PRINT3D_SCALE,
  wall_mm: PRINT3D_WALL,
  drain_hole_mm: PRINT3D_DRAIN_HOLE,
  flat_base_mm: PRINT3D_FLAT_BASE,
  min_wall_mm: PRINT3D_MIN_WALL,
  overhang_deg: PRINT3D_OVERHANG,
};

let manifoldModule: Promise<ManifoldToplevel> | undefined;
/** manifold-3d's WebAssembly, loaded once. */
export function loadManifold(): Promise<ManifoldToplevel> {
  manifoldModule ??= Module().then((wasm) => {
    wasm.setup();
    return wasm;
  });
  return manifoldModule;
}

export async function print3d(input: Uint8Array, options: Print3dOptions = {}, onProgress?: ProgressCallback): Promise<PipelineResult<Print3dReport>> {
  const started = performance.now();
  const settings = checkOptions(options);
  const progress = forwardProgress(onProgress);

  progress(0, 'Reading mesh');
  const [{ doc }, wasm] = await Promise.all([readGlb(input), loadManifold(), MeshoptSimplifier.ready]);
  const raw = sceneTriangles(doc);
  const rawFaces = raw.indices.length / 3;
  if (rawFaces === 0) throw new Error(`${NAME}: the mesh has no triangles to print.`);
  if (rawFaces > PRINT3D_MAX_TRIANGLES) {
    throw new Error(`${NAME}: the mesh has ${formatCount(rawFaces)} triangles; at most ${formatCount(PRINT3D_MAX_TRIANGLES)} can be prepared for printing. Simplify it with retopology first.`);
  }
  const rawBounds = boundsOf(raw.positions);
  const diagonal = diagonalOf(rawBounds);
  if (!(diagonal > 0) || !Number.isFinite(diagonal)) throw new Error(`${NAME}: the mesh has no size (all its points are in one place).`);

  progress(0.05, 'Checking the mesh');
  const welded = weld(raw, diagonal * 1e-6);
  let mesh = welded.mesh;
  const degenerate = degenerateFaces(mesh, (diagonal * 1e-7) ** 2);
  const degenerateCount = degenerate.reduce((sum, flag) => sum + flag, 0);
  const weldedEdges = edgeMap(mesh.indices);
  const beforeEdges = countBadEdges(weldedEdges);
  const beforeParts = partsOf(mesh.positions.length / 3, mesh.indices);

  progress(0.2, 'Repairing: orienting faces and filling holes');
  mesh = withoutFaces(mesh, degenerate);
  if (mesh.indices.length === 0) throw new Error(`${NAME}: every face of the mesh has zero area, so there is nothing to print.`);
  // Without degenerate faces the parts and edges are those already found.
  const parts = degenerateCount === 0 ? beforeParts : partsOf(mesh.positions.length / 3, mesh.indices);
  const edges = degenerateCount === 0 ? weldedEdges : edgeMap(mesh.indices);
  const { flipped, volumes6 } = orientFaces(mesh, edges, parts.partOfFace, parts.count);
  const openFaces = mesh.indices.length / 3;
  const filled = fillHoles(mesh, edges);
  mesh = filled.mesh;

  progress(0.35, 'Repairing: making it one closed solid');
  // The fans that close holes join vertices of one part, so the parts stay as they were.
  const partOfFace = partsWithFans(mesh, parts.partOfFace);
  const { kept, removedParts: removedSmall } = keptParts(mesh, partOfFace, volumes6, openFaces);

  // Orientation and size are applied to the vertices before manifold-3d sees them: transforming
  // the solid there instead costs a rebuild of its whole mesh.
  let rotation: Mat4 | undefined;
  if (settings.orient_flat) {
    progress(0.5, 'Turning the flattest side down');
    rotation = flatSideDown(mesh, partOfFace, kept);
  }
  const placed = place(mesh, partOfFace, kept, rotation, settings);
  // The checks before run on the input as it stood, in its own units: lengths in millimetres are
  // divided by the factor it is printed at, which gives what the checks would on a scaled copy.
  // They need nothing from the solid, so they run beside manifold-3d's work on it.
  const checksBeforeJob = startPrintJob({
    kind: 'checks-before',
    mesh: degenerateCount === 0 ? welded.mesh : withoutFaces(welded.mesh, degenerate),
    allIndices: welded.mesh.indices,
    minWall: settings.min_wall_mm / placed.factor,
    overhangDeg: settings.overhang_deg,
    mmPerUnit: placed.factor,
  });
  // Should the run fail before it is awaited, the job's own failure is not a second one.
  checksBeforeJob.catch(() => undefined);
  const { solid, removedParts } = solidOf(wasm, placed.mesh, partOfFace, kept, removedSmall);
  let shape = solid;
  try {
    if (settings.flat_base_mm > 0) {
      progress(0.55, 'Cutting a flat base');
      const height = placed.height;
      if (settings.flat_base_mm >= height) {
        throw new Error(`${NAME}: a ${settings.flat_base_mm} mm flat base cut is taller than the ${round(height, 1)} mm model.`);
      }
      const trimmed = shape.trimByPlane([0, 0, 1], settings.flat_base_mm);
      shape = swap(shape, trimmed.translate([0, 0, -settings.flat_base_mm]));
      trimmed.delete();
    }

    if (settings.hollow) {
      progress(0.6, 'Hollowing');
      shape = swap(shape, hollowOut(wasm, shape, settings.wall_mm, settings.drain_hole_mm));
    }
    if (shape.isEmpty()) throw new Error(`${NAME}: nothing of the mesh is left to print after repair.`);

    progress(0.75, 'Measuring and checking the result');
    const out = shape.getMesh();
    // getMesh hands over copies of its own: the positions are used as they come.
    const printMesh: PrintMesh = { positions: out.numProp === 3 ? out.vertProperties : positionsOnly(out.vertProperties, out.numProp), indices: out.triVerts };
    const faces = out.numTri;
    const finalBox = shape.boundingBox();
    const bbox: [number, number, number] = [0, 1, 2].map((k) => round(finalBox.max[k]! - finalBox.min[k]!, 2)) as [number, number, number];
    const volumeMm3 = shape.volume();
    const areaMm2 = shape.surfaceArea();
    const status = shape.status();
    // Thin walls and parts are checked, and the 3MF written, each in a helper thread beside the
    // face checks and the writing of the STL here.
    const title = `${round(Math.max(...bbox), 1)} mm print`;
    const afterJob = startPrintJob({ kind: 'checks-after', mesh: printMesh, minWall: settings.min_wall_mm });
    afterJob.catch(() => undefined);
    const threeMfJob = startPrintJob({ kind: 'write-3mf', mesh: printMesh, title });
    threeMfJob.catch(() => undefined);

    // Faces the checks found (overhangs, thin walls) are shown highlighted in the viewer's copy; the
    // face normals the overhang check works out are the ones the STL stores.
    const flagged = new Uint8Array(faces);
    const normals = new Float32Array(faces * 3);
    // The checks read double-precision positions only (one array type keeps V8's code for them fast).
    const checked: IndexedMesh = { positions: new Float64Array(printMesh.positions), indices: printMesh.indices };
    const after = faceChecks(checked, settings.overhang_deg, { flags: flagged, normals });

    progress(0.85, 'Writing STL and 3MF');
    const stl = writeStl(printMesh, title, normals);
    const { thin_faces, thin, parts: afterParts } = await afterJob;
    for (let t = 0; t < faces; t++) flagged[t]! |= thin[t]!;
    const checksAfter: Print3dChecks = {
      non_manifold_edges: afterNonManifoldEdges(out, status),
      degenerate_faces: after.degenerate,
      loose_parts: afterParts - 1,
      // manifold-3d's booleans leave no face crossing another.
      self_intersections: 0,
      thin_faces,
      overhang_faces: after.overhangs,
    };
    const view = writeViewGlb(printMesh, flagged);
    const checksBefore: Print3dChecks = {
      non_manifold_edges: beforeEdges.boundary + beforeEdges.overShared,
      degenerate_faces: degenerateCount,
      loose_parts: beforeParts.count - 1,
      ...(await checksBeforeJob),
    };
    const threeMf = (await threeMfJob).bytes;
    const files: PipelineFile[] = [
      { name: 'print.stl', mimeType: 'model/stl', bytes: stl, view },
      { name: 'print.3mf', mimeType: 'model/3mf', bytes: threeMf, view },
    ];
    const { grams, minutes } = materialEstimate(volumeMm3, areaMm2);
    const report: Print3dReport = {
      watertight_before: beforeEdges.boundary === 0 && beforeEdges.overShared === 0,
      watertight_after: checksAfter.non_manifold_edges === 0 && status === 'NoError',
      checks_before: checksBefore,
      checks_after: checksAfter,
      repairs: {
        welded_vertices: welded.merged,
        removed_degenerate_faces: degenerateCount,
        filled_holes: filled.holes,
        flipped_faces: flipped,
        removed_parts: removedParts,
      },
      longest_side_mm: round(Math.max(...bbox), 2),
      bbox_mm: bbox,
      volume_cm3: round(volumeMm3 / 1000, 3),
      area_cm2: round(areaMm2 / 100, 2),
      hollowed: settings.hollow,
      grams_pla: round(grams.pla, 1),
      grams_resin: round(grams.resin, 1),
      print_minutes: Math.round(minutes),
      triangles: out.numTri,
      files: [
        { name: 'print.stl', format: 'stl', bytes: stl.byteLength },
        { name: 'print.3mf', format: '3mf', bytes: threeMf.byteLength },
      ],
      time_ms: Math.round(performance.now() - started),
    };
    progress(1, 'Done');
    return { files, report };
  } finally {
    shape.delete();
  }
}

function checkOptions(options: Print3dOptions): Required<Print3dOptions> {
  if (typeof options !== 'object' || options === null) throw new Error(`${NAME}: options must be an object.`);
  const names = Object.keys(PRINT3D_DEFAULTS);
  const unknown = Object.keys(options).find((key) => !names.includes(key));
  if (unknown !== undefined) throw new Error(`${NAME}: there is no option "${unknown}"; the options are ${names.join(', ')}.`);
  const checked = { ...PRINT3D_DEFAULTS, ...Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined)) } as Required<Print3dOptions>;
  if (!print3dSizeModes.includes(checked.size_mode)) {
    throw new Error(`${NAME}: size_mode must be ${print3dSizeModes.map((mode) => `"${mode}"`).join(' or ')}, not ${JSON.stringify(checked.size_mode)}.`);
  }
  for (const [key, bounds] of Object.entries(NUMBER_OPTIONS)) {
    const value = checked[key as keyof Print3dOptions];
    if (typeof value !== 'number' || !Number.isFinite(value) || value < bounds.min || value > bounds.max) {
      throw new Error(`${NAME}: ${key} must be a number from ${bounds.min} to ${bounds.max}, not ${JSON.stringify(value)}.`);
    }
  }
  for (const key of ['orient_flat', 'hollow'] as const) {
    if (typeof checked[key] !== 'boolean') throw new Error(`${NAME}: ${key} must be true or false, not ${JSON.stringify(checked[key])}.`);
  }
  return checked;
}

/** Each face's part, `firstParts` for the faces there were before the hole fans were added after them. */
function partsWithFans(mesh: IndexedMesh, firstParts: Uint32Array): Uint32Array {
  const faces = mesh.indices.length / 3;
  if (faces === firstParts.length) return firstParts;
  const partOfVertex = new Uint32Array(mesh.positions.length / 3);
  for (let i = 0; i < firstParts.length * 3; i++) partOfVertex[mesh.indices[i]!] = firstParts[(i / 3) | 0]!;
  const partOfFace = new Uint32Array(faces);
  partOfFace.set(firstParts);
  // A fan's first corner is on the hole's rim, a vertex of the part it closes.
  for (let t = firstParts.length; t < faces; t++) partOfFace[t] = partOfVertex[mesh.indices[t * 3]!]!;
  return partOfFace;
}

/**
 * Which parts stay: all but those smaller than LOOSE_SHARE of the largest by volume. `volumes6` is
 * six times each part's volume as orienting measured it; the faces from `firstFan` on (the fans
 * that close holes) add theirs.
 */
function keptParts(mesh: IndexedMesh, partOfFace: Uint32Array, volumes6: Float64Array, firstFan: number): { kept: Uint8Array; removedParts: number } {
  const partCount = volumes6.length;
  const volumes = volumes6.slice();
  for (let t = firstFan; t < partOfFace.length; t++) volumes[partOfFace[t]!]! += faceVolume6(mesh.positions, mesh.indices, t);
  let largest = 0;
  for (let p = 0; p < partCount; p++) largest = Math.max(largest, Math.abs(volumes[p]!) / 6);
  if (!(largest > 0)) throw new Error(`${NAME}: the mesh encloses no volume (it is flat or only a surface), so it cannot be made into a solid.`);
  const kept = new Uint8Array(partCount);
  let removedParts = 0;
  for (let p = 0; p < partCount; p++) {
    if (Math.abs(volumes[p]!) / 6 < largest * LOOSE_SHARE) removedParts++;
    else kept[p] = 1;
  }
  return { kept, removedParts };
}

/**
 * The kept parts' vertices turned (when a rotation is given), moved onto the origin and sized in
 * millimetres: the mesh as it is printed. Returns the factor from the mesh's units and the height.
 */
function place(mesh: IndexedMesh, partOfFace: Uint32Array, kept: Uint8Array, rotation: Mat4 | undefined, settings: Required<Print3dOptions>) {
  const { positions, indices } = mesh;
  const vertexCount = positions.length / 3;
  const used = new Uint8Array(vertexCount);
  for (let i = 0; i < indices.length; i++) if (kept[partOfFace[(i / 3) | 0]!]) used[indices[i]!] = 1;
  const m = rotation ?? [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1];
  const turned = new Float64Array(positions.length);
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  for (let v = 0; v < vertexCount; v++) {
    const x = positions[v * 3]!, y = positions[v * 3 + 1]!, z = positions[v * 3 + 2]!;
    for (let k = 0; k < 3; k++) {
      const value = m[k]! * x + m[4 + k]! * y + m[8 + k]! * z;
      turned[v * 3 + k] = value;
      // The size is that of the parts that stay.
      if (!used[v]) continue;
      if (value < min[k]!) min[k] = value;
      if (value > max[k]!) max[k] = value;
    }
  }
  const extent = Math.max(max[0]! - min[0]!, max[1]! - min[1]!, max[2]! - min[2]!);
  const factor = settings.size_mode === 'longest_side' ? settings.longest_side_mm / extent : settings.scale * 1000;
  for (let i = 0; i < turned.length; i++) turned[i] = (turned[i]! - min[i % 3]!) * factor;
  return { mesh: { positions: turned, indices }, factor, height: (max[2]! - min[2]!) * factor };
}

/**
 * One manifold solid from the kept parts: every kept part becomes a manifold and all are united,
 * so parts inside others disappear and overlapping parts merge.
 */
function solidOf(wasm: ManifoldToplevel, mesh: IndexedMesh, partOfFace: Uint32Array, kept: Uint8Array, removedSmall: number): { solid: Manifold; removedParts: number } {
  const faceLists: number[][] = Array.from({ length: kept.length }, () => []);
  for (let t = 0; t < partOfFace.length; t++) if (kept[partOfFace[t]!]) faceLists[partOfFace[t]!]!.push(t);
  const solids: Manifold[] = [];
  let removed = removedSmall;
  let firstError = '';
  for (let p = 0; p < kept.length; p++) {
    if (!kept[p]) continue;
    const made = manifoldOf(wasm, mesh, faceLists[p]!, faceLists[p]!.length === partOfFace.length);
    if (typeof made === 'string') {
      if (p === 0) firstError = made;
      removed++;
      continue;
    }
    solids.push(made);
  }
  if (solids.length === 0 || firstError) {
    for (const solid of solids) solid.delete();
    throw new Error(`${NAME}: the mesh could not be repaired into a closed solid (${firstError || 'no part was left'}). Try closing its gaps or removing crossing faces in a modelling tool.`);
  }
  if (solids.length === 1) return { solid: solids[0]!, removedParts: removed };
  const union = wasm.Manifold.union(solids);
  for (const solid of solids) solid.delete();
  return { solid: union, removedParts: removed };
}

/** A manifold of some faces of the mesh (all of them when `whole`), or why it is not one. */
function manifoldOf(wasm: ManifoldToplevel, mesh: IndexedMesh, faces: number[], whole: boolean): Manifold | string {
  let indices = mesh.indices;
  if (!whole) {
    indices = new Uint32Array(faces.length * 3);
    for (let i = 0; i < faces.length; i++) indices.set(mesh.indices.subarray(faces[i]! * 3, faces[i]! * 3 + 3), i * 3);
  }
  const remap = new Int32Array(mesh.positions.length / 3).fill(-1);
  const triVerts = new Uint32Array(indices.length);
  let used = 0;
  for (let i = 0; i < indices.length; i++) {
    const v = indices[i]!;
    if (remap[v] === -1) remap[v] = used++;
    triVerts[i] = remap[v]!;
  }
  const vertProperties = new Float32Array(used * 3);
  for (let v = 0; v < remap.length; v++) {
    const local = remap[v]!;
    if (local === -1) continue;
    vertProperties[local * 3] = mesh.positions[v * 3]!;
    vertProperties[local * 3 + 1] = mesh.positions[v * 3 + 1]!;
    vertProperties[local * 3 + 2] = mesh.positions[v * 3 + 2]!;
  }
  try {
    const made = new wasm.Manifold(new wasm.Mesh({ numProp: 3, vertProperties, triVerts }));
    const status = made.status();
    if (status !== 'NoError') {
      made.delete();
      return describeStatus(status, faces.length);
    }
    return made;
  } catch (error) {
    return describeStatus(error instanceof Error ? error.message : String(error), faces.length);
  }
}

function describeStatus(status: string, faces: number): string {
  if (/NotManifold/i.test(status)) return `${formatCount(faces)} of its faces meet at edges shared by more than two faces`;
  return `manifold-3d says ${status}`;
}

/**
 * A rotation that puts the largest flat side down: the kept parts' faces are grouped by normal (to
 * about a third of a degree), and of the groups with the most area the one whose faces lie on the
 * model's outside along their normal (a side it can stand on, not a floor inside a hollow) wins.
 */
function flatSideDown(mesh: IndexedMesh, partOfFace: Uint32Array, kept: Uint8Array): Mat4 {
  const { positions: p, indices: tri } = mesh;
  const faces = tri.length / 3;
  // The bins in typed arrays found through an open-addressing table: a curved model has about as
  // many bins as faces.
  let size = 1;
  while (size < faces * 2) size <<= 1;
  const table = new Int32Array(size).fill(-1);
  const binKey = new Int32Array(faces);
  const binArea = new Float64Array(faces);
  const binNormal = new Float64Array(faces * 3);
  let binCount = 0;
  const binOfFace = new Int32Array(faces).fill(-1);
  const offsets = new Float64Array(faces);
  const areas = new Float64Array(faces);
  const usedVertex = new Uint8Array(p.length / 3);
  const n: [number, number, number] = [0, 0, 0];
  for (let t = 0; t < faces; t++) {
    if (!kept[partOfFace[t]!]) continue;
    const a = tri[t * 3]!;
    usedVertex[a] = usedVertex[tri[t * 3 + 1]!] = usedVertex[tri[t * 3 + 2]!] = 1;
    faceCross(p, tri, t, n);
    const [nx, ny, nz] = n;
    const length = Math.sqrt(nx * nx + ny * ny + nz * nz);
    if (length === 0) continue;
    const key = (Math.round((nx / length) * 150) + 150) * 90601 + (Math.round((ny / length) * 150) + 150) * 301 + (Math.round((nz / length) * 150) + 150);
    offsets[t] = (p[a * 3]! * nx + p[a * 3 + 1]! * ny + p[a * 3 + 2]! * nz) / length;
    let slot = Math.imul(key, 0x9e3779b1) >>> 0;
    slot = (slot ^ (slot >>> 16)) & (size - 1);
    let bin = table[slot]!;
    while (bin !== -1 && binKey[bin] !== key) {
      slot = (slot + 1) & (size - 1);
      bin = table[slot]!;
    }
    if (bin === -1) {
      bin = binCount++;
      table[slot] = bin;
      binKey[bin] = key;
      binNormal[bin * 3] = nx / length;
      binNormal[bin * 3 + 1] = ny / length;
      binNormal[bin * 3 + 2] = nz / length;
    }
    areas[t] = length / 2;
    binArea[bin]! += areas[t]!;
    binOfFace[t] = bin;
  }
  // The 12 bins with the most area, larger first (the earlier bin first when two are equal).
  const top: number[] = [];
  for (let bin = 0; bin < binCount; bin++) {
    if (top.length === 12 && binArea[bin]! <= binArea[top[11]!]!) continue;
    let at = Math.min(top.length, 11);
    while (at > 0 && binArea[top[at - 1]!]! < binArea[bin]!) at--;
    top.splice(at, 0, bin);
    if (top.length > 12) top.pop();
  }
  const candidates = top.map((bin) => ({ index: bin, n: [binNormal[bin * 3]!, binNormal[bin * 3 + 1]!, binNormal[bin * 3 + 2]!] as [number, number, number] }));
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  for (let v = 0; v < usedVertex.length; v++) {
    if (!usedVertex[v]) continue;
    for (let k = 0; k < 3; k++) {
      min[k] = Math.min(min[k]!, p[v * 3 + k]!);
      max[k] = Math.max(max[k]!, p[v * 3 + k]!);
    }
  }
  const tolerance = Math.hypot(max[0]! - min[0]!, max[1]! - min[1]!, max[2]! - min[2]!) * 1e-4;
  // Of each candidate's faces, the area of those on the outside along its normal.
  const extremes = candidates.map((bin) => {
    let extreme = -Infinity;
    for (let v = 0; v < usedVertex.length; v++) {
      if (usedVertex[v]) extreme = Math.max(extreme, p[v * 3]! * bin.n[0] + p[v * 3 + 1]! * bin.n[1] + p[v * 3 + 2]! * bin.n[2]);
    }
    return extreme;
  });
  const candidateOf = new Int32Array(binCount).fill(-1);
  candidates.forEach((bin, i) => (candidateOf[bin.index] = i));
  const outside = new Float64Array(candidates.length);
  for (let t = 0; t < faces; t++) {
    const i = binOfFace[t]! >= 0 ? candidateOf[binOfFace[t]!]! : -1;
    if (i === -1 || offsets[t]! < extremes[i]! - tolerance) continue;
    outside[i]! += areas[t]!;
  }
  let best = { area: 0, n: [0, 0, -1] as [number, number, number] };
  candidates.forEach((bin, i) => {
    const area = outside[i]!;
    // Prefer the side already down when two are as large.
    if (area > best.area * 1.0001 || (area >= best.area * 0.9999 && bin.n[2] < best.n[2])) best = { area, n: bin.n };
  });
  return rotationTaking(best.n, [0, 0, -1]);
}

/** The 4x4 column-major rotation that turns unit vector `from` onto `to` (Rodrigues). */
function rotationTaking(from: [number, number, number], to: [number, number, number]): Mat4 {
  const [ax, ay, az] = from;
  const [bx, by, bz] = to;
  const cx = ay * bz - az * by, cy = az * bx - ax * bz, cz = ax * by - ay * bx;
  const cos = ax * bx + ay * by + az * bz;
  let r: number[];
  if (cos < -0.999999) {
    // Opposite: half a turn about the x axis (or y when from is along x).
    r = Math.abs(ax) < 0.9 ? [1, 0, 0, 0, -1, 0, 0, 0, -1] : [-1, 0, 0, 0, 1, 0, 0, 0, -1];
  } else {
    const k = 1 / (1 + cos);
    // Row-major R = I + [c]x + [c]x^2 / (1 + cos).
    r = [
      1 - k * (cy * cy + cz * cz), -cz + k * cx * cy, cy + k * cx * cz,
      cz + k * cx * cy, 1 - k * (cx * cx + cz * cz), -cx + k * cy * cz,
      -cy + k * cx * cz, cx + k * cy * cz, 1 - k * (cx * cx + cy * cy),
    ];
  }
  return [r[0]!, r[3]!, r[6]!, 0, r[1]!, r[4]!, r[7]!, 0, r[2]!, r[5]!, r[8]!, 0, 0, 0, 0, 1];
}

/**
 * The shape less an inner shell `wall` inside its surface (each vertex moved in so that every face
 * around it moves by the wall), with one drain hole from the bed up into the cavity's lowest point.
 */
function hollowOut(wasm: ManifoldToplevel, shape: Manifold, wall: number, drainHole: number): Manifold {
  const outer = shape.getMesh();
  const np = outer.numProp;
  const p = outer.vertProperties;
  const tri = outer.triVerts;
  const vertexCount = outer.numVert;
  // Angle-weighted vertex normals, and the least alignment of each vertex's faces with its normal.
  const normals = new Float64Array(vertexCount * 3);
  const faceCount = tri.length / 3;
  const faceNormals = new Float64Array(faceCount * 3);
  for (let t = 0; t < faceCount; t++) {
    const i0 = tri[t * 3]!, i1 = tri[t * 3 + 1]!, i2 = tri[t * 3 + 2]!;
    const a = i0 * np, b = i1 * np, c = i2 * np;
    const abx = p[b]! - p[a]!, aby = p[b + 1]! - p[a + 1]!, abz = p[b + 2]! - p[a + 2]!;
    const acx = p[c]! - p[a]!, acy = p[c + 1]! - p[a + 1]!, acz = p[c + 2]! - p[a + 2]!;
    const bcx = p[c]! - p[b]!, bcy = p[c + 1]! - p[b + 1]!, bcz = p[c + 2]! - p[b + 2]!;
    let nx = aby * acz - abz * acy, ny = abz * acx - abx * acz, nz = abx * acy - aby * acx;
    const length = Math.sqrt(nx * nx + ny * ny + nz * nz) || 1;
    nx /= length; ny /= length; nz /= length;
    faceNormals[t * 3] = nx; faceNormals[t * 3 + 1] = ny; faceNormals[t * 3 + 2] = nz;
    const lab = Math.sqrt(abx * abx + aby * aby + abz * abz) || 1;
    const lac = Math.sqrt(acx * acx + acy * acy + acz * acz) || 1;
    const lbc = Math.sqrt(bcx * bcx + bcy * bcy + bcz * bcz) || 1;
    // The corner angles: at a between ab and ac, at b between ba and bc, at c the rest.
    const angleA = Math.acos(Math.max(-1, Math.min(1, (abx * acx + aby * acy + abz * acz) / (lab * lac))));
    const angleB = Math.acos(Math.max(-1, Math.min(1, -(abx * bcx + aby * bcy + abz * bcz) / (lab * lbc))));
    const angleC = Math.max(0, Math.PI - angleA - angleB);
    normals[i0 * 3]! += nx * angleA; normals[i0 * 3 + 1]! += ny * angleA; normals[i0 * 3 + 2]! += nz * angleA;
    normals[i1 * 3]! += nx * angleB; normals[i1 * 3 + 1]! += ny * angleB; normals[i1 * 3 + 2]! += nz * angleB;
    normals[i2 * 3]! += nx * angleC; normals[i2 * 3 + 1]! += ny * angleC; normals[i2 * 3 + 2]! += nz * angleC;
  }
  for (let v = 0; v < vertexCount; v++) {
    const x = normals[v * 3]!, y = normals[v * 3 + 1]!, z = normals[v * 3 + 2]!;
    const length = Math.sqrt(x * x + y * y + z * z) || 1;
    normals[v * 3]! /= length; normals[v * 3 + 1]! /= length; normals[v * 3 + 2]! /= length;
  }
  const least = new Float64Array(vertexCount).fill(1);
  for (let t = 0; t < faceCount; t++) {
    for (let k = 0; k < 3; k++) {
      const v = tri[t * 3 + k]!;
      const dot = normals[v * 3]! * faceNormals[t * 3]! + normals[v * 3 + 1]! * faceNormals[t * 3 + 1]! + normals[v * 3 + 2]! * faceNormals[t * 3 + 2]!;
      if (dot < least[v]!) least[v] = dot;
    }
  }
  const inner = new Float64Array(vertexCount * 3);
  let floor = Infinity;
  for (let v = 0; v < vertexCount; v++) {
    // Mitred: at a box corner the vertex moves by the wall along each of its three faces.
    const distance = wall / Math.max(0.35, least[v]!);
    for (let k = 0; k < 3; k++) inner[v * 3 + k] = p[v * np + k]! - normals[v * 3 + k]! * distance;
    floor = Math.min(floor, inner[v * 3 + 2]!);
  }
  // The drain goes through the cavity's floor: of its lowest points, the one nearest their middle.
  const low: number[] = [];
  for (let v = 0; v < vertexCount; v++) if (inner[v * 3 + 2]! <= floor + wall * 0.25) low.push(v);
  const mx = low.reduce((sum, v) => sum + inner[v * 3]!, 0) / low.length;
  const my = low.reduce((sum, v) => sum + inner[v * 3 + 1]!, 0) / low.length;
  let lowest = low[0]!;
  for (const v of low) if (Math.hypot(inner[v * 3]! - mx, inner[v * 3 + 1]! - my) < Math.hypot(inner[lowest * 3]! - mx, inner[lowest * 3 + 1]! - my)) lowest = v;
  // The cavity is the solid itself with its vertices moved in: warping keeps manifold-3d's own
  // topology (its vertices are in getMesh's order), which is faster than building a new manifold.
  let cavity: Manifold;
  try {
    cavity = shape.warpBatch((vertices, count) => {
      if (count !== vertexCount) throw new Error(`the solid has ${count} vertices, its mesh ${vertexCount}`);
      for (let i = 0; i < count * 3; i++) vertices[i] = inner[i]!;
    });
  } catch (error) {
    throw new Error(`${NAME}: the model could not be hollowed with ${wall} mm walls (${error instanceof Error ? error.message : String(error)}).`, { cause: error });
  }
  const cavityVolume = cavity.volume();
  if (cavityVolume <= 0 || cavityVolume >= shape.volume()) {
    cavity.delete();
    throw new Error(`${NAME}: the model is too thin to hollow with ${wall} mm walls; use thinner walls or a larger size.`);
  }
  const cavityLowest: [number, number, number] = [inner[lowest * 3]!, inner[lowest * 3 + 1]!, inner[lowest * 3 + 2]!];
  const cut: Manifold[] = [cavity];
  if (drainHole > 0) {
    const radius = drainHole / 2;
    const height = cavityLowest[2] + radius + 1;
    const cylinder = wasm.Manifold.cylinder(height, radius, radius, 32);
    cut.push(cylinder.translate([cavityLowest[0], cavityLowest[1], -1]));
    cylinder.delete();
  }
  // One boolean for the cavity and the drain together.
  const hollow = wasm.Manifold.difference([shape, ...cut]);
  for (const part of cut) part.delete();
  return hollow;
}

/** PLA grams as an FDM slicer prints it (solid shell, sparse infill), resin grams solid, FDM minutes. */
function materialEstimate(volumeMm3: number, areaMm2: number) {
  const m = PRINT3D_MATERIALS;
  const shell = Math.min(volumeMm3, areaMm2 * m.fdmShellMm);
  const extruded = shell + (volumeMm3 - shell) * m.fdmInfill;
  return {
    grams: { pla: (extruded / 1000) * m.plaDensity, resin: (volumeMm3 / 1000) * m.resinDensity },
    // Travel, retractions and layer changes add about a third to the pure extrusion time.
    minutes: ((extruded / m.fdmFlowMm3PerS) * 1.35) / 60,
  };
}

/**
 * The non-manifold edges of the printed mesh. A solid manifold-3d reports no error for is closed and
 * manifold by construction, and its mesh (positions only) shares every vertex between the faces
 * around it, so each edge has exactly two faces: counted only when either does not hold.
 */
function afterNonManifoldEdges(out: Mesh, status: string): number {
  if (status === 'NoError' && out.numProp === 3 && !out.mergeFromVert?.length) return 0;
  const counts = countBadEdges(edgeMap(out.triVerts));
  return counts.boundary + counts.overShared;
}

function positionsOnly(properties: Float32Array, numProp: number): Float32Array {
  const out = new Float32Array((properties.length / numProp) * 3);
  for (let v = 0; v < out.length / 3; v++) out.set(properties.subarray(v * numProp, v * numProp + 3), v * 3);
  return out;
}

/** Replaces a manifold by one made from it, freeing the old one. */
function swap(old: Manifold, next: Manifold): Manifold {
  if (next !== old) old.delete();
  return next;
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** Passes progress on, never going backwards and staying in [0, 1]. */
function forwardProgress(onProgress: ProgressCallback | undefined): ProgressCallback {
  let last = 0;
  return (fraction, stage) => {
    last = Math.min(1, Math.max(last, fraction));
    onProgress?.(last, stage);
  };
}
