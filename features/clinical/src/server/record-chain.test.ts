import { describe, expect, it } from 'vitest';
import { type ChainLink, chainKey, contentHash, linkHash, sha256, verifyChain } from './record-chain.ts';

const note = (id: string, title: string) => ({ id, client_id: 'c1', title, content: { queixa: 'dor' } });

/** A chain built the way `appendLink` builds it. */
function chainOf(entries: { id: string; title: string }[]): ChainLink[] {
  const links: ChainLink[] = [];
  for (const e of entries) {
    const prevHash = links.at(-1)?.hash ?? null;
    const hashOfContent = contentHash('clinical_note', note(e.id, e.title));
    links.push({
      seq: links.length + 1,
      entryTable: 'clinical_note',
      entryId: e.id,
      contentHash: hashOfContent,
      prevHash,
      hash: linkHash(prevHash, hashOfContent),
    });
  }
  return links;
}

const current = (entries: { id: string; title: string }[]) =>
  new Map(entries.map((e) => [chainKey('clinical_note', e.id), contentHash('clinical_note', note(e.id, e.title))]));

describe('the record chain', () => {
  it('hashes the previous link and the content, so the same content after another link hashes differently', () => {
    const c = contentHash('clinical_note', note('a', 'x'));
    expect(c).toMatch(/^[0-9a-f]{64}$/);
    expect(linkHash(null, c)).toBe(sha256(`agenda-record-chain/1\n\n${c}`));
    expect(linkHash('0'.repeat(64), c)).not.toBe(linkHash(null, c));
  });

  it('the content hash does not depend on key order but on every value and on the table', () => {
    expect(contentHash('clinical_note', { b: 1, a: 2 })).toBe(contentHash('clinical_note', { a: 2, b: 1 }));
    expect(contentHash('clinical_note', { a: 2 })).not.toBe(contentHash('medical_record_entry', { a: 2 }));
    expect(contentHash('clinical_note', { a: '2' })).not.toBe(contentHash('clinical_note', { a: 2 }));
  });

  it('an untouched chain verifies: every entry intact, with its newest link’s hash', () => {
    const entries = [
      { id: 'a', title: 'Consulta' },
      { id: 'b', title: 'Retorno' },
    ];
    const links = chainOf(entries);
    const result = verifyChain(links, current(entries));
    expect(result.get('clinical_note:a')).toEqual({ hash: links[0]?.hash, altered: false });
    expect(result.get('clinical_note:b')).toEqual({ hash: links[1]?.hash, altered: false });
  });

  it('a row whose content changed behind the chain is altered; the others are not', () => {
    const entries = [
      { id: 'a', title: 'Consulta' },
      { id: 'b', title: 'Retorno' },
    ];
    const result = verifyChain(chainOf(entries), current([{ id: 'a', title: 'Consulta alterada' }, entries[1] as never]));
    expect(result.get('clinical_note:a')?.altered).toBe(true);
    expect(result.get('clinical_note:b')?.altered).toBe(false);
  });

  it('an entry the chain never saw (inserted behind it) is altered', () => {
    const entries = [{ id: 'a', title: 'Consulta' }];
    const result = verifyChain(chainOf(entries), current([...entries, { id: 'z', title: 'Inserida' }]));
    expect(result.get('clinical_note:z')).toEqual({ hash: null, altered: true });
  });

  it('a link rewritten (content hash and own hash) breaks the chain from there on', () => {
    const entries = [
      { id: 'a', title: 'Consulta' },
      { id: 'b', title: 'Retorno' },
      { id: 'c', title: 'Controle' },
    ];
    const links = chainOf(entries);
    // Someone rewrites b's row and recomputes its link, but cannot fix c's prevHash without redoing c too.
    const forged = contentHash('clinical_note', note('b', 'Forjado'));
    const tampered = links.map((l) =>
      l.entryId === 'b' ? { ...l, contentHash: forged, hash: linkHash(l.prevHash, forged) } : l,
    );
    const now = current([entries[0] as never, { id: 'b', title: 'Forjado' }, entries[2] as never]);
    const result = verifyChain(tampered, now);
    expect(result.get('clinical_note:a')?.altered).toBe(false);
    expect(result.get('clinical_note:b')?.altered).toBe(false);
    expect(result.get('clinical_note:c')?.altered).toBe(true);
  });

  it('a gap or a reordering in the sequence breaks the chain', () => {
    const entries = [
      { id: 'a', title: 'Consulta' },
      { id: 'b', title: 'Retorno' },
    ];
    const [first, second] = chainOf(entries) as [ChainLink, ChainLink];
    const result = verifyChain([first, { ...second, seq: 3 }], current(entries));
    expect(result.get('clinical_note:b')?.altered).toBe(true);
  });

  it('the newest link of an entry written twice is the one compared', () => {
    const links = chainOf([
      { id: 'a', title: 'Rascunho' },
      { id: 'a', title: 'Final' },
    ]);
    expect(verifyChain(links, current([{ id: 'a', title: 'Final' }])).get('clinical_note:a')?.altered).toBe(false);
    expect(verifyChain(links, current([{ id: 'a', title: 'Rascunho' }])).get('clinical_note:a')?.altered).toBe(true);
  });
});
