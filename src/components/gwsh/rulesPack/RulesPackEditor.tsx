/**
 * The event rules pack (docs/formats.md): UI state only. Opening a pack's link or file here makes this
 * browser use it on the list builder, the organiser's page and the victory points; an organiser makes one
 * with the form and hands it out as a file or a link. Reading and checking a pack is src/lib/gwsh/rulesPack.ts.
 */
import { Field, LinkField, NumberField } from '../../shared/Fields.tsx';
import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import {
  formFromPack,
  isRulesPackFragment,
  packFromForm,
  packSummary,
  parseRulesPack,
  rulesPackFragment,
  rulesPackText,
  switchableReadings,
  type RulesPack,
  type RulesPackForm,
} from '#src/lib/gwsh/rulesPack.ts';
import { inUse, keep, keptPack, opening, useOtherTabsPack, usesWords, type Status } from './packInBrowser.ts';
import { downloadText } from '../../shared/download.ts';
import { readPickedFile } from '../../shared/files.ts';
import PackOffer from './PackOffer.tsx';
import RulesPackNotice from '../shared/RulesPackNotice.tsx';
import '../../shared/controls.css';
import './rulesPack.css';

const fileName = (pack: RulesPack) => `${pack.name.replace(/[^\w-]+/g, '-').replace(/^-+|-+$/g, '') || 'rules-pack'}.rules-pack.json`;

const noSubscription = () => () => undefined;

/**
 * Storage and the address are the browser's, so the page's HTML holds the empty form and says it is
 * looking for a pack; once the island runs, the editor starts again from what this browser uses.
 */
export default function RulesPackEditor() {
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return <Editor key={String(inBrowser)} inBrowser={inBrowser} />;
}

