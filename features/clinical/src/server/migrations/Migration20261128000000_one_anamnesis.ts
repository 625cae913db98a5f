import { Migration } from '@agenda/db';
import type { NoteContent, RecordVersion } from '../../shared/notes.ts';
import { type TabHistoryRow, anamnesisFromTab, mergeAnamneses, versionsFromTabHistory } from '../anamnesis-from-tab.ts';

type Execute = (sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

interface TabRow {
  company_id: string;
  client_id: string;
  tab_id: string;
  data: Record<string, unknown>;
  notes: string | null;
  last_modified_by_id: string | null;
  last_modified_by: string | null;
  created_at: Date;
  updated_at: Date;
}

const iso = (d: unknown) => (d instanceof Date ? d.toISOString() : String(d));

/**
 * Moves every client's 'Anamnese' form-tab answers into the clinical anamnesis, so that a patient has
 * one (decision 021). A client without an anamnesis gets one made of the tab; one with both keeps both
 * records' answers side by side where they differ. The tab's field history becomes the anamnesis's
 * earlier versions (its own rows stay where they are); the moved tab rows are removed.
 */
export async function moveTabAnamneses(execute: Execute, now = new Date()): Promise<number> {
  const tabs = (await execute(
    `select d.company_id, d.client_id, d.tab_id, d.data, d.notes, d.last_modified_by_id, d.last_modified_by,
            d.created_at, d.updated_at
       from client_tab_data d join business_type_tab t on t.id = d.tab_id
      where t.key = 'anamnese'
      order by d.company_id, d.client_id`,
  )) as unknown as TabRow[];
  for (const tab of tabs) {
    const history = (
      await execute(
        `select created_at, user_id, user_name, changes from client_tab_history
          where company_id = ? and client_id = ? and tab_id = ? order by created_at, id`,
        [tab.company_id, tab.client_id, tab.tab_id],
      )
    ).map(
      (h): TabHistoryRow => ({
        createdAt: iso(h.created_at),
        userId: (h.user_id as string | null) ?? null,
        userName: (h.user_name as string | null) ?? null,
        changes: (h.changes as TabHistoryRow['changes']) ?? [],
      }),
    );
    const fromTab = anamnesisFromTab(tab.data ?? {}, tab.notes);
    const earlier = versionsFromTabHistory(history);
    const [note] = await execute(
      `select id, content, versions from clinical_note
        where company_id = ? and client_id = ? and type = 'ANAMNESE' and deleted_at is null
        order by created_at desc, id desc limit 1`,
      [tab.company_id, tab.client_id],
    );
    if (note) {
      const current = (typeof note.content === 'object' && note.content ? note.content : {}) as NoteContent;
      const merged = mergeAnamneses(current, fromTab);
      const changed = Object.fromEntries(Object.entries(current).filter(([key, value]) => merged[key] !== value));
      const unified: RecordVersion[] = Object.keys(changed).length
        ? [{ editedAt: now.toISOString(), editedBy: null, editedByName: 'Unificação das anamneses', data: { content: changed } }]
        : [];
      const versions = [...earlier, ...((note.versions as RecordVersion[]) ?? [])].sort((a, b) =>
        a.editedAt.localeCompare(b.editedAt),
      );
      await execute('update clinical_note set content = ?::jsonb, versions = ?::jsonb, updated_at = ? where id = ?', [
        JSON.stringify(merged),
        JSON.stringify([...versions, ...unified]),
        now,
        note.id,
      ]);
    } else if (Object.keys(fromTab).length) {
      await execute(
        `insert into clinical_note (id, company_id, client_id, type, title, content, versions, created_by, created_by_name,
                                    created_at, updated_at)
         values (gen_random_uuid(), ?, ?, 'ANAMNESE', 'Anamnese', ?::jsonb, ?::jsonb, ?, ?, ?, ?)`,
        [
          tab.company_id,
          tab.client_id,
          JSON.stringify(fromTab),
          JSON.stringify(earlier),
          history[0]?.userId ?? tab.last_modified_by_id,
          history[0]?.userName ?? tab.last_modified_by,
          tab.created_at,
          tab.updated_at,
        ],
      );
    }
    await execute('delete from client_tab_data where company_id = ? and client_id = ? and tab_id = ?', [
      tab.company_id,
      tab.client_id,
      tab.tab_id,
    ]);
  }
  return tabs.length;
}

export class Migration20261128000000_one_anamnesis extends Migration {
  override async up(): Promise<void> {
    await moveTabAnamneses((sql, params) => this.execute(sql, params as never) as Promise<Record<string, unknown>[]>);
  }
}
