import { formatBRL, reaisToCents } from '@agenda/br';
import { Button, SelectField } from '@agenda/ui';
import { useQuery } from '@tanstack/react-query';
import { FINALIZE_TEXTS as T } from '../shared/texts.ts';
import { services as servicesApi } from './api.ts';
import type { ServiceLine } from './finalize-form.ts';

const brl = (reais: number) => formatBRL(reaisToCents(reais));

/** The services performed: the appointment's first, more added from the catalogue. */
export function ServicesSection({ lines, onChange }: { lines: ServiceLine[]; onChange: (lines: ServiceLine[]) => void }) {
  const catalogue = useQuery({ ...servicesApi.trpc.services.list.queryOptions(), select: (d) => d.services });
  const add = (id: string) => {
    const s = catalogue.data?.find((x) => x.id === id);
    if (s) onChange([...lines, { key: crypto.randomUUID(), id: s.id, name: s.name, price: s.price }]);
  };
  return (
    <section className="finalize-section" aria-label={T.servicesPerformed}>
      <h3 className="ui-section-title">{T.servicesPerformed}</h3>
      <ul className="finalize-lines">
        {lines.map((line, index) => (
          <li key={line.key} className="finalize-line">
            <span className="finalize-line__name">{line.name}</span>
            <span className="finalize-line__price">{brl(line.price)}</span>
            {index > 0 && (
              <Button
                size="sm"
                variant="ghost"
                aria-label={`${T.remove} ${line.name}`}
                onClick={() => onChange(lines.filter((l) => l.key !== line.key))}
              >
                ✕
              </Button>
            )}
          </li>
        ))}
      </ul>
      <SelectField
        label={T.addService}
        value=""
        onChange={add}
        placeholder={T.addService}
        options={(catalogue.data ?? []).map((s) => ({ value: s.id, label: `${s.name} — ${brl(s.price)}` }))}
      />
    </section>
  );
}
