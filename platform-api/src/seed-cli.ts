/** `pnpm --filter platform-api seed`: migrates and seeds DB_PATH without starting the server. */
import { fileURLToPath } from 'node:url';
import { openDatabase } from './db/open';
import { seed } from './db/seed';

const dbPath = process.env.DB_PATH ?? fileURLToPath(new URL('../data/creator.db', import.meta.url));
const db = openDatabase(dbPath);
console.log(seed(db) ? `seeded ${dbPath}` : `${dbPath} already holds the demo data`);
db.close();
