import { type Job, monetizationConfigFor, retopologyTool, type UserProfile } from '@facet/contract';
import { describe, expect, it } from 'vitest';
import { toolAccessFor } from '../src/tool-gate';
import { reportOf } from '../src/tool-run';

const userOn = (tier: 'free' | 'starter' | 'pro' | 'studio') => ({ monetization_config: monetizationConfigFor(tier) }) as unknown as UserProfile;
const job = (status: Job['status'], report: unknown) => ({ status, report }) as Job;

describe('tool access and reports', () => {
  it("reads a tool page's access from the flags on the profile: a flag set by hand opens it whatever the tier", () => {
    expect(toolAccessFor(userOn('free'), 'texture')).toEqual({ state: 'open' });
    expect(toolAccessFor(userOn('free'), 'retopology')).toEqual({ state: 'locked', openedBy: ['starter', 'pro', 'studio'] });
    const granted = { tier: 'free', monetization_config: { ...monetizationConfigFor('free'), can_access_retopo_swift: true } } as unknown as UserProfile;
    expect(toolAccessFor(granted, 'retopology')).toEqual({ state: 'open' });
    // Studio holds every flag, and a tool that does not run yet is still coming.
    expect(toolAccessFor(userOn('studio'), 'magic-edit')).toEqual({ state: 'coming' });
  });

  it('reads a succeeded job report in the shape of its definition, and nothing else', () => {
    const report = { mode: 'swift', triangles_before: 800, triangles_after: 80, lods: [{ name: 'lod0', triangles: 80, vertices: 60, bytes: 4000 }], time_ms: 120 };
    expect(reportOf(retopologyTool, job('succeeded', report))).toEqual(report);
    expect(reportOf(retopologyTool, job('running', report))).toBeUndefined();
    expect(reportOf(retopologyTool, job('succeeded', { triangles_before: 'many' }))).toBeUndefined();
  });
});
