import type { SafeBatchFile } from '@nova/contracts';
import { encodeFunctionData, erc20Abi, formatUnits, getAddress } from 'viem';

/**
 * The two files a batch is paid from. Nova signs nothing: the operator imports the Safe file into
 * the Safe web app's Transaction Builder (one ERC-20 `transfer` call per withdrawal, executed as
 * one multi-send transaction), or pastes the CSV into a multisender.
 */
export interface PayoutLine {
  recipient: string;
  amountRaw: bigint;
}

/** The Transaction Builder version whose import format this follows. */
const TX_BUILDER_VERSION = '1.16.5';

export function safeBatchFile(batch: {
  chainId: number;
  tokenAddress: string;
  name: string;
  description: string;
  safeAddress: string | null;
  createdAt: Date;
  lines: readonly PayoutLine[];
}): SafeBatchFile {
  const token = getAddress(batch.tokenAddress);
  return {
    version: '1.0',
    chainId: String(batch.chainId),
    createdAt: batch.createdAt.getTime(),
    meta: {
      name: batch.name,
      description: batch.description,
      txBuilderVersion: TX_BUILDER_VERSION,
      createdFromSafeAddress: batch.safeAddress ?? '',
      createdFromOwnerAddress: '',
    },
    transactions: batch.lines.map((line) => ({
      to: token,
      value: '0',
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transfer',
        args: [getAddress(line.recipient), line.amountRaw],
      }),
      contractMethod: null,
      contractInputsValues: null,
    })),
  };
}

/** `address,amount` lines, the amount in whole-token units with the token's decimals. */
export function payoutsCsv(lines: readonly PayoutLine[], decimals: number): string {
  return lines
    .map((line) => `${getAddress(line.recipient)},${formatUnits(line.amountRaw, decimals)}\n`)
    .join('');
}
