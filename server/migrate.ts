import { openConfiguredDatabase } from './boot';
import { loadConfig } from './config';

/** `npm run db:migrate`: applies the committed migrations to the configured database and exits. */
const config = loadConfig();
const database = await openConfiguredDatabase(config);
await database.close();
process.stdout.write(`Migrations applied (${database.kind}).\n`);
