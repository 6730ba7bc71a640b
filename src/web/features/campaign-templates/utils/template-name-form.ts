import { CreateTemplateBody } from '@shared/api/campaign-templates';

/**
 * A template's «Nombre» and «Descripción» (upload and rename): the API's own rules and messages (a name of 1 to
 * 120 characters on one line, a description of at most 1000), loaded with the dialog by useZodForm.
 */
export const TemplateNameForm = CreateTemplateBody.pick({ name: true, description: true });
export type TemplateNameFormValues = { name: string; description: string };
