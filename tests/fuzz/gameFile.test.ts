/**
 * Fuzzing the `gwsh-game` importer, the victory points engine and the event's version 1 file (a running
 * table of scores): bad files get one sentence naming the field; any valid game is scored without throwing,
 * claims the rules do not allow come back as findings; a kept event that cannot be read is set aside, never lost.
 */
import fc from 'fast-check';
import { memoryStorage, openStorage } from '../../src/lib/storage/safeStorage.ts';
import { describe, expect, it, vi } from 'vitest';
import { newEvent } from '../../src/lib/gwsh/event/event.ts';
import { parseEvent } from '../../src/lib/gwsh/event/eventFile.ts';
import { eventFileText } from '../../src/lib/gwsh/event/eventFileText.ts';
import { storageKeys, unreadableKey } from '../../src/lib/site/storageKeys.ts';
import { EventModel } from '../../src/lib/tools/event/eventModel.ts';
import { fieldPath, parseGameFile } from '../../src/lib/gwsh/game/gameFile.ts';
import { scoreGame } from '../../src/lib/gwsh/game/victoryPoints.ts';
import { immediateLocks } from '../support/locks.ts';
import {
  anyJson,
  deepFreeze,
  expectClearMessage,
  hostileText,
  mutate,
  mutation,
  notJson,
  pathsOf,
  settings,
  validGame,
  wrongValue,
} from './arbitraries.ts';

// 10,000 inputs a property: seconds, not the default 5 s, on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

describe('parseGameFile', () => {
  it('never throws on any text or JSON value', () => {
    const inputs = fc.oneof(
      fc.string(),
      hostileText,
      anyJson,
      wrongValue,
      notJson,
      fc.tuple(validGame, fc.nat()).map(([game, cut]) => {
        const text = JSON.stringify(game);
        return text.slice(0, cut % text.length);
      }),
    );
    fc.assert(
      fc.property(inputs, (input) => {
        const result = parseGameFile(deepFreeze(input));
        if (!result.ok) {
          expectClearMessage(result.message, input);
          for (const m of result.messages) expectClearMessage(m, input);
        }
      }),
      settings,
    );
  });

  it('names the field of a valid game that was broken', () => {
    fc.assert(
      fc.property(validGame, fc.nat(), mutation, (game, pick, change) => {
        const paths = pathsOf(game);
        const { value, at } = mutate(game, paths[pick % paths.length]!, change);
        const result = parseGameFile(deepFreeze(value));
        if (result.ok) return;
        expectClearMessage(result.message, value);
        const field = at.findLast((k) => typeof k === 'string');
        const named = typeof at.at(-1) === 'number' ? fieldPath(at.slice(0, -1)) : String(field ?? 'game file');
        expect(result.messages.join(' ')).toContain(named);
      }),
      settings,
    );
  });
});

describe('scoreGame', () => {
  it('scores any valid game without throwing; totals and competition scores are whole and in range', () => {
    fc.assert(
      fc.property(validGame, (game) => {
        expect(parseGameFile(game).ok).toBe(true);
        const score = scoreGame(deepFreeze(game));
        for (const p of score.players) {
          expect(Number.isFinite(p.total)).toBe(true);
          expect(p.competition).toBeGreaterThanOrEqual(0);
          expect(p.competition).toBeLessThanOrEqual(12);
          expect(p.lines.reduce((s, l) => s + l.points, 0)).toBe(p.total);
          for (const l of p.lines) expectClearMessage(l.message, game);
        }
        expect(score.draw).toBe(score.players[0].total === score.players[1].total);
        expect(score.winnerIndex === null ? null : score.players[score.winnerIndex].name).toBe(score.winner);
        for (const f of score.findings) expectClearMessage(f.message, game);
      }),
      settings,
    );
  });

  it('gives a claim the rules do not allow no points, and says so', () => {
    fc.assert(
      fc.property(validGame, (game) => {
        const score = scoreGame(game);
        game.players.forEach((p, i) => {
          const exit = score.players[i]!.lines.find((l) => l.code === 'exit-bonus')!;
          const allowed = game.scenario === 'attack-defence' && p.role === 'attacker';
          if (p.exitedBrigade && !allowed) {
            expect(exit.points).toBe(0);
            expect(score.findings.some((f) => f.path?.startsWith(`players[${i}]`))).toBe(true);
          }
        });
      }),
      settings,
    );
  });
});

describe("the event's version 1 file", () => {
  it('never throws on any event file', () => {
    const event = fc.record({
      format: fc.constant('gwsh-competition'),
      version: fc.constant(1),
      name: hostileText,
      players: fc.array(hostileText, { maxLength: 5 }),
      rounds: fc.array(
        fc.record({
          label: hostileText,
          scores: fc.array(fc.record({ player: hostileText, gameScore: fc.oneof(fc.integer(), fc.double()) }), { maxLength: 4 }),
        }),
        { maxLength: 3 },
      ),
    });
    fc.assert(
      fc.property(
        fc.oneof(
          anyJson,
          wrongValue,
          notJson,
          fc.string(),
          event,
          event.map((e) => JSON.stringify(e)),
        ),
        (input) => {
          const result = parseEvent(deepFreeze(input));
          if (!result.ok) expectClearMessage(result.message, input);
        },
      ),
      settings,
    );
  });

  it('a kept event that cannot be read is set aside, not lost; blocked storage is a message', () => {
    const key = storageKeys.event;
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          anyJson.map((v) => JSON.stringify(v)),
          fc.constant(eventFileText(newEvent('Club night'))),
        ),
        fc.boolean(),
        (text, blocked) => {
          const store = memoryStorage();
          store.setItem(key, text);
          const model = new EventModel({
            storage: () =>
              openStorage(() => {
                if (blocked) throw new DOMException('The operation is insecure.', 'SecurityError');
                return store;
              }),
            tabId: 'fuzz',
            now: () => 1,
            blank: () => newEvent('My event'),
            locks: immediateLocks,
          });
          model.open(parseEvent);
          const { ready, news } = model.getState();
          expect(ready).toBe(true);
          if (news) expectClearMessage(news.text, text);
          // Whatever was kept is still there: in place, or set aside under its own key.
          expect(store.getItem(key) === text || store.getItem(unreadableKey(key)) === text).toBe(true);
          if (blocked) expect(store.getItem(key)).toBe(text);
        },
      ),
      settings,
    );
  });
});
