/**
 * Runs once when the server starts. The start-up code is Node.js only; importing it behind the
 * runtime check keeps it out of the Edge bundle (the proxy), as Next's docs recommend.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startServer } = await import('./startup/server-start');
    await startServer();
  }
}
