import * as v from 'valibot';

const pathOf = (issue: v.BaseIssue<unknown>) =>
  issue.path?.map((item) => String((item as { key?: unknown }).key)).join('.') ?? '';

/**
 * Valibot's own messages are English. Schemas carry pt-BR messages for the rules a person meets;
 * this covers what is left (a key missing from a hand-written API call, a value of the wrong type),
 * so no answer ever leaks an English validation text.
 */
export function installPtBrValidationMessages(): void {
  v.setGlobalMessage((issue) => {
    const field = pathOf(issue);
    if (issue.input === undefined && field) return `Campo obrigatório: ${field}`;
    return 'Dados inválidos';
  });
}
