export * from './audit.ts';
export * from './auth.ts';
export * from './chain.ts';
export * from './common.ts';
export * from './errors.ts';
export * from './money.ts';
export * from './settings.ts';
export * from './wallet.ts';
