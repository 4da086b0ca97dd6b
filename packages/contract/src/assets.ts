/**
 * Assets and folders (SPEC.md sections 3 and 7, PRODUCT.md "Asset types"): the entity, its list and
 * search calls, uploads and the realtime update. The server validates with these schemas and the
 * browser reads its types from them.
 */
import { z } from 'zod';
import { boundedRecord } from './bounds';
import { multiLine, singleLine, visibleName } from './text';
import { pagedSchema, pageQuerySchema } from './paging';

export const assetTypes = ['folder', 'mesh', 'image', 'splat', 'video'] as const;
export type AssetType = (typeof assetTypes)[number];
/** Everything that holds a file (all but folders). */
export const fileAssetTypes = ['mesh', 'image', 'splat', 'video'] as const satisfies readonly AssetType[];

/** Upload limits in bytes (PRODUCT.md): meshes and splats 200 MB, images 25 MB, videos 200 MB. */
export const UPLOAD_LIMITS: Record<Exclude<AssetType, 'folder'>, number> = {
  mesh: 200 * 1024 * 1024,
  splat: 200 * 1024 * 1024,
  image: 25 * 1024 * 1024,
  video: 200 * 1024 * 1024,
};
/** The largest image, in pixels, that is decoded (a 100k x 100k PNG is refused before decoding). */
export const MAX_IMAGE_PIXELS = 16384 * 16384;
export const ASSET_NAME_MAX_LENGTH = 200;
/** Most assets one batch move may carry. */
export const BATCH_MOVE_MAX = 500;

/** Where a mesh's or splat's preview image stands: rendered on the server after upload or a tool run. */
export const previewStatuses = ['pending', 'ready', 'failed'] as const;
export type PreviewStatus = (typeof previewStatuses)[number];

const vec3 = z.tuple([z.number(), z.number(), z.number()]);

/** Which axis of a mesh file points up. glTF is Y-up; a Z-up file is turned on import so it stands as it was modelled. */
export const upAxes = ['y', 'z'] as const;
export type UpAxis = (typeof upAxes)[number];

/**
 * The up axis assumed for the mesh formats that do not say theirs. STL comes from CAD and 3D printing,
 * where Z is up; OBJ and PLY are most often written Y-up (Blender's and Maya's OBJ export, scanners'
 * PLY). glTF and GLB are Y-up by definition.
 */
export const DEFAULT_UP_AXIS = { stl: 'z', obj: 'y', ply: 'y' } as const satisfies Record<string, UpAxis>;

/**
 * The unit of an OBJ, STL or PLY file's numbers, which the file does not say. glTF is in metres by
 * definition, so an uploaded file's viewing GLB holds its coordinates times `METRES_PER_UNIT`.
 */
export const meshUnits = ['mm', 'cm', 'm', 'in'] as const;
export type MeshUnit = (typeof meshUnits)[number];
export const METRES_PER_UNIT: Record<MeshUnit, number> = { mm: 0.001, cm: 0.01, m: 1, in: 0.0254 };
/**
 * The unit assumed for an OBJ, STL or PLY file: millimetres, the convention of 3D printing and CAD,
 * so an 80 mm part exported as `80` is 80 mm here and prints at 80 mm at scale 1.
 */
export const DEFAULT_MESH_UNIT: MeshUnit = 'mm';
/**
 * The unit of a mesh uploaded before units were kept (`data.up_axis` but no `data.unit`): its
 * numbers were taken as metres.
 */
export const LEGACY_MESH_UNIT: MeshUnit = 'm';

/**
 * `asset.data` (PRODUCT.md): at least `image_url` (preview), `file_url`, `format`, `size_bytes`; for
 * meshes `triangle_count`, `vertex_count`, `bbox`; for tool outputs `source_asset_id`. URLs are signed
 * and expire; fetch the asset again for fresh ones. Folders keep their own small data (e.g. `color`).
 */
