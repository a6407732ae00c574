import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from './wait';

/** One delivered message, parsed as a mail client would. */
export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  headers: ParsedMail['headers'];
  raw: string;
}

export interface TestSmtp {
  /** `smtp://127.0.0.1:<port>` for SMTP_URL. */
  readonly url: string;
  readonly received: ReceivedMail[];
  /** Messages delivered to `address`. */
  to(address: string): ReceivedMail[];
  /** Stops listening (connections are refused) until `start` again: a mail server that is down. */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

/** A real SMTP server in-process (smtp-server), on 127.0.0.1, no auth, no TLS; messages parsed by mailparser. */
export async function startTestSmtp(): Promise<TestSmtp> {
  const port = await freePort();
  const received: ReceivedMail[] = [];
  let server: SMTPServer | null = null;

  const listen = async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          simpleParser(raw).then(
            (mail) => {
              received.push({
                to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
                subject: mail.subject ?? '',
                text: mail.text ?? '',
                html: typeof mail.html === 'string' ? mail.html : '',
                headers: mail.headers,
                raw,
              });
              callback();
            },
            (err: Error) => callback(err),
          );
        });
      },
    });
    const s = server;
    await new Promise<void>((resolve, reject) => {
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => resolve());
    });
  };
  const stop = async () => {
    const s = server;
    server = null;
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  };
  await listen();
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    to: (address) => received.filter((m) => m.to.includes(address.toLowerCase())),
    stop,
    start: listen,
    close: stop,
  };
}
