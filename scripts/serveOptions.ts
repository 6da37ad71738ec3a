/**
 * What `npm start` / `npm run serve` were asked for: the folder and the port. The port comes from
 * `--port N`, a bare number, or the PORT environment variable, in that order, else 4321; 0 asks the system
 * for a free one (the browser tests' own servers).
 */
export interface ServeOptions {
  root: string;
  port: number;
  /** Build the site first (`npm start`), after the port is known to be free. */
  build: boolean;
}

export const DEFAULT_PORT = 4321;

/** Reads a port, or says in one sentence what is wrong with it. */
function portFrom(text: string, where: string): number {
  const port = Number(text);
  if (!/^\d+$/.test(text) || port > 65535) {
    throw new Error(`${where} should be a port number from 0 to 65535, not "${text}".`);
  }
  return port;
}

/** Reads the command line (`args` without node and the script) and the environment. */
export function serveOptions(args: readonly string[], env: Record<string, string | undefined>): ServeOptions {
  let root = 'dist';
  let port: number | undefined;
  let build = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--build') build = true;
    else if (arg === '--port') port = portFrom(args[++i] ?? '', '--port');
    else if (arg.startsWith('--port=')) port = portFrom(arg.slice('--port='.length), '--port');
    else if (/^\d+$/.test(arg)) port = portFrom(arg, 'The port');
    else if (arg.startsWith('-')) throw new Error(`Unknown option ${arg}: use --port N (or PORT=N) and --build.`);
    else root = arg;
  }
  if (port === undefined && env.PORT) port = portFrom(env.PORT, 'PORT');
  return { root, port: port ?? DEFAULT_PORT, build };
}

/** The one line said when the port is taken: which port, and how to choose another. */
export const portTakenMessage = (port: number) =>
  `Port ${port} is already in use on 127.0.0.1; choose another with PORT=N npm start (or npm run serve -- --port N).`;
