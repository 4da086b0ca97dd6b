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
    for (const p of [a, b, c]) {
      view.setFloat32(offset, positions[p]!, true);
      view.setFloat32(offset + 4, positions[p + 1]!, true);
      view.setFloat32(offset + 8, positions[p + 2]!, true);
      offset += 12;
    }
    offset += 2;
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

/** Writes ASCII into a growing byte buffer; numbers without going through strings, for speed. */
class ByteWriter {
  bytes = new Uint8Array(1 << 20);
  length = 0;
  private reserve(extra: number) {
    if (this.length + extra <= this.bytes.length) return;
    const grown = new Uint8Array(Math.max(this.bytes.length * 2, this.length + extra));
    grown.set(this.bytes.subarray(0, this.length));
    this.bytes = grown;
  }
  private static encoded = new Map<string, Uint8Array>();
  text(value: string) {
    let encoded = ByteWriter.encoded.get(value);
    if (!encoded) {
      encoded = strToU8(value);
      if (value.length < 40) ByteWriter.encoded.set(value, encoded);
    }
    this.reserve(encoded.length);
    this.bytes.set(encoded, this.length);
    this.length += encoded.length;
  }
  /** A whole number >= 0. */
  whole(value: number) {
    this.reserve(16);
    if (value === 0) {
      this.bytes[this.length++] = 48;
      return;
    }
    const start = this.length;
    while (value > 0) {
      this.bytes[this.length++] = 48 + (value % 10);
      value = Math.floor(value / 10);
    }
    this.bytes.subarray(start, this.length).reverse();
  }
  /** A coordinate to the micrometre: "-12.345", "3", "0.5". */
  millimetres(value: number) {
    let micro = Math.round(value * 1000);
    this.reserve(24);
    if (micro < 0) {
      this.bytes[this.length++] = 45;
      micro = -micro;
    }
    this.whole(Math.floor(micro / 1000));
    let fraction = micro % 1000;
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

/** Models larger than this (bytes of XML) are stored in the package without compression. */
const DEFLATE_UP_TO = 8_000_000;

export function write3mf(mesh: PrintMesh, title: string): Uint8Array {
  const { positions, indices } = mesh;
  const out = new ByteWriter();
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
    out.text('          <vertex x="');
    out.millimetres(positions[i]!);
    out.text('" y="');
    out.millimetres(positions[i + 1]!);
    out.text('" z="');
    out.millimetres(positions[i + 2]!);
    out.text('"/>\n');
  }
  out.text('        </vertices>\n        <triangles>\n');
  for (let i = 0; i < indices.length; i += 3) {
    out.text('          <triangle v1="');
    out.whole(indices[i]!);
    out.text('" v2="');
    out.whole(indices[i + 1]!);
    out.text('" v3="');
    out.whole(indices[i + 2]!);
    out.text('"/>\n');
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
