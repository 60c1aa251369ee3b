import type { Pagination } from '@nova/contracts';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '@/lib/cn.ts';
import { Button } from './button.tsx';

interface PagerProps {
  pagination: Pagination | undefined;
  page: number;
  onPageChange: (page: number) => void;
  /** Also say how many items there are in all. */
  showTotal?: boolean;
  className?: string;
}

/** Previous / "Page n of m" / Next under a paged list; nothing when everything fits on one page. */
export function Pager({ pagination, page, onPageChange, showTotal = false, className }: PagerProps) {
  if (!pagination || pagination.totalPages <= 1) return null;
  return (
    <div className={cn('flex items-center justify-between text-sm', className)}>
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeft /> Previous
      </Button>
      <span className="text-muted-foreground">
        Page {pagination.currentPage} of {pagination.totalPages}
        {showTotal && ` · ${pagination.totalItems} in all`}
      </span>
      <Button
        variant="outline"
        size="sm"
        disabled={page >= pagination.totalPages}
        onClick={() => onPageChange(page + 1)}
      >
        Next <ChevronRight />
      </Button>
    </div>
  );
}
