/**
 * Videos are kept as uploaded, once their structure shows there is a video in them: an MP4 (or
 * MOV) needs a `moov` box with a track and an `mdat` box with data, a WebM a segment with tracks
 * and a cluster. The first bytes alone only say what the file claims to be; a header by itself
 * would be stored and then never play. Every box and element size is checked against the end of
 * what holds it before the walk moves on, and only a few bytes are read per box.
 */
import { type FileHandle, open } from 'node:fs/promises';
import { formatCount, UnsupportedFileError } from '../unsupported-file-error';

export interface VideoIngest {
  kind: 'video';
  format: 'mp4' | 'webm';
}

/**
 * Boxes or elements walked at most. A fragmented MP4 has two per fragment (a few thousand in an
 * hour), so this leaves room for any real file while a file of tiny boxes cannot keep a thread busy.
 */
const MAX_STEPS = 100_000;

export async function ingestVideo(path: string, format: VideoIngest['format']): Promise<VideoIngest> {
  const handle = await open(path, 'r');
  try {
    const file = new PositionedReader(handle, (await handle.stat()).size);
    if (format === 'mp4') await checkMp4(file);
    else await checkWebm(file);
  } finally {
    await handle.close();
  }
  return { kind: 'video', format };
}

class PositionedReader {
  steps = 0;

  constructor(
    private readonly handle: FileHandle,
    readonly size: number,
  ) {}

  /** Up to `length` bytes from `offset` (fewer at the end of the file). */
  async read(offset: number, length: number): Promise<Uint8Array> {
    const bytes = new Uint8Array(Math.max(0, Math.min(length, this.size - offset)));
    if (bytes.length > 0) await this.handle.read(bytes, 0, bytes.length, offset);
    return bytes;
  }

  /** Counts a step of the walk; false once the walk has gone far enough. */
  step(): boolean {
    this.steps += 1;
    return this.steps <= MAX_STEPS;
  }
}

interface Box {
  type: string;
  start: number;
  /** Where its content starts, after the size and type (and a 64-bit size when there is one). */
  content: number;
  end: number;
}

/** The boxes between `start` and `end`, each checked to end within them. */
async function* boxes(file: PositionedReader, start: number, end: number): AsyncGenerator<Box> {
  for (let offset = start; offset < end && file.step(); ) {
    const head = await file.read(offset, Math.min(16, end - offset));
    if (head.length < 8) {
      throw new UnsupportedFileError(
        `This MP4 file is cut short: ${formatCount(end - offset)} bytes at byte ${formatCount(offset)} are too few for a box.`,
      );
    }
    const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
    const type = printable(head.subarray(4, 8));
    let size = view.getUint32(0);
    let header = 8;
    if (size === 1) {
      if (head.length < 16) throw new UnsupportedFileError(`This MP4 file is cut short: its "${type}" box at byte ${formatCount(offset)} has no room for its size.`);
      size = Number(view.getBigUint64(8));
      header = 16;
    } else if (size === 0) {
      size = end - offset; // the box runs to the end of what holds it
    }
    if (size < header) {
      throw new UnsupportedFileError(`This MP4 file is damaged: its "${type}" box at byte ${formatCount(offset)} declares a size smaller than its header.`);
    }
    if (offset + size > end) {
      throw new UnsupportedFileError(
        `This MP4 file is cut short: its "${type}" box at byte ${formatCount(offset)} declares ${formatCount(size)} bytes but only ${formatCount(end - offset)} remain.`,
      );
    }
    yield { type, start: offset, content: offset + header, end: offset + size };
    offset += size;
  }
}

async function checkMp4(file: PositionedReader): Promise<void> {
  let movie = false;
  let tracks = false;
  let media = false;
  for await (const box of boxes(file, 0, file.size)) {
    if (box.type === 'moov') {
      movie = true;
      for await (const child of boxes(file, box.content, box.end)) if (child.type === 'trak') tracks = true;
    } else if (box.type === 'mdat' && box.end > box.content) {
      media = true;
    }
  }
  if (!movie) {
    throw new UnsupportedFileError('This MP4 file has no video in it: it has no "moov" box describing its tracks, so it may be only a header.');
  }
  if (!tracks) throw new UnsupportedFileError('This MP4 file has no video in it: its "moov" box describes no tracks.');
  if (!media) throw new UnsupportedFileError('This MP4 file has no video in it: it has no "mdat" box with media data.');
}

const EBML_HEADER = 0x1a45dfa3;
const SEGMENT = 0x18538067;
const TRACKS = 0x1654ae6b;
const TRACK_ENTRY = 0xae;
const CLUSTER = 0x1f43b675;

