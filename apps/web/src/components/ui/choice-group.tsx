import { cn } from '@/lib/cn.ts';

interface ChoiceGroupProps<T extends string> {
  legend: string;
  name: string;
  value: T;
  options: readonly { value: T; label: string; disabled?: boolean }[];
  onChange: (value: T) => void;
  className?: string;
}

/** A row of mutually exclusive choices: native radio buttons (keyboard and screen readers work) styled as buttons. */
export function ChoiceGroup<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
  className,
}: ChoiceGroupProps<T>) {
  return (
    <fieldset className={cn('space-y-2', className)}>
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'relative flex cursor-pointer items-center rounded-md border px-3 py-2 text-sm font-medium transition-colors',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
              value === option.value
                ? 'border-primary bg-primary-soft text-primary'
                : 'border-input bg-surface hover:bg-surface-muted',
              option.disabled && 'cursor-not-allowed opacity-60',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              disabled={option.disabled}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
