import { describe, expect, it } from 'vitest';
import type { AppDeps } from '../../../deps.js';
import { afterDocumentTextChanged, subscribeToTextChanges, type ChangedText } from './after-processing.js';

// Only the identity of a server's dependencies matters here: subscribers are kept per server.
const server = () => ({}) as AppDeps;

describe('a document text change', () => {
  it('reaches every subscriber composed for the server, in order, with the firm and document', async () => {
    const deps = server();
    const heard: string[] = [];
    const subscriber = (name: string) => async (d: AppDeps, changed: ChangedText) => {
      expect(d).toBe(deps);
      heard.push(`${name}:${changed.organizationId}/${changed.documentId}`);
    };
    subscribeToTextChanges(deps, [subscriber('search'), subscriber('embeddings'), subscriber('analysis')]);
    await afterDocumentTextChanged(deps, 'firm-1', 'doc-1');
    expect(heard).toEqual(['search:firm-1/doc-1', 'embeddings:firm-1/doc-1', 'analysis:firm-1/doc-1']);
  });

  it("keeps each server's subscribers apart", async () => {
    const [a, b] = [server(), server()];
    const heard: string[] = [];
    subscribeToTextChanges(a, [async () => heard.push('a')]);
    subscribeToTextChanges(b, []);
    await afterDocumentTextChanged(b, 'firm', 'doc');
    expect(heard).toEqual([]);
    await afterDocumentTextChanged(a, 'firm', 'doc');
    expect(heard).toEqual(['a']);
  });

  it('refuses to drop a change on a server where the documents module never started', async () => {
    await expect(afterDocumentTextChanged(server(), 'firm', 'doc')).rejects.toThrow(/nobody is subscribed/);
  });

  it('lets a failing subscriber fail the caller (the job that changed the text is retried)', async () => {
    const deps = server();
    subscribeToTextChanges(deps, [() => Promise.reject(new Error('queue down'))]);
    await expect(afterDocumentTextChanged(deps, 'firm', 'doc')).rejects.toThrow('queue down');
  });
});
