/**
 * The access rule, walked over the served OpenAPI document. Every operation that takes an id (a path
 * or query parameter, or a JSON or form field, of format uuid or named `id`, `..._id`, `...Id` or
 * `..._ids`) is called naming a record of Ada's: by Bob, by an admin and by Ada. Bob's answer must be
 * 404 and must be the answer a made-up id gets, word for word, and must leave Ada's records as they
 * were; the admin gets what SPEC.md section 6 allows (Ada's credit history, and the admin operations),
 * else the same 404; Ada gets her answer. An id an operation takes that no probe here names fails the
 * suite, so a new operation cannot skip the rule.
 */
import { randomUUID } from 'node:crypto';
import type { Session, TokenResponse } from '@facet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSignIn, call, json, NO_AUTH_LIMIT, register } from './accounts-helpers';
import { createFolder, png, STANDING_STL, uploadAsset } from './assets-helpers';
import { documentOperations, type JsonSchema, type OpenApiDocument, operationUrl } from './conformance-helpers';
import { embeddedTarget, startTestServer, type TestServer } from './helpers';
import { buyPack } from './payments-helpers';
import { setTier, startRetopology, uploadGrid } from './sessions-helpers';

/** The records of one account that the probes name. */
interface Records {
  user: string;
  folder: string;
  mesh: string;
  image: string;
}

/** Ada's, which the probes are about; Bob and the admin have only `Records`. */
interface AdaRecords extends Records {
  /** An STL: it has an up axis. */
  part: string;
  /** Deleted by Ada's own call, so the other probes keep her mesh. */
  spare: string;
  session: string;
  chat: string;
  invoice: string;
  /** Ada's organization, with her as its owner and its pending invites. */
  org: string;
  /** Deleted by Ada's own call. */
  spareOrg: string;
  invite: string;
  /** Revoked by Ada's own call. */
  spareInvite: string;
}

interface Probe {
  /** The id inputs of the operation this probe names Ada's record in (`path id`, `body input.mesh`, ...). */
  covers: string[];
  /**
   * The request: `target` holds Ada's ids, or made-up ones; `own` is the caller's own records, for the
   * other ids of the request.
   */
  request: (target: AdaRecords, own: Records) => { params?: Record<string, string>; query?: Record<string, string>; json?: unknown; form?: Record<string, string> };
  /** Ada's status. */
  owner: number;
  /** Bob's status: 404 unless the operation answers every id alike before reading it (an admin operation's 403). */
  other?: number;
  /** The admin's status, for Ada's record: 404 unless SPEC.md lets an admin do it. */
  admin?: number;
}

const MADE_UP = (): AdaRecords => ({
  user: randomUUID(),
  folder: randomUUID(),
  mesh: randomUUID(),
  image: randomUUID(),
  part: randomUUID(),
  spare: randomUUID(),
  session: randomUUID(),
  chat: randomUUID(),
  invoice: randomUUID(),
  org: randomUUID(),
  spareOrg: randomUUID(),
  invite: randomUUID(),
  spareInvite: randomUUID(),
});

