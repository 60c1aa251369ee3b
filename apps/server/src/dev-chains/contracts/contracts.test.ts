import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { artifactsPath, compileDevContracts } from './compile.ts';

it('the committed contract artifact matches the Solidity sources (npm run contracts regenerates it)', async () => {
  expect(readFileSync(artifactsPath, 'utf8')).toBe(await compileDevContracts());
});