interface Element {
  id: number;
  start: number;
  content: number;
  /** Undefined for an element of unknown size (a live recording's segment and clusters). */
  size: number | undefined;
}

/** Reads the element header at `offset`: an ID of 1 to 4 bytes, then a size of 1 to 8. */
async function elementAt(file: PositionedReader, offset: number, end: number): Promise<Element> {
  const head = await file.read(offset, Math.min(12, end - offset));
  const damaged = () => new UnsupportedFileError(`This WebM file is damaged: the element at byte ${formatCount(offset)} cannot be read.`);
  const idLength = vintLength(head[0]);
  if (idLength === undefined || idLength > 4 || head.length < idLength + 1) throw damaged();
  let id = 0;
  for (let i = 0; i < idLength; i++) id = id * 256 + head[i]!;
  const sizeLength = vintLength(head[idLength]);
  if (sizeLength === undefined || head.length < idLength + sizeLength) throw damaged();
  // The size's value bits: the first byte without its length marker, then whole bytes.
  let size = head[idLength]! & (0xff >> sizeLength);
  let unknown = size === 0xff >> sizeLength;
  for (let i = 1; i < sizeLength; i++) {
    const byte = head[idLength + i]!;
    size = size * 256 + byte;
    unknown &&= byte === 0xff;
  }
  return { id, start: offset, content: offset + idLength + sizeLength, size: unknown ? undefined : size };
}

/** Bytes in a variable-length integer, from the leading zeros of its first byte. */
function vintLength(first: number | undefined): number | undefined {
  if (first === undefined || first === 0) return undefined;
  return Math.clz32(first) - 23;
}

/** The end of an element, checked against the end of what holds it. */
function endOf(element: Element, end: number): number {
  if (element.size === undefined) return end;
  const elementEnd = element.content + element.size;
  if (elementEnd > end) {
    throw new UnsupportedFileError(
      `This WebM file is cut short: the element at byte ${formatCount(element.start)} declares ${formatCount(elementEnd - element.start)} bytes but only ${formatCount(end - element.start)} remain.`,
    );
  }
  return elementEnd;
}

async function checkWebm(file: PositionedReader): Promise<void> {
  const header = await elementAt(file, 0, file.size);
  if (header.id !== EBML_HEADER || header.size === undefined) throw new UnsupportedFileError('This WebM file is damaged: its EBML header cannot be read.');
  let offset = endOf(header, file.size);
  let segment: Element | undefined;
  while (offset < file.size && file.step()) {
    const element = await elementAt(file, offset, file.size);
    if (element.id === SEGMENT) {
      segment = element;
      break;
    }
    offset = endOf(element, file.size);
  }
  if (!segment) throw new UnsupportedFileError('This WebM file has no video in it: it is only a header, with no segment after it.');

  const segmentEnd = endOf(segment, file.size);
  let tracks = false;
  let clusters = false;
  for (offset = segment.content; offset < segmentEnd && file.step(); ) {
    const element = await elementAt(file, offset, segmentEnd);
    if (element.id === CLUSTER && element.size !== 0) {
      clusters = true;
      // A cluster of unknown size ends only where the next one starts: its blocks would have to be
      // read to find it, and the tracks come before the clusters.
      if (element.size === undefined) break;
    } else if (element.size === undefined) {
      throw new UnsupportedFileError(`This WebM file is damaged: the element at byte ${formatCount(offset)} has no size.`);
    }
    const end = endOf(element, segmentEnd);
    if (element.id === TRACKS) tracks ||= await hasTrackEntry(file, element.content, end);
    offset = end;
  }
  if (!tracks) throw new UnsupportedFileError('This WebM file has no video in it: its segment describes no tracks.');
  if (!clusters) throw new UnsupportedFileError('This WebM file has no video in it: its segment has no clusters of media data.');
}

async function hasTrackEntry(file: PositionedReader, start: number, end: number): Promise<boolean> {
  for (let offset = start; offset < end && file.step(); ) {
    const element = await elementAt(file, offset, end);
    if (element.size === undefined) throw new UnsupportedFileError(`This WebM file is damaged: the element at byte ${formatCount(offset)} has no size.`);
    if (element.id === TRACK_ENTRY) return true;
    offset = endOf(element, end);
  }
  return false;
}

/** A box type as text, with bytes that are not printable shown as "?". */
const printable = (bytes: Uint8Array) => String.fromCharCode(...Array.from(bytes, (byte) => (byte >= 0x20 && byte < 0x7f ? byte : 0x3f)));