/** What each operation that takes an id is probed with, by operationId. */
const PROBES: Record<string, Probe[]> = {
  updateUser: [{ covers: ['path id'], request: (t) => ({ params: { id: t.user }, json: { name: 'Renamed' } }), owner: 200 }],
  receipt: [{ covers: ['path id'], request: (t) => ({ params: { id: t.invoice } }), owner: 200 }],
  creditHistory: [{ covers: ['path user_id'], request: (t) => ({ params: { user_id: t.user } }), owner: 200, admin: 200 }],
  updateTier: [{ covers: ['body user_id'], request: (t) => ({ json: { user_id: t.user, tier: 'pro' } }), owner: 403, other: 403, admin: 200 }],
  loginAs: [{ covers: ['body user_id'], request: (t) => ({ json: { user_id: t.user } }), owner: 403, other: 403, admin: 200 }],
  adminUser: [{ covers: ['path id'], request: (t) => ({ params: { id: t.user } }), owner: 403, other: 403, admin: 200 }],
  adminGrantCredits: [{ covers: ['path id'], request: (t) => ({ params: { id: t.user }, json: { amount: 1, reason: 'Access probe' } }), owner: 403, other: 403, admin: 200 }],
  adminAudit: [{ covers: ['query user_id'], request: (t) => ({ query: { user_id: t.user } }), owner: 403, other: 403, admin: 200 }],
  // The order must name exactly the showcase, which Ada's mesh is not in: refused alike for her id and a made-up one.
  adminShowcaseOrder: [{ covers: ['body ids'], request: (t) => ({ json: { ids: [t.mesh] } }), owner: 403, other: 403, admin: 409 }],
  listAssets: [
    { covers: ['query parent_id'], request: (t) => ({ query: { parent_id: t.folder } }), owner: 200 },
    { covers: ['query organization_id'], request: (t) => ({ query: { organization_id: t.org } }), owner: 200 },
  ],
  createAsset: [
    { covers: ['body parent_id'], request: (t) => ({ json: { type: 'folder', name: 'Inside', parent_id: t.folder } }), owner: 201 },
    { covers: ['body organization_id'], request: (t) => ({ json: { type: 'folder', name: 'Shared', organization_id: t.org } }), owner: 201 },
    // Lineage is the server's to write: refused for any id, before anything is looked up.
    { covers: ['body data.source_asset_id'], request: (t) => ({ json: { type: 'folder', name: 'Copy', data: { source_asset_id: t.mesh } } }), owner: 400, other: 400, admin: 400 },
  ],
  searchAssets: [
    { covers: ['body parent_id'], request: (t) => ({ json: { search_text: 'Grid', parent_id: t.folder } }), owner: 200 },
    { covers: ['body organization_id'], request: (t) => ({ json: { search_text: 'Grid', organization_id: t.org } }), owner: 200 },
  ],
  uploadAsset: [
    { covers: ['form parent_id'], request: (t) => ({ form: { parent_id: t.folder } }), owner: 201 },
    { covers: ['form organization_id'], request: (t) => ({ form: { organization_id: t.org } }), owner: 201 },
  ],
  getAsset: [{ covers: ['path id'], request: (t) => ({ params: { id: t.mesh } }), owner: 200 }],
  updateAsset: [
    { covers: ['path id'], request: (t) => ({ params: { id: t.mesh }, json: { name: 'Renamed' } }), owner: 200 },
    { covers: ['body data.source_asset_id'], request: (t, own) => ({ params: { id: own.mesh }, json: { data: { source_asset_id: t.mesh } } }), owner: 400, other: 400, admin: 400 },
  ],
  deleteAsset: [{ covers: ['path id'], request: (t) => ({ params: { id: t.spare } }), owner: 200 }],
  setUpAxis: [{ covers: ['path id'], request: (t) => ({ params: { id: t.part }, json: { up_axis: 'y' } }), owner: 200 }],
  setUnit: [{ covers: ['path id'], request: (t) => ({ params: { id: t.part }, json: { unit: 'cm' } }), owner: 200 }],
  moveAssets: [
    { covers: ['body asset_ids'], request: (t) => ({ json: { asset_ids: [t.mesh], parent_id: null } }), owner: 200 },
    { covers: ['body parent_id'], request: (t, own) => ({ json: { asset_ids: [own.image], parent_id: t.folder } }), owner: 200 },
  ],
  setShowcase: [{ covers: ['path id'], request: (t) => ({ params: { id: t.image }, json: { is_showcase: true } }), owner: 403, other: 403, admin: 200 }],
  createSession: [
    { covers: ['body input.mesh'], request: (t) => ({ json: { type: 'retopology', input: { mesh: t.mesh } } }), owner: 201 },
    { covers: ['body input.asset'], request: (t) => ({ json: { type: 'segmentation', input: { asset: t.mesh } } }), owner: 201 },
    { covers: ['body input.image'], request: (t, own) => ({ json: { type: 'texture', input: { mesh: own.mesh, image: t.image } } }), owner: 201 },
    { covers: ['body input.assets'], request: (t) => ({ json: { type: 'upload', input: { assets: [t.mesh] } } }), owner: 201 },
    // Every picture of a multiview run is checked: another's side picture is as unseen as its front.
    { covers: ['body input.images'], request: (t, own) => ({ json: { type: 'multiview_to_3d', input: { images: [own.image, t.image, own.image] } } }), owner: 201 },
  ],
  getSession: [{ covers: ['path id'], request: (t) => ({ params: { id: t.session } }), owner: 200 }],
  updateSession: [{ covers: ['path id'], request: (t) => ({ params: { id: t.session }, json: { name: 'Renamed' } }), owner: 200 }],
  sendChatMessage: [{ covers: ['path sessionId'], request: (t) => ({ params: { sessionId: t.chat }, json: { message: 'make it red' } }), owner: 501 }],
  listJobs: [{ covers: ['query session_id'], request: (t) => ({ query: { session_id: t.session } }), owner: 200 }],
  organization: [{ covers: ['path orgId'], request: (t) => ({ params: { orgId: t.org } }), owner: 200 }],
  updateOrganization: [{ covers: ['path orgId'], request: (t) => ({ params: { orgId: t.org }, json: { name: 'Renamed' } }), owner: 200 }],
  organizationAvatar: [{ covers: ['path orgId'], request: (t) => ({ params: { orgId: t.org }, form: {} }), owner: 200 }],
  deleteOrganization: [{ covers: ['path orgId'], request: (t) => ({ params: { orgId: t.spareOrg } }), owner: 204 }],
  organizationMembers: [{ covers: ['path orgId'], request: (t) => ({ params: { orgId: t.org } }), owner: 200 }],
  organizationMember: [{ covers: ['path memberId', 'path orgId'], request: (t) => ({ params: { orgId: t.org, memberId: t.user } }), owner: 200 }],
  // The owner's own role cannot change, nor can the owner leave.
  updateMemberRole: [{ covers: ['path memberId', 'path orgId'], request: (t) => ({ params: { orgId: t.org, memberId: t.user }, json: { role: 'member' } }), owner: 409 }],
  removeMember: [{ covers: ['path memberId', 'path orgId'], request: (t) => ({ params: { orgId: t.org, memberId: t.user } }), owner: 409 }],
  organizationInvites: [{ covers: ['path orgId'], request: (t) => ({ params: { orgId: t.org } }), owner: 200 }],
  // By Ada's turn the admin's probe of updateTier has put her on Pro, whose plan has no seats to invite to.
  createInvite: [{ covers: ['path orgId'], request: (t) => ({ params: { orgId: t.org }, json: { email: `walk-${randomUUID()}@example.com` } }), owner: 402 }],
  resendInvite: [{ covers: ['path inviteId', 'path orgId'], request: (t) => ({ params: { orgId: t.org, inviteId: t.invite } }), owner: 200 }],
  revokeInvite: [{ covers: ['path inviteId', 'path orgId'], request: (t) => ({ params: { orgId: t.org, inviteId: t.spareInvite } }), owner: 204 }],
  adminOrganization: [{ covers: ['path orgId'], request: (t) => ({ params: { orgId: t.org } }), owner: 403, other: 403, admin: 200 }],
  adminSetOrganizationDisabled: [{ covers: ['path orgId'], request: (t) => ({ params: { orgId: t.org }, json: { disabled: false } }), owner: 403, other: 403, admin: 200 }],
};

