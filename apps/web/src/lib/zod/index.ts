// What `zod` resolves to in the web app (vite.config.ts): zod itself, configured first, before any
// schema of the contracts is built.
import './jitless.ts';

export * from 'zod/v4';
export { z as default } from 'zod/v4';
