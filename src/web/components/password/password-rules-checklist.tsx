import { PASSWORD_RULES, type PasswordRuleId } from '@shared/auth/password-policy';
import { CheckIcon, XIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

/** Short labels of the live checklist; the full Spanish rule messages appear when a submit fails a rule. */
const RULE_HINTS: Partial<Record<PasswordRuleId, string>> = {
  minLength: 'Al menos 8 caracteres',
  lowercase: 'Una letra minúscula',
  uppercase: 'Una letra mayúscula',
  digit: 'Un número',
};

/** The new-password rules of spec section 5, each ticked live as the password meets it. */
export function PasswordRulesChecklist({
  password,
  id,
  className,
}: {
  password: string;
  id?: string;
  className?: string;
}) {
  return (
    <ul
      id={id}
      className={cn('grid gap-1 text-xs sm:grid-cols-2', className)}
      aria-label="Requisitos de la contraseña"
    >
      {PASSWORD_RULES.filter((rule) => RULE_HINTS[rule.id]).map((rule) => {
        const isMet = rule.test(password);
        return (
          <li
            key={rule.id}
            className={cn('flex items-center gap-1.5', isMet ? 'text-success' : 'text-muted-foreground')}
          >
            {isMet ? (
              <CheckIcon className="size-3.5" aria-hidden="true" />
            ) : (
              <XIcon className="size-3.5" aria-hidden="true" />
            )}
            <span>
              {RULE_HINTS[rule.id]}
              <span className="sr-only">{isMet ? ' (cumplido)' : ' (pendiente)'}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
