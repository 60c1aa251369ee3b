import { type FormEvent, useState } from 'react';

/**
 * A list's filter form: what is typed stays a draft until the form is submitted, and applying new
 * filters goes back to the first page.
 */
export function useFilterForm<T>(initial: T) {
  const [draft, setDraft] = useState(initial);
  const [filters, setFilters] = useState(initial);
  const [page, setPage] = useState(1);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters(draft);
    setPage(1);
  };
  return { draft, setDraft, filters, page, setPage, apply };
}
