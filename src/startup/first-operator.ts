import type { Payload } from 'payload';

/** Creates the first operator from ADMIN_EMAIL/ADMIN_PASSWORD when no operator exists yet. */
export async function ensureAdminFromEnv(
  payload: Payload,
  email: string,
  password: string,
): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true });
  if (totalDocs > 0) return false;
  await payload.create({
    collection: 'users',
    data: { email, password, name: 'Admin' },
    overrideAccess: true,
  });
  payload.logger.info(`Created the first operator ${email}`);
  return true;
}
