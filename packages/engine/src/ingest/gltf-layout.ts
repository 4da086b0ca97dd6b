/**
 * Checks the byte layout a glTF's JSON declares (buffers, buffer views, accessors) against the
 * bytes the file really has, before glTF-Transform reads it: the reader allocates an array per
 * accessor from its declared count, and reads a view past its end from whatever bytes follow, so a
 * false count would either ask for gigabytes or quietly read the wrong data.
 */
import { formatCount, UnsupportedFileError } from '../unsupported-file-error';

/** Bytes per component, by glTF component type (float16 and float64 come with their extensions). */
const COMPONENT_BYTES: Record<number, number> = { 5120: 1, 5121: 1, 5122: 2, 5123: 2, 5125: 4, 5126: 4, 5131: 2, 5130: 8 };
const TYPE_COMPONENTS: Record<string, number> = { SCALAR: 1, VEC2: 2, VEC3: 3, VEC4: 4, MAT2: 4, MAT3: 9, MAT4: 16 };
const SPARSE_INDEX_TYPES = new Set([5121, 5123, 5125]);

/**
 * EXT_meshopt_compression can shrink a run of equal values about a thousandfold (its vertex codec
 * spends two bits per 256 bytes of a constant byte lane), and no more; a view that claims to
 * unpack to more than this cannot be what its bytes hold.
 */
const MESHOPT_MAX_RATIO = 1024;

/**
 * Accessors normally split their views between them (interleaved ones share a view's rows), so
 * together they hold no more bytes than the views. Many accessors over the same bytes would each
 * get their own copy; this many times the views' bytes is far past any real file.
 */
const MAX_ACCESSOR_BYTES_PER_VIEW_BYTE = 4;

/**
 * Accessors without a view (zeros, perhaps with sparse changes, as morph targets use) get an array
 * each; all of them together may hold this many times the views' bytes.
 */
const MAX_ZERO_BYTES_PER_VIEW_BYTE = 64;

type Json = Record<string, unknown>;

/** What a buffer has: its bytes, or for an EXT_meshopt_compression fallback, only a declared length. */
export interface BufferBytes {
  length: number;
  /** A fallback buffer has no bytes; only compressed views may point into it. */
  fallback: boolean;
}

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/**
 * Throws UnsupportedFileError when a view lies outside its buffer, an accessor's count and stride
 * reach past its view, or a count has no bytes to justify it. `buffers` gives each buffer's bytes.
 */
