import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACCESS_RESOURCE_LABELS, UNKNOWN_RESOURCE_LABEL, accessWhat, changeFieldLabel } from './access-labels.ts';

const root = new URL('../../../../../', import.meta.url).pathname;

/** The server code of every feature (tests left out). */
function serverSources(): { file: string; text: string }[] {
  const features = join(root, 'features');
  return readdirSync(features).flatMap((feature) => {
    const dir = join(features, feature, 'src/server');
    let names: string[];
    try {
      names = readdirSync(dir, { recursive: true }) as string[];
    } catch {
      return [];
    }
    return names
      .filter((n) => /\.ts$/.test(n) && !/\.test\.ts$/.test(n))
      .map((n) => ({ file: `${feature}/${n}`, text: readFileSync(join(dir, n), 'utf8') }));
  });
}

/**
 * Every kind the server can write to the audit trail: the resource of each `audit(em, actor,
 * clientId, resource, …)` call (clinical) and each `resource: '…'` of a data access (clients, and
 * the features that tell the trail through their own helper, such as quotes' `actor.audit(…)` or
 * documents' `auditDocument(…)`, whose resource is their `resource: '…'`).
 * A resource that is not a literal is reported, since no label could be checked for it.
 */
function writtenKinds(): { kinds: Set<string>; unreadable: string[] } {
  const kinds = new Set<string>();
  const unreadable: string[] = [];
  for (const { file, text } of serverSources()) {
    for (const call of text.matchAll(/(?<![.\w])audit\(\s*[^,()]+,\s*[^,()]+,\s*[^,()]+,\s*([^,()]+),/g)) {
      const literal = /^'([a-z_]+)'$/.exec(call[1]?.trim() ?? '');
      if (literal?.[1]) kinds.add(literal[1]);
      else unreadable.push(`${file}: audit(…, ${call[1]?.trim()}, …)`);
    }
    for (const access of text.matchAll(/\bresource:\s*'([a-z_]+)'/g)) if (access[1]) kinds.add(access[1]);
  }
  return { kinds, unreadable };
}

describe("the 'Acessos' labels", () => {
  const { kinds, unreadable } = writtenKinds();

  it('finds the kinds clinical and clients write (the scan itself works)', () => {
    expect(unreadable).toEqual([]);
    const identity = ['client', 'client_history', 'client_search', 'client_cpf_lookup', 'audit_log', 'appointment_details'];
    for (const kind of ['odontogram', 'medical_record', 'client_tab', 'client_tab_history', 'client_export', ...identity]) {
      expect(kinds).toContain(kind);
    }
  });

  it('has a pt-BR label for every kind the server writes', () => {
    const missing = [...kinds].filter((kind) => !Object.hasOwn(ACCESS_RESOURCE_LABELS, kind));
    expect(missing, 'kinds written to the audit trail with no label in access-labels.ts').toEqual([]);
  });

  it('never shows a raw identifier', () => {
    for (const kind of kinds) {
      const what = accessWhat({ resource: kind, resourceId: null });
      expect(what).not.toMatch(/_|^[a-z]+$/);
    }
    expect(accessWhat({ resource: 'some_future_kind', resourceId: null })).toBe(UNKNOWN_RESOURCE_LABEL);
  });

  it('names the tooth and the tab the event touched', () => {
    const tabName = (id: string) => (id === 'tab-1' ? 'Anamnese' : undefined);
    expect(accessWhat({ resource: 'tooth', resourceId: '16' })).toBe('Dente 16');
    expect(accessWhat({ resource: 'client_tab', resourceId: 'tab-1' }, tabName)).toBe('Aba Anamnese');
    expect(accessWhat({ resource: 'client_tab', resourceId: null }, tabName)).toBe('Abas do cliente');
    expect(accessWhat({ resource: 'client_tab', resourceId: 'gone' }, tabName)).toBe('Aba do cliente');
    expect(accessWhat({ resource: 'client_tab_history', resourceId: 'tab-1' }, tabName)).toBe(
      'Histórico de alterações da aba Anamnese',
    );
    expect(accessWhat({ resource: 'client_export', resourceId: null })).toBe('Exportação dos dados do paciente (LGPD)');
  });

  it('says what was searched, and names the identity kinds', () => {
    expect(accessWhat({ resource: 'client_search', resourceId: null, detail: 'Ana' })).toBe('Busca de clientes: “Ana”');
    expect(accessWhat({ resource: 'client_search', resourceId: null, detail: null })).toBe('Busca de clientes');
    expect(accessWhat({ resource: 'client_cpf_lookup', resourceId: null, detail: '52998224725' })).toBe(
      'Consulta por CPF: “52998224725”',
    );
    expect(accessWhat({ resource: 'client', resourceId: null })).toBe('Dados cadastrais');
    expect(accessWhat({ resource: 'appointment_details', resourceId: 'a1' })).toBe('Detalhes do agendamento');
    expect(accessWhat({ resource: 'audit_log', resourceId: null })).toBe('Registro de acessos');
  });

  it('labels every field of the client form in pt-BR', () => {
    const form = ['fullName', 'cpf', 'rg', 'phone', 'contactPhone', 'email', 'birthDate', 'cep', 'street', 'number'];
    const more = ['complement', 'neighborhood', 'city', 'state', 'notes'];
    for (const field of [...form, ...more]) expect(changeFieldLabel(field)).not.toMatch(/^[a-z]+[A-Z]?|Outro campo/);
    expect(changeFieldLabel('phone')).toBe('Telefone');
    expect(changeFieldLabel('fullName')).toBe('Nome');
    expect(changeFieldLabel('somethingNew')).toBe('Outro campo');
  });
});
