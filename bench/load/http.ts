/** One HTTP call of the load: JSON or a multipart form, the answer's status and parsed body. */
const REQUEST_TIMEOUT_MS = 30_000;

export type Body = { json: unknown } | { form: FormData };

export interface Answer {
  status: number;
  json: unknown;
}

export async function call(base: string, token: string | undefined, method: string, path: string, body?: Body): Promise<Answer> {
  const headers: Record<string, string> = { 'user-agent': 'bench-load' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body && 'json' in body) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: 'json' in body ? JSON.stringify(body.json) : body.form }),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const text = await res.text();
  let json: unknown = text;
  try {
    json = JSON.parse(text);
  } catch {
    /* not JSON: kept as text for the error report */
  }
  return { status: res.status, json };
}

/** A text file as a browser's FormData would upload it. */
export function textUpload(filename: string, text: string): FormData {
  const form = new FormData();
  form.append('file', new Blob([text], { type: 'text/plain' }), filename);
  return form;
}
