import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from './app-types.ts';
import { createMailer } from './lib/mailer.ts';
import { createAuditService } from './modules/audit/audit.service.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { resolveChainSettings } from './modules/chain/chain.networks.ts';
import { createChainService } from './modules/chain/chain.service.ts';
import { createDepositsService } from './modules/deposits/deposits.service.ts';
import { createLedgerService } from './modules/ledger/ledger.service.ts';
import { createSettingsService } from './modules/settings/settings.service.ts';
import { createWalletService } from './modules/wallet/wallet.service.ts';

/**
 * The service layer, built once per app. Modules talk to each other only through these
 * functions (STYLE.md §1); the order below is the dependency order.
 */
export function createServices(deps: AppDeps, log: FastifyBaseLogger) {
  const mailer = createMailer(deps.config, log);
  const audit = createAuditService(deps);
  const settings = createSettingsService(deps, { audit });
  const ledger = createLedgerService(deps);
  const auth = createAuthService(deps, { mailer, log });
  const wallet = createWalletService({ ledger });
  const chain = createChainService(deps.chainSettings ?? resolveChainSettings(deps.config));
  const deposits = createDepositsService(deps, { log, ledger, settings, audit, chain }, deps.deposits);
  return { deps, mailer, audit, settings, ledger, auth, wallet, chain, deposits };
}

export type Services = ReturnType<typeof createServices>;
