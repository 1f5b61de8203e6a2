import { Badge, type Tone } from '../ui/Badge';
import { useFormat } from '../ui/format';
import type { ReportItem } from './report.queries';

/** Whether the item's file is still being read (actions wait until it completes). */
export const isProcessing = (item: ReportItem) => item.itemStatus === 'PENDING' && item.file !== null;

function state(item: ReportItem): [string, Tone] {
  if (item.invalidated) return ['invalidated', 'bad'];
  if (isProcessing(item)) return ['processing', 'info'];
  if (item.itemStatus === 'PENDING') return ['awaiting_upload', 'neutral'];
  if (item.itemError) return ['error', 'bad'];
  switch (item.internalStatus) {
    case 'validation_success':
    case 'extraction_finished':
      return [item.internalStatus, 'ok'];
    case 'pending_review':
    case 'needs_review':
      return [item.internalStatus, 'warn'];
    case 'validation_failed':
    case 'classification_failed':
      return [item.internalStatus, 'bad'];
    default:
      return ['complete', 'ok'];
  }
}

export function ItemStatusBadge({ item }: { item: ReportItem }) {
  const f = useFormat();
  const [code, tone] = state(item);
  return <Badge tone={tone}>{f.label('staff.itemState', code)}</Badge>;
}
