import { useEffect, useRef, useState } from 'react';
import { FRONT_DESK_TEXTS as FD } from '../shared/front-desk.ts';
import { useCallPanel } from './front-desk-hooks.ts';
import './call-panel.css';

/** Two short tones (WebAudio: no sound file to load). */
function chime(context: AudioContext) {
  const start = context.currentTime;
  for (const [offset, frequency] of [
    [0, 880],
    [0.35, 660],
  ] as const) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start + offset);
    gain.gain.exponentialRampToValueAtTime(0.4, start + offset + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.3);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start + offset);
    oscillator.stop(start + offset + 0.32);
  }
}

const clockOf = (iso: string) => new Date(iso).toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit' });

/**
 * '/painel', the waiting-room TV (decision 054): read-only, large type, any staff session. It asks
 * for the latest calls every few seconds (no reload) and chimes on a new call once sound is on —
 * browsers let a page play sound only after a click, hence 'Ativar som'.
 */
export function CallPanelPage() {
  const calls = useCallPanel();
  const [audio, setAudio] = useState<AudioContext | null>(null);
  const lastCall = useRef<string | null>(null);
  const [current, ...recent] = calls.data ?? [];
  const key = current ? `${current.appointmentId}@${current.calledAt}` : null;

  useEffect(() => {
    if (key === null) return;
    // The first read only sets where we are: a call made before the panel opened does not chime.
    if (lastCall.current !== null && lastCall.current !== key && audio) chime(audio);
    lastCall.current = key;
  }, [key, audio]);

  const enableSound = () => {
    const context = new AudioContext();
    void context.resume();
    setAudio(context);
  };

  return (
    <main className="call-panel" aria-labelledby="call-panel-title">
      <header className="call-panel__header">
        <h1 id="call-panel-title">{FD.panelTitle}</h1>
        {audio ? (
          <span className="call-panel__sound" role="status">
            <span aria-hidden="true">🔔</span> {FD.soundOn}
          </span>
        ) : (
          <button type="button" className="call-panel__sound-button" onClick={enableSound}>
            <span aria-hidden="true">🔔</span> {FD.enableSound}
          </button>
        )}
      </header>
      <section className="call-panel__now" aria-live="assertive" aria-atomic="true" data-testid="call-panel-now">
        {current ? (
          <>
            <p className="call-panel__label">{FD.panelNow}</p>
            <p className="call-panel__name">{current.firstName}</p>
            <p className="call-panel__room">{current.room}</p>
          </>
        ) : (
          <p className="call-panel__idle">{FD.panelIdle}</p>
        )}
      </section>
      {recent.length > 0 && (
        <section className="call-panel__recent" aria-labelledby="call-panel-recent">
          <h2 id="call-panel-recent">{FD.panelRecent}</h2>
          <ul>
            {recent.map((c) => (
              <li key={`${c.appointmentId}@${c.calledAt}`}>
                <strong>{c.firstName}</strong> <span>{c.room}</span> <span>{clockOf(c.calledAt)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </main>
  );
}
