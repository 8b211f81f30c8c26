import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import net from 'node:net';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { expect } from '@playwright/test';
import { ROOT } from './server-process';

/**
 * The deployment recipe of docs/operations.md ("Deployment") as the journeys run it: the server
 * started as deploy/uyku@.service starts it, behind nginx running deploy/nginx-uyku.conf with a self-signed certificate, all on
 * loopback in a temporary directory. Nothing here touches the machine's own nginx or its service.
 */

/** Debian's nginx (apt-get install nginx), or the one NGINX_PATH names; undefined when absent. */
export function findNginx(): string | undefined {
  const candidates = process.env.NGINX_PATH ? [process.env.NGINX_PATH] : ['/usr/sbin/nginx', '/usr/bin/nginx'];
  return candidates.find((candidate) => existsSync(candidate));
}

export const hasOpenssl = () => spawnSync('openssl', ['version']).status === 0;

/** A self-signed certificate for 127.0.0.1, as `openssl req` makes it in docs/operations.md. */
export function makeCertificate(dir: string): { cert: string; key: string } {
  const cert = path.join(dir, 'fullchain.pem');
  const key = path.join(dir, 'privkey.pem');
  const made = spawnSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2']
      .concat(['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost'])
      .concat(['-keyout', key, '-out', cert]),
    { encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`openssl: ${made.stderr}`);
  return { cert, key };
}

/** `KEY=VALUE` lines of an environment file as systemd reads them: comments and blank lines skipped. */
export function parseEnvironmentFile(text: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    if (!trimmed || trimmed.startsWith('#') || trimmed.startsWith(';')) continue;
    const equals = trimmed.indexOf('=');
    if (equals <= 0) continue;
    env[trimmed.slice(0, equals).trim()] = trimmed.slice(equals + 1).trim().replace(/^"(.*)"$/, '$1');
  }
  return env;
}

/**
 * The site's .env as the recipe in docs/operations.md makes it: .env.example copied, with the site's values
 * filled in (or added).
 */
export function siteEnvironmentFile(values: Record<string, string>): string {
  const lines = readFileSync(path.join(ROOT, '.env.example'), 'utf8').split('\n');
  const left = new Map(Object.entries(values));
  const filled = lines.map((line) => {
    const key = /^([A-Z_][A-Z0-9_]*)=/.exec(line)?.[1];
    if (!key || !left.has(key)) return line;
    const value = left.get(key)!;
    left.delete(key);
    return `${key}=${value}`;
  });
  return [...filled, ...[...left].map(([key, value]) => `${key}=${value}`)].join('\n');
}

/**
 * The command and environment of deploy/uyku@.service's instance on `port` (%i), built as systemd
 * builds them: Environment= first, then EnvironmentFile= (`/srv/uyku/.env`, here `envFile`'s text),
 * which overrides it, then the assignments of an ExecStart through /usr/bin/env, which override both.
 */
export function unitCommand(port: number, envFile: string): { command: string[]; env: Record<string, string> } {
  const unit = readFileSync(path.join(ROOT, 'deploy/uyku@.service'), 'utf8').replaceAll('%i', String(port));
  const lines = unit.split('\n');
  const env: Record<string, string> = {};
  for (const line of lines.filter((l) => l.startsWith('Environment='))) {
    for (const pair of line.slice('Environment='.length).split(/\s+/)) {
      const [name, ...value] = pair.split('=');
      if (name) env[name] = value.join('=');
    }
  }
  const files = lines.filter((l) => l.startsWith('EnvironmentFile='));
  if (files.length !== 1 || files[0] !== 'EnvironmentFile=/srv/uyku/.env') {
    throw new Error('deploy/uyku@.service: one EnvironmentFile=/srv/uyku/.env expected');
  }
  Object.assign(env, parseEnvironmentFile(envFile));
  let exec = lines
    .find((line) => line.startsWith('ExecStart='))
    ?.slice('ExecStart='.length)
    .split(/\s+/);
  if (exec?.[0] === '/usr/bin/env') {
    exec = exec.slice(1);
    while (exec[0] && /^[A-Z_][A-Z0-9_]*=/.test(exec[0])) {
      const [name, ...value] = exec.shift()!.split('=');
      env[name!] = value.join('=');
    }
  }
  if (!exec || exec[0] !== '/usr/bin/node') throw new Error('deploy/uyku@.service: ExecStart=[/usr/bin/env …] /usr/bin/node … expected');
  // The same node that runs the tests, from the checkout instead of /srv/uyku.
  return { command: [process.execPath, ...exec.slice(1)], env };
}

function replaceOnce(text: string, from: string, to: string): string {
  if (text.split(from).length !== 2) throw new Error(`deploy/nginx-uyku.conf: expected "${from}" once`);
  return text.replace(from, to);
}

