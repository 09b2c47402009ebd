/** What a failed schema check (zod's `safeParse`) carries; typed structurally so the web needs no zod import. */
export interface SchemaIssues {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}

/** The first message for each top-level field, the way a form shows them under its inputs. */
export function fieldErrors(error: SchemaIssues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}
