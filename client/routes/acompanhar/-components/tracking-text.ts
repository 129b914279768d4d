/**
 * What is still to send: the documents never sent and the ones refused, which must be sent again ("Faltam 9
 * documentos, 1 deles recusado: envie de novo."), so the line agrees with the "1 de 9 enviados" below it.
 */
export function missingDocumentsText(documents: readonly { status: string }[]): string {
  const refused = documents.filter((d) => d.status === 'rejected').length;
  const missing = documents.filter((d) => d.status === 'pending').length + refused;
  if (!missing) return 'Todos os documentos foram enviados.';
  const head = missing === 1 ? 'Falta 1 documento' : `Faltam ${missing} documentos`;
  if (!refused) return `${head}.`;
  if (missing === refused) return `${head}, ${refused === 1 ? 'recusado' : 'recusados'}: envie de novo.`;
  return `${head}, ${refused} ${refused === 1 ? 'deles recusado' : 'deles recusados'}: envie de novo.`;
}