export function checkGltfLayout(json: Json, label: string, buffers: BufferBytes[]): void {
  const damaged = (why: string) => new UnsupportedFileError(`This ${label} file is damaged: ${why}.`);
  const views = list(json.bufferViews);
  const accessors = list(json.accessors);

  /** Bytes each view holds once read: its length, or what its compressed data unpacks to. */
  const viewLengths = views.map((view, index) => {
    if (!isObject(view)) throw damaged(`buffer view ${index} is not described`);
    const buffer = bufferOf(view.buffer, `buffer view ${index}`);
    const offset = view.byteOffset ?? 0;
    const { byteLength } = view;
    if (!isCount(offset) || !isCount(byteLength)) throw damaged(`buffer view ${index} has no valid offset and length`);
    const stride = view.byteStride;
    if (stride !== undefined && !(isCount(stride) && stride >= 4 && stride <= 252)) {
      throw damaged(`buffer view ${index} has a byte stride of ${String(stride)}, outside 4 to 252`);
    }
    if (offset + byteLength > buffer.length) {
      throw damaged(
        `buffer view ${index} spans bytes ${formatCount(offset)} to ${formatCount(offset + byteLength)} of a buffer that has ${formatCount(buffer.length)}`,
      );
    }
    const meshopt = isObject(view.extensions) ? view.extensions.EXT_meshopt_compression : undefined;
    if (meshopt === undefined) {
      if (buffer.fallback) throw damaged(`buffer view ${index} points into a buffer that holds no data`);
      return byteLength;
    }
    return compressedViewLength(meshopt, index);
  });

  function bufferOf(reference: unknown, what: string): BufferBytes {
    const buffer = isCount(reference) ? buffers[reference] : undefined;
    if (!buffer) throw damaged(`${what} refers to buffer ${String(reference)}, which it does not have`);
    return buffer;
  }

  function compressedViewLength(meshopt: unknown, index: number): number {
    if (!isObject(meshopt)) throw damaged(`buffer view ${index} has a compression description it cannot read`);
    const source = bufferOf(meshopt.buffer, `compressed buffer view ${index}`);
    const offset = meshopt.byteOffset ?? 0;
    const { byteLength, count, byteStride } = meshopt;
    if (!isCount(offset) || !isCount(byteLength) || !isCount(count) || !isCount(byteStride) || byteStride === 0) {
      throw damaged(`compressed buffer view ${index} has no valid offset, length, count and stride`);
    }
    if (source.fallback || offset + byteLength > source.length) {
      throw damaged(`compressed buffer view ${index} reaches past the end of its buffer`);
    }
    const unpacked = count * byteStride;
    if (unpacked > byteLength * MESHOPT_MAX_RATIO) {
      throw damaged(
        `compressed buffer view ${index} declares ${formatCount(unpacked)} bytes once unpacked, more than its ${formatCount(byteLength)} compressed bytes can hold`,
      );
    }
    return unpacked;
  }

  // Accessors of Draco-compressed primitives get their values from the decoder, not from a view.
  const decoded = new Set<unknown>();
  for (const mesh of list(json.meshes)) {
    for (const primitive of isObject(mesh) ? list(mesh.primitives) : []) {
      if (!isObject(primitive) || !isObject(primitive.extensions) || !primitive.extensions.KHR_draco_mesh_compression) continue;
      if (isObject(primitive.attributes)) for (const accessor of Object.values(primitive.attributes)) decoded.add(accessor);
      decoded.add(primitive.indices);
    }
  }

  // An accessor without a view is all zeros (with perhaps a few sparse values), which no byte
  // backs; it may be as long as the longest accessor whose values are in the file.
  let longestWithData = 0;
  const shapes = accessors.map((accessor, index) => {
    if (!isObject(accessor)) throw damaged(`accessor ${index} is not described`);
    const componentBytes = COMPONENT_BYTES[accessor.componentType as number];
    const components = TYPE_COMPONENTS[accessor.type as string];
    if (!componentBytes || !components) throw damaged(`accessor ${index} has a value type it cannot read`);
    if (!isCount(accessor.count)) throw damaged(`accessor ${index} has no valid count`);
    if (accessor.bufferView !== undefined) {
      checkSpan(`accessor ${index}`, accessor.bufferView, accessor.byteOffset, accessor.count, componentBytes * components, true);
      longestWithData = Math.max(longestWithData, accessor.count);
    }
    return { accessor, elementBytes: componentBytes * components };
  });

  const viewBytes = viewLengths.reduce((sum, length) => sum + length, 0);
  let backedBytes = 0;
  let zeroBytes = 0;
  shapes.forEach(({ accessor, elementBytes }, index) => {
    const count = accessor.count as number;
    if (accessor.bufferView !== undefined) backedBytes += count * elementBytes;
    else if (!decoded.has(index)) {
      if (count > longestWithData) {
        throw damaged(
          `accessor ${index} declares ${formatCount(count)} values with no data behind them, more than any accessor with data has (${formatCount(longestWithData)})`,
        );
      }
      zeroBytes += count * elementBytes;
    }
    if (accessor.sparse === undefined) return;
    const sparse = accessor.sparse;
    if (!isObject(sparse) || !isCount(sparse.count) || sparse.count > count || !isObject(sparse.indices) || !isObject(sparse.values)) {
      throw damaged(`accessor ${index} has sparse values it cannot read`);
    }
    const indexBytes = COMPONENT_BYTES[sparse.indices.componentType as number];
    if (!indexBytes || !SPARSE_INDEX_TYPES.has(sparse.indices.componentType as number)) {
      throw damaged(`accessor ${index} has sparse indices of a type it cannot read`);
    }
    checkSpan(`the sparse indices of accessor ${index}`, sparse.indices.bufferView, sparse.indices.byteOffset, sparse.count, indexBytes, false);
    checkSpan(`the sparse values of accessor ${index}`, sparse.values.bufferView, sparse.values.byteOffset, sparse.count, elementBytes, false);
  });
  if (backedBytes > viewBytes * MAX_ACCESSOR_BYTES_PER_VIEW_BYTE || zeroBytes > viewBytes * MAX_ZERO_BYTES_PER_VIEW_BYTE) {
    throw damaged(
      `its accessors declare ${formatCount(backedBytes + zeroBytes)} bytes of values, far more than the ${formatCount(viewBytes)} bytes of its buffer views hold`,
    );
  }

  /** `count` elements of `elementBytes`, from `offset` in the view, at the view's stride when `strided`. */
  function checkSpan(what: string, viewReference: unknown, offsetValue: unknown, count: number, elementBytes: number, strided: boolean): void {
    const view = isCount(viewReference) ? (views[viewReference] as Json | undefined) : undefined;
    const viewLength = isCount(viewReference) ? viewLengths[viewReference] : undefined;
    if (!view || viewLength === undefined) throw damaged(`${what} refers to buffer view ${String(viewReference)}, which it does not have`);
    const offset = offsetValue ?? 0;
    if (!isCount(offset)) throw damaged(`${what} has no valid byte offset`);
    const stride = strided && isCount(view.byteStride) ? view.byteStride : elementBytes;
    const end = count === 0 ? offset : offset + (count - 1) * stride + elementBytes;
    if (end > viewLength) {
      throw damaged(
        `${what} declares ${formatCount(count)} values (${formatCount(end)} bytes), but its buffer view holds ${formatCount(viewLength)}`,
      );
    }
  }
}
