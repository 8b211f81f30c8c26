#!/usr/bin/env node
// `npm run seed:demo` (docs/operations.md, "Demo study"): builds the server if needed, then fills the configured
// database (DATA_DIR or DATABASE_URL) with a demo study of 40 participants over 30 days.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuilt, PACKAGES, root } from './ensure-built.mjs';

ensureBuilt([PACKAGES.domain, PACKAGES.server]);
const { runSeedDemo } = await import(pathToFileURL(path.join(root, 'apps/server/dist/demo/main.js')).href);
process.exitCode = await runSeedDemo();
