import Fastify from 'fastify';

// The yardstick: the least a Fastify route can do on this machine.
const app = Fastify({ logger: false });
app.get('/health', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
