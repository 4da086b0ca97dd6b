/**
 * Reads numbers and words straight from the bytes of a text mesh file (OBJ, ASCII STL, ASCII PLY),
 * line by line, without building a string per line or per number: a 200 MB file stays one buffer.
 */

const SPACE = 0x20;
const TAB = 0x09;
const CR = 0x0d;
const LF = 0x0a;
const DOT = 0x2e;
const MINUS = 0x2d;
const PLUS = 0x2b;
const ZERO = 0x30;
const NINE = 0x39;
const SLASH = 0x2f;

/** Largest mantissa that still adds digits exactly (2^53 / 10). */
const MANTISSA_LIMIT = 900719925474099;

const isDigit = (byte: number) => byte >= ZERO && byte <= NINE;
const isBlank = (byte: number) => byte === SPACE || byte === TAB || byte === CR || byte === 0x0c || byte === 0x0b;

export class TextCursor {
  /** Start of the current line. */
  lineStart = 0;
  /** End of the current line (exclusive, before any `\r\n`). */
  lineEnd = 0;
  /** 1-based number of the current line, for messages. */
  lineNumber = 0;
  /** Read position inside the current line. */
  pos = 0;
  private next: number;

  /**
   * `comment`, when given, is a byte that ends the useful part of a line (OBJ's `#`), so trailing
   * comments read like the end of the line.
   */
  constructor(
    readonly bytes: Uint8Array,
    start = 0,
    private readonly end = bytes.length,
    private readonly comment?: number,
  ) {
    this.next = start;
  }

  /** Moves to the next line; false at the end of the text. */
  nextLine(): boolean {
    if (this.next >= this.end) return false;
    const newline = this.bytes.indexOf(LF, this.next);
    const stop = newline === -1 || newline >= this.end ? this.end : newline;
    this.lineStart = this.next;
    this.lineEnd = stop > this.lineStart && this.bytes[stop - 1] === CR ? stop - 1 : stop;
    if (this.comment !== undefined) {
      for (let i = this.lineStart; i < this.lineEnd; i++) {
        if (this.bytes[i] === this.comment) {
          this.lineEnd = i;
          break;
        }
      }
    }
    this.pos = this.lineStart;
    this.next = stop + 1;
    this.lineNumber += 1;
    return true;
  }

  /** Where the text after the current line starts (used to find a binary body after a header). */
  get nextLineStart(): number {
    return this.next;
  }

  skipBlanks(): void {
    while (this.pos < this.lineEnd && isBlank(this.bytes[this.pos]!)) this.pos += 1;
  }

  /** True when only blanks are left on the line. */
  atLineEnd(): boolean {
    this.skipBlanks();
    return this.pos >= this.lineEnd;
  }

  /** The next whitespace-separated word of the line, or '' at its end. */
  word(): string {
    this.skipBlanks();
    const start = this.pos;
    while (this.pos < this.lineEnd && !isBlank(this.bytes[this.pos]!)) this.pos += 1;
    return latin1(this.bytes, start, this.pos);
  }

  skipWord(): void {
    this.skipBlanks();
    while (this.pos < this.lineEnd && !isBlank(this.bytes[this.pos]!)) this.pos += 1;
  }

  /** True when the next word is `keyword` (compared byte by byte; moves past it if so). */
  takeKeyword(keyword: string): boolean {
    this.skipBlanks();
    const { bytes } = this;
    const end = this.pos + keyword.length;
    if (end > this.lineEnd) return false;
    for (let i = 0; i < keyword.length; i++) if (bytes[this.pos + i] !== keyword.charCodeAt(i)) return false;
    if (end < this.lineEnd && !isBlank(bytes[end]!)) return false;
    this.pos = end;
    return true;
  }

  /**
   * The next number on the line. Returns NaN for a word that is not a number (so one check for
   * "not a finite number" covers both garbage and `nan`), and undefined at the end of the line.
   * `stopAtSlash` lets OBJ face corners like `3/1/2` be read piece by piece.
   */
  number(stopAtSlash = false): number | undefined {
    this.skipBlanks();
    const { bytes, lineEnd } = this;
    let p = this.pos;
    if (p >= lineEnd) return undefined;
    let negative = false;
    if (bytes[p] === MINUS || bytes[p] === PLUS) {
      negative = bytes[p] === MINUS;
      p += 1;
    }
    let mantissa = 0;
    let exponent = 0;
    let digits = 0;
    while (p < lineEnd && isDigit(bytes[p]!)) {
      if (mantissa < MANTISSA_LIMIT) mantissa = mantissa * 10 + (bytes[p]! - ZERO);
      else exponent += 1;
      digits += 1;
      p += 1;
    }
    if (p < lineEnd && bytes[p] === DOT) {
      p += 1;
      while (p < lineEnd && isDigit(bytes[p]!)) {
        if (mantissa < MANTISSA_LIMIT) {
          mantissa = mantissa * 10 + (bytes[p]! - ZERO);
          exponent -= 1;
        }
        digits += 1;
        p += 1;
      }
    }
    if (digits > 0 && p < lineEnd && (bytes[p] === 0x65 || bytes[p] === 0x45)) {
      let q = p + 1;
      let exponentNegative = false;
      if (q < lineEnd && (bytes[q] === MINUS || bytes[q] === PLUS)) {
        exponentNegative = bytes[q] === MINUS;
        q += 1;
      }
      let written = 0;
      let count = 0;
      while (q < lineEnd && isDigit(bytes[q]!)) {
        if (written < 10000) written = written * 10 + (bytes[q]! - ZERO);
        count += 1;
        q += 1;
      }
      if (count > 0) {
        exponent += exponentNegative ? -written : written;
        p = q;
      }
    }
    const ended = p >= lineEnd || isBlank(bytes[p]!) || (stopAtSlash && bytes[p] === SLASH);
    if (digits === 0 || !ended) {
      // Not a number: step over the whole word so the caller can report it and move on.
      while (p < lineEnd && !isBlank(bytes[p]!) && !(stopAtSlash && bytes[p] === SLASH)) p += 1;
      this.pos = p;
      return Number.NaN;
    }
    this.pos = p;
    let value: number;
    if (exponent === 0) value = mantissa;
    else if (exponent > 0) value = mantissa * 10 ** exponent;
    else if (exponent >= -22) value = mantissa / 10 ** -exponent;
    else value = mantissa / 1e22 / 10 ** (-exponent - 22);
    return negative ? -value : value;
  }

  /** True when the byte at the read position is `/` (and steps over it). */
  takeSlash(): boolean {
    if (this.pos < this.lineEnd && this.bytes[this.pos] === SLASH) {
      this.pos += 1;
      return true;
    }
    return false;
  }

  /** True when the byte at the read position ends a word (blank or end of line). */
  atWordEnd(): boolean {
    return this.pos >= this.lineEnd || isBlank(this.bytes[this.pos]!);
  }
}

export function latin1(bytes: Uint8Array, start: number, end: number): string {
  let text = '';
  for (let i = start; i < end; i += 8192) {
    text += String.fromCharCode(...bytes.subarray(i, Math.min(end, i + 8192)));
  }
  return text;
}
