import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import type { AuthenticatedMember, ModuleRoutes } from '../module-types.ts';

/** The message for wallet operations by a member whose email is not verified (rule 9). */
export const EMAIL_NOT_VERIFIED_MESSAGE =
  'For your security, you must verify your email before accessing your wallet and making transactions.';

/** The token of `Authorization: Bearer <token>`; the scheme name is case-insensitive (RFC 9110 §11.1). */
export function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

async function authenticate(app: FastifyInstance, request: FastifyRequest): Promise<AuthenticatedMember> {
  const token = bearerToken(request);
  if (!token) throw new AppError('UNAUTHENTICATED', 'Authentication required');
  return app.services.auth.authenticate(token);
}

/** A preHandler for money routes: wallet operations need a verified email (403). */
export async function requireVerifiedEmail(request: FastifyRequest): Promise<void> {
  if (!request.member.isEmailVerified) throw new AppError('EMAIL_NOT_VERIFIED', EMAIL_NOT_VERIFIED_MESSAGE);
}

/** Routes of the member and admin scopes are documented as needing the bearer token. */
function documentBearer(route: RouteOptions): void {
  route.schema = { ...route.schema, security: [{ bearer: [] }] };
}

/** Mounts each module's routes in the public, member and admin scopes under /api. */
export async function registerScopes(api: FastifyInstance, modules: ModuleRoutes[]): Promise<void> {
  for (const module of modules) if (module.public) await api.register(module.public);

  await api.register(async (member) => {
    member.addHook('onRoute', documentBearer);
    member.addHook('onRequest', async (request) => {
      request.member = await authenticate(api, request);
    });
    for (const module of modules) if (module.member) await member.register(module.member);
  });

  await api.register(
    async (admin) => {
      admin.addHook('onRoute', documentBearer);
      admin.addHook('onRequest', async (request) => {
        request.member = await authenticate(api, request);
        if (!request.member.isAdmin) throw new AppError('FORBIDDEN', "You don't have admin privileges.");
        // Rule 15: with ADMIN_REQUIRE_2FA, an administrator enrols on their profile first.
        if (
          api.services.deps.config.ADMIN_REQUIRE_2FA &&
          !(await api.services.twoFactor.isEnabled(request.member.userId))
        )
          throw new AppError('TWO_FACTOR_REQUIRED', 'Two-factor authentication required');
      });
      for (const module of modules) if (module.admin) await admin.register(module.admin);
    },
    { prefix: '/admin' },
  );
}
