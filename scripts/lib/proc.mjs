// Child-process helpers shared by start, dev, test, e2e and bench.
// Every long-lived child runs in its own process group so that stopping it also stops what it
// spawned (tsx, webpack workers). All children are stopped on exit, Ctrl-C and SIGTERM.
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const useColor = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code) => (text) => (useColor ? `\u001b[${code}m${text}\u001b[0m` : text);
export const bold = paint('1');
export const red = paint('31');
export const green = paint('32');
const yellow = paint('33');
export const dim = paint('2');
const PREFIX_COLORS = ['36', '35', '34', '33', '32', '96', '95'];

/** @type {Set<{ name: string, child: import('node:child_process').ChildProcess }>} */
const running = new Set();
let handlersInstalled = false;
let stopping = false;

function installHandlers() {
  if (handlersInstalled) return;
  handlersInstalled = true;
  process.on('exit', () => {
    for (const entry of running) killGroup(entry.child, 'SIGKILL');
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, async () => {
      if (stopping) return;
      stopping = true;
      process.stdout.write(`\n${yellow(`${signal} received: stopping everything...`)}\n`);
      await stopAll();
      process.exit(130);
    });
  }
}

function killGroup(child, signal) {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      // already gone
    }
  }
}

/**
 * Runs a command to completion, streaming its output. Resolves with the exit code.
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, quiet?: boolean }} [options]
 * @returns {Promise<number>}
 */
export function run(command, args, options = {}) {
  installHandlers();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: options.cwd ?? ROOT,
      env: { ...process.env, ...options.env },
      stdio: options.quiet ? ['ignore', 'ignore', 'inherit'] : ['ignore', 'inherit', 'inherit'],
      detached: true,
    });
    const entry = { name: command, child };
    running.add(entry);
    child.on('error', (error) => {
      running.delete(entry);
      process.stderr.write(red(`Could not start ${command}: ${error.message}\n`));
      resolve(127);
    });
    child.on('exit', (code, signal) => {
      running.delete(entry);
      resolve(code ?? (signal ? 128 : 1));
    });
  });
}

let colorIndex = 0;

/**
 * Starts a long-lived child whose output lines are prefixed with its name.
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, silent?: boolean, logFile?: string, onExit?: (code: number | null) => void }} [options]
 */
export function startProcess(name, command, args, options = {}) {
  installHandlers();
  const color = PREFIX_COLORS[colorIndex++ % PREFIX_COLORS.length];
  const prefix = paint(color)(`[${name}]`.padEnd(12));
  const child = spawn(command, args, {
    cwd: options.cwd ?? ROOT,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const entry = { name, child };
  running.add(entry);
  /** @type {string[]} */
  const recent = [];
  const log = options.logFile ? createWriteStream(options.logFile, { flags: 'a' }) : null;
  const forward = (stream, target) => {
    let buffer = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      buffer += chunk;
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        recent.push(line);
        if (recent.length > 40) recent.shift();
        log?.write(`[${name}] ${line}\n`);
        if (!options.silent) target.write(`${prefix} ${line}\n`);
      }
    });
  };
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  const exited = new Promise((resolve) => {
    child.on('error', (error) => {
      recent.push(`could not start: ${error.message}`);
      running.delete(entry);
      resolve(127);
    });
    child.on('exit', (code) => {
      running.delete(entry);
      if (!stopping && !entry.stopRequested) options.onExit?.(code);
      resolve(code);
    });
  });
  return {
    name,
    child,
    exited,
    /** The last lines it printed (also when silent), for error messages. */
    recentOutput: () => recent.join('\n'),
    stop: () => stopProcess(entry, exited),
  };
}

async function stopProcess(entry, exited) {
  entry.stopRequested = true;
  killGroup(entry.child, 'SIGTERM');
  const timer = setTimeout(() => killGroup(entry.child, 'SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

/** Stops every child started through this module. */
export async function stopAll() {
  const entries = [...running];
  await Promise.all(
    entries.map(
      (entry) =>
        new Promise((resolve) => {
          entry.stopRequested = true;
          if (entry.child.exitCode !== null || entry.child.signalCode !== null) return resolve();
          entry.child.once('exit', () => resolve());
          killGroup(entry.child, 'SIGTERM');
          setTimeout(() => {
            killGroup(entry.child, 'SIGKILL');
            resolve();
          }, 5000).unref();
        }),
    ),
  );
}

/**
 * Polls a URL until it answers (any HTTP status below 500) or the time runs out.
 * @param {string} url
 * @param {{ timeoutMs?: number, process?: { exited: Promise<unknown>, name: string, recentOutput: () => string } }} [options]
 */
export async function waitForHttp(url, options = {}) {
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  let exited = false;
  options.process?.exited.then(() => {
    exited = true;
  });
  let lastError = '';
  while (Date.now() < deadline) {
    if (exited) {
      throw new Error(
        `${options.process?.name} exited before ${url} answered. Its last output:\n${options.process?.recentOutput()}`,
      );
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(3000) });
      if (response.status < 500) return;
      lastError = `HTTP ${response.status}`;
    } catch (error) {
      lastError = error instanceof Error ? (error.cause?.code ?? error.message) : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer in time (last: ${lastError})`);
}

/** Resolves true when nothing listens on the port (on any loopback address). */
function isPortFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => {
      server.close(() => resolve(true));
    });
  });
}

/** Fails with a clear message when one of the ports is taken. */
export async function assertPortsFree(ports) {
  const taken = [];
  for (const port of ports) if (!(await isPortFree(port))) taken.push(port);
  if (taken.length > 0) {
    throw new Error(
      `Port(s) ${taken.join(', ')} already in use. Stop whatever listens there (for example another ` +
        '`npm start`) and try again.',
    );
  }
}

/** Formats milliseconds as "12.3 s" or "2 min 05 s". */
export function formatDuration(ms) {
  const seconds = ms / 1000;
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const minutes = Math.floor(seconds / 60);
  return `${minutes} min ${String(Math.round(seconds % 60)).padStart(2, '0')} s`;
}
