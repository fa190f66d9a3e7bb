import type { Module } from '../../deps.js';
import { ocr } from './pipeline/ocr.js';
import { processDocument } from './pipeline/process.js';
import { documentRoutes } from './routes.js';

export const documentsModule: Module = {
  name: 'documents',
  // Its own plugin scope, so the multipart parser applies to document routes only.
  routes: async (app, deps) => {
    await app.register(async (scope) => documentRoutes(scope as typeof app, deps));
  },
  workers: async (deps) => {
    // The OCR worker thread starts on the first scan and lives until the server closes.
    ocr.retain();
    await deps.jobs.work('document.process', (payload) => processDocument(deps, payload));
  },
  stop: () => ocr.release(),
};
