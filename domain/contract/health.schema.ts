export interface Health {
  status: 'ok';
  database: { kind: 'pglite' | 'postgres'; version: string };
  uptimeSeconds: number;
}
