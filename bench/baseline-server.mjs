// The machine's own baseline for the API figures: a bare Fastify route that does what any
// authenticated read must do and nothing more: verify the member's access token (the server's
// kind: EdDSA, issuer, audience, type, expiry) and run one indexed select on the same database.
//   JWT_PRIVATE_KEY=<pem> DATABASE_URL=postgres://... | PGLITE_DIR=<dir>  PORT=3901 node bench/baseline-server.mjs
import { createPublicKey } from 'node:crypto';
import Fastify from 'fastify';
import { jwtVerify } from 'jose';

const publicKey = createPublicKey(process.env.JWT_PRIVATE_KEY);

async function openDatabase() {
  if (process.env.DATABASE_URL) {
    const { default: pg } = await import('pg');
    // The portal's own pool size.
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
    return { query: async (text, values) => (await pool.query(text, values)).rows, close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(process.env.PGLITE_DIR);
  return { query: async (text, values) => (await db.query(text, values)).rows, close: () => db.close() };
}

const database = await openDatabase();
const app = Fastify({ logger: false });

app.get('/member', async (request, reply) => {
  const token = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
  if (!token) return reply.code(401).send({ error: 'no token' });
  let subject;
  try {
    const { payload } = await jwtVerify(token, publicKey, {
      algorithms: ['EdDSA'],
      issuer: 'member-portal',
      audience: 'member-portal-api',
      typ: 'at+jwt',
    });
    subject = Number(payload.sub);
  } catch {
    return reply.code(401).send({ error: 'bad token' });
  }
  const [member] = await database.query('select id, first_name, last_name, client_id from members where id = $1', [subject]);
  return member ?? reply.code(404).send({ error: 'no member' });
});

app.get('/healthz', async () => ({ status: 'ok' }));

const stop = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
await app.listen({ port: Number(process.env.PORT ?? 3901), host: '127.0.0.1' });
