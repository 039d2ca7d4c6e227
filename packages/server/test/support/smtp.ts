// A real SMTP server on loopback that keeps every message it receives, for mail assertions.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type CapturedMail = { to: string[]; headers: string; text: string };

/** The text body of a single-part message, undoing quoted-printable or base64 transfer encoding. */
function decodeBody(headers: string, body: string): string {
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding !== 'quoted-printable') return body;
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === '=' ? joined.slice(i + 1, i + 3) : '';
    if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

function parseMail(raw: string, to: string[]): CapturedMail {
  const split = raw.indexOf('\r\n\r\n');
  const headers = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? '' : raw.slice(split + 4);
  return { to, headers, text: decodeBody(headers, body) };
}

export type SmtpCapture = Awaited<ReturnType<typeof startSmtpCapture>>;

/** `onMail` also hears each message as it arrives (the journeys' server writes them to a file). */
export async function startSmtpCapture(opts: { onMail?: (mail: CapturedMail) => void } = {}) {
  const mails: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((a) => a.address.toLowerCase());
        const mail = parseMail(Buffer.concat(chunks).toString('utf8'), to);
        mails.push(mail);
        opts.onMail?.(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** Waits (bounded) for a mail to `to` among those that arrive after index `after`. */
    async waitForMail(to: string, after: number, timeoutMs = 5_000): Promise<CapturedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = mails.slice(after).find((m) => m.to.includes(to.toLowerCase()));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The token of the reset link in a mail body. */
export function resetTokenIn(mail: CapturedMail): string {
  const match = /\/auth\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no reset link in mail:\n${mail.text}`);
  return match[1];
}
