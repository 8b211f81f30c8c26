import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import type { SignedIn } from './api';
import { freePort, startServer } from './server-process';

/**
 * A study of its own for a journey: the built server on a free port with a fresh data directory.
 * The protocol's locks are for good (a study that allocated stays randomised, docs/decisions/033),
 * so journeys that allocate or set a timeline run here rather than on the shared server.
 */
export interface OwnServer {
  base: string;
  api: APIRequestContext;
  admin: SignedIn;
  login: (phone: string, password: string) => Promise<SignedIn>;
  close: () => Promise<void>;
}

export async function ownServer(prefix: string, admin: { phone: string; password: string; name: string }): Promise<OwnServer> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `uyku-${prefix}-`));
  const server = startServer(['node', 'apps/server/dist/main.js'], {
    PORT: String(port),
    DATA_DIR: dataDir,
    ADMIN_PHONE: admin.phone,
    ADMIN_PASSWORD: admin.password,
    ADMIN_NAME: admin.name,
  });
  await server.ready();
  const api = await playwrightRequest.newContext({ baseURL: base });
  const login = async (phone: string, password: string) => {
    const answer = await api.post('/api/auth/login', { data: { phone, password, acceptTerms: true, acceptPrivacy: true } });
    expect(answer.status(), await answer.text()).toBe(200);
    return (await answer.json()) as SignedIn;
  };
  return {
    base,
    api,
    admin: await login(admin.phone, admin.password),
    login,
    close: async () => {
      await api.dispose();
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
