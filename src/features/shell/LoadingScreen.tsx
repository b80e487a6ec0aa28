import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { uncoverPage } from '@/lib/uncover';
import styled, { keyframes } from 'styled-components';
import { LOADING_FADE_MS, useLoadingView } from '@/state/loading';
import { theme } from '@/ui/theme';

/** The full-screen loading screen with a progress bar (spec 2.3, 4). */
export function LoadingScreen() {
  const { t } = useTranslation('common');
  const { phase, progress } = useLoadingView();
  // Over the page now: the cover a returning player's page loaded under can go.
  useEffect(uncoverPage, []);
  if (phase === 'hidden') return null;
  const percent = Math.round(progress * 100);
  return (
    <Screen $fading={phase === 'fading'} data-testid="loading-screen" aria-busy={phase === 'shown'}>
      <Logo aria-hidden="true">{t('brand')}</Logo>
      <Track
        role="progressbar"
        aria-label={t('loading.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <Bar style={{ transform: `scaleX(${Math.max(progress, 0.05)})` }} />
      </Track>
    </Screen>
  );
}

const pulse = keyframes`from { opacity: 0.7 } to { opacity: 1 }`;

const Screen = styled.div<{ $fading: boolean }>`
  /* Shown inside the page the cover hides until this mounts (src/lib/returning-cover.js). */
  visibility: visible;
  position: fixed;
  inset: 0;
  z-index: ${theme.z.loading};
  display: grid;
  place-content: center;
  gap: ${theme.space(6)};
  background: ${theme.color.bg};
  opacity: ${({ $fading }) => ($fading ? 0 : 1)};
  transition: opacity ${LOADING_FADE_MS}ms ease;
`;

const Logo = styled.div`
  font-size: 40px;
  font-weight: 800;
  letter-spacing: 0.04em;
  text-align: center;
  color: ${theme.color.primary};
  animation: ${pulse} 0.8s ease-in-out infinite alternate;
`;

const Track = styled.div`
  width: min(280px, 70vw);
  height: 6px;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.surfaceRaised};
  overflow: hidden;
`;

const Bar = styled.div`
  height: 100%;
  background: ${theme.color.primary};
  transform-origin: left;
  transition: transform 300ms ease;
`;
