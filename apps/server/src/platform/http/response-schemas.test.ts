import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installErrorHandling } from './error-handler.js';

/**
 * The web client trusts JSON responses without parsing them again (lib/api-client.ts) because
 * the server checks each one against its route's contract schema before it leaves: app.ts sets
 * this serializer, and a response that does not match is a 500, never a wrong body.
 */
describe('responses are checked against their route schema', () => {
  let app: FastifyInstance;
  const Case = z.object({ id: z.uuid(), name: z.string() });

  beforeAll(async () => {
    app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    installErrorHandling(app);
    const typed = app.withTypeProvider<ZodTypeProvider>();
    typed.get('/good', { schema: { response: { 200: Case } } }, () => ({ id: '0b7a5f1e-8c1d-4d3e-9f2a-1b2c3d4e5f60', name: 'Smith v. Jones' }));
    // A handler that drifted from the contract: the name went missing and an id is not a uuid.
    typed.get('/drifted', { schema: { response: { 200: Case } } }, () => ({ id: 'case-7' }) as unknown as z.infer<typeof Case>);
    await app.ready();
  });

  afterAll(() => app.close());

  it('sends a matching body', async () => {
    const res = await app.inject({ method: 'GET', url: '/good' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: '0b7a5f1e-8c1d-4d3e-9f2a-1b2c3d4e5f60', name: 'Smith v. Jones' });
  });

  it('answers 500 in the one error shape rather than send a body that breaks its schema', async () => {
    const res = await app.inject({ method: 'GET', url: '/drifted' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ detail: 'Internal server error', code: 'internal_error' });
  });
});
