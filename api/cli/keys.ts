/**
 * `npm run keys -- <command>`: manage API keys in the key store that belongs to DB_PATH.
 *
 *   create --plan free|pro|internal [--label TEXT] [--json]   issue a key (printed once, never stored)
 *   list [--active] [--json]                                   keys by id, plan, label, dates
 *   revoke <id> [--json]                                       revoke a key by its id
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { runCommand, UsageError } from '../../config/cli.ts';
import { keysDbPath, loadConfig } from '../../config/config.ts';
import { openKeysDb } from '../../storage/open.ts';
import { PLANS } from '../../storage/keys-schema.ts';
import { KeyStore } from '../keys/key-store.ts';

const USAGE = `Usage:
  npm run keys -- create --plan free|pro|internal [--label TEXT] [--json]
  npm run keys -- list [--active] [--json]
  npm run keys -- revoke <id> [--json]`;

function run(argv: string[], out: (line: string) => void): void {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      plan: { type: 'string', default: 'free' },
      label: { type: 'string', default: '' },
      json: { type: 'boolean', default: false },
      active: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const [command, ...rest] = positionals;
  if (values.help || !command) throw new UsageError(USAGE);

  const config = loadConfig();
  const keysDb = openKeysDb(keysDbPath(config.DB_PATH));
  const store = new KeyStore(keysDb);
  try {
    switch (command) {
      case 'create': {
        const plan = z.enum(PLANS).safeParse(values.plan);
        if (!plan.success) throw new UsageError(`--plan must be one of ${PLANS.join(', ')}`);
        const { key, record } = store.create(plan.data, values.label);
        if (values.json) out(JSON.stringify({ key, id: record.id, plan: record.plan }));
        else out(`Created ${record.plan} key ${record.id}. Store it now, it is not shown again:\n${key}`);
        return;
      }
      case 'list': {
        const records = store.list({ activeOnly: values.active });
        if (values.json) return out(JSON.stringify(records));
        if (records.length === 0) return out('No keys.');
        for (const r of records) {
          out(`${r.id}  ${r.plan.padEnd(8)}  created ${r.createdAt}  ${r.revokedAt ? `revoked ${r.revokedAt}` : 'active'}  ${r.label}`);
        }
        return;
      }
      case 'revoke': {
        const id = rest[0];
        if (!id) throw new UsageError('revoke needs the key id (see `npm run keys -- list`)');
        const record = store.revoke(id, new Date());
        if (!record) throw new UsageError(`No key with id ${id}`);
        if (values.json) out(JSON.stringify(record));
        else out(`Revoked key ${record.id}.`);
        return;
      }
      default:
        throw new UsageError(`Unknown command '${command}'.\n${USAGE}`);
    }
  } finally {
    keysDb.$client.close();
  }
}

runCommand(() => run(process.argv.slice(2), (line) => process.stdout.write(`${line}\n`)));