export const assetDataSchema = z
  .object({
    image_url: z.string().nullable().optional(),
    file_url: z.string().nullable().optional(),
    format: z.string().optional(),
    size_bytes: z.number().int().nonnegative().optional(),
    preview_status: z.enum(previewStatuses).optional(),
    triangle_count: z.number().int().nonnegative().optional(),
    vertex_count: z.number().int().nonnegative().optional(),
    bbox: z.object({ min: vec3, max: vec3 }).optional(),
    width: z.number().int().positive().optional(),
    height: z.number().int().positive().optional(),
    /**
     * The file as uploaded, beside a GLB in `file_url`, on meshes uploaded before `file_url` became
     * the file as uploaded itself.
     */
    original_file_url: z.string().nullable().optional(),
    original_format: z.string().optional(),
    /**
     * A GLB of the asset for viewers, when its file is not GLB: an uploaded OBJ, STL, PLY or glTF
     * (whose `file_url` downloads the file as it came, in its `format`), a printable STL or 3MF.
     */
    view_file_url: z.string().nullable().optional(),
    /** The up axis an uploaded OBJ, STL or PLY was read with (`z`: turned to glTF's Y-up). */
    up_axis: z.enum(upAxes).optional(),
    /**
     * The unit an uploaded OBJ, STL or PLY was read in (`DEFAULT_MESH_UNIT`, millimetres, unless
     * said otherwise); `bbox` and the viewing GLB are in metres whatever it is. Absent on a mesh with
     * `up_axis` uploaded before units were kept: its numbers were read as metres.
     */
    unit: z.enum(meshUnits).optional(),
    source_asset_id: z.string().optional(),
    color: singleLine(z.string()).optional(),
    description: multiLine(z.string()).optional(),
  })
  .catchall(z.unknown());
export type AssetData = z.infer<typeof assetDataSchema>;

/** A job as it rides on an asset (its full shape comes with the sessions and jobs calls). */
export const assetJobSchema = z
  .object({
    _id: z.string(),
    id: z.string(),
    session_id: z.string(),
    assets: z.array(z.string()),
    status: z.string(),
    progress: z.number().optional(),
  })
  .catchall(z.unknown());
export type AssetJob = z.infer<typeof assetJobSchema>;

export const assetSchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  type: z.enum(assetTypes),
  parent_id: z.string().nullable(),
  is_deleted: z.boolean(),
  session_id: z.string().nullable(),
  data: assetDataSchema,
  jobs: z.array(assetJobSchema),
  owner_id: z.string(),
  organization_id: z.string().nullable(),
  /** Shown in the public showcase; set by an admin. */
  is_showcase: z.boolean().optional(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Asset = z.infer<typeof assetSchema>;

export const assetListResponseSchema = pagedSchema(assetSchema);
export type AssetListResponse = z.infer<typeof assetListResponseSchema>;

/** `parent_id`: a folder id, or `root` for the top level; absent means every folder. */
export const ROOT_PARENT = 'root';
const parentFilter = z.union([z.uuid(), z.literal(ROOT_PARENT)]);

/** A list of types, as repeated params or comma-separated. */
const typeList = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : value.split(',')).map((item) => item.trim()).filter(Boolean))
  .pipe(z.array(z.enum(assetTypes)));

export const assetListQuerySchema = pageQuerySchema.extend({
  exclude_types: typeList.optional(),
  include_types: typeList.optional(),
  parent_id: parentFilter.optional(),
  type: z.enum(assetTypes).optional(),
  q: singleLine(z.string().trim().max(200)).optional(),
  /** List an organization's library (one the caller is a member of) instead of the caller's own. */
  organization_id: z.uuid().optional(),
});
export type AssetListQuery = z.input<typeof assetListQuerySchema>;

export const assetIdParamsSchema = z.object({ id: z.uuid() });

const assetName = visibleName(
  z.string().trim().min(1, 'A name is needed.').max(ASSET_NAME_MAX_LENGTH, `Names are at most ${ASSET_NAME_MAX_LENGTH} characters.`),
);

