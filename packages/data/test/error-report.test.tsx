// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useErrorReport } from '../src/error-report';
import { oauthStartUrl } from '../src/oauth-start';
import { clearSession, signIn } from '../src/sign-in';
import { json, startLocalServer } from './local-server';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('useErrorReport', () => {
  let accept = true;
  let server: Awaited<ReturnType<typeof startLocalServer>>;
  beforeAll(async () => {
    server = await startLocalServer((req, res) => {
      if (req.url === '/support/report-problem') return json(res, 200, { statusCode: accept ? 200 : 500 });
      return json(res, 200, {});
    });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(server.url + '/dashboard/assets');
    server.seen.length = 0;
    accept = true;
    clearSession();
  });

  async function mount() {
    let hook: ReturnType<typeof useErrorReport> | undefined;
    function Probe() {
      hook = useErrorReport('Boom', 'at Route');
      return null;
    }
    const root = createRoot(document.createElement('div'));
    await act(async () => root.render(<Probe />));
    await act(async () => root.render(<Probe />));
    const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 100)));
    return { latest: () => hook!, settle };
  }

  it('tells the team once on its own when the person is signed in, and not when signed out', async () => {
    signIn({ token: 'user-token' });
    const view = await mount();
    await view.settle();
    const told = server.seen.filter((req) => req.url === '/report-error-slack');
    expect(told).toHaveLength(1);
    expect(JSON.parse(told[0]!.body)).toEqual({
      userEmail: '',
      errorUrl: server.url + '/dashboard/assets',
      errorInfo: { message: 'Boom', componentStack: 'at Route' },
    });
    clearSession();
    await mount();
    await view.settle();
    expect(server.seen.filter((req) => req.url === '/report-error-slack')).toHaveLength(1);
  });

  it('reports the problem on request: sending, then sent or failed', async () => {
    const view = await mount();
    expect(view.latest().reportState).toBe('idle');
    act(() => view.latest().report());
    expect(view.latest().reportState).toBe('sending');
    await view.settle();
    expect(view.latest().reportState).toBe('sent');
    accept = false;
    act(() => view.latest().report());
    await view.settle();
    expect(view.latest().reportState).toBe('failed');
  });
});

describe('oauthStartUrl', () => {
  it("is the server's start address, carrying where to go after", () => {
    expect(oauthStartUrl('google', '/dashboard/assets?folderId=f1')).toBe(
      '/auth/oauth/google/start?redirect_to=%2Fdashboard%2Fassets%3FfolderId%3Df1',
    );
  });
});
