// The answers of one HSDS API import: JSON from the API's own origin only (a redirect elsewhere is refused), from a
// public address unless the operator said otherwise, each answer and the whole import within a byte cap.
import type { IncomingMessage } from 'node:http';
import type { Readable, Transform } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { publicGet, RefusedAddressError } from '../http/public-address.ts';
import { ImportError, ZIP_TOTAL_MAX_BYTES } from './tables.ts';

const API_TIMEOUT_MS = 30_000;
const API_MAX_REDIRECTS = 5;

/** One answer (a page, or one service): a page of 100 services in full is a few hundred kB. */
export const API_ANSWER_MAX_BYTES = 20 * 1024 * 1024;
/** Every answer of one import together (after decompression): what a zip of the same directory may unpack to. */
export const API_TOTAL_MAX_BYTES = ZIP_TOTAL_MAX_BYTES;
/** Pages of /services: enough for the services cap at 20 a page, for servers that give fewer than we ask. */
export const API_MAX_PAGES = 5_000;
/** Distinct services: each may cost a request of its own, so a list of ids without end must stop somewhere. */
export const API_MAX_SERVICES = 100_000;

export interface ApiLimits {
  maxAnswerBytes: number;
  maxTotalBytes: number;
  maxPages: number;
  maxServices: number;
}

const DECODERS: Record<string, () => Transform> = { gzip: createGunzip, 'x-gzip': createGunzip, deflate: createInflate, br: createBrotliDecompress };
const MB = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/** The API's answers, within its origin and the caps; counts the bytes of the whole import. */
export class ApiClient {
  private totalBytes = 0;
  private readonly origin: string;

  constructor(
    private readonly root: string,
    private readonly limits: ApiLimits,
    private readonly allowPrivate: boolean,
  ) {
    this.origin = new URL(root).origin;
  }

  async json(url: string): Promise<unknown> {
    const body = await this.get(url, 'application/json');
    try {
      return JSON.parse(body.toString('utf8'));
    } catch {
      throw new ImportError(`${url}: did not answer with JSON.`);
    }
  }

  /** The body of one answer, within the caps (a published file: a CSV, a JSON table). */
  async get(url: string, accept = '*/*', timeoutMs = API_TIMEOUT_MS): Promise<Buffer> {
    const signal = AbortSignal.timeout(timeoutMs);
    let current = new URL(url);
    for (let hop = 0; ; hop++) {
      let response: IncomingMessage;
      try {
        response = await publicGet(current, {
          signal,
          headers: { accept, 'accept-encoding': 'gzip, deflate, br' },
          allowPrivateOrigins: this.allowPrivate ? [this.origin] : [],
        });
      } catch (error) {
        if (error instanceof RefusedAddressError) {
          throw new ImportError(`${url}: ${error.host} is a private or local address, and an import reads public addresses only. If you mean to import from it, add --allow-private-address.`);
        }
        throw new ImportError(`${url}: could not be reached (${(error as Error).message}).`);
      }
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (status >= 300 && status < 400 && location) {
        response.destroy();
        const next = URL.canParse(location, current.href) ? new URL(location, current) : undefined;
        // Another site is refused even when it looks public: what the import publishes must come from the API named.
        if (next?.origin !== this.origin) {
          throw new ImportError(`${url}: redirects to another site (${next?.origin ?? location}); an import follows redirects only within ${this.origin}. If the API has moved, import from its new address.`);
        }
        if (hop >= API_MAX_REDIRECTS) throw new ImportError(`${url}: more than ${API_MAX_REDIRECTS} redirects.`);
        current = next;
        continue;
      }
      if (status < 200 || status >= 300) {
        response.destroy();
        throw new ImportError(`${url}: answered ${status}${response.statusMessage ? ` ${response.statusMessage}` : ''}.`);
      }
      return this.read(url, response);
    }
  }

  /** The body, read as it streams in and given up once past a cap (a Content-Length is not taken on trust). */
  private async read(url: string, response: IncomingMessage): Promise<Buffer> {
    const { maxAnswerBytes, maxTotalBytes } = this.limits;
    const tooLarge = () => new ImportError(`${url}: answered more than ${MB(maxAnswerBytes)}, the most an import reads in one answer; nothing was imported.`);
    const declared = Number(response.headers['content-length'] ?? 0);
    const encoding = String(response.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
    const decoder = DECODERS[encoding];
    if (!decoder && encoding !== 'identity') {
      response.destroy();
      throw new ImportError(`${url}: answered in an encoding an import cannot read (${encoding}).`);
    }
    if (declared > maxAnswerBytes) {
      response.destroy();
      throw tooLarge();
    }
    // Decompressed as it comes, so the caps count what is held in memory, not what crossed the network.
    const body: Readable = decoder ? response.pipe(decoder()) : response;
    if (body !== response) response.on('error', (error) => body.destroy(error));
    const chunks: Buffer[] = [];
    let size = 0;
    try {
      for await (const chunk of body as AsyncIterable<Buffer>) {
        size += chunk.length;
        this.totalBytes += chunk.length;
        if (size > maxAnswerBytes) throw tooLarge();
        if (this.totalBytes > maxTotalBytes) {
          throw new ImportError(`${url}: the import has read more than ${MB(maxTotalBytes)} from ${this.root}, the most one import reads; nothing was imported.`);
        }
        chunks.push(chunk);
      }
    } catch (error) {
      if (error instanceof ImportError) throw error;
      throw new ImportError(`${url}: the answer broke off (${(error as Error).message}).`);
    } finally {
      response.destroy();
    }
    return Buffer.concat(chunks);
  }
}
