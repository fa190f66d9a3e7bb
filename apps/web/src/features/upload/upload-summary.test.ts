import { describe, expect, it } from 'vitest';
import type { DocumentStatus } from '@app/contract';
import { fakeDocument } from './testing/fake-upload-server';
import type { QueueItem, QueuePhase } from './upload-queue';
import { countsSentence, documentNote, isFinished, queueTotals, rowStatus } from './upload-summary';

let n = 0;
function item(phase: QueuePhase, size = 1000, sentBytes = 0, status?: DocumentStatus): QueueItem {
  n += 1;
  const document = status ? { ...fakeDocument(`doc-${n}`, 'case', `f${n}.txt`, size, 'x'), status } : null;
  return { key: `k${n}`, caseId: 'case', uploadId: `u${n}`, name: `f${n}.txt`, size, lastModified: 0, phase, sentBytes, message: null, document, resumed: false, retryable: true };
}

describe('upload summary', () => {
  it('labels each state of a row', () => {
    expect(rowStatus(item('uploading', 1000, 423))).toMatchObject({ label: 'Uploading 42%', percent: 42 });
    expect(rowStatus({ ...item('retrying', 1000, 500), message: 'Network error occurred' })).toMatchObject({ label: 'Retrying…', detail: 'Network error occurred' });
    expect(rowStatus(item('paused')).label).toBe('Paused');
    expect(rowStatus(item('uploaded')).percent).toBeNull();
  });

  it("counts '12 of 40 uploaded, 9 processed' over bytes of all files, refused ones aside", () => {
    const items = [
      item('uploaded', 1000, 1000, 'processed'),
      item('uploaded', 1000, 1000, 'processing'),
      item('uploading', 2000, 500),
      item('failed', 4000, 100),
      item('refused', 0),
    ];
    const totals = queueTotals(items, (i) => i.document);
    expect(countsSentence(totals)).toBe('2 of 4 uploaded, 1 processed, 1 failed');
    expect(totals).toMatchObject({ sentBytes: 2500, totalBytes: 4000, active: 1, finished: 3 });
  });

  it('treats a file as finished once processing is over, and explains problems', () => {
    const processing = item('uploaded', 10, 10, 'processing');
    expect(isFinished(processing, processing.document)).toBe(false);
    const failed = item('uploaded', 10, 10, 'failed');
    expect(isFinished(failed, failed.document)).toBe(true);
    expect(documentNote({ ...failed.document!, failure_reason: 'The PDF is password-protected.' })).toBe('The PDF is password-protected.');
    expect(documentNote({ ...fakeDocument('d', 'c', 'a.txt', 1, 'x'), status: 'processed', duplicate_of: 'other' })).toMatch(/duplicate/);
  });
});
