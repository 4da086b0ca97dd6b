import { describe, expect, it } from 'vitest';
import { createSessionRequestSchema, SEGMENTATION_MAX_TRIANGLES, sessionCost, segmentationTool } from '../src/index';

const asset = '00000000-0000-7000-8000-000000000000';

describe('the segmentation definition', () => {
  it('starts with only the input asset, every option defaulted, at the price of PRODUCT.md', () => {
    const request = createSessionRequestSchema.parse({ type: 'segmentation', input: { asset } });
    expect(request.input).toEqual({ asset, granularity: 'balanced', crease_angle: 30 });
    expect(sessionCost(request)).toBe(segmentationTool.costs.run);
    expect(segmentationTool.flags(segmentationTool.input.parse({ asset }))).toEqual([]);
  });

  it('refuses options out of range with a sentence each', () => {
    const refused = (input: Record<string, unknown>) => createSessionRequestSchema.safeParse({ type: 'segmentation', input: { asset, ...input } }).error?.issues[0]?.message;
    expect(refused({ crease_angle: 5 })).toBe('The crease angle must be at least 10 degrees.');
    expect(refused({ crease_angle: 95 })).toBe('The crease angle must be at most 90 degrees.');
    expect(refused({ crease_angle: 33 })).toBe('The crease angle goes in steps of 5 degrees.');
    expect(refused({ granularity: 'fine' })).toBe('Granularity must be simple, balanced or detailed.');
  });

  it('rules out, before charging, a mesh of one triangle and one over the triangle limit', () => {
    const input = segmentationTool.input.parse({ asset });
    const check = (triangles: number | undefined) => segmentationTool.checkAgainstAsset!(input, { name: 'Mesh', data: triangles === undefined ? {} : { triangle_count: triangles } });
    expect(check(1)?.message).toBe('This mesh has a single triangle; there is nothing to split into parts.');
    expect(check(SEGMENTATION_MAX_TRIANGLES)).toBeUndefined();
    expect(check(5_000_000)?.message).toBe('The mesh has 5,000,000 triangles; at most 2,000,000 can be segmented. Simplify it with retopology first.');
    // An image has no triangles to count.
    expect(check(undefined)).toBeUndefined();
  });
});
