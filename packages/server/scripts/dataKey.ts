// Prints a new data encryption key entry, `k<yyyymmdd>:<32 random bytes, base64>`, for
// DATA_ENCRYPTION_KEYS (docs/decisions/103, 128). Keep it with the database's secrets: what it
// encrypts cannot be read without it.
import { newKeyEntry } from '../src/lib/dataEncryption.ts';

process.stdout.write(`${newKeyEntry()}\n`);
