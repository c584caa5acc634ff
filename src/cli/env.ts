/**
 * The `.env` files, loaded as `payload run` loads them (Next's rules: `.env.local`,
 * `.env.production`, …), for the bundled commands (`npm run build:cli`), which Node runs directly.
 * Imported first, so the Payload config reads the variables. Under `payload run` a second load
 * changes nothing: a variable already set is kept.
 */
import { loadEnv } from 'payload/node';

loadEnv();
