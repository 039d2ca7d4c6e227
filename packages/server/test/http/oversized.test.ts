// Oversized bodies always get their 413 (docs/decisions/129): a raw client that keeps writing
// after the limit — a multipart upload, an avatar, a logo, a 10 MB JSON body to a signed-in route —
// reads the whole 413 answer, never a connection reset, with keep-alive and with
// `Connection: close`, several tries each; the server then closes the connection, having read and
// dropped what still came.
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { AVATAR, FILES, LOGO } from '@tuura/domain/limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINGER_MS } from '../../src/plugins/earlyAnswer.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { makeOrganization, type OrgFixture } from '../support/factories.ts';

let t: TestApp;
let o: OrgFixture;
let port: number;
let worker: string;
let admin: string;
const logLines: { level: number; msg: string }[] = [];
beforeAll(async () => {
  t = await createTestApp({ logStream: { write: (line) => void logLines.push(JSON.parse(line)) } });
  o = await makeOrganization(t);
  worker = await o.sessionFor('worker');
  admin = await o.sessionFor('admin');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t?.close());

/** `lingered`: ms from the answer's first byte to the closed connection. */
type Outcome = {
  status: number | null;
  body: string;
  error: string | null;
  serverClosed: boolean;
  lingered: number;
};

/**
 * Sends `head` and then `total` bytes of body in 64 KiB chunks, writing on whatever the server
 * answers, the way a client uploading from a slow disk does; resolves when the connection ends.
 */
function sendOversized(head: string, total: number, first: Buffer = Buffer.alloc(0)): Promise<Outcome> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    let error: string | null = null;
    let serverClosed = false;
    let sent = 0;
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    let answeredAt = 0;
    socket.on('data', (d) => {
      answeredAt ||= performance.now();
      received += d.toString('latin1');
    });
    socket.on('end', () => (serverClosed = true));
    socket.on('error', (e: NodeJS.ErrnoException) => (error = e.code ?? e.message));
    socket.on('close', () => {
      const status = /^HTTP\/1\.1 (\d{3})/.exec(received);
      const lingered = performance.now() - answeredAt;
      resolve({ status: status ? Number(status[1]) : null, body: received, error, serverClosed, lingered });
    });
    const pump = () => {
      while (sent < total && !socket.destroyed && !socket.writableEnded) {
        const piece =
          sent === 0 && first.length ? first : chunk.subarray(0, Math.min(chunk.length, total - sent));
        sent += piece.length;
        if (!socket.write(piece)) return void socket.once('drain', pump);
      }
    };
    socket.write(head, pump);
  });
}

const MB = 1_000_000;
type Case = { name: string; head: (close: boolean) => string; total: number; first?: Buffer };

const headers = (lines: string[], close: boolean, length: number) =>
  `${[...lines, `Host: 127.0.0.1:${port}`, `Content-Length: ${length}`, ...(close ? ['Connection: close'] : [])].join('\r\n')}\r\n\r\n`;

function cases(): Case[] {
  const boundary = `----tuura${randomUUID().replaceAll('-', '')}`;
  const partHead = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="iso.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
  );
  const upload = FILES.maxFileBytes + 4 * MB;
  const image = (limit: number) => limit + 2 * MB;
  return [
    {
      name: 'a multipart upload',
      total: upload,
      first: partHead,
      head: (close) =>
        headers(
          [
            'POST /api/files/worker HTTP/1.1',
            `Cookie: ${worker}`,
            `Content-Type: multipart/form-data; boundary=${boundary}`,
          ],
          close,
          upload,
        ),
    },
    {
      name: 'an avatar',
      total: image(AVATAR.maxBytes),
      head: (close) =>
        headers(
          ['PUT /api/users/avatar HTTP/1.1', `Cookie: ${worker}`, 'Content-Type: image/png'],
          close,
          image(AVATAR.maxBytes),
        ),
    },
    {
      name: 'a logo',
      total: image(LOGO.maxBytes),
      head: (close) =>
        headers(
          ['PUT /api/organization/logo/admin HTTP/1.1', `Cookie: ${admin}`, 'Content-Type: image/png'],
          close,
          image(LOGO.maxBytes),
        ),
    },
    {
      name: 'a 10 MB JSON body to a signed-in route',
      total: 10 * MB,
      first: Buffer.from('{"filter":{"name":"'),
      head: (close) =>
        headers(
          ['POST /api/filters HTTP/1.1', `Cookie: ${worker}`, 'Content-Type: application/json'],
          close,
          10 * MB,
        ),
    },
  ];
}

const TRIES = 4;

describe('a client still sending an oversized body', () => {
  for (const close of [false, true])
    for (const c of cases())
      it(`reads the 413 for ${c.name}, ${close ? 'with Connection: close' : 'with keep-alive'}, every try`, async () => {
        const outcomes: Outcome[] = [];
        for (let i = 0; i < TRIES; i++) outcomes.push(await sendOversized(c.head(close), c.total, c.first));
        for (const r of outcomes) {
          expect(r.status, `${r.error} ${r.body.slice(0, 200)}`).toBe(413);
          expect(r.body).toMatch(/\r\n\r\n\{.*"statusCode":413.*\}$/s);
          expect(r.body.toLowerCase()).toContain('connection: close');
          expect(r.serverClosed).toBe(true);
          // Closed once the client was done, not when the server gave up waiting: on PostgreSQL
          // the socket had stopped reading and every try waited out the linger (5 s).
          expect(r.lingered).toBeLessThan(LINGER_MS);
        }
        // The server still answers afterwards.
        expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
      }, 120_000);
});

describe('an upload the client aborts', () => {
  it('is a debug line, not an error', async () => {
    const boundary = `----tuura${randomUUID().replaceAll('-', '')}`;
    const start = logLines.length;
    await new Promise<void>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.on('error', () => resolve());
      socket.on('close', () => resolve());
      socket.write(
        headers(
          [
            'POST /api/files/worker HTTP/1.1',
            `Cookie: ${worker}`,
            `Content-Type: multipart/form-data; boundary=${boundary}`,
          ],
          false,
          2 * MB,
        ) +
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="kesken.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
      );
      socket.write(Buffer.alloc(500_000, 0x25), () => setTimeout(() => socket.destroy(), 300));
    });
    const deadline = Date.now() + 5000;
    const aborted = () => logLines.slice(start).some((l) => l.msg === 'request aborted by the client');
    while (Date.now() < deadline && !aborted()) await new Promise((r) => setTimeout(r, 50));
    const lines = logLines.slice(start);
    expect(lines.filter((l) => l.level >= 40)).toEqual([]);
    expect(lines.find((l) => l.msg === 'request aborted by the client')?.level).toBe(20);
  }, 30_000);
});
