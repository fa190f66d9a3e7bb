import { describe, expect, it } from 'vitest';
import { jobProgress } from './job-progress';

describe('jobProgress', () => {
  it('shows a cancelled batch at the share of tasks that ran, not a full bar', () => {
    expect(jobProgress({ state: 'cancelled', task_count: 50, completed_count: 3, failed_count: 0 })).toEqual({ percent: 6, label: 'Stopped at 6 %' });
    expect(jobProgress({ state: 'cancelled', task_count: 4, completed_count: 0, failed_count: 0 })).toEqual({ percent: 0, label: 'Stopped at 0 %' });
    expect(jobProgress({ state: 'cancelling', task_count: 10, completed_count: 5, failed_count: 0 }).label).toBe('Stopped at 50 %');
  });

  it('counts completed and failed tasks while a batch runs and when it is done', () => {
    expect(jobProgress({ state: 'running', task_count: 50, completed_count: 20, failed_count: 1 })).toEqual({ percent: 42, label: '42 %' });
    expect(jobProgress({ state: 'completed', task_count: 3, completed_count: 3, failed_count: 0 })).toEqual({ percent: 100, label: '100 %' });
    expect(jobProgress({ state: 'failed', task_count: 3, completed_count: 1, failed_count: 2 }).percent).toBe(100);
  });

  it('handles a batch without tasks', () => {
    expect(jobProgress({ state: 'completed', task_count: 0, completed_count: 0, failed_count: 0 }).percent).toBe(100);
    expect(jobProgress({ state: 'queued', task_count: 0, completed_count: 0, failed_count: 0 }).percent).toBe(0);
  });
});
