import { createRequire } from 'node:module';
import { disableValidators } from '@discordjs/builders';

/**
 * The builders check every field of every embed, button and select against Discord's limits as
 * it is set (about a fifth of Parlor's CPU per interaction in `bench:interaction`, mostly spent
 * building and discarding validation errors inside union checks). The views' unit tests and the
 * stand-in's body checks in the e2e suite hold the views to those limits; the running bot does
 * not check again. discord.js loads the builders' CommonJS build and Parlor their ES module
 * build: two copies, each with its own switch.
 */
export function skipBuilderChecks(): void {
  disableValidators();
  (createRequire(import.meta.url)('@discordjs/builders') as { disableValidators(): void }).disableValidators();
}
