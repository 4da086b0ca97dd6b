/**
 * 3D Gaussian splats (.ply, .spz): kept as uploaded when the splat viewer can open them (see
 * splat-ply.ts); the header gives the number of points.
 */
import { open } from 'node:fs/promises';
import { readSpzHeader, SNIFF_BYTES } from '../sniff-file';
import { formatCount, UnsupportedFileError } from '../unsupported-file-error';
import { isSplatPly, minimumBodyBytes, parsePlyHeader } from './ply-header';
import { splatPlyLayout } from './splat-ply';

export interface SplatIngest {
  kind: 'splat';
  format: 'ply' | 'spz';
  /** Gaussians in the file, or null when its header does not say. */
  pointCount: number | null;
}

/** SPZ versions the splat viewer opens (and whose third field is the point count). */
const SPZ_VERSIONS = new Set([1, 2, 3]);

/** The fewest bytes an SPZ point takes once unpacked (version 1: half-float position, colour, alpha, scale, rotation). */
const SPZ_MIN_POINT_BYTES = 16;

/** Deflate cannot shrink data by more than about 1032 to 1, so a gzip stream unpacks to at most this many times its size. */
const DEFLATE_MAX_RATIO = 1032;

export async function ingestSplat(path: string, format: SplatIngest['format']): Promise<SplatIngest> {
  const { head, size } = await readHead(path);
  return format === 'ply' ? splatPly(head, size) : splatSpz(head, size);
}

async function readHead(path: string): Promise<{ head: Uint8Array; size: number }> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    const head = new Uint8Array(Math.min(size, SNIFF_BYTES));
    await file.read(head, 0, head.length, 0);
    return { head, size };
  } finally {
    await file.close();
  }
}

function splatPly(head: Uint8Array, size: number): SplatIngest {
  const header = parsePlyHeader(head);
  if (!isSplatPly(header)) throw new UnsupportedFileError('This PLY file is not a 3D Gaussian splat: its points have no splat properties.');
  // Only a layout the splat viewer opens is kept, so every splat here can be looked at.
  splatPlyLayout(header, head);
  const vertex = header.elements.find((element) => element.name === 'vertex')!;
  // The point count is shown and trusted later, so the body must be able to hold that many.
  const expected = header.bodyStart + minimumBodyBytes(header.format, header.elements);
  if (size < expected) {
    const exact = header.format !== 'ascii' && header.elements.every((element) => element.properties.every((property) => !property.countType));
    throw new UnsupportedFileError(
      `This splat PLY file is cut short: its header declares ${formatCount(vertex.count)} points (${exact ? '' : 'at least '}${formatCount(expected)} bytes) but the file has ${formatCount(size)} bytes.`,
    );
  }
  return { kind: 'splat', format: 'ply', pointCount: vertex.count };
}

function splatSpz(head: Uint8Array, size: number): SplatIngest {
  const header = readSpzHeader(head);
  if (!header) throw new UnsupportedFileError('This SPZ file is damaged: it does not unpack to an SPZ header.');
  const version = header.getUint32(4, true);
  if (!SPZ_VERSIONS.has(version)) {
    throw new UnsupportedFileError(`This SPZ file is version ${formatCount(version)}, which the splat viewer cannot open; it opens SPZ versions 1 to 3.`);
  }
  const points = header.getUint32(8, true);
  // The count is shown and trusted later; its points must fit in what this file can unpack to.
  if (16 + points * SPZ_MIN_POINT_BYTES > size * DEFLATE_MAX_RATIO) {
    throw new UnsupportedFileError(
      `This SPZ file is cut short: its header declares ${formatCount(points)} points, more than its ${formatCount(size)} bytes can hold.`,
    );
  }
  return { kind: 'splat', format: 'spz', pointCount: points };
}
