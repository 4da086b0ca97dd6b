/**
 * The bytes in an ArrayBuffer of their own, so they can be transferred to or from a thread. A view
 * into part of a larger buffer (a WebAssembly memory, which cannot be transferred, or a pooled
 * Buffer) is copied once; a view of a whole buffer is returned as it is.
 */
export function ownBuffer(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  if (bytes.buffer instanceof ArrayBuffer && bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength) return bytes as Uint8Array<ArrayBuffer>;
  return bytes.slice();
}
