import { describe, expect, it } from 'vitest';
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
