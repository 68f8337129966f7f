/** The CLI's version: cli/package.json's (a test keeps the two the same). */
export const VERSION = '0.1.0';
