/**
 * Examples of requests and answers, shown in the API docs beside the main operations of the endpoint
 * catalogue. Each is typed with its schema's type here, and a contract test parses each with the
 * schema of the place it is shown, so an example cannot drift from what the API takes and answers.
 */
import type { Invoice, InvoicesResponse, RegisterRequest, LoginRequest, TokenResponse, UserProfile } from './account';
import type { Checkout, StartCheckoutRequest } from './payments';
import type { Asset, AssetListResponse, CreateAssetRequest } from './assets';
import type { CreateSessionRequestInput, Job, JobListResponse, Session } from './sessions';
import type { CreditHistoryResponse, CreditUsage } from './credits';

const userId = '0196a3c2-7d41-7e0b-9c55-3f1e2a4b6c70';
const folderId = '0196a3c4-1a2b-7c3d-8e4f-5a6b7c8d9e01';
const meshId = '0196a3c5-2b3c-7d4e-9f50-6b7c8d9e0f12';
const sessionId = '0196a3c9-4d5e-7f60-a172-8d9e0f1a2b34';
const jobId = '0196a3c9-4d5f-7a61-b283-9e0f1a2b3c45';
const checkoutId = '0196a3d0-6f70-7d84-a5b6-c13d4e5f6078';
const invoiceId = '0196a3d1-7081-7e95-b6c7-d24e5f607189';
const lodIds = ['0196a3ca-5e6f-7b72-8394-af1b2c3d4e56', '0196a3ca-5e70-7c83-94a5-b02c3d4e5f67'] as const;

export const exampleUserProfile = {
  _id: userId,
  id: userId,
  email: 'ada@example.com',
  name: 'Ada',
  role: 'user',
  tier: 'free',
  credits: 100,
  email_verified: false,
  monetization_config: {
    can_access_retopo_swift: false,
    can_access_retopo_precision: false,
    can_access_retexturing: false,
    can_access_chat_to_3d: false,
    can_access_animate: false,
    can_access_ai_video_to_video: false,
  },
  onboarding: { skipped: false, completed_steps: [], done: false },
  created_at: '2026-05-04T09:30:00.000Z',
  impersonated_by: null,
} as const satisfies UserProfile;

export const exampleRegisterRequest = {
  email: 'ada@example.com',
  password: 'correct horse battery staple',
  name: 'Ada',
} as const satisfies RegisterRequest;

export const exampleLoginRequest = {
  email: 'ada@example.com',
  password: 'correct horse battery staple',
} as const satisfies LoginRequest;

export const exampleTokenResponse = {
  token: 'q3Vt0m8yZ2hK5xWJcB1nR7pL4sD9fA6eG0iU2oY8tE4',
  user: exampleUserProfile,
} as const satisfies TokenResponse;

export const exampleFolder = {
  _id: folderId,
  id: folderId,
  name: 'Props',
  type: 'folder',
  parent_id: null,
  is_deleted: false,
  is_showcase: false,
  session_id: null,
  data: { color: '#4f8cff', image_url: null },
  jobs: [],
  owner_id: userId,
  organization_id: null,
  created_at: '2026-05-04T09:41:12.000Z',
  updated_at: '2026-05-04T09:41:12.000Z',
} as const satisfies Asset;

export const exampleCreateFolderRequest = {
  type: 'folder',
  name: 'Props',
  parent_id: null,
  data: { color: '#4f8cff' },
} as const satisfies CreateAssetRequest;

const signed = (file: string) =>
  `https://facet.example.com/files/users/${userId}/assets/${meshId}/${file}?expires=1777890000&signature=5f0c1e9a7b2d4c6e8a0b`;

export const exampleMesh = {
  _id: meshId,
  id: meshId,
  name: 'crate',
  type: 'mesh',
  parent_id: folderId,
  is_deleted: false,
  is_showcase: false,
  session_id: null,
  data: {
    file_url: signed('model.glb'),
    image_url: signed('preview.png'),
    format: 'glb',
    size_bytes: 482_304,
    preview_status: 'ready',
    triangle_count: 12_288,
    vertex_count: 6_146,
    bbox: { min: [-0.5, 0, -0.5], max: [0.5, 1, 0.5] },
  },
  jobs: [],
  owner_id: userId,
  organization_id: null,
  created_at: '2026-05-04T09:42:30.000Z',
  updated_at: '2026-05-04T09:42:31.000Z',
} as const satisfies Asset;

/** A mesh just uploaded: its preview is still being rendered (it follows as an `asset_update`). */
export const exampleUploadedMesh = {
  ...exampleMesh,
  data: { ...exampleMesh.data, image_url: null, preview_status: 'pending' },
} as const satisfies Asset;

export const exampleAssetList = {
  results: [exampleMesh, exampleFolder],
  items: [exampleMesh, exampleFolder],
  nextCursor: null,
} as const satisfies AssetListResponse;

export const exampleCreateSessionRequest = {
  type: 'retopology',
  input: { mesh: meshId, mode: 'swift', target_triangles: 5000, lods: 2 },
} as const satisfies CreateSessionRequestInput;

