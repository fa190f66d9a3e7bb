/*
 * The court-rule deadline engine: federal legal holidays, Rule 6 computation with its working,
 * versioned rule sets and the working in plain words. Pure functions shared by the server (which
 * stores computations) and the web (which shows them).
 */
export * from './dates.js';
export * from './holidays.js';
export * from './rule-sets.js';
export * from './compute.js';
export * from './explain.js';
