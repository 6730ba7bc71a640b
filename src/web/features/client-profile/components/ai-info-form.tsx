import { AI_INFO_FIELD_MAX_LENGTH } from '@shared/api/client-area/limits';
import type { AiInfo, UpdateAiInfoBody } from '@shared/api/client-area/profile';
import { SparklesIcon } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { SubmitButton } from '@/components/forms/submit-button';
import { LoadError } from '@/components/layout/load-error';
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useZodForm } from '@/lib/use-zod-form';
import { useAiInfo } from '../api/get-ai-info';
import { useSaveAiInfo } from '../api/save-ai-info';
import { PROFILE_TEXTS } from '../texts';
import { ProfileSection } from './profile-section';

type FormValues = { whoYouAre: string; targetAudience: string; yourStory: string };

const FIELDS: readonly { name: keyof FormValues; label: string; description: string }[] = [
  {
    name: 'whoYouAre',
    label: '¿Quién eres?',
    description: 'Tu marca, lo que vendes y cómo lo haces.',
  },
  {
    name: 'targetAudience',
    label: 'Público objetivo',
    description: 'A quién te diriges: quiénes son, qué necesitan, qué les frena.',
  },
  {
    name: 'yourStory',
    label: 'Tu historia',
    description: 'Cómo empezó todo y por qué haces lo que haces.',
  },
];

function toFormValues(aiInfo: AiInfo | null | undefined): FormValues {
  return {
    whoYouAre: aiInfo?.whoYouAre ?? '',
    targetAudience: aiInfo?.targetAudience ?? '',
    yourStory: aiInfo?.yourStory ?? '',
  };
}

/**
 * The AI-info block of 'Mi Perfil' (spec sections 2, 5 and 8): what the AI needs to know to draft campaigns.
 * No field validation. While the block cannot be read the fields stay locked, so that a save cannot wipe what
 * is stored.
 */
export function AiInfoForm({ hasUser }: { hasUser: boolean }) {
  const query = useAiInfo();
  const mutation = useSaveAiInfo();
  const values = useMemo(() => toFormValues(query.data), [query.data]);
  const form = useZodForm<typeof UpdateAiInfoBody, FormValues>(
    () => import('@shared/api/client-area/profile').then((m) => m.UpdateAiInfoBody),
    {
      values,
      resetOptions: { keepDirtyValues: true },
    },
  );
  const isLoaded = query.isSuccess;
  const isBusy = mutation.isPending || !isLoaded;

  useEffect(() => {
    if (!query.isError) return;
    console.error(query.error);
    toast.error(PROFILE_TEXTS.errorTitle, { description: PROFILE_TEXTS.aiInfoLoadFailed });
  }, [query.isError, query.error]);

  const onSubmit = form.handleSubmit((body) => {
    if (!hasUser) {
      toast.error(PROFILE_TEXTS.errorTitle, { description: PROFILE_TEXTS.aiInfoUserNotFound });
      return;
    }
    mutation.mutate(body, {
      onSuccess: (saved) => {
        form.reset(toFormValues(saved));
        toast.success(PROFILE_TEXTS.aiInfoSaved);
      },
      onError: (error) => {
        console.error(error);
        toast.error(PROFILE_TEXTS.errorTitle, {
          description:
            isApiError(error) && error.status === 400 ? error.message : PROFILE_TEXTS.aiInfoSaveFailed,
        });
      },
    });
  });

  return (
    <ProfileSection
      icon={SparklesIcon}
      title="Información para la IA"
      description="Cuanto mejor conozca la IA tu marca, más acertadas serán las campañas que prepare para ti."
    >
      {query.isError && (
        <LoadError
          title={PROFILE_TEXTS.aiInfoLoadFailed}
          description={null}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
          className="mb-5"
        />
      )}
      <Form {...form}>
        <form
          onSubmit={onSubmit}
          noValidate
          className="grid gap-5"
          aria-label="Información para la IA"
          aria-busy={query.isPending}
        >
          {FIELDS.map(({ name, label, description }) => (
            <FormField
              key={name}
              control={form.control}
              name={name}
              render={({ field }) => (
                <FormItem>
                  <FormLabel>{label}</FormLabel>
                  <FormDescription>{description}</FormDescription>
                  {query.isPending ? (
                    <Skeleton className="h-20 w-full" />
                  ) : (
                    <FormControl>
                      <Textarea rows={3} maxLength={AI_INFO_FIELD_MAX_LENGTH} {...field} disabled={isBusy} />
                    </FormControl>
                  )}
                  <FormMessage />
                </FormItem>
              )}
            />
          ))}
          <div>
            <SubmitButton
              isPending={mutation.isPending}
              pendingLabel="Guardando..."
              disabled={isBusy}
              className="w-full sm:w-auto"
            >
              Guardar información
            </SubmitButton>
          </div>
        </form>
      </Form>
    </ProfileSection>
  );
}
