import type { Landmark } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';

/** A titled card of label–figure rows, as the transparency page shows its figures. */
export function Section(props: {
  icon: typeof Landmark;
  title: string;
  explain: string;
  children: ReactNode;
}) {
  const Icon = props.icon;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Icon className="size-4 text-primary" aria-hidden /> {props.title}
        </CardTitle>
        <CardDescription>{props.explain}</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="divide-y divide-border text-sm">{props.children}</dl>
      </CardContent>
    </Card>
  );
}

export function Row({ label, value, strong = false }: { label: ReactNode; value: string; strong?: boolean }) {
  return (
    <div className="flex items-center justify-between gap-4 py-2">
      <dt className={strong ? 'font-medium' : 'text-muted-foreground'}>{label}</dt>
      {/* Its own direction: an amount stays left to right in Arabic, a sentence reads in its language. */}
      <dd dir="auto" className={strong ? 'font-semibold tabular-nums' : 'tabular-nums'}>
        {value}
      </dd>
    </div>
  );
}
