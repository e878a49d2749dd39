import { Box, Container } from '@mantine/core';
import { Suspense, type ReactElement, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { FullPageLoader } from '../../components/full-page-loader';
import { AppFooter } from './app-footer';

/** Header, the page's main landmark (the skip link's target) and the footer. */
export function PageFrame({ header }: { header: ReactNode }): ReactElement {
  return (
    <Box display="flex" style={{ flexDirection: 'column', minHeight: '100vh' }}>
      {header}
      <Box component="main" id="main-content" tabIndex={-1} style={{ flex: 1 }}>
        <Container size="lg" py="xl">
          <Suspense fallback={<FullPageLoader />}>
            <Outlet />
          </Suspense>
        </Container>
      </Box>
      <AppFooter />
    </Box>
  );
}
