/**
 * The LGPD export's file name: 'paciente-' and the client's name in lower case ASCII, words joined
 * by '-'. Accents are dropped, not split off: decomposing 'ç' gives 'c' plus a combining mark, and
 * that mark must vanish rather than become a separator ('conceicao', never 'conceic-a-o').
 */
export function exportFileName(fullName: string): string {
  const slug = fullName
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `paciente-${slug || 'cliente'}.json`;
}
