import { Trans } from '@lingui/react/macro';
import { ListChecks } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useServerNow } from '@/lib/use-server-now.ts';
import { useEarningStatus } from '../api/get-earning-status.ts';
import { SessionCard } from './session-card.tsx';

/** The dashboard's daily earning session card, with a way to the Tasks screen. */
export function EarningPanel() {
  const status = useEarningStatus();
  const now = useServerNow(status.data?.serverTime, status.dataUpdatedAt);
  if (!status.data) return <Skeleton className="h-48 rounded-xl" />;
  return (
    <div className="space-y-2">
      <SessionCard status={status.data} now={now} via="earning" />
      <Button asChild variant="ghost" size="sm">
        <Link to="/tasks">
          <ListChecks /> <Trans>Go to Tasks</Trans>
        </Link>
      </Button>
    </div>
  );
}
