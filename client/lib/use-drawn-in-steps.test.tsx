// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { reactRoot } from '../../test/helpers/react-root';
import { useDrawnInSteps } from './use-drawn-in-steps';

const react = reactRoot();
const frames: number[] = [];

function List({ total }: { total: number }) {
  const drawn = useDrawnInSteps(total, 3, 3);
  frames.push(drawn);
  return (
    <ul>
      {Array.from({ length: drawn }, (_, i) => (
        <li key={i}>{i}</li>
      ))}
    </ul>
  );
}

const nextTask = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
// A render in a synchronous act(): the hook's own next step (a timer) cannot run before the check,
// as it could within an async act() on a busy machine.
const render = (total: number) => act(() => react.root.render(<List total={total} />));
const count = () => react.host.querySelectorAll('li').length;

describe('useDrawnInSteps', () => {
  it('draws the first few at once, then a few more in each following task, until all are drawn', async () => {
    frames.length = 0;
    render(8);
    expect(count()).toBe(3);
    await nextTask();
    expect(count()).toBe(6);
    await nextTask();
    expect(count()).toBe(8);
    await nextTask();
    expect(count()).toBe(8);
    // Never more than the list holds, never fewer than drawn before.
    expect(Math.max(...frames)).toBe(8);
    expect(frames).toEqual([...frames].sort((a, b) => a - b));
  });

  it('a shorter list draws what it has; a longer one (the next page) goes on in steps from there', async () => {
    render(2);
    expect(count()).toBe(2);
    for (let i = 0; i < 3; i++) await nextTask();
    render(4);
    expect(count()).toBe(3);
    await nextTask();
    expect(count()).toBe(4);
    render(10);
    expect(count()).toBe(6);
    render(1);
    expect(count()).toBe(1);
  });
});
