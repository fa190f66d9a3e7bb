/** Error types and severities, as the error screen shows them. */
export type ErrorType = 'Loading Error' | 'Network Error' | 'Type Error' | 'Application Error';
export type ErrorSeverity = 'low' | 'medium' | 'high';

/**
 * A chunk that failed to load (an old tab after a deploy, a dropped connection) is a Loading
 * Error; Vite reports it as 'Failed to fetch dynamically imported module', webpack as
 * ChunkLoadError / 'Loading chunk'. Text mentioning 'Network Error' is a Network Error; a
 * TypeError is a Type Error; anything else is an Application Error.
 */
export function errorType(error: unknown): ErrorType {
  const name = error instanceof Error ? error.name : '';
  const message = error instanceof Error ? error.message : String(error);
  if (
    name === 'ChunkLoadError' ||
    message.includes('Loading chunk') ||
    message.includes('Failed to fetch dynamically imported module') ||
    message.includes('Importing a module script failed') ||
    message.includes('error loading dynamically imported module')
  ) {
    return 'Loading Error';
  }
  if (message.includes('Network Error')) return 'Network Error';
  if (error instanceof TypeError || name === 'TypeError') return 'Type Error';
  return 'Application Error';
}

/** Loading errors are medium, network errors low, the rest high. */
export function errorSeverity(type: ErrorType): ErrorSeverity {
  switch (type) {
    case 'Loading Error':
      return 'medium';
    case 'Network Error':
      return 'low';
    default:
      return 'high';
  }
}
