import { createServer, type Server } from 'node:http';

/**
 * A club's website on an origin of its own: another port, reached as `localhost` while the platform is
 * `127.0.0.1`, so the browser treats the two as different sites. Its only page frames `src`.
 */
export interface EmbedHost {
  url: string;
  stop(): Promise<void>;
}

const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export async function startEmbedHost(src: string, title: string): Promise<EmbedHost> {
  const page = `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Club de prueba</title></head><body style="margin:0"><h1 style="font:16px sans-serif;margin:8px">Club de prueba</h1><iframe src="${escape(src)}" title="${escape(title)}" width="100%" height="700" style="border:0;display:block"></iframe></body></html>`;
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(page);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the host page has no port');
  return {
    url: `http://localhost:${address.port}/`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
