import { describe, expect, it } from 'vitest';
import { activeJob, bboxDimensions, formatBytes, formatDimensions, formatSize, previewOf, typeAndFormat } from './assetFormat';

const job = (status: string, progress?: number) => ({ _id: status, id: status, session_id: 's', assets: [], status, progress });

describe('assetFormat', () => {
  it('formats sizes like a file manager', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(25 * 1024 * 1024)).toBe('25 MB');
    expect(formatBytes(412 * 1024 * 1024)).toBe('412 MB');
  });

  it('names the type and the format', () => {
    expect(typeAndFormat({ type: 'mesh', data: { format: 'glb' } })).toBe('Mesh · GLB');
    expect(typeAndFormat({ type: 'folder', data: { format: 'glb' } })).toBe('Folder');
  });

  it('prefers a running job to a queued one and clamps its progress', () => {
    expect(activeJob([job('queued'), job('running', 142)])).toMatchObject({ status: 'running', percent: 100 });
    expect(activeJob([job('succeeded'), job('queued')])).toMatchObject({ status: 'queued', percent: undefined });
    expect(activeJob([job('failed')])).toBeUndefined();
  });

  it('tells a pending preview from a failed one', () => {
    expect(previewOf({ type: 'mesh', data: { preview_status: 'pending' } })).toEqual({ kind: 'pending' });
    expect(previewOf({ type: 'mesh', data: { image_url: 'a.png', preview_status: 'failed' } })).toEqual({ kind: 'none' });
    expect(previewOf({ type: 'image', data: { image_url: 'a.png' } })).toEqual({ kind: 'image', url: 'a.png' });
    expect(previewOf({ type: 'folder', data: { image_url: 'a.png' } })).toEqual({ kind: 'none' });
  });

  it('measures a bounding box', () => {
    expect(formatDimensions(bboxDimensions({ min: [-0.4, 0, -0.38], max: [0.4, 0.92, 0.38] }))).toBe('0.8 × 0.92 × 0.76');
    expect(formatDimensions([120.4, 12.25, 1.005])).toBe('120 × 12.3 × 1');
  });

  it('gives a size in metres from 1 m on, in millimetres below', () => {
    expect(formatSize([1.2, 0.85, 2.4])).toBe('1.2 × 0.85 × 2.4 m');
    expect(formatSize([1, 0.5, 0.25])).toBe('1 × 0.5 × 0.25 m');
    // An 80 × 60 × 34 mm slab as its float32 GLB holds it (Y up).
    expect(formatSize(bboxDimensions({ min: [0, 0, -0.06000000238418579], max: [0.07999999821186066, 0.03400000184774399, 0] }))).toBe('80 × 34 × 60 mm');
    expect(formatSize([0.0005, 0.012, 0.3])).toBe('0.5 × 12 × 300 mm');
  });
});
