import { isIP } from 'node:net';

/**
 * Whether an address (or the host name `localhost`) is on the loopback interface, so only this
 * machine reaches it: 127.0.0.0/8, ::1, and 127.x.x.x written as an IPv4-mapped IPv6 address.
 */
export function isLoopback(address: string | undefined): boolean {
  if (address === undefined) return false;
  const bare = address
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  if (bare === 'localhost') return true;
  const v4 = bare.startsWith('::ffff:') ? bare.slice('::ffff:'.length) : bare;
  if (isIP(v4) === 4) return v4.startsWith('127.');
  // The URL parser writes an IPv6 address in its shortest form (0:0:0:0:0:0:0:1 becomes ::1).
  return isIP(bare) === 6 && new URL(`http://[${bare}]`).hostname === '[::1]';
}
