import type { ReactNode } from 'react';
import { ToastProvider } from '@ui/Toast';
import { StoryShop } from '@features/catalog/testing';

/**
 * A staff tool's container story as the staff layout holds it: the shop's store and router
 * (StoryShop) and the layout's toast host (AdminLayout), at `url`.
 */
export function StoryStaffArea({ children, url }: { children: ReactNode; url: string }) {
  return (
    <StoryShop url={url}>
      <ToastProvider>{children}</ToastProvider>
    </StoryShop>
  );
}
