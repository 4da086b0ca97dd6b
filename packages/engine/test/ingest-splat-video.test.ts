import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ingestFile, sniffFile, UnsupportedFileError } from '../src/index';
import { refusal, tempFile } from './helpers';
import { compressedPly, gaussianPly, variedGaussians } from './splat-layouts';

const SPLAT_PROPERTIES = ['x', 'y', 'z', 'nx', 'ny', 'nz', 'f_dc_0', 'f_dc_1', 'f_dc_2', 'opacity', 'scale_0', 'scale_1', 'scale_2', 'rot_0', 'rot_1', 'rot_2', 'rot_3'];

/** A binary 3D Gaussian splat PLY with `points` splats of float properties. */
function splatPly(points: number, bodyBytes = points * SPLAT_PROPERTIES.length * 4): Uint8Array {
  const header = ['ply', 'format binary_little_endian 1.0', `element vertex ${points}`, ...SPLAT_PROPERTIES.map((name) => `property float ${name}`), 'end_header', ''].join('\n');
  return new Uint8Array([...new TextEncoder().encode(header), ...new Uint8Array(bodyBytes)]);
}

function spz(points: number, version = 2, declared = points): Uint8Array {
  const header = new Uint8Array(16 + points * 9);
  const view = new DataView(header.buffer);
  view.setUint32(0, 0x5053474e, true);
  view.setUint32(4, version, true);
  view.setUint32(8, declared, true);
  view.setUint8(12, 0);
  view.setUint8(13, 12);
  return gzipSync(header);
}

async function ingest(name: string, bytes: Uint8Array) {
  const sniffed = sniffFile(bytes, name);
  if (!sniffed) throw new Error(`${name} was not recognised`);
  return ingestFile(await tempFile(name, bytes), sniffed);
}

