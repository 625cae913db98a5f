import { addDays, cpfWithCheckDigits } from '@agenda/br';
import type { ClientFields } from '../shared/client.ts';

// A few hundred more patients for the demo clinic, generated deterministically so search and
// paging are visibly real (fictitious people; CPFs with valid check digits).

const FIRST = [
  'Adriana',
  'Alessandra',
  'Alice',
  'Aline',
  'Amanda',
  'André',
  'Antônio',
  'Augusto',
  'Bárbara',
  'Benedito',
  'Bernardo',
  'Bruna',
  'Bruno',
  'Caio',
  'Cecília',
  'Cláudia',
  'Cristiane',
  'Daniel',
  'Daniela',
  'Davi',
  'Débora',
  'Diego',
  'Eduarda',
  'Elaine',
  'Enzo',
  'Érica',
  'Fábio',
  'Felipe',
  'Flávia',
  'Francisco',
  'Gabriela',
  'Giovana',
  'Guilherme',
  'Gustavo',
  'Heitor',
  'Igor',
  'Isabela',
  'Ítalo',
  'Jéssica',
  'João',
  'Joaquim',
  'Jorge',
  'José',
  'Júlia',
  'Larissa',
  'Laura',
  'Leandro',
  'Letícia',
  'Lívia',
  'Lorena',
  'Luana',
  'Luíza',
  'Manuela',
  'Márcia',
  'Marcelo',
  'Maria',
  'Mariana',
  'Matheus',
  'Miguel',
  'Natália',
  'Nicolas',
  'Otávio',
  'Paula',
  'Priscila',
  'Raquel',
  'Renata',
  'Ricardo',
  'Rodrigo',
  'Sabrina',
  'Samuel',
  'Sebastião',
  'Sérgio',
  'Simone',
  'Sofia',
  'Tatiane',
  'Thiago',
  'Valéria',
  'Vanessa',
  'Vinícius',
  'Vitória',
];
const MIDDLE = ['', '', '', '', 'Aparecida', 'Cristina', 'Eduardo', 'Helena', 'Henrique', 'Luiz', 'Vitor'];
const LAST = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Costa',
  'Ribeiro',
  'Martins',
  'Carvalho',
  'Almeida',
  'Lopes',
  'Soares',
  'Fernandes',
  'Vieira',
  'Barbosa',
  'Rocha',
  'Dias',
  'Nascimento',
  'Andrade',
  'Moreira',
  'Nunes',
  'Marques',
  'Machado',
  'Mendes',
  'Freitas',
  'Cardoso',
  'Ramos',
  'Gonçalves',
  'Araújo',
  'Conceição',
  'Castro',
  'Magalhães',
  'Brandão',
  'Assunção',
  'Guimarães',
];
const STREETS = [
  ['01310100', 'Avenida Paulista', 'Bela Vista'],
  ['05422010', 'Rua dos Pinheiros', 'Pinheiros'],
  ['04101300', 'Rua Vergueiro', 'Vila Mariana'],
  ['01415001', 'Rua Augusta', 'Consolação'],
  ['03310000', 'Rua Tuiuti', 'Tatuapé'],
  ['02012000', 'Rua Voluntários da Pátria', 'Santana'],
  ['05001100', 'Rua Turiassu', 'Perdizes'],
  ['04045001', 'Avenida Jabaquara', 'Saúde'],
  ['04571010', 'Rua Guararapes', 'Brooklin'],
  ['05508010', 'Avenida Professor Luciano Gualberto', 'Butantã'],
  ['01227000', 'Rua Sergipe', 'Higienópolis'],
  ['04538132', 'Avenida Brigadeiro Faria Lima', 'Itaim Bibi'],
] as const;
const NOTES = [
  'Alergia a penicilina.',
  'Prefere horários no fim da tarde.',
  'Hipertensa, controlada.',
  'Diabético tipo 2.',
  'Tem medo de agulha; conversar antes.',
  'Usa aparelho ortodôntico.',
];

/** A tiny deterministic generator (the same demo every time). */
export function demoRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_103_515_245 + 12_345) >>> 0;
    return (state >>> 8) / 0x1000000;
  };
}

const ascii = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export interface DemoPatient extends ClientFields {
  registrationDate: string;
}

/** `count` patients registered over the last three years (a handful in the last 30 days). */
export function demoPopulation(count: number, today: string, takenCpfs: Set<string>): DemoPatient[] {
  const pick = demoRandom(2026);
  const one = <T>(list: readonly T[]) => list[Math.floor(pick() * list.length)] as T;
  const patients: DemoPatient[] = [];
  const names = new Set<string>();
  while (patients.length < count) {
    const first = one(FIRST);
    const middle = one(MIDDLE);
    const fullName = [first, middle, one(LAST), one(LAST)].filter(Boolean).join(' ');
    const cpf = cpfWithCheckDigits(String(100_000_000 + Math.floor(pick() * 899_999_999)));
    if (names.has(fullName) || takenCpfs.has(cpf)) continue;
    names.add(fullName);
    takenCpfs.add(cpf);
    const [cep, street, neighborhood] = one(STREETS);
    const mobile = pick() < 0.85;
    const phone = mobile
      ? `11${9}${String(Math.floor(pick() * 1e8)).padStart(8, '0')}`
      : `11${3}${String(Math.floor(pick() * 1e7)).padStart(7, '0')}`;
    const n = patients.length;
    patients.push({
      fullName,
      cpf,
      rg:
        pick() < 0.4
          ? `${Math.floor(10 + pick() * 89)}.${Math.floor(100 + pick() * 899)}.${Math.floor(100 + pick() * 899)}-${Math.floor(pick() * 9)}`
          : null,
      email: pick() < 0.6 ? `${ascii(first)}.${ascii(fullName.split(' ').at(-1) ?? 'paciente')}${n}@email.com.br` : null,
      phone,
      contactPhone: null,
      cep,
      street,
      number: String(Math.floor(10 + pick() * 2900)),
      complement: pick() < 0.3 ? `Apto ${Math.floor(11 + pick() * 150)}` : null,
      neighborhood,
      city: 'São Paulo',
      state: 'SP',
      birthDate: addDays('1950-01-01', Math.floor(pick() * 365 * 60)),
      notes: pick() < 0.15 ? one(NOTES) : null,
      registrationDate: addDays(today, -(n % 25 === 0 ? Math.floor(pick() * 28) : 31 + Math.floor(pick() * 1000))),
    });
  }
  return patients;
}