/** `POST /v3/assets`: makes a folder (files arrive through the upload call). */
export const createAssetRequestSchema = z.object({
  type: z.literal('folder'),
  name: assetName,
  parent_id: z.uuid().nullable().optional(),
  /** File the folder in an organization's library; a parent folder's organization is taken when absent. */
  organization_id: z.uuid().optional(),
  data: boundedRecord(assetDataSchema).optional(),
});
export type CreateAssetRequest = z.input<typeof createAssetRequestSchema>;

/** `PUT /v3/assets/{id}`: rename, and for folders their data. */
export const updateAssetRequestSchema = z
  .object({ name: assetName.optional(), data: boundedRecord(assetDataSchema).optional() })
  .refine((body) => body.name !== undefined || body.data !== undefined, 'Send a name or data to change.');
export type UpdateAssetRequest = z.input<typeof updateAssetRequestSchema>;

/**
 * `PUT /v3/assets/{id}/up-axis`: read an uploaded OBJ, STL or PLY again with this up axis. The file
 * as uploaded stays as it is; its viewing GLB, bounds and preview are made again.
 */
export const setUpAxisRequestSchema = z.object({ up_axis: z.enum(upAxes) });
export type SetUpAxisRequest = z.input<typeof setUpAxisRequestSchema>;

/**
 * `PUT /v3/assets/{id}/unit`: read an uploaded OBJ, STL or PLY again in this unit. The file as
 * uploaded stays as it is; its viewing GLB (in metres), bounds and preview are made again.
 */
export const setUnitRequestSchema = z.object({ unit: z.enum(meshUnits) });
export type SetUnitRequest = z.input<typeof setUnitRequestSchema>;

export const searchAssetsRequestSchema = z.object({
  search_text: singleLine(z.string().trim().max(200)),
  cursor: z.string().min(1).max(200).optional(),
  limit: z.number().int().min(1).max(100).default(30),
  include_types: z.array(z.enum(assetTypes)).optional(),
  parent_id: parentFilter.optional(),
  /** Search an organization's library (one the caller is a member of) instead of the caller's own. */
  organization_id: z.uuid().optional(),
});
export type SearchAssetsRequest = z.input<typeof searchAssetsRequestSchema>;

/** `POST /v3/assets/batch/parent`: move many; `parent_id` null is the top level. */
export const batchParentRequestSchema = z.object({
  asset_ids: z.array(z.uuid()).min(1).max(BATCH_MOVE_MAX),
  parent_id: z.uuid().nullable(),
});
export type BatchParentRequest = z.input<typeof batchParentRequestSchema>;
export const batchParentResponseSchema = z.object({ moved: z.number().int(), assets: z.array(assetSchema) });
export type BatchParentResponse = z.infer<typeof batchParentResponseSchema>;

/**
 * `DELETE /v3/assets/{id}`: the asset, now `is_deleted`, and how many went with it (a folder takes its
 * whole subtree). Each of them also arrives as an `asset_update`.
 */
export const deleteAssetResponseSchema = z.object({ deleted: z.number().int(), asset: assetSchema });
export type DeleteAssetResponse = z.infer<typeof deleteAssetResponseSchema>;

/** The file a 3D viewer opens: the viewing GLB when the asset has one, else its own file. */
export function viewerFileUrl(data: { file_url?: string | null; view_file_url?: string | null }): string | null {
  return data.view_file_url ?? data.file_url ?? null;
}

/**
 * What a visitor sees of a showcase asset, and nothing else: its name, kind, preview and file links and
 * the figures a card shows. An allow-list, so a field added to assets is private until it is added
 * here; no owner, folder, session, job, lineage or storage key.
 */
