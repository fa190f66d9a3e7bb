import { ConfigError, loadConfig } from './config.js';
import { createServer } from './server.js';

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
  await server.app.listen({ port: config.port, host: config.host });
  console.warn(`Legal Document Discovery is listening on port ${config.port} (public URL ${config.publicUrl}, database: ${server.deps.database.kind})`);
  const shutdown = async (signal: string) => {
    console.warn(`${signal} received, shutting down`);
    await server.close().catch((err: unknown) => console.error(err));
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error('Failed to start:', err);
  process.exit(1);
});
