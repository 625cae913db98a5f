import { nowInTimeZone } from '@agenda/br';
import { errorMessage } from '@agenda/api-client/trpc';
import { Button, LoadingText, TextAreaField, toast } from '@agenda/ui';
import { useState } from 'react';
import { type ParsedTabConfig, configFields } from '../shared/tab-config.ts';
import { TAB_NOTES_MAX, type TabValue, type TabValues, initialTabValues, isFieldVisible } from '../shared/tab-rules.ts';
import type { ClientTabDataAnswer } from '../shared/tab-schemas.ts';
import { CLIENTS_TEXTS as T } from '../shared/texts.ts';
import { useSaveTab, useTabData } from './hooks.ts';
import { readableButtonBackground } from '@agenda/ui';
import { TabFieldInput, fieldPlacement } from './tab-field.tsx';
import { TabHistoryModal } from './tab-history-modal.tsx';

export interface TabFormProps {
  clientId: string;
  clientName: string;
  tab: { id: string; name: string };
  config: Extract<ParsedTabConfig, { kind: 'form' }>;
  readOnly?: boolean;
}

/** §2.2: a client tab's form built from its config, the 'Observações' box, save and 'Histórico'. */
export function TabForm(props: TabFormProps) {
  const stored = useTabData(props.clientId, props.tab.id);
  if (stored.isLoading) return <LoadingText />;
  if (!stored.data) return <p className="ui-error">{T.tabSaveFailed}</p>;
  // Keyed by the save time: a save elsewhere (the other view of this tab) restarts the form from it.
  return <LoadedTabForm key={stored.data.updatedAt ?? 'new'} {...props} stored={stored.data} />;
}

function LoadedTabForm({ clientId, clientName, tab, config, readOnly, stored }: TabFormProps & { stored: ClientTabDataAnswer }) {
  const fields = configFields(config);
  const [values, setValues] = useState<TabValues>(() => initialTabValues(fields, stored.data, clientName, nowInTimeZone().date));
  const [notes, setNotes] = useState(stored.notes ?? '');
  const [historyOpen, setHistoryOpen] = useState(false);
  const save = useSaveTab(clientId, tab.id);
  const set = (name: string) => (value: TabValue) => setValues((current) => ({ ...current, [name]: value }));

  const onSubmit = async () => {
    const data = Object.fromEntries(
      fields.filter((f) => !f.readOnly && isFieldVisible(f, values, fields)).map((f) => [f.name, values[f.name]] as const),
    );
    try {
      await save.mutateAsync({ clientId, tabId: tab.id, data, notes });
      toast.success(T.tabSaved);
    } catch (error) {
      toast.error(errorMessage(error, T.tabSaveFailed));
    }
  };

  const button = config.submitButton;
  const background = button?.color ? readableButtonBackground(button.color) : null;
  return (
    <form
      className="ui-stack clients-tab-form"
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      {config.introText && <p className="clients-tab-form__intro">{config.introText}</p>}
      {config.sections.map((section, i) => (
        <section key={`${section.title}-${i}`} className="ui-stack ui-stack--sm">
          {section.title && <h3 className="ui-section-title">{section.title}</h3>}
          <div className="clients-tab-grid">
            {section.fields
              .filter((field) => isFieldVisible(field, values, fields))
              .map((field) => {
                const placement = fieldPlacement(field);
                return (
                  <div key={field.name} className={placement.className} style={placement.style}>
                    <TabFieldInput field={field} value={values[field.name]} onChange={set(field.name)} disabled={readOnly} />
                  </div>
                );
              })}
          </div>
        </section>
      ))}
      <TextAreaField
        label={T.notes}
        name="notes"
        value={notes}
        onChange={setNotes}
        maxLength={TAB_NOTES_MAX}
        rows={3}
        disabled={readOnly}
      />
      <div className="ui-row ui-row--between clients-tab-form__footer">
        <span className="ui-muted">
          {stored.updatedAt &&
            T.lastSaved(
              stored.lastModifiedBy,
              new Date(stored.updatedAt).toLocaleString('pt-BR', { dateStyle: 'short', timeStyle: 'short' }),
            )}
        </span>
        <div className="ui-row">
          <Button type="button" variant="secondary" onClick={() => setHistoryOpen(true)}>
            🕘 {T.tabHistoryButton}
          </Button>
          {!readOnly && (
            <Button
              type="submit"
              loading={save.isPending}
              className={button?.className}
              style={background ? { background, borderColor: background } : undefined}
            >
              {save.isPending ? T.saving : (button?.text ?? T.save)}
            </Button>
          )}
        </div>
      </div>
      {historyOpen && <TabHistoryModal clientId={clientId} tab={tab} fields={fields} onClose={() => setHistoryOpen(false)} />}
    </form>
  );
}
