import type { ConsentRecord } from '../../../shared/schemas/privacy.ts';
import type { Database } from '../../db/database.ts';

export interface NewConsent {
  userId: string;
  companyId: string;
  kind: string;
  version: string;
  choices: Record<string, boolean>;
  ip: string | null;
  userAgent: string | null;
}

const COLUMNS = ['id', 'kind', 'version', 'choices', 'ip', 'user_agent as userAgent', 'created_at as createdAt'] as const;

/** Appends one consent row (never updated: the history is the evidence). */
export async function insertConsent(db: Database, c: NewConsent): Promise<ConsentRecord> {
  const row = await db
    .insertInto('consents')
    .values({
      user_id: c.userId,
      company_id: c.companyId,
      kind: c.kind,
      version: c.version,
      choices: JSON.stringify(c.choices),
      ip: c.ip,
      user_agent: c.userAgent,
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return row as ConsentRecord;
}

/** The user's own consents, newest first (another user's rows are never read). */
export async function listUserConsents(db: Database, userId: string, limit: number): Promise<ConsentRecord[]> {
  const rows = await db.selectFrom('consents').select(COLUMNS).where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  return rows as ConsentRecord[];
}
