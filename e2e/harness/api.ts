import { type AuthResponse, authResponseSchema } from '@nova/contracts';

/** Direct calls to the API for fixtures: what a test needs set up but is not testing. */
export class Api {
  constructor(private readonly baseUrl: string) {}

  async request(method: string, path: string, body?: unknown, token?: string): Promise<unknown> {
    const headers: Record<string, string> = { accept: 'application/json' };
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
