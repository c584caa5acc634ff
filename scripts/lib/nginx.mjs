// A private nginx (Debian's binary, our own prefix and config in a temp folder, not the system
// service) for the page bench and the scale-out test.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './ensure.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * deploy/nginx/zxw-site.conf as shipped, pointed at `upstreams` (ports), listening on `port`,
 * caching under `cacheDir`; `cache: false` turns page caching off (for the bench).
 */
export function shippedSiteConf({ upstreams, port, cacheDir, cache = true }) {
  let conf = fs.readFileSync(path.join(root, 'deploy', 'nginx', 'zxw-site.conf'), 'utf8');
  const servers = /^ *server 127\.0\.0\.1:\d+ .*\n/gm;
  const [first] = conf.match(servers) ?? [];
  if (!first) throw new Error('deploy/nginx/zxw-site.conf: no upstream server line');
  conf = conf.replace(servers, '');
  const lines = upstreams.map((p) => first.replace(/127\.0\.0\.1:\d+/, `127.0.0.1:${p}`)).join('');
  conf = conf.replace(/(upstream zxw_site \{\n)/, `$1${lines}`);
  conf = conf.replace(/listen 80;/, `listen 127.0.0.1:${port};`);
  conf = conf.replace('/var/cache/nginx/zxw-site', cacheDir);
  if (!cache) conf = conf.replace(/^( *)proxy_cache zxw_pages;$/gm, '$1proxy_cache off;');
  return conf;
}

/** Starts nginx with `site` (http-level directives) in `dir`; resolves once `port` answers. */
export async function startNginx({ dir, port, site, workers = 'auto' }) {
  const tmp = path.join(dir, 'tmp');
  fs.mkdirSync(tmp, { recursive: true });
  const conf = `worker_processes ${workers};
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  default_type text/html;
  sendfile on;
  keepalive_requests 100000;
  client_body_temp_path ${tmp}; proxy_temp_path ${tmp}; fastcgi_temp_path ${tmp};
  uwsgi_temp_path ${tmp}; scgi_temp_path ${tmp};
${site}
}
`;
  fs.writeFileSync(path.join(dir, 'nginx.conf'), conf);
  // -e: not even a startup message to Debian's /var/log/nginx.
  const args = ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', path.join(dir, 'nginx.conf')];
  const child = spawn('/usr/sbin/nginx', [...args, '-g', 'daemon off;'], { stdio: 'inherit' });
  const stop = () => child.kill('SIGQUIT');
  for (let i = 0; i < 40; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited (code ${child.exitCode}), see above`);
    const ok = await fetch(`http://127.0.0.1:${port}/_nginx_probe`).then(
      () => true,
      () => false,
    );
    if (ok) return stop;
    await sleep(250);
  }
  stop();
  throw new Error(`nginx did not answer on port ${port}`);
}
