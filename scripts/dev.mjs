#!/usr/bin/env node
// `npm run dev`: the API with reload (tsx watch) on API_PORT and Vite's dev server on 5173.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3000';
const children = [
  spawn('npx', ['tsc', '-b', '-w', '--preserveWatchOutput', 'packages/domain'], { stdio: 'inherit' }),
  spawn('npx', ['tsx', 'watch', 'apps/server/src/main.ts'], { stdio: 'inherit', env: { ...process.env, PORT: apiPort } }),
  spawn('npx', ['vite', 'apps/web'], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
