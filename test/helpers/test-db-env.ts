/** Test-only environment: which database the integration suite runs on. */
export const TEMPLATE_DB = 'inkgram_test_template';

export function testDatabaseUrl(): string | undefined {
  return process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
}
