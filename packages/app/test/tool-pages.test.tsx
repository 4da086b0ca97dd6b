import { ANIMATE_MAX_TRIANGLES, animateTool, assembleInput, imageTo3dTool, imageToKitTool, maxTargetTriangles, multiviewTo3dTool, optionsOfInput, partsUpresTool, RETEXTURING_STRENGTH, retexturingTool, RETOPOLOGY_COSTS, retopologyTool, type SegmentationReport, toolIds, TOOLS, VIDEO_3D_DURATION, video3dTool } from '@facet/contract';
import type { ToolRun } from '@facet/data';
import type { AnimateOptionsProps, RetexturingOptionsProps, RetopologyOptionsProps } from '@facet/ui';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { animatePage } from '../src/routes/dashboard/tools/AnimateRoute';
import { imageTo3dPage, imageToKitPage, multiviewPage } from '../src/routes/dashboard/tools/ImageTo3dRoute';
import { segmentationParts } from '../src/routes/dashboard/tools/PartsUpresList';
import { retexturingPage } from '../src/routes/dashboard/tools/RetexturingRoute';
import { retopologyPage } from '../src/routes/dashboard/tools/RetopologyRoute';
import { video3dPage } from '../src/routes/dashboard/tools/Video3dRoute';

/** The bounds the contract's input schema accepts for a whole-number option, as its JSON Schema says. */
function schemaRange(schema: z.ZodType, option: string): { min: number; max: number } {
  const json = z.toJSONSchema(schema, { io: 'input' }) as { properties: Record<string, { minimum: number; maximum: number }> };
  const property = json.properties[option]!;
  return { min: property.minimum, max: property.maximum };
}

/** A run as the page sees it, with a picked mesh of `triangles` triangles and every plan flag. */
function runWith(triangles: number | undefined): ToolRun {
  return {
    picked: triangles === undefined ? null : { data: { triangle_count: triangles } },
    allows: () => true,
    costWith: (values: Record<string, unknown>) => retopologyTool.cost(retopologyTool.input.parse({ mesh: '00000000-0000-7000-8000-000000000000', ...values })),
  } as unknown as ToolRun;
}

const panel = (triangles: number | undefined) =>
  retopologyPage.renderOptions(retopologyPage.initialOptions, () => undefined, runWith(triangles), () => undefined) as ReactElement<RetopologyOptionsProps>;

describe('the retopology page passes the contract through to its options panel', () => {
  it("offers the schema's range for the target, below the picked mesh's own triangles", () => {
    const range = schemaRange(retopologyTool.input, 'target_triangles');
    expect(panel(undefined).props.targetRange).toEqual(range);
    expect(panel(48_210).props.targetRange).toEqual({ min: range.min, max: 48_209 });
    expect(maxTargetTriangles(48_210)).toBe(48_209);
  });

  it('shows each mode at the price the server charges', () => {
    expect(panel(48_210).props.modeCosts).toEqual({ swift: RETOPOLOGY_COSTS.swift, precision: RETOPOLOGY_COSTS.precision });
  });

  it('opens with the default the engine would take for the picked mesh', () => {
    const picked = retopologyPage.optionsForAsset!(retopologyPage.initialOptions, { data: { triangle_count: 125_000 } } as never);
    expect(picked.target_triangles).toBe(12_500);
    expect(retopologyPage.optionsForAsset!(retopologyPage.initialOptions, { data: { triangle_count: 600 } } as never).target_triangles).toBe(100);
  });
});

describe('the retexturing page passes the contract through to its options panel', () => {
  it("offers the schema's range for the strength, and opens with the schema's defaults", () => {
    const json = z.toJSONSchema(retexturingTool.input, { io: 'input' }) as { properties: Record<string, { minimum: number; maximum: number }> };
    const retexturingPanel = retexturingPage.renderOptions(retexturingPage.initialOptions, () => undefined, runWith(100), () => undefined) as ReactElement<{
      options: RetexturingOptionsProps['settings'];
    }>;
    expect(RETEXTURING_STRENGTH).toMatchObject({ min: json.properties.strength!.minimum, max: json.properties.strength!.maximum });
    const { mesh: _mesh, ...defaults } = retexturingTool.input.parse({ mesh: '00000000-0000-7000-8000-000000000000' });
    expect(retexturingPanel.props.options).toEqual(defaults);
  });

  it('keeps the run button off while nothing would change', () => {
    const nothing = { ...retexturingPage.initialOptions, preset: 'none' as const };
    expect(retexturingPage.runDisabledReason!(nothing, runWith(100))).toBe('Pick a reference image, a palette or a finish.');
    expect(retexturingPage.runDisabledReason!({ ...nothing, palette: ['#a0522d'] }, runWith(100))).toBeUndefined();
    expect(retexturingPage.runDisabledReason!(retexturingPage.initialOptions, runWith(100))).toBeUndefined();
  });
});

