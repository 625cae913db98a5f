/** The 27 federative units (IBGE): abbreviation and name. The one list of them in the codebase. */
export const BRAZILIAN_UFS = [
  { uf: 'AC', name: 'Acre' },
  { uf: 'AL', name: 'Alagoas' },
  { uf: 'AP', name: 'Amapá' },
  { uf: 'AM', name: 'Amazonas' },
  { uf: 'BA', name: 'Bahia' },
  { uf: 'CE', name: 'Ceará' },
  { uf: 'DF', name: 'Distrito Federal' },
  { uf: 'ES', name: 'Espírito Santo' },
  { uf: 'GO', name: 'Goiás' },
  { uf: 'MA', name: 'Maranhão' },
  { uf: 'MT', name: 'Mato Grosso' },
  { uf: 'MS', name: 'Mato Grosso do Sul' },
  { uf: 'MG', name: 'Minas Gerais' },
  { uf: 'PA', name: 'Pará' },
  { uf: 'PB', name: 'Paraíba' },
  { uf: 'PR', name: 'Paraná' },
  { uf: 'PE', name: 'Pernambuco' },
  { uf: 'PI', name: 'Piauí' },
  { uf: 'RJ', name: 'Rio de Janeiro' },
  { uf: 'RN', name: 'Rio Grande do Norte' },
  { uf: 'RS', name: 'Rio Grande do Sul' },
  { uf: 'RO', name: 'Rondônia' },
  { uf: 'RR', name: 'Roraima' },
  { uf: 'SC', name: 'Santa Catarina' },
  { uf: 'SP', name: 'São Paulo' },
  { uf: 'SE', name: 'Sergipe' },
  { uf: 'TO', name: 'Tocantins' },
] as const satisfies readonly { uf: string; name: string }[];

export type Uf = (typeof BRAZILIAN_UFS)[number]['uf'];

/** The abbreviations alone, in the same order (a picklist's options). */
export const UF_CODES: readonly Uf[] = BRAZILIAN_UFS.map((u) => u.uf);

/** Whether the text is one of the 27 abbreviations, in any case ('sp' counts). */
export const isUf = (value: string): boolean => (UF_CODES as readonly string[]).includes(value.toUpperCase());

/** The IANA zones Brazil uses, with the names people know them by. */
export const BRAZILIAN_TIME_ZONES: readonly { zone: string; label: string }[] = [
  { zone: 'America/Sao_Paulo', label: 'Brasília (GMT-3)' },
  { zone: 'America/Bahia', label: 'Bahia (GMT-3)' },
  { zone: 'America/Fortaleza', label: 'Fortaleza (GMT-3)' },
  { zone: 'America/Recife', label: 'Recife (GMT-3)' },
  { zone: 'America/Belem', label: 'Belém (GMT-3)' },
  { zone: 'America/Manaus', label: 'Manaus (GMT-4)' },
  { zone: 'America/Cuiaba', label: 'Cuiabá (GMT-4)' },
  { zone: 'America/Campo_Grande', label: 'Campo Grande (GMT-4)' },
  { zone: 'America/Porto_Velho', label: 'Porto Velho (GMT-4)' },
  { zone: 'America/Boa_Vista', label: 'Boa Vista (GMT-4)' },
  { zone: 'America/Rio_Branco', label: 'Rio Branco (GMT-5)' },
  { zone: 'America/Noronha', label: 'Fernando de Noronha (GMT-2)' },
];

export const isBrazilianTimeZone = (zone: string): boolean => BRAZILIAN_TIME_ZONES.some((z) => z.zone === zone);
