import type { ClientFields } from '../shared/client.ts';

/** Completes 9 base digits with the two CPF check digits. */
export function cpfWithCheckDigits(base: string): string {
  const digit = (digits: string) => {
    const weight = digits.length + 1;
    const sum = Array.from(digits, Number).reduce((acc, d, i) => acc + d * (weight - i), 0);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const first = `${base}${digit(base)}`;
  return `${first}${digit(first)}`;
}

type DemoClient = Omit<ClientFields, 'cpf' | 'rg' | 'contactPhone' | 'complement' | 'notes' | 'email'> &
  Partial<Pick<ClientFields, 'rg' | 'contactPhone' | 'complement' | 'notes' | 'email'>> & { cpfBase: string };

const SP = { city: 'São Paulo', state: 'SP' } as const;

/** Twelve patients of a São Paulo dental clinic (fictitious people, CPFs with valid check digits). */
export const DEMO_CLIENTS: DemoClient[] = [
  {
    fullName: 'Ana Beatriz Souza',
    cpfBase: '529982247',
    phone: '11987654321',
    email: 'ana.souza@email.com.br',
    rg: '34.567.890-1',
    cep: '01310100',
    street: 'Avenida Paulista',
    number: '1578',
    neighborhood: 'Bela Vista',
    ...SP,
    birthDate: '1988-03-14',
    notes: 'Alergia a dipirona.',
  },
  {
    fullName: 'Carlos Eduardo Lima',
    cpfBase: '111444777',
    phone: '11976543210',
    cep: '04538132',
    street: 'Avenida Brigadeiro Faria Lima',
    number: '3477',
    complement: 'Apto 82',
    neighborhood: 'Itaim Bibi',
    ...SP,
    birthDate: '1975-07-22',
  },
  {
    fullName: 'Juliana Pereira Santos',
    cpfBase: '390533447',
    phone: '11965432109',
    email: 'ju.pereira@gmail.com',
    contactPhone: '1133445566',
    cep: '05422010',
    street: 'Rua dos Pinheiros',
    number: '870',
    neighborhood: 'Pinheiros',
    ...SP,
    birthDate: '1992-11-05',
    notes: 'Prefere horários pela manhã.',
  },
  {
    fullName: 'Marcos Vinícius Oliveira',
    cpfBase: '123456789',
    phone: '11954321098',
    cep: '04101300',
    street: 'Rua Vergueiro',
    number: '2045',
    neighborhood: 'Vila Mariana',
    ...SP,
    birthDate: '1969-01-30',
    notes: 'Hipertenso, usa losartana.',
  },
  {
    fullName: 'Fernanda Costa Ribeiro',
    cpfBase: '987654321',
    phone: '11943210987',
    email: 'fernanda.ribeiro@outlook.com',
    cep: '01415001',
    street: 'Rua Augusta',
    number: '1508',
    complement: 'Sala 3',
    neighborhood: 'Consolação',
    ...SP,
    birthDate: '1995-06-18',
  },
  {
    fullName: 'Rafael Almeida Gomes',
    cpfBase: '246813579',
    phone: '11932109876',
    cep: '03310000',
    street: 'Rua Tuiuti',
    number: '1120',
    neighborhood: 'Tatuapé',
    ...SP,
    birthDate: '1983-09-09',
  },
  {
    fullName: 'Patrícia Mendes Carvalho',
    cpfBase: '135792468',
    phone: '11921098765',
    email: 'patricia.mendes@yahoo.com.br',
    rg: '28.123.456-7',
    cep: '02012000',
    street: 'Rua Voluntários da Pátria',
    number: '3300',
    neighborhood: 'Santana',
    ...SP,
    birthDate: '1979-12-02',
    notes: 'Ansiosa em procedimentos; explicar cada etapa.',
  },
  {
    fullName: 'Lucas Henrique Martins',
    cpfBase: '314159265',
    phone: '11910987654',
    cep: '05001100',
    street: 'Rua Turiassu',
    number: '1473',
    neighborhood: 'Perdizes',
    ...SP,
    birthDate: '2001-04-27',
  },
  {
    fullName: 'Camila Rodrigues Alves',
    cpfBase: '271828182',
    phone: '11998877665',
    email: 'camila.alves@email.com.br',
    cep: '04045001',
    street: 'Avenida Jabaquara',
    number: '560',
    complement: 'Bloco B',
    neighborhood: 'Saúde',
    ...SP,
    birthDate: '1990-08-11',
  },
  {
    fullName: 'Pedro Henrique Barbosa',
    cpfBase: '161803398',
    phone: '11987766554',
    contactPhone: '11987766000',
    cep: '01227000',
    street: 'Rua Sergipe',
    number: '401',
    neighborhood: 'Higienópolis',
    ...SP,
    birthDate: '2012-02-15',
    notes: 'Menor de idade; responsável: Helena Barbosa.',
  },
  {
    fullName: 'Helena Ferreira Rocha',
    cpfBase: '456123789',
    phone: '11976655443',
    email: 'helena.rocha@gmail.com',
    cep: '04571010',
    street: 'Rua Guararapes',
    number: '1909',
    neighborhood: 'Brooklin',
    ...SP,
    birthDate: '1958-05-03',
    notes: 'Usa prótese parcial superior.',
  },
  {
    fullName: 'Gabriel Nascimento Dias',
    cpfBase: '741852963',
    phone: '1135557788',
    cep: '05508010',
    street: 'Avenida Professor Luciano Gualberto',
    number: '315',
    neighborhood: 'Butantã',
    ...SP,
    birthDate: '1998-10-21',
  },
];

/** The demo patients as stored rows' fields. */
export function demoClientFields(): ClientFields[] {
  return DEMO_CLIENTS.map(({ cpfBase, ...client }) => ({
    rg: null,
    email: null,
    contactPhone: null,
    complement: null,
    notes: null,
    ...client,
    cpf: cpfWithCheckDigits(cpfBase),
  }));
}