const ID_NAME = /^(id|.+_id|.+Id|.+_ids)$/;

/** The id inputs of an operation, as `covers` names them. */
function idInputs(document: OpenApiDocument, operation: ReturnType<typeof documentOperations>[number]['operation']): string[] {
  const resolve = (schema: JsonSchema): JsonSchema => {
    const ref = (schema as { $ref?: string }).$ref;
    if (!ref) return schema;
    const found = ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], document);
    return resolve(found as JsonSchema);
  };
  const isId = (name: string, raw: JsonSchema): boolean => {
    const schema = resolve(raw);
    const alternatives = (schema.anyOf ?? schema.oneOf)?.map(resolve);
    if (alternatives) return alternatives.some((option) => isId(name, option));
    if (schema.enum || schema.const !== undefined) return false;
    if (schema.format === 'uuid') return true;
    if (schema.type === 'array' && schema.items) return isId(name, schema.items);
    return ID_NAME.test(name) && (schema.type === 'string' || schema.type === undefined);
  };
  const fields = (raw: JsonSchema, prefix: string): string[] => {
    const schema = resolve(raw);
    const alternatives = (schema.anyOf ?? schema.oneOf ?? (schema as { allOf?: JsonSchema[] }).allOf)?.map(resolve);
    if (alternatives) return alternatives.flatMap((option) => fields(option, prefix));
    return Object.entries(schema.properties ?? {}).flatMap(([name, property]) =>
      isId(name, property) ? [`${prefix}${name}`] : fields(property, `${prefix}${name}.`),
    );
  };
  const params = (operation.parameters ?? []).filter((param) => isId(param.name, param.schema)).map((param) => `${param.in} ${param.name}`);
  const content = operation.requestBody?.content ?? {};
  const body = content['application/json'] ? fields(content['application/json'].schema, 'body ') : [];
  const form = content['multipart/form-data'] ? fields(content['multipart/form-data'].schema, 'form ') : [];
  return [...new Set([...params, ...body, ...form])].sort();
}

