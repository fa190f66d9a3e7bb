import type { BatchJob } from '@app/contract';

export interface JobProgress {
  /** 0–100: the share of tasks that actually ran to an end (completed or failed). */
  percent: number;
  /** What the number beside the bar says. */
  label: string;
}

/**
 * The bar shows work done, not tasks closed: a batch cancelled after 3 of 50 tasks closed all 50
 * (47 as cancelled), and the API's progress_percent then says 100 — a full bar for work never done.
 */
export function jobProgress(job: Pick<BatchJob, 'state' | 'task_count' | 'completed_count' | 'failed_count'>): JobProgress {
  const processed = job.completed_count + job.failed_count;
  const percent = job.task_count === 0 ? (job.state === 'completed' ? 100 : 0) : Math.floor((processed / job.task_count) * 100);
  const stopped = job.state === 'cancelled' || job.state === 'cancelling';
  return { percent, label: stopped ? `Stopped at ${percent} %` : `${percent} %` };
}
