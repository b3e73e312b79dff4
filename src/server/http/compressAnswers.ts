/**
 * Compresses the API's JSON answers over 1 KB (lists of customers, orders, activity) by the request's
 * Accept-Encoding: brotli at a fast level, else gzip. The front end's files are compressed at build
 * time instead (frontEnd.ts). The session travels in a header the page sets, never in a cookie, so a
 * cross-site page cannot make the browser send authenticated requests and compression leaks nothing
 * (BREACH needs ambient credentials).
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Smaller answers fit in one packet anyway; compressing them only costs time. */
export const COMPRESS_MIN_BYTES = 1024;
/** Brotli quality 4 compresses about as fast as gzip's default level, and smaller. */
const BROTLI_QUALITY = 4;

export type AnswerEncoding = 'br' | 'gzip';

/** The encoding to use for an Accept-Encoding header: brotli first, then gzip, unless refused (q=0). */
export function chooseEncoding(acceptEncoding: string | undefined): AnswerEncoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.trim().split(';');
    const q = parameters.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((value) => value !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (name: AnswerEncoding) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}

function appendVary(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const values = String(current ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');
  if (values.some((value) => value === '*' || value.toLowerCase() === 'accept-encoding')) return;
  reply.header('vary', [...values, 'Accept-Encoding'].join(', '));
}

function isJson(reply: FastifyReply): boolean {
  return /^application\/(?:[\w.+-]+\+)?json\b/i.test(String(reply.getHeader('content-type') ?? ''));
}

async function compressAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  if (!isJson(reply) || reply.hasHeader('content-encoding')) return payload;
  // Whatever the size, the answer depends on the header, so caches must keep variants apart.
  appendVary(reply);
  const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
  if (body.length < COMPRESS_MIN_BYTES) return payload;
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  if (!encoding) return payload;
  const compressed =
    encoding === 'br'
      ? await brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        })
      : await gzipAsync(body);
  reply.header('content-encoding', encoding);
  reply.removeHeader('content-length');
  return compressed;
}

export function registerAnswerCompression(app: FastifyInstance): void {
  app.addHook('onSend', compressAnswer);
}
