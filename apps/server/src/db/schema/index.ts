export * from './organizations.js';
export * from './users.js';
export * from './sessions.js';
export * from './invitations.js';
export * from './audit.js';
export * from './cases.js';
export * from './documents.js';
