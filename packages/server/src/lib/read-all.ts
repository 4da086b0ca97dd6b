/**
 * A stream's bytes in one ArrayBuffer of their own (so they can be transferred to a thread). The
 * chunks are kept as they arrive and copied once at the end: `buffer()` of node:stream/consumers goes
 * through a Blob and copies a big file several times over, holding up the event loop for tens of
 * milliseconds on a 20 MB mesh.
 */
export async function readAll(stream: AsyncIterable<Uint8Array>): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of stream) {
    chunks.push(chunk);
    total += chunk.byteLength;
  }
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}
