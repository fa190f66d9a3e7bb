/** Words people read for the API's snake_case values: 'two_factor_enabled' → 'Two factor enabled'. */
export function humanize(value: string): string {
  const text = value.replace(/_/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}
