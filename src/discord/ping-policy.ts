// Whom a change pings is decided with the commit, which records the ping it owes (table/commit-notes.ts).
export { playersToPing } from '../table/ping-policy.js';
