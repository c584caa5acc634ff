/** `npm run openapi`: writes docs/openapi.json from the endpoint table and zod schemas. */
import fs from 'node:fs';
import path from 'node:path';
import { openApiText } from '@/api/openapi';

const file = path.resolve(process.cwd(), 'docs/openapi.json');
fs.mkdirSync(path.dirname(file), { recursive: true });
fs.writeFileSync(file, openApiText());
console.log(`Wrote ${path.relative(process.cwd(), file)}`);
process.exit(0);
