/** Every repository over one connection or transaction, so a service can do several writes atomically. */
import type { FacetDb } from './database';
import { ActivityRepository } from '../events/activity.repository';
import { AdminAuditRepository } from '../admin/audit.repository';
import { AdminRepository } from '../admin/admin.repository';
import { AssetsRepository } from '../assets/assets.repository';
import { AuthTokensRepository } from '../auth/auth-tokens.repository';
import { CreditLedgerRepository } from '../credits/credit-ledger.repository';
import { EmailTokensRepository } from '../auth/email-tokens.repository';
import { OAuthAccountsRepository } from '../auth/oauth-accounts.repository';
import { OrganizationsRepository } from '../organizations/organizations.repository';
import { PaymentsRepository } from '../payments/payments.repository';
import { ProblemReportsRepository } from '../support/problem-reports.repository';
import { ReceiptsRepository } from '../receipts/receipts.repository';
import { ReportsRepository } from '../reports/reports.repository';
import { SessionsRepository } from '../sessions/sessions.repository';
import { UsersRepository } from '../users/users.repository';

export interface Repositories {
  users: UsersRepository;
  authTokens: AuthTokensRepository;
  emailTokens: EmailTokensRepository;
  oauthAccounts: OAuthAccountsRepository;
  creditLedger: CreditLedgerRepository;
  activity: ActivityRepository;
  problemReports: ProblemReportsRepository;
  assets: AssetsRepository;
  sessions: SessionsRepository;
  payments: PaymentsRepository;
  organizations: OrganizationsRepository;
  receipts: ReceiptsRepository;
  reports: ReportsRepository;
  adminAudit: AdminAuditRepository;
  admin: AdminRepository;
}

export interface Store extends Repositories {
  /** Runs `work` in one transaction; it commits when `work` resolves and rolls back when it throws. */
  transaction<T>(work: (repositories: Repositories) => Promise<T>): Promise<T>;
}

function repositoriesOn(db: FacetDb): Repositories {
  return {
    users: new UsersRepository(db),
    authTokens: new AuthTokensRepository(db),
    emailTokens: new EmailTokensRepository(db),
    oauthAccounts: new OAuthAccountsRepository(db),
    creditLedger: new CreditLedgerRepository(db),
    activity: new ActivityRepository(db),
    problemReports: new ProblemReportsRepository(db),
    assets: new AssetsRepository(db),
    sessions: new SessionsRepository(db),
    payments: new PaymentsRepository(db),
    organizations: new OrganizationsRepository(db),
    receipts: new ReceiptsRepository(db),
    reports: new ReportsRepository(db),
    adminAudit: new AdminAuditRepository(db),
    admin: new AdminRepository(db),
  };
}

export function createStore(db: FacetDb): Store {
  return {
    ...repositoriesOn(db),
    transaction: (work) => db.transaction((tx) => work(repositoriesOn(tx))),
  };
}
