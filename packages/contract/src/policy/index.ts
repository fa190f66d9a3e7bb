// Access policies, one file per resource: pure functions shared by server and web.
export * from './case.js';
export * from './document.js';
export * from './highlight.js';
export * from './person.js';
export * from './audit.js';
export * from './pages.js';
export * from './transcription.js';
export * from './deposition.js';
export * from './discovery.js';
export * from './redaction.js';
export * from './custodian.js';
export * from './conflicts.js';
export * from './system.js';
export * from './calendar.js';
export * from './deadline.js';
