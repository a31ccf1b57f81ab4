import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  /** The decoded text of the whole message (headers and body). */
  text: string;
}

/** Undoes quoted-printable: soft line breaks and =XX escapes, read as UTF-8. */
function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? ''));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** A real SMTP server on loopback: the platform delivers to it through SMTP_URL like to any mail relay. */
export async function startMailbox() {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), text: decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8')) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** Waits for a mail to this address (beyond the `skip` first ones) and returns it. */
    async next(to: string, skip = 0, timeoutMs = 5_000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = mails.filter((mail) => mail.to.includes(to))[skip];
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error(`no mail for ${to} within ${timeoutMs} ms`);
    },
    count: (to: string) => mails.filter((mail) => mail.to.includes(to)).length,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The single-use link in a mail and the token in its fragment. */
export function mailedLink(mail: ReceivedMail): { url: URL; token: string } {
  const match = /(https?:\/\/\S+#token=([A-Za-z0-9_-]+))/.exec(mail.text);
  if (!match?.[1] || !match[2]) throw new Error('the mail holds no link');
  return { url: new URL(match[1]), token: match[2] };
}
