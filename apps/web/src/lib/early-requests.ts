/**
 * Requests `public/boot.js` sends from the page's head, before the app's code has loaded (today:
 * the signed-in member's profile), by API path. An answer is taken once, and only for the session
 * it was asked with: after a sign-out or another sign-in the app asks again.
 */
export interface EarlyRequest {
  token: string;
  /** Null when the request failed: the app then sends its own. */
  response: Promise<Response | null>;
}

export interface EarlyRequestHolder {
  novaEarlyRequests?: Record<string, EarlyRequest | undefined>;
}

export function takeEarlyResponse(
  path: string,
  token: string | null,
  holder: EarlyRequestHolder = globalThis as EarlyRequestHolder,
): Promise<Response | null> | null {
  const early = holder.novaEarlyRequests?.[path];
  if (!early || !holder.novaEarlyRequests) return null;
  delete holder.novaEarlyRequests[path];
  return early.token === token ? early.response : null;
}
