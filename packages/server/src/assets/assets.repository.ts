import type { AssetType } from '@facet/contract';
import { and, asc, desc, eq, ilike, inArray, isNull, lt, ne, notInArray, Placeholder, type SQL, sql } from 'drizzle-orm';
import type { FacetDb } from '../db/database';
import { type AssetRow, assets, users } from '../db/schema';

export type NewAsset = typeof assets.$inferInsert;
/** A job's output to reserve; what is left out is null (the one statement that reserves it sets each of these). */
export type JobOutputAsset = Required<Pick<NewAsset, 'id' | 'ownerId' | 'type' | 'name' | 'data'>> & Pick<NewAsset, 'organizationId' | 'parentId' | 'sessionId'> & {
  sourceJobId: string;
  outputKey: string;
};

/**
 * A library: an organization's (`organizationId`), or else the owner's own (their assets in no
 * organization). Lists, the folder tree, moves and deletes stay within one.
 */
export interface Library {
  ownerId: string;
  organizationId: string | null;
}

/** The condition of a library's assets, on `assets` or on the alias `alias` in raw SQL. */
function inLibrary(library: Library, alias?: string): SQL {
  if (alias) {
    const column = (name: string) => sql.raw(`${alias}.${name}`);
    return library.organizationId
      ? sql`${column('organization_id')} = ${library.organizationId}`
      : sql`${column('owner_id')} = ${library.ownerId} AND ${column('organization_id')} IS NULL`;
  }
  return library.organizationId
    ? sql`${assets.organizationId} = ${library.organizationId}`
    : sql`${assets.ownerId} = ${library.ownerId} AND ${assets.organizationId} IS NULL`;
}

/** The key the tree lock of a library is taken on. */
function treeKey(library: Library): string {
  return library.organizationId ? `assets-tree:org:${library.organizationId}` : `assets-tree:${library.ownerId}`;
}

/** Which of a library's live assets a list holds; every narrowing is optional except the library. */
export interface AssetListFilter extends Library {
  /** A folder's id, `null` for the top level; absent for every folder. */
  parentId?: string | null;
  types?: readonly AssetType[];
  excludeTypes?: readonly AssetType[];
  /** Part of the name, matched case-insensitively (trigram index). */
  nameContains?: string;
  /** Only assets older than this id (the paging cursor). */
  before?: string;
  limit: number;
}

const live = sql`NOT ${assets.isDeleted}`;

/** What the public showcase holds: live file assets in it, of live accounts (joined as `users`). */
const showcaseConditions: SQL[] = [eq(assets.isShowcase, true), live, isNull(users.deletedAt), ne(assets.type, 'folder')];
/** Its order: by position (an asset without one last), then newest first. */
const showcaseOrderKey = sql`coalesce(${assets.showcasePosition}, 2147483647)`;

/**
 * What decides the SQL of a list (not its values): whose library, which parent, how many types in or
 * out, a name, a cursor. A name for its prepared statement, too.
 */
function listShape(filter: AssetListFilter): string {
  const parent = filter.parentId === null ? 'root' : filter.parentId === undefined ? 'any' : 'folder';
  return [
    filter.organizationId ? 'org' : 'own',
    parent,
    `in${filter.types?.length ?? 'all'}`,
    `out${filter.excludeTypes?.length ?? 0}`,
    filter.nameContains ? 'named' : 'anyname',
    filter.before ? 'after' : 'first',
  ].join('_');
}

/**
 * The filter with each type named once: a type listed twice selects nothing more, and a shape per
 * count of repeats would let a request make the server prepare statement after statement.
 */
function distinctTypes(filter: AssetListFilter): AssetListFilter {
  return {
    ...filter,
    ...(filter.types ? { types: [...new Set(filter.types)] } : {}),
    ...(filter.excludeTypes ? { excludeTypes: [...new Set(filter.excludeTypes)] } : {}),
  };
}

