import { describe, expect, it } from 'vitest';
import { comingToolIds, isComingTool, tiersOpening, toolAccessOf, toolsOpenedBy } from '../src/tool-access';
import { toolDefinitions } from '../src/tool-definitions';
import { monetizationConfigFor, tierNamesText, tiers } from '../src/tiers';
import { toolIds } from '../src/tool-ids';

describe('tool access', () => {
  it('calls coming exactly the tools without a definition', () => {
    const runnable = new Set<string>(toolDefinitions.map((definition) => definition.id));
    expect(comingToolIds()).toEqual(toolIds.filter((tool) => !runnable.has(tool)));
    expect(comingToolIds()).toEqual(['magic-edit']);
  });

  it('answers, for each plan, the tools it opens; a higher plan opens all a lower one does', () => {
    expect(toolsOpenedBy('free')).toEqual(['texture', 'splat-gen', 'segmentation', 'i3d', '3d-printing']);
    expect(toolsOpenedBy('starter')).toEqual(['texture', 'splat-gen', 'segmentation', 'retopology', 'retexturing', 'i3d', 'animate', '3d-printing']);
    expect(toolsOpenedBy('pro')).toEqual([...toolIds].filter((tool) => tool !== '3d-video'));
    expect(toolsOpenedBy('studio')).toEqual([...toolIds]);
    for (const [lower, higher] of tiers.slice(1).map((tier, index) => [tiers[index]!, tier] as const)) {
      expect(toolsOpenedBy(higher)).toEqual(expect.arrayContaining(toolsOpenedBy(lower)));
    }
  });

  it('names the plans that open a tool, cheapest first', () => {
    expect(tiersOpening('retopology')).toEqual(['starter', 'pro', 'studio']);
    expect(tiersOpening('magic-edit')).toEqual(['pro', 'studio']);
    expect(tiersOpening('3d-video')).toEqual(['studio']);
    expect(tierNamesText(tiersOpening('retopology'))).toBe('Starter, Pro and Studio');
    expect(tierNamesText(tiersOpening('magic-edit'))).toBe('Pro and Studio');
    expect(tierNamesText(['studio'])).toBe('Studio');
  });

  it('says coming for a tool that does not run, whatever the plan; locked with its plans; open otherwise', () => {
    for (const tier of tiers) {
      for (const tool of comingToolIds()) expect(toolAccessOf(monetizationConfigFor(tier), tool)).toEqual({ state: 'coming' });
    }
    expect(isComingTool('magic-edit')).toBe(true);
    expect(isComingTool('animate')).toBe(false);
    expect(isComingTool('3d-video')).toBe(false);
    expect(toolAccessOf(monetizationConfigFor('free'), 'retopology')).toEqual({ state: 'locked', openedBy: ['starter', 'pro', 'studio'] });
    expect(toolAccessOf(monetizationConfigFor('starter'), 'retopology')).toEqual({ state: 'open' });
    // A flag set by hand (an admin's override) opens the page whatever the tier.
    expect(toolAccessOf({ can_access_retopo_precision: true }, 'retopology')).toEqual({ state: 'open' });
    expect(toolAccessOf({}, 'texture')).toEqual({ state: 'open' });
  });
});
