/** OpenAPI 3.1 description of the REST compatibility surface (spec §7). */
export function openApiDocument(publicUrl: string): Record<string, unknown> {
  return {
    openapi: '3.1.0',
    info: { title: 'Crédito — API REST', version: '1.0.0' },
    servers: [{ url: `${publicUrl}/api/v1` }],
    paths: {},
  };
}
