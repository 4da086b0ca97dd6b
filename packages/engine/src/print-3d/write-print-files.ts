/** Binary STL and 3MF (core specification, units in millimetres) of a triangle mesh in mm, Z up. */
import { strToU8, zipSync } from 'fflate';

export interface PrintMesh {
  /** x, y, z per vertex in millimetres. */
  positions: Float32Array;
  indices: Uint32Array;
}

export function writeStl(mesh: PrintMesh, title: string): Uint8Array {
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
    const ux = positions[b]! - positions[a]!, uy = positions[b + 1]! - positions[a + 1]!, uz = positions[b + 2]! - positions[a + 2]!;
    const vx = positions[c]! - positions[a]!, vy = positions[c + 1]! - positions[a + 1]!, vz = positions[c + 2]! - positions[a + 2]!;
    const nx = uy * vz - uz * vy, ny = uz * vx - ux * vz, nz = ux * vy - uy * vx;
    const length = Math.hypot(nx, ny, nz) || 1;
    view.setFloat32(offset, nx / length, true);
    view.setFloat32(offset + 4, ny / length, true);
    view.setFloat32(offset + 8, nz / length, true);
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

/**
 * Writes ASCII into a byte buffer sized up front (it grows only if a guess was short); numbers and
 * the repeated tags go in byte by byte without making strings, for speed.
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
  /** A short constant (a tag): copied byte by byte, which beats `set` for a few bytes. Needs room reserved. */
  tag(encoded: Uint8Array) {
    const bytes = this.bytes;
    let at = this.length;
    for (let i = 0; i < encoded.length; i++) bytes[at++] = encoded[i]!;
    this.length = at;
  }
  /** A whole number >= 0. Needs room reserved. */
  whole(value: number) {
    const bytes = this.bytes;
    if (value < 10) {
      bytes[this.length++] = 48 + value;
      return;
    }
    let digits = 1;
    for (let rest = value; rest >= 10; rest = Math.floor(rest / 10)) digits++;
    let at = this.length + digits;
    this.length = at;
    while (value > 0) {
      const next = Math.floor(value / 10);
      bytes[--at] = 48 + (value - next * 10);
      value = next;
    }
  }
  /** A coordinate to the micrometre: "-12.345", "3", "0.5". Needs room reserved. */
  millimetres(value: number) {
    let micro = Math.round(value * 1000);
    if (micro < 0) {
      this.bytes[this.length++] = 45;
      micro = -micro;
    }
    const whole = Math.floor(micro / 1000);
    this.whole(whole);
    let fraction = micro - whole * 1000;
    if (fraction === 0) return;
    this.bytes[this.length++] = 46;
    let digits = 3;
    while (fraction % 10 === 0) {
      fraction /= 10;
      digits--;
    }
    for (let place = 10 ** (digits - 1); place >= 1; place /= 10) {
      const digit = Math.floor(fraction / place);
      this.bytes[this.length++] = 48 + digit;
      fraction -= digit * place;
    }
  }
  result() {
    return this.bytes.subarray(0, this.length);
  }
}

const VERTEX_X = strToU8('          <vertex x="');
const VERTEX_Y = strToU8('" y="');
const VERTEX_Z = strToU8('" z="');
const TRIANGLE_V1 = strToU8('          <triangle v1="');
const TRIANGLE_V2 = strToU8('" v2="');
const TRIANGLE_V3 = strToU8('" v3="');
const ELEMENT_END = strToU8('"/>\n');
/** The most a vertex or triangle line can take: the tags and three numbers of up to 24 characters. */
const LINE_MAX = 40 + 3 * 24;

/** Models larger than this (bytes of XML) are stored in the package without compression. */
const DEFLATE_UP_TO = 8_000_000;

export function write3mf(mesh: PrintMesh, title: string): Uint8Array {
  const { positions, indices } = mesh;
  // A vertex line is about 60 bytes and a triangle line about 55 for a mesh this size.
  const out = new ByteWriter(1024 + (positions.length / 3) * 64 + (indices.length / 3) * 60);
  out.text(
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
      '<model unit="millimeter" xml:lang="en-US" xmlns="http://schemas.microsoft.com/3dmanufacturing/core/2015/02">\n' +
      `  <metadata name="Title">${escapeXml(title)}</metadata>\n` +
      '  <metadata name="Application">Facet</metadata>\n' +
      '  <resources>\n' +
      `    <object id="1" type="model" name="${escapeXml(title)}">\n` +
      '      <mesh>\n        <vertices>\n',
  );
  for (let i = 0; i < positions.length; i += 3) {
    out.reserve(LINE_MAX);
    out.tag(VERTEX_X);
    out.millimetres(positions[i]!);
    out.tag(VERTEX_Y);
    out.millimetres(positions[i + 1]!);
    out.tag(VERTEX_Z);
    out.millimetres(positions[i + 2]!);
    out.tag(ELEMENT_END);
  }
  out.text('        </vertices>\n        <triangles>\n');
  for (let i = 0; i < indices.length; i += 3) {
    out.reserve(LINE_MAX);
    out.tag(TRIANGLE_V1);
    out.whole(indices[i]!);
    out.tag(TRIANGLE_V2);
    out.whole(indices[i + 1]!);
    out.tag(TRIANGLE_V3);
    out.whole(indices[i + 2]!);
    out.tag(ELEMENT_END);
  }
  out.text('        </triangles>\n      </mesh>\n    </object>\n  </resources>\n  <build>\n    <item objectid="1"/>\n  </build>\n</model>\n');
  const model = out.result();
  return zipSync(
    {
      '[Content_Types].xml': strToU8(CONTENT_TYPES),
      '_rels/.rels': strToU8(RELS),
      '3D/3dmodel.model': model,
    },
    // Deflating a large model costs seconds; slicers read stored entries as well.
    { level: model.length < DEFLATE_UP_TO ? 6 : 0 },
  );
}
