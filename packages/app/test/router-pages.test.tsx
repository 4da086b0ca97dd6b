import { type Page, pages, toolIds } from '@facet/contract';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routes } from '../src/route-table';

/** A page's address with every `{param}` filled in. */
const sample = (page: Page) => page.path.replace(/\{(\w+)\}/g, (_, name: string) => (name === 'tool' ? toolIds[0]! : name === 'provider' ? 'discord' : `${name}-1`));

/** The route the address lands on: a page of its own, or the not-found route. */
function leaf(address: string): string | undefined {
  return matchRoutes(routes, address)?.at(-1)?.route.path;
}

describe('the router serves the page catalogue', () => {
  const served = Object.values(pages) as Page[];

  it.each(served.map((page) => [page.path, sample(page)]))('%s has a route of its own', (_, address) => {
    expect(leaf(address)).not.toBe('*');
  });

  it('serves the admin area beside the dashboard, not inside it', () => {
    const admin = matchRoutes(routes, pages.adminAudit.path)?.map((match) => match.route.path);
    expect(admin).toEqual(['/', 'dashboard/admin', 'audit']);
  });

  it('serves every tool at its page', () => {
    for (const tool of toolIds) expect(leaf(pages.tool.href({ tool }))).toBe(`asset/tool/${tool}`);
  });

  it('sends the sign-in and sign-up addresses people guess to the forms, not to the not-found page', () => {
    for (const address of ['/signin', '/sign-in', '/signin?callbackUrl=%2Fdashboard%2Fhome', '/login']) expect(leaf(address)).not.toBe('*');
    for (const address of ['/signup', '/register']) expect(leaf(address)).not.toBe('*');
  });

  it('answers other addresses with the not-found page', () => {
    expect(leaf('/dashboard/nothing-here')).toBe('*');
  });
});
