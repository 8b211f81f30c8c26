import http from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';

/**
 * The bare baseline of bench/realtime.ts: the same HTTP POST → WebSocket fan-out, with nothing
 * else — no database, no NOTIFY round trip, no validation. The bearer token is the user id (or
 * "admin"), so the benchmark's client code runs unchanged against it. Prints its address and
 * serves until it is stopped.
 */
const byUser = new Map<string, Set<WebSocket>>();
const admins = new Set<WebSocket>();

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

const server = http.createServer((request, response) => {
  if (request.method !== 'POST' || request.url !== '/api/chat/messages') {
    response.writeHead(404).end();
    return;
  }
  const userId = (request.headers.authorization ?? '').replace(/^Bearer /, '');
  readBody(request)
    .then((raw) => {
      const { text } = JSON.parse(raw) as { text: string };
      const event = JSON.stringify({ type: 'chat.message.created', message: { userId, text, sender: 'user' } });
      for (const socket of new Set([...(byUser.get(userId) ?? []), ...admins])) socket.send(event);
      response.writeHead(201, { 'content-type': 'application/json' }).end('{"success":true}');
    })
    .catch(() => response.writeHead(400).end());
});

const sockets = new WebSocketServer({ server, path: '/api/realtime' });
sockets.on('connection', (socket) => {
  socket.once('message', (data) => {
    const { token } = JSON.parse(String(data)) as { token: string };
    if (token === 'admin') admins.add(socket);
    else {
      const set = byUser.get(token) ?? new Set();
      set.add(socket);
      byUser.set(token, set);
    }
    socket.on('close', () => {
      admins.delete(socket);
      byUser.get(token)?.delete(socket);
    });
    socket.send(JSON.stringify({ type: 'ready', userId: token, isAdmin: token === 'admin' }));
  });
});

server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (address && typeof address === 'object') console.log(`Adres: http://127.0.0.1:${address.port}`);
});
process.on('SIGTERM', () => {
  sockets.close();
  server.close(() => process.exit(0));
  for (const socket of sockets.clients) socket.terminate();
});
