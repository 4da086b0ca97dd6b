/**
 * The bytes in an ArrayBuffer of their own, so they can be transferred to or from a thread. A view
 * into part of a larger buffer (a WebAssembly memory, which cannot be transferred, or a pooled
 * Buffer) is copied once; a view of a whole buffer is returned as it is, unless `copy` says the
 * buffer may not be ours to hand over (memory a native addon made, such as sharp's output, which
 * Node 24 refuses to transfer).
 */
export function ownBuffer(bytes: Uint8Array, { copy = false } = {}): Uint8Array<ArrayBuffer> {
  if (!copy && bytes.buffer instanceof ArrayBuffer && bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength) return bytes as Uint8Array<ArrayBuffer>;
  // Not `bytes.slice()`: on a Node Buffer that is a view of the same memory, not a copy.
  return new Uint8Array(bytes);
}
