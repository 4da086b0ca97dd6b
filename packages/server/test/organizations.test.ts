/**
 * Organizations: making one, inviting by mail and accepting (with an account that exists and with one
 * made for the invited email), seats by the owner's plan, role rules, removing and leaving (access and
 * socket rooms end at once), the shared library and a member's tool run charged to the member. Then the
 * authorization matrix: every operation of the served OpenAPI document, called as anonymous, a member,
 * an organization admin, the owner, a member of another organization, a removed member and a site
 * admin against the organization's records; a 2xx (or an organization's id in a 2xx body) where the
 * rule says no is a leak. An operation the matrix does not know fails the suite.
 */
import { randomUUID } from 'node:crypto';
import type { Asset, Organization, OrganizationInvite, OrganizationMember, Session, TokenResponse } from '@facet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSignIn, call, json, NO_AUTH_LIMIT, outboxMails, register } from './accounts-helpers';
import { createFolder, png, upload } from './assets-helpers';
import { documentOperations, type OpenApiDocument, operationUrl } from './conformance-helpers';
import { databaseTargets, startTestServer, type TestServer } from './helpers';
import { credits, gridGlb, setTier, settledJob, startRetopology } from './sessions-helpers';
import { connected, socketFor, waitForSocketEvent } from './socket-helpers';

const target = databaseTargets().at(-1)!;

let server: TestServer;
let admin: TokenResponse;
let accounts = 0;
const newAccount = (name: string) => register(server, `${name}-${++accounts}@example.com`);

const createOrg = async (token: string, name: string) => json<Organization>(await call(server, 'POST', '/organizations', { token, body: { name } }), 201);
const invite = (token: string, orgId: string, email: string, role = 'member') => call(server, 'POST', `/organizations/${orgId}/invites`, { token, body: { email, role } });

/** The token of the last invite link mailed to `email`. */
async function inviteToken(email: string): Promise<string> {
  const mail = (await outboxMails(server, email)).at(-1) ?? '';
  const match = /\/invite\/([A-Za-z0-9_-]+)/.exec(mail);
  if (!match?.[1]) throw new Error(`No invite link in the mail to ${email}:\n${mail}`);
  return match[1];
}

/** Invites `who` (or their email) and accepts as them. */
async function join(ownerToken: string, orgId: string, who: TokenResponse, role = 'member'): Promise<void> {
  await json(await invite(ownerToken, orgId, who.user.email, role), 201);
  await json(await call(server, 'POST', `/invites/${await inviteToken(who.user.email)}/accept`, { token: who.token }), 200);
}

