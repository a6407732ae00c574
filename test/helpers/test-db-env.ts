/** Test-only environment: which database the integration suite runs on. */
/** Per run, so that several test runs (e.g. in different checkouts) can share one PostgreSQL server. */
export const TEMPLATE_DB = `inkgram_test_template_${process.pid}`;

export function testDatabaseUrl(): string | undefined {
  return process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
}
