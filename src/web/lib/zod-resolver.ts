/** react-hook-form's zod resolver, loaded with a form's schema after the first view (use-zod-form.ts). */
export { zodResolver } from '@hookform/resolvers/zod';
