import { lazy, Suspense } from 'react';
import type { UnsavedChangesDialogProps } from './UnsavedChangesQuestion';

export type { UnsavedChangesDialogProps } from './UnsavedChangesQuestion';

// Loaded when first asked: the forms that ask are lazy pages, and the shell carries none of it.
const Question = lazy(async () => ({ default: (await import('./UnsavedChangesQuestion')).UnsavedChangesDialog }));

/** 'Kaydedilmemiş değişiklikler var. Çıkmak istiyor musunuz?' (UnsavedChangesQuestion.tsx), mounted only while open. */
export function UnsavedChangesDialog(props: UnsavedChangesDialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <Question {...props} />
    </Suspense>
  );
}
