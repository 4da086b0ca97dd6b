import { describe, expect, it } from 'vitest';
import { bundleReport, type ChunkInfo, FIRST_LOAD_BUDGET_BYTES, formatBundleReport } from '../bundle-report';

const chunk = (fileName: string, gzipBytes: number, imports: string[] = [], isEntry = false): ChunkInfo => ({ fileName, gzipBytes, imports, isEntry });

describe('the first-load budget', () => {
  const chunks = [
    chunk('index.js', 90_000, ['react.js'], true),
    chunk('react.js', 50_000, ['runtime.js']),
    chunk('runtime.js', 1_000),
    chunk('viewer.js', 250_000, ['react.js']),
  ];

  it('counts the entry and everything it imports statically, however deep, but no chunk loaded by import()', () => {
    const report = bundleReport(chunks);
    expect(report.initial.map((c) => c.fileName)).toEqual(['index.js', 'react.js', 'runtime.js']);
    expect(report.lazy.map((c) => c.fileName)).toEqual(['viewer.js']);
    expect(report.initialGzipBytes).toBe(141_000);
  });

  it('holds at the budget and fails one byte past it', () => {
    expect(bundleReport(chunks, 141_000).withinBudget).toBe(true);
    expect(bundleReport(chunks, 140_999).withinBudget).toBe(false);
  });

  it('is 150 KB of gzip', () => {
    expect(FIRST_LOAD_BUDGET_BYTES).toBe(150 * 1024);
    expect(formatBundleReport(bundleReport(chunks))).toContain('First load: 137.7 KB gzip in 3 files (budget 150.0 KB');
  });
});
