/** Batch jobs on the system page (issue 18 §4): written by the batch feature's owner. */
export function BatchJobsCard() {
  return null;
}
