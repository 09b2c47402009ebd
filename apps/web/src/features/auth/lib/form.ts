import { get, type FieldValues, type Path, type UseFormReturn, type UseFormSetError } from 'react-hook-form';
import { errorText, isApiError } from '@/lib/api-error';

/**
 * `register` for an MUI TextField: the ref goes to the <input> (so a failed field gets the
 * focus), the error message becomes the helper text, else `hint`.
 */
export function muiField<T extends FieldValues, C, O>(form: UseFormReturn<T, C, O>, name: Path<T>, hint?: string) {
  const { ref, ...rest } = form.register(name);
  const error = get(form.formState.errors, name) as { message?: string } | undefined;
  return { ...rest, inputRef: ref, error: Boolean(error), helperText: error?.message ?? hint };
}

/**
 * Puts a failed call's message where the user looks: on the fields the server named (its
 * `fields`), on the field a code is about (`byCode`, e.g. wrong password → password), else
 * returns the message for the form's alert. Returns null when a field carries it.
 */
export function applyServerError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly Path<T>[],
  byCode: Partial<Record<string, Path<T>>> = {},
): string | null {
  if (!isApiError(error)) return errorText(error);
  const named = Object.entries(error.fields ?? {}).filter(([key]) => (fieldNames as readonly string[]).includes(key));
  named.forEach(([key, message], index) =>
    setError(key as Path<T>, { type: 'server', message }, { shouldFocus: index === 0 }),
  );
  if (named.length > 0) return null;
  const field = byCode[error.code];
  if (field) {
    setError(field, { type: 'server', message: error.message }, { shouldFocus: true });
    return null;
  }
  return error.message;
}
