import { type Job, monetizationConfigFor, retopologyTool, type UserProfile } from '@facet/contract';
import { describe, expect, it } from 'vitest';
import { canOpenTool, lockedTools, reportOf } from '../src/tool-run';

const userOn = (tier: 'free' | 'starter' | 'pro' | 'studio') => ({ monetization_config: monetizationConfigFor(tier) }) as unknown as UserProfile;
const job = (status: Job['status'], report: unknown) => ({ status, report }) as Job;

describe('tool access and reports', () => {
  it('opens a tool page when the plan has one of its flags, and every open tool to all', () => {
    const free = userOn('free');
    const studio = userOn('studio');
    expect(lockedTools(studio)).toEqual([]);
    expect(canOpenTool(free, 'texture')).toBe(true);
    for (const tool of lockedTools(free)) expect(canOpenTool(free, tool)).toBe(false);
    expect(lockedTools(free)).toEqual(expect.arrayContaining(['retexturing', 'magic-edit', 'animate', '3d-video']));
  });

  it('reads a succeeded job report in the shape of its definition, and nothing else', () => {
    const report = { mode: 'swift', triangles_before: 800, triangles_after: 80, lods: [{ name: 'lod0', triangles: 80, vertices: 60, bytes: 4000 }], time_ms: 120 };
    expect(reportOf(retopologyTool, job('succeeded', report))).toEqual(report);
    expect(reportOf(retopologyTool, job('running', report))).toBeUndefined();
    expect(reportOf(retopologyTool, job('succeeded', { triangles_before: 'many' }))).toBeUndefined();
  });
});
