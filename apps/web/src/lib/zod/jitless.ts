import { config } from 'zod/v4/core';

/**
 * Zod's objects compile their parsers with `new Function` where a page allows it, and find out by
 * trying once: under this app's Content-Security-Policy (no 'unsafe-eval') that try is refused and
 * reported as a violation on every screen that parses. Parsing an answer is not where the browser
 * spends its time, so the web app parses without compiling and never tries.
 */
config({ jitless: true });
