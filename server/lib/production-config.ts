/**
 * What NODE_ENV=production demands on top of the ordinary checks of config.ts: the settings that development fills in
 * by itself (a generated JWT secret, the embedded database, localhost links, mail kept in the outbox) must be chosen
 * on purpose in production. Returns one pt-BR line per problem, `VARIAVEL: mensagem`.
 */
export function productionProblems(env: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  if (!env.PUBLIC_URL) problems.push('PUBLIC_URL: obrigatório em produção (endereço público do app, usado nos links dos e-mails)');
  if (!env.JWT_SECRET) problems.push('JWT_SECRET: obrigatório em produção (pelo menos 32 caracteres aleatórios, o mesmo em todas as instâncias)');
  if (!env.DATABASE_URL) problems.push('DATABASE_URL: obrigatório em produção (postgres://…); o banco embutido é só para desenvolvimento');
  if (!env.SMTP_URL) problems.push('SMTP_URL: obrigatório em produção (smtp://usuario:senha@servidor:587); sem ele nenhum e-mail sai');
  // Files go to S3 when a bucket is named; local disk stays possible, but only as an explicit choice of folder
  // (one instance, or a volume every instance shares).
  if (!env.S3_BUCKET && !env.DATA_DIR) {
    problems.push('S3_BUCKET ou DATA_DIR: obrigatório em produção (S3_* para armazenamento compartilhado, ou DATA_DIR para gravar os arquivos em disco)');
  }
  return problems;
}
