/**
 * Text in any script on a pdfkit page. Each character is drawn with the first of the Noto fonts that
 * has it (Noto Sans for Latin, Greek, Cyrillic and Devanagari, then Arabic, Hebrew, Japanese, Chinese,
 * Korean and monochrome emoji); lines are put in visual order by the Unicode bidirectional algorithm;
 * the fonts are embedded as subsets (pdfkit keeps only the glyphs a document uses).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import bidiFactory from 'bidi-js';
import * as fontkit from 'fontkit';

/** A font file inside an npm package. */
interface FaceSource {
  name: string;
  file: string;
}

const NOTO_SANS = '@expo-google-fonts/noto-sans';
export const faces = {
  regular: { name: 'NotoSans', file: `${NOTO_SANS}/400Regular/NotoSans_400Regular.ttf` },
  bold: { name: 'NotoSans-Bold', file: `${NOTO_SANS}/700Bold/NotoSans_700Bold.ttf` },
  italic: { name: 'NotoSans-Italic', file: `${NOTO_SANS}/400Regular_Italic/NotoSans_400Regular_Italic.ttf` },
} satisfies Record<string, FaceSource>;
export type Style = keyof typeof faces;

/**
 * Han characters are shared by Japanese, Chinese and Korean, drawn a little differently by each. A run
 * of them takes the first of these fonts that has every character of the run, so a name is drawn in
 * one hand: Japanese where it can be, Chinese for characters Japanese lacks (simplified ones), Korean
 * for Hangul.
 */
