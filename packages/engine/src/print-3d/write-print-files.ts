/**
 * The files a print is delivered in, written straight from the printed mesh (millimetres, Z up):
 * a binary STL, a 3MF (core specification) and the viewer's GLB. Each is written in one pass into
 * one buffer sized up front: at half a million triangles and more the copies and the encoding are
 * most of the time a print takes after the solid is made.
 */
import { crc32 } from 'node:zlib';
import { strToU8, zipSync } from 'fflate';

export interface PrintMesh {
  /** x, y, z per vertex in millimetres. */
  positions: Float32Array;
  indices: Uint32Array;
}

/**
 * A binary STL. `normals` (x, y, z per face, unit length) are the ones the checks already worked
 * out; without them each face's is computed here.
 */
export function writeStl(mesh: PrintMesh, title: string, normals?: Float32Array): Uint8Array {
  const { positions, indices } = mesh;
  const faces = indices.length / 3;
  const bytes = new Uint8Array(84 + faces * 50);
  const view = new DataView(bytes.buffer);
  // The 80-byte header must not start with "solid", or readers take the file for ASCII STL.
  bytes.set(strToU8(`Binary STL, millimetres: ${title}`.replace(/[^\x20-\x7e]/g, '_').slice(0, 80)));
  view.setUint32(80, faces, true);
  let offset = 84;
  for (let t = 0; t < faces; t++) {
    const a = indices[t * 3]! * 3;
    const b = indices[t * 3 + 1]! * 3;
    const c = indices[t * 3 + 2]! * 3;
    if (normals) {
      view.setFloat32(offset, normals[t * 3]!, true);
      view.setFloat32(offset + 4, normals[t * 3 + 1]!, true);
      view.setFloat32(offset + 8, normals[t * 3 + 2]!, true);
    } else {
      const ux = positions[b]! - positions[a]!, uy = positions[b + 1]! - positions[a + 1]!, uz = positions[b + 2]! - positions[a + 2]!;
      const vx = positions[c]! - positions[a]!, vy = positions[c + 1]! - positions[a + 1]!, vz = positions[c + 2]! - positions[a + 2]!;
      const nx = uy * vz - uz * vy, ny = uz * vx - ux * vz, nz = ux * vy - uy * vx;
      const length = Math.sqrt(nx * nx + ny * ny + nz * nz) || 1;
      view.setFloat32(offset, nx / length, true);
      view.setFloat32(offset + 4, ny / length, true);
      view.setFloat32(offset + 8, nz / length, true);
    }
    offset += 12;
    view.setFloat32(offset, positions[a]!, true);
    view.setFloat32(offset + 4, positions[a + 1]!, true);
    view.setFloat32(offset + 8, positions[a + 2]!, true);
    view.setFloat32(offset + 12, positions[b]!, true);
    view.setFloat32(offset + 16, positions[b + 1]!, true);
    view.setFloat32(offset + 20, positions[b + 2]!, true);
    view.setFloat32(offset + 24, positions[c]!, true);
    view.setFloat32(offset + 28, positions[c + 1]!, true);
    view.setFloat32(offset + 32, positions[c + 2]!, true);
    offset += 38;
  }
  return bytes;
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
  <Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
  <Default Extension="model" ContentType="application/vnd.ms-package.3dmanufacturing-3dmodel+xml"/>
</Types>
`;

const RELS = `<?xml version="1.0" encoding="UTF-8"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
  <Relationship Target="/3D/3dmodel.model" Id="rel0" Type="http://schemas.microsoft.com/3dmanufacturing/2013/01/3dmodel"/>
</Relationships>
`;

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** "00" to "99" as ASCII, two bytes each. */
const DIGIT_PAIRS = strToU8(Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0')).join(''));
/** For each thousandth 0-999, its decimal digits after the point (".125", ".5"; nothing for 0), four bytes each. */
const FRACTIONS = new Uint8Array(4000);
const FRACTION_LENGTH = new Uint8Array(1000);
for (let i = 1; i < 1000; i++) {
  const text = `.${String(i).padStart(3, '0')}`.replace(/0+$/, '');
  FRACTIONS.set(strToU8(text), i * 4);
  FRACTION_LENGTH[i] = text.length;
}

/**
 * ASCII into a byte buffer sized up front (it grows only if a guess was short); the lines of
 * numbers are written into its bytes directly (vertexLines, triangleLines).
 */
class ByteWriter {
  bytes: Uint8Array;
  length = 0;
  constructor(expected: number) {
    this.bytes = new Uint8Array(Math.max(1024, expected));
  }
  /** Room for `extra` more bytes. */
  reserve(extra: number) {
    if (this.length + extra <= this.bytes.length) return;
    const grown = new Uint8Array(Math.max(this.bytes.length * 2, this.length + extra));
    grown.set(this.bytes.subarray(0, this.length));
    this.bytes = grown;
  }
  text(value: string) {
    this.append(strToU8(value));
  }
  private append(encoded: Uint8Array) {
    this.reserve(encoded.length);
    this.bytes.set(encoded, this.length);
    this.length += encoded.length;
  }
  result() {
    return this.bytes.subarray(0, this.length);
  }
}

const VERTEX_X = strToU8('<vertex x="');
const VERTEX_Y = strToU8('" y="');
const VERTEX_Z = strToU8('" z="');
const TRIANGLE_V1 = strToU8('<triangle v1="');
const TRIANGLE_V2 = strToU8('" v2="');
const TRIANGLE_V3 = strToU8('" v3="');
const ELEMENT_END = strToU8('"/>\n');
/** The most a vertex or triangle line can take: the tags and three numbers of up to 24 characters. */
const LINE_MAX = 30 + 3 * 24;

const LINES_A_RUN = 4096;

/** `<vertex x="..." y="..." z="..."/>` lines for vertices `first` to `last` (not included) from `at`; returns where they end. */
function vertexLines(bytes: Uint8Array, at: number, positions: Float32Array, first: number, last: number): number {
  for (let v = first; v < last; v++) {
    at = copyTag(bytes, at, VERTEX_X);
    at = writeMillimetres(bytes, at, positions[v * 3]!);
    at = copyTag(bytes, at, VERTEX_Y);
    at = writeMillimetres(bytes, at, positions[v * 3 + 1]!);
    at = copyTag(bytes, at, VERTEX_Z);
    at = writeMillimetres(bytes, at, positions[v * 3 + 2]!);
    at = copyTag(bytes, at, ELEMENT_END);
  }
  return at;
}

/** `<triangle v1="..." v2="..." v3="..."/>` lines for triangles `first` to `last` (not included) from `at`; returns where they end. */
function triangleLines(bytes: Uint8Array, at: number, indices: Uint32Array, first: number, last: number): number {
  for (let t = first; t < last; t++) {
    at = copyTag(bytes, at, TRIANGLE_V1);
    at = writeWhole(bytes, at, indices[t * 3]!);
    at = copyTag(bytes, at, TRIANGLE_V2);
    at = writeWhole(bytes, at, indices[t * 3 + 1]!);
    at = copyTag(bytes, at, TRIANGLE_V3);
    at = writeWhole(bytes, at, indices[t * 3 + 2]!);
    at = copyTag(bytes, at, ELEMENT_END);
  }
  return at;
}

function copyTag(bytes: Uint8Array, at: number, tag: Uint8Array): number {
  for (let i = 0; i < tag.length; i++) bytes[at++] = tag[i]!;
  return at;
}

/** A whole number from 0 to 2^31 - 1 in decimal at `at`; returns where it ends. */
function writeWhole(bytes: Uint8Array, at: number, value: number): number {
  const digits = value < 10 ? 1 : value < 100 ? 2 : value < 1000 ? 3 : value < 10_000 ? 4 : value < 100_000 ? 5 : value < 1_000_000 ? 6 : value < 10_000_000 ? 7 : value < 100_000_000 ? 8 : value < 1_000_000_000 ? 9 : 10;
  const end = at + digits;
  let i = end;
  // Two digits at a time from the right, from a table of "00" to "99".
  while (value >= 100) {
    const next = (value / 100) | 0;
    const pair = (value - next * 100) * 2;
    bytes[--i] = DIGIT_PAIRS[pair + 1]!;
    bytes[--i] = DIGIT_PAIRS[pair]!;
    value = next;
  }
  if (value >= 10) {
    bytes[i - 1] = DIGIT_PAIRS[value * 2 + 1]!;
    bytes[i - 2] = DIGIT_PAIRS[value * 2]!;
  } else {
    bytes[i - 1] = 48 + value;
  }
  return end;
}

/** A coordinate to the micrometre ("-12.345", "3", "0.5") at `at`; returns where it ends. */
function writeMillimetres(bytes: Uint8Array, at: number, value: number): number {
  let micro = Math.round(value * 1000);
  if (micro < 0) {
    bytes[at++] = 45;
    micro = -micro;
  }
  if (micro > 0x7fffffff * 1000) {
    // Beyond any printer: written the slow way.
    const text = strToU8(String(micro / 1000));
    bytes.set(text, at);
    return at + text.length;
  }
  const whole = Math.floor(micro / 1000);
  at = writeWhole(bytes, at, whole);
  // The fraction's digits without trailing zeros (".5", ".05", ".125"), from a table.
  const fraction = micro - whole * 1000;
  const length = FRACTION_LENGTH[fraction]!;
  for (let i = 0; i < length; i++) bytes[at++] = FRACTIONS[fraction * 4 + i]!;
  return at;
}

/** Models larger than this (bytes of XML) are stored in the package without compression. */
const DEFLATE_UP_TO = 8_000_000;

/** The package's parts besides the model, in the order they are stored: the content types first, as OPC readers expect. */
const SMALL_PARTS: [string, Uint8Array][] = [
  ['[Content_Types].xml', strToU8(CONTENT_TYPES)],
  ['_rels/.rels', strToU8(RELS)],
];
const MODEL_PATH = '3D/3dmodel.model';

/**
 * A 3MF package. The model's XML is written after room for the package's first entries, so a
 * large model (stored, not deflated) becomes the package without being copied. Models of
 * `deflateUpTo` bytes and more are stored.
 */
export function write3mf(mesh: PrintMesh, title: string, deflateUpTo = DEFLATE_UP_TO): Uint8Array {
  const { positions, indices } = mesh;
  const head = zipHead();
  // A vertex line is about 45 bytes and a triangle line about 45 for a mesh this size, and there is
  // room for one run of lines at their longest, so the last run's reservation needs no more.
  const out = new ByteWriter(head + 1024 + (positions.length / 3) * 48 + (indices.length / 3) * 48 + LINES_A_RUN * LINE_MAX + zipTail());
  out.length = head;
  // One line per vertex and triangle, without indentation: at a million triangles that is 20 MB less.
  out.text(
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
      '<model unit="millimeter" xml:lang="en-US" xmlns="http://schemas.microsoft.com/3dmanufacturing/core/2015/02">\n' +
      `  <metadata name="Title">${escapeXml(title)}</metadata>\n` +
      '  <metadata name="Application">Facet</metadata>\n' +
      '  <resources>\n' +
      `    <object id="1" type="model" name="${escapeXml(title)}">\n` +
      '      <mesh>\n        <vertices>\n',
  );
  // In runs of lines with room reserved for the whole run, each line written by a function that
  // keeps the buffer and its position in locals.
  for (let first = 0; first < positions.length / 3; first += LINES_A_RUN) {
    const last = Math.min(positions.length / 3, first + LINES_A_RUN);
    out.reserve((last - first) * LINE_MAX);
    out.length = vertexLines(out.bytes, out.length, positions, first, last);
  }
  out.text('        </vertices>\n        <triangles>\n');
  for (let first = 0; first < indices.length / 3; first += LINES_A_RUN) {
    const last = Math.min(indices.length / 3, first + LINES_A_RUN);
    out.reserve((last - first) * LINE_MAX);
    out.length = triangleLines(out.bytes, out.length, indices, first, last);
  }
  out.text('        </triangles>\n      </mesh>\n    </object>\n  </resources>\n  <build>\n    <item objectid="1"/>\n  </build>\n</model>\n');
  const model = out.bytes.subarray(head, out.length);
  if (model.length < deflateUpTo) {
    // Small enough to deflate in a moment. Dated the ZIP epoch, as the stored package is (fflate
    // dates entries now by default): the same print gives the same bytes whenever it is written.
    return zipSync({ [SMALL_PARTS[0]![0]]: SMALL_PARTS[0]![1], [SMALL_PARTS[1]![0]]: SMALL_PARTS[1]![1], [MODEL_PATH]: model }, { level: 6, mtime: ZIP_EPOCH });
  }
  return storedZip(out, head);
}

/** 1980-01-01 00:00, the first time a ZIP entry can carry (read in local time, as ZIP dates are). */
const ZIP_EPOCH = new Date(1980, 0, 1);
const pathBytes = (path: string) => strToU8(path);
/** The bytes before the model: the small parts' entries and the model's local header. */
const zipHead = () => SMALL_PARTS.reduce((sum, [path, data]) => sum + 30 + pathBytes(path).length + data.length, 0) + 30 + pathBytes(MODEL_PATH).length;
/** The bytes after the model: the central directory and its end record. */
const zipTail = () => [...SMALL_PARTS.map(([path]) => path), MODEL_PATH].reduce((sum, path) => sum + 46 + pathBytes(path).length, 0) + 22;

/**
 * A ZIP of stored (uncompressed) entries around the model already in `out` after `head` bytes:
 * the small parts and the model's header go in front, the central directory after. Dates are the
 * ZIP epoch, so the same print gives the same bytes.
 */
function storedZip(out: ByteWriter, head: number): Uint8Array {
  const modelLength = out.length - head;
  const entries = [...SMALL_PARTS.map(([path, data]) => ({ path: pathBytes(path), data: data as Uint8Array | undefined, size: data.length, crc: crc32(data) }))];
  entries.push({ path: pathBytes(MODEL_PATH), data: undefined, size: modelLength, crc: crc32(out.bytes.subarray(head, out.length)) });
  out.reserve(zipTail());
  const bytes = out.bytes;
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  const header = (at: number, signature: number, entry: (typeof entries)[number], central: boolean) => {
    view.setUint32(at, signature, true);
    let o = at + 4;
    if (central) {
      view.setUint16(o, 20, true); // made by: version 2.0
      o += 2;
    }
    view.setUint16(o, 10, true); // needed to extract: 1.0, stored
    view.setUint16(o + 2, 0, true); // flags
    view.setUint16(o + 4, 0, true); // stored
    view.setUint16(o + 6, 0, true); // time 00:00
    view.setUint16(o + 8, 0x21, true); // date 1980-01-01
    view.setUint32(o + 10, entry.crc, true);
    view.setUint32(o + 14, entry.size, true);
    view.setUint32(o + 18, entry.size, true);
    view.setUint16(o + 22, entry.path.length, true);
    view.setUint16(o + 24, 0, true); // extra field
    return o + 26;
  };
  const offsets: number[] = [];
  let at = 0;
  for (const entry of entries) {
    offsets.push(at);
    at = header(at, 0x04034b50, entry, false);
    bytes.set(entry.path, at);
    at += entry.path.length;
    if (entry.data) {
      bytes.set(entry.data, at);
      at += entry.data.length;
    }
  }
  if (at !== head) throw new Error(`3MF: the package head is ${at} bytes, ${head} were set aside`);
  at = out.length;
  const directory = at;
  entries.forEach((entry, i) => {
    at = header(at, 0x02014b50, entry, true);
    view.setUint16(at, 0, true); // comment
    view.setUint16(at + 2, 0, true); // disk
    view.setUint16(at + 4, 0, true); // internal attributes
    view.setUint32(at + 6, 0, true); // external attributes
    view.setUint32(at + 10, offsets[i]!, true);
    at += 14;
    bytes.set(entry.path, at);
    at += entry.path.length;
  });
  view.setUint32(at, 0x06054b50, true);
  view.setUint16(at + 4, 0, true);
  view.setUint16(at + 6, 0, true);
  view.setUint16(at + 8, entries.length, true);
  view.setUint16(at + 10, entries.length, true);
  view.setUint32(at + 12, at - directory, true);
  view.setUint32(at + 16, directory, true);
  view.setUint16(at + 20, 0, true);
  return bytes.subarray(0, at + 22);
}

const VIEW_GROUPS: { name: string; color: [number, number, number, number]; flag: number }[] = [
  { name: 'Printable', color: [0.78, 0.78, 0.76, 1], flag: 0 },
  { name: 'Flagged by the checks', color: [0.96, 0.45, 0.12, 1], flag: 1 },
];

/**
 * The view copy: the same solid as a GLB in metres, Y up, in two primitives: the faces the checks
 * flagged (overhangs, thin walls) in orange, the rest in grey. No normals: viewers shade it flat,
 * which shows the facets a printer will print. Written directly (one buffer, one JSON chunk), as
 * the document model's copies of a million-triangle mesh cost more than the writing.
 */
export function writeViewGlb(mesh: PrintMesh, flagged: Uint8Array): Uint8Array {
  const { positions, indices } = mesh;
  const faces = indices.length / 3;
  let flaggedCount = 0;
  for (let t = 0; t < faces; t++) flaggedCount += flagged[t]!;
  const counts = [faces - flaggedCount, flaggedCount];
  const groups = VIEW_GROUPS.filter((group) => counts[group.flag]! > 0);
  // The bounds the accessor needs, in millimetres Z up; turned into metres Y up below (the turn and
  // the division keep the order of values, so the file's own single-precision bounds follow).
  const low = [Infinity, Infinity, Infinity];
  const high = [-Infinity, -Infinity, -Infinity];
  for (let i = 0; i < positions.length; i += 3) {
    for (let k = 0; k < 3; k++) {
      const value = positions[i + k]!;
      if (value < low[k]!) low[k] = value;
      if (value > high[k]!) high[k] = value;
    }
  }
  const metres = (value: number) => Math.fround(value / 1000);
  const positionBytes = positions.length * 4;
  const binLength = positionBytes + indices.length * 4;
  const accessors: object[] = [
    {
      bufferView: 0,
      componentType: 5126,
      count: positions.length / 3,
      type: 'VEC3',
      min: [metres(low[0]!), metres(low[2]!), -metres(high[1]!)],
      max: [metres(high[0]!), metres(high[2]!), -metres(low[1]!)],
    },
  ];
  const bufferViews: object[] = [{ buffer: 0, byteOffset: 0, byteLength: positionBytes, target: 34962 }];
  const primitives: object[] = [];
  const materials: object[] = [];
  let offset = positionBytes;
  for (const group of groups) {
    const byteLength = counts[group.flag]! * 12;
    bufferViews.push({ buffer: 0, byteOffset: offset, byteLength, target: 34963 });
    accessors.push({ bufferView: bufferViews.length - 1, componentType: 5125, count: counts[group.flag]! * 3, type: 'SCALAR' });
    materials.push({ name: group.name, pbrMetallicRoughness: { baseColorFactor: group.color, metallicFactor: 0, roughnessFactor: 0.7 } });
    primitives.push({ attributes: { POSITION: 0 }, indices: accessors.length - 1, material: materials.length - 1, mode: 4 });
    offset += byteLength;
  }
  const json = strToU8(
    JSON.stringify({
      asset: { version: '2.0', generator: 'Facet' },
      scene: 0,
      scenes: [{ name: 'Printable', nodes: [0] }],
      nodes: [{ name: 'Printable', mesh: 0 }],
      meshes: [{ name: 'Printable', primitives }],
      materials,
      accessors,
      bufferViews,
      buffers: [{ byteLength: binLength }],
    }),
  );
  // The JSON chunk is padded with spaces to four bytes, so the binary chunk starts aligned.
  const jsonLength = Math.ceil(json.length / 4) * 4;
  const binAt = 12 + 8 + jsonLength + 8;
  const glb = new Uint8Array(binAt + binLength);
  const view = new DataView(glb.buffer);
  view.setUint32(0, 0x46546c67, true); // "glTF"
  view.setUint32(4, 2, true);
  view.setUint32(8, glb.length, true);
  view.setUint32(12, jsonLength, true);
  view.setUint32(16, 0x4e4f534a, true); // "JSON"
  glb.set(json, 20);
  glb.fill(0x20, 20 + json.length, 20 + jsonLength);
  view.setUint32(20 + jsonLength, binLength, true);
  view.setUint32(24 + jsonLength, 0x004e4942, true); // "BIN"
  const place = new Float32Array(glb.buffer, binAt, positions.length);
  for (let i = 0; i < positions.length; i += 3) {
    place[i] = positions[i]! / 1000;
    place[i + 1] = positions[i + 2]! / 1000;
    place[i + 2] = -positions[i + 1]! / 1000;
  }
  const faceIndices = new Uint32Array(glb.buffer, binAt + positionBytes, indices.length);
  let at = 0;
  for (const group of groups) {
    for (let t = 0; t < faces; t++) {
      if (flagged[t] !== group.flag) continue;
      faceIndices[at++] = indices[t * 3]!;
      faceIndices[at++] = indices[t * 3 + 1]!;
      faceIndices[at++] = indices[t * 3 + 2]!;
    }
  }
  return glb;
}
