import { PRODUCT_NAME } from '@app/contract';
import { ConfigError, loadConfig } from './config.js';
import { createServer } from './server.js';
import { DataDirLockedError } from './platform/data-dir/lock.js';
import { BlobStoreMismatchError } from './platform/storage/store-registration.js';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const server = await createServer(config);
  // Every role listens on PORT: a worker answers only its health routes there (container health
  // checks and metrics), the others the whole API.
  await server.app.listen({ port: config.port, host: config.host });
  const where = server.role === 'worker' ? `is running its job workers, health routes on port ${config.port}` : `is listening on port ${config.port}`;
  console.warn(`${PRODUCT_NAME} ${where} (role ${server.role}, public URL ${config.publicUrl}, database: ${server.deps.database.kind})`);
  const shutdown = async (signal: string) => {
    console.warn(`${signal} received, shutting down`);
    await server.close().catch((err: unknown) => console.error(err));
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err: unknown) => {
  // Another server (or a backup) has the embedded database: say who, without a stack trace.
  // Likewise for a blob store the other processes do not share: the message says what to fix.
  if (err instanceof DataDirLockedError || err instanceof BlobStoreMismatchError) {
    console.error(`Not starting: ${err.message}`);
    process.exit(1);
  }
  console.error('Failed to start:', err);
  process.exit(1);
});
