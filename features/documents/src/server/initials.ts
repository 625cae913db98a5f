/** 'Ana Maria da Silva' → 'A. M. S.': what the public check shows of a patient (particles left out). */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => word && !/^(da|de|do|das|dos|e)$/i.test(word))
    .map((word) => `${word[0]?.toUpperCase()}.`)
    .join(' ');
}
