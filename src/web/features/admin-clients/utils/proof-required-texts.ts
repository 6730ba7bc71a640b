/** «Prueba de publicación obligatoria» (issue 31 §1): the client form's switch and the client detail's line. */
export const PROOF_REQUIRED_TEXTS = {
  label: 'Prueba de publicación obligatoria',
  help: 'El cliente debe adjuntar la captura o el enlace de cada historia al marcarla publicada.',
  detailLabel: 'Prueba de publicación',
  required: 'Obligatoria',
  optional: 'Opcional',
} as const;
