import { z } from 'zod';

/**
 * The supported networks and tokens (rule 16): one enum everywhere in
 * the API; input `BSC` is accepted as `BEP20`.
 */
export const networks = ['BEP20', 'POLYGON'] as const;
export type Network = (typeof networks)[number];
export const networkSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.toUpperCase() === 'BSC' ? 'BEP20' : value),
  z.enum(networks, 'Please choose a supported network'),
);

export const tokenSymbols = ['USDT', 'USDC'] as const;
export type TokenSymbol = (typeof tokenSymbols)[number];
export const tokenSymbolSchema = z.enum(tokenSymbols, 'Please choose USDT or USDC');

export const evmAddressSchema = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'Please enter a valid wallet address');

/**
 * What the screens show next to every deposit address: the network by name and chain id, and each
 * accepted token's contract and decimals (decimals are read from the contract; null until read).
 */
export const networkFactsSchema = z.object({
  network: z.enum(networks),
  name: z.string(),
  chainId: z.number().int().positive(),
  explorerUrl: z.string().nullable(),
  companyAddress: evmAddressSchema.nullable(),
  tokens: z.array(
    z.object({
      symbol: tokenSymbolSchema,
      contractAddress: evmAddressSchema,
      decimals: z.number().int().min(0).max(36).nullable(),
    }),
  ),
});
export type NetworkFacts = z.infer<typeof networkFactsSchema>;
