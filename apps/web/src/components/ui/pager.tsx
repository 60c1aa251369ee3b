import { Trans, useLingui } from '@lingui/react/macro';
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
  /** Offer up to this many page numbers around the current page (the Users tab offers 5). */
  pageButtons?: number;
  className?: string;
}

/** Previous / "Page n of m" / Next under a paged list; nothing when everything fits on one page. */
/** Up to `count` consecutive page numbers with the current one as near the middle as they allow. */
export function pageWindow(current: number, total: number, count: number): number[] {
  const size = Math.min(count, total);
  const start = Math.min(Math.max(1, current - Math.floor(size / 2)), total - size + 1);
  return Array.from({ length: size }, (_, index) => start + index);
}

export function Pager({
  pagination,
  page,
  onPageChange,
  showTotal = false,
  pageButtons,
  className,
}: PagerProps) {
  const { t } = useLingui();
  if (!pagination || pagination.totalPages <= 1) return null;
  const { currentPage, totalPages, totalItems } = pagination;
  return (
    <div className={cn('flex items-center justify-between gap-2 text-sm', className)}>
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeft className="rtl:-scale-x-100" /> <Trans>Previous</Trans>
      </Button>
      {pageButtons ? (
        <span className="flex flex-wrap justify-center gap-1">
          {pageWindow(page, pagination.totalPages, pageButtons).map((number) => (
            <Button
              key={number}
              variant={number === page ? 'primary' : 'outline'}
              size="sm"
              aria-label={t`Page ${number}`}
              aria-current={number === page ? 'page' : undefined}
              onClick={() => onPageChange(number)}
            >
              {number}
            </Button>
          ))}
        </span>
      ) : (
        <span className="text-muted-foreground">
          {showTotal ? (
            <Trans>
              Page {currentPage} of {totalPages} · {totalItems} in all
            </Trans>
          ) : (
            <Trans>
              Page {currentPage} of {totalPages}
            </Trans>
          )}
        </span>
      )}
      <Button
        variant="outline"
        size="sm"
        disabled={page >= pagination.totalPages}
        onClick={() => onPageChange(page + 1)}
      >
        <Trans>Next</Trans> <ChevronRight className="rtl:-scale-x-100" />
      </Button>
    </div>
  );
}
