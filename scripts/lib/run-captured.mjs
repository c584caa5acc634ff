// Child processes run side by side, each one's output printed whole when it ends.
import { spawn } from 'node:child_process';
import { root } from './ensure.mjs';

/**
 * Runs `cmd args` in the project's folder with its output held back; when it ends, prints
 * `header(name, seconds, ok)` and then the output. Resolves `{ name, ok }`; never rejects.
 */
export function runCaptured(name, cmd, args, { env = process.env, header }) {
  const begun = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (c) => (output += c));
    child.on('close', (code) => {
      console.log(header(name, Math.round((Date.now() - begun) / 1000), code === 0));
      process.stdout.write(output);
      resolve({ name, ok: code === 0 });
    });
  });
}
