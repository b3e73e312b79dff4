import { Outlet, useNavigation } from 'react-router-dom';
import { Toaster } from '../ui/Toaster';
import { TopProgressBar } from '../ui/TopProgressBar';

/** Around every page: the progress bar while a page loads, and the notifications. */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      <TopProgressBar active={navigation.state === 'loading'} />
      <Outlet />
      <Toaster />
    </>
  );
}
