/** Browser storage that may be missing (server rendering, tests) or refuse access (private windows). */

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function pick(name: 'localStorage' | 'sessionStorage'): KeyValueStorage | undefined {
  try {
    return (globalThis as { [key: string]: unknown })[name] as KeyValueStorage | undefined;
  } catch {
    return undefined;
  }
}

export const local = (): KeyValueStorage | undefined => pick('localStorage');
export const session = (): KeyValueStorage | undefined => pick('sessionStorage');

export function readItem(storage: KeyValueStorage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(storage: KeyValueStorage | undefined, key: string, value: string | null): void {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // Storage refused: the value holds only for this page, which is what the person gets anyway.
  }
}