describe('the segmentation page offers each part it made to upres', () => {
  const report: SegmentationReport = {
    kind: 'mesh',
    granularity: 'simple',
    triangles_before: 36,
    components: 3,
    parts: [
      { name: 'part-1', triangles: 12, color: '#d9774f' },
      { name: 'part-2', triangles: 12, color: '#3fb081' },
    ],
    preview: true,
    time_ms: 10,
  };
  const run = { outputIds: ['preview', 'one', 'two'], picked: { name: 'Cubes' } } as unknown as ToolRun;

  it('lists the parts, not the colour-coded preview, named as the server names them', () => {
    expect(segmentationParts(report, run)).toEqual([
      { id: 'one', name: 'Cubes (Part 1 of 2)', color: '#d9774f' },
      { id: 'two', name: 'Cubes (Part 2 of 2)', color: '#3fb081' },
    ]);
    expect(segmentationParts({ ...report, kind: 'image' }, run)).toEqual([]);
  });

  it('is no tool of its own: in no tool list, priced at 10 credits', () => {
    expect(toolIds).not.toContain(partsUpresTool.id);
    expect(TOOLS.some((tool) => tool.name === partsUpresTool.name)).toBe(false);
    expect(partsUpresTool.cost(partsUpresTool.input.parse({ mesh: '00000000-0000-7000-8000-000000000000' }))).toBe(10);
  });
});

describe('the animate page passes the contract through to its options panel', () => {
  it("opens with the schema's defaults, and keeps the run button off for a mesh over the triangle limit", () => {
    const animatePanel = animatePage.renderOptions(animatePage.initialOptions, () => undefined, runWith(100), () => undefined) as ReactElement<AnimateOptionsProps>;
    const { mesh: _mesh, ...defaults } = animateTool.input.parse({ mesh: '00000000-0000-7000-8000-000000000000' });
    expect(animatePanel.props.settings).toEqual(defaults);
    const picked = (triangles: number) => ({ ...runWith(triangles), picked: { id: '00000000-0000-7000-8000-000000000000', name: 'Robot', data: { triangle_count: triangles } } }) as unknown as ToolRun;
    expect(animatePage.runDisabledReason!(animatePage.initialOptions, picked(ANIMATE_MAX_TRIANGLES))).toBeUndefined();
    expect(animatePage.runDisabledReason!(animatePage.initialOptions, picked(ANIMATE_MAX_TRIANGLES + 1))).toBe(
      'The mesh has 300,001 triangles; at most 300,000 can be animated. Simplify it with retopology first.',
    );
  });
});

describe('the Image to 3D page and its modes', () => {
  const id = (n: number) => `00000000-0000-7000-8000-00000000000${n}`;

  it("opens each mode with the schema's defaults, and runs the modes as their own session types at 30 credits", () => {
    const { image: _image, ...single } = imageTo3dTool.input.parse({ image: id(1) });
    expect(imageTo3dPage.initialOptions).toEqual(single);
    const { image: _kitImage, ...kit } = imageToKitTool.input.parse({ image: id(1) });
    expect(imageToKitPage.initialOptions).toEqual(kit);
    expect(multiviewPage.initialOptions).toEqual({ resolution: multiviewTo3dTool.input.parse({ images: [id(1), id(2), id(3)] }).resolution });
    expect([imageTo3dPage, multiviewPage, imageToKitPage].map((page) => page.definition.sessionType)).toEqual(['image_to_3d', 'multiview_to_3d', 'image_to_kit']);
    expect(multiviewPage.hostTool).toBe('i3d');
    expect(imageToKitPage.hostTool).toBe('i3d');
    expect(imageTo3dTool.inputTypes).toEqual(['image']);
    expect(imageToKitTool.cost(imageToKitTool.input.parse({ image: id(1) }))).toBe(30);
  });

  it('starts three views with the front, side and back in images, and reads them back as the page holds them', () => {
    const options = { ...multiviewPage.initialOptions, side: id(2), back: id(3) };
    const input = assembleInput(multiviewTo3dTool, id(1), options);
    expect(input).toEqual({ images: [id(1), id(2), id(3)], resolution: 96 });
    expect(multiviewTo3dTool.input.safeParse(input).success).toBe(true);
    expect(optionsOfInput(multiviewTo3dTool, input)).toEqual(options);
    // A tool whose input is one asset is unchanged.
    expect(assembleInput(imageTo3dTool, id(1), { thickness: 0.3 })).toEqual({ image: id(1), thickness: 0.3 });
  });

  it('keeps the run button off until the side and back are picked', () => {
    const run = runWith(undefined);
    expect(multiviewPage.runDisabledReason!(multiviewPage.initialOptions, run)).toBe('Pick the side and back pictures.');
    expect(multiviewPage.runDisabledReason!({ ...multiviewPage.initialOptions, side: id(2) }, run)).toBe('Pick the side and back pictures.');
    expect(multiviewPage.runDisabledReason!({ ...multiviewPage.initialOptions, side: id(2), back: id(3) }, run)).toBeUndefined();
  });
});

describe('the 3D video page opens with the contract', () => {
  it("opens with the schema's defaults, and its duration range is the schema's", () => {
    const { asset: _asset, ...defaults } = video3dTool.input.parse({ asset: '00000000-0000-7000-8000-000000000000' });
    expect(video3dPage.initialOptions).toEqual(defaults);
    expect(schemaRange(video3dTool.input, 'duration')).toEqual({ min: VIDEO_3D_DURATION.min, max: VIDEO_3D_DURATION.max });
  });
});