describe.each([embeddedTarget])('every operation that takes an id, on $kind', (target) => {
  let server: TestServer;
  let document: OpenApiDocument;
  let admin: TokenResponse;
  let ada: TokenResponse;
  let bob: TokenResponse;
  let adaRecords: AdaRecords;
  const records = new Map<string, Records>();
  const operations: { operationId: string; template: string; method: string; inputs: string[] }[] = [];

  beforeAll(async () => {
    server = await startTestServer(target, { ...NO_AUTH_LIMIT, PREVIEW_RENDERER: 'off' });
    const queue = server.app.services.queue();
    document = (await (await fetch(`${server.url}/docs/json`)).json()) as OpenApiDocument;
    for (const { template, method, operation } of documentOperations(document)) {
      const inputs = idInputs(document, operation);
      if (inputs.length > 0) operations.push({ operationId: operation.operationId, template, method, inputs });
    }
    [admin, ada, bob] = await Promise.all([adminSignIn(server), register(server, 'ada@example.com'), register(server, 'bob@example.com')]);
    // Every tool open to everyone, so a tool start is refused for the id and not for the plan.
    await Promise.all([ada, bob, admin].map((who) => setTier(server, admin.token, who, 'pro')));
    const ownRecords = async (who: TokenResponse, name: string): Promise<Records> => {
      const [folder, mesh, image] = await Promise.all([
        createFolder(server, who.token, `${name} folder`),
        uploadGrid(server, who.token, 4),
        uploadAsset(server, who.token, `${name} swatch`, png(2, 2), 'swatch.png'),
      ]);
      return { user: who.user.id, folder: folder.id, mesh: mesh.id, image: image.id };
    };
    const [adaOwn, bobOwn, adminOwn] = await Promise.all([ownRecords(ada, 'Ada'), ownRecords(bob, 'Bob'), ownRecords(admin, 'Admin')]);
    records.set(ada.token, adaOwn).set(bob.token, bobOwn).set(admin.token, adminOwn);
    const [part, spare, { invoice }] = await Promise.all([
      uploadAsset(server, ada.token, 'Part', STANDING_STL, 'part.stl'),
      createFolder(server, ada.token, 'Spare'),
      buyPack(server, ada.token, 'pack_500'),
    ]);
    await queue;
    const session = await json<Session>(await startRetopology(server, ada.token, { mesh: adaOwn.mesh }), 201);
    // No chat session can be started here yet (magic edit answers 501), so this one is stored as one would be.
    const chat = await server.app.services.store.sessions.insertSession({ ownerId: ada.user.id, type: 'chat_to_3d', input: {} });
    // Ada's organization: seats from the Studio plan, so she can invite.
    await setTier(server, admin.token, ada, 'studio');
    const organization = async (name: string) => json<{ id: string }>(await call(server, 'POST', '/organizations', { token: ada.token, body: { name } }), 201);
    const [org, spareOrg] = [await organization('Ada studio'), await organization('Ada spare')];
    const invite = async (email: string) => json<{ id: string }>(await call(server, 'POST', `/organizations/${org.id}/invites`, { token: ada.token, body: { email } }), 201);
    const [pending, spareInvite] = [await invite('pending@example.com'), await invite('spare@example.com')];
    adaRecords = {
      ...adaOwn,
      part: part.id,
      spare: spare.id,
      session: session.id,
      chat: chat.id,
      invoice: invoice.id,
      org: org.id,
      spareOrg: spareOrg.id,
      invite: pending.id,
      spareInvite: spareInvite.id,
    };
  }, 60_000);

  afterAll(async () => {
    await server?.close();
  });

  /** Calls the operation as `token` with the probe's request for `target`; the answer's status and body. */
  async function send(operation: (typeof operations)[number], probe: Probe, token: string, target: AdaRecords) {
    const { params = {}, query, json: body, form } = probe.request(target, records.get(token)!);
    const url = `${server.url}${operationUrl(operation.template, params, query)}`;
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    let payload: FormData | string | undefined;
    if (form) {
      const data = new FormData();
      for (const [name, value] of Object.entries(form)) data.append(name, value);
      data.append('file', new Blob([png(2, 2)]), 'probe.png');
      payload = data;
    } else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const response = await fetch(url, { method: operation.method.toUpperCase(), headers, body: payload });
    const text = await response.text();
    // Enough of the body to compare two refusals word for word, and to show what leaked.
    return { status: response.status, body: response.headers.get('content-type')?.includes('json') ? text.slice(0, 300) : `${text.length} bytes` };
  }

  /** Ada's records as the database holds them, to see that nobody else's call changed one. */
  async function adaState(): Promise<unknown> {
    const query = (text: string) => server.database.executeSql(text, [ada.user.id]).then((result) => result.rows);
    return {
      account: await query('SELECT name, tier, credits, role, deleted_at FROM users WHERE id = $1'),
      tokens: await query('SELECT count(*)::int AS count FROM auth_tokens WHERE user_id = $1'),
      assets: await query('SELECT id, name, parent_id, is_deleted, is_showcase, data, updated_at FROM assets WHERE owner_id = $1 ORDER BY id'),
      sessions: await query('SELECT id, name, status, updated_at FROM sessions WHERE owner_id = $1 ORDER BY id'),
      organizations: await query('SELECT id, name, avatar_key, disabled FROM organizations WHERE owner_id = $1 ORDER BY id'),
      members: await query('SELECT m.organization_id, m.user_id, m.role FROM organization_members m JOIN organizations o ON o.id = m.organization_id WHERE o.owner_id = $1 ORDER BY 1, 2'),
      invites: await query('SELECT i.id, i.email, i.token_hash, i.expires_at FROM organization_invites i JOIN organizations o ON o.id = i.organization_id WHERE o.owner_id = $1 ORDER BY 1'),
      jobs: await query('SELECT id, status FROM jobs WHERE owner_id = $1 ORDER BY id'),
      invoices: await query('SELECT id, status FROM invoices WHERE user_id = $1 ORDER BY id'),
    };
  }

  it('has a probe for every id every operation takes, and none for an operation the document does not have', () => {
    expect(operations.length).toBeGreaterThan(0);
    const missing = operations.flatMap(({ operationId, inputs }) => {
      const covered = new Set((PROBES[operationId] ?? []).flatMap((probe) => probe.covers));
      return inputs.filter((input) => !covered.has(input)).map((input) => `${operationId}: ${input}`);
    });
    expect(missing, 'ids taken by an operation that no probe names').toEqual([]);
    const known = new Set(operations.map((operation) => operation.operationId));
    expect(Object.keys(PROBES).filter((operationId) => !known.has(operationId))).toEqual([]);
  });

  it("answers someone else's id as it answers a made-up one (404), and changes nothing of the owner's", async () => {
    const leaks: string[] = [];
    for (const operation of operations) {
      for (const [index, probe] of (PROBES[operation.operationId] ?? []).entries()) {
        const name = `${operation.operationId} #${index + 1} (${probe.covers.join(', ')})`;
        const before = await adaState();
        const theirs = await send(operation, probe, bob.token, adaRecords);
        const madeUp = await send(operation, probe, bob.token, MADE_UP());
        const expected = probe.other ?? 404;
        if (theirs.status !== expected) leaks.push(`${name}: Bob got ${theirs.status}, not ${expected}: ${theirs.body}`);
        if (JSON.stringify(theirs) !== JSON.stringify(madeUp)) leaks.push(`${name}: Ada's id answered ${JSON.stringify(theirs)}, a made-up one ${JSON.stringify(madeUp)}`);
        if (JSON.stringify(await adaState()) !== JSON.stringify(before)) leaks.push(`${name}: Bob's call changed Ada's records`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it('lets an admin reach what SPEC.md allows, and answers anything else as a made-up id', async () => {
    const wrong: string[] = [];
    for (const operation of operations) {
      for (const [index, probe] of (PROBES[operation.operationId] ?? []).entries()) {
        const name = `${operation.operationId} #${index + 1} (${probe.covers.join(', ')})`;
        const expected = probe.admin ?? 404;
        const answer = await send(operation, probe, admin.token, adaRecords);
        if (answer.status !== expected) wrong.push(`${name}: the admin got ${answer.status}, not ${expected}: ${answer.body}`);
        if (expected >= 400) {
          const madeUp = await send(operation, probe, admin.token, MADE_UP());
          if (JSON.stringify(answer) !== JSON.stringify(madeUp)) wrong.push(`${name}: Ada's id answered ${JSON.stringify(answer)}, a made-up one ${JSON.stringify(madeUp)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers the owner', async () => {
    const wrong: string[] = [];
    for (const operation of operations) {
      for (const [index, probe] of (PROBES[operation.operationId] ?? []).entries()) {
        const answer = await send(operation, probe, ada.token, adaRecords);
        if (answer.status !== probe.owner) wrong.push(`${operation.operationId} #${index + 1}: Ada got ${answer.status}, not ${probe.owner}: ${answer.body}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