export const publicAssetDataSchema = z.object({
  image_url: z.string().nullable(),
  file_url: z.string().nullable(),
  view_file_url: z.string().nullable().optional(),
  format: z.string().optional(),
  size_bytes: z.number().int().nonnegative().optional(),
  triangle_count: z.number().int().nonnegative().optional(),
  vertex_count: z.number().int().nonnegative().optional(),
  point_count: z.number().int().nonnegative().optional(),
  bbox: z.object({ min: vec3, max: vec3 }).optional(),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
});
export type PublicAssetData = z.infer<typeof publicAssetDataSchema>;

export const publicAssetSchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  type: z.enum(fileAssetTypes),
  data: publicAssetDataSchema,
  created_at: z.string(),
});
export type PublicAsset = z.infer<typeof publicAssetSchema>;

export const showcaseResponseSchema = pagedSchema(publicAssetSchema);
export type ShowcaseResponse = z.infer<typeof showcaseResponseSchema>;

export const showcaseQuerySchema = pageQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/** `PUT /admin/assets/{id}/showcase`: put an asset in the public showcase or take it out. */
export const showcaseUpdateRequestSchema = z.object({ is_showcase: z.boolean() });
export type ShowcaseUpdateRequest = z.input<typeof showcaseUpdateRequestSchema>;

/** `POST /v3/assets/upload` multipart fields besides `file`; they may come before or after it. */
export const uploadFieldsSchema = z.object({
  parent_id: z.uuid().optional(),
  /** File the upload in an organization's library; a parent folder's organization is taken when absent. */
  organization_id: z.uuid().optional(),
  name: assetName.optional(),
  /**
   * The up axis of an OBJ, STL or PLY mesh, when it is not the one assumed for its format
   * (`DEFAULT_UP_AXIS`: Z for STL, Y for OBJ and PLY): a Z-up file is turned to glTF's Y-up. Refused
   * for other files (glTF is Y-up by definition).
   */
  up_axis: z.enum(upAxes).optional(),
  /**
   * The unit of an OBJ, STL or PLY mesh's numbers, when not millimetres (`DEFAULT_MESH_UNIT`).
   * Refused for other files (glTF is in metres by definition).
   */
  unit: z.enum(meshUnits).optional(),
});
/** The whole multipart form, for the API docs. */
export const uploadRequestSchema = uploadFieldsSchema.extend({ file: z.file() });

/**
 * The header of `POST /v3/assets/upload` that makes it safe to send again: one key per file the
 * client uploads, the same on every retry of that file. A repeat of a key that made an asset answers
 * that asset instead of making a second one.
 */
export const UPLOAD_KEY_HEADER = 'Idempotency-Key';
/** The headers of an upload that the server reads, by their lower-case names as they arrive. */
export const uploadHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[\x21-\x7e]{8,128}$/, 'send 8 to 128 visible ASCII characters, such as a UUID')
    .optional(),
});

/**
 * The acknowledgement of a `join`: a socket joins only its own user's room or the room of an
 * organization it is a member of (it is put in all of them on connect as well, so no update is missed
 * between connecting and joining).
 */
export type SocketJoinAck = { joined: true; room: string } | { joined: false; code: 'FORBIDDEN'; message: string };

/** Socket events (SPEC.md sections 4 and 7). */
export const SOCKET_EVENTS = {
  join: 'join',
  assetUpdate: 'asset_update',
  jobUpdate: 'job_update',
  /** The user's balance changed outside a tool run (a purchase): `{credits}`, as `GET /user/credits` answers. */
  creditsUpdate: 'credits_update',
  /**
   * The socket left an organization's room (its member was removed or left, or the organization was
   * disabled or deleted): `{organization_id}`.
   */
  organizationRemoved: 'organization.removed',
} as const;
/** The room every change of a user's assets and jobs is sent to. */
export const userRoom = (userId: string) => `user:${userId}`;
/** The room every change of an organization's assets, sessions and jobs is sent to; its members' sockets join it. */
export const orgRoom = (organizationId: string) => `org:${organizationId}`;
