/*
 * The fields a partial update (PUT with some fields) really changes: each entry names the API
 * field, the row's column and the value sent (undefined: not sent). A value equal to the stored
 * one is no change, so an update that repeats what is stored writes and audits nothing. With
 * `blankAsNull`, an empty text clears an optional column.
 */

type ColumnEntry<Row> = { [C in keyof Row]: readonly [field: string, column: C, value: Row[C] | undefined] }[keyof Row];

export interface ColumnChanges<Row> {
  /** The columns to set, with their new values. */
  set: Partial<Row>;
  /** The API names of the fields that changed, in the order given (for the audit row). */
  changed: string[];
}

export function changedColumns<Row>(old: Row, entries: readonly ColumnEntry<Row>[], opts: { blankAsNull?: boolean } = {}): ColumnChanges<Row> {
  const set: Partial<Row> = {};
  const changed: string[] = [];
  for (const [field, column, value] of entries) {
    if (value === undefined) continue;
    const next = opts.blankAsNull && value === '' ? null : value;
    if (next === old[column]) continue;
    Object.assign(set, { [column]: next });
    changed.push(field);
  }
  return { set, changed };
}
