/**
 * A client address of its own for each call, sent as X-Forwarded-For (test servers trust one proxy
 * hop), so per-address rate limits never mix tests, files, workers or runs. The second octet is
 * the process's; the other two count up from a random start, since Redis keeps a limiter's counts
 * from one run to the next. One counter per process: every caller in it gets a different address.
 */
const processOctet = 20 + (process.pid % 200);
let counter = Math.floor(Math.random() * 0x10000);

export function freshIp(): string {
  counter = (counter + 1) & 0xffff;
  return `10.${processOctet}.${counter >> 8}.${counter & 255}`;
}

/** A mobile number nobody else in this run uses. */
export function freshPhone(): string {
  return `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}
