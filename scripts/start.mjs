#!/usr/bin/env node
// `npm start`: build whatever is missing or older than its sources, then run the server.
import path from 'node:path';
import { ensureBuilt, PACKAGES, root } from './ensure-built.mjs';

ensureBuilt([PACKAGES.domain, PACKAGES.web, PACKAGES.server]);
await import(path.join(root, 'apps/server/dist/main.js'));
