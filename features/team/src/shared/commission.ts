import * as v from 'valibot';

// The 'repasse' of a professional: the share of the services they performed that is theirs. One
// percentage for every service, and optionally another for the services of a type (a clinic that
// passes on 40% of cleanings and 50% of orthodontics).

export const COMMISSION_TEXTS = {
  invalidPercent: 'Informe o repasse em porcentagem, de 0 a 100, com no máximo duas casas decimais.',
  invalidCommission: 'Dados do repasse inválidos.',
  serviceTypeTwice: 'Informe um só repasse por tipo de serviço.',
  serviceTypeNotFound: 'Tipo de serviço não encontrado.',
} as const;
const T = COMMISSION_TEXTS;

/** A professional's rates as percentages (two decimals at most). */
export interface Commission {
  /** Of every service with no rate of its type. */
  percent: number;
  byServiceType: { serviceTypeId: string; percent: number }[];
}

/** The percentage in hundredths (12.5 → 1250), as it is stored and multiplied. */
export const toBasisPoints = (percent: number): number => Math.round(percent * 100);
export const fromBasisPoints = (basisPoints: number): number => basisPoints / 100;

/** From 0 to 100 with two decimals at most (the form says so before the server does). */
export const isPercent = (p: number): boolean =>
  Number.isFinite(p) && p >= 0 && p <= 100 && Math.abs(p * 100 - Math.round(p * 100)) < 1e-6;

const percent = v.pipe(v.number(T.invalidPercent), v.check(isPercent, T.invalidPercent));

/** `commission` of `PUT /api/professionals/{id}`: replaces the professional's rates as a whole. */
export const commissionSchema = v.object(
  {
    percent,
    byServiceType: v.pipe(
      v.optional(
        v.array(
          v.object(
            { serviceTypeId: v.pipe(v.string(T.serviceTypeNotFound), v.maxLength(64, T.serviceTypeNotFound)), percent },
            T.invalidCommission,
          ),
          T.invalidCommission,
        ),
        [],
      ),
      v.maxLength(200, T.invalidCommission),
      v.check((list) => new Set(list.map((r) => r.serviceTypeId)).size === list.length, T.serviceTypeTwice),
    ),
  },
  T.invalidCommission,
);
