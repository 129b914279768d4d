/** The dashboard's charts (recharts), one chunk that DealsDashboard loads lazily. */
export { DenialReasons } from './DenialReasons.tsx';
export { StageFunnel } from './StageFunnel.tsx';
