/**
 * `npm run admin:create -- --email you@example.com --password '<12+ characters>'`: adds an
 * operator to the back-office (ADMIN_EMAIL / ADMIN_PASSWORD are read when the flags are absent).
 */
import './env';
import config from '@payload-config';
import { getPayload } from 'payload';
import { z } from 'zod';
import { migrateDatabase } from '@/startup/bootstrap';
import { stringOption } from './args.mjs';

const argv = process.argv.slice(2);

const input = z
  .object({
    email: z.email('--email must be an e-mail address'),
    password: z.string().min(12, '--password needs at least 12 characters'),
  })
  .safeParse({
    email: stringOption(argv, 'email') ?? process.env.ADMIN_EMAIL,
    password: stringOption(argv, 'password') ?? process.env.ADMIN_PASSWORD,
  });
if (!input.success) {
  console.error(input.error.issues.map((i) => i.message).join('\n'));
  process.exit(1);
}

const payload = await getPayload({ config });
await migrateDatabase(payload);
const existing = await payload.count({ collection: 'users', where: { email: { equals: input.data.email } } });
if (existing.totalDocs > 0) {
  console.error(`An operator ${input.data.email} already exists`);
  process.exit(1);
}
await payload.create({
  collection: 'users',
  data: { ...input.data, name: input.data.email.split('@')[0] },
  overrideAccess: true,
});
console.log(`Created operator ${input.data.email}`);
await payload.destroy();
process.exit(0);
