import { PIPELINES, type PipelineDefinition, pipelineByKey, pipelineBySlug, pipelineSlug } from '../../../shared/pipelines.ts';
import { AppError } from '../../lib/errors.ts';

/** Every pipeline with its slug and stages (the sidebar lists them; the board route resolves its slug). */
export function listPipelines() {
  return PIPELINES.map((p) => ({ key: p.key, name: p.name, slug: pipelineSlug(p.name), segment: p.segment, operationType: p.operationType, stages: p.stages }));
}

/** A pipeline by its key or its slug (as the board's route names it). */
export function resolvePipeline(keyOrSlug: string): PipelineDefinition {
  const p = pipelineByKey(keyOrSlug) ?? pipelineBySlug(keyOrSlug);
  if (!p) throw new AppError('ENTITY_NOT_FOUND_ERROR', 'Quadro não encontrado');
  return p;
}
