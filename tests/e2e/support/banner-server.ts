/**
 * A stand-in for server/main.ts that only prints a banner and answers /health, so the harness's own
 * tests can start, find and stop a server without the real one.
 */
import { createServer } from 'node:http';

if (process.env.BANNER_SERVER_FAIL) {
  console.error(`cannot open ${process.env.DATA_DIR}: ${process.env.BANNER_SERVER_FAIL}`);
  process.exit(3);
}

const server = createServer((request, response) => {
  response.writeHead(request.url === '/health' ? 200 : 404, { 'content-type': 'text/plain' });
  response.end(request.url === '/health' ? 'OK' : 'not found');
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  console.log(`Console ready at http://localhost:${port}\nDocs: https://docs.example.invalid/\nData: ${process.env.DATA_DIR}`);
});
