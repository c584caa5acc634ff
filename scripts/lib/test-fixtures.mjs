// The one home of the test suites' credentials and secret: the operator scripts/serve-test.mjs
// bootstraps, and the PAYLOAD_SECRET of test servers that share a database (PostgreSQL) or start
// on one another server seeded. Plain JavaScript, so scripts import it as well as the tests.

/** The operator every test server bootstraps (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const TEST_ADMIN = Object.freeze({ email: 'admin@test.local', password: 'test-admin-password-123' });

/** The secret test servers and CLI runs share, unless PAYLOAD_SECRET names another. */
export function testSecret(env = process.env) {
  return env.PAYLOAD_SECRET || 'ci-only-secret-0123456789abcdef0123456789';
}
