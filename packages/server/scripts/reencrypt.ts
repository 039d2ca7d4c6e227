// Re-encrypts everything under the first key of DATA_ENCRYPTION_KEYS (docs/decisions/128): the
// users' national ids and bank accounts and the OpenID provider's keys in server_keys. The step
// between "add the new key first" and "drop the old one"; a server start does the same. Reads the
// configuration as the server does; a key that does not fit the database stops it with one line.
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { keyringOf } from '../src/lib/dataEncryption.ts';
import { reencryptServerKeys, verifyDataKeys } from '../src/lib/dataKeys.ts';
import { reencryptSensitiveFields } from '../src/modules/users/sensitive.ts';
import { exitOnStartupError } from '../src/startup.ts';

const config = loadConfig();
const database = openDatabase(config);
try {
  const keyring = keyringOf(config);
  await verifyDataKeys(database.db, keyring);
  const users = await reencryptSensitiveFields(database.db, keyring);
  const serverKeys = await reencryptServerKeys(database.db, keyring);
  process.stdout.write(
    `re-encrypted with key "${keyring.current.id}": ${users} users, ${serverKeys} server keys; the other keys can now be dropped\n`,
  );
} catch (error) {
  await database.close().catch(() => undefined);
  exitOnStartupError(error);
}
await database.close();
