import { parseArgs } from 'node:util';
import { openDatabaseFor } from '../bootstrap';
import { setPrivateUmask } from '../data-dir-permissions';
import { EnvError, parseEnv } from '../env';
import { AppError } from '../errors/app-error';
import { ensureAdmin } from '../services/users/ensure-admin';

/** npm run create-admin -- --email E --password P [--name N]: creates or promotes an admin. */
async function main() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
  });
  if (!values.email || !values.password) {
    process.stderr.write('Uso: npm run create-admin -- --email E --password P [--name "Nombre"]\n');
    process.exit(2);
  }
  setPrivateUmask(); // DATA_DIR and what it writes there: its owner's only
  const env = parseEnv();
  const database = openDatabaseFor(env);
  try {
    await database.migrate();
    const result = await ensureAdmin(database.db, {
      email: values.email,
      password: values.password,
      ...(values.name ? { name: values.name } : {}),
      resetPassword: true,
    });
    const text = {
      created: 'creado',
      promoted: 'promovido a administrador',
      unchanged: 'ya era administrador',
    }[result];
    process.stdout.write(
      `Administrador ${values.email.trim().toLowerCase()}: ${text} (contraseña fijada).\n`,
    );
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  if (err instanceof EnvError || err instanceof AppError) {
    process.stderr.write(`${err.message}\n`);
    process.exit(1);
  }
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
