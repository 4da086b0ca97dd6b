import { describe, expect, it } from 'vitest';
import { toolCatalogue } from '../src/tool-definitions';
import { toolIds } from '../src/tool-ids';
import { runLabelOf, TOOLS } from '../src/tools';

describe('runLabelOf', () => {
  it('puts the tool name in a sentence, keeping acronyms and numbers as written', () => {
    const labels = Object.fromEntries(TOOLS.map((tool) => [tool.id, runLabelOf(tool)]));
    expect(labels).toMatchObject({
      retopology: 'Run retopology',
      'splat-gen': 'Run splat generation',
      '3d-printing': 'Run 3D printing',
      '3d-video': 'Run 3D video',
      i3d: 'Run image to 3D',
    });
  });
});

describe('toolIds', () => {
  it('lists every tool definition, in the order of the tool list', () => {
    expect(toolIds).toEqual(toolCatalogue.map((tool) => tool.id));
  });
});
