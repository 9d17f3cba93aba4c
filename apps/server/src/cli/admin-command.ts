import type { Database } from '../db/client.js';
import { grantAdmin } from '../features/auth/accounts-service.js';

export const ADMIN_USAGE = 'Usage: npm run admin -- grant <email>';

export interface CommandResult {
  /** 0 done, 1 no such account, 2 wrong usage. */
  exitCode: number;
  message: string;
}

/** `admin grant <email>`: makes an existing user an admin. */
export async function runAdminCommand(args: string[], database: Database): Promise<CommandResult> {
  const [command, email, ...rest] = args;
  if (command !== 'grant' || !email || rest.length > 0) return { exitCode: 2, message: ADMIN_USAGE };
  await database.migrate();
  const granted = await grantAdmin(database.db, email);
  return granted
    ? { exitCode: 0, message: `${email} is now an admin.` }
    : { exitCode: 1, message: `No account has the address ${email}. The user must register first.` };
}
