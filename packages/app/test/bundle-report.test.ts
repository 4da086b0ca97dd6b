import { describe, expect, it } from 'vitest';
import { bundleReport, type ChunkInfo, FIRST_LOAD_BUDGET_BYTES, formatBundleReport, scriptsOf } from '../bundle-report';

const chunk = (fileName: string, gzipBytes: number, imports: string[] = []): ChunkInfo => ({ fileName, gzipBytes, imports });

describe('the first-load budget', () => {
  const chunks = [
    chunk('index.js', 90_000, ['react.js']),
    chunk('react.js', 50_000, ['runtime.js']),
    chunk('runtime.js', 1_000),
    chunk('viewer.js', 250_000, ['react.js']),
  ];

  it('counts the entry and everything it imports statically, however deep, but no chunk loaded by import()', () => {
    const report = bundleReport(chunks, ['index.js']);
    expect(report.initial.map((c) => c.fileName)).toEqual(['index.js', 'react.js', 'runtime.js']);
    expect(report.lazy.map((c) => c.fileName)).toEqual(['viewer.js']);
    expect(report.initialGzipBytes).toBe(141_000);
  });

  it('holds at the budget and fails one byte past it', () => {
    expect(bundleReport(chunks, ['index.js'], 141_000).withinBudget).toBe(true);
    expect(bundleReport(chunks, ['index.js'], 140_999).withinBudget).toBe(false);
  });

  it('is 150 KB of gzip', () => {
    expect(FIRST_LOAD_BUDGET_BYTES).toBe(150 * 1024);
    expect(formatBundleReport(bundleReport(chunks, ['index.js']))).toContain('First load: 137.7 KB gzip in 3 files (budget 150.0 KB');
  });

  it('starts from the scripts the page loads: its module script and module preloads', () => {
    const html = '<script type="module" crossorigin src="/assets/index-a1.js"></script><link rel="modulepreload" crossorigin href="/assets/react-b2.js"><link rel="stylesheet" href="/assets/index-c3.css"><link rel="icon" href="/favicon.svg">';
    expect(scriptsOf(html)).toEqual(['assets/index-a1.js', 'assets/react-b2.js']);
  });
});
