// npm run dev: the API with reload on :3001 (tsx watch) and Vite with hot reload on :3000.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3001';
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: apiPort,
      HOST: '127.0.0.1',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    },
  }),
  spawn('npx', ['vite', '--config', 'vite.config.ts', '--host'], {
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