function Editor({ inBrowser }: { inBrowser: boolean }) {
  const id = useId();
  const [first] = useState(() => (inBrowser ? opening() : null));
  const [active, setActive] = useState<RulesPack | null>(first?.active ?? null);
  const [form, setForm] = useState<RulesPackForm>(() => formFromPack(first?.active ?? null));
  const [status, setStatus] = useState<Status>(first?.status ?? null);
  const [link, setLink] = useState<string | null>(null);
  const [offer, setOffer] = useState<RulesPack | null>(first?.offer ?? null);
  /** The pack in use before the last one adopted (null: none), while "Undo" can bring it back. */
  const [undo, setUndo] = useState<{ previous: RulesPack | null } | null>(null);

  // The link is read once: a reload after "Stop using it" must not bring its pack back.
  useEffect(() => {
    if (first && isRulesPackFragment(location.hash)) history.replaceState(null, '', location.pathname + location.search);
  }, [first]);

  // Each choice is saved as the record store says (packInBrowser.ts): what this browser uses afterwards is
  // what the record holds, the choice made or, if another tab chose since, that tab's.
  const adopt = (pack: RulesPack, how: string) => {
    const kept = inUse(pack, how);
    setStatus(kept);
    setActive(keptPack());
    if (kept?.kind === 'error') return;
    setForm(formFromPack(pack));
    setUndo({ previous: active });
  };
  const stop = () => {
    setStatus(keep(null, 'This browser no longer uses a rules pack: the site’s readings apply.'));
    setActive(keptPack());
    setUndo(null);
  };
  // Another tab may choose or stop a pack: this page shows it, and its Undo would now replace that choice.
  useOtherTabsPack((current) => {
    setActive(current);
    setUndo(null);
    setStatus({ kind: 'ok', text: `Another tab changed the rules pack. ${usesWords(current)}` });
  });
  const undoAdopt = (previous: RulesPack | null) => {
    setUndo(null);
    const kept = previous
      ? inUse(previous, 'Undone.', 'Not undone')
      : keep(null, 'Undone. This browser uses no rules pack: the site’s readings apply.', 'Not undone');
    setStatus(kept);
    setActive(keptPack());
    if (kept?.kind !== 'error') setForm(formFromPack(previous));
  };

  const made = packFromForm(form);
  const openFile = async (input: HTMLInputElement) => {
    const read = await readPickedFile(input);
    if (!read) return;
    const parsed = 'text' in read ? parseRulesPack(read.text) : { ok: false as const, message: read.error };
    if (!parsed.ok) return setStatus({ kind: 'error', text: `${parsed.message}. The rules pack in use has not changed.` });
    adopt(parsed.pack, 'Opened from the file.');
  };
  const copyLink = async () => {
    if (!made.ok) return;
    const url = `${location.origin}${location.pathname}#${rulesPackFragment(made.pack)}`;
    setLink(url);
    try {
      await navigator.clipboard.writeText(url);
      setStatus({ kind: 'ok', text: 'Link copied. Whoever opens it uses this rules pack in their browser.' });
    } catch {
      setStatus({ kind: 'ok', text: 'Select the link below and copy it.' });
    }
  };
  const toggle = (reading: string, on: boolean) =>
    setForm((f) => ({ ...f, alternatives: on ? [...f.alternatives, reading] : f.alternatives.filter((r) => r !== reading) }));

  return (
    <div className="rp-editor">
      <p role={status?.kind === 'error' ? 'alert' : 'status'} className={status ? `rp-status rp-status--${status.kind}` : 'rp-status'}>
        {status?.text}
        {undo && status?.kind === 'ok' && (
          <>
            {' '}
            <button type="button" onClick={() => undoAdopt(undo.previous)}>
              Undo
            </button>
          </>
        )}
      </p>
      {offer && (
        <PackOffer
          offer={offer}
          current={active}
          onUse={() => {
            setOffer(null);
            adopt(offer, 'Opened from the link.');
          }}
          onKeep={() => {
            setOffer(null);
            setStatus({ kind: 'ok', text: 'The rules pack in use has not changed.' });
          }}
        />
      )}

      <section aria-labelledby={`${id}-in-use`}>
        <h2 id={`${id}-in-use`}>In this browser</h2>
        {!first ? (
          <p>Looking for the rules pack this browser uses…</p>
        ) : active ? (
          <>
            <RulesPackNotice active={{ summary: packSummary(active) }} what="Lists are checked and games scored" />
            <button type="button" onClick={stop}>
              Stop using it
            </button>
          </>
        ) : (
          <p data-testid="no-rules-pack">No rules pack is in use: lists and games follow the site’s readings.</p>
        )}
        <Field family="calc" id={`${id}-file`} label="Open a rules pack file">
          <input id={`${id}-file`} type="file" accept=".json,application/json" onChange={(e) => void openFile(e.currentTarget)} />
        </Field>
      </section>

      <section aria-labelledby={`${id}-make`}>
        <h2 id={`${id}-make`}>Make a rules pack</h2>
        <Field family="calc" id={`${id}-name`} label="Event">
          <input id={`${id}-name`} type="text" value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} />
        </Field>
        <fieldset>
          <legend>Readings the event takes the other way</legend>
          {switchableReadings.map((r) => (
            <div key={r.id} className="rp-reading">
              <label>
                <input type="checkbox" checked={form.alternatives.includes(r.id)} onChange={(e) => toggle(r.id, e.target.checked)} />{' '}
                {r.alternative}
              </label>
              <p className="rp-muted">
                Rule {r.rule}; the site reads it the other way unless ticked.{' '}
                <a href={`/gwsh/readings/#${r.id}`}>Both readings explained</a>
              </p>
            </div>
          ))}
        </fieldset>
        <NumberField
          family="calc"
          type="text"
          id={`${id}-max`}
          label="Aircraft each side may have (blank: each player enters it)"
          value={form.maxAircraftText}
          onChange={(text) => setForm({ ...form, maxAircraftText: text })}
        />
        <Field family="calc" id={`${id}-exceptions`} label="Exceptions agreed (9.0), one a line: shown to players, not checked">
          <textarea
            id={`${id}-exceptions`}
            rows={3}
            value={form.exceptionsText}
            onChange={(e) => setForm({ ...form, exceptionsText: e.target.value })}
          />
        </Field>
        {!made.ok && form.name.trim() !== '' && (
          <p role="alert" className="rp-status rp-status--error">
            {made.message}.
          </p>
        )}
        <div className="rp-actions">
          <button type="button" disabled={!made.ok} onClick={() => made.ok && adopt(made.pack, 'Saved.')}>
            Use it in this browser
          </button>
          <button type="button" disabled={!made.ok} onClick={() => made.ok && downloadText(fileName(made.pack), rulesPackText(made.pack))}>
            Download the file
          </button>
          <button type="button" disabled={!made.ok} onClick={() => void copyLink()}>
            Copy a link to it
          </button>
        </div>
        {link && <LinkField family="calc" id={`${id}-link`} label="Link to the rules pack" value={link} />}
      </section>
    </div>
  );
}
