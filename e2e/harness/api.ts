import { type AuthResponse, authResponseSchema } from '@nova/contracts';

let clientCount = 0;

/**
 * Direct calls to the API for fixtures: what a test needs set up but is not testing. Each call
 * comes from a client address of its own (`X-Forwarded-For`, which the suite's server believes
 * from this machine only): the per-address limits (ten registrations an hour) are for a visitor,
 * and the fixtures of a whole suite are many visitors. The browser sends no such header, so what
 * a test does in the page is limited as a member's would be.
 */
export class Api {
  constructor(private readonly baseUrl: string) {}

  async request(method: string, path: string, body?: unknown, token?: string): Promise<unknown> {
    clientCount += 1;
    const headers: Record<string, string> = {
      accept: 'application/json',
      'x-forwarded-for': `10.${(clientCount >> 16) & 255}.${(clientCount >> 8) & 255}.${clientCount & 255}`,
    };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await fetch(`${this.baseUrl}/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer: unknown = await response.json().catch(() => null);
    if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${JSON.stringify(answer)}`);
    return answer;
  }

  async login(identifier: string, password: string): Promise<AuthResponse> {
    return authResponseSchema.parse(await this.request('POST', '/auth/login', { identifier, password }));
  }

  async verifyEmail(token: string, otp: string): Promise<void> {
    await this.request('POST', '/auth/verify-email', { otp }, token);
  }
}
