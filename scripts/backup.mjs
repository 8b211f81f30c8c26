#!/usr/bin/env node
// `npm run backup [FILE|DIRECTORY]` and `npm run restore FILE [--force]` (see docs/operations.md, "Backups"):
// build the server if needed, then run its backup command with the server's own configuration.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuilt, PACKAGES, root } from './ensure-built.mjs';

ensureBuilt([PACKAGES.domain, PACKAGES.server]);
const { runBackupCommand } = await import(pathToFileURL(path.join(root, 'apps/server/dist/backup/main.js')).href);
process.exitCode = await runBackupCommand(process.argv.slice(2));
