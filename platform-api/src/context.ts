import type { Database } from 'better-sqlite3';
import type { MemberKind, MemberStatus } from '@creator/api/contract';

export interface AppDeps {
  db: Database;
  /** Turns on /__test__/* (fault injection and inspection). */
  testHooks: boolean;
  now: () => Date;
  /** Where sign-in sends the browser when no (acceptable) redirect was given. */
  defaultRedirect: string;
  /** The portal's origins: CORS with credentials, and writes (lib/origins.ts). */
  allowedOrigins: ReadonlySet<string>;
}

export interface MemberRow {
  member_id: string;
  email: string;
  display_name: string;
  member_kind: MemberKind;
  latest_status: MemberStatus;
  agreed_creator_terms: number;
  payee_name: string | null;
  bank_code: string | null;
  branch_code: string | null;
  account_number: string | null;
}

export type AppEnv = { Variables: { member: MemberRow | null } };