/** The values of `listStatement`'s placeholders for `filter`. */
function listValues(filter: AssetListFilter): Record<string, unknown> {
  // The same tests as listShape and listStatement, so each placeholder of the shape has its value.
  const values: Record<string, unknown> = { owner: filter.organizationId ? filter.organizationId : filter.ownerId, limit: filter.limit };
  if (filter.parentId !== null && filter.parentId !== undefined) values.parent = filter.parentId;
  filter.types?.forEach((type, i) => (values[`type${i}`] = type));
  if (filter.excludeTypes?.length) filter.excludeTypes.forEach((type, i) => (values[`excluded${i}`] = type));
  if (filter.nameContains) values.pattern = containsPattern(filter.nameContains);
  if (filter.before) values.before = filter.before;
  return values;
}

/** `%`, `_` and `\` typed by a person are matched as themselves, not as LIKE wildcards. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export class AssetsRepository {
  constructor(private readonly db: FacetDb) {}

  async insert(asset: NewAsset): Promise<AssetRow> {
    const [row] = await this.db.insert(assets).values(asset).returning();
    if (!row) throw new Error('INSERT ... RETURNING gave no row');
    return row;
  }

  /**
   * Reserves a job's output as a hidden (deleted) row, unless that job already reserved this output
   * on an earlier attempt: then undefined, and `findJobOutput` has it. The row comes first and the
   * file after, so an attempt cut off between the two leaves nothing a later attempt cannot reuse.
   * One statement for every job (built once, prepared on each connection): each tool run makes one
   * or more.
   */
  async reserveJobOutput(asset: JobOutputAsset): Promise<AssetRow | undefined> {
    this.reserveQuery ??= this.reserveStatement();
    const [row] = await this.reserveQuery.execute({
      ...asset,
      organizationId: asset.organizationId ?? null,
      parentId: asset.parentId ?? null,
      sessionId: asset.sessionId ?? null,
    });
    return row;
  }

  private reserveStatement() {
    const value = (name: keyof JobOutputAsset) => sql.placeholder(name);
    return this.db
      .insert(assets)
      .values({
        id: value('id'),
        ownerId: value('ownerId'),
        organizationId: value('organizationId'),
        parentId: value('parentId'),
        type: value('type'),
        name: value('name'),
        data: value('data'),
        sessionId: value('sessionId'),
        sourceJobId: value('sourceJobId'),
        outputKey: value('outputKey'),
        isDeleted: true,
      })
      .onConflictDoNothing()
      .returning()
      .prepare('reserve_job_output');
  }

  private reserveQuery?: ReturnType<AssetsRepository['reserveStatement']>;

  /** A job's output, shown or still hidden. */
  async findJobOutput(jobId: string, outputKey: string): Promise<AssetRow | undefined> {
    const [row] = await this.db
      .select()
      .from(assets)
      .where(and(eq(assets.sourceJobId, jobId), eq(assets.outputKey, outputKey)));
    return row;
  }

  /** Removes a job's outputs still hidden (reserved by an attempt of a job that failed), for their files to go. */
  async dropHiddenJobOutputs(jobId: string): Promise<AssetRow[]> {
    return this.db
      .delete(assets)
      .where(and(eq(assets.sourceJobId, jobId), eq(assets.isDeleted, true)))
      .returning();
  }

  /** A job's outputs on show (those a person has not deleted since). */
  async shownJobOutputs(jobId: string): Promise<AssetRow[]> {
    return this.db
      .select()
      .from(assets)
      .where(and(eq(assets.sourceJobId, jobId), live));
  }

  /** The owner's live asset with this id. */
  async findOwned(ownerId: string, id: string): Promise<AssetRow | undefined> {
    const [row] = await this.db
      .select()
      .from(assets)
      .where(and(eq(assets.id, id), eq(assets.ownerId, ownerId), live));
    return row;
  }

  /** The asset an upload with this key made, deleted or not. */
  async findByUploadKey(ownerId: string, uploadKey: string): Promise<AssetRow | undefined> {
    const [row] = await this.db
      .select()
      .from(assets)
      .where(and(eq(assets.ownerId, ownerId), eq(assets.uploadKey, uploadKey)));
    return row;
  }

  /** The owner's live asset, locked until the transaction ends (a read-modify-write of its `data`). */
  async lockOwned(ownerId: string, id: string): Promise<AssetRow | undefined> {
    const [row] = await this.db
      .select()
      .from(assets)
      .where(and(eq(assets.id, id), eq(assets.ownerId, ownerId), live))
      .for('update');
    return row;
  }

  /**
   * Any owner's live asset with this id (every check that a caller may reach an asset, preview
   * rendering). Its statement is built once and prepared on each connection, as it runs for most
   * requests that name an asset (a tool start among them).
   */
  async findLive(id: string): Promise<AssetRow | undefined> {
    this.findLiveQuery ??= this.findLiveStatement();
    const [row] = await this.findLiveQuery.execute({ id });
    return row;
  }

  private findLiveStatement() {
    return this.db
      .select()
      .from(assets)
      .where(and(eq(assets.id, sql.placeholder('id')), live))
      .prepare('find_live_asset');
  }

  private findLiveQuery?: ReturnType<AssetsRepository['findLiveStatement']>;

  /** The live assets among `ids`, whoever owns them, in no particular order. */
  async findManyLive(ids: readonly string[]): Promise<AssetRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .select()
      .from(assets)
      .where(and(inArray(assets.id, [...ids]), live));
  }

  /**
   * The SQL of a list and its values, as `list` runs them (for the benchmark's EXPLAIN): the
   * placeholders filled in, in order.
   */
  listSql(listed: AssetListFilter): { sql: string; params: unknown[] } {
    const filter = distinctTypes(listed);
    const values = listValues(filter);
    const { sql: text, params } = this.listStatement(filter).toSQL();
    return { sql: text, params: params.map((param) => (param instanceof Placeholder ? values[param.name] : param)) };
  }

  async list(listed: AssetListFilter): Promise<AssetRow[]> {
    if (listed.types?.length === 0) return [];
    const filter = distinctTypes(listed);
    // The statement of each shape of filter is built once and prepared on each connection: a list is
    // the most asked-for page, and building its SQL anew took more of a request's time than the
    // database's answer.
    const shape = listShape(filter);
    let prepared = this.preparedLists.get(shape);
    if (!prepared) {
      prepared = this.listStatement(filter).prepare(`assets_list_${shape}`);
      this.preparedLists.set(shape, prepared);
    }
    return prepared.execute(listValues(filter));
  }

  private readonly preparedLists = new Map<string, ReturnType<ReturnType<AssetsRepository['listStatement']>['prepare']>>();

  /**
   * One page of a list, newest first, for `filter`'s shape: its values are placeholders, which
   * `listValues` fills in.
   *
   * PostgreSQL plans a prepared statement again at every execution when it expects the values to
   * matter (custom plans): with the owner's own row count and the limit in view, a page of a large
   * library looked cheaper planned each time, and planning cost more of its time than running it
   * (0.2 ms against 0.03 ms for a first page). In a person's own library the owner and the limit
   * are read through subqueries, which the planner does not look into, custom plans included, so
   * the plan it makes once (generic) costs no more and is kept for the connection: the owner's index
   * gives every shape its newest first whatever the owner's size. Two keep their custom plans: a
   * name search (how common the word is decides between the name's index and the owner's newest
   * first), and an organization's library, where no index gives the newest first without a folder
   * and the organization's size decides between its index and a sort, and the newest of all.
   */
  private listStatement(filter: AssetListFilter) {
    const planOnce = !filter.nameContains && !filter.organizationId;
    const owner = planOnce ? sql`(SELECT ${sql.placeholder('owner')}::uuid)` : sql`${sql.placeholder('owner')}`;
    const conditions: SQL[] = [
      filter.organizationId ? sql`${assets.organizationId} = ${owner}` : sql`${assets.ownerId} = ${owner} AND ${assets.organizationId} IS NULL`,
      live,
    ];
    if (filter.parentId === null) conditions.push(isNull(assets.parentId));
    else if (filter.parentId !== undefined) conditions.push(eq(assets.parentId, sql.placeholder('parent')));
    if (filter.types) conditions.push(inArray(assets.type, filter.types.map((_, i) => sql.placeholder(`type${i}`))));
    if (filter.excludeTypes?.length) conditions.push(notInArray(assets.type, filter.excludeTypes.map((_, i) => sql.placeholder(`excluded${i}`))));
    if (filter.nameContains) conditions.push(ilike(assets.name, sql.placeholder('pattern')));
    if (filter.before) conditions.push(lt(assets.id, sql.placeholder('before')));
    // Drizzle types a limit as a number or a placeholder; the SQL of a subquery is written as given.
    const limit = planOnce ? (sql`(SELECT ${sql.placeholder('limit')}::int)` as unknown as number) : sql.placeholder('limit');
    return this.db.select().from(assets).where(and(...conditions)).orderBy(desc(assets.id)).limit(limit);
  }

  /**
   * The public showcase in its order (by position, then newest first), after the asset `after` (the
   * last of the previous page); a deleted account's assets leave it with the account.
   */
  async listShowcase(after: string | undefined, limit: number): Promise<AssetRow[]> {
    const conditions: SQL[] = [...showcaseConditions];
    if (after) {
      const afterKey = sql`(SELECT coalesce(cursor_asset.showcase_position, 2147483647) FROM ${assets} AS cursor_asset WHERE cursor_asset.id = ${after})`;
      conditions.push(sql`(${showcaseOrderKey} > ${afterKey} OR (${showcaseOrderKey} = ${afterKey} AND ${assets.id} < ${after}))`);
    }
    const rows = await this.db
      .select({ asset: assets })
      .from(assets)
      .innerJoin(users, eq(users.id, assets.ownerId))
      .where(and(...conditions))
      .orderBy(asc(showcaseOrderKey), desc(assets.id))
      .limit(limit);
    return rows.map((row) => row.asset);
  }

  /** Every asset of the public showcase, in its order. */
  async showcaseInOrder(): Promise<AssetRow[]> {
    return this.listShowcase(undefined, 10_000);
  }

  /** The showcase's order: `ids` (each in it now) take the positions 1, 2, 3… */
  async setShowcaseOrder(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    const positions = sql.join(
      ids.map((id, index) => sql`(${id}::uuid, ${index + 1}::int)`),
      sql`, `,
    );
    await this.db.execute(
      sql`UPDATE ${assets} SET showcase_position = ordered.position FROM (VALUES ${positions}) AS ordered(id, position) WHERE ${assets.id} = ordered.id`,
    );
  }

  /** The name and `data` of a live showcase asset of a live account, for its public file links. */
  async findShowcaseData(id: string): Promise<{ name: string; data: Record<string, unknown> } | undefined> {
    const [row] = await this.db
      .select({ name: assets.name, data: assets.data })
      .from(assets)
      .innerJoin(users, eq(users.id, assets.ownerId))
      .where(and(eq(assets.id, id), eq(assets.isShowcase, true), live, isNull(users.deletedAt)));
    return row;
  }

  /**
   * The name of this live asset of a live account when `key` is stored under one of `fields` of its
   * `data`, else undefined: the check before every file download. Two primary-key lookups.
   */
  async nameHoldingLiveFile(ownerId: string, assetId: string, key: string, fields: readonly string[]): Promise<string | undefined> {
    const stored = sql.join(
      fields.map((field) => sql`${assets.data}->>${field}`),
      sql`, `,
    );
    const [row] = await this.db
      .select({ name: assets.name })
      .from(assets)
      .innerJoin(users, eq(users.id, assets.ownerId))
      .where(and(eq(assets.id, assetId), eq(assets.ownerId, ownerId), live, isNull(users.deletedAt), sql`${key} IN (${stored})`))
      .limit(1);
    return row?.name;
  }

  async countLive(ownerId: string): Promise<number> {
    const [row] = await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(assets)
      .where(and(eq(assets.ownerId, ownerId), live));
    return row?.count ?? 0;
  }

  /**
   * Serializes changes to one owner's folder tree until the transaction ends, so two moves at once
   * cannot make a cycle and nothing lands in a folder being deleted. Call inside a transaction.
   */
  async lockTree(library: Library): Promise<void> {
    await this.db.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${treeKey(library)}, 0))`);
  }

  /** `folderId` and the folders above it, up to the top level: the ids a move into it must not carry. */
  async folderChain(library: Library, folderId: string): Promise<string[]> {
    const chain = sql`(
      WITH RECURSIVE chain AS (
        SELECT id, parent_id FROM ${assets} f WHERE id = ${folderId} AND ${inLibrary(library, 'f')}
        UNION
        SELECT a.id, a.parent_id FROM ${assets} a JOIN chain c ON a.id = c.parent_id WHERE ${inLibrary(library, 'a')}
      )
      SELECT id FROM chain)`;
    const rows = await this.db.select({ id: assets.id }).from(assets).where(sql`${assets.id} IN ${chain}`);
    return rows.map((row) => row.id);
  }

  /** Renames and merges `data` into the stored data (top-level keys), bumping `updated_at`. */
  async update(ownerId: string, id: string, patch: { name?: string; data?: Record<string, unknown> }): Promise<AssetRow | undefined> {
    const [row] = await this.db
      .update(assets)
      .set({
        ...(patch.name === undefined ? {} : { name: patch.name }),
        ...(patch.data === undefined ? {} : { data: sql`${assets.data} || ${JSON.stringify(patch.data)}::jsonb` }),
        updatedAt: sql`now()`,
      })
      .where(and(eq(assets.id, id), eq(assets.ownerId, ownerId), live))
      .returning();
    return row;
  }

  /** Writes the owner's live asset's whole `data` (keys may go as well as change), bumping `updated_at`. */
  async replaceData(ownerId: string, id: string, data: Record<string, unknown>): Promise<AssetRow | undefined> {
    const [row] = await this.db
      .update(assets)
      .set({ data: sql`${JSON.stringify(data)}::jsonb`, updatedAt: sql`now()` })
      .where(and(eq(assets.id, id), eq(assets.ownerId, ownerId), live))
      .returning();
    return row;
  }

  /**
   * Merges `data` into a live asset's data, whoever owns it (server-side updates such as previews);
   * with `expected`, only while those keys of its data still hold those strings.
   */
  async mergeData(id: string, data: Record<string, unknown>, expected: Record<string, string> = {}): Promise<AssetRow | undefined> {
    const still = Object.entries(expected).map(([key, value]) => sql`${assets.data} ->> ${key} = ${value}`);
    const [row] = await this.db
      .update(assets)
      .set({ data: sql`${assets.data} || ${JSON.stringify(data)}::jsonb`, updatedAt: sql`now()` })
      .where(and(eq(assets.id, id), live, ...still))
      .returning();
    return row;
  }

  /** Marks the asset and, for a folder, everything below it as deleted; answers the rows it changed. */
  async softDeleteTree(library: Library, id: string): Promise<AssetRow[]> {
    // One statement: the subtree is found by walking the (library, parent) index down from the asset.
    const subtree = sql`(
      WITH RECURSIVE tree AS (
        SELECT id FROM ${assets} r WHERE id = ${id} AND ${inLibrary(library, 'r')} AND NOT is_deleted
        UNION
        SELECT a.id FROM ${assets} a JOIN tree t ON a.parent_id = t.id WHERE ${inLibrary(library, 'a')} AND NOT a.is_deleted
      )
      SELECT id FROM tree)`;
    return this.db
      .update(assets)
      .set({ isDeleted: true, updatedAt: sql`now()` })
      .where(and(sql`${assets.id} IN ${subtree}`, inLibrary(library)))
      .returning();
  }

  async moveTo(library: Library, ids: readonly string[], parentId: string | null): Promise<AssetRow[]> {
    return this.db
      .update(assets)
      .set({ parentId, updatedAt: sql`now()` })
      .where(and(inArray(assets.id, [...ids]), inLibrary(library), live))
      .returning();
  }

  /** In or out of the showcase; an asset put in goes last, one already in keeps its place. */
  async setShowcase(id: string, isShowcase: boolean): Promise<AssetRow | undefined> {
    const last = sql`(SELECT coalesce(max(${assets.showcasePosition}), 0) + 1 FROM ${assets} WHERE ${assets.isShowcase})`;
    const [row] = await this.db
      .update(assets)
      .set({
        isShowcase,
        showcasePosition: isShowcase ? sql`CASE WHEN ${assets.isShowcase} THEN ${assets.showcasePosition} ELSE ${last} END` : sql`${assets.showcasePosition}`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(assets.id, id), live))
      .returning();
    return row;
  }

  /** Live meshes whose preview is still to render, oldest first. */
  async pendingPreviews(limit: number): Promise<string[]> {
    const rows = await this.db
      .select({ id: assets.id })
      .from(assets)
      .where(and(sql`${assets.data}->>'preview_status' = 'pending'`, live))
      .orderBy(assets.id)
      .limit(limit);
    return rows.map((row) => row.id);
  }
}
