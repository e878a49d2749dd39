// `npm run dev`: the API with reload on change (port 3001) and Vite's dev server (port 3000),
// which forwards /api to it. Open http://localhost:3000.
import { spawn } from 'node:child_process';
import { ROOT } from './build-state.mjs';

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: '3001',
      PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:3000',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    },
  }),
  spawn('npx', ['vite', '--port', '3000', '--strictPort'], { cwd: `${ROOT}/apps/web`, stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
