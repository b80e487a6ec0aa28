import { globalCss } from '@/ui/global-css';

describe('the global reduced-motion reset', () => {
  it('ends an endless animation after one 0.01 ms turn, so it rests instead of jumping to a new frame every paint', () => {
    const reset = /@media \(prefers-reduced-motion: reduce\) \{([^}]*)\}/.exec(globalCss)?.[1] ?? '';
    expect(reset).toContain('animation-duration: 0.01ms !important');
    expect(reset).toContain('animation-iteration-count: 1 !important');
  });
});
