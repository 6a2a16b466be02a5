/** The worker threads' entry files: each assembles the games it works for (the built-in ones). */
export const PICTURE_WORKER = new URL('./picture-worker-entry.mjs', import.meta.url);
export const COMPUTER_WORKER = new URL('./computer-worker-entry.mjs', import.meta.url);