/** The cookie that pins a browser to one upstream server in the two-instance journey. */
export const PIN_COOKIE = 'uyku_e2e_instance';

/**
 * Values of PIN_COOKIE that nginx's `hash` sends to the first and the second server: nginx hashes
 * the key as ((crc32(key) >> 16) & 0x7fff) modulo the servers' total weight (Cache::Memcached).
 */
export function pinValues(): [string, string] {
  const index = (key: string) => ((crc32(key) >>> 16) & 0x7fff) % 2;
  const keys = Array.from({ length: 50 }, (_, i) => `k${i}`);
  return [keys.find((k) => index(k) === 0)!, keys.find((k) => index(k) === 1)!];
}

export interface Nginx {
  httpsBase: string;
  httpBase: string;
  /** Access log lines: client address, pin cookie, upstream address, request line. */
  accessLog: () => string[];
  stop: () => Promise<void>;
}

/**
 * Runs deploy/nginx-uyku.conf as docs/operations.md installs it, with only these changes: loopback ports
 * instead of 80/443, the test certificate, the app's ports as the upstream servers and, with two of
 * them, a pin by cookie so the test knows which instance serves whom (a real deployment needs none:
 * any instance may answer any request).
 */
export async function startNginx(
  binary: string,
  prefix: string,
  options: { httpPort: number; httpsPort: number; cert: string; key: string; appPorts: number[] },
): Promise<Nginx> {
  let site = readFileSync(path.join(ROOT, 'deploy/nginx-uyku.conf'), 'utf8');
  site = replaceOnce(site, '    listen 80;\n', `    listen 127.0.0.1:${options.httpPort};\n`);
  site = replaceOnce(site, '    listen [::]:80;\n', '');
  site = replaceOnce(site, '    listen 443 ssl http2;\n', `    listen 127.0.0.1:${options.httpsPort} ssl http2;\n`);
  site = replaceOnce(site, '    listen [::]:443 ssl http2;\n', '');
  site = replaceOnce(site, '/etc/letsencrypt/live/uyku.example.org/fullchain.pem', options.cert);
  site = replaceOnce(site, '/etc/letsencrypt/live/uyku.example.org/privkey.pem', options.key);
  const servers = options.appPorts.map((port) => `    server 127.0.0.1:${port};`);
  if (servers.length > 1) servers.push(`    hash $cookie_${PIN_COOKIE};`);
  site = replaceOnce(site, '    server 127.0.0.1:3000;', servers.join('\n'));
  for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(prefix, dir), { recursive: true });
  writeFileSync(path.join(prefix, 'uyku.conf'), site);
  const accessLog = path.join(prefix, 'access.log');
  // What Debian's /etc/nginx/nginx.conf gives a site (mime types, one http block), in the prefix.
  const main = [
    // Workers would otherwise run as nobody, who may not read the temporary prefix.
    process.getuid?.() === 0 ? 'user root;' : '',
    'worker_processes 1;',
    `pid ${path.join(prefix, 'nginx.pid')};`,
    `error_log ${path.join(prefix, 'error.log')} warn;`,
    'events { worker_connections 1024; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    `  log_format uyku '$remote_addr $cookie_${PIN_COOKIE} $upstream_addr "$request"';`,
    `  access_log ${accessLog} uyku;`,
    ...['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (dir) => `  ${dir === 'body' ? 'client_body' : dir}_temp_path ${path.join(prefix, dir)};`,
    ),
    `  include ${path.join(prefix, 'uyku.conf')};`,
    '}',
  ];
  const conf = path.join(prefix, 'nginx.conf');
  writeFileSync(conf, main.join('\n'));
  const child = spawn(binary, ['-p', prefix, '-c', conf, '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null) throw new Error(`nginx exited: ${output}`);
        return canConnect(options.httpsPort);
      },
      { timeout: 10_000, message: 'nginx listening' },
    )
    .toBe(true);
  return {
    httpsBase: `https://127.0.0.1:${options.httpsPort}`,
    httpBase: `http://127.0.0.1:${options.httpPort}`,
    accessLog: () => (existsSync(accessLog) ? readFileSync(accessLog, 'utf8').split('\n').filter(Boolean) : []),
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * One HTTPS request trusting the test certificate, from a chosen loopback address (the whole of
 * 127.0.0.0/8 is this machine), so the rate limits can be shown to count clients, not nginx.
 */
export function httpsRequest(
  url: string,
  options: { ca: string; from?: string; method?: string; headers?: Record<string, string>; body?: unknown },
): Promise<Answer> {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const request = https.request(
      url,
      {
        method: options.method ?? 'GET',
        ca: readFileSync(options.ca),
        localAddress: options.from,
        headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...options.headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('latin1'),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}
