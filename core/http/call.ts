import { toPlatformError } from '../errors/index.ts';
import type { PlatformContext } from '../instance/context.ts';
import { FORMAT_CODE, isEnvelope, parseBody, readEnvelope, readHttpFailure, unexpectedReply } from './envelope.ts';
import type { Outcome } from './envelope.ts';
import { filenameOr, isJsonBlob } from './files.ts';
import type { Reporter } from './report.ts';
import { prepare } from './request.ts';
import type { TokenStore } from './token.ts';
import type { RawResponse, Send } from './transport.ts';
import type { FileResult, RequestSpec } from './types.ts';

/** A renewed token as servers send it back: `Bearer <token>`, or the bare token (spec §7). */
const RENEWED_TOKEN = /^(?:Bearer\s+)?(\S+)$/i;

/**
 * What a reply means (spec §8). From the platform only an envelope (or the file a download asked
 * for) is an answer; anything else with a 2xx status is an error of its own. Other origins are
 * not the platform: their body is the data, unless it happens to be an envelope.
 */
async function classify(raw: RawResponse, spec: RequestSpec, language: string, trusted: boolean): Promise<Outcome> {
  if (!raw.ok) return readHttpFailure(raw.status, raw.data, language);
  let body = raw.data;
  if (spec.responseType === 'blob' && raw.data instanceof Blob) {
    if (!isJsonBlob(raw.data, raw.headers?.get('content-type'))) {
      const file: FileResult = { blob: raw.data, filename: filenameOr(raw.headers?.get('content-disposition')) };
      return { kind: 'ok', data: file };
    }
    body = await parseBody(raw.data);
  }
  if (isEnvelope(body)) return readEnvelope(body, language);
  return trusted ? unexpectedReply(language, raw.status, body) : { kind: 'ok', data: body };
}

/** The name a console line gives a call: entity/action, else its URL. */
function callName(spec: RequestSpec): string {
  return spec.entity ? `${spec.entity}/${spec.rule ?? spec.action ?? ''}` : (spec.url ?? '');
}

export interface CallParts {
  tokens: TokenStore;
  send: Send;
  getRoleId: () => string | undefined;
  reporter: Reporter;
}

/**
 * One call on the wire: the prepared request is sent, a renewed token is kept, and the reply
 * resolves with its data or rejects with the reported PlatformError.
 */
export function createCall(context: PlatformContext, parts: CallParts): (spec: RequestSpec) => Promise<unknown> {
  const { tokens, send, getRoleId } = parts;
  const { expiry, afterSuccess, failed } = parts.reporter;

  return async function run(spec: RequestSpec): Promise<unknown> {
    const { request, codes, trusted } = prepare(context, tokens, getRoleId, spec);
    const sentToken = trusted ? tokens.get(codes.client) : undefined;
    let raw: RawResponse;
    try {
      raw = await send(request);
    } catch (error) {
      throw failed(spec, toPlatformError(error));
    }
    const renewed = RENEWED_TOKEN.exec(raw.headers?.get('authorization')?.trim() ?? '');
    if (trusted && renewed?.[1] && !spec.aside) tokens.set(codes.client, renewed[1]);
    const outcome = await classify(raw, spec, request.language, trusted);
    if (outcome.kind === 'ok') {
      afterSuccess(spec, outcome);
      return outcome.data;
    }
    if (outcome.kind === 'expired') {
      // One message and one redirect per burst, whatever the number of calls that fail. A reply
      // to a call sent before the user signed in again speaks of the old session: the new one
      // must not be sent back to the login page for it, now or when the burst's wait is over.
      const replaced = () => {
        const current = tokens.get(codes.client);
        return Boolean(current) && current !== sentToken;
      };
      // A call set aside speaks of another session: the page's own goes on.
      if (!replaced() && !spec.aside) expiry.report(outcome.redirect, () => !replaced());
      throw outcome.error;
    }
    if (outcome.error.code === FORMAT_CODE) {
      // The user sees a readable message; whoever looks into it needs the call and what came.
      context.env.console.error(`[http] ${callName(spec)}: the server answered in an unexpected format`, outcome.error.detail);
    }
    throw failed(spec, outcome.error);
  };
}
