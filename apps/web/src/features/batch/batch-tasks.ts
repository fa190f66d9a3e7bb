import { BATCH_TASK_TARGETS, MAX_BATCH_TASKS, type BatchTaskInput, type BatchTaskType } from '@app/contract';

/**
 * The tasks a batch over one case holds: one for the case when the type works on cases, else one
 * per processed document (analysis, which takes either, goes per document: that is the long part).
 */
export function tasksFor(type: BatchTaskType, caseId: string, documentIds: string[], force: boolean): BatchTaskInput[] {
  if (BATCH_TASK_TARGETS[type] === 'case') return [{ task_type: type, case_id: caseId }];
  const rerun = force && (type === 'analysis' || type === 'summarisation') ? { force: true } : {};
  return documentIds.slice(0, MAX_BATCH_TASKS).map((id) => ({ task_type: type, document_id: id, ...rerun }));
}
