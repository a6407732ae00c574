// Development: Vite with HMR on :5173 (proxying /api to the server) and the server reloaded by tsx on change.
import { spawn } from 'node:child_process';
import path from 'node:path';

const bin = (name) => path.join('node_modules', '.bin', name);
const env = { ...process.env, NODE_ENV: 'development', PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173' };
const children = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'server/main.ts'], { stdio: 'inherit', env }),
  spawn(bin('vite'), [], { stdio: 'inherit', env }),
];
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children)
  c.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
