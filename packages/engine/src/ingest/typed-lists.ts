/** Typed arrays that grow while a file is parsed, and a hash map keyed by three 32-bit integers. */

type TypedArrayConstructor<T> = { new (length: number): T };

abstract class GrowableList<T extends Float32Array | Float64Array | Uint32Array | Int32Array> {
  length = 0;
  protected data: T;

  constructor(
    private readonly make: TypedArrayConstructor<T>,
    capacity = 1024,
  ) {
    this.data = new make(capacity);
  }

  protected reserve(extra: number): void {
    const needed = this.length + extra;
    if (needed <= this.data.length) return;
    let capacity = this.data.length * 2;
    while (capacity < needed) capacity *= 2;
    const grown = new this.make(capacity);
    grown.set(this.data.subarray(0, this.length));
    this.data = grown;
  }

  push(value: number): void {
    if (this.length === this.data.length) this.reserve(1);
    this.data[this.length++] = value;
  }

  push3(a: number, b: number, c: number): void {
    if (this.length + 3 > this.data.length) this.reserve(3);
    const { data } = this;
    data[this.length] = a;
    data[this.length + 1] = b;
    data[this.length + 2] = c;
    this.length += 3;
  }

  get(index: number): number {
    return this.data[index]!;
  }

  /** A trimmed copy of the values. */
  toArray(): T {
    return this.data.slice(0, this.length) as T;
  }
}

export class Float64List extends GrowableList<Float64Array> {
  constructor(capacity?: number) {
    super(Float64Array, capacity);
  }
}

export class Uint32List extends GrowableList<Uint32Array> {
  constructor(capacity?: number) {
    super(Uint32Array, capacity);
  }
}

/**
 * Open-addressing map from three uint32 keys to a uint32 value. Used to weld equal positions
 * (keyed by their float bits) and to merge equal OBJ corners (keyed by position/uv/normal index)
 * without a string per key, which matters for files with millions of vertices.
 */
export class TripleKeyMap {
  private keys: Uint32Array;
  private values: Int32Array;
  private mask: number;
  size = 0;

  constructor(expected = 1024) {
    let capacity = 1024;
    while (capacity < expected * 2) capacity *= 2;
    this.keys = new Uint32Array(capacity * 3);
    this.values = new Int32Array(capacity).fill(-1);
    this.mask = capacity - 1;
  }

  /** The value stored for the key, or stores `value` and returns it when the key is new. */
  getOrSet(a: number, b: number, c: number, value: number): number {
    if ((this.size + 1) * 2 > this.values.length) this.grow();
    const { keys, values, mask } = this;
    let slot = hash(a, b, c) & mask;
    for (;;) {
      const stored = values[slot]!;
      if (stored === -1) {
        keys[slot * 3] = a;
        keys[slot * 3 + 1] = b;
        keys[slot * 3 + 2] = c;
        values[slot] = value;
        this.size += 1;
        return value;
      }
      if (keys[slot * 3] === a && keys[slot * 3 + 1] === b && keys[slot * 3 + 2] === c) return stored;
      slot = (slot + 1) & mask;
    }
  }

  private grow(): void {
    const oldKeys = this.keys;
    const oldValues = this.values;
    const capacity = oldValues.length * 2;
    this.keys = new Uint32Array(capacity * 3);
    this.values = new Int32Array(capacity).fill(-1);
    this.mask = capacity - 1;
    for (let slot = 0; slot < oldValues.length; slot++) {
      const value = oldValues[slot]!;
      if (value === -1) continue;
      const a = oldKeys[slot * 3]!;
      const b = oldKeys[slot * 3 + 1]!;
      const c = oldKeys[slot * 3 + 2]!;
      let target = hash(a, b, c) & this.mask;
      while (this.values[target] !== -1) target = (target + 1) & this.mask;
      this.keys[target * 3] = a;
      this.keys[target * 3 + 1] = b;
      this.keys[target * 3 + 2] = c;
      this.values[target] = value;
    }
  }
}

function hash(a: number, b: number, c: number): number {
  let h = Math.imul(a, 0x9e3779b1) ^ Math.imul(b, 0x85ebca77) ^ Math.imul(c, 0xc2b2ae3d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  return h >>> 0;
}
