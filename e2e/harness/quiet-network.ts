import type { Page, Request } from '@playwright/test';

/** The live-updates streams stay open for the whole visit, so they never count as pending. */
function isLiveStream(request: Request): boolean {
  return /\/api\/(public\/)?events$/.test(new URL(request.url()).pathname);
}

/**
 * Counts the page's requests in flight. Playwright's 'networkidle' never arrives while the live
 * stream is open, so screens wait for this instead: nothing pending for a moment.
 */
export class QuietNetwork {
  private readonly pending = new Set<Request>();
  private lastChange = Date.now();

  constructor(page: Page) {
    page.on('request', (request) => {
      if (isLiveStream(request)) return;
      this.pending.add(request);
      this.lastChange = Date.now();
    });
    const settle = (request: Request) => {
      if (this.pending.delete(request)) this.lastChange = Date.now();
    };
    page.on('requestfinished', settle);
    page.on('requestfailed', settle);
  }

  /** Resolves once no request has been pending for `quietMs`, or after `timeoutMs` regardless. */
  async settled({ quietMs = 300, timeoutMs = 10_000 } = {}): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (this.pending.size === 0 && Date.now() - this.lastChange >= quietMs) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
