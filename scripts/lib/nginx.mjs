// A private nginx (Debian's binary, our own prefix and config in a temp folder, not the system
// service) for the page bench and the scale-out test.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './ensure.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * deploy/nginx/zxw-site.conf as shipped, pointed at `upstreams` (ports), caching under `cacheDir`;
 * `cache: false` turns page caching off (for the bench). The site's server block also listens on
 * plain `port` (the bench and most checks speak HTTP to it). With `tls` ({port, redirectPort,
 * cert, key}), it listens with TLS on tls.port with that certificate, and the HTTP-to-HTTPS
 * server on tls.redirectPort; without it, both of those are left out.
 */
export function shippedSiteConf({ upstreams, port, cacheDir, cache = true, tls }) {
  let conf = fs.readFileSync(path.join(root, 'deploy', 'nginx', 'zxw-site.conf'), 'utf8');
  const servers = /^ *server 127\.0\.0\.1:\d+ .*\n/gm;
  const [first] = conf.match(servers) ?? [];
  if (!first) throw new Error('deploy/nginx/zxw-site.conf: no upstream server line');
  conf = conf.replace(servers, '');
  const lines = upstreams.map((p) => first.replace(/127\.0\.0\.1:\d+/, `127.0.0.1:${p}`)).join('');
  conf = conf.replace(/(upstream zxw_site \{\n)/, `$1${lines}`);
  const replace = (pattern, by) => {
    if (!pattern.test(conf)) throw new Error(`deploy/nginx/zxw-site.conf: no match for ${pattern}`);
    conf = conf.replace(pattern, by);
  };
  const plain = `listen 127.0.0.1:${port};`;
  if (tls) {
    replace(/listen 80;/, `listen 127.0.0.1:${tls.redirectPort};`);
    replace(/listen 443 ssl http2;/, `listen 127.0.0.1:${tls.port} ssl http2;\n    ${plain}`);
    replace(/ssl_certificate +\S+;/, `ssl_certificate ${tls.cert};`);
    replace(/ssl_certificate_key +\S+;/, `ssl_certificate_key ${tls.key};`);
  } else {
    // The redirect server is the first server block; the site's keeps no TLS directive.
    replace(/\n# Plain HTTP only[\s\S]*?\n}\n/, '\n');
    replace(/listen 443 ssl http2;/, plain);
    replace(/^ *ssl_.*\n/gm, '');
  }
  conf = conf.replace('/var/cache/nginx/zxw-site', cacheDir);
  if (!cache) conf = conf.replace(/^( *)proxy_cache zxw_pages;$/gm, '$1proxy_cache off;');
  return conf;
}

/** A self-signed certificate for localhost and 127.0.0.1 (openssl), written into `dir`. */
export function selfSignedCertificate(dir) {
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  // prettier-ignore
  execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1',
    '-nodes', '-days', '2', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1',
    '-keyout', key, '-out', cert], { stdio: 'ignore' });
  return { cert, key };
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
