import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** An address as the fake knows it (ViaCEP's and BrasilAPI's shapes are built from it). */
export interface FakeAddress {
  street: string;
  neighborhood: string;
  city: string;
  state: string;
}

export interface FakeCepProvider {
  /** Base URL to give as ADDRESS_PROVIDER_URL. */
  url: string;
  /** How many times each CEP was asked for. */
  hits: Map<string, number>;
  /** CEPs answered only after this many milliseconds (to exercise the timeout). */
  slow: Map<string, number>;
  close(): Promise<void>;
}

/**
 * A local HTTP server answering like ViaCEP (`/ws/{cep}/json/`) or BrasilAPI (`/api/cep/v1/{cep}`), for tests:
 * known CEPs get the address, unknown ones the provider's "not found" (ViaCEP: 200 `{"erro": "true"}`, BrasilAPI:
 * 404 with a CepPromiseError body).
 */
export async function startFakeCepProvider(style: 'viacep' | 'brasilapi', known: Record<string, FakeAddress>): Promise<FakeCepProvider> {
  const hits = new Map<string, number>();
  const slow = new Map<string, number>();
  const pattern = style === 'viacep' ? /^\/ws\/(\d{8})\/json\/?$/ : /^\/api\/cep\/v1\/(\d{8})$/;
  const server: Server = createServer((req, res) => {
    const cep = pattern.exec(req.url ?? '')?.[1];
    const send = (status: number, body: unknown) => {
      if (res.destroyed) return;
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'access-control-allow-origin': '*' });
      res.end(JSON.stringify(body));
    };
    if (!cep) return send(400, style === 'viacep' ? { erro: true } : { name: 'CepPromiseError', message: 'CEP deve conter exatamente 8 caracteres.', type: 'validation_error' });
    hits.set(cep, (hits.get(cep) ?? 0) + 1);
    const a = known[cep];
    const answer = () => {
      if (style === 'viacep') {
        if (!a) return send(200, { erro: 'true' });
        return send(200, {
          cep: `${cep.slice(0, 5)}-${cep.slice(5)}`,
          logradouro: a.street,
          complemento: '',
          unidade: '',
          bairro: a.neighborhood,
          localidade: a.city,
          uf: a.state,
          ibge: '3550308',
          gia: '',
          ddd: '11',
          siafi: '7107',
        });
      }
      if (!a) return send(404, { name: 'CepPromiseError', message: 'Todos os serviços de CEP retornaram erro.', type: 'service_error', errors: [] });
      return send(200, { cep, state: a.state, city: a.city, neighborhood: a.neighborhood, street: a.street, service: 'correios' });
    };
    const delay = slow.get(cep);
    if (delay) setTimeout(answer, delay);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hits,
    slow,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
