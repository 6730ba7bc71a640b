import { PASSWORD_MAX_SCORE, passwordStrength } from '@shared/auth/password-policy';
import { cn } from '@/lib/cn';

const COLOURS = {
  Débil: { bar: 'bg-destructive', text: 'text-destructive' },
  Medio: { bar: 'bg-warning', text: 'text-[oklch(0.5_0.13_65)]' },
  Fuerte: { bar: 'bg-success', text: 'text-success' },
} as const;

/** The strength of a new password: a coloured bar and the label 'Débil' / 'Medio' / 'Fuerte'. */
export function PasswordStrengthMeter({ password, id }: { password: string; id?: string }) {
  if (!password) return null;
  const { score, label } = passwordStrength(password);
  const colours = COLOURS[label];
  const percent = Math.round((score / PASSWORD_MAX_SCORE) * 100);
  return (
    <div id={id} data-slot="password-strength" className="grid gap-1.5">
      {/* biome-ignore lint/a11y/useSemanticElements: a native <meter> cannot be styled consistently across browsers */}
      <div
        role="meter"
        aria-label="Seguridad de la contraseña"
        aria-valuemin={0}
        aria-valuemax={PASSWORD_MAX_SCORE}
        aria-valuenow={score}
        aria-valuetext={label}
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn('h-full rounded-full transition-all', colours.bar)}
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="text-muted-foreground text-xs">
        Seguridad: <span className={cn('font-semibold', colours.text)}>{label}</span>
      </p>
    </div>
  );
}
