// The data a run measures and the accounts its scenarios log in as. Until the data generator
// (bench/data, issue 10 item 1) lands, every scale runs on the demo data and its rows say "demo".
// The generator plugs in here: a dataset with label 'small' or 'full', the probe accounts
// (worker1@org1.bench, admin@org1.bench, the generator's password), the server env (DEMO_DATA=0)
// and `prepare({ databaseUrl, pgliteDir })`, which startServer runs on the fresh database before
// the server starts: migrate and generate there.

export const DEMO_ACCOUNTS = {
  worker: { email: 'worker@example.com', password: 'demo-password' },
  admin: { email: 'admin@example.com', password: 'demo-password' },
};

/**
 * @param {'small'|'full'} scale
 * @param {{ workerEmail?: string, adminEmail?: string, password?: string }} overrides
 */
export function datasetFor(scale, overrides = {}) {
  const base = DEMO_ACCOUNTS;
  const password = overrides.password;
  return {
    scale,
    label: 'demo',
    accounts: {
      worker: {
        email: overrides.workerEmail ?? base.worker.email,
        password: password ?? base.worker.password,
      },
      admin: { email: overrides.adminEmail ?? base.admin.email, password: password ?? base.admin.password },
    },
    // startServer seeds the demo into an empty database (PGlite by default, PostgreSQL by DEMO_DATA=1).
    serverEnv: {},
  };
}
