import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { explorerTransactionUrl, mainnetNetworks, resolveChainSettings } from './chain.networks.ts';

describe('resolveChainSettings', () => {
  it('defaults to the mainnet networks, contracts and depths', () => {
    const settings = resolveChainSettings(loadConfig({}));
    expect(settings.networks.BEP20).toMatchObject({
      chainId: 56,
      tokens: mainnetNetworks.BEP20.tokens,
      companyAddress: null,
      payoutAddress: null,
      confirmations: 15,
    });
    expect(settings.networks.POLYGON).toMatchObject({ chainId: 137, confirmations: 200 });
    expect(settings.depositXpub).toBeNull();
    expect(explorerTransactionUrl(settings.networks.POLYGON, '0xabc')).toBe(
      'https://polygonscan.com/tx/0xabc',
    );
  });

  it('takes the configured endpoints, contracts, addresses and depths, checksummed', () => {
    const settings = resolveChainSettings(
      loadConfig({
        BSC_RPC_URL: 'http://127.0.0.1:8545',
        BSC_USDT_ADDRESS: '0x00000000000000000000000000000000000000aa',
        COMPANY_ADDRESS_POLYGON: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
        PAYOUT_ADDRESS_POLYGON: '0x8ba1f109551bd432803012645ac136ddd64dba72',
        POLYGON_CONFIRMATIONS: '64',
        DEPOSIT_XPUB: 'xpub-value',
      }),
      { BEP20: { name: 'Local', chainId: 1_337_056, explorerUrl: null } },
    );
    expect(settings.networks.BEP20).toMatchObject({
      name: 'Local',
      chainId: 1_337_056,
      rpcUrls: ['http://127.0.0.1:8545'],
      tokens: { USDT: '0x00000000000000000000000000000000000000AA', USDC: mainnetNetworks.BEP20.tokens.USDC },
    });
    expect(explorerTransactionUrl(settings.networks.BEP20, '0xabc')).toBeNull();
    expect(settings.networks.POLYGON).toMatchObject({
      companyAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      payoutAddress: '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
      confirmations: 64,
    });
    expect(settings.depositXpub).toBe('xpub-value');
  });

  it('takes comma-separated RPC URLs as a primary and its fallbacks, in order', () => {
    const settings = resolveChainSettings(
      loadConfig({ POLYGON_RPC_URL: 'https://primary.example/key , https://fallback.example' }),
    );
    expect(settings.networks.POLYGON.rpcUrls).toEqual([
      'https://primary.example/key',
      'https://fallback.example',
    ]);
    expect(() => loadConfig({ BSC_RPC_URL: 'https://primary.example,not a url' })).toThrow(
      /BSC_RPC_URL: must be a URL, or several separated by commas/,
    );
  });

  it('stops on an address whose checksum does not match (a typo)', () => {
    const config = loadConfig({ COMPANY_ADDRESS_BSC: '0xF39fd6e51aad88f6f4ce6ab8827279cfffb92266' });
    expect(() => resolveChainSettings(config)).toThrow(ConfigError);
    expect(() => resolveChainSettings(config)).toThrow(/COMPANY_ADDRESS_BSC/);
  });

  it('stops when USDT and USDC are configured at one contract', () => {
    const same = '0x00000000000000000000000000000000000000aa';
    const config = loadConfig({ POLYGON_USDT_ADDRESS: same, POLYGON_USDC_ADDRESS: same });
    expect(() => resolveChainSettings(config)).toThrow(/USDT and USDC share one contract/);
  });
});
