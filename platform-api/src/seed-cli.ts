/** `pnpm --filter platform-api seed`: migrates and seeds DB_PATH without starting the server. */
import { resolve } from 'node:path';
import { openDatabase } from './db/open';
import { seed } from './db/seed';

const dbPath = process.env.DB_PATH ?? resolve(process.cwd(), 'data/creator.db');
const db = openDatabase(dbPath);
console.log(seed(db) ? `seeded ${dbPath}` : `${dbPath} already holds the demo data`);
db.close();
