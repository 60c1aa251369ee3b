import type { Db } from '../../db/client.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import * as repo from './two-factor.repo.ts';

/**
 * Sealing stored TOTP secrets (decision 021). At start-up, secrets written in plain text before
 * encryption existed are sealed with the current key; `npm run admin -- rotate-key` reseals every
 * secret with the current key (SECRETS_KEY), opening those sealed with the previous one
 * (SECRETS_KEY_PREVIOUS). A batch at a time; running it twice, or in two processes, changes nothing.
 */
const BATCH_SIZE = 200;

export async function sealStoredSecrets(
  db: Db,
  box: SecretBox,
  which: 'plain' | 'all',
): Promise<{ sealed: number }> {
  let sealed = 0;
  let after: string | null = null;
  for (;;) {
    const batch = await repo.storedSecrets(db, after, which === 'plain', BATCH_SIZE);
    for (const row of batch) {
      if (box.isCurrent(row.secret)) continue;
      const resealed = box.seal(box.open(row.secret));
      if (await repo.replaceStoredSecret(db, row.userId, row.secret, resealed)) sealed += 1;
    }
    if (batch.length < BATCH_SIZE) return { sealed };
    after = batch.at(-1)?.userId ?? null;
  }
}
