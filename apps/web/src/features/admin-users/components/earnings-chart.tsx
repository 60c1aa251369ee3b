import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatUsd } from '@/lib/format.ts';

/**
 * The last 14 days as bars. Recharts draws with numbers, so each exact decimal string becomes a
 * number here for the drawing only; every figure shown as text stays the exact string.
 */
export function EarningsChart({ data }: { data: { date: string; amount: string }[] }) {
  const points = data.map((day) => ({
    date: day.date.slice(5),
    amount: Number(day.amount),
    label: day.amount,
  }));
  return (
    <figure aria-label="Earnings of the last 14 days" className="h-56 w-full text-xs">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={points} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" vertical={false} />
          <XAxis
            dataKey="date"
            stroke="var(--color-muted-foreground)"
            tickLine={false}
            interval="preserveStartEnd"
          />
          <YAxis stroke="var(--color-muted-foreground)" tickLine={false} width={48} />
          <Tooltip
            cursor={{ fill: 'var(--color-surface-muted)' }}
            contentStyle={{ background: 'var(--color-surface)', border: '1px solid var(--color-border)' }}
            formatter={(_value, _name, item) => [formatUsd(String(item.payload.label)), 'Earned']}
          />
          <Bar dataKey="amount" fill="var(--color-primary)" radius={[4, 4, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}
