import pg from 'pg';

/** Runs `work` on a connection to the PostgreSQL database at `adminUrl` (to create and drop others). */
export async function withAdmin(adminUrl: string, work: (admin: pg.Client) => Promise<unknown>): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await work(admin);
  } finally {
    await admin.end();
  }
}