export const exampleQueuedJob = {
  _id: jobId,
  id: jobId,
  session_id: sessionId,
  type: 'retopology',
  assets: [meshId],
  status: 'queued',
  progress: 0,
  stage: null,
  error: null,
  credits: 10,
  refunded: false,
  engine: 'Built-in CPU engine',
  report: null,
  created_at: '2026-05-04T09:45:00.000Z',
  updated_at: '2026-05-04T09:45:00.000Z',
  started_at: null,
  finished_at: null,
} as const satisfies Job;

export const exampleSucceededJob = {
  ...exampleQueuedJob,
  assets: [meshId, ...lodIds],
  status: 'succeeded',
  progress: 1,
  report: {
    mode: 'swift',
    triangles_before: 12_288,
    triangles_after: 5000,
    lods: [
      { name: 'lod0', triangles: 5000, vertices: 2_531, bytes: 201_216 },
      { name: 'lod1', triangles: 2500, vertices: 1_277, bytes: 104_448 },
    ],
    time_ms: 840,
  },
  updated_at: '2026-05-04T09:45:02.000Z',
  started_at: '2026-05-04T09:45:01.000Z',
  finished_at: '2026-05-04T09:45:02.000Z',
} as const satisfies Job;

export const exampleStartedSession = {
  _id: sessionId,
  id: sessionId,
  type: 'retopology',
  status: 'active',
  name: null,
  input: exampleCreateSessionRequest.input,
  output: {},
  messages: [],
  owner_id: userId,
  organization_id: null,
  jobs: [exampleQueuedJob],
  created_at: '2026-05-04T09:45:00.000Z',
  updated_at: '2026-05-04T09:45:00.000Z',
} as const satisfies Session;

export const exampleFinishedSession = {
  ...exampleStartedSession,
  status: 'succeeded',
  output: { meshes: lodIds },
  jobs: [exampleSucceededJob],
  updated_at: '2026-05-04T09:45:02.000Z',
} as const satisfies Session;

export const exampleJobList = {
  results: [exampleSucceededJob],
  items: [exampleSucceededJob],
  nextCursor: null,
} as const satisfies JobListResponse;

export const exampleStartCheckoutRequest = { kind: 'pack', pack_id: 'pack_2500' } as const satisfies StartCheckoutRequest;

/** Bought within 2 hours of sign-up: the welcome offer's 20% off the $20 pack. */
export const exampleCheckout = {
  _id: checkoutId,
  id: checkoutId,
  provider: 'test',
  status: 'pending',
  kind: 'pack',
  item: 'pack_2500',
  description: '2,500 credits',
  credits: 2500,
  list_price_cents: 2000,
  amount_cents: 1600,
  currency: 'usd',
  discount: { kind: 'welcome_offer', percent_off: 20 },
  url: 'https://facet.example.com/payments/test-checkout/Zk3vQ9mW1xR7tY2uB8nC4pL6sD0fA5eH9iJ3oK7gT1w',
  created_at: '2026-05-04T09:50:00.000Z',
} as const satisfies Checkout;

const exampleInvoice = {
  _id: invoiceId,
  id: invoiceId,
  checkout_id: checkoutId,
  amount_cents: 1600,
  currency: 'usd',
  status: 'paid',
  description: '2,500 credits (welcome offer, 20% off)',
  created_at: '2026-05-04T09:51:00.000Z',
  receipt_url: `/user/invoices/${invoiceId}/receipt`,
} as const satisfies Invoice;

export const exampleInvoices = {
  results: [exampleInvoice],
  items: [exampleInvoice],
  nextCursor: null,
} as const satisfies InvoicesResponse;

const ledgerRows = [
  { id: '0196a3d2-8192-7fa6-87d8-e35f60718290', amount: 10, reason: 'refund', reference: jobId, balance_after: 90, tool: 'retopology', created_at: '2026-11-24T10:02:11.000Z' },
  { id: '0196a3d2-8192-7fa6-87d8-e35f60718291', amount: -10, reason: 'tool_run', reference: jobId, balance_after: 80, tool: 'retopology', created_at: '2026-11-24T10:01:40.000Z' },
] as const;

export const exampleCreditHistory = {
  results: ledgerRows.map((row) => ({ ...row, _id: row.id })),
  items: ledgerRows.map((row) => ({ ...row, _id: row.id })),
  nextCursor: null,
} satisfies CreditHistoryResponse;

export const exampleCreditUsage = {
  from: '2026-11-23',
  to: '2026-11-25',
  time_zone: 'Europe/Paris',
  total: 45,
  tools: [
    { tool: 'retopology', credits: 35 },
    { tool: 'segmentation', credits: 10 },
  ],
  days: [
    { date: '2026-11-23', total: 0, tools: {} },
    { date: '2026-11-24', total: 20, tools: { retopology: 10, segmentation: 10 } },
    { date: '2026-11-25', total: 25, tools: { retopology: 25 } },
  ],
} satisfies CreditUsage;
