import { openConfiguredDatabase } from './boot';
import { loadConfig } from './config';
import { resetLinkForLogin } from './modules/auth';

/**
 * `npm run user:reset-password -- <username or email>`: for the operator of a server without SMTP.
 * Prints a one-time reset link (60 minutes) on the terminal only; nothing is logged or emailed.
 * On the embedded database (PGlite) stop the server first: one process opens it at a time.
 */
const login = process.argv[2]?.trim();
if (!login) {
  process.stderr.write('Usage: npm run user:reset-password -- <username or email>\n');
  process.exit(2);
}
const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  const found = await resetLinkForLogin(database.db, config, login);
  if (found) {
    process.stdout.write(
      `One-time password reset link for ${found.username} (works once, for 60 minutes):\n\n  ${found.link}\n\n`,
    );
  } else {
    process.stderr.write(`No account has the username or email "${login}".\n`);
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
