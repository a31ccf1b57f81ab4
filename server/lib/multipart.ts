import type { FastifyRequest } from 'fastify';

interface SingleFileOptions {
  maxBytes: number;
  /** The error for a body that is not one readable file (not multipart, cut short, broken boundary or headers). */
  invalid: () => Error;
  /** The error for a file over `maxBytes`. */
  tooLarge: () => Error;
}

const codeOf = (error: unknown) => (error instanceof Error && 'code' in error ? error.code : undefined);

/**
 * The bytes of the one file of a multipart upload. Whatever the multipart parser throws is about the body the
 * client sent ("Unexpected end of form", a bad part header…), so it is answered as a client error, never a 500.
 */
export async function readSingleFile(request: FastifyRequest, options: SingleFileOptions): Promise<Buffer> {
  if (!request.isMultipart()) throw options.invalid();
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    part = await request.file({ limits: { fileSize: options.maxBytes, files: 1 } });
  } catch {
    throw options.invalid();
  }
  if (!part) throw options.invalid();
  try {
    return await part.toBuffer();
  } catch (error) {
    throw codeOf(error) === 'FST_REQ_FILE_TOO_LARGE' ? options.tooLarge() : options.invalid();
  }
}