describe('ingestFile: splats and videos', () => {
  it('takes a Gaussian splat PLY as a splat, with the point count from its header', async () => {
    expect(await ingest('scan.ply', splatPly(250))).toEqual({ kind: 'splat', format: 'ply', pointCount: 250 });
  });

  it('refuses a splat PLY whose points are cut short', async () => {
    const error = await ingest('scan.ply', splatPly(250, 1000)).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(UnsupportedFileError);
    expect((error as Error).message).toMatch(/^This splat PLY file is cut short: its header declares 250 points \(/);
  });

  it('reads the point count of an SPZ from its gunzipped header', async () => {
    expect(await ingest('scan.spz', spz(1234))).toEqual({ kind: 'splat', format: 'spz', pointCount: 1234 });
    // A few hundred bytes of gzip cannot unpack to four billion points.
    const error = await ingest('scan.spz', spz(1234, 2, 0xffffffff)).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(UnsupportedFileError);
    expect((error as Error).message).toMatch(/^This SPZ file is cut short: its header declares 4,294,967,295 points, more than its \d+ bytes can hold\.$/);
  });

  it('refuses an SPZ version the splat viewer cannot open', async () => {
    expect(await refusal(ingest('scan.spz', spz(1234, 4)))).toBe('This SPZ file is version 4, which the splat viewer cannot open; it opens SPZ versions 1 to 3.');
  });

  it('refuses a splat PLY whose header declares more points than its body can hold', async () => {
    const header = ['ply', 'format binary_little_endian 1.0', 'element vertex 2000000000', ...SPLAT_PROPERTIES.map((name) => `property float ${name}`), 'end_header', ''].join('\n');
    const error = await ingest('scan.ply', new TextEncoder().encode(`${header}0 0 0\n`)).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(UnsupportedFileError);
    expect((error as Error).message).toMatch(/^This splat PLY file is cut short: its header declares 2,000,000,000 points \(136,000,000,420 bytes\) but the file has 426 bytes\.$/);
    const compressed = compressedPly(variedGaussians(10), { declaredPoints: 2_000_000_000, declaredChunks: 7_812_500 });
    expect(await refusal(ingest('scan.ply', compressed))).toMatch(/^This splat PLY file is cut short: its header declares 2,000,000,000 points \(/);
  });

  it('keeps the splat PLY layouts the splat viewer opens, and refuses the others with the reason', async () => {
    const g = variedGaussians(300);
    expect(await ingest('scan.ply', gaussianPly(g))).toEqual({ kind: 'splat', format: 'ply', pointCount: 300 });
    expect(await ingest('scan.ply', compressedPly(g))).toEqual({ kind: 'splat', format: 'ply', pointCount: 300 });
    expect(await ingest('scan.ply', compressedPly(g, { colourBounds: true, harmonics: 45 }))).toEqual({ kind: 'splat', format: 'ply', pointCount: 300 });
    const refused = (bytes: Uint8Array) => refusal(ingest('scan.ply', bytes));
    expect(await refused(gaussianPly(g, { format: 'ascii' }))).toBe(
      'This splat PLY file is ASCII text, which the splat viewer cannot open; save it as binary little-endian PLY and upload it again.',
    );
    expect(await refused(gaussianPly(g, { format: 'binary_big_endian' }))).toBe(
      'This splat PLY file is binary big-endian, which the splat viewer cannot open; save it as binary little-endian PLY and upload it again.',
    );
    expect(await refused(gaussianPly(g, { lineEnd: '\r\n' }))).toBe('This splat PLY file ends its header with a Windows line break (CR LF), which the splat viewer cannot read.');
    const text = new TextDecoder().decode(gaussianPly(variedGaussians(1)));
    expect(await refused(new TextEncoder().encode(text.replace('property float x', 'property float32 x')))).toBe(
      'This splat PLY file declares x as "float32", a type name the splat viewer cannot read; it reads char, uchar, short, ushort, int, uint, float and double.',
    );
    expect(await refused(new TextEncoder().encode(text.replace('property float rot_3\n', '')))).toBe(
      'This splat PLY file lacks the point properties rot_3, which the splat viewer needs.',
    );
    expect(await refused(compressedPly(g, { chunksLast: true }))).toBe(
      'This compressed splat PLY file has its "chunk" element after its points, so the splat viewer cannot unpack them.',
    );
    expect(await refused(compressedPly(g, { declaredChunks: 1 }))).toBe(
      'This compressed splat PLY file has 1 chunks for 300 points; it needs one for every 256 points (2).',
    );
    expect(await refused(compressedPly(g, { without: ['packed_scale'] }))).toBe(
      'This compressed splat PLY file lacks packed_scale in its "vertex" element, which the splat viewer needs.',
    );
    expect(await refused(compressedPly(g, { harmonics: 8 }))).toBe(
      'This compressed splat PLY file has 8 f_rest properties; the splat viewer reads 0, 9, 24 or 45 (harmonics of degree 0 to 3).',
    );
  });

  it('keeps MP4 and WebM videos as they are', async () => {
    expect(await ingest('clip.mp4', mp4())).toEqual({ kind: 'video', format: 'mp4' });
    // A fragmented MP4: its samples are in fragments after an empty-sample track.
    expect(await ingest('clip.mp4', concat(FTYP, box('moov', box('trak')), box('moof'), box('mdat', new Uint8Array(8))))).toEqual({ kind: 'video', format: 'mp4' });
    expect(await ingest('clip.webm', webm())).toEqual({ kind: 'video', format: 'webm' });
    // As MediaRecorder writes it: the segment and clusters of unknown size.
    expect(await ingest('clip.webm', webm({ unknownSizes: true }))).toEqual({ kind: 'video', format: 'webm' });
  });

  it('refuses an MP4 that is only a header, or has no track, no media data or a box past its end', async () => {
    const refused = (bytes: Uint8Array) => refusal(ingest('clip.mp4', bytes));
    expect(await refused(FTYP)).toBe('This MP4 file has no video in it: it has no "moov" box describing its tracks, so it may be only a header.');
    expect(await refused(concat(FTYP, box('moov', box('mvhd', new Uint8Array(100))), box('mdat', new Uint8Array(8))))).toBe(
      'This MP4 file has no video in it: its "moov" box describes no tracks.',
    );
    expect(await refused(concat(FTYP, box('moov', box('trak')), box('mdat')))).toBe('This MP4 file has no video in it: it has no "mdat" box with media data.');
    const cut = mp4().subarray(0, 60);
    expect(await refused(cut)).toBe('This MP4 file is cut short: its "mdat" box at byte 40 declares 72 bytes but only 20 remain.');
    const huge = mp4();
    new DataView(huge.buffer).setUint32(24, 0xfffffff0); // the moov box's size
    expect(await refused(huge)).toBe(`This MP4 file is cut short: its "moov" box at byte 24 declares 4,294,967,280 bytes but only ${huge.length - 24} remain.`);
  });

  it('refuses a WebM that is only its EBML header, or has no tracks, no clusters or an element past its end', async () => {
    const refused = (bytes: Uint8Array) => refusal(ingest('clip.webm', bytes));
    expect(await refused(EBML_HEADER)).toBe('This WebM file has no video in it: it is only a header, with no segment after it.');
    expect(await refused(webm({ tracks: false }))).toBe('This WebM file has no video in it: its segment describes no tracks.');
    expect(await refused(webm({ clusters: false }))).toBe('This WebM file has no video in it: its segment has no clusters of media data.');
    const whole = webm();
    expect(await refused(whole.subarray(0, whole.length - 4))).toMatch(/^This WebM file is cut short: the element at byte \d+ declares \d+ bytes but only \d+ remain\.$/);
  });
});

const concat = (...parts: Uint8Array[]) => new Uint8Array(parts.flatMap((part) => [...part]));

/** An ISO base media box: its size, its type, then its content. */
function box(type: string, ...content: Uint8Array[]): Uint8Array {
  const body = concat(...content);
  const out = new Uint8Array(8 + body.length);
  new DataView(out.buffer).setUint32(0, out.length);
  out.set(new TextEncoder().encode(type), 4);
  out.set(body, 8);
  return out;
}

const FTYP = box('ftyp', new TextEncoder().encode('isom'), new Uint8Array([0, 0, 2, 0]), new TextEncoder().encode('isommp41'));

/** The boxes an MP4 needs to hold a video: a movie with a track, and media data. */
const mp4 = () => concat(FTYP, box('moov', box('trak')), box('mdat', new Uint8Array(64)));

/** A Matroska element: its ID, its size (one byte when small, else eight, or "unknown"), its content. */
function element(id: number[], content: Uint8Array, unknownSize = false): Uint8Array {
  if (!unknownSize && content.length < 0x7f) return concat(new Uint8Array([...id, 0x80 | content.length]), content);
  const size = new Uint8Array(8);
  size[0] = 0x01;
  if (unknownSize) size.fill(0xff, 1);
  else new DataView(size.buffer).setUint32(4, content.length);
  return concat(new Uint8Array(id), size, content);
}

const EBML_HEADER = element([0x1a, 0x45, 0xdf, 0xa3], element([0x42, 0x82], new TextEncoder().encode('webm')));

function webm({ tracks = true, clusters = true, unknownSizes = false } = {}): Uint8Array {
  const track = element([0x16, 0x54, 0xae, 0x6b], element([0xae], element([0xd7], new Uint8Array([1]))));
  const cluster = element([0x1f, 0x43, 0xb6, 0x75], concat(element([0xe7], new Uint8Array([0])), element([0xa3], new Uint8Array(200))), unknownSizes);
  const info = element([0x15, 0x49, 0xa9, 0x66], element([0x2a, 0xd7, 0xb1], new Uint8Array([0x0f, 0x42, 0x40])));
  const segment = concat(info, ...(tracks ? [track] : []), ...(clusters ? [cluster] : []));
  return concat(EBML_HEADER, element([0x18, 0x53, 0x80, 0x67], segment, unknownSizes));
}
