/** Reusable e2e helpers: `startServer()`, `launchBrowser()`, `newPage()`, `loginAs(role)`, axe, screenshots, outbox. */
export * from './server';
export * from './web-build';
export * from './browser';
export * from './auth';
export * from './axe';
export * from './screenshots';
export * from './outbox';
export * from './toasts';
export * from './api';
export * from './sign-up';
export * from './wait';
