/** Issue 5 groundwork: the omnisearch (spec §2) is built by its owner; mounted by the top bar's slot. */
export function Omnisearch() {
  return null;
}
