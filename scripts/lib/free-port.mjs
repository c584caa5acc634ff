// A TCP port nobody listens on now, for a test server or a service a test starts: tests and test
// scripts take their ports at run time, so runs on one machine never collide.
import { execFileSync } from 'node:child_process';
import net from 'node:net';

/** A free port of this host (the kernel picks it; closed again before it is returned). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

/** `count` distinct free ports (all held open until each is known, so none repeats). */
export async function freePorts(count) {
  const probes = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise((resolve, reject) => {
          const probe = net.createServer();
          probe.once('error', reject);
          probe.listen(0, () => resolve(probe));
        }),
    ),
  );
  const ports = probes.map((probe) => /** @type {import('node:net').AddressInfo} */ (probe.address()).port);
  await Promise.all(probes.map((probe) => new Promise((resolve) => probe.close(resolve))));
  return ports;
}

/** freePort() for a synchronous caller (a config file), through a short child process. */
export function freePortSync() {
  const script =
    "const s=require('node:net').createServer().listen(0,()=>{process.stdout.write(String(s.address().port));s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
}
