import { AppError } from '../../lib/errors.ts';

export const notFound = () => new AppError('ENTITY_NOT_FOUND_ERROR', 'Negócio não encontrado');
export const conflict = () => new AppError('CONFLICT_ERROR', 'Este negócio foi alterado por outra pessoa. Atualize a página para ver a versão atual.');
