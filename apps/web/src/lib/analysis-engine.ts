/** Who made an analysis: the offline rules, or a model named by its provider (search and the viewer say it the same way). */
export function engineLabel(engine: string): string {
  return engine === 'local' ? 'Offline analysis (rule-based)' : `AI-assisted analysis (${engine})`;
}