beforeAll(async () => {
  server = await startTestServer(target, { ...NO_AUTH_LIMIT, PREVIEW_RENDERER: 'off', TOOL_WORKER: 'on', LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent' });
  admin = await adminSignIn(server);
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('organizations', () => {
  it('makes one with the caller as owner, and lists it as theirs only', async () => {
    const ada = await newAccount('ada');
    const bob = await newAccount('bob');
    const org = await createOrg(ada.token, 'Studio North');
    expect(org).toMatchObject({ name: 'Studio North', owner_id: ada.user.id, my_role: 'owner', tier: 'free', seats_limit: 1, seats_used: 1, disabled: false, avatar_url: null });
    expect((await json<{ items: Organization[] }>(await call(server, 'GET', '/organizations', { token: ada.token }), 200)).items.map((o) => o.id)).toEqual([org.id]);
    expect((await json<{ items: Organization[] }>(await call(server, 'GET', '/organizations', { token: bob.token }), 200)).items).toEqual([]);
    const notFound = await json(await call(server, 'GET', `/organizations/${org.id}`, { token: bob.token }), 404);
    expect(notFound).toEqual(await json(await call(server, 'GET', `/organizations/${randomUUID()}`, { token: bob.token }), 404));
  });

  it('refuses invites on a plan without seats (402, naming the Studio plan) and past the seats (409)', async () => {
    const ada = await newAccount('ada');
    const org = await createOrg(ada.token, 'Small');
    const refused = await json<{ code: string; message: string }>(await invite(ada.token, org.id, 'someone@example.com'), 402);
    expect(refused.code).toBe('PAYMENT_REQUIRED');
    expect(refused.message).toContain('Studio');
    await setTier(server, admin.token, ada, 'studio');
    const seats = (await json<Organization>(await call(server, 'GET', `/organizations/${org.id}`, { token: ada.token }), 200)).seats_limit;
    expect(seats).toBe(20);
    for (let i = 1; i < seats; i++) await json(await invite(ada.token, org.id, `seat-${i}-${org.id}@example.com`), 201);
    const full = await json<{ code: string; message: string }>(await invite(ada.token, org.id, `one-more-${org.id}@example.com`), 409);
    expect(full.code).toBe('SEATS_FULL');
    // A plan that ends keeps the members, and invites are refused until seats fit again.
    await setTier(server, admin.token, ada, 'pro');
    expect((await json<{ code: string }>(await invite(ada.token, org.id, `later-${org.id}@example.com`), 402)).code).toBe('PAYMENT_REQUIRED');
  });

  it('mails an invite that an existing account and a new account with that email accept; a wrong account cannot', async () => {
    const ada = await newAccount('ada');
    await setTier(server, admin.token, ada, 'studio');
    const org = await createOrg(ada.token, 'Invites');
    const bob = await newAccount('bob');
    const created = await json<OrganizationInvite>(await invite(ada.token, org.id, bob.user.email.toUpperCase(), 'admin'), 201);
    expect(created).toMatchObject({ role: 'admin', invited_by_name: ada.user.name });
    expect(Date.parse(created.expires_at) - Date.parse(created.created_at)).toBe(7 * 24 * 60 * 60 * 1000);
    const mail = (await outboxMails(server, bob.user.email)).at(-1) ?? '';
    expect(mail).toContain(`${server.url}/invite/`);
    const token = await inviteToken(bob.user.email);
    // Only its hash is kept.
    const stored = await server.database.executeSql('SELECT token_hash FROM organization_invites WHERE id = $1', [created.id]);
    expect(JSON.stringify(stored.rows)).not.toContain(token);
    const preview = await json(await call(server, 'GET', `/invites/${token}`), 200);
    expect(preview).toMatchObject({ organization_name: 'Invites', invited_by_name: ada.user.name, role: 'admin', expired: false });
    const eve = await newAccount('eve');
    const wrong = await json<{ message: string }>(await call(server, 'POST', `/invites/${token}/accept`, { token: eve.token }), 409);
    expect(wrong.message).toContain(bob.user.email.toUpperCase());
    const joined = await json<Organization>(await call(server, 'POST', `/invites/${token}/accept`, { token: bob.token }), 200);
    expect(joined).toMatchObject({ id: org.id, my_role: 'admin', seats_used: 2 });
    await json(await call(server, 'GET', `/invites/${token}`), 404);

    // Someone with no account yet: the link, then an account made with the invited email, then accept.
    const email = `new-${org.id}@example.com`;
    await json(await invite(ada.token, org.id, email), 201);
    const newToken = await inviteToken(email);
    const fresh = await register(server, email);
    expect((await json<Organization>(await call(server, 'POST', `/invites/${newToken}/accept`, { token: fresh.token }), 200)).my_role).toBe('member');
    const members = await json<{ items: OrganizationMember[] }>(await call(server, 'GET', `/organizations/${org.id}/members`, { token: fresh.token }), 200);
    expect(members.items.map((m) => m.role)).toEqual(['owner', expect.any(String), expect.any(String)]);

    // Resend: a new link, the old one ends; revoke: the link ends and the seat is free.
    const third = await json<OrganizationInvite>(await invite(ada.token, org.id, `third-${org.id}@example.com`), 201);
    const first = await inviteToken(`third-${org.id}@example.com`);
    await json(await call(server, 'POST', `/organizations/${org.id}/invites/${third.id}/resend`, { token: ada.token }), 200);
    const second = await inviteToken(`third-${org.id}@example.com`);
    expect(second).not.toBe(first);
    await json(await call(server, 'GET', `/invites/${first}`), 404);
    expect((await call(server, 'DELETE', `/organizations/${org.id}/invites/${third.id}`, { token: ada.token })).status).toBe(204);
    await json(await call(server, 'GET', `/invites/${second}`), 404);
  });

  it('keeps role changes to the owner and removals to the owner and admins; the owner cannot leave', async () => {
    const ada = await newAccount('ada');
    await setTier(server, admin.token, ada, 'studio');
    const org = await createOrg(ada.token, 'Roles');
    const [bob, cat, dan] = await Promise.all([newAccount('bob'), newAccount('cat'), newAccount('dan')]);
    await join(ada.token, org.id, bob, 'admin');
    await join(ada.token, org.id, cat);
    await join(ada.token, org.id, dan);
    const role = (token: string, memberId: string, value: string) => call(server, 'PATCH', `/organizations/${org.id}/members/${memberId}`, { token, body: { role: value } });
    await json(await role(bob.token, cat.user.id, 'admin'), 403);
    await json(await role(ada.token, ada.user.id, 'member'), 409);
    expect((await json<OrganizationMember>(await role(ada.token, cat.user.id, 'admin'), 200)).role).toBe('admin');
    await json(await role(ada.token, cat.user.id, 'member'), 200);
    const remove = (token: string, memberId: string) => call(server, 'DELETE', `/organizations/${org.id}/members/${memberId}`, { token });
    await json(await remove(cat.token, dan.user.id), 403);
    await json(await remove(bob.token, ada.user.id), 409);
    await json(await remove(ada.token, ada.user.id), 409);
    expect((await remove(bob.token, dan.user.id)).status).toBe(204);
    await json(await call(server, 'GET', `/organizations/${org.id}`, { token: dan.token }), 404);
    expect((await remove(cat.token, cat.user.id)).status).toBe(204);
    await json(await call(server, 'GET', `/organizations/${org.id}`, { token: cat.token }), 404);
    await json(await call(server, 'PATCH', `/organizations/${org.id}`, { token: bob.token, body: { name: 'Renamed' } }), 200);
  });

  it("takes a deleted account out of its organizations: a member's seat frees, an owner's organization goes and its assets go home", async () => {
    const ada = await newAccount('ada');
    await setTier(server, admin.token, ada, 'studio');
    const org = await createOrg(ada.token, 'Leaving');
    const [bob, cat] = await Promise.all([newAccount('bob'), newAccount('cat')]);
    await join(ada.token, org.id, bob);
    await join(ada.token, org.id, cat);
    const bobs = await json<Asset>(await upload(server, { token: bob.token, bytes: png(8, 8), fileName: 'bob.png', fields: { organization_id: org.id } }), 201);
    expect((await call(server, 'DELETE', '/user', { token: cat.token })).status).toBe(204);
    const members = await json<{ items: OrganizationMember[] }>(await call(server, 'GET', `/organizations/${org.id}/members`, { token: ada.token }), 200);
    expect(members.items.map((m) => m.user_id).sort()).toEqual([ada.user.id, bob.user.id].sort());
    expect((await json<Organization>(await call(server, 'GET', `/organizations/${org.id}`, { token: ada.token }), 200)).seats_used).toBe(2);

    expect((await call(server, 'DELETE', '/user', { token: ada.token })).status).toBe(204);
    await json(await call(server, 'GET', `/organizations/${org.id}`, { token: bob.token }), 404);
    const home = await json<Asset>(await call(server, 'GET', `/v3/assets/${bobs.id}`, { token: bob.token }), 200);
    expect(home.organization_id).toBeNull();
  });

  it('shares its library with members live, and a removed member loses it at once, sockets included', async () => {
    const ada = await newAccount('ada');
    await setTier(server, admin.token, ada, 'studio');
    const org = await createOrg(ada.token, 'Shared');
    const bob = await newAccount('bob');
    await join(ada.token, org.id, bob);
    const bobSocket = socketFor(server, bob.token);
    try {
      await connected(bobSocket);
      const seen = waitForSocketEvent<Asset>(bobSocket, 'asset_update', (asset) => asset.name === 'Shared grid');
      const shared = await json<Asset>(await upload(server, { token: ada.token, bytes: gridGlb(4), fileName: 'Shared grid.glb', fields: { name: 'Shared grid', organization_id: org.id } }), 201);
      expect(shared.organization_id).toBe(org.id);
      expect((await seen).id).toBe(shared.id);
      const listed = await json<{ items: Asset[] }>(await call(server, 'GET', `/v3/assets?organization_id=${org.id}`, { token: bob.token }), 200);
      expect(listed.items.map((a) => a.id)).toContain(shared.id);
      // Not in either person's own library.
      const own = await json<{ items: Asset[] }>(await call(server, 'GET', '/v3/assets', { token: ada.token }), 200);
      expect(own.items.map((a) => a.id)).not.toContain(shared.id);
      const folder = await json<Asset>(await call(server, 'POST', '/v3/assets', { token: bob.token, body: { type: 'folder', name: 'Bob folder', organization_id: org.id } }), 201);
      const inside = await createFolder(server, ada.token, 'Inside', folder.id);
      expect(inside.organization_id).toBe(org.id);
      const detail = await json<{ assets: Asset[] }>(await call(server, 'GET', `/organizations/${org.id}/members/${bob.user.id}`, { token: ada.token }), 200);
      expect(detail.assets.map((a) => a.id)).toEqual([folder.id]);

      const removed = waitForSocketEvent<{ organization_id: string }>(bobSocket, 'organization.removed');
      expect((await call(server, 'DELETE', `/organizations/${org.id}/members/${bob.user.id}`, { token: ada.token })).status).toBe(204);
      expect((await removed).organization_id).toBe(org.id);
      const missed: Asset[] = [];
      bobSocket.on('asset_update', (asset: Asset) => missed.push(asset));
      await json(await call(server, 'PUT', `/v3/assets/${shared.id}`, { token: ada.token, body: { name: 'Renamed after' } }), 200);
      await json(await call(server, 'GET', `/v3/assets/${shared.id}`, { token: bob.token }), 404);
      await json(await call(server, 'GET', `/v3/assets/${folder.id}`, { token: bob.token }), 404);
      await json(await call(server, 'GET', `/v3/assets?organization_id=${org.id}`, { token: bob.token }), 404);
      // Asking to join the room again is refused.
      const ack = await new Promise<{ joined: boolean }>((resolve) => bobSocket.emit('join', `org:${org.id}`, resolve));
      expect(ack.joined).toBe(false);
      await json(await call(server, 'PUT', `/v3/assets/${shared.id}`, { token: ada.token, body: { name: 'Renamed again' } }), 200);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(missed).toEqual([]);
    } finally {
      bobSocket.disconnect();
    }
  });

  it("lets a member run a tool on the organization's asset, charged to the member; the output stays in the organization", async () => {
    const ada = await newAccount('ada');
    await setTier(server, admin.token, ada, 'studio');
    const org = await createOrg(ada.token, 'Runs');
    const bob = await newAccount('bob');
    await setTier(server, admin.token, bob, 'pro');
    await join(ada.token, org.id, bob);
    const grid = await json<Asset>(await upload(server, { token: ada.token, bytes: gridGlb(4), fileName: 'g.glb', fields: { organization_id: org.id } }), 201);
    const [adaBefore, bobBefore] = [await credits(server, ada.token), await credits(server, bob.token)];
    const session = await json<Session>(await startRetopology(server, bob.token, { mesh: grid.id }), 201);
    expect(session).toMatchObject({ owner_id: bob.user.id, organization_id: org.id });
    expect(await credits(server, bob.token)).toBeLessThan(bobBefore);
    expect(await credits(server, ada.token)).toBe(adaBefore);
    // The owner reads the member's session, as a member.
    await json(await call(server, 'GET', `/v3/sessions/${session.id}`, { token: ada.token }), 200);
    const job = await settledJob(server, bob.token, session.id);
    expect(job.status, job.error ?? '').toBe('succeeded');
    const outputs = job.assets.filter((id) => id !== grid.id);
    expect(outputs.length).toBeGreaterThan(0);
    for (const id of outputs) expect((await json<Asset>(await call(server, 'GET', `/v3/assets/${id}`, { token: ada.token }), 200)).organization_id).toBe(org.id);
    // Disabled by an admin: unreachable to members, nothing deleted.
    await json(await call(server, 'PUT', `/admin/organizations/${org.id}/disabled`, { token: admin.token, body: { disabled: true } }), 200);
    await json(await call(server, 'GET', `/v3/assets/${grid.id}`, { token: bob.token }), 404);
    await json(await call(server, 'GET', `/organizations/${org.id}`, { token: ada.token }), 404);
    const audit = await server.database.executeSql("SELECT action, target_user_id, admin_email FROM admin_audit_log WHERE detail->>'organization_id' = $1", [org.id]);
    expect(audit.rows).toEqual([{ action: 'set_organization_disabled', target_user_id: ada.user.id, admin_email: admin.user.email }]);
    await json(await call(server, 'PUT', `/admin/organizations/${org.id}/disabled`, { token: admin.token, body: { disabled: false } }), 200);
    await json(await call(server, 'GET', `/v3/assets/${grid.id}`, { token: bob.token }), 200);
    // Deleted by its owner: each asset goes back to its owner's own library.
    expect((await call(server, 'DELETE', `/organizations/${org.id}`, { token: ada.token })).status).toBe(204);
    expect((await json<Asset>(await call(server, 'GET', `/v3/assets/${grid.id}`, { token: ada.token }), 200)).organization_id).toBeNull();
    await json(await call(server, 'GET', `/v3/assets/${grid.id}`, { token: bob.token }), 404);
  }, 60_000);
});

// --- The authorization matrix ------------------------------------------------------------------------

type Role = 'anonymous' | 'member' | 'orgAdmin' | 'owner' | 'otherOrg' | 'removed' | 'siteAdmin';
const ROLES: Role[] = ['anonymous', 'otherOrg', 'removed', 'siteAdmin', 'member', 'orgAdmin', 'owner'];
const OUTSIDERS = new Set<Role>(['anonymous', 'otherOrg', 'removed', 'siteAdmin']);

interface OrgRecords {
  org: string;
  /** An organization to delete (the same members). */
  spareOrg: string;
  mesh: string;
  folder: string;
  /** Deleted by the calls that delete an asset. */
  spare: string;
  session: string;
  invite: string;
  /** Revoked by the calls that revoke an invite. */
  spareInvite: string;
  inviteToken: string;
  /** A member to remove and change the role of. */
  victim: string;
  /** What the removed member made in the organization while a member. */
  removedAsset: string;
}

interface MatrixRequest {
  params?: Record<string, string>;
  query?: Record<string, string>;
  json?: unknown;
  form?: Record<string, string>;
}

/**
 * Every operation of the document, by operationId: how it names the organization's records (`org`
 * true), or that it names none (`org` false: only its answers are searched for the organization's
 * ids). `insiders`: the roles that may have it succeed; anyone else's 2xx is a leak.
 */
interface MatrixEntry {
  org: boolean;
  request?: (r: OrgRecords, role: Role) => MatrixRequest;
  /** The roles whose 2xx is allowed, beside every role for an operation that names no record. */
  allowed?: Role[];
}

const MEMBERS: Role[] = ['member', 'orgAdmin', 'owner'];
const MANAGERS: Role[] = ['orgAdmin', 'owner'];
let invited = 0;

const MATRIX: Record<string, MatrixEntry> = {
  ...Object.fromEntries(
    [
      'startupSettings', 'health', 'reportProblem', 'reportErrorSlack', 'register', 'login', 'verifyEmail', 'logout', 'authProviders', 'oauthStart',
      'oauthCallback', 'adminLogin', 'profile', 'credits', 'invoices', 'receipt', 'startCheckout', 'stripeWebhook', 'subscription', 'cancelSubscription',
      'resumeSubscription', 'billingPortal', 'checkCoupon', 'createCoupon', 'testClock', 'sendVerificationEmail', 'forgotPassword', 'resetPassword',
      'updateTier', 'loginAs', 'creditsReport', 'deleteFlow', 'skipOnboarding', 'updateOnboarding', 'creditHistory', 'creditUsage', 'pricingClick',
      'showcase', 'listOrganizations', 'createOrganization', 'updateUser', 'deleteUser', 'endImpersonation', 'adminOverview', 'adminUsers', 'adminUser',
      'adminGrantCredits', 'adminFirstSessions', 'adminCoupons', 'adminDisableCoupon', 'adminAudit', 'adminShowcase', 'adminShowcaseOrder',
    ].map((name) => [name, { org: false }]),
  ),
  listAssets: { org: true, request: (r) => ({ query: { organization_id: r.org } }), allowed: MEMBERS },
  createAsset: { org: true, request: (r) => ({ json: { type: 'folder', name: 'Matrix', organization_id: r.org } }), allowed: MEMBERS },
  searchAssets: { org: true, request: (r) => ({ json: { search_text: '', organization_id: r.org } }), allowed: MEMBERS },
  uploadAsset: { org: true, request: (r) => ({ form: { organization_id: r.org } }), allowed: MEMBERS },
  getAsset: { org: true, request: (r) => ({ params: { id: r.mesh } }), allowed: MEMBERS },
  deleteAsset: { org: true, request: (r) => ({ params: { id: r.spare } }), allowed: MEMBERS },
  updateAsset: { org: true, request: (r) => ({ params: { id: r.mesh }, json: { name: 'Renamed' } }), allowed: MEMBERS },
  setUpAxis: { org: true, request: (r) => ({ params: { id: r.mesh }, json: { up_axis: 'y' } }), allowed: MEMBERS },
  setUnit: { org: true, request: (r) => ({ params: { id: r.mesh }, json: { unit: 'cm' } }), allowed: MEMBERS },
  moveAssets: { org: true, request: (r) => ({ json: { asset_ids: [r.mesh], parent_id: r.folder } }), allowed: MEMBERS },
  setShowcase: { org: true, request: (r) => ({ params: { id: r.mesh }, json: { is_showcase: false } }), allowed: ['siteAdmin'] },
  createSession: { org: true, request: (r) => ({ json: { type: 'retopology', input: { mesh: r.mesh } } }), allowed: MEMBERS },
  getSession: { org: true, request: (r) => ({ params: { id: r.session } }), allowed: MEMBERS },
  updateSession: { org: true, request: (r) => ({ params: { id: r.session }, json: { name: 'Renamed' } }), allowed: MEMBERS },
  sendChatMessage: { org: true, request: (r) => ({ params: { sessionId: r.session }, json: { message: 'make it red' } }), allowed: MEMBERS },
  listJobs: { org: true, request: (r) => ({ query: { session_id: r.session } }), allowed: MEMBERS },
  organization: { org: true, request: (r) => ({ params: { orgId: r.org } }), allowed: MEMBERS },
  updateOrganization: { org: true, request: (r) => ({ params: { orgId: r.org }, json: { name: 'Matrix' } }), allowed: MANAGERS },
  organizationAvatar: { org: true, request: (r) => ({ params: { orgId: r.org }, form: {} }), allowed: MANAGERS },
  deleteOrganization: { org: true, request: (r) => ({ params: { orgId: r.spareOrg } }), allowed: ['owner'] },
  organizationMembers: { org: true, request: (r) => ({ params: { orgId: r.org } }), allowed: MEMBERS },
  organizationMember: { org: true, request: (r) => ({ params: { orgId: r.org, memberId: r.victim } }), allowed: MEMBERS },
  updateMemberRole: { org: true, request: (r) => ({ params: { orgId: r.org, memberId: r.victim }, json: { role: 'member' } }), allowed: ['owner'] },
  removeMember: { org: true, request: (r) => ({ params: { orgId: r.org, memberId: r.victim } }), allowed: MANAGERS },
  organizationInvites: { org: true, request: (r) => ({ params: { orgId: r.org } }), allowed: MANAGERS },
  createInvite: { org: true, request: (r) => ({ params: { orgId: r.org }, json: { email: `matrix-${++invited}@example.com`, role: 'member' } }), allowed: MANAGERS },
  resendInvite: { org: true, request: (r) => ({ params: { orgId: r.org, inviteId: r.invite } }), allowed: MANAGERS },
  revokeInvite: { org: true, request: (r) => ({ params: { orgId: r.org, inviteId: r.spareInvite } }), allowed: MANAGERS },
  // A link's token is the capability: whoever holds it may read what it offers.
  invitePreview: { org: true, request: (r) => ({ params: { token: r.inviteToken } }), allowed: ROLES },
  acceptInvite: { org: true, request: (r) => ({ params: { token: r.inviteToken } }), allowed: [] },
  adminOrganizations: { org: true, request: (r) => ({ query: { q: r.org } }), allowed: ['siteAdmin'] },
  adminOrganization: { org: true, request: (r) => ({ params: { orgId: r.org } }), allowed: ['siteAdmin'] },
  adminSetOrganizationDisabled: { org: true, request: (r) => ({ params: { orgId: r.org }, json: { disabled: false } }), allowed: ['siteAdmin'] },
};

describe('the authorization matrix over every operation of the served document', () => {
  let document: OpenApiDocument;
  const tokens = new Map<Role, string | undefined>();
  let records: OrgRecords;
  let secrets: string[];

  beforeAll(async () => {
    document = (await (await fetch(`${server.url}/docs/json`)).json()) as OpenApiDocument;
    const [owner, member, orgAdmin, other, removed, victim] = (await Promise.all(['owner', 'member', 'orgadmin', 'other', 'removed', 'victim'].map(newAccount))) as [
      TokenResponse,
      TokenResponse,
      TokenResponse,
      TokenResponse,
      TokenResponse,
      TokenResponse,
    ];
    await Promise.all([owner, member, orgAdmin, other, removed, victim].map((who) => setTier(server, admin.token, who, 'studio')));
    const org = await createOrg(owner.token, 'Matrix');
    const spareOrg = await createOrg(owner.token, 'Matrix spare');
    for (const id of [org.id, spareOrg.id]) {
      await join(owner.token, id, member);
      await join(owner.token, id, orgAdmin, 'admin');
      await join(owner.token, id, removed);
    }
    await join(owner.token, org.id, victim);
    const otherOrg = await createOrg(other.token, 'Elsewhere');
    const mesh = await json<Asset>(await upload(server, { token: owner.token, bytes: gridGlb(4), fileName: 'm.glb', fields: { organization_id: org.id } }), 201);
    const folder = await json<Asset>(await call(server, 'POST', '/v3/assets', { token: member.token, body: { type: 'folder', name: 'F', organization_id: org.id } }), 201);
    const spare = await json<Asset>(await call(server, 'POST', '/v3/assets', { token: member.token, body: { type: 'folder', name: 'S', organization_id: org.id } }), 201);
    const removedAsset = await json<Asset>(await call(server, 'POST', '/v3/assets', { token: removed.token, body: { type: 'folder', name: 'R', organization_id: org.id } }), 201);
    await json(await call(server, 'POST', '/v3/assets', { token: other.token, body: { type: 'folder', name: 'O', organization_id: otherOrg.id } }), 201);
    const session = await json<Session>(await startRetopology(server, member.token, { mesh: mesh.id }), 201);
    const pending = await json<OrganizationInvite>(await invite(owner.token, org.id, 'pending@example.com'), 201);
    const inviteTokenValue = await inviteToken('pending@example.com');
    const spareInvite = await json<OrganizationInvite>(await invite(owner.token, org.id, 'spare-invite@example.com'), 201);
    for (const id of [org.id, spareOrg.id]) expect((await call(server, 'DELETE', `/organizations/${id}/members/${removed.user.id}`, { token: owner.token })).status).toBe(204);
    records = {
      org: org.id,
      spareOrg: spareOrg.id,
      mesh: mesh.id,
      folder: folder.id,
      spare: spare.id,
      session: session.id,
      invite: pending.id,
      spareInvite: spareInvite.id,
      inviteToken: inviteTokenValue,
      victim: victim.user.id,
      removedAsset: removedAsset.id,
    };
    secrets = [org.id, mesh.id, folder.id, spare.id, session.id, pending.id, removedAsset.id];
    tokens.set('anonymous', undefined).set('member', member.token).set('orgAdmin', orgAdmin.token).set('owner', owner.token);
    tokens.set('otherOrg', other.token).set('removed', removed.token).set('siteAdmin', admin.token);
    await settledJob(server, member.token, session.id);
  }, 60_000);

  it('knows every operation of the document', () => {
    const ids = documentOperations(document).map(({ operation }) => operation.operationId);
    expect(ids.filter((id) => !(id in MATRIX)), 'operations the matrix does not know').toEqual([]);
    expect(Object.keys(MATRIX).filter((id) => !ids.includes(id))).toEqual([]);
  });

  it('lets no role reach what it may not: 0 leaks', async () => {
    let calls = 0;
    const leaks: string[] = [];
    // Signing out and deleting the account end the caller's token, so every role calls them last.
    const LAST = new Set(['logout', 'deleteUser', 'endImpersonation']);
    const operations = documentOperations(document);
    const passes = [operations.filter(({ operation }) => !LAST.has(operation.operationId)), operations.filter(({ operation }) => LAST.has(operation.operationId))];
    for (const [pass, role] of passes.flatMap((pass) => ROLES.map((role) => [pass, role] as const))) {
      for (const { template, method, operation } of pass) {
        const entry = MATRIX[operation.operationId];
        if (!entry) continue;
        const request = entry.request?.(records, role) ?? {};
        const params = { ...Object.fromEntries([...template.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name!, randomUUID()])), ...request.params };
        const headers: Record<string, string> = {};
        const token = tokens.get(role);
        if (token) headers.authorization = `Bearer ${token}`;
        let body: FormData | string | undefined;
        if (request.form) {
          const form = new FormData();
          for (const [name, value] of Object.entries(request.form)) form.append(name, value);
          form.append('file', new Blob([png(2, 2)]), 'matrix.png');
          body = form;
        } else if (request.json !== undefined) {
          headers['content-type'] = 'application/json';
          body = JSON.stringify(request.json);
        }
        const response = await fetch(`${server.url}${operationUrl(template, params, request.query)}`, { method: method.toUpperCase(), headers, body, redirect: 'manual' });
        const text = await response.text();
        calls++;
        const name = `${operation.operationId} as ${role}`;
        const ok = response.status >= 200 && response.status < 300;
        const allowed = !entry.org || (entry.allowed ?? []).includes(role);
        if (ok && !allowed) leaks.push(`${name}: ${response.status} ${text.slice(0, 200)}`);
        // The admin area reads across accounts by design (first sessions, users, the showcase): a site
        // admin's answer there may name any record; everywhere else it is searched like anyone's.
        const adminWide = role === 'siteAdmin' && Object.keys((operation as { security?: Record<string, unknown>[] }).security?.[0] ?? {})[0] === 'adminToken';
        if (ok && OUTSIDERS.has(role) && !adminWide && !(entry.allowed ?? []).includes(role)) {
          const found = secrets.filter((secret) => text.includes(secret));
          if (found.length > 0) leaks.push(`${name}: its answer holds the organization's ids ${found.join(', ')}`);
        }
        // An outsider's refusal must not tell the record exists: as a made-up id is answered.
        if (!ok && OUTSIDERS.has(role) && role !== 'anonymous' && entry.org && response.status !== 404 && response.status !== 403 && response.status !== 409) {
          leaks.push(`${name}: answered ${response.status}, not 404: ${text.slice(0, 200)}`);
        }
      }
    }
    console.log(`matrix: ${calls} calls, ${leaks.length} leaks`);
    expect(leaks).toEqual([]);
  }, 120_000);
});
