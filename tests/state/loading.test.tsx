import { act, render, screen } from '@testing-library/react';
import { Profiler, useLayoutEffect, useState } from 'react';
import { unstable_IdlePriority, unstable_runWithPriority } from 'scheduler';
import { LoadingProvider, useLoadingView } from '@/state/loading';
import { Flag } from '../utils/loading-flag';

function Phase() {
  return <p>{useLoadingView().phase}</p>;
}

let raiseLater: (on: boolean) => void = () => {};

/**
 * Flag "a" is up from the start. `raiseLater(true)` raises "late" in a commit of idle priority,
 * so its effect's update to the provider has idle priority, and in the same commit a layout
 * effect raises "urgent", whose update comes first. The provider's renders then skip the idle
 * update and apply the urgent one again each time: the state a browser reached after a bank
 * login, where the page's navigation never committed.
 */
function Flags() {
  const [late, setLate] = useState(false);
  const [urgent, setUrgent] = useState(false);
  raiseLater = setLate;
  useLayoutEffect(() => {
    if (late) setUrgent(true);
  }, [late]);
  return (
    <>
      <Flag name="a" on />
      <Flag name="late" on={late} />
      <Flag name="urgent" on={urgent} />
    </>
  );
}

it('an update of low priority held back behind others does not make the loading flags commit without end', async () => {
  let commits = 0;
  // Stops an endless loop by failing the commit, rather than hanging the test run.
  const onRender = () => {
    commits += 1;
    if (commits > 100) throw new Error('the loading provider commits without end');
  };
  render(
    <Profiler id="loading" onRender={onRender}>
      <LoadingProvider>
        <Flags />
        <Phase />
      </LoadingProvider>
    </Profiler>,
  );
  expect(screen.getByText('shown')).toBeInTheDocument();
  commits = 0;
  await act(async () => {
    // React DOM gives an update in a message event the scheduler's current priority, as in the
    // browser, where its tasks run in message events.
    window.addEventListener('message', () => unstable_runWithPriority(unstable_IdlePriority, () => raiseLater(true)), { once: true });
    window.dispatchEvent(new MessageEvent('message'));
  });
  expect(screen.getByText('shown')).toBeInTheDocument();
  expect(commits).toBeLessThan(10);
});
