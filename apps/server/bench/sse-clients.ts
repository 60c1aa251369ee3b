import http from 'node:http';

/**
 * Opens `count` event streams to argv[2] (a URL) from this separate process, so the server's
 * memory figure holds only its own side; prints `open <n>` once all have their headers, then
 * keeps them until its standard input closes.
 */
const url = new URL(process.argv[2] ?? '');
const count = Number.parseInt(process.argv[3] ?? '0', 10);
const token = process.argv[4];
const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
let open = 0;
const batch = 200;

function connect(): Promise<void> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { accept: 'text/event-stream' };
    if (token) headers.authorization = `Bearer ${token}`;
    const request = http.get(url, { agent, headers }, (response) => {
      if (response.statusCode !== 200) reject(new Error(`status ${response.statusCode}`));
      response.on('data', () => undefined);
      open += 1;
      resolve();
    });
    request.on('error', reject);
  });
}

for (let started = 0; started < count; started += batch) {
  await Promise.all(Array.from({ length: Math.min(batch, count - started) }, connect));
}
console.info(`open ${open}`);
process.stdin.resume();
process.stdin.on('end', () => process.exit(0));
