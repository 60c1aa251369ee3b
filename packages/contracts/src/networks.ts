import { z } from 'zod';

/**
 * One network enum everywhere in the API (DESIGN.md §2 Networks and methods): `BEP20` or
 * `POLYGON`; the input `BSC` is accepted as `BEP20`. Screens may label Polygon as POL.
 */
export const networks = ['BEP20', 'POLYGON'] as const;
export type Network = (typeof networks)[number];

const networkAliases: Record<string, Network> = { BSC: 'BEP20' };

export const networkSchema = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? (networkAliases[value.trim().toUpperCase()] ?? value.trim().toUpperCase())
      : value,
  z.enum(networks, 'Please choose a supported network'),
);

/** The stablecoins paid in and out directly on chain. */
export const tokenSymbols = ['USDT', 'USDC'] as const;
export type TokenSymbol = (typeof tokenSymbols)[number];
export const tokenSymbolSchema = z.enum(tokenSymbols, 'Please choose USDT or USDC');

/** An EVM address as typed in a form; the server also verifies the checksum of mixed-case input. */
export const evmAddressInputSchema = z
  .string('Please enter a valid wallet address')
  .trim()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'Please enter a valid wallet address');

/** A transaction hash: 64 hex characters with an optional 0x prefix, answered as 0x + lower case. */
export const txHashSchema = z
  .string()
  .trim()
  .regex(/^(0x)?[0-9a-fA-F]{64}$/, 'Please enter a valid transaction hash')
  .transform((hash) => `0x${hash.replace(/^0x/, '').toLowerCase()}`);