const CJK_FACES: readonly FaceSource[] = [
  { name: 'NotoSansJP', file: '@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf' },
  { name: 'NotoSansSC', file: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf' },
  { name: 'NotoSansKR', file: '@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf' },
];

const FALLBACKS: readonly FaceSource[] = [
  { name: 'NotoSansArabic', file: '@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf' },
  { name: 'NotoSansHebrew', file: '@expo-google-fonts/noto-sans-hebrew/400Regular/NotoSansHebrew_400Regular.ttf' },
  ...CJK_FACES,
  // Monochrome (no colour emoji font is embedded), but a smiling face is still a face, not a box.
  { name: 'NotoEmoji', file: '@expo-google-fonts/noto-emoji/400Regular/NotoEmoji_400Regular.ttf' },
];
const CJK_NAMES = new Set(CJK_FACES.map((face) => face.name));

interface LoadedFace {
  name: string;
  bytes: Buffer;
  font: fontkit.Font;
}

const resolveFile = createRequire(import.meta.url).resolve;
// Read once per process and only when a character needs it: the CJK files are 5-10 MB each.
const loaded = new Map<string, LoadedFace>();

function load(source: FaceSource): LoadedFace {
  let face = loaded.get(source.name);
  if (!face) {
    const bytes = readFileSync(resolveFile(source.file));
    const font = fontkit.create(bytes);
    if (!('hasGlyphForCodePoint' in font)) throw new Error(`${source.file} is a font collection, not one font`);
    face = { name: source.name, bytes, font };
    loaded.set(source.name, face);
  }
  return face;
}

const bidi = bidiFactory();
const graphemes = new Intl.Segmenter('und', { granularity: 'grapheme' });

/** Characters that draw nothing and may be left out when the chosen font lacks them (joiners, selectors). */
function isInvisible(codePoint: number): boolean {
  return (
    (codePoint >= 0x200b && codePoint <= 0x200f) ||
    codePoint === 0x2060 ||
    (codePoint >= 0xfe00 && codePoint <= 0xfe0f) ||
    (codePoint >= 0xe0100 && codePoint <= 0xe01ef)
  );
}

interface Cluster {
  text: string;
  /** Code-unit offset and length in its paragraph. */
  start: number;
  length: number;
  face: LoadedFace;
}

/** The face of each grapheme: the style's own font when it has the grapheme's first character, else the first fallback that has it. */
function clustersOf(paragraph: string, style: Style): Cluster[] {
  const own = load(faces[style]);
  const clusters: Cluster[] = [];
  for (const { segment, index } of graphemes.segment(paragraph)) {
    const codePoint = segment.codePointAt(0) ?? 0;
    const face = own.font.hasGlyphForCodePoint(codePoint) ? own : fallbackFor(codePoint);
    // A sequence's joiners and selectors that its font cannot draw would print as empty boxes.
    const text = [...segment]
      .filter((char, at) => {
        const code = char.codePointAt(0) ?? 0;
        return at === 0 || !isInvisible(code) || face.font.hasGlyphForCodePoint(code);
      })
      .join('');
    clusters.push({ text, start: index, length: segment.length, face });
  }
  keepCjkRunsInOneFont(clusters);
  return clusters;
}

function fallbackFor(codePoint: number): LoadedFace {
  for (const source of FALLBACKS) {
    const face = load(source);
    if (face.font.hasGlyphForCodePoint(codePoint)) return face;
  }
  // No font has it: the regular font's empty box shows that something is there, never a "?".
  return load(faces.regular);
}

function keepCjkRunsInOneFont(clusters: Cluster[]): void {
  let start = 0;
  while (start < clusters.length) {
    if (!CJK_NAMES.has(clusters[start]?.face.name ?? '')) {
      start++;
      continue;
    }
    let end = start;
    while (end < clusters.length && CJK_NAMES.has(clusters[end]?.face.name ?? '')) end++;
    const run = clusters.slice(start, end);
    const whole = CJK_FACES.map(load)
      .find((face) => run.every((cluster) => [...cluster.text].every((char) => face.font.hasGlyphForCodePoint(char.codePointAt(0) ?? 0))));
    if (whole) for (const cluster of run) cluster.face = whole;
    start = end;
  }
}

/** What the writer needs of a pdfkit document. */
export type Page = PDFKit.PDFDocument;

const registered = new WeakMap<Page, Set<string>>();

/** Selects a face, registering it with the document the first time. */
function use(doc: Page, face: LoadedFace, size: number): Page {
  let names = registered.get(doc);
  if (!names) registered.set(doc, (names = new Set()));
  if (!names.has(face.name)) {
    doc.registerFont(face.name, face.bytes);
    names.add(face.name);
  }
  return doc.font(face.name).fontSize(size);
}

interface Run {
  text: string;
  face: LoadedFace;
  width: number;
}

/** Is this cluster a right-to-left letter (with its marks), which the shaper lays out and reverses itself? */
function isRtlLetter(cluster: Cluster, level: number): boolean {
  if (level % 2 === 0) return false;
  const type = bidi.getBidiCharTypeName(cluster.text[0] ?? '');
  return type === 'R' || type === 'AL';
}

export interface TextOptions {
  x: number;
  width: number;
  size: number;
  style?: Style;
  color: string;
  align?: 'left' | 'right';
  /** Line height as a multiple of the size. */
  leading?: number;
}

/**
 * Writes `text` (lines separated by `\n`, long ones wrapped at spaces) from `doc.y` down, and leaves
 * `doc.y` under it.
 */
export function writeText(doc: Page, text: string, options: TextOptions): void {
  const style = options.style ?? 'regular';
  const lineHeight = options.size * (options.leading ?? 1.45);
  doc.fillColor(options.color);
  for (const paragraph of text.split('\n')) {
    const clusters = clustersOf(paragraph, style);
    const levels = bidi.getEmbeddingLevels(paragraph, 'auto');
    for (const line of wrap(doc, clusters, options)) {
      const runs = visualRuns(doc, paragraph, levels, line, options.size);
      const lineWidth = runs.reduce((sum, run) => sum + run.width, 0);
      let x = options.align === 'right' ? options.x + options.width - lineWidth : options.x;
      // Every font has its own ascent: the runs share the alphabetic baseline, not the top of the line.
      const baseline = doc.y + options.size * 1.1;
      for (const run of runs) {
        use(doc, run.face, options.size).text(run.text, x, baseline, { lineBreak: false, baseline: 'alphabetic' });
        x += run.width;
      }
      doc.y = baseline - options.size * 1.1 + lineHeight;
    }
  }
  doc.x = options.x;
}

/** Measured a font's run at a time, so letters that join (Arabic) are measured joined. */
function widthOf(doc: Page, clusters: readonly Cluster[], size: number): number {
  let width = 0;
  let start = 0;
  while (start < clusters.length) {
    const face = clusters[start]?.face;
    let end = start;
    let text = '';
    while (end < clusters.length && clusters[end]?.face === face) text += clusters[end++]?.text ?? '';
    if (face) width += use(doc, face, size).widthOfString(text);
    start = end;
  }
  return width;
}

/** Greedy lines, broken after spaces; a word wider than a line is broken between graphemes. */
function wrap(doc: Page, clusters: Cluster[], options: TextOptions): Cluster[][] {
  const words: Cluster[][] = [];
  for (const cluster of clusters) {
    const last = words[words.length - 1];
    const afterSpace = last !== undefined && /\s$/.test(last[last.length - 1]?.text ?? '');
    if (!last || (afterSpace && !/^\s/.test(cluster.text))) words.push([cluster]);
    else last.push(cluster);
  }
  const lines: Cluster[][] = [];
  let line: Cluster[] = [];
  for (const word of words) {
    if (line.length > 0 && widthOf(doc, [...line, ...word], options.size) > options.width) {
      lines.push(line);
      line = [];
    }
    const tooLong = widthOf(doc, word, options.size) > options.width;
    for (const cluster of word) {
      if (tooLong && line.length > 0 && !/^\s/.test(cluster.text) && widthOf(doc, [...line, cluster], options.size) > options.width) {
        lines.push(line);
        line = [];
      }
      line.push(cluster);
    }
  }
  lines.push(line);
  return lines.map((clustersOfLine) => {
    // Spaces at the end of a wrapped line take no room.
    let end = clustersOfLine.length;
    while (end > 0 && /^\s+$/.test(clustersOfLine[end - 1]?.text ?? '')) end--;
    return clustersOfLine.slice(0, end);
  });
}

/**
 * The line's clusters in visual order (bidi rules L1-L2 on the paragraph's levels), grouped into runs
 * of one font. A run of right-to-left letters is handed to the shaper in logical order, which joins
 * Arabic letters and lays the run out right to left itself; everything else goes in visual order,
 * with brackets mirrored where they sit in right-to-left text.
 */
function visualRuns(doc: Page, paragraph: string, levels: ReturnType<typeof bidi.getEmbeddingLevels>, line: Cluster[], size: number): Run[] {
  const first = line[0];
  const last = line[line.length - 1];
  if (!first || !last) return [];
  const lineEnd = last.start + last.length - 1;
  const clusterAt = new Map<number, Cluster>();
  for (const cluster of line) for (let unit = 0; unit < cluster.length; unit++) clusterAt.set(cluster.start + unit, cluster);
  // Code units in visual order; a cluster's units stay together, so each cluster is taken where it first shows.
  const order: Cluster[] = [];
  for (const index of bidi.getReorderedIndices(paragraph, levels, first.start, lineEnd).slice(first.start, lineEnd + 1)) {
    const cluster = clusterAt.get(index);
    if (cluster && order[order.length - 1] !== cluster && !order.includes(cluster)) order.push(cluster);
  }
  const runs: { clusters: Cluster[]; face: LoadedFace; rtl: boolean }[] = [];
  for (const cluster of order) {
    const level = levels.levels[cluster.start] ?? 0;
    const rtl = isRtlLetter(cluster, level);
    const text = level % 2 === 1 && !rtl ? [...cluster.text].map((char) => bidi.getMirroredCharacter(char) ?? char).join('') : cluster.text;
    const previous = runs[runs.length - 1];
    const shown = { ...cluster, text };
    if (previous && previous.face === cluster.face && previous.rtl === rtl) previous.clusters.push(shown);
    else runs.push({ clusters: [shown], face: cluster.face, rtl });
  }
  return runs.map((run) => {
    const clusters = run.rtl ? [...run.clusters].reverse() : run.clusters;
    const text = clusters.map((cluster) => cluster.text).join('');
    return { text, face: run.face, width: use(doc, run.face, size).widthOfString(text) };
  });
}
