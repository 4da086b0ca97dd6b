/** Shared story data of the admin screens: accounts, an account's detail, organizations and assets. */
import type { AdminOrganization, AdminUser, AdminUserDetail, CreditHistoryEntry, Invoice, Session, SessionType } from '@facet/contract';

const uuid = (group: string, serial: number) => `0196a3d2-8192-7fa6-${group}-${String(serial).padStart(12, '0')}`;

export const adminUsers: AdminUser[] = [
  { id: uuid('8001', 1), email: 'grace@hopper.dev', name: 'Grace Hopper', role: 'user', tier: 'pro', credits: 1240, created_at: '2026-11-20T09:12:00Z', email_verified: true },
  { id: uuid('8001', 2), email: 'ada@studio.com', name: 'Ada Lovelace', role: 'user', tier: 'free', credits: 85, created_at: '2026-11-18T16:40:00Z', email_verified: false },
  { id: uuid('8001', 3), email: 'alan@turing.org', name: 'Alan Turing', role: 'admin', tier: 'studio', credits: 12000, created_at: '2026-10-02T08:00:00Z', email_verified: true },
];

function session(serial: number, type: SessionType, status: Session['status'], name: string | null, at: string): Session {
  const id = uuid('8002', serial);
  return { _id: id, id, type, status, name, input: {}, output: {}, messages: [], owner_id: adminUsers[0]!.id, organization_id: null, jobs: [], created_at: at, updated_at: at };
}

function ledger(serial: number, amount: number, reason: string, reference: string, balance: number, at: string, tool: SessionType | null = null): CreditHistoryEntry {
  const id = uuid('8003', serial);
  return { _id: id, id, amount, reason, reference, balance_after: balance, tool, created_at: at };
}

function invoice(serial: number, cents: number, description: string, at: string): Invoice {
  const id = uuid('8004', serial);
  return { _id: id, id, checkout_id: id, amount_cents: cents, currency: 'usd', status: 'paid', description, created_at: at, receipt_url: `/user/invoices/${id}/receipt` };
}

export const adminUserDetail: AdminUserDetail = {
  user: adminUsers[0]!,
  subscription: {
    status: 'active',
    plan: 'pro',
    provider: 'test',
    current_period_end: '2026-12-20T09:12:00Z',
    renewal_price_cents: 3000,
    renewal_credits: 4000,
    portal_available: false,
  },
  sessions: [
    session(1, 'retopology', 'succeeded', 'Chair, lower poly', '2026-11-25T09:12:00Z'),
    session(2, 'texture', 'failed', null, '2026-11-23T16:38:00Z'),
    session(3, 'image_to_3d', 'active', 'Lamp', '2026-11-23T11:02:00Z'),
  ],
  ledger: [
    ledger(1, 500, 'admin_grant', 'Refund for the outage on Nov 22', 1240, '2026-11-25T10:00:00Z'),
    ledger(2, -10, 'tool_run', uuid('8002', 1), 740, '2026-11-25T09:12:00Z', 'retopology'),
    ledger(3, 4000, 'subscription', uuid('8004', 1), 750, '2026-11-20T09:12:00Z'),
  ],
  invoices: [invoice(1, 3000, 'Pro plan, first month', '2026-11-20T09:12:00Z')],
};

export const adminOrganizations: AdminOrganization[] = [
  {
    id: uuid('8005', 1),
    name: 'Hopper Studio',
    avatar_url: null,
    owner_id: adminUsers[0]!.id,
    owner_email: 'grace@hopper.dev',
    tier: 'studio',
    seats_limit: 20,
    seats_used: 4,
    members_count: 3,
    disabled: false,
    created_at: '2026-11-21T10:00:00Z',
  },
  {
    id: uuid('8005', 2),
    name: 'Analytical Engines',
    avatar_url: null,
    owner_id: adminUsers[1]!.id,
    owner_email: 'ada@studio.com',
    tier: 'free',
    seats_limit: 1,
    seats_used: 1,
    members_count: 1,
    disabled: true,
    created_at: '2026-11-19T12:30:00Z',
  },
];
