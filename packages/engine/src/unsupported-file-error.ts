/**
 * A file that cannot be used. `message` is one sentence a person reads, saying why, e.g. "This GLB
 * file is cut short: it declares 1,204,332 bytes but has 65,536."
 */
export class UnsupportedFileError extends Error {
  override readonly name = 'UnsupportedFileError';

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** A count as people write it: 1,204,332. */
export const formatCount = (value: number) => value.toLocaleString('en-US');
