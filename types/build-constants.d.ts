/** Replaced at build time by vite.config.ts (and vitest.config.ts): the public origin from SITE_URL. */
declare const __SITE_URL__: string;
