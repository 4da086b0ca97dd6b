import { describe, expect, it } from 'vitest';
import { creditToolNames } from '../src/credits';
import { createSessionRequestSchema, sessionAccessFlags, sessionCost, sessionTypes } from '../src/sessions';
import { DESKTOP_ONLY_TOOLS } from '../src/tool-access';
import { pagelessToolDefinitions, toolCatalogue, toolDefinitions, toolOf, toolOfSessionType } from '../src/tool-definitions';
import { toolIds } from '../src/tool-ids';
import { TOOLS } from '../src/tools';

const id = '0190a6a0-0000-7000-8000-000000000001';

describe('the tool catalogue', () => {
  it('names each tool by the route and the session type SPEC.md gives it', () => {
    expect(toolCatalogue.map((tool) => [tool.id, tool.sessionType, tool.status])).toEqual([
      ['texture', 'texture', 'runnable'],
      ['splat-gen', 'splat_generation', 'runnable'],
      ['segmentation', 'segmentation', 'runnable'],
      ['retopology', 'retopology', 'runnable'],
      ['retexturing', 'retexturing', 'runnable'],
      ['magic-edit', 'chat_to_3d', 'coming'],
      ['i3d', 'image_to_3d', 'runnable'],
      ['animate', 'animation', 'runnable'],
      ['3d-video', 'video_3d', 'runnable'],
      ['3d-printing', 'print_3d', 'runnable'],
    ]);
    expect(toolIds).toEqual(toolCatalogue.map((tool) => tool.id));
    expect(toolDefinitions.map((tool) => tool.id)).toEqual(['texture', 'splat-gen', 'segmentation', 'retopology', 'retexturing', 'i3d', 'animate', '3d-video', '3d-printing']);
    for (const tool of toolCatalogue) {
      expect(toolOf(tool.id)).toBe(tool);
      expect(toolOfSessionType(tool.sessionType)).toBe(tool);
    }
    expect(toolOfSessionType('upload')).toBeUndefined();
  });

  it('runs parts upres without a page: in no tool list, priced and named as its session type', () => {
    expect(pagelessToolDefinitions.map((tool) => [tool.id, tool.sessionType, tool.status])).toEqual([
      ['parts-upres', 'parts_upres', 'runnable'],
      ['multiview-to-3d', 'multiview_to_3d', 'runnable'],
      ['image-to-kit', 'image_to_kit', 'runnable'],
    ]);
    expect(toolIds).not.toContain('parts-upres');
    expect(TOOLS.map((tool) => tool.id)).not.toContain('parts-upres');
    expect(toolOfSessionType('parts_upres')).toBeUndefined();
    const input = createSessionRequestSchema.parse({ type: 'parts_upres', input: { mesh: id } });
    expect(input).toEqual({ type: 'parts_upres', input: { mesh: id, levels: 1, smoothing: 0.5 } });
    expect(createSessionRequestSchema.safeParse({ type: 'parts_upres', input: { mesh: id, levels: 3 } }).success).toBe(false);
  });

  it('runs multiview to 3D and image to kit without a page: three pictures for the one, a picture for the other', () => {
    for (const type of ['multiview_to_3d', 'image_to_kit']) expect(toolOfSessionType(type)).toBeUndefined();
    expect(createSessionRequestSchema.parse({ type: 'multiview_to_3d', input: { images: [id, id, id] } })).toEqual({
      type: 'multiview_to_3d',
      input: { images: [id, id, id], resolution: 96 },
    });
    for (const images of [[id], [id, id], [id, id, id, id]]) {
      const refused = createSessionRequestSchema.safeParse({ type: 'multiview_to_3d', input: { images } });
      expect(refused.success).toBe(false);
      expect(refused.error?.issues[0]?.message).toBe('Give three pictures: front, side and back.');
    }
    expect(createSessionRequestSchema.parse({ type: 'image_to_kit', input: { image: id } })).toEqual({
      type: 'image_to_kit',
      input: { image: id, face_limit: 10_000, thickness: 0.5, max_parts: 8 },
    });
  });

  it('lists the session types in SPEC.md section 3 order, then the later tools in the order of the tool list', () => {
    expect(sessionTypes).toEqual([
      'chat_to_3d',
      'image_to_3d',
      'upload',
      'text_to_image',
      'image_to_image',
      'multiview_to_3d',
      'image_to_kit',
      'retopology',
      'image_to_scene',
      'parts_upres',
      'animation',
      'texture',
      'splat_generation',
      'segmentation',
      'retexturing',
      'video_3d',
      'print_3d',
    ]);
  });

  it('prices every tool and session type as PRODUCT.md does, and shows the cheapest price', () => {
    expect(TOOLS.map((tool) => [tool.id, tool.credits, tool.pricing])).toEqual([
      ['texture', 20, 'per-run'],
      ['splat-gen', 15, 'per-run'],
      ['segmentation', 10, 'per-run'],
      ['retopology', 10, 'from'],
      ['retexturing', 20, 'per-run'],
      ['magic-edit', 5, 'per-message'],
      ['i3d', 30, 'per-run'],
      ['animate', 20, 'per-run'],
      ['3d-video', 40, 'per-run'],
      ['3d-printing', 10, 'per-run'],
    ]);
    const start = (type: string, input: Record<string, unknown>) => createSessionRequestSchema.parse({ type, input });
    const costs = {
      chat_to_3d: sessionCost(start('chat_to_3d', { prompt: 'make it red' })),
      image_to_3d: sessionCost(start('image_to_3d', { image: id })),
      upload: sessionCost(start('upload', { assets: [id] })),
      text_to_image: sessionCost(start('text_to_image', { prompt: 'a chair' })),
      image_to_image: sessionCost(start('image_to_image', { image: id, prompt: 'in red' })),
      multiview_to_3d: sessionCost(start('multiview_to_3d', { images: [id, id, id] })),
      image_to_kit: sessionCost(start('image_to_kit', { image: id })),
      retopology: sessionCost(start('retopology', { mesh: id })),
      retopology_precision: sessionCost(start('retopology', { mesh: id, mode: 'precision' })),
      image_to_scene: sessionCost(start('image_to_scene', { image: id })),
      parts_upres: sessionCost(start('parts_upres', { mesh: id })),
      animation: sessionCost(start('animation', { mesh: id })),
      texture: sessionCost(start('texture', { mesh: id, image: id })),
      splat_generation: sessionCost(start('splat_generation', { mesh: id })),
      segmentation: sessionCost(start('segmentation', { asset: id })),
      retexturing: sessionCost(start('retexturing', { mesh: id })),
      video_3d: sessionCost(start('video_3d', { asset: id })),
      print_3d: sessionCost(start('print_3d', { mesh: id })),
    };
    expect(costs).toEqual({
      chat_to_3d: 5,
      image_to_3d: 30,
      upload: 0,
      text_to_image: 8,
      image_to_image: 8,
      multiview_to_3d: 30,
      image_to_kit: 30,
      retopology: 10,
      retopology_precision: 25,
      image_to_scene: 30,
      parts_upres: 10,
      animation: 20,
      texture: 20,
      splat_generation: 15,
      segmentation: 10,
      retexturing: 20,
      video_3d: 40,
      print_3d: 10,
    });
    expect(toolOf('magic-edit').costs).toEqual({ message: 5, image: 10 });
  });

  it('gates a coming tool’s start by the flags that open its page, and other session types not at all', () => {
    const flags = (type: string, input: Record<string, unknown>) => sessionAccessFlags(createSessionRequestSchema.parse({ type, input }));
    expect(flags('retexturing', { mesh: id })).toEqual(['can_access_retexturing']);
    expect(flags('chat_to_3d', {})).toEqual(['can_access_chat_to_3d']);
    expect(flags('animation', { mesh: id })).toEqual(['can_access_animate']);
    expect(flags('video_3d', { asset: id })).toEqual(['can_access_ai_video_to_video']);
    expect(flags('image_to_3d', { image: id })).toEqual([]);
    expect(flags('parts_upres', { mesh: id })).toEqual([]);
    expect(flags('retopology', { mesh: id, mode: 'precision' })).toEqual(['can_access_retopo_precision']);
  });

  it('keeps one upgrade source per tool, its page slug, and the desktop-only tools of SPEC.md section 5', () => {
    for (const tool of toolCatalogue) expect(tool.upgradeSource).toBe(tool.id);
    expect([...DESKTOP_ONLY_TOOLS]).toEqual(['retexturing', '3d-video']);
  });

  it('names each session type’s charges by its tool, or by the type', () => {
    expect(creditToolNames).toEqual({
      chat_to_3d: 'Magic edit',
      image_to_3d: 'Image to 3D',
      upload: 'Upload',
      text_to_image: 'Text to image',
      image_to_image: 'Image to image',
      multiview_to_3d: 'Multiview to 3D',
      image_to_kit: 'Image to kit',
      retopology: 'Retopology',
      image_to_scene: 'Image to scene',
      parts_upres: 'Parts upres',
      animation: 'Animate',
      texture: 'Texture',
      splat_generation: 'Splat generation',
      segmentation: 'Segmentation',
      retexturing: 'Retexturing',
      video_3d: '3D video',
      print_3d: '3D printing',
    });
  });
});
